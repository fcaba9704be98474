module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x3xi8>, %arg1: tensor<1x64x3xi8>, %arg2: tensor<1x64x3xi8>, %arg3: tensor<2x512x512xi8>, %arg4: tensor<1x64x3xi8>, %arg5: tensor<1x64x3xi8>, %arg6: tensor<1x64x3xi8>, %arg7: tensor<2x512x512xi8>, %arg8: tensor<32x32768x128xbf16>, %arg9: tensor<16x32768x128xbf16>, %arg10: tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<8> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %c_4 = stablehlo.constant dense<64> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c_6) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg9, %c_6) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %2 = call @_pad_0(%arg10, %c_6) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %3 = stablehlo.iota dim = 0 : tensor<64xi32>
    %4 = call @floor_divide(%3, %c_4) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %5 = call @remainder(%3, %c_4) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x64x3xi8>
    %7 = stablehlo.compare NE, %arg0, %6, SIGNED : (tensor<1x64x3xi8>, tensor<1x64x3xi8>) -> tensor<1x64x3xi1>
    %8 = stablehlo.convert %7 : (tensor<1x64x3xi1>) -> tensor<1x64x3xi32>
    %9 = stablehlo.reduce(%8 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x64x3xi32>, tensor<i32>) -> tensor<1x64xi32>
    %10 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %11 = stablehlo.compare LT, %4, %10, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %13 = stablehlo.add %4, %12 : tensor<64xi32>
    %14 = stablehlo.select %11, %13, %4 : tensor<64xi1>, tensor<64xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %16 = "stablehlo.gather"(%c_5, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %19 = stablehlo.compare LT, %16, %18, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %21 = stablehlo.add %16, %20 : tensor<64x1xi32>
    %22 = stablehlo.select %19, %21, %16 : tensor<64x1xi1>, tensor<64x1xi32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %24 = stablehlo.compare LT, %17, %23, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
    %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %26 = stablehlo.add %17, %25 : tensor<64x1xi32>
    %27 = stablehlo.select %24, %26, %17 : tensor<64x1xi1>, tensor<64x1xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 2 : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x2xi32>
    %31 = "stablehlo.gather"(%9, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x64xi32>, tensor<64x1x2xi32>) -> tensor<64x1xi32>
    %32 = stablehlo.reduce(%31 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<64x1xi32>, tensor<i32>) -> tensor<64xi32>
    %33 = call @cumsum(%31) : (tensor<64x1xi32>) -> tensor<64x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %35 = stablehlo.maximum %32, %34 : tensor<64xi32>
    %36 = call @cumsum_3(%35) : (tensor<64xi32>) -> tensor<64xi32>
    %37 = stablehlo.iota dim = 0 : tensor<189xi32>
    %38 = stablehlo.slice %36 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
    %39 = stablehlo.reshape %38 : (tensor<1xi32>) -> tensor<i32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %41 = stablehlo.compare LT, %37, %40, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %42 = stablehlo.slice %36 [63:64] : (tensor<64xi32>) -> tensor<1xi32>
    %43 = stablehlo.reshape %42 : (tensor<1xi32>) -> tensor<i32>
    %44 = stablehlo.subtract %43, %c_2 : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %46 = stablehlo.minimum %37, %45 : tensor<189xi32>
    %47 = call @searchsorted(%36, %46) : (tensor<64xi32>, tensor<189xi32>) -> tensor<189xi32>
    %48 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %49 = stablehlo.add %48, %47 : tensor<189xi32>
    %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %51 = stablehlo.compare LT, %47, %50, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %52 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %53 = stablehlo.add %47, %52 : tensor<189xi32>
    %54 = stablehlo.select %51, %53, %47 : tensor<189xi1>, tensor<189xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %56 = "stablehlo.gather"(%36, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<189x1xi32>) -> tensor<189xi32>
    %57 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %58 = stablehlo.compare LT, %47, %57, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %59 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %60 = stablehlo.add %47, %59 : tensor<189xi32>
    %61 = stablehlo.select %58, %60, %47 : tensor<189xi1>, tensor<189xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %63 = "stablehlo.gather"(%35, %62) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<189x1xi32>) -> tensor<189xi32>
    %64 = stablehlo.subtract %56, %63 : tensor<189xi32>
    %65 = stablehlo.subtract %46, %64 : tensor<189xi32>
    %66 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %67 = stablehlo.compare LT, %49, %66, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %68 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %69 = stablehlo.add %49, %68 : tensor<189xi32>
    %70 = stablehlo.select %67, %69, %49 : tensor<189xi1>, tensor<189xi32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %72 = "stablehlo.gather"(%33, %71) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<64x1xi32>, tensor<189x1xi32>) -> tensor<189x1xi32>
    %73 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %74 = stablehlo.compare LE, %72, %73, SIGNED : (tensor<189x1xi32>, tensor<189x1xi32>) -> tensor<189x1xi1>
    %75 = stablehlo.convert %74 : (tensor<189x1xi1>) -> tensor<189x1xi32>
    %76 = stablehlo.reduce(%75 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<189x1xi32>, tensor<i32>) -> tensor<189xi32>
    %77 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %78 = stablehlo.minimum %76, %77 : tensor<189xi32>
    %79 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %80 = stablehlo.compare LT, %49, %79, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %81 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %82 = stablehlo.add %49, %81 : tensor<189xi32>
    %83 = stablehlo.select %80, %82, %49 : tensor<189xi1>, tensor<189xi32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %85 = "stablehlo.gather"(%33, %84) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<64x1xi32>, tensor<189x1xi32>) -> tensor<189x1xi32>
    %86 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %87 = stablehlo.compare LT, %49, %86, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %88 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %89 = stablehlo.add %49, %88 : tensor<189xi32>
    %90 = stablehlo.select %87, %89, %49 : tensor<189xi1>, tensor<189xi32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %92 = "stablehlo.gather"(%31, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<64x1xi32>, tensor<189x1xi32>) -> tensor<189x1xi32>
    %93 = stablehlo.subtract %85, %92 : tensor<189x1xi32>
    %94 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %95 = call @take_along_axis(%93, %94) : (tensor<189x1xi32>, tensor<189x1xi32>) -> tensor<189x1xi32>
    %96 = stablehlo.reshape %95 : (tensor<189x1xi32>) -> tensor<189xi32>
    %97 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %98 = stablehlo.compare LT, %49, %97, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %99 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %100 = stablehlo.add %49, %99 : tensor<189xi32>
    %101 = stablehlo.select %98, %100, %49 : tensor<189xi1>, tensor<189xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %103 = "stablehlo.gather"(%32, %102) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<189x1xi32>) -> tensor<189xi32>
    %104 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %105 = stablehlo.compare GT, %103, %104, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %106 = stablehlo.subtract %65, %96 : tensor<189xi32>
    %107 = call @_where_7(%105, %106, %c_6) : (tensor<189xi1>, tensor<189xi32>, tensor<i32>) -> tensor<189xi32>
    %108 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %109 = stablehlo.compare LT, %49, %108, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %110 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %111 = stablehlo.add %49, %110 : tensor<189xi32>
    %112 = stablehlo.select %109, %111, %49 : tensor<189xi1>, tensor<189xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %114 = "stablehlo.gather"(%4, %113) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<189x1xi32>) -> tensor<189xi32>
    %115 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %116 = stablehlo.compare LT, %114, %115, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %117 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %118 = stablehlo.add %114, %117 : tensor<189xi32>
    %119 = stablehlo.select %116, %118, %114 : tensor<189xi1>, tensor<189xi32>
    %120 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %121 = stablehlo.compare LT, %78, %120, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %122 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %123 = stablehlo.add %78, %122 : tensor<189xi32>
    %124 = stablehlo.select %121, %123, %78 : tensor<189xi1>, tensor<189xi32>
    %125 = stablehlo.broadcast_in_dim %119, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %127 = stablehlo.concatenate %125, %126, dim = 1 : (tensor<189x1xi32>, tensor<189x1xi32>) -> tensor<189x2xi32>
    %128 = "stablehlo.gather"(%c_5, %127) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<189x2xi32>) -> tensor<189xi32>
    %129 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %130 = stablehlo.compare LT, %49, %129, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %131 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %132 = stablehlo.add %49, %131 : tensor<189xi32>
    %133 = stablehlo.select %130, %132, %49 : tensor<189xi1>, tensor<189xi32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %135 = "stablehlo.gather"(%5, %134) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<189x1xi32>) -> tensor<189xi32>
    %136 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %137 = stablehlo.compare LT, %49, %136, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %138 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %139 = stablehlo.add %49, %138 : tensor<189xi32>
    %140 = stablehlo.select %137, %139, %49 : tensor<189xi1>, tensor<189xi32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %142 = "stablehlo.gather"(%32, %141) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<189x1xi32>) -> tensor<189xi32>
    %143 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %144 = stablehlo.compare GT, %142, %143, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %145 = stablehlo.and %41, %144 : tensor<189xi1>
    %146 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %147 = stablehlo.compare LT, %128, %146, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %148 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %149 = stablehlo.add %128, %148 : tensor<189xi32>
    %150 = stablehlo.select %147, %149, %128 : tensor<189xi1>, tensor<189xi32>
    %151 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %152 = stablehlo.compare LT, %135, %151, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %153 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %154 = stablehlo.add %135, %153 : tensor<189xi32>
    %155 = stablehlo.select %152, %154, %135 : tensor<189xi1>, tensor<189xi32>
    %156 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %157 = stablehlo.compare LT, %107, %156, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %158 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %159 = stablehlo.add %107, %158 : tensor<189xi32>
    %160 = stablehlo.select %157, %159, %107 : tensor<189xi1>, tensor<189xi32>
    %161 = stablehlo.broadcast_in_dim %150, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %162 = stablehlo.broadcast_in_dim %155, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %163 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %164 = stablehlo.concatenate %161, %162, %163, dim = 1 : (tensor<189x1xi32>, tensor<189x1xi32>, tensor<189x1xi32>) -> tensor<189x3xi32>
    %165 = "stablehlo.gather"(%arg0, %164) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x64x3xi8>, tensor<189x3xi32>) -> tensor<189xi8>
    %166 = stablehlo.convert %165 : (tensor<189xi8>) -> tensor<189xi32>
    %167 = call @_where_7(%145, %166, %c_6) : (tensor<189xi1>, tensor<189xi32>, tensor<i32>) -> tensor<189xi32>
    %168 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %169 = stablehlo.compare EQ, %65, %168, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %170 = stablehlo.and %41, %169 : tensor<189xi1>
    %171 = call @_where_8(%170, %c_0, %c_6) : (tensor<189xi1>, tensor<i32>, tensor<i32>) -> tensor<189xi32>
    %172 = stablehlo.convert %171 : tensor<189xi32>
    %173 = stablehlo.or %167, %172 : tensor<189xi32>
    %174 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %175 = stablehlo.compare LT, %47, %174, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %176 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %177 = stablehlo.add %47, %176 : tensor<189xi32>
    %178 = stablehlo.select %175, %177, %47 : tensor<189xi1>, tensor<189xi32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %180 = "stablehlo.gather"(%35, %179) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<189x1xi32>) -> tensor<189xi32>
    %181 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %182 = stablehlo.subtract %180, %181 : tensor<189xi32>
    %183 = stablehlo.compare EQ, %65, %182, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %184 = stablehlo.and %41, %183 : tensor<189xi1>
    %185 = call @_where_8(%184, %c, %c_6) : (tensor<189xi1>, tensor<i32>, tensor<i32>) -> tensor<189xi32>
    %186 = stablehlo.convert %185 : tensor<189xi32>
    %187 = stablehlo.or %173, %186 : tensor<189xi32>
    %188 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %189 = stablehlo.compare LT, %49, %188, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %190 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %191 = stablehlo.add %49, %190 : tensor<189xi32>
    %192 = stablehlo.select %189, %191, %49 : tensor<189xi1>, tensor<189xi32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %194 = "stablehlo.gather"(%4, %193) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<189x1xi32>) -> tensor<189xi32>
    %195 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %196 = stablehlo.compare LT, %194, %195, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %197 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %198 = stablehlo.add %194, %197 : tensor<189xi32>
    %199 = stablehlo.select %196, %198, %194 : tensor<189xi1>, tensor<189xi32>
    %200 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %201 = stablehlo.compare LT, %78, %200, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %202 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %203 = stablehlo.add %78, %202 : tensor<189xi32>
    %204 = stablehlo.select %201, %203, %78 : tensor<189xi1>, tensor<189xi32>
    %205 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %207 = stablehlo.concatenate %205, %206, dim = 1 : (tensor<189x1xi32>, tensor<189x1xi32>) -> tensor<189x2xi32>
    %208 = "stablehlo.gather"(%c_5, %207) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<189x2xi32>) -> tensor<189xi32>
    %209 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %210 = stablehlo.multiply %208, %209 : tensor<189xi32>
    %211 = stablehlo.add %210, %135 : tensor<189xi32>
    %212 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %213 = stablehlo.compare LT, %128, %212, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %214 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %215 = stablehlo.add %128, %214 : tensor<189xi32>
    %216 = stablehlo.select %213, %215, %128 : tensor<189xi1>, tensor<189xi32>
    %217 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %218 = stablehlo.compare LT, %135, %217, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %219 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %220 = stablehlo.add %135, %219 : tensor<189xi32>
    %221 = stablehlo.select %218, %220, %135 : tensor<189xi1>, tensor<189xi32>
    %222 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %223 = stablehlo.compare LT, %107, %222, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %224 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %225 = stablehlo.add %107, %224 : tensor<189xi32>
    %226 = stablehlo.select %223, %225, %107 : tensor<189xi1>, tensor<189xi32>
    %227 = stablehlo.broadcast_in_dim %216, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %228 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<189xi32>) -> tensor<189x1xi32>
    %230 = stablehlo.concatenate %227, %228, %229, dim = 1 : (tensor<189x1xi32>, tensor<189x1xi32>, tensor<189x1xi32>) -> tensor<189x3xi32>
    %231 = "stablehlo.gather"(%arg1, %230) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x64x3xi8>, tensor<189x3xi32>) -> tensor<189xi8>
    %232 = stablehlo.convert %211 : (tensor<189xi32>) -> tensor<189xi8>
    %233 = stablehlo.convert %187 : (tensor<189xi32>) -> tensor<189xi8>
    %234 = stablehlo.custom_call @tpu_custom_call(%232, %231, %233, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:6ee1feda205c7c7c320d2fcdf8c282544a9569088fda8738f9f934843a891f69\22, \22cost_estimate\22: {\22bytes_accessed\22: 2122317824, \22flops\22: 811748818944, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 1585446912}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<189xi8>, tensor<189xi8>, tensor<189xi8>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %234 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<32x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<16x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<16x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xbf16>, tensor<bf16>) -> tensor<16x32768x128xbf16>
    return %1 : tensor<16x32768x128xbf16>
  }
  func.func private @floor_divide(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<64xi32>
    %3 = stablehlo.sign %arg0 : tensor<64xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<64xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %11 = stablehlo.and %6, %10 : tensor<64xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<64xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
    return %14 : tensor<64xi32>
  }
  func.func private @_where(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
    return %0 : tensor<64xi32>
  }
  func.func private @remainder(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_1(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<64xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<64xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<64xi1>, tensor<64xi1>) -> tensor<64xi1>
    %12 = stablehlo.and %11, %6 : tensor<64xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %14 = stablehlo.add %4, %13 : tensor<64xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<64xi1>, tensor<64xi32>
    return %15 : tensor<64xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<64x1xi32>) -> tensor<64x1xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<64x1xi32>) -> tensor<64x1xi32>
    return %0 : tensor<64x1xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<64x1xi32>) -> tensor<64x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<64x1xi32>, tensor<i32>) -> tensor<64x1xi32>
    return %1 : tensor<64x1xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<64xi32>) -> tensor<64xi32> {
    %0 = call @cumsum_4(%arg0) : (tensor<64xi32>) -> tensor<64xi32>
    return %0 : tensor<64xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<64xi32>) -> tensor<64xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[63, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 64>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    return %1 : tensor<64xi32>
  }
  func.func private @searchsorted(%arg0: tensor<64xi32>, %arg1: tensor<189xi32>) -> tensor<189xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<64xi32>, tensor<189xi32>) -> tensor<189xi32>
    return %0 : tensor<189xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<64xi32>, %arg1: tensor<189xi32>) -> tensor<189xi32> {
    %0 = call @_searchsorted_scan_impl_5(%arg0, %arg1) : (tensor<64xi32>, tensor<189xi32>) -> tensor<189xi32>
    return %0 : tensor<189xi32>
  }
  func.func private @_searchsorted_scan_impl_5(%arg0: tensor<64xi32>, %arg1: tensor<189xi32>) -> tensor<189xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<64> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<189xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<189xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<64xi32>, tensor<189xi32>, tensor<i32>, tensor<189xui32>, tensor<189xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<64xi32>, tensor<189xi32>, tensor<189xui32>, tensor<189xui32>) -> (tensor<189xui32>, tensor<189xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<64xi32>, tensor<189xi32>, tensor<i32>, tensor<189xui32>, tensor<189xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<189xui32>) -> tensor<189xi32>
    return %3 : tensor<189xi32>
  }
  func.func private @closed_call(%arg0: tensor<64xi32>, %arg1: tensor<189xi32>, %arg2: tensor<189xui32>, %arg3: tensor<189xui32>) -> (tensor<189xui32>, tensor<189xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<189xui32>
    %1 = call @floor_divide_6(%0, %c) : (tensor<189xui32>, tensor<i32>) -> tensor<189xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<189xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<189xui32>) -> tensor<189x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<64xi32>, tensor<189x1xui32>) -> tensor<189x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<189x1xi32>) -> tensor<189xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<189xi32>, tensor<189xi32>) -> tensor<189xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<189xi1>, tensor<189xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<189xi1>, tensor<189xui32>
    return %7, %8 : tensor<189xui32>, tensor<189xui32>
  }
  func.func private @floor_divide_6(%arg0: tensor<189xui32>, %arg1: tensor<i32>) -> tensor<189xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<189xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<189xui32>
    return %2 : tensor<189xui32>
  }
  func.func private @take_along_axis(%arg0: tensor<189x1xi32>, %arg1: tensor<189x1xi32>) -> tensor<189x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<189x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<189x1xi32>, tensor<189x1xi32>) -> tensor<189x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<189x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<189x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<189x1xi1>, tensor<189x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<189x1xi32>) -> tensor<189x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<189x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<189x1x1xi32>, tensor<189x1x1xi32>) -> tensor<189x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<189x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<189x1x1xi32>, tensor<189x1x1xi32>) -> tensor<189x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<189x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<189x1x1xi1>, tensor<i1>) -> tensor<189x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<189x1xi32>, tensor<189x1x1xi32>) -> tensor<189x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<189x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<189x1xi1>, tensor<189x1xi32>
    return %15 : tensor<189x1xi32>
  }
  func.func private @_where_7(%arg0: tensor<189xi1>, %arg1: tensor<189xi32>, %arg2: tensor<i32>) -> tensor<189xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<189xi1>, tensor<189xi32>
    return %2 : tensor<189xi32>
  }
  func.func private @_where_8(%arg0: tensor<189xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<189xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<189xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<189xi1>, tensor<189xi32>
    return %2 : tensor<189xi32>
  }
}

