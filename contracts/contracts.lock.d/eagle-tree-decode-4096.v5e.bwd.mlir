module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x8xi8>, %arg1: tensor<1x1x8xi8>, %arg2: tensor<1x1x8xi8>, %arg3: tensor<1x128x512xi8>, %arg4: tensor<1x8x1xi8>, %arg5: tensor<1x8x1xi8>, %arg6: tensor<1x8x1xi8>, %arg7: tensor<1x512x128xi8>, %arg8: tensor<32x128x128xbf16>, %arg9: tensor<8x4096x128xbf16>, %arg10: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
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
    %252:2 = stablehlo.custom_call @tpu_custom_call(%250, %229, %249, %251, %0, %1, %2, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ab0bb9c20c7df6d7358e10041ff71c6bb2cb7da9bf6b14943d96b3746c355648\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %253 = stablehlo.convert %252#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %254 = stablehlo.convert %252#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<32x128x128xf32>
    %256 = stablehlo.reduce(%255 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %258 = stablehlo.iota dim = 0 : tensor<1xi32>
    %259 = call @floor_divide(%258, %c_2) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %260 = call @remainder(%258, %c_2) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %261 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<1x1x8xi8>
    %262 = stablehlo.compare NE, %arg0, %261, SIGNED : (tensor<1x1x8xi8>, tensor<1x1x8xi8>) -> tensor<1x1x8xi1>
    %263 = stablehlo.convert %262 : (tensor<1x1x8xi1>) -> tensor<1x1x8xi32>
    %264 = stablehlo.reduce(%263 init: %c_4) applies stablehlo.add across dimensions = [2] : (tensor<1x1x8xi32>, tensor<i32>) -> tensor<1x1xi32>
    %265 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %266 = stablehlo.compare LT, %259, %265, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %267 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %268 = stablehlo.add %259, %267 : tensor<1xi32>
    %269 = stablehlo.select %266, %268, %259 : tensor<1xi1>, tensor<1xi32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %271 = "stablehlo.gather"(%c_3, %270) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %272 = stablehlo.broadcast_in_dim %260, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %273 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %274 = stablehlo.compare LT, %271, %273, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %275 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %276 = stablehlo.add %271, %275 : tensor<1x1xi32>
    %277 = stablehlo.select %274, %276, %271 : tensor<1x1xi1>, tensor<1x1xi32>
    %278 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %279 = stablehlo.compare LT, %272, %278, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %280 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %281 = stablehlo.add %272, %280 : tensor<1x1xi32>
    %282 = stablehlo.select %279, %281, %272 : tensor<1x1xi1>, tensor<1x1xi32>
    %283 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %284 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %285 = stablehlo.concatenate %283, %284, dim = 2 : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x2xi32>
    %286 = "stablehlo.gather"(%264, %285) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<1x1x2xi32>) -> tensor<1x1xi32>
    %287 = stablehlo.reduce(%286 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<1x1xi32>, tensor<i32>) -> tensor<1xi32>
    %288 = call @cumsum(%286) : (tensor<1x1xi32>) -> tensor<1x1xi32>
    %289 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %290 = stablehlo.maximum %287, %289 : tensor<1xi32>
    %291 = call @cumsum_3(%290) : (tensor<1xi32>) -> tensor<1xi32>
    %292 = stablehlo.iota dim = 0 : tensor<8xi32>
    %293 = stablehlo.reshape %291 : (tensor<1xi32>) -> tensor<i32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %295 = stablehlo.compare LT, %292, %294, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %296 = stablehlo.reshape %291 : (tensor<1xi32>) -> tensor<i32>
    %297 = stablehlo.subtract %296, %c_2 : tensor<i32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %299 = stablehlo.minimum %292, %298 : tensor<8xi32>
    %300 = call @searchsorted(%291, %299) : (tensor<1xi32>, tensor<8xi32>) -> tensor<8xi32>
    %301 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %302 = stablehlo.add %301, %300 : tensor<8xi32>
    %303 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %304 = stablehlo.compare LT, %300, %303, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %305 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %306 = stablehlo.add %300, %305 : tensor<8xi32>
    %307 = stablehlo.select %304, %306, %300 : tensor<8xi1>, tensor<8xi32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %309 = "stablehlo.gather"(%291, %308) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %310 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %311 = stablehlo.compare LT, %300, %310, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %312 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %313 = stablehlo.add %300, %312 : tensor<8xi32>
    %314 = stablehlo.select %311, %313, %300 : tensor<8xi1>, tensor<8xi32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %316 = "stablehlo.gather"(%290, %315) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %317 = stablehlo.subtract %309, %316 : tensor<8xi32>
    %318 = stablehlo.subtract %299, %317 : tensor<8xi32>
    %319 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %320 = stablehlo.compare LT, %302, %319, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %321 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %322 = stablehlo.add %302, %321 : tensor<8xi32>
    %323 = stablehlo.select %320, %322, %302 : tensor<8xi1>, tensor<8xi32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %325 = "stablehlo.gather"(%288, %324) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %326 = stablehlo.broadcast_in_dim %318, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %327 = stablehlo.compare LE, %325, %326, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %328 = stablehlo.convert %327 : (tensor<8x1xi1>) -> tensor<8x1xi32>
    %329 = stablehlo.reduce(%328 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<8x1xi32>, tensor<i32>) -> tensor<8xi32>
    %330 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %331 = stablehlo.minimum %329, %330 : tensor<8xi32>
    %332 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %333 = stablehlo.compare LT, %302, %332, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %334 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %335 = stablehlo.add %302, %334 : tensor<8xi32>
    %336 = stablehlo.select %333, %335, %302 : tensor<8xi1>, tensor<8xi32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %338 = "stablehlo.gather"(%288, %337) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %339 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %340 = stablehlo.compare LT, %302, %339, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %341 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %342 = stablehlo.add %302, %341 : tensor<8xi32>
    %343 = stablehlo.select %340, %342, %302 : tensor<8xi1>, tensor<8xi32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %345 = "stablehlo.gather"(%286, %344) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %346 = stablehlo.subtract %338, %345 : tensor<8x1xi32>
    %347 = stablehlo.broadcast_in_dim %331, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %348 = call @take_along_axis(%346, %347) : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %349 = stablehlo.reshape %348 : (tensor<8x1xi32>) -> tensor<8xi32>
    %350 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %351 = stablehlo.compare LT, %302, %350, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %352 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %353 = stablehlo.add %302, %352 : tensor<8xi32>
    %354 = stablehlo.select %351, %353, %302 : tensor<8xi1>, tensor<8xi32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %356 = "stablehlo.gather"(%287, %355) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %357 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %358 = stablehlo.compare GT, %356, %357, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %359 = stablehlo.subtract %318, %349 : tensor<8xi32>
    %360 = call @_where_7(%358, %359, %c_4) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %361 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %362 = stablehlo.compare LT, %302, %361, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %363 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %364 = stablehlo.add %302, %363 : tensor<8xi32>
    %365 = stablehlo.select %362, %364, %302 : tensor<8xi1>, tensor<8xi32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %367 = "stablehlo.gather"(%259, %366) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %368 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %369 = stablehlo.compare LT, %367, %368, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %370 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %371 = stablehlo.add %367, %370 : tensor<8xi32>
    %372 = stablehlo.select %369, %371, %367 : tensor<8xi1>, tensor<8xi32>
    %373 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %374 = stablehlo.compare LT, %331, %373, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %375 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %376 = stablehlo.add %331, %375 : tensor<8xi32>
    %377 = stablehlo.select %374, %376, %331 : tensor<8xi1>, tensor<8xi32>
    %378 = stablehlo.broadcast_in_dim %372, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %379 = stablehlo.broadcast_in_dim %377, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %380 = stablehlo.concatenate %378, %379, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %381 = "stablehlo.gather"(%c_3, %380) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %382 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %383 = stablehlo.compare LT, %302, %382, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %384 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %385 = stablehlo.add %302, %384 : tensor<8xi32>
    %386 = stablehlo.select %383, %385, %302 : tensor<8xi1>, tensor<8xi32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %388 = "stablehlo.gather"(%260, %387) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %389 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %390 = stablehlo.compare LT, %302, %389, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %391 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %392 = stablehlo.add %302, %391 : tensor<8xi32>
    %393 = stablehlo.select %390, %392, %302 : tensor<8xi1>, tensor<8xi32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %395 = "stablehlo.gather"(%287, %394) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %396 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %397 = stablehlo.compare GT, %395, %396, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %398 = stablehlo.and %295, %397 : tensor<8xi1>
    %399 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %400 = stablehlo.compare LT, %381, %399, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %401 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %402 = stablehlo.add %381, %401 : tensor<8xi32>
    %403 = stablehlo.select %400, %402, %381 : tensor<8xi1>, tensor<8xi32>
    %404 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %405 = stablehlo.compare LT, %388, %404, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %406 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %407 = stablehlo.add %388, %406 : tensor<8xi32>
    %408 = stablehlo.select %405, %407, %388 : tensor<8xi1>, tensor<8xi32>
    %409 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %410 = stablehlo.compare LT, %360, %409, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %411 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %412 = stablehlo.add %360, %411 : tensor<8xi32>
    %413 = stablehlo.select %410, %412, %360 : tensor<8xi1>, tensor<8xi32>
    %414 = stablehlo.broadcast_in_dim %403, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %415 = stablehlo.broadcast_in_dim %408, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %416 = stablehlo.broadcast_in_dim %413, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %417 = stablehlo.concatenate %414, %415, %416, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %418 = "stablehlo.gather"(%arg0, %417) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %419 = stablehlo.convert %418 : (tensor<8xi8>) -> tensor<8xi32>
    %420 = call @_where_7(%398, %419, %c_4) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %421 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %422 = stablehlo.compare EQ, %318, %421, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %423 = stablehlo.and %295, %422 : tensor<8xi1>
    %424 = call @_where_8(%423, %c, %c_4) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %425 = stablehlo.convert %424 : tensor<8xi32>
    %426 = stablehlo.or %420, %425 : tensor<8xi32>
    %427 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %428 = stablehlo.compare LT, %300, %427, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %429 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %430 = stablehlo.add %300, %429 : tensor<8xi32>
    %431 = stablehlo.select %428, %430, %300 : tensor<8xi1>, tensor<8xi32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %433 = "stablehlo.gather"(%290, %432) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %434 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %435 = stablehlo.subtract %433, %434 : tensor<8xi32>
    %436 = stablehlo.compare EQ, %318, %435, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %437 = stablehlo.and %295, %436 : tensor<8xi1>
    %438 = call @_where_8(%437, %c_0, %c_4) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %439 = stablehlo.convert %438 : tensor<8xi32>
    %440 = stablehlo.or %426, %439 : tensor<8xi32>
    %441 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %442 = stablehlo.compare LT, %302, %441, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %443 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %444 = stablehlo.add %302, %443 : tensor<8xi32>
    %445 = stablehlo.select %442, %444, %302 : tensor<8xi1>, tensor<8xi32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %447 = "stablehlo.gather"(%259, %446) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %448 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %449 = stablehlo.compare LT, %447, %448, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %450 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %451 = stablehlo.add %447, %450 : tensor<8xi32>
    %452 = stablehlo.select %449, %451, %447 : tensor<8xi1>, tensor<8xi32>
    %453 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %454 = stablehlo.compare LT, %331, %453, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %455 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %456 = stablehlo.add %331, %455 : tensor<8xi32>
    %457 = stablehlo.select %454, %456, %331 : tensor<8xi1>, tensor<8xi32>
    %458 = stablehlo.broadcast_in_dim %452, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %459 = stablehlo.broadcast_in_dim %457, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %460 = stablehlo.concatenate %458, %459, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %461 = "stablehlo.gather"(%c_3, %460) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %462 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %463 = stablehlo.multiply %461, %462 : tensor<8xi32>
    %464 = stablehlo.add %463, %388 : tensor<8xi32>
    %465 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %466 = stablehlo.compare LT, %381, %465, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %467 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %468 = stablehlo.add %381, %467 : tensor<8xi32>
    %469 = stablehlo.select %466, %468, %381 : tensor<8xi1>, tensor<8xi32>
    %470 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %471 = stablehlo.compare LT, %388, %470, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %472 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %473 = stablehlo.add %388, %472 : tensor<8xi32>
    %474 = stablehlo.select %471, %473, %388 : tensor<8xi1>, tensor<8xi32>
    %475 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %476 = stablehlo.compare LT, %360, %475, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %477 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %478 = stablehlo.add %360, %477 : tensor<8xi32>
    %479 = stablehlo.select %476, %478, %360 : tensor<8xi1>, tensor<8xi32>
    %480 = stablehlo.broadcast_in_dim %469, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %481 = stablehlo.broadcast_in_dim %474, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %482 = stablehlo.broadcast_in_dim %479, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %483 = stablehlo.concatenate %480, %481, %482, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %484 = "stablehlo.gather"(%arg1, %483) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %485 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %486 = stablehlo.compare LT, %381, %485, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %487 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %488 = stablehlo.add %381, %487 : tensor<8xi32>
    %489 = stablehlo.select %486, %488, %381 : tensor<8xi1>, tensor<8xi32>
    %490 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %491 = stablehlo.compare LT, %388, %490, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %492 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %493 = stablehlo.add %388, %492 : tensor<8xi32>
    %494 = stablehlo.select %491, %493, %388 : tensor<8xi1>, tensor<8xi32>
    %495 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %496 = stablehlo.compare LT, %360, %495, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %497 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %498 = stablehlo.add %360, %497 : tensor<8xi32>
    %499 = stablehlo.select %496, %498, %360 : tensor<8xi1>, tensor<8xi32>
    %500 = stablehlo.broadcast_in_dim %489, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %501 = stablehlo.broadcast_in_dim %494, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %502 = stablehlo.broadcast_in_dim %499, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %503 = stablehlo.concatenate %500, %501, %502, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %504 = "stablehlo.gather"(%arg2, %503) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %505 = stablehlo.convert %464 : (tensor<8xi32>) -> tensor<8xi8>
    %506 = stablehlo.convert %440 : (tensor<8xi32>) -> tensor<8xi8>
    %507 = stablehlo.custom_call @tpu_custom_call(%505, %484, %504, %506, %0, %1, %2, %arg3, %252#0, %252#1, %257) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:de88e0b4131f4dc7a6c6008d5a8c6c4bc243e8fcd7019effe50e08f50c7c882d\22, \22cost_estimate\22: {\22bytes_accessed\22: 72351744, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>) -> tensor<32x128x128xbf16>
    %508 = stablehlo.iota dim = 0 : tensor<8xi32>
    %509 = call @floor_divide_9(%508, %c_0) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %510 = call @remainder_11(%508, %c_0) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %511 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i8>) -> tensor<1x8x1xi8>
    %512 = stablehlo.compare NE, %arg4, %511, SIGNED : (tensor<1x8x1xi8>, tensor<1x8x1xi8>) -> tensor<1x8x1xi1>
    %513 = stablehlo.convert %512 : (tensor<1x8x1xi1>) -> tensor<1x8x1xi32>
    %514 = stablehlo.reduce(%513 init: %c_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x1xi32>, tensor<i32>) -> tensor<1x8xi32>
    %515 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %516 = stablehlo.compare LT, %509, %515, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %517 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %518 = stablehlo.add %509, %517 : tensor<8xi32>
    %519 = stablehlo.select %516, %518, %509 : tensor<8xi1>, tensor<8xi32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %521 = "stablehlo.gather"(%c_3, %520) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %522 = stablehlo.broadcast_in_dim %510, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %523 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %524 = stablehlo.compare LT, %521, %523, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %525 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %526 = stablehlo.add %521, %525 : tensor<8x1xi32>
    %527 = stablehlo.select %524, %526, %521 : tensor<8x1xi1>, tensor<8x1xi32>
    %528 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %529 = stablehlo.compare LT, %522, %528, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %530 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %531 = stablehlo.add %522, %530 : tensor<8x1xi32>
    %532 = stablehlo.select %529, %531, %522 : tensor<8x1xi1>, tensor<8x1xi32>
    %533 = stablehlo.broadcast_in_dim %527, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %534 = stablehlo.broadcast_in_dim %532, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %535 = stablehlo.concatenate %533, %534, dim = 2 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x2xi32>
    %536 = "stablehlo.gather"(%514, %535) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi32>, tensor<8x1x2xi32>) -> tensor<8x1xi32>
    %537 = stablehlo.reduce(%536 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<8x1xi32>, tensor<i32>) -> tensor<8xi32>
    %538 = call @cumsum_12(%536) : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %539 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %540 = stablehlo.maximum %537, %539 : tensor<8xi32>
    %541 = call @cumsum_14(%540) : (tensor<8xi32>) -> tensor<8xi32>
    %542 = stablehlo.iota dim = 0 : tensor<8xi32>
    %543 = stablehlo.slice %541 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
    %544 = stablehlo.reshape %543 : (tensor<1xi32>) -> tensor<i32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %546 = stablehlo.compare LT, %542, %545, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %547 = stablehlo.slice %541 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
    %548 = stablehlo.reshape %547 : (tensor<1xi32>) -> tensor<i32>
    %549 = stablehlo.subtract %548, %c_2 : tensor<i32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %551 = stablehlo.minimum %542, %550 : tensor<8xi32>
    %552 = call @searchsorted_16(%541, %551) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %553 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %554 = stablehlo.add %553, %552 : tensor<8xi32>
    %555 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %556 = stablehlo.compare LT, %552, %555, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %557 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %558 = stablehlo.add %552, %557 : tensor<8xi32>
    %559 = stablehlo.select %556, %558, %552 : tensor<8xi1>, tensor<8xi32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %561 = "stablehlo.gather"(%541, %560) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %562 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %563 = stablehlo.compare LT, %552, %562, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %564 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %565 = stablehlo.add %552, %564 : tensor<8xi32>
    %566 = stablehlo.select %563, %565, %552 : tensor<8xi1>, tensor<8xi32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %568 = "stablehlo.gather"(%540, %567) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %569 = stablehlo.subtract %561, %568 : tensor<8xi32>
    %570 = stablehlo.subtract %551, %569 : tensor<8xi32>
    %571 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %572 = stablehlo.compare LT, %554, %571, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %573 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %574 = stablehlo.add %554, %573 : tensor<8xi32>
    %575 = stablehlo.select %572, %574, %554 : tensor<8xi1>, tensor<8xi32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %577 = "stablehlo.gather"(%538, %576) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %578 = stablehlo.broadcast_in_dim %570, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %579 = stablehlo.compare LE, %577, %578, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %580 = stablehlo.convert %579 : (tensor<8x1xi1>) -> tensor<8x1xi32>
    %581 = stablehlo.reduce(%580 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<8x1xi32>, tensor<i32>) -> tensor<8xi32>
    %582 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %583 = stablehlo.minimum %581, %582 : tensor<8xi32>
    %584 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %585 = stablehlo.compare LT, %554, %584, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %586 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %587 = stablehlo.add %554, %586 : tensor<8xi32>
    %588 = stablehlo.select %585, %587, %554 : tensor<8xi1>, tensor<8xi32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %590 = "stablehlo.gather"(%538, %589) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %591 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %592 = stablehlo.compare LT, %554, %591, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %593 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %594 = stablehlo.add %554, %593 : tensor<8xi32>
    %595 = stablehlo.select %592, %594, %554 : tensor<8xi1>, tensor<8xi32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %597 = "stablehlo.gather"(%536, %596) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %598 = stablehlo.subtract %590, %597 : tensor<8x1xi32>
    %599 = stablehlo.broadcast_in_dim %583, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %600 = call @take_along_axis(%598, %599) : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %601 = stablehlo.reshape %600 : (tensor<8x1xi32>) -> tensor<8xi32>
    %602 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %603 = stablehlo.compare LT, %554, %602, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %604 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %605 = stablehlo.add %554, %604 : tensor<8xi32>
    %606 = stablehlo.select %603, %605, %554 : tensor<8xi1>, tensor<8xi32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %608 = "stablehlo.gather"(%537, %607) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %609 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %610 = stablehlo.compare GT, %608, %609, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %611 = stablehlo.subtract %570, %601 : tensor<8xi32>
    %612 = call @_where_7(%610, %611, %c_4) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %613 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %614 = stablehlo.compare LT, %554, %613, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %615 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %616 = stablehlo.add %554, %615 : tensor<8xi32>
    %617 = stablehlo.select %614, %616, %554 : tensor<8xi1>, tensor<8xi32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %619 = "stablehlo.gather"(%509, %618) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %620 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %621 = stablehlo.compare LT, %619, %620, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %622 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %623 = stablehlo.add %619, %622 : tensor<8xi32>
    %624 = stablehlo.select %621, %623, %619 : tensor<8xi1>, tensor<8xi32>
    %625 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %626 = stablehlo.compare LT, %583, %625, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %627 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %628 = stablehlo.add %583, %627 : tensor<8xi32>
    %629 = stablehlo.select %626, %628, %583 : tensor<8xi1>, tensor<8xi32>
    %630 = stablehlo.broadcast_in_dim %624, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %631 = stablehlo.broadcast_in_dim %629, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %632 = stablehlo.concatenate %630, %631, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %633 = "stablehlo.gather"(%c_3, %632) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %634 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %635 = stablehlo.compare LT, %554, %634, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %636 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %637 = stablehlo.add %554, %636 : tensor<8xi32>
    %638 = stablehlo.select %635, %637, %554 : tensor<8xi1>, tensor<8xi32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %640 = "stablehlo.gather"(%510, %639) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %641 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %642 = stablehlo.compare LT, %554, %641, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %643 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %644 = stablehlo.add %554, %643 : tensor<8xi32>
    %645 = stablehlo.select %642, %644, %554 : tensor<8xi1>, tensor<8xi32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %647 = "stablehlo.gather"(%537, %646) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %648 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %649 = stablehlo.compare GT, %647, %648, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %650 = stablehlo.and %546, %649 : tensor<8xi1>
    %651 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %652 = stablehlo.compare LT, %633, %651, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %653 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %654 = stablehlo.add %633, %653 : tensor<8xi32>
    %655 = stablehlo.select %652, %654, %633 : tensor<8xi1>, tensor<8xi32>
    %656 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %657 = stablehlo.compare LT, %640, %656, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %658 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %659 = stablehlo.add %640, %658 : tensor<8xi32>
    %660 = stablehlo.select %657, %659, %640 : tensor<8xi1>, tensor<8xi32>
    %661 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %662 = stablehlo.compare LT, %612, %661, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %663 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %664 = stablehlo.add %612, %663 : tensor<8xi32>
    %665 = stablehlo.select %662, %664, %612 : tensor<8xi1>, tensor<8xi32>
    %666 = stablehlo.broadcast_in_dim %655, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %667 = stablehlo.broadcast_in_dim %660, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %668 = stablehlo.broadcast_in_dim %665, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %669 = stablehlo.concatenate %666, %667, %668, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %670 = "stablehlo.gather"(%arg4, %669) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x8x1xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %671 = stablehlo.convert %670 : (tensor<8xi8>) -> tensor<8xi32>
    %672 = call @_where_7(%650, %671, %c_4) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %673 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %674 = stablehlo.compare EQ, %570, %673, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %675 = stablehlo.and %546, %674 : tensor<8xi1>
    %676 = call @_where_8(%675, %c, %c_4) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %677 = stablehlo.convert %676 : tensor<8xi32>
    %678 = stablehlo.or %672, %677 : tensor<8xi32>
    %679 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %680 = stablehlo.compare LT, %552, %679, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %681 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %682 = stablehlo.add %552, %681 : tensor<8xi32>
    %683 = stablehlo.select %680, %682, %552 : tensor<8xi1>, tensor<8xi32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %685 = "stablehlo.gather"(%540, %684) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %686 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %687 = stablehlo.subtract %685, %686 : tensor<8xi32>
    %688 = stablehlo.compare EQ, %570, %687, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %689 = stablehlo.and %546, %688 : tensor<8xi1>
    %690 = call @_where_8(%689, %c_0, %c_4) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %691 = stablehlo.convert %690 : tensor<8xi32>
    %692 = stablehlo.or %678, %691 : tensor<8xi32>
    %693 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %694 = stablehlo.compare LT, %554, %693, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %695 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %696 = stablehlo.add %554, %695 : tensor<8xi32>
    %697 = stablehlo.select %694, %696, %554 : tensor<8xi1>, tensor<8xi32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %699 = "stablehlo.gather"(%509, %698) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %700 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %701 = stablehlo.compare LT, %699, %700, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %702 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %703 = stablehlo.add %699, %702 : tensor<8xi32>
    %704 = stablehlo.select %701, %703, %699 : tensor<8xi1>, tensor<8xi32>
    %705 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %706 = stablehlo.compare LT, %583, %705, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %707 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %708 = stablehlo.add %583, %707 : tensor<8xi32>
    %709 = stablehlo.select %706, %708, %583 : tensor<8xi1>, tensor<8xi32>
    %710 = stablehlo.broadcast_in_dim %704, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %711 = stablehlo.broadcast_in_dim %709, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %712 = stablehlo.concatenate %710, %711, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %713 = "stablehlo.gather"(%c_3, %712) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %714 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %715 = stablehlo.multiply %713, %714 : tensor<8xi32>
    %716 = stablehlo.add %715, %640 : tensor<8xi32>
    %717 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %718 = stablehlo.compare LT, %633, %717, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %719 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %720 = stablehlo.add %633, %719 : tensor<8xi32>
    %721 = stablehlo.select %718, %720, %633 : tensor<8xi1>, tensor<8xi32>
    %722 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %723 = stablehlo.compare LT, %640, %722, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %724 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %725 = stablehlo.add %640, %724 : tensor<8xi32>
    %726 = stablehlo.select %723, %725, %640 : tensor<8xi1>, tensor<8xi32>
    %727 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %728 = stablehlo.compare LT, %612, %727, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %729 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %730 = stablehlo.add %612, %729 : tensor<8xi32>
    %731 = stablehlo.select %728, %730, %612 : tensor<8xi1>, tensor<8xi32>
    %732 = stablehlo.broadcast_in_dim %721, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %733 = stablehlo.broadcast_in_dim %726, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %734 = stablehlo.broadcast_in_dim %731, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %735 = stablehlo.concatenate %732, %733, %734, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %736 = "stablehlo.gather"(%arg5, %735) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x8x1xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %737 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %738 = stablehlo.compare LT, %633, %737, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %739 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %740 = stablehlo.add %633, %739 : tensor<8xi32>
    %741 = stablehlo.select %738, %740, %633 : tensor<8xi1>, tensor<8xi32>
    %742 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %743 = stablehlo.compare LT, %640, %742, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %744 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %745 = stablehlo.add %640, %744 : tensor<8xi32>
    %746 = stablehlo.select %743, %745, %640 : tensor<8xi1>, tensor<8xi32>
    %747 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %748 = stablehlo.compare LT, %612, %747, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %749 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %750 = stablehlo.add %612, %749 : tensor<8xi32>
    %751 = stablehlo.select %748, %750, %612 : tensor<8xi1>, tensor<8xi32>
    %752 = stablehlo.broadcast_in_dim %741, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %753 = stablehlo.broadcast_in_dim %746, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %754 = stablehlo.broadcast_in_dim %751, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %755 = stablehlo.concatenate %752, %753, %754, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %756 = "stablehlo.gather"(%arg6, %755) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x8x1xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %757 = stablehlo.convert %716 : (tensor<8xi32>) -> tensor<8xi8>
    %758 = stablehlo.convert %692 : (tensor<8xi32>) -> tensor<8xi8>
    %759:2 = stablehlo.custom_call @tpu_custom_call(%757, %736, %756, %758, %0, %1, %2, %arg7, %252#0, %252#1, %257) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:0ae15c3be5fc375dc7c01d9c4ed927020634232edd37d1105120f5245892c264\22, \22cost_estimate\22: {\22bytes_accessed\22: 52428800, \22flops\22: 17179869184, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x512x128xi8>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>)
    %760 = call @_pad_20(%759#1) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %761 = call @_pad_20(%759#0) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %762 = call @_pad_21(%507) : (tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16>
    return %252#0, %762, %761, %760 : tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>
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
  func.func private @floor_divide_9(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xi32>
    %3 = stablehlo.sign %arg0 : tensor<8xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %11 = stablehlo.and %6, %10 : tensor<8xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<8xi32>
    %14 = call @_where_10(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %14 : tensor<8xi32>
  }
  func.func private @_where_10(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @remainder_11(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_1(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @cumsum_12(%arg0: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = call @cumsum_13(%arg0) : (tensor<8x1xi32>) -> tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @cumsum_13(%arg0: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x1xi32>, tensor<i32>) -> tensor<8x1xi32>
    return %1 : tensor<8x1xi32>
  }
  func.func private @cumsum_14(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @cumsum_15(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @cumsum_15(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @searchsorted_16(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_17(%arg0, %arg1) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_17(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @_searchsorted_scan_impl_18(%arg0, %arg1) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_18(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<8xi32>, tensor<8xi32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_19(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<8xi32>, tensor<8xi32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<8xi32>, tensor<8xi32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<8xui32>) -> tensor<8xi32>
    return %3 : tensor<8xi32>
  }
  func.func private @closed_call_19(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<8xui32>
    %1 = call @floor_divide_6(%0, %c) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<8x1xui32>) -> tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<8xi1>, tensor<8xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<8xi1>, tensor<8xui32>
    return %7, %8 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @_pad_20(%arg0: tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x128xbf16>, tensor<bf16>) -> tensor<8x4096x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:4096, 0:128] : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    return %1 : tensor<8x4096x128xbf16>
  }
  func.func private @_pad_21(%arg0: tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x128x128xbf16>, tensor<bf16>) -> tensor<32x128x128xbf16>
    %1 = stablehlo.slice %0 [0:32, 0:128, 0:128] : (tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16>
    return %1 : tensor<32x128x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:ab0bb9c20c7df6d7358e10041ff71c6bb2cb7da9bf6b14943d96b3746c355648
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 8>, scalar_prefetch = 4 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
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
      %23 = vector.broadcast %cst_9 : f32 to vector<128x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg14[%c0_10, %c0_11] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %25 = vector.shape_cast %24 : vector<128x128xf32> to vector<128x128xf32>
      %26 = vector.shape_cast %23 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
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
      %29 = vector.load %arg12[%c0_14, %c0_15] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
      %48 = vector.load %arg13[%c0_21, %c0_22] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %49 = arith.mulf %47, %48 : vector<128x128xf32>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %50 = vector.multi_reduction <add>, %45, %cst_23 [1] : vector<128x512xf32> to vector<128xf32>
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
      %57 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %58 = vector.shape_cast %57 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %59 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %60 = vector.load %arg14[%c0_29, %c0_30] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %61 = vector.broadcast %59 : vector<128x1xf32> to vector<128x128xf32>
      %62 = arith.mulf %61, %60 : vector<128x128xf32>
      %63 = arith.truncf %45 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %64 = tpu.matmul %63, %58, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %65 = arith.addf %62, %64 : vector<128x128xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %66 = vector.load %arg14[%c0_32, %c0_33] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %67 = vector.shape_cast %66 : vector<128x128xf32> to vector<128x128xf32>
      %68 = vector.shape_cast %65 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %68 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
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
      %18 = vector.load %arg14[%c0_6, %c0_7] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_12, %34 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:de88e0b4131f4dc7a6c6008d5a8c6c4bc243e8fcd7019effe50e08f50c7c882d
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 8>, scalar_prefetch = 4 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 128>}]} {
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
      %cst = arith.constant 0.000000e+00 : f32
      %15 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg14[%c0, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %17 = vector.shape_cast %16 : vector<128x128xf32> to vector<128x128xf32>
      %18 = vector.shape_cast %15 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0, %c0_5], %18 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
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
      %15 = vector.load %arg7[%c0, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %19 = tpu.matmul %18, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
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
      %c0_16 = arith.constant 0 : index
      %29 = vector.load %arg11[%c0_14, %c0_15, %c0_16] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %30 = vector.shape_cast %29 : vector<1x1x128xf32> to vector<128xf32>
      %31 = vector.shape_cast %30 : vector<128xf32> to vector<128x1xf32>
      %32 = vector.broadcast %31 : vector<128x1xf32> to vector<128x512xf32>
      %33 = arith.subf %21, %32 : vector<128x512xf32>
      %34 = math.exp %33 : vector<128x512xf32>
      %cst_17 = arith.constant 0.000000e+00 : f32
      %35 = vector.broadcast %cst_17 : f32 to vector<128x512xf32>
      %36 = arith.select %28, %34, %35 : vector<128x512xi1>, vector<128x512xf32>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %37 = vector.load %arg10[%c0_18, %c0_19, %c0_20] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %38 = vector.shape_cast %37 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %39 = vector.load %arg8[%c0_21, %c0_22, %c0_23] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %40 = vector.shape_cast %39 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_24 = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %41 = tpu.matmul %38, %40, %cst_24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %42 = vector.load %arg12[%c0_25, %c0_26, %c0_27] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %43 = vector.shape_cast %42 : vector<1x1x128xf32> to vector<128xf32>
      %44 = vector.shape_cast %43 : vector<128xf32> to vector<128x1xf32>
      %45 = vector.broadcast %44 : vector<128x1xf32> to vector<128x512xf32>
      %46 = arith.subf %41, %45 : vector<128x512xf32>
      %47 = arith.mulf %36, %46 : vector<128x512xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %48 = vector.load %arg14[%c0_28, %c0_29] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %49 = arith.truncf %47 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %50 = tpu.matmul %49, %16, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_31 = arith.constant 0.0883883461 : f32
      %51 = vector.broadcast %cst_31 : f32 to vector<128x128xf32>
      %52 = arith.mulf %50, %51 : vector<128x128xf32>
      %53 = arith.addf %48, %52 : vector<128x128xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %54 = vector.load %arg14[%c0_32, %c0_33] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %55 = vector.shape_cast %54 : vector<128x128xf32> to vector<128x128xf32>
      %56 = vector.shape_cast %53 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %56 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg14[%c0, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %16 = arith.truncf %15 : vector<128x128xf32> to vector<128x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg13[%c0_6, %c0_7, %c0_8] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %19 = vector.shape_cast %16 : vector<128x128xbf16> to vector<1x128x128xbf16>
      tpu.vector_store %arg13[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_12, %34 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_12, %34 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<8xi8, #tpu.memory_space<smem>>, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:0ae15c3be5fc375dc7c01d9c4ed927020634232edd37d1105120f5245892c264
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xi8, #tpu.memory_space<vmem>>, %arg11: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 8, 4>, scalar_prefetch = 4 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg6[%0] : memref<8xi8, #tpu.memory_space<smem>>
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
    %c0_i32_1 = arith.constant 0 : i32
    %8 = arith.cmpi eq, %arg2, %c0_i32_1 : i32
    %9 = arith.andi %5, %8 : i1
    %c3_i32_2 = arith.constant 3 : i32
    %10 = arith.cmpi eq, %arg2, %c3_i32_2 : i32
    %11 = arith.andi %7, %10 : i1
    %12 = arith.extui %9 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    scf.if %13 {
      %cst = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %20 = vector.load %arg16[%c0, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0, %c0_7], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_8 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_8 : f32 to vector<512x128xf32>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %24 = vector.load %arg17[%c0_9, %c0_10] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0_9, %c0_10], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %3, %c0_i32_4 : i32
    %15 = arith.extui %14 : i1 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %16 = arith.cmpi ne, %15, %c0_i32_5 : i32
    scf.if %16 {
      %c0 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %19 = vector.load %arg7[%c0, %c0_7, %c0_8] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %20 = vector.shape_cast %19 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %21 = vector.load %arg11[%c0_9, %c0_10, %c0_11] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %22 = vector.shape_cast %21 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %23 = vector.load %arg8[%c0_12, %c0_13, %c0_14] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %24 = vector.shape_cast %23 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %25 = tpu.matmul %24, %20, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_15 = arith.constant 0.0883883461 : f32
      %26 = vector.broadcast %cst_15 : f32 to vector<512x128xf32>
      %27 = arith.mulf %25, %26 : vector<512x128xf32>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %28 = vector.load %arg10[%c0_16, %c0_17, %c0_18] : memref<1x512x128xi8, #tpu.memory_space<vmem>>, vector<1x512x128xi8>
      %29 = vector.shape_cast %28 : vector<1x512x128xi8> to vector<512x128xi8>
      %c0_i8 = arith.constant 0 : i8
      %30 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
      %31 = arith.cmpi ne, %29, %30 : vector<512x128xi8>
      %c2_i32 = arith.constant 2 : i32
      %32 = arith.cmpi eq, %3, %c2_i32 : i32
      %33 = vector.broadcast %32 : i1 to vector<512x128xi1>
      %34 = arith.ori %31, %33 : vector<512x128xi1>
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %35 = vector.load %arg12[%c0_19, %c0_20, %c0_21] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %36 = vector.shape_cast %35 : vector<1x1x128xf32> to vector<1x128xf32>
      %37 = vector.broadcast %36 : vector<1x128xf32> to vector<512x128xf32>
      %38 = arith.subf %27, %37 : vector<512x128xf32>
      %39 = math.exp %38 : vector<512x128xf32>
      %cst_22 = arith.constant 0.000000e+00 : f32
      %40 = vector.broadcast %cst_22 : f32 to vector<512x128xf32>
      %41 = arith.select %34, %39, %40 : vector<512x128xi1>, vector<512x128xf32>
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %42 = vector.load %arg17[%c0_23, %c0_24] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %43 = arith.truncf %41 : vector<512x128xf32> to vector<512x128xbf16>
      %cst_25 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %44 = tpu.matmul %43, %22, %cst_25 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %45 = arith.addf %42, %44 : vector<512x128xf32>
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %46 = vector.load %arg17[%c0_26, %c0_27] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %47 = vector.shape_cast %46 : vector<512x128xf32> to vector<512x128xf32>
      %48 = vector.shape_cast %45 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0_26, %c0_27], %48 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %49 = vector.load %arg9[%c0_28, %c0_29, %c0_30] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %50 = vector.shape_cast %49 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %51 = tpu.matmul %50, %22, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %52 = vector.load %arg13[%c0_32, %c0_33, %c0_34] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %53 = vector.shape_cast %52 : vector<1x1x128xf32> to vector<1x128xf32>
      %54 = vector.broadcast %53 : vector<1x128xf32> to vector<512x128xf32>
      %55 = arith.subf %51, %54 : vector<512x128xf32>
      %56 = arith.mulf %41, %55 : vector<512x128xf32>
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %57 = vector.load %arg16[%c0_35, %c0_36] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %58 = arith.truncf %56 : vector<512x128xf32> to vector<512x128xbf16>
      %cst_37 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %59 = tpu.matmul %58, %20, %cst_37 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_38 = arith.constant 0.0883883461 : f32
      %60 = vector.broadcast %cst_38 : f32 to vector<512x128xf32>
      %61 = arith.mulf %59, %60 : vector<512x128xf32>
      %62 = arith.addf %57, %61 : vector<512x128xf32>
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %63 = vector.load %arg16[%c0_39, %c0_40] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %64 = vector.shape_cast %63 : vector<512x128xf32> to vector<512x128xf32>
      %65 = vector.shape_cast %62 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_39, %c0_40], %65 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %17 = arith.extui %11 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %18 = arith.cmpi ne, %17, %c0_i32_6 : i32
    scf.if %18 {
      %c0 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %19 = vector.load %arg16[%c0, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %20 = arith.truncf %19 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %21 = vector.load %arg14[%c0_8, %c0_9, %c0_10] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %22 = vector.shape_cast %21 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %23 = vector.shape_cast %20 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0_8, %c0_9, %c0_10], %23 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %24 = vector.load %arg17[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = arith.truncf %24 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %26 = vector.load %arg15[%c0_13, %c0_14, %c0_15] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %27 = vector.shape_cast %26 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %28 = vector.shape_cast %25 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0_13, %c0_14, %c0_15], %28 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<8xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %25, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c4_i32_4 = arith.constant 4 : i32
    %23 = arith.divsi %22, %c4_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c4_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c4_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c4_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<8xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c8_i32_11 = arith.constant 8 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c8_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c8_i32_11 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %39, %52, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c4_i32_4 = arith.constant 4 : i32
    %23 = arith.divsi %22, %c4_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c4_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c4_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c4_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<8xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c8_i32_11 = arith.constant 8 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c8_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c8_i32_11 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %39, %52, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<8xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<8xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %25, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<8xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %c0_i32_4, %25 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<8xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %c0_i32_4, %25 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c4_i32_4 = arith.constant 4 : i32
    %23 = arith.divsi %22, %c4_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c4_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c4_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c4_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<8xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c8_i32_11 = arith.constant 8 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c8_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c8_i32_11 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %39, %52, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c4_i32_4 = arith.constant 4 : i32
    %23 = arith.divsi %22, %c4_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c4_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c4_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c4_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<8xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c8_i32_11 = arith.constant 8 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c8_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c8_i32_11 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %39, %52, %c0_i32_17 : i32, i32, i32
  }
}
