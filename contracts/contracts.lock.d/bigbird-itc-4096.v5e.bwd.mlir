module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x128x128xi8>, %arg4: tensor<1x32x32xi8>, %arg5: tensor<1x32x32xi8>, %arg6: tensor<1x32x32xi8>, %arg7: tensor<1x128x128xi8>, %arg8: tensor<16x4096x64xbf16>, %arg9: tensor<16x4096x64xbf16>, %arg10: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result[0]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][0]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][1]"}, tensor<16x4096x64xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<8> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %c_3 = stablehlo.constant dense<32> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c_5) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg9, %c_5) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg10, %c_5) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %3 = stablehlo.iota dim = 0 : tensor<32xi32>
    %4 = call @floor_divide(%3, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %5 = call @remainder(%3, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %7 = stablehlo.compare NE, %arg0, %6, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %8 = stablehlo.convert %7 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %9 = stablehlo.reduce(%8 init: %c_5) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %11 = stablehlo.compare LT, %4, %10, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.add %4, %12 : tensor<32xi32>
    %14 = stablehlo.select %11, %13, %4 : tensor<32xi1>, tensor<32xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %16 = "stablehlo.gather"(%c_4, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %19 = stablehlo.compare LT, %16, %18, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %21 = stablehlo.add %16, %20 : tensor<32x1xi32>
    %22 = stablehlo.select %19, %21, %16 : tensor<32x1xi1>, tensor<32x1xi32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %24 = stablehlo.compare LT, %17, %23, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %26 = stablehlo.add %17, %25 : tensor<32x1xi32>
    %27 = stablehlo.select %24, %26, %17 : tensor<32x1xi1>, tensor<32x1xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %31 = "stablehlo.gather"(%9, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %32 = stablehlo.reduce(%31 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %33 = call @cumsum(%31) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %35 = stablehlo.maximum %32, %34 : tensor<32xi32>
    %36 = call @cumsum_2(%35) : (tensor<32xi32>) -> tensor<32xi32>
    %37 = stablehlo.iota dim = 0 : tensor<302xi32>
    %38 = stablehlo.slice %36 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %39 = stablehlo.reshape %38 : (tensor<1xi32>) -> tensor<i32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %41 = stablehlo.compare LT, %37, %40, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %42 = stablehlo.slice %36 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %43 = stablehlo.reshape %42 : (tensor<1xi32>) -> tensor<i32>
    %44 = stablehlo.subtract %43, %c_1 : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %46 = stablehlo.minimum %37, %45 : tensor<302xi32>
    %47 = call @searchsorted(%36, %46) : (tensor<32xi32>, tensor<302xi32>) -> tensor<302xi32>
    %48 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %49 = stablehlo.add %48, %47 : tensor<302xi32>
    %50 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %51 = stablehlo.compare LT, %47, %50, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %52 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %53 = stablehlo.add %47, %52 : tensor<302xi32>
    %54 = stablehlo.select %51, %53, %47 : tensor<302xi1>, tensor<302xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %56 = "stablehlo.gather"(%36, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %57 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %58 = stablehlo.compare LT, %47, %57, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %59 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %60 = stablehlo.add %47, %59 : tensor<302xi32>
    %61 = stablehlo.select %58, %60, %47 : tensor<302xi1>, tensor<302xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %63 = "stablehlo.gather"(%35, %62) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %64 = stablehlo.subtract %56, %63 : tensor<302xi32>
    %65 = stablehlo.subtract %46, %64 : tensor<302xi32>
    %66 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %67 = stablehlo.compare LT, %49, %66, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %68 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %69 = stablehlo.add %49, %68 : tensor<302xi32>
    %70 = stablehlo.select %67, %69, %49 : tensor<302xi1>, tensor<302xi32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %72 = "stablehlo.gather"(%33, %71) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %73 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %74 = stablehlo.compare LE, %72, %73, SIGNED : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi1>
    %75 = stablehlo.convert %74 : (tensor<302x1xi1>) -> tensor<302x1xi32>
    %76 = stablehlo.reduce(%75 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<302x1xi32>, tensor<i32>) -> tensor<302xi32>
    %77 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %78 = stablehlo.minimum %76, %77 : tensor<302xi32>
    %79 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %80 = stablehlo.compare LT, %49, %79, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %81 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %82 = stablehlo.add %49, %81 : tensor<302xi32>
    %83 = stablehlo.select %80, %82, %49 : tensor<302xi1>, tensor<302xi32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %85 = "stablehlo.gather"(%33, %84) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %86 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %87 = stablehlo.compare LT, %49, %86, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %88 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %89 = stablehlo.add %49, %88 : tensor<302xi32>
    %90 = stablehlo.select %87, %89, %49 : tensor<302xi1>, tensor<302xi32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %92 = "stablehlo.gather"(%31, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %93 = stablehlo.subtract %85, %92 : tensor<302x1xi32>
    %94 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %95 = call @take_along_axis(%93, %94) : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %96 = stablehlo.reshape %95 : (tensor<302x1xi32>) -> tensor<302xi32>
    %97 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %98 = stablehlo.compare LT, %49, %97, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %99 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %100 = stablehlo.add %49, %99 : tensor<302xi32>
    %101 = stablehlo.select %98, %100, %49 : tensor<302xi1>, tensor<302xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %103 = "stablehlo.gather"(%32, %102) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %104 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %105 = stablehlo.compare GT, %103, %104, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %106 = stablehlo.subtract %65, %96 : tensor<302xi32>
    %107 = call @_where_6(%105, %106, %c_5) : (tensor<302xi1>, tensor<302xi32>, tensor<i32>) -> tensor<302xi32>
    %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %109 = stablehlo.compare LT, %49, %108, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %110 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %111 = stablehlo.add %49, %110 : tensor<302xi32>
    %112 = stablehlo.select %109, %111, %49 : tensor<302xi1>, tensor<302xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %114 = "stablehlo.gather"(%4, %113) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %115 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %116 = stablehlo.compare LT, %114, %115, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %117 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %118 = stablehlo.add %114, %117 : tensor<302xi32>
    %119 = stablehlo.select %116, %118, %114 : tensor<302xi1>, tensor<302xi32>
    %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %121 = stablehlo.compare LT, %78, %120, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %122 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %123 = stablehlo.add %78, %122 : tensor<302xi32>
    %124 = stablehlo.select %121, %123, %78 : tensor<302xi1>, tensor<302xi32>
    %125 = stablehlo.broadcast_in_dim %119, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %127 = stablehlo.concatenate %125, %126, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x2xi32>
    %128 = "stablehlo.gather"(%c_4, %127) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<302x2xi32>) -> tensor<302xi32>
    %129 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %130 = stablehlo.compare LT, %49, %129, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %131 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %132 = stablehlo.add %49, %131 : tensor<302xi32>
    %133 = stablehlo.select %130, %132, %49 : tensor<302xi1>, tensor<302xi32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %135 = "stablehlo.gather"(%5, %134) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %136 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %137 = stablehlo.compare LT, %49, %136, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %138 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %139 = stablehlo.add %49, %138 : tensor<302xi32>
    %140 = stablehlo.select %137, %139, %49 : tensor<302xi1>, tensor<302xi32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %142 = "stablehlo.gather"(%32, %141) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %143 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %144 = stablehlo.compare GT, %142, %143, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %145 = stablehlo.and %41, %144 : tensor<302xi1>
    %146 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %147 = stablehlo.compare LT, %128, %146, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %148 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %149 = stablehlo.add %128, %148 : tensor<302xi32>
    %150 = stablehlo.select %147, %149, %128 : tensor<302xi1>, tensor<302xi32>
    %151 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %152 = stablehlo.compare LT, %135, %151, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %153 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %154 = stablehlo.add %135, %153 : tensor<302xi32>
    %155 = stablehlo.select %152, %154, %135 : tensor<302xi1>, tensor<302xi32>
    %156 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %157 = stablehlo.compare LT, %107, %156, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %158 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %159 = stablehlo.add %107, %158 : tensor<302xi32>
    %160 = stablehlo.select %157, %159, %107 : tensor<302xi1>, tensor<302xi32>
    %161 = stablehlo.broadcast_in_dim %150, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %162 = stablehlo.broadcast_in_dim %155, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %163 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %164 = stablehlo.concatenate %161, %162, %163, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %165 = "stablehlo.gather"(%arg0, %164) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %166 = stablehlo.convert %165 : (tensor<302xi8>) -> tensor<302xi32>
    %167 = call @_where_6(%145, %166, %c_5) : (tensor<302xi1>, tensor<302xi32>, tensor<i32>) -> tensor<302xi32>
    %168 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %169 = stablehlo.compare EQ, %65, %168, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %170 = stablehlo.and %41, %169 : tensor<302xi1>
    %171 = call @_where_7(%170, %c_0, %c_5) : (tensor<302xi1>, tensor<i32>, tensor<i32>) -> tensor<302xi32>
    %172 = stablehlo.convert %171 : tensor<302xi32>
    %173 = stablehlo.or %167, %172 : tensor<302xi32>
    %174 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %175 = stablehlo.compare LT, %47, %174, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %176 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %177 = stablehlo.add %47, %176 : tensor<302xi32>
    %178 = stablehlo.select %175, %177, %47 : tensor<302xi1>, tensor<302xi32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %180 = "stablehlo.gather"(%35, %179) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %181 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %182 = stablehlo.subtract %180, %181 : tensor<302xi32>
    %183 = stablehlo.compare EQ, %65, %182, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %184 = stablehlo.and %41, %183 : tensor<302xi1>
    %185 = call @_where_7(%184, %c, %c_5) : (tensor<302xi1>, tensor<i32>, tensor<i32>) -> tensor<302xi32>
    %186 = stablehlo.convert %185 : tensor<302xi32>
    %187 = stablehlo.or %173, %186 : tensor<302xi32>
    %188 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %189 = stablehlo.compare LT, %49, %188, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %190 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %191 = stablehlo.add %49, %190 : tensor<302xi32>
    %192 = stablehlo.select %189, %191, %49 : tensor<302xi1>, tensor<302xi32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %194 = "stablehlo.gather"(%4, %193) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %195 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %196 = stablehlo.compare LT, %194, %195, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %197 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %198 = stablehlo.add %194, %197 : tensor<302xi32>
    %199 = stablehlo.select %196, %198, %194 : tensor<302xi1>, tensor<302xi32>
    %200 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %201 = stablehlo.compare LT, %78, %200, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %202 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %203 = stablehlo.add %78, %202 : tensor<302xi32>
    %204 = stablehlo.select %201, %203, %78 : tensor<302xi1>, tensor<302xi32>
    %205 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %207 = stablehlo.concatenate %205, %206, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x2xi32>
    %208 = "stablehlo.gather"(%c_4, %207) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<302x2xi32>) -> tensor<302xi32>
    %209 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %210 = stablehlo.multiply %208, %209 : tensor<302xi32>
    %211 = stablehlo.add %210, %135 : tensor<302xi32>
    %212 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %213 = stablehlo.compare LT, %128, %212, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %214 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %215 = stablehlo.add %128, %214 : tensor<302xi32>
    %216 = stablehlo.select %213, %215, %128 : tensor<302xi1>, tensor<302xi32>
    %217 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %218 = stablehlo.compare LT, %135, %217, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %219 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %220 = stablehlo.add %135, %219 : tensor<302xi32>
    %221 = stablehlo.select %218, %220, %135 : tensor<302xi1>, tensor<302xi32>
    %222 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %223 = stablehlo.compare LT, %107, %222, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %224 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %225 = stablehlo.add %107, %224 : tensor<302xi32>
    %226 = stablehlo.select %223, %225, %107 : tensor<302xi1>, tensor<302xi32>
    %227 = stablehlo.broadcast_in_dim %216, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %228 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %230 = stablehlo.concatenate %227, %228, %229, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %231 = "stablehlo.gather"(%arg1, %230) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %232 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %233 = stablehlo.compare LT, %128, %232, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %234 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %235 = stablehlo.add %128, %234 : tensor<302xi32>
    %236 = stablehlo.select %233, %235, %128 : tensor<302xi1>, tensor<302xi32>
    %237 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %238 = stablehlo.compare LT, %135, %237, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %239 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %240 = stablehlo.add %135, %239 : tensor<302xi32>
    %241 = stablehlo.select %238, %240, %135 : tensor<302xi1>, tensor<302xi32>
    %242 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %243 = stablehlo.compare LT, %107, %242, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %244 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %245 = stablehlo.add %107, %244 : tensor<302xi32>
    %246 = stablehlo.select %243, %245, %107 : tensor<302xi1>, tensor<302xi32>
    %247 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %248 = stablehlo.broadcast_in_dim %241, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %249 = stablehlo.broadcast_in_dim %246, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %250 = stablehlo.concatenate %247, %248, %249, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %251 = "stablehlo.gather"(%arg2, %250) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %252 = stablehlo.convert %211 : (tensor<302xi32>) -> tensor<302xi8>
    %253 = stablehlo.convert %187 : (tensor<302xi32>) -> tensor<302xi8>
    %254:2 = stablehlo.custom_call @tpu_custom_call(%252, %231, %251, %253, %0, %1, %2, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:af781f004c7978b72e760dcf9b6920dc1031a793608879f2a34622c46c13b3b5\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<302xi8>, tensor<302xi8>, tensor<302xi8>, tensor<302xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> (tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>)
    %255 = stablehlo.convert %254#0 : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xf32>
    %256 = stablehlo.convert %254#0 : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<16x4096x64xf32>
    %258 = stablehlo.reduce(%257 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x4096x64xf32>, tensor<f32>) -> tensor<16x4096xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 2] : (tensor<16x4096xf32>) -> tensor<16x1x4096xf32>
    %260 = stablehlo.iota dim = 0 : tensor<32xi32>
    %261 = call @floor_divide(%260, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %262 = call @remainder(%260, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %263 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %264 = stablehlo.compare NE, %arg0, %263, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %265 = stablehlo.convert %264 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %266 = stablehlo.reduce(%265 init: %c_5) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %267 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %268 = stablehlo.compare LT, %261, %267, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %269 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %270 = stablehlo.add %261, %269 : tensor<32xi32>
    %271 = stablehlo.select %268, %270, %261 : tensor<32xi1>, tensor<32xi32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %273 = "stablehlo.gather"(%c_4, %272) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %274 = stablehlo.broadcast_in_dim %262, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %275 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %276 = stablehlo.compare LT, %273, %275, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %277 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %278 = stablehlo.add %273, %277 : tensor<32x1xi32>
    %279 = stablehlo.select %276, %278, %273 : tensor<32x1xi1>, tensor<32x1xi32>
    %280 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %281 = stablehlo.compare LT, %274, %280, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %282 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %283 = stablehlo.add %274, %282 : tensor<32x1xi32>
    %284 = stablehlo.select %281, %283, %274 : tensor<32x1xi1>, tensor<32x1xi32>
    %285 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %286 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %287 = stablehlo.concatenate %285, %286, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %288 = "stablehlo.gather"(%266, %287) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %289 = stablehlo.reduce(%288 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %290 = call @cumsum(%288) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %291 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %292 = stablehlo.maximum %289, %291 : tensor<32xi32>
    %293 = call @cumsum_2(%292) : (tensor<32xi32>) -> tensor<32xi32>
    %294 = stablehlo.iota dim = 0 : tensor<302xi32>
    %295 = stablehlo.slice %293 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %296 = stablehlo.reshape %295 : (tensor<1xi32>) -> tensor<i32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %298 = stablehlo.compare LT, %294, %297, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %299 = stablehlo.slice %293 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %300 = stablehlo.reshape %299 : (tensor<1xi32>) -> tensor<i32>
    %301 = stablehlo.subtract %300, %c_1 : tensor<i32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %303 = stablehlo.minimum %294, %302 : tensor<302xi32>
    %304 = call @searchsorted(%293, %303) : (tensor<32xi32>, tensor<302xi32>) -> tensor<302xi32>
    %305 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %306 = stablehlo.add %305, %304 : tensor<302xi32>
    %307 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %308 = stablehlo.compare LT, %304, %307, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %309 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %310 = stablehlo.add %304, %309 : tensor<302xi32>
    %311 = stablehlo.select %308, %310, %304 : tensor<302xi1>, tensor<302xi32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %313 = "stablehlo.gather"(%293, %312) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %314 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %315 = stablehlo.compare LT, %304, %314, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %316 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %317 = stablehlo.add %304, %316 : tensor<302xi32>
    %318 = stablehlo.select %315, %317, %304 : tensor<302xi1>, tensor<302xi32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %320 = "stablehlo.gather"(%292, %319) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %321 = stablehlo.subtract %313, %320 : tensor<302xi32>
    %322 = stablehlo.subtract %303, %321 : tensor<302xi32>
    %323 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %324 = stablehlo.compare LT, %306, %323, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %325 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %326 = stablehlo.add %306, %325 : tensor<302xi32>
    %327 = stablehlo.select %324, %326, %306 : tensor<302xi1>, tensor<302xi32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %329 = "stablehlo.gather"(%290, %328) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %330 = stablehlo.broadcast_in_dim %322, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %331 = stablehlo.compare LE, %329, %330, SIGNED : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi1>
    %332 = stablehlo.convert %331 : (tensor<302x1xi1>) -> tensor<302x1xi32>
    %333 = stablehlo.reduce(%332 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<302x1xi32>, tensor<i32>) -> tensor<302xi32>
    %334 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %335 = stablehlo.minimum %333, %334 : tensor<302xi32>
    %336 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %337 = stablehlo.compare LT, %306, %336, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %338 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %339 = stablehlo.add %306, %338 : tensor<302xi32>
    %340 = stablehlo.select %337, %339, %306 : tensor<302xi1>, tensor<302xi32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %342 = "stablehlo.gather"(%290, %341) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %343 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %344 = stablehlo.compare LT, %306, %343, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %345 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %346 = stablehlo.add %306, %345 : tensor<302xi32>
    %347 = stablehlo.select %344, %346, %306 : tensor<302xi1>, tensor<302xi32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %349 = "stablehlo.gather"(%288, %348) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %350 = stablehlo.subtract %342, %349 : tensor<302x1xi32>
    %351 = stablehlo.broadcast_in_dim %335, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %352 = call @take_along_axis(%350, %351) : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %353 = stablehlo.reshape %352 : (tensor<302x1xi32>) -> tensor<302xi32>
    %354 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %355 = stablehlo.compare LT, %306, %354, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %356 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %357 = stablehlo.add %306, %356 : tensor<302xi32>
    %358 = stablehlo.select %355, %357, %306 : tensor<302xi1>, tensor<302xi32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %360 = "stablehlo.gather"(%289, %359) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %361 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %362 = stablehlo.compare GT, %360, %361, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %363 = stablehlo.subtract %322, %353 : tensor<302xi32>
    %364 = call @_where_6(%362, %363, %c_5) : (tensor<302xi1>, tensor<302xi32>, tensor<i32>) -> tensor<302xi32>
    %365 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %366 = stablehlo.compare LT, %306, %365, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %367 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %368 = stablehlo.add %306, %367 : tensor<302xi32>
    %369 = stablehlo.select %366, %368, %306 : tensor<302xi1>, tensor<302xi32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %371 = "stablehlo.gather"(%261, %370) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %372 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %373 = stablehlo.compare LT, %371, %372, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %374 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %375 = stablehlo.add %371, %374 : tensor<302xi32>
    %376 = stablehlo.select %373, %375, %371 : tensor<302xi1>, tensor<302xi32>
    %377 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %378 = stablehlo.compare LT, %335, %377, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %379 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %380 = stablehlo.add %335, %379 : tensor<302xi32>
    %381 = stablehlo.select %378, %380, %335 : tensor<302xi1>, tensor<302xi32>
    %382 = stablehlo.broadcast_in_dim %376, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %383 = stablehlo.broadcast_in_dim %381, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %384 = stablehlo.concatenate %382, %383, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x2xi32>
    %385 = "stablehlo.gather"(%c_4, %384) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<302x2xi32>) -> tensor<302xi32>
    %386 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %387 = stablehlo.compare LT, %306, %386, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %388 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %389 = stablehlo.add %306, %388 : tensor<302xi32>
    %390 = stablehlo.select %387, %389, %306 : tensor<302xi1>, tensor<302xi32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %392 = "stablehlo.gather"(%262, %391) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %393 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %394 = stablehlo.compare LT, %306, %393, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %395 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %396 = stablehlo.add %306, %395 : tensor<302xi32>
    %397 = stablehlo.select %394, %396, %306 : tensor<302xi1>, tensor<302xi32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %399 = "stablehlo.gather"(%289, %398) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %400 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %401 = stablehlo.compare GT, %399, %400, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %402 = stablehlo.and %298, %401 : tensor<302xi1>
    %403 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %404 = stablehlo.compare LT, %385, %403, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %405 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %406 = stablehlo.add %385, %405 : tensor<302xi32>
    %407 = stablehlo.select %404, %406, %385 : tensor<302xi1>, tensor<302xi32>
    %408 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %409 = stablehlo.compare LT, %392, %408, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %410 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %411 = stablehlo.add %392, %410 : tensor<302xi32>
    %412 = stablehlo.select %409, %411, %392 : tensor<302xi1>, tensor<302xi32>
    %413 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %414 = stablehlo.compare LT, %364, %413, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %415 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %416 = stablehlo.add %364, %415 : tensor<302xi32>
    %417 = stablehlo.select %414, %416, %364 : tensor<302xi1>, tensor<302xi32>
    %418 = stablehlo.broadcast_in_dim %407, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %419 = stablehlo.broadcast_in_dim %412, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %420 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %421 = stablehlo.concatenate %418, %419, %420, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %422 = "stablehlo.gather"(%arg0, %421) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %423 = stablehlo.convert %422 : (tensor<302xi8>) -> tensor<302xi32>
    %424 = call @_where_6(%402, %423, %c_5) : (tensor<302xi1>, tensor<302xi32>, tensor<i32>) -> tensor<302xi32>
    %425 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %426 = stablehlo.compare EQ, %322, %425, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %427 = stablehlo.and %298, %426 : tensor<302xi1>
    %428 = call @_where_7(%427, %c_0, %c_5) : (tensor<302xi1>, tensor<i32>, tensor<i32>) -> tensor<302xi32>
    %429 = stablehlo.convert %428 : tensor<302xi32>
    %430 = stablehlo.or %424, %429 : tensor<302xi32>
    %431 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %432 = stablehlo.compare LT, %304, %431, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %433 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %434 = stablehlo.add %304, %433 : tensor<302xi32>
    %435 = stablehlo.select %432, %434, %304 : tensor<302xi1>, tensor<302xi32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %437 = "stablehlo.gather"(%292, %436) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %438 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %439 = stablehlo.subtract %437, %438 : tensor<302xi32>
    %440 = stablehlo.compare EQ, %322, %439, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %441 = stablehlo.and %298, %440 : tensor<302xi1>
    %442 = call @_where_7(%441, %c, %c_5) : (tensor<302xi1>, tensor<i32>, tensor<i32>) -> tensor<302xi32>
    %443 = stablehlo.convert %442 : tensor<302xi32>
    %444 = stablehlo.or %430, %443 : tensor<302xi32>
    %445 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %446 = stablehlo.compare LT, %306, %445, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %447 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %448 = stablehlo.add %306, %447 : tensor<302xi32>
    %449 = stablehlo.select %446, %448, %306 : tensor<302xi1>, tensor<302xi32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %451 = "stablehlo.gather"(%261, %450) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %452 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %453 = stablehlo.compare LT, %451, %452, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %454 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %455 = stablehlo.add %451, %454 : tensor<302xi32>
    %456 = stablehlo.select %453, %455, %451 : tensor<302xi1>, tensor<302xi32>
    %457 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %458 = stablehlo.compare LT, %335, %457, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %459 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %460 = stablehlo.add %335, %459 : tensor<302xi32>
    %461 = stablehlo.select %458, %460, %335 : tensor<302xi1>, tensor<302xi32>
    %462 = stablehlo.broadcast_in_dim %456, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %463 = stablehlo.broadcast_in_dim %461, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %464 = stablehlo.concatenate %462, %463, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x2xi32>
    %465 = "stablehlo.gather"(%c_4, %464) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<302x2xi32>) -> tensor<302xi32>
    %466 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %467 = stablehlo.multiply %465, %466 : tensor<302xi32>
    %468 = stablehlo.add %467, %392 : tensor<302xi32>
    %469 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %470 = stablehlo.compare LT, %385, %469, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %471 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %472 = stablehlo.add %385, %471 : tensor<302xi32>
    %473 = stablehlo.select %470, %472, %385 : tensor<302xi1>, tensor<302xi32>
    %474 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %475 = stablehlo.compare LT, %392, %474, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %476 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %477 = stablehlo.add %392, %476 : tensor<302xi32>
    %478 = stablehlo.select %475, %477, %392 : tensor<302xi1>, tensor<302xi32>
    %479 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %480 = stablehlo.compare LT, %364, %479, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %481 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %482 = stablehlo.add %364, %481 : tensor<302xi32>
    %483 = stablehlo.select %480, %482, %364 : tensor<302xi1>, tensor<302xi32>
    %484 = stablehlo.broadcast_in_dim %473, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %485 = stablehlo.broadcast_in_dim %478, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %486 = stablehlo.broadcast_in_dim %483, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %487 = stablehlo.concatenate %484, %485, %486, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %488 = "stablehlo.gather"(%arg1, %487) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %489 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %490 = stablehlo.compare LT, %385, %489, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %491 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %492 = stablehlo.add %385, %491 : tensor<302xi32>
    %493 = stablehlo.select %490, %492, %385 : tensor<302xi1>, tensor<302xi32>
    %494 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %495 = stablehlo.compare LT, %392, %494, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %496 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %497 = stablehlo.add %392, %496 : tensor<302xi32>
    %498 = stablehlo.select %495, %497, %392 : tensor<302xi1>, tensor<302xi32>
    %499 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %500 = stablehlo.compare LT, %364, %499, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %501 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %502 = stablehlo.add %364, %501 : tensor<302xi32>
    %503 = stablehlo.select %500, %502, %364 : tensor<302xi1>, tensor<302xi32>
    %504 = stablehlo.broadcast_in_dim %493, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %505 = stablehlo.broadcast_in_dim %498, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %506 = stablehlo.broadcast_in_dim %503, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %507 = stablehlo.concatenate %504, %505, %506, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %508 = "stablehlo.gather"(%arg2, %507) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %509 = stablehlo.convert %468 : (tensor<302xi32>) -> tensor<302xi8>
    %510 = stablehlo.convert %444 : (tensor<302xi32>) -> tensor<302xi8>
    %511 = stablehlo.custom_call @tpu_custom_call(%509, %488, %508, %510, %0, %1, %2, %arg3, %254#0, %254#1, %259) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:e0a5237d4cd42d0387e12350e32999737958835364b9847f626b9b429cd368e2\22, \22cost_estimate\22: {\22bytes_accessed\22: 183500800, \22flops\22: 30400315392, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<302xi8>, tensor<302xi8>, tensor<302xi8>, tensor<302xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>, tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>, tensor<16x1x4096xf32>) -> tensor<16x4096x64xbf16>
    %512 = stablehlo.iota dim = 0 : tensor<32xi32>
    %513 = call @floor_divide(%512, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %514 = call @remainder(%512, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %515 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %516 = stablehlo.compare NE, %arg4, %515, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %517 = stablehlo.convert %516 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %518 = stablehlo.reduce(%517 init: %c_5) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %519 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %520 = stablehlo.compare LT, %513, %519, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %521 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %522 = stablehlo.add %513, %521 : tensor<32xi32>
    %523 = stablehlo.select %520, %522, %513 : tensor<32xi1>, tensor<32xi32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %525 = "stablehlo.gather"(%c_4, %524) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %526 = stablehlo.broadcast_in_dim %514, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %527 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %528 = stablehlo.compare LT, %525, %527, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %529 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %530 = stablehlo.add %525, %529 : tensor<32x1xi32>
    %531 = stablehlo.select %528, %530, %525 : tensor<32x1xi1>, tensor<32x1xi32>
    %532 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %533 = stablehlo.compare LT, %526, %532, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %534 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %535 = stablehlo.add %526, %534 : tensor<32x1xi32>
    %536 = stablehlo.select %533, %535, %526 : tensor<32x1xi1>, tensor<32x1xi32>
    %537 = stablehlo.broadcast_in_dim %531, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %538 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %539 = stablehlo.concatenate %537, %538, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %540 = "stablehlo.gather"(%518, %539) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %541 = stablehlo.reduce(%540 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %542 = call @cumsum(%540) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %543 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %544 = stablehlo.maximum %541, %543 : tensor<32xi32>
    %545 = call @cumsum_2(%544) : (tensor<32xi32>) -> tensor<32xi32>
    %546 = stablehlo.iota dim = 0 : tensor<302xi32>
    %547 = stablehlo.slice %545 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %548 = stablehlo.reshape %547 : (tensor<1xi32>) -> tensor<i32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %550 = stablehlo.compare LT, %546, %549, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %551 = stablehlo.slice %545 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %552 = stablehlo.reshape %551 : (tensor<1xi32>) -> tensor<i32>
    %553 = stablehlo.subtract %552, %c_1 : tensor<i32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %555 = stablehlo.minimum %546, %554 : tensor<302xi32>
    %556 = call @searchsorted(%545, %555) : (tensor<32xi32>, tensor<302xi32>) -> tensor<302xi32>
    %557 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %558 = stablehlo.add %557, %556 : tensor<302xi32>
    %559 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %560 = stablehlo.compare LT, %556, %559, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %561 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %562 = stablehlo.add %556, %561 : tensor<302xi32>
    %563 = stablehlo.select %560, %562, %556 : tensor<302xi1>, tensor<302xi32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %565 = "stablehlo.gather"(%545, %564) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %566 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %567 = stablehlo.compare LT, %556, %566, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %568 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %569 = stablehlo.add %556, %568 : tensor<302xi32>
    %570 = stablehlo.select %567, %569, %556 : tensor<302xi1>, tensor<302xi32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %572 = "stablehlo.gather"(%544, %571) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %573 = stablehlo.subtract %565, %572 : tensor<302xi32>
    %574 = stablehlo.subtract %555, %573 : tensor<302xi32>
    %575 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %576 = stablehlo.compare LT, %558, %575, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %577 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %578 = stablehlo.add %558, %577 : tensor<302xi32>
    %579 = stablehlo.select %576, %578, %558 : tensor<302xi1>, tensor<302xi32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %581 = "stablehlo.gather"(%542, %580) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %582 = stablehlo.broadcast_in_dim %574, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %583 = stablehlo.compare LE, %581, %582, SIGNED : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi1>
    %584 = stablehlo.convert %583 : (tensor<302x1xi1>) -> tensor<302x1xi32>
    %585 = stablehlo.reduce(%584 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<302x1xi32>, tensor<i32>) -> tensor<302xi32>
    %586 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %587 = stablehlo.minimum %585, %586 : tensor<302xi32>
    %588 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %589 = stablehlo.compare LT, %558, %588, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %590 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %591 = stablehlo.add %558, %590 : tensor<302xi32>
    %592 = stablehlo.select %589, %591, %558 : tensor<302xi1>, tensor<302xi32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %594 = "stablehlo.gather"(%542, %593) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %595 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %596 = stablehlo.compare LT, %558, %595, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %597 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %598 = stablehlo.add %558, %597 : tensor<302xi32>
    %599 = stablehlo.select %596, %598, %558 : tensor<302xi1>, tensor<302xi32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %601 = "stablehlo.gather"(%540, %600) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %602 = stablehlo.subtract %594, %601 : tensor<302x1xi32>
    %603 = stablehlo.broadcast_in_dim %587, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %604 = call @take_along_axis(%602, %603) : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %605 = stablehlo.reshape %604 : (tensor<302x1xi32>) -> tensor<302xi32>
    %606 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %607 = stablehlo.compare LT, %558, %606, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %608 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %609 = stablehlo.add %558, %608 : tensor<302xi32>
    %610 = stablehlo.select %607, %609, %558 : tensor<302xi1>, tensor<302xi32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %612 = "stablehlo.gather"(%541, %611) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %613 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %614 = stablehlo.compare GT, %612, %613, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %615 = stablehlo.subtract %574, %605 : tensor<302xi32>
    %616 = call @_where_6(%614, %615, %c_5) : (tensor<302xi1>, tensor<302xi32>, tensor<i32>) -> tensor<302xi32>
    %617 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %618 = stablehlo.compare LT, %558, %617, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %619 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %620 = stablehlo.add %558, %619 : tensor<302xi32>
    %621 = stablehlo.select %618, %620, %558 : tensor<302xi1>, tensor<302xi32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %623 = "stablehlo.gather"(%513, %622) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %624 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %625 = stablehlo.compare LT, %623, %624, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %626 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %627 = stablehlo.add %623, %626 : tensor<302xi32>
    %628 = stablehlo.select %625, %627, %623 : tensor<302xi1>, tensor<302xi32>
    %629 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %630 = stablehlo.compare LT, %587, %629, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %631 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %632 = stablehlo.add %587, %631 : tensor<302xi32>
    %633 = stablehlo.select %630, %632, %587 : tensor<302xi1>, tensor<302xi32>
    %634 = stablehlo.broadcast_in_dim %628, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %635 = stablehlo.broadcast_in_dim %633, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %636 = stablehlo.concatenate %634, %635, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x2xi32>
    %637 = "stablehlo.gather"(%c_4, %636) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<302x2xi32>) -> tensor<302xi32>
    %638 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %639 = stablehlo.compare LT, %558, %638, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %640 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %641 = stablehlo.add %558, %640 : tensor<302xi32>
    %642 = stablehlo.select %639, %641, %558 : tensor<302xi1>, tensor<302xi32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %644 = "stablehlo.gather"(%514, %643) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %645 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %646 = stablehlo.compare LT, %558, %645, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %647 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %648 = stablehlo.add %558, %647 : tensor<302xi32>
    %649 = stablehlo.select %646, %648, %558 : tensor<302xi1>, tensor<302xi32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %651 = "stablehlo.gather"(%541, %650) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %652 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %653 = stablehlo.compare GT, %651, %652, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %654 = stablehlo.and %550, %653 : tensor<302xi1>
    %655 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %656 = stablehlo.compare LT, %637, %655, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %657 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %658 = stablehlo.add %637, %657 : tensor<302xi32>
    %659 = stablehlo.select %656, %658, %637 : tensor<302xi1>, tensor<302xi32>
    %660 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %661 = stablehlo.compare LT, %644, %660, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %662 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %663 = stablehlo.add %644, %662 : tensor<302xi32>
    %664 = stablehlo.select %661, %663, %644 : tensor<302xi1>, tensor<302xi32>
    %665 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %666 = stablehlo.compare LT, %616, %665, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %667 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %668 = stablehlo.add %616, %667 : tensor<302xi32>
    %669 = stablehlo.select %666, %668, %616 : tensor<302xi1>, tensor<302xi32>
    %670 = stablehlo.broadcast_in_dim %659, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %671 = stablehlo.broadcast_in_dim %664, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %672 = stablehlo.broadcast_in_dim %669, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %673 = stablehlo.concatenate %670, %671, %672, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %674 = "stablehlo.gather"(%arg4, %673) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %675 = stablehlo.convert %674 : (tensor<302xi8>) -> tensor<302xi32>
    %676 = call @_where_6(%654, %675, %c_5) : (tensor<302xi1>, tensor<302xi32>, tensor<i32>) -> tensor<302xi32>
    %677 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %678 = stablehlo.compare EQ, %574, %677, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %679 = stablehlo.and %550, %678 : tensor<302xi1>
    %680 = call @_where_7(%679, %c_0, %c_5) : (tensor<302xi1>, tensor<i32>, tensor<i32>) -> tensor<302xi32>
    %681 = stablehlo.convert %680 : tensor<302xi32>
    %682 = stablehlo.or %676, %681 : tensor<302xi32>
    %683 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %684 = stablehlo.compare LT, %556, %683, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %685 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %686 = stablehlo.add %556, %685 : tensor<302xi32>
    %687 = stablehlo.select %684, %686, %556 : tensor<302xi1>, tensor<302xi32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %689 = "stablehlo.gather"(%544, %688) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %690 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %691 = stablehlo.subtract %689, %690 : tensor<302xi32>
    %692 = stablehlo.compare EQ, %574, %691, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %693 = stablehlo.and %550, %692 : tensor<302xi1>
    %694 = call @_where_7(%693, %c, %c_5) : (tensor<302xi1>, tensor<i32>, tensor<i32>) -> tensor<302xi32>
    %695 = stablehlo.convert %694 : tensor<302xi32>
    %696 = stablehlo.or %682, %695 : tensor<302xi32>
    %697 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %698 = stablehlo.compare LT, %558, %697, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %699 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %700 = stablehlo.add %558, %699 : tensor<302xi32>
    %701 = stablehlo.select %698, %700, %558 : tensor<302xi1>, tensor<302xi32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %703 = "stablehlo.gather"(%513, %702) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %704 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %705 = stablehlo.compare LT, %703, %704, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %706 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %707 = stablehlo.add %703, %706 : tensor<302xi32>
    %708 = stablehlo.select %705, %707, %703 : tensor<302xi1>, tensor<302xi32>
    %709 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %710 = stablehlo.compare LT, %587, %709, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %711 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %712 = stablehlo.add %587, %711 : tensor<302xi32>
    %713 = stablehlo.select %710, %712, %587 : tensor<302xi1>, tensor<302xi32>
    %714 = stablehlo.broadcast_in_dim %708, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %715 = stablehlo.broadcast_in_dim %713, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %716 = stablehlo.concatenate %714, %715, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x2xi32>
    %717 = "stablehlo.gather"(%c_4, %716) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<302x2xi32>) -> tensor<302xi32>
    %718 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %719 = stablehlo.multiply %717, %718 : tensor<302xi32>
    %720 = stablehlo.add %719, %644 : tensor<302xi32>
    %721 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %722 = stablehlo.compare LT, %637, %721, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %723 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %724 = stablehlo.add %637, %723 : tensor<302xi32>
    %725 = stablehlo.select %722, %724, %637 : tensor<302xi1>, tensor<302xi32>
    %726 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %727 = stablehlo.compare LT, %644, %726, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %728 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %729 = stablehlo.add %644, %728 : tensor<302xi32>
    %730 = stablehlo.select %727, %729, %644 : tensor<302xi1>, tensor<302xi32>
    %731 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %732 = stablehlo.compare LT, %616, %731, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %733 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %734 = stablehlo.add %616, %733 : tensor<302xi32>
    %735 = stablehlo.select %732, %734, %616 : tensor<302xi1>, tensor<302xi32>
    %736 = stablehlo.broadcast_in_dim %725, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %737 = stablehlo.broadcast_in_dim %730, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %738 = stablehlo.broadcast_in_dim %735, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %739 = stablehlo.concatenate %736, %737, %738, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %740 = "stablehlo.gather"(%arg5, %739) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %741 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %742 = stablehlo.compare LT, %637, %741, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %743 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %744 = stablehlo.add %637, %743 : tensor<302xi32>
    %745 = stablehlo.select %742, %744, %637 : tensor<302xi1>, tensor<302xi32>
    %746 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %747 = stablehlo.compare LT, %644, %746, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %748 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %749 = stablehlo.add %644, %748 : tensor<302xi32>
    %750 = stablehlo.select %747, %749, %644 : tensor<302xi1>, tensor<302xi32>
    %751 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %752 = stablehlo.compare LT, %616, %751, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %753 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %754 = stablehlo.add %616, %753 : tensor<302xi32>
    %755 = stablehlo.select %752, %754, %616 : tensor<302xi1>, tensor<302xi32>
    %756 = stablehlo.broadcast_in_dim %745, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %757 = stablehlo.broadcast_in_dim %750, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %758 = stablehlo.broadcast_in_dim %755, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %759 = stablehlo.concatenate %756, %757, %758, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %760 = "stablehlo.gather"(%arg6, %759) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %761 = stablehlo.convert %720 : (tensor<302xi32>) -> tensor<302xi8>
    %762 = stablehlo.convert %696 : (tensor<302xi32>) -> tensor<302xi8>
    %763:2 = stablehlo.custom_call @tpu_custom_call(%761, %740, %760, %762, %0, %1, %2, %arg7, %254#0, %254#1, %259) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:324fec778473a7ec4c41b04c053c23c09d5c07a23e3307bf94df9157642d0c73\22, \22cost_estimate\22: {\22bytes_accessed\22: 191889408, \22flops\22: 40533753856, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<302xi8>, tensor<302xi8>, tensor<302xi8>, tensor<302xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>, tensor<16x4096x64xbf16>, tensor<16x1x4096xf32>, tensor<16x1x4096xf32>) -> (tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>)
    %764 = call @_pad_8(%763#1) : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16>
    %765 = call @_pad_8(%763#0) : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16>
    %766 = call @_pad_8(%511) : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16>
    return %254#0, %766, %765, %764 : tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x4096x64xbf16>, %arg1: tensor<i32>) -> tensor<16x4096x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x4096x64xbf16>, tensor<bf16>) -> tensor<16x4096x64xbf16>
    return %1 : tensor<16x4096x64xbf16>
  }
  func.func private @floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
    %3 = stablehlo.sign %arg0 : tensor<32xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %11 = stablehlo.and %6, %10 : tensor<32xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
    return %14 : tensor<32xi32>
  }
  func.func private @_where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @remainder(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_0(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<32xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<32xi1>, tensor<32xi1>) -> tensor<32xi1>
    %12 = stablehlo.and %11, %6 : tensor<32xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %14 = stablehlo.add %4, %13 : tensor<32xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<32xi1>, tensor<32xi32>
    return %15 : tensor<32xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %0 = call @cumsum_1(%arg0) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    return %0 : tensor<32x1xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32x1xi32>, tensor<i32>) -> tensor<32x1xi32>
    return %1 : tensor<32x1xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<32xi32>) -> tensor<32xi32> {
    %0 = call @cumsum_3(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<32xi32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    return %1 : tensor<32xi32>
  }
  func.func private @searchsorted(%arg0: tensor<32xi32>, %arg1: tensor<302xi32>) -> tensor<302xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<32xi32>, tensor<302xi32>) -> tensor<302xi32>
    return %0 : tensor<302xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<32xi32>, %arg1: tensor<302xi32>) -> tensor<302xi32> {
    %0 = call @_searchsorted_scan_impl_4(%arg0, %arg1) : (tensor<32xi32>, tensor<302xi32>) -> tensor<302xi32>
    return %0 : tensor<302xi32>
  }
  func.func private @_searchsorted_scan_impl_4(%arg0: tensor<32xi32>, %arg1: tensor<302xi32>) -> tensor<302xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<302xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<302xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<32xi32>, tensor<302xi32>, tensor<i32>, tensor<302xui32>, tensor<302xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<32xi32>, tensor<302xi32>, tensor<302xui32>, tensor<302xui32>) -> (tensor<302xui32>, tensor<302xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<32xi32>, tensor<302xi32>, tensor<i32>, tensor<302xui32>, tensor<302xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<302xui32>) -> tensor<302xi32>
    return %3 : tensor<302xi32>
  }
  func.func private @closed_call(%arg0: tensor<32xi32>, %arg1: tensor<302xi32>, %arg2: tensor<302xui32>, %arg3: tensor<302xui32>) -> (tensor<302xui32>, tensor<302xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<302xui32>
    %1 = call @floor_divide_5(%0, %c) : (tensor<302xui32>, tensor<i32>) -> tensor<302xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<302xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<302xui32>) -> tensor<302x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xui32>) -> tensor<302x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<302x1xi32>) -> tensor<302xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<302xi1>, tensor<302xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<302xi1>, tensor<302xui32>
    return %7, %8 : tensor<302xui32>, tensor<302xui32>
  }
  func.func private @floor_divide_5(%arg0: tensor<302xui32>, %arg1: tensor<i32>) -> tensor<302xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<302xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<302xui32>
    return %2 : tensor<302xui32>
  }
  func.func private @take_along_axis(%arg0: tensor<302x1xi32>, %arg1: tensor<302x1xi32>) -> tensor<302x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<302x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<302x1xi1>, tensor<302x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<302x1xi32>) -> tensor<302x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<302x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<302x1x1xi32>, tensor<302x1x1xi32>) -> tensor<302x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<302x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<302x1x1xi32>, tensor<302x1x1xi32>) -> tensor<302x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<302x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<302x1x1xi1>, tensor<i1>) -> tensor<302x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<302x1xi32>, tensor<302x1x1xi32>) -> tensor<302x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<302x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<302x1xi1>, tensor<302x1xi32>
    return %15 : tensor<302x1xi32>
  }
  func.func private @_where_6(%arg0: tensor<302xi1>, %arg1: tensor<302xi32>, %arg2: tensor<i32>) -> tensor<302xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<302xi1>, tensor<302xi32>
    return %2 : tensor<302xi32>
  }
  func.func private @_where_7(%arg0: tensor<302xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<302xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<302xi1>, tensor<302xi32>
    return %2 : tensor<302xi32>
  }
  func.func private @_pad_8(%arg0: tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x4096x64xbf16>, tensor<bf16>) -> tensor<16x4096x64xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:4096, 0:64] : (tensor<16x4096x64xbf16>) -> tensor<16x4096x64xbf16>
    return %1 : tensor<16x4096x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:af781f004c7978b72e760dcf9b6920dc1031a793608879f2a34622c46c13b3b5
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 302>, scalar_prefetch = 4 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<302xi8, #tpu.memory_space<smem>>
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
      %16 = vector.load %arg12[%c0, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %17 = vector.shape_cast %16 : vector<128x128xf32> to vector<128x128xf32>
      %18 = vector.shape_cast %15 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0, %c0_5], %18 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<128x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg13[%c0_7, %c0_8] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %21 = vector.shape_cast %20 : vector<128x128xf32> to vector<128x128xf32>
      %22 = vector.shape_cast %19 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<128x64xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg14[%c0_10, %c0_11] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %25 = vector.shape_cast %24 : vector<128x64xf32> to vector<128x64xf32>
      %26 = vector.shape_cast %23 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %15 = vector.load %arg6[%c0, %c0_5, %c0_6] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %16 = vector.shape_cast %15 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg7[%c0_7, %c0_8, %c0_9] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %19 = tpu.matmul %16, %18, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_10 = arith.constant 1.250000e-01 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<128x128xf32>
      %21 = arith.mulf %19, %20 : vector<128x128xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg9[%c0_11, %c0_12, %c0_13] : memref<1x128x128xi8, #tpu.memory_space<vmem>>, vector<1x128x128xi8>
      %23 = vector.shape_cast %22 : vector<1x128x128xi8> to vector<128x128xi8>
      %c0_i8 = arith.constant 0 : i8
      %24 = vector.broadcast %c0_i8 : i8 to vector<128x128xi8>
      %25 = arith.cmpi ne, %23, %24 : vector<128x128xi8>
      %c2_i32 = arith.constant 2 : i32
      %26 = arith.cmpi eq, %3, %c2_i32 : i32
      %27 = vector.broadcast %26 : i1 to vector<128x128xi1>
      %28 = arith.ori %25, %27 : vector<128x128xi1>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %29 = vector.load %arg12[%c0_14, %c0_15] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_16 = arith.constant 0xFF800000 : f32
      %30 = vector.broadcast %cst_16 : f32 to vector<128x128xf32>
      %31 = arith.select %28, %21, %30 : vector<128x128xi1>, vector<128x128xf32>
      %cst_17 = arith.constant dense<0xFF800000> : vector<128xf32>
      %32 = vector.multi_reduction <maximumf>, %31, %cst_17 [1] : vector<128x128xf32> to vector<128xf32>
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
      %41 = vector.broadcast %40 : vector<128x1xf32> to vector<128x128xf32>
      %42 = arith.subf %21, %41 : vector<128x128xf32>
      %43 = math.exp %42 : vector<128x128xf32>
      %cst_20 = arith.constant 0.000000e+00 : f32
      %44 = vector.broadcast %cst_20 : f32 to vector<128x128xf32>
      %45 = arith.select %28, %43, %44 : vector<128x128xi1>, vector<128x128xf32>
      %46 = arith.subf %29, %39 : vector<128x128xf32>
      %47 = math.exp %46 : vector<128x128xf32>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %48 = vector.load %arg13[%c0_21, %c0_22] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %49 = arith.mulf %47, %48 : vector<128x128xf32>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %50 = vector.multi_reduction <add>, %45, %cst_23 [1] : vector<128x128xf32> to vector<128xf32>
      %51 = vector.shape_cast %50 : vector<128xf32> to vector<128x1xf32>
      %52 = vector.broadcast %51 : vector<128x1xf32> to vector<128x128xf32>
      %53 = arith.addf %49, %52 : vector<128x128xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %54 = vector.load %arg13[%c0_24, %c0_25] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %55 = vector.shape_cast %54 : vector<128x128xf32> to vector<128x128xf32>
      %56 = vector.shape_cast %53 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_24, %c0_25], %56 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %57 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %58 = vector.shape_cast %57 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %59 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %60 = vector.load %arg14[%c0_29, %c0_30] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %61 = vector.broadcast %59 : vector<128x1xf32> to vector<128x64xf32>
      %62 = arith.mulf %61, %60 : vector<128x64xf32>
      %63 = arith.truncf %45 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %64 = tpu.matmul %63, %58, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %65 = arith.addf %62, %64 : vector<128x64xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %66 = vector.load %arg14[%c0_32, %c0_33] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %67 = vector.shape_cast %66 : vector<128x64xf32> to vector<128x64xf32>
      %68 = vector.shape_cast %65 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %68 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %69 = vector.load %arg12[%c0_34, %c0_35] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %70 = vector.shape_cast %69 : vector<128x128xf32> to vector<128x128xf32>
      %71 = vector.shape_cast %35 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_34, %c0_35], %71 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg13[%c0, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<128x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg14[%c0_6, %c0_7] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %cst_8 = arith.constant 1.000000e+00 : f32
      %19 = vector.broadcast %cst_8 : f32 to vector<128x128xf32>
      %20 = arith.select %17, %15, %19 : vector<128x128xi1>, vector<128x128xf32>
      %21 = vector.extract_strided_slice %20 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %22 = vector.broadcast %21 : vector<128x1xf32> to vector<128x64xf32>
      %23 = arith.divf %18, %22 : vector<128x64xf32>
      %24 = arith.truncf %23 : vector<128x64xf32> to vector<128x64xbf16>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %25 = vector.load %arg10[%c0_9, %c0_10, %c0_11] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %26 = vector.shape_cast %25 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %27 = vector.shape_cast %24 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg10[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %28 = vector.load %arg12[%c0_12, %c0_13] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_14 = arith.constant 1.000000e+00 : f32
      %29 = vector.broadcast %cst_14 : f32 to vector<128x128xf32>
      %30 = arith.select %17, %15, %29 : vector<128x128xi1>, vector<128x128xf32>
      %31 = math.log %30 : vector<128x128xf32>
      %32 = arith.addf %28, %31 : vector<128x128xf32>
      %cst_15 = arith.constant 0xFF800000 : f32
      %33 = vector.broadcast %cst_15 : f32 to vector<128x128xf32>
      %34 = arith.select %17, %32, %33 : vector<128x128xi1>, vector<128x128xf32>
      %35 = tpu.transpose %34, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
      %36 = vector.extract_strided_slice %35 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %37 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %38 = vector.shape_cast %37 : vector<1x1x128xf32> to vector<1x128xf32>
      %39 = vector.shape_cast %36 : vector<1x128xf32> to vector<1x1x128xf32>
      tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %39 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %22 = arith.divsi %21, %c1_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c1_i32_5, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c1_i32_5, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c1_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<302xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %22 = arith.divsi %21, %c1_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c1_i32_5, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c1_i32_5, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c1_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<302xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<302xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
    return %21, %c0_i32_11, %34 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:e0a5237d4cd42d0387e12350e32999737958835364b9847f626b9b429cd368e2
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 302>, scalar_prefetch = 4 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<302xi8, #tpu.memory_space<smem>>
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
      %cst = arith.constant 0.000000e+00 : f32
      %15 = vector.broadcast %cst : f32 to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg14[%c0, %c0_5] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %17 = vector.shape_cast %16 : vector<128x64xf32> to vector<128x64xf32>
      %18 = vector.shape_cast %15 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0, %c0_5], %18 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %15 = vector.load %arg7[%c0, %c0_5, %c0_6] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %16 = vector.shape_cast %15 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %19 = tpu.matmul %18, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_10 = arith.constant 1.250000e-01 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<128x128xf32>
      %21 = arith.mulf %19, %20 : vector<128x128xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg9[%c0_11, %c0_12, %c0_13] : memref<1x128x128xi8, #tpu.memory_space<vmem>>, vector<1x128x128xi8>
      %23 = vector.shape_cast %22 : vector<1x128x128xi8> to vector<128x128xi8>
      %c0_i8 = arith.constant 0 : i8
      %24 = vector.broadcast %c0_i8 : i8 to vector<128x128xi8>
      %25 = arith.cmpi ne, %23, %24 : vector<128x128xi8>
      %c2_i32 = arith.constant 2 : i32
      %26 = arith.cmpi eq, %3, %c2_i32 : i32
      %27 = vector.broadcast %26 : i1 to vector<128x128xi1>
      %28 = arith.ori %25, %27 : vector<128x128xi1>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %29 = vector.load %arg11[%c0_14, %c0_15, %c0_16] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %30 = vector.shape_cast %29 : vector<1x1x128xf32> to vector<128xf32>
      %31 = vector.shape_cast %30 : vector<128xf32> to vector<128x1xf32>
      %32 = vector.broadcast %31 : vector<128x1xf32> to vector<128x128xf32>
      %33 = arith.subf %21, %32 : vector<128x128xf32>
      %34 = math.exp %33 : vector<128x128xf32>
      %cst_17 = arith.constant 0.000000e+00 : f32
      %35 = vector.broadcast %cst_17 : f32 to vector<128x128xf32>
      %36 = arith.select %28, %34, %35 : vector<128x128xi1>, vector<128x128xf32>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %37 = vector.load %arg10[%c0_18, %c0_19, %c0_20] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %38 = vector.shape_cast %37 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %39 = vector.load %arg8[%c0_21, %c0_22, %c0_23] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %40 = vector.shape_cast %39 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_24 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %41 = tpu.matmul %38, %40, %cst_24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %42 = vector.load %arg12[%c0_25, %c0_26, %c0_27] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %43 = vector.shape_cast %42 : vector<1x1x128xf32> to vector<128xf32>
      %44 = vector.shape_cast %43 : vector<128xf32> to vector<128x1xf32>
      %45 = vector.broadcast %44 : vector<128x1xf32> to vector<128x128xf32>
      %46 = arith.subf %41, %45 : vector<128x128xf32>
      %47 = arith.mulf %36, %46 : vector<128x128xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %48 = vector.load %arg14[%c0_28, %c0_29] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %49 = arith.truncf %47 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %50 = tpu.matmul %49, %16, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_31 = arith.constant 1.250000e-01 : f32
      %51 = vector.broadcast %cst_31 : f32 to vector<128x64xf32>
      %52 = arith.mulf %50, %51 : vector<128x64xf32>
      %53 = arith.addf %48, %52 : vector<128x64xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %54 = vector.load %arg14[%c0_32, %c0_33] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %55 = vector.shape_cast %54 : vector<128x64xf32> to vector<128x64xf32>
      %56 = vector.shape_cast %53 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %56 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg14[%c0, %c0_5] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %16 = arith.truncf %15 : vector<128x64xf32> to vector<128x64xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg13[%c0_6, %c0_7, %c0_8] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %19 = vector.shape_cast %16 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg13[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %22 = arith.divsi %21, %c1_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c1_i32_5, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c1_i32_5, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c1_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<302xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %22 = arith.divsi %21, %c1_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c1_i32_5, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c1_i32_5, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c1_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<302xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<302xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
    return %21, %c0_i32_11, %34 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
    return %21, %c0_i32_11, %34 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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

// ---- kernel sparse_cli_dkv sha256:324fec778473a7ec4c41b04c053c23c09d5c07a23e3307bf94df9157642d0c73
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 302>, scalar_prefetch = 4 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 128, 64>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<302xi8, #tpu.memory_space<smem>>
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
      %cst = arith.constant 0.000000e+00 : f32
      %15 = vector.broadcast %cst : f32 to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg15[%c0, %c0_5] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %17 = vector.shape_cast %16 : vector<128x64xf32> to vector<128x64xf32>
      %18 = vector.shape_cast %15 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0_5], %18 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<128x64xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg16[%c0_7, %c0_8] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %21 = vector.shape_cast %20 : vector<128x64xf32> to vector<128x64xf32>
      %22 = vector.shape_cast %19 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %15 = vector.load %arg6[%c0, %c0_5, %c0_6] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %16 = vector.shape_cast %15 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg10[%c0_7, %c0_8, %c0_9] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %19 = vector.load %arg7[%c0_10, %c0_11, %c0_12] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %20 = vector.shape_cast %19 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %21 = tpu.matmul %20, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_13 = arith.constant 1.250000e-01 : f32
      %22 = vector.broadcast %cst_13 : f32 to vector<128x128xf32>
      %23 = arith.mulf %21, %22 : vector<128x128xf32>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %24 = vector.load %arg9[%c0_14, %c0_15, %c0_16] : memref<1x128x128xi8, #tpu.memory_space<vmem>>, vector<1x128x128xi8>
      %25 = vector.shape_cast %24 : vector<1x128x128xi8> to vector<128x128xi8>
      %c0_i8 = arith.constant 0 : i8
      %26 = vector.broadcast %c0_i8 : i8 to vector<128x128xi8>
      %27 = arith.cmpi ne, %25, %26 : vector<128x128xi8>
      %c2_i32 = arith.constant 2 : i32
      %28 = arith.cmpi eq, %3, %c2_i32 : i32
      %29 = vector.broadcast %28 : i1 to vector<128x128xi1>
      %30 = arith.ori %27, %29 : vector<128x128xi1>
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %31 = vector.load %arg11[%c0_17, %c0_18, %c0_19] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %32 = vector.shape_cast %31 : vector<1x1x128xf32> to vector<1x128xf32>
      %33 = vector.broadcast %32 : vector<1x128xf32> to vector<128x128xf32>
      %34 = arith.subf %23, %33 : vector<128x128xf32>
      %35 = math.exp %34 : vector<128x128xf32>
      %cst_20 = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_20 : f32 to vector<128x128xf32>
      %37 = arith.select %30, %35, %36 : vector<128x128xi1>, vector<128x128xf32>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %38 = vector.load %arg16[%c0_21, %c0_22] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %39 = arith.truncf %37 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %40 = tpu.matmul %39, %18, %cst_23 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %41 = arith.addf %38, %40 : vector<128x64xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %42 = vector.load %arg16[%c0_24, %c0_25] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %43 = vector.shape_cast %42 : vector<128x64xf32> to vector<128x64xf32>
      %44 = vector.shape_cast %41 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0_24, %c0_25], %44 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %45 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %46 = vector.shape_cast %45 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_29 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %47 = tpu.matmul %46, %18, %cst_29 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %48 = vector.load %arg12[%c0_30, %c0_31, %c0_32] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %49 = vector.shape_cast %48 : vector<1x1x128xf32> to vector<1x128xf32>
      %50 = vector.broadcast %49 : vector<1x128xf32> to vector<128x128xf32>
      %51 = arith.subf %47, %50 : vector<128x128xf32>
      %52 = arith.mulf %37, %51 : vector<128x128xf32>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %53 = vector.load %arg15[%c0_33, %c0_34] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %54 = arith.truncf %52 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %55 = tpu.matmul %54, %16, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_36 = arith.constant 1.250000e-01 : f32
      %56 = vector.broadcast %cst_36 : f32 to vector<128x64xf32>
      %57 = arith.mulf %55, %56 : vector<128x64xf32>
      %58 = arith.addf %53, %57 : vector<128x64xf32>
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %59 = vector.load %arg15[%c0_37, %c0_38] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %60 = vector.shape_cast %59 : vector<128x64xf32> to vector<128x64xf32>
      %61 = vector.shape_cast %58 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0_37, %c0_38], %61 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg15[%c0, %c0_5] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %16 = arith.truncf %15 : vector<128x64xf32> to vector<128x64xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg13[%c0_6, %c0_7, %c0_8] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %19 = vector.shape_cast %16 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg13[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %20 = vector.load %arg16[%c0_9, %c0_10] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %21 = arith.truncf %20 : vector<128x64xf32> to vector<128x64xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg14[%c0_11, %c0_12, %c0_13] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %23 = vector.shape_cast %22 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %24 = vector.shape_cast %21 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg14[%c0_11, %c0_12, %c0_13], %24 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %24, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %22 = arith.divsi %21, %c1_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c1_i32_5, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c1_i32_5, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c1_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<302xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c32_i32_12 = arith.constant 32 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c32_i32_12, %c0_i32_13 : i32
    %c1_i32_14 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_14, %c32_i32_12 : i32
    %44 = arith.remsi %41, %43 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %46 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %43, %c0_i32_17 : i32
    %48 = arith.xori %46, %47 : i1
    %49 = arith.andi %48, %45 : i1
    %50 = arith.addi %44, %43 : i32
    %51 = arith.select %49, %50, %44 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %38, %51, %c0_i32_18 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %22 = arith.divsi %21, %c1_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c1_i32_5, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c1_i32_5, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c1_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<302xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c32_i32_12 = arith.constant 32 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c32_i32_12, %c0_i32_13 : i32
    %c1_i32_14 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_14, %c32_i32_12 : i32
    %44 = arith.remsi %41, %43 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %46 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %43, %c0_i32_17 : i32
    %48 = arith.xori %46, %47 : i1
    %49 = arith.andi %48, %45 : i1
    %50 = arith.addi %44, %43 : i32
    %51 = arith.select %49, %50, %44 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %38, %51, %c0_i32_18 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<302xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %24, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %c0_i32_5, %24 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<302xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %c0_i32_5, %24 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %22 = arith.divsi %21, %c1_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c1_i32_5, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c1_i32_5, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c1_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<302xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c32_i32_12 = arith.constant 32 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c32_i32_12, %c0_i32_13 : i32
    %c1_i32_14 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_14, %c32_i32_12 : i32
    %44 = arith.remsi %41, %43 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %46 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %43, %c0_i32_17 : i32
    %48 = arith.xori %46, %47 : i1
    %49 = arith.andi %48, %45 : i1
    %50 = arith.addi %44, %43 : i32
    %51 = arith.select %49, %50, %44 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %38, %51, %c0_i32_18 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<302xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %22 = arith.divsi %21, %c1_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_6 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_7 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c1_i32_5, %c0_i32_8 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c1_i32_5, %c0_i32_9 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c1_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_10 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_11 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<302xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c32_i32_12 = arith.constant 32 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c32_i32_12, %c0_i32_13 : i32
    %c1_i32_14 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_14, %c32_i32_12 : i32
    %44 = arith.remsi %41, %43 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %46 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %43, %c0_i32_17 : i32
    %48 = arith.xori %46, %47 : i1
    %49 = arith.andi %48, %45 : i1
    %50 = arith.addi %44, %43 : i32
    %51 = arith.select %49, %50, %44 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %38, %51, %c0_i32_18 : i32, i32, i32
  }
}