// ---- kernel sparse_cli_fwd sha256:6ee1feda205c7c7c320d2fcdf8c282544a9569088fda8738f9f934843a891f69
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<189xi8, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 189>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<189xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c3_i32 = arith.constant 3 : i32
    %3 = arith.andi %2, %c3_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.andi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi ne, %4, %c0_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %6 = arith.andi %2, %c8_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi ne, %6, %c0_i32_0 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32_1 : i32
    scf.if %9 {
      %cst = arith.constant 0xFF800000 : f32
      %15 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg9[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg9[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg10[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<512x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg11[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi ne, %3, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi ne, %11, %c0_i32_3 : i32
    scf.if %12 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %15 = vector.load %arg5[%c0, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %19 = tpu.matmul %16, %18, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<512x512xf32>
      %21 = arith.mulf %19, %20 : vector<512x512xf32>
      %22 = arith.index_cast %arg1 : i32 to index
      %23 = memref.load %arg2[%22] : memref<189xi8, #tpu.memory_space<smem>>
      %24 = arith.extsi %23 : i8 to i32
      %c64_i32 = arith.constant 64 : i32
      %c0_i32_11 = arith.constant 0 : i32
      %25 = arith.cmpi eq, %c64_i32, %c0_i32_11 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = arith.select %25, %c1_i32, %c64_i32 : i32
      %27 = arith.remsi %24, %26 : i32
      %c0_i32_12 = arith.constant 0 : i32
      %28 = arith.cmpi ne, %27, %c0_i32_12 : i32
      %c0_i32_13 = arith.constant 0 : i32
      %29 = arith.cmpi slt, %27, %c0_i32_13 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %30 = arith.cmpi slt, %26, %c0_i32_14 : i32
      %31 = arith.xori %29, %30 : i1
      %32 = arith.andi %31, %28 : i1
      %33 = arith.addi %27, %26 : i32
      %34 = arith.select %32, %33, %27 : i32
      %35 = arith.index_cast %arg1 : i32 to index
      %36 = memref.load %arg3[%35] : memref<189xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %c512_i32 = arith.constant 512 : i32
      %38 = arith.muli %34, %c512_i32 : i32
      %39 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %40 = vector.broadcast %38 : i32 to vector<512x512xi32>
      %41 = arith.addi %40, %39 : vector<512x512xi32>
      %c512_i32_15 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32_15 : i32
      %43 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %44 = vector.broadcast %42 : i32 to vector<512x512xi32>
      %45 = arith.addi %44, %43 : vector<512x512xi32>
      %46 = arith.subi %45, %41 : vector<512x512xi32>
      %c-1023_i32 = arith.constant -1023 : i32
      %47 = vector.broadcast %c-1023_i32 : i32 to vector<512x512xi32>
      %48 = arith.cmpi sge, %46, %47 : vector<512x512xi32>
      %c0_i32_16 = arith.constant 0 : i32
      %49 = vector.broadcast %c0_i32_16 : i32 to vector<512x512xi32>
      %50 = arith.cmpi sle, %46, %49 : vector<512x512xi32>
      %51 = arith.andi %48, %50 : vector<512x512xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %52 = vector.broadcast %c32768_i32 : i32 to vector<512x512xi32>
      %53 = arith.cmpi slt, %41, %52 : vector<512x512xi32>
      %54 = arith.andi %51, %53 : vector<512x512xi1>
      %c32768_i32_17 = arith.constant 32768 : i32
      %55 = vector.broadcast %c32768_i32_17 : i32 to vector<512x512xi32>
      %56 = arith.cmpi slt, %45, %55 : vector<512x512xi32>
      %57 = arith.andi %54, %56 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %58 = arith.cmpi eq, %3, %c2_i32 : i32
      %59 = vector.broadcast %58 : i1 to vector<512x512xi1>
      %60 = arith.ori %57, %59 : vector<512x512xi1>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %61 = vector.load %arg9[%c0_18, %c0_19] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_20 = arith.constant 0xFF800000 : f32
      %62 = vector.broadcast %cst_20 : f32 to vector<512x512xf32>
      %63 = arith.select %60, %21, %62 : vector<512x512xi1>, vector<512x512xf32>
      %cst_21 = arith.constant dense<0xFF800000> : vector<512xf32>
      %64 = vector.multi_reduction <maximumf>, %63, %cst_21 [1] : vector<512x512xf32> to vector<512xf32>
      %65 = vector.shape_cast %64 : vector<512xf32> to vector<512x1xf32>
      %66 = vector.broadcast %65 : vector<512x1xf32> to vector<512x128xf32>
      %67 = arith.maximumf %61, %66 : vector<512x128xf32>
      %cst_22 = arith.constant 0xFF800000 : f32
      %68 = vector.broadcast %cst_22 : f32 to vector<512x128xf32>
      %69 = arith.cmpf oeq, %67, %68 : vector<512x128xf32>
      %cst_23 = arith.constant 0.000000e+00 : f32
      %70 = vector.broadcast %cst_23 : f32 to vector<512x128xf32>
      %71 = arith.select %69, %70, %67 : vector<512x128xi1>, vector<512x128xf32>
      %72 = vector.extract_strided_slice %71 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %73 = vector.broadcast %72 : vector<512x1xf32> to vector<512x512xf32>
      %74 = arith.subf %21, %73 : vector<512x512xf32>
      %75 = math.exp %74 : vector<512x512xf32>
      %cst_24 = arith.constant 0.000000e+00 : f32
      %76 = vector.broadcast %cst_24 : f32 to vector<512x512xf32>
      %77 = arith.select %60, %75, %76 : vector<512x512xi1>, vector<512x512xf32>
      %78 = arith.subf %61, %71 : vector<512x128xf32>
      %79 = math.exp %78 : vector<512x128xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %80 = vector.load %arg10[%c0_25, %c0_26] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %81 = arith.mulf %79, %80 : vector<512x128xf32>
      %cst_27 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %82 = vector.multi_reduction <add>, %77, %cst_27 [1] : vector<512x512xf32> to vector<512xf32>
      %83 = vector.shape_cast %82 : vector<512xf32> to vector<512x1xf32>
      %84 = vector.broadcast %83 : vector<512x1xf32> to vector<512x128xf32>
      %85 = arith.addf %81, %84 : vector<512x128xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %86 = vector.load %arg10[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %87 = vector.shape_cast %86 : vector<512x128xf32> to vector<512x128xf32>
      %88 = vector.shape_cast %85 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_28, %c0_29], %88 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %89 = vector.load %arg7[%c0_30, %c0_31, %c0_32] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %90 = vector.shape_cast %89 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %91 = vector.extract_strided_slice %79 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %92 = vector.load %arg11[%c0_33, %c0_34] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %93 = vector.broadcast %91 : vector<512x1xf32> to vector<512x128xf32>
      %94 = arith.mulf %93, %92 : vector<512x128xf32>
      %95 = arith.truncf %77 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %96 = tpu.matmul %95, %90, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %97 = arith.addf %94, %96 : vector<512x128xf32>
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %98 = vector.load %arg11[%c0_36, %c0_37] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %99 = vector.shape_cast %98 : vector<512x128xf32> to vector<512x128xf32>
      %100 = vector.shape_cast %97 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_36, %c0_37], %100 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %101 = vector.load %arg9[%c0_38, %c0_39] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %102 = vector.shape_cast %101 : vector<512x128xf32> to vector<512x128xf32>
      %103 = vector.shape_cast %67 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg9[%c0_38, %c0_39], %103 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg10[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<512x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg11[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_8 = arith.constant 1.000000e+00 : f32
      %19 = vector.broadcast %cst_8 : f32 to vector<512x128xf32>
      %20 = arith.select %17, %15, %19 : vector<512x128xi1>, vector<512x128xf32>
      %21 = vector.extract_strided_slice %20 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %22 = vector.broadcast %21 : vector<512x1xf32> to vector<512x128xf32>
      %23 = arith.divf %18, %22 : vector<512x128xf32>
      %24 = arith.truncf %23 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %25 = vector.load %arg8[%c0_9, %c0_10, %c0_11] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg8[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<189xi8, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<189xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.divsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<189xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c64_i32_5 : i32
    %27 = arith.remsi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi ne, %27, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %29 = arith.cmpi slt, %27, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %26, %c0_i32_10 : i32
    %31 = arith.xori %29, %30 : i1
    %32 = arith.andi %31, %28 : i1
    %33 = arith.addi %27, %26 : i32
    %34 = arith.select %32, %33, %27 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %21, %34, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<189xi8, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<189xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.divsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<189xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<189xi8, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<189xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.divsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<189xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<189xi8, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<189xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.divsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<189xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c64_i32_5 : i32
    %27 = arith.remsi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi ne, %27, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %29 = arith.cmpi slt, %27, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %26, %c0_i32_10 : i32
    %31 = arith.xori %29, %30 : i1
    %32 = arith.andi %31, %28 : i1
    %33 = arith.addi %27, %26 : i32
    %34 = arith.select %32, %33, %27 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %21, %34, %c0_i32_11 : i32, i32, i32
  }
}
