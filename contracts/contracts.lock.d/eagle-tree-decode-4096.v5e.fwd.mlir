module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x8xi8>, %arg1: tensor<1x1x8xi8>, %arg2: tensor<1x1x8xi8>, %arg3: tensor<1x128x512xi8>, %arg4: tensor<1x8x1xi8>, %arg5: tensor<1x8x1xi8>, %arg6: tensor<1x8x1xi8>, %arg7: tensor<1x512x128xi8>, %arg8: tensor<32x128x128xbf16>, %arg9: tensor<8x4096x128xbf16>, %arg10: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<4> : tensor<i32>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i8>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c_4) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg9, %c_4) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg10, %c_4) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3 = stablehlo.iota dim = 0 : tensor<1xi32>
    %4 = call @floor_divide(%3, %c_2) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %5 = call @remainder(%3, %c_2) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<1x1x8xi8>
    %7 = stablehlo.compare NE, %arg0, %6, SIGNED : (tensor<1x1x8xi8>, tensor<1x1x8xi8>) -> tensor<1x1x8xi1>
    %8 = stablehlo.convert %7 : (tensor<1x1x8xi1>) -> tensor<1x1x8xi32>
    %9 = stablehlo.reduce(%8 init: %c_4) applies stablehlo.add across dimensions = [2] : (tensor<1x1x8xi32>, tensor<i32>) -> tensor<1x1xi32>
    %10 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.compare LT, %4, %10, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.add %4, %12 : tensor<1xi32>
    %14 = stablehlo.select %11, %13, %4 : tensor<1xi1>, tensor<1xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %16 = "stablehlo.gather"(%c_3, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %19 = stablehlo.compare LT, %16, %18, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %21 = stablehlo.add %16, %20 : tensor<1x1xi32>
    %22 = stablehlo.select %19, %21, %16 : tensor<1x1xi1>, tensor<1x1xi32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %24 = stablehlo.compare LT, %17, %23, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %25 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %26 = stablehlo.add %17, %25 : tensor<1x1xi32>
    %27 = stablehlo.select %24, %26, %17 : tensor<1x1xi1>, tensor<1x1xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 2 : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x2xi32>
    %31 = "stablehlo.gather"(%9, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<1x1x2xi32>) -> tensor<1x1xi32>
    %32 = stablehlo.reduce(%31 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<1x1xi32>, tensor<i32>) -> tensor<1xi32>
    %33 = call @cumsum(%31) : (tensor<1x1xi32>) -> tensor<1x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %35 = stablehlo.maximum %32, %34 : tensor<1xi32>
    %36 = call @cumsum_3(%35) : (tensor<1xi32>) -> tensor<1xi32>
    %37 = stablehlo.iota dim = 0 : tensor<8xi32>
    %38 = stablehlo.reshape %36 : (tensor<1xi32>) -> tensor<i32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %40 = stablehlo.compare LT, %37, %39, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %41 = stablehlo.reshape %36 : (tensor<1xi32>) -> tensor<i32>
    %42 = stablehlo.subtract %41, %c_2 : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %44 = stablehlo.minimum %37, %43 : tensor<8xi32>
    %45 = call @searchsorted(%36, %44) : (tensor<1xi32>, tensor<8xi32>) -> tensor<8xi32>
    %46 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %47 = stablehlo.add %46, %45 : tensor<8xi32>
    %48 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %49 = stablehlo.compare LT, %45, %48, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %50 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %51 = stablehlo.add %45, %50 : tensor<8xi32>
    %52 = stablehlo.select %49, %51, %45 : tensor<8xi1>, tensor<8xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %54 = "stablehlo.gather"(%36, %53) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %55 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %56 = stablehlo.compare LT, %45, %55, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %57 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %58 = stablehlo.add %45, %57 : tensor<8xi32>
    %59 = stablehlo.select %56, %58, %45 : tensor<8xi1>, tensor<8xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %61 = "stablehlo.gather"(%35, %60) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %62 = stablehlo.subtract %54, %61 : tensor<8xi32>
    %63 = stablehlo.subtract %44, %62 : tensor<8xi32>
    %64 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %65 = stablehlo.compare LT, %47, %64, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %67 = stablehlo.add %47, %66 : tensor<8xi32>
    %68 = stablehlo.select %65, %67, %47 : tensor<8xi1>, tensor<8xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %70 = "stablehlo.gather"(%33, %69) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %71 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %72 = stablehlo.compare LE, %70, %71, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %73 = stablehlo.convert %72 : (tensor<8x1xi1>) -> tensor<8x1xi32>
    %74 = stablehlo.reduce(%73 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<8x1xi32>, tensor<i32>) -> tensor<8xi32>
    %75 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %76 = stablehlo.minimum %74, %75 : tensor<8xi32>
    %77 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %78 = stablehlo.compare LT, %47, %77, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %79 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %80 = stablehlo.add %47, %79 : tensor<8xi32>
    %81 = stablehlo.select %78, %80, %47 : tensor<8xi1>, tensor<8xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %83 = "stablehlo.gather"(%33, %82) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %84 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %85 = stablehlo.compare LT, %47, %84, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %86 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %87 = stablehlo.add %47, %86 : tensor<8xi32>
    %88 = stablehlo.select %85, %87, %47 : tensor<8xi1>, tensor<8xi32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %90 = "stablehlo.gather"(%31, %89) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %91 = stablehlo.subtract %83, %90 : tensor<8x1xi32>
    %92 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %93 = call @take_along_axis(%91, %92) : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %94 = stablehlo.reshape %93 : (tensor<8x1xi32>) -> tensor<8xi32>
    %95 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %96 = stablehlo.compare LT, %47, %95, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %97 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %98 = stablehlo.add %47, %97 : tensor<8xi32>
    %99 = stablehlo.select %96, %98, %47 : tensor<8xi1>, tensor<8xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %101 = "stablehlo.gather"(%32, %100) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %102 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %103 = stablehlo.compare GT, %101, %102, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %104 = stablehlo.subtract %63, %94 : tensor<8xi32>
    %105 = call @_where_7(%103, %104, %c_4) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %106 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %107 = stablehlo.compare LT, %47, %106, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %108 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %109 = stablehlo.add %47, %108 : tensor<8xi32>
    %110 = stablehlo.select %107, %109, %47 : tensor<8xi1>, tensor<8xi32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %112 = "stablehlo.gather"(%4, %111) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %113 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %114 = stablehlo.compare LT, %112, %113, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %115 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %116 = stablehlo.add %112, %115 : tensor<8xi32>
    %117 = stablehlo.select %114, %116, %112 : tensor<8xi1>, tensor<8xi32>
    %118 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %119 = stablehlo.compare LT, %76, %118, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %120 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %121 = stablehlo.add %76, %120 : tensor<8xi32>
    %122 = stablehlo.select %119, %121, %76 : tensor<8xi1>, tensor<8xi32>
    %123 = stablehlo.broadcast_in_dim %117, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %124 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %125 = stablehlo.concatenate %123, %124, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %126 = "stablehlo.gather"(%c_3, %125) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %128 = stablehlo.compare LT, %47, %127, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %129 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %130 = stablehlo.add %47, %129 : tensor<8xi32>
    %131 = stablehlo.select %128, %130, %47 : tensor<8xi1>, tensor<8xi32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %133 = "stablehlo.gather"(%5, %132) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %134 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %135 = stablehlo.compare LT, %47, %134, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %136 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %137 = stablehlo.add %47, %136 : tensor<8xi32>
    %138 = stablehlo.select %135, %137, %47 : tensor<8xi1>, tensor<8xi32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %140 = "stablehlo.gather"(%32, %139) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %141 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %142 = stablehlo.compare GT, %140, %141, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %143 = stablehlo.and %40, %142 : tensor<8xi1>
    %144 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %145 = stablehlo.compare LT, %126, %144, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %146 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %147 = stablehlo.add %126, %146 : tensor<8xi32>
    %148 = stablehlo.select %145, %147, %126 : tensor<8xi1>, tensor<8xi32>
    %149 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %150 = stablehlo.compare LT, %133, %149, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %151 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %152 = stablehlo.add %133, %151 : tensor<8xi32>
    %153 = stablehlo.select %150, %152, %133 : tensor<8xi1>, tensor<8xi32>
    %154 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %155 = stablehlo.compare LT, %105, %154, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %156 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %157 = stablehlo.add %105, %156 : tensor<8xi32>
    %158 = stablehlo.select %155, %157, %105 : tensor<8xi1>, tensor<8xi32>
    %159 = stablehlo.broadcast_in_dim %148, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %160 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %161 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %162 = stablehlo.concatenate %159, %160, %161, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %163 = "stablehlo.gather"(%arg0, %162) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %164 = stablehlo.convert %163 : (tensor<8xi8>) -> tensor<8xi32>
    %165 = call @_where_7(%143, %164, %c_4) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %166 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %167 = stablehlo.compare EQ, %63, %166, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %168 = stablehlo.and %40, %167 : tensor<8xi1>
    %169 = call @_where_8(%168, %c, %c_4) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %170 = stablehlo.convert %169 : tensor<8xi32>
    %171 = stablehlo.or %165, %170 : tensor<8xi32>
    %172 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %173 = stablehlo.compare LT, %45, %172, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %174 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %175 = stablehlo.add %45, %174 : tensor<8xi32>
    %176 = stablehlo.select %173, %175, %45 : tensor<8xi1>, tensor<8xi32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %178 = "stablehlo.gather"(%35, %177) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %179 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %180 = stablehlo.subtract %178, %179 : tensor<8xi32>
    %181 = stablehlo.compare EQ, %63, %180, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %182 = stablehlo.and %40, %181 : tensor<8xi1>
    %183 = call @_where_8(%182, %c_0, %c_4) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %184 = stablehlo.convert %183 : tensor<8xi32>
    %185 = stablehlo.or %171, %184 : tensor<8xi32>
    %186 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %187 = stablehlo.compare LT, %47, %186, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %188 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %189 = stablehlo.add %47, %188 : tensor<8xi32>
    %190 = stablehlo.select %187, %189, %47 : tensor<8xi1>, tensor<8xi32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %192 = "stablehlo.gather"(%4, %191) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %193 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %194 = stablehlo.compare LT, %192, %193, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %195 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %196 = stablehlo.add %192, %195 : tensor<8xi32>
    %197 = stablehlo.select %194, %196, %192 : tensor<8xi1>, tensor<8xi32>
    %198 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %199 = stablehlo.compare LT, %76, %198, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %200 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %201 = stablehlo.add %76, %200 : tensor<8xi32>
    %202 = stablehlo.select %199, %201, %76 : tensor<8xi1>, tensor<8xi32>
    %203 = stablehlo.broadcast_in_dim %197, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %205 = stablehlo.concatenate %203, %204, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %206 = "stablehlo.gather"(%c_3, %205) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %207 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %208 = stablehlo.multiply %206, %207 : tensor<8xi32>
    %209 = stablehlo.add %208, %133 : tensor<8xi32>
    %210 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %211 = stablehlo.compare LT, %126, %210, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %212 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %213 = stablehlo.add %126, %212 : tensor<8xi32>
    %214 = stablehlo.select %211, %213, %126 : tensor<8xi1>, tensor<8xi32>
    %215 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %216 = stablehlo.compare LT, %133, %215, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %217 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %218 = stablehlo.add %133, %217 : tensor<8xi32>
    %219 = stablehlo.select %216, %218, %133 : tensor<8xi1>, tensor<8xi32>
    %220 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %221 = stablehlo.compare LT, %105, %220, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %222 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %223 = stablehlo.add %105, %222 : tensor<8xi32>
    %224 = stablehlo.select %221, %223, %105 : tensor<8xi1>, tensor<8xi32>
    %225 = stablehlo.broadcast_in_dim %214, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %226 = stablehlo.broadcast_in_dim %219, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %227 = stablehlo.broadcast_in_dim %224, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %228 = stablehlo.concatenate %225, %226, %227, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %229 = "stablehlo.gather"(%arg1, %228) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %230 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %231 = stablehlo.compare LT, %126, %230, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %232 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %233 = stablehlo.add %126, %232 : tensor<8xi32>
    %234 = stablehlo.select %231, %233, %126 : tensor<8xi1>, tensor<8xi32>
    %235 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %236 = stablehlo.compare LT, %133, %235, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %237 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %238 = stablehlo.add %133, %237 : tensor<8xi32>
    %239 = stablehlo.select %236, %238, %133 : tensor<8xi1>, tensor<8xi32>
    %240 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %241 = stablehlo.compare LT, %105, %240, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %242 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %243 = stablehlo.add %105, %242 : tensor<8xi32>
    %244 = stablehlo.select %241, %243, %105 : tensor<8xi1>, tensor<8xi32>
    %245 = stablehlo.broadcast_in_dim %234, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %246 = stablehlo.broadcast_in_dim %239, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %247 = stablehlo.broadcast_in_dim %244, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %248 = stablehlo.concatenate %245, %246, %247, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %249 = "stablehlo.gather"(%arg2, %248) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %250 = stablehlo.convert %209 : (tensor<8xi32>) -> tensor<8xi8>
    %251 = stablehlo.convert %185 : (tensor<8xi32>) -> tensor<8xi8>
    %252 = stablehlo.custom_call @tpu_custom_call(%250, %229, %249, %251, %0, %1, %2, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:eebff3afae6fe981761096948efb91f13993508b09599010764b4ab9f05a55ab\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
    return %252 : tensor<32x128x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x128x128xbf16>, %arg1: tensor<i32>) -> tensor<32x128x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x128x128xbf16>, tensor<bf16>) -> tensor<32x128x128xbf16>
    return %1 : tensor<32x128x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x4096x128xbf16>, %arg1: tensor<i32>) -> tensor<8x4096x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x128xbf16>, tensor<bf16>) -> tensor<8x4096x128xbf16>
    return %1 : tensor<8x4096x128xbf16>
  }
  func.func private @floor_divide(%arg0: tensor<1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<1xi32>
    %3 = stablehlo.sign %arg0 : tensor<1xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<1xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %11 = stablehlo.and %6, %10 : tensor<1xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<1xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    return %14 : tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @remainder(%arg0: tensor<1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_1(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %12 = stablehlo.and %11, %6 : tensor<1xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.add %4, %13 : tensor<1xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<1xi1>, tensor<1xi32>
    return %15 : tensor<1xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<1x1xi32>) -> tensor<1x1xi32>
    return %0 : tensor<1x1xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1x1xi32>, tensor<i32>) -> tensor<1x1xi32>
    return %1 : tensor<1x1xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = call @cumsum_4(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    return %1 : tensor<1xi32>
  }
  func.func private @searchsorted(%arg0: tensor<1xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<1xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<1xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_5(%arg0, %arg1) : (tensor<1xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_5(%arg0: tensor<1xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<ui32>
    %c_2 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_3 = %arg1, %iterArg_4 = %c_0, %iterArg_5 = %0, %iterArg_6 = %1) : tensor<1xi32>, tensor<8xi32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_3, %iterArg_5, %iterArg_6) : (tensor<1xi32>, tensor<8xi32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %5 = stablehlo.add %iterArg_4, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %5, %4#0, %4#1 : tensor<1xi32>, tensor<8xi32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @closed_call(%arg0: tensor<1xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8xui32>
    %1 = call @floor_divide_6(%0, %c) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xui32>) -> tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<8xi1>, tensor<8xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<8xi1>, tensor<8xui32>
    return %7, %8 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @floor_divide_6(%arg0: tensor<8xui32>, %arg1: tensor<i32>) -> tensor<8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xui32>
    return %2 : tensor<8xui32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x1xi32>, %arg1: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xi32>
    return %15 : tensor<8x1xi32>
  }
  func.func private @_where_7(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_where_8(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
}

// ---- kernel sparse_cli_fwd sha256:eebff3afae6fe981761096948efb91f13993508b09599010764b4ab9f05a55ab
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 8>, scalar_prefetch = 4 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<8xi8, #tpu.memory_space<smem>>
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
      %15 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg11[%c0, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %17 = vector.shape_cast %16 : vector<128x128xf32> to vector<128x128xf32>
      %18 = vector.shape_cast %15 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0, %c0_5], %18 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<128x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg12[%c0_7, %c0_8] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %21 = vector.shape_cast %20 : vector<128x128xf32> to vector<128x128xf32>
      %22 = vector.shape_cast %19 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<128x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg13[%c0_10, %c0_11] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %25 = vector.shape_cast %24 : vector<128x128xf32> to vector<128x128xf32>
      %26 = vector.shape_cast %23 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
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
      %15 = vector.load %arg6[%c0, %c0_5, %c0_6] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg7[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %19 = tpu.matmul %16, %18, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<128x512xf32>
      %21 = arith.mulf %19, %20 : vector<128x512xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg9[%c0_11, %c0_12, %c0_13] : memref<1x128x512xi8, #tpu.memory_space<vmem>>, vector<1x128x512xi8>
      %23 = vector.shape_cast %22 : vector<1x128x512xi8> to vector<128x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %24 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
      %25 = arith.cmpi ne, %23, %24 : vector<128x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %26 = arith.cmpi eq, %3, %c2_i32 : i32
      %27 = vector.broadcast %26 : i1 to vector<128x512xi1>
      %28 = arith.ori %25, %27 : vector<128x512xi1>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %29 = vector.load %arg11[%c0_14, %c0_15] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_16 = arith.constant 0xFF800000 : f32
      %30 = vector.broadcast %cst_16 : f32 to vector<128x512xf32>
      %31 = arith.select %28, %21, %30 : vector<128x512xi1>, vector<128x512xf32>
      %cst_17 = arith.constant dense<0xFF800000> : vector<128xf32>
      %32 = vector.multi_reduction <maximumf>, %31, %cst_17 [1] : vector<128x512xf32> to vector<128xf32>
      %33 = vector.shape_cast %32 : vector<128xf32> to vector<128x1xf32>
      %34 = vector.broadcast %33 : vector<128x1xf32> to vector<128x128xf32>
      %35 = arith.maximumf %29, %34 : vector<128x128xf32>
      %cst_18 = arith.constant 0xFF800000 : f32
      %36 = vector.broadcast %cst_18 : f32 to vector<128x128xf32>
      %37 = arith.cmpf oeq, %35, %36 : vector<128x128xf32>
      %cst_19 = arith.constant 0.000000e+00 : f32
      %38 = vector.broadcast %cst_19 : f32 to vector<128x128xf32>
      %39 = arith.select %37, %38, %35 : vector<128x128xi1>, vector<128x128xf32>
      %40 = vector.extract_strided_slice %39 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %41 = vector.broadcast %40 : vector<128x1xf32> to vector<128x512xf32>
      %42 = arith.subf %21, %41 : vector<128x512xf32>
      %43 = math.exp %42 : vector<128x512xf32>
      %cst_20 = arith.constant 0.000000e+00 : f32
      %44 = vector.broadcast %cst_20 : f32 to vector<128x512xf32>
      %45 = arith.select %28, %43, %44 : vector<128x512xi1>, vector<128x512xf32>
      %46 = arith.subf %29, %39 : vector<128x128xf32>
      %47 = math.exp %46 : vector<128x128xf32>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %48 = vector.load %arg12[%c0_21, %c0_22] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %49 = arith.mulf %47, %48 : vector<128x128xf32>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %50 = vector.multi_reduction <add>, %45, %cst_23 [1] : vector<128x512xf32> to vector<128xf32>
      %51 = vector.shape_cast %50 : vector<128xf32> to vector<128x1xf32>
      %52 = vector.broadcast %51 : vector<128x1xf32> to vector<128x128xf32>
      %53 = arith.addf %49, %52 : vector<128x128xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %54 = vector.load %arg12[%c0_24, %c0_25] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %55 = vector.shape_cast %54 : vector<128x128xf32> to vector<128x128xf32>
      %56 = vector.shape_cast %53 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_24, %c0_25], %56 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %57 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %58 = vector.shape_cast %57 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %59 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %60 = vector.load %arg13[%c0_29, %c0_30] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %61 = vector.broadcast %59 : vector<128x1xf32> to vector<128x128xf32>
      %62 = arith.mulf %61, %60 : vector<128x128xf32>
      %63 = arith.truncf %45 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %64 = tpu.matmul %63, %58, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %65 = arith.addf %62, %64 : vector<128x128xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %66 = vector.load %arg13[%c0_32, %c0_33] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %67 = vector.shape_cast %66 : vector<128x128xf32> to vector<128x128xf32>
      %68 = vector.shape_cast %65 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_32, %c0_33], %68 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %69 = vector.load %arg11[%c0_34, %c0_35] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %70 = vector.shape_cast %69 : vector<128x128xf32> to vector<128x128xf32>
      %71 = vector.shape_cast %35 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0_34, %c0_35], %71 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg12[%c0, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<128x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg13[%c0_6, %c0_7] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_8 = arith.constant 1.000000e+00 : f32
      %19 = vector.broadcast %cst_8 : f32 to vector<128x128xf32>
      %20 = arith.select %17, %15, %19 : vector<128x128xi1>, vector<128x128xf32>
      %21 = vector.extract_strided_slice %20 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %22 = vector.broadcast %21 : vector<128x1xf32> to vector<128x128xf32>
      %23 = arith.divf %18, %22 : vector<128x128xf32>
      %24 = arith.truncf %23 : vector<128x128xf32> to vector<128x128xbf16>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %25 = vector.load %arg10[%c0_9, %c0_10, %c0_11] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %27 = vector.shape_cast %24 : vector<128x128xbf16> to vector<1x128x128xbf16>
      tpu.vector_store %arg10[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c1_i32_0 = arith.constant 1 : i32
    %4 = arith.divsi %3, %c1_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c1_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c1_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c1_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_5 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_5 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<8xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c1_i32_6 = arith.constant 1 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c1_i32_6, %c0_i32_7 : i32
    %c1_i32_8 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_8, %c1_i32_6 : i32
    %27 = arith.remsi %24, %26 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %28 = arith.cmpi ne, %27, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %29 = arith.cmpi slt, %27, %c0_i32_10 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %26, %c0_i32_11 : i32
    %31 = arith.xori %29, %30 : i1
    %32 = arith.andi %31, %28 : i1
    %33 = arith.addi %27, %26 : i32
    %34 = arith.select %32, %33, %27 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %21, %34, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c1_i32_0 = arith.constant 1 : i32
    %4 = arith.divsi %3, %c1_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c1_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c1_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c1_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_5 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_5 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c4_i32 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<8xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c1_i32_0 = arith.constant 1 : i32
    %4 = arith.divsi %3, %c1_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c1_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c1_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c1_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_5 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_5 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c4_i32 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<8xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<8xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c1_i32_0 = arith.constant 1 : i32
    %4 = arith.divsi %3, %c1_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c1_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c1_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c1_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_5 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_5 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<8xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c1_i32_6 = arith.constant 1 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c1_i32_6, %c0_i32_7 : i32
    %c1_i32_8 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_8, %c1_i32_6 : i32
    %27 = arith.remsi %24, %26 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %28 = arith.cmpi ne, %27, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %29 = arith.cmpi slt, %27, %c0_i32_10 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %26, %c0_i32_11 : i32
    %31 = arith.xori %29, %30 : i1
    %32 = arith.andi %31, %28 : i1
    %33 = arith.addi %27, %26 : i32
    %34 = arith.select %32, %33, %27 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %21, %34, %c0_i32_12 : i32, i32, i32
  }
}
