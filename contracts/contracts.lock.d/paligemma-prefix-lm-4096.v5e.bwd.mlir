module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x16x8xi8>, %arg1: tensor<1x16x8xi8>, %arg2: tensor<1x8x16xi8>, %arg3: tensor<1x8x16xi8>, %arg4: tensor<8x4096x256xbf16>, %arg5: tensor<1x4096x256xbf16>, %arg6: tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16> {jax.result_info = "result[0]"}, tensor<8x4096x256xbf16> {jax.result_info = "result[1][0]"}, tensor<1x4096x256xbf16> {jax.result_info = "result[1][1]"}, tensor<1x4096x256xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %c_3 = stablehlo.constant dense<16> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg4, %c_5) : (tensor<8x4096x256xbf16>, tensor<i32>) -> tensor<8x4096x256xbf16>
    %1 = call @_pad_0(%arg5, %c_5) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %2 = call @_pad_0(%arg6, %c_5) : (tensor<1x4096x256xbf16>, tensor<i32>) -> tensor<1x4096x256xbf16>
    %3 = stablehlo.iota dim = 0 : tensor<16xi32>
    %4 = call @floor_divide(%3, %c_3) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %5 = call @remainder(%3, %c_3) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x16x8xi8>
    %7 = stablehlo.compare NE, %arg0, %6, SIGNED : (tensor<1x16x8xi8>, tensor<1x16x8xi8>) -> tensor<1x16x8xi1>
    %8 = stablehlo.convert %7 : (tensor<1x16x8xi1>) -> tensor<1x16x8xi32>
    %9 = stablehlo.reduce(%8 init: %c_5) applies stablehlo.add across dimensions = [2] : (tensor<1x16x8xi32>, tensor<i32>) -> tensor<1x16xi32>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %11 = stablehlo.compare LT, %4, %10, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %13 = stablehlo.add %4, %12 : tensor<16xi32>
    %14 = stablehlo.select %11, %13, %4 : tensor<16xi1>, tensor<16xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %16 = "stablehlo.gather"(%c_4, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %17 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %19 = stablehlo.compare LT, %16, %18, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %21 = stablehlo.add %16, %20 : tensor<16x1xi32>
    %22 = stablehlo.select %19, %21, %16 : tensor<16x1xi1>, tensor<16x1xi32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %24 = stablehlo.compare LT, %17, %23, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %26 = stablehlo.add %17, %25 : tensor<16x1xi32>
    %27 = stablehlo.select %24, %26, %17 : tensor<16x1xi1>, tensor<16x1xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 2 : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x2xi32>
    %31 = "stablehlo.gather"(%9, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x16xi32>, tensor<16x1x2xi32>) -> tensor<16x1xi32>
    %32 = stablehlo.reduce(%31 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<16x1xi32>, tensor<i32>) -> tensor<16xi32>
    %33 = call @cumsum(%31) : (tensor<16x1xi32>) -> tensor<16x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %35 = stablehlo.maximum %32, %34 : tensor<16xi32>
    %36 = call @cumsum_3(%35) : (tensor<16xi32>) -> tensor<16xi32>
    %37 = stablehlo.iota dim = 0 : tensor<78xi32>
    %38 = stablehlo.slice %36 [15:16] : (tensor<16xi32>) -> tensor<1xi32>
    %39 = stablehlo.reshape %38 : (tensor<1xi32>) -> tensor<i32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %41 = stablehlo.compare LT, %37, %40, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %42 = stablehlo.slice %36 [15:16] : (tensor<16xi32>) -> tensor<1xi32>
    %43 = stablehlo.reshape %42 : (tensor<1xi32>) -> tensor<i32>
    %44 = stablehlo.subtract %43, %c_1 : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %46 = stablehlo.minimum %37, %45 : tensor<78xi32>
    %47 = call @searchsorted(%36, %46) : (tensor<16xi32>, tensor<78xi32>) -> tensor<78xi32>
    %48 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %49 = stablehlo.add %48, %47 : tensor<78xi32>
    %50 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %51 = stablehlo.compare LT, %47, %50, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %52 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %53 = stablehlo.add %47, %52 : tensor<78xi32>
    %54 = stablehlo.select %51, %53, %47 : tensor<78xi1>, tensor<78xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %56 = "stablehlo.gather"(%36, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %57 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %58 = stablehlo.compare LT, %47, %57, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %59 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %60 = stablehlo.add %47, %59 : tensor<78xi32>
    %61 = stablehlo.select %58, %60, %47 : tensor<78xi1>, tensor<78xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %63 = "stablehlo.gather"(%35, %62) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %64 = stablehlo.subtract %56, %63 : tensor<78xi32>
    %65 = stablehlo.subtract %46, %64 : tensor<78xi32>
    %66 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %67 = stablehlo.compare LT, %49, %66, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %68 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %69 = stablehlo.add %49, %68 : tensor<78xi32>
    %70 = stablehlo.select %67, %69, %49 : tensor<78xi1>, tensor<78xi32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %72 = "stablehlo.gather"(%33, %71) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %73 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %74 = stablehlo.compare LE, %72, %73, SIGNED : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi1>
    %75 = stablehlo.convert %74 : (tensor<78x1xi1>) -> tensor<78x1xi32>
    %76 = stablehlo.reduce(%75 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<78x1xi32>, tensor<i32>) -> tensor<78xi32>
    %77 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %78 = stablehlo.minimum %76, %77 : tensor<78xi32>
    %79 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %80 = stablehlo.compare LT, %49, %79, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %81 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %82 = stablehlo.add %49, %81 : tensor<78xi32>
    %83 = stablehlo.select %80, %82, %49 : tensor<78xi1>, tensor<78xi32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %85 = "stablehlo.gather"(%33, %84) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %86 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %87 = stablehlo.compare LT, %49, %86, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %88 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %89 = stablehlo.add %49, %88 : tensor<78xi32>
    %90 = stablehlo.select %87, %89, %49 : tensor<78xi1>, tensor<78xi32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %92 = "stablehlo.gather"(%31, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %93 = stablehlo.subtract %85, %92 : tensor<78x1xi32>
    %94 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %95 = call @take_along_axis(%93, %94) : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %96 = stablehlo.reshape %95 : (tensor<78x1xi32>) -> tensor<78xi32>
    %97 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %98 = stablehlo.compare LT, %49, %97, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %99 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %100 = stablehlo.add %49, %99 : tensor<78xi32>
    %101 = stablehlo.select %98, %100, %49 : tensor<78xi1>, tensor<78xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %103 = "stablehlo.gather"(%32, %102) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %104 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %105 = stablehlo.compare GT, %103, %104, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %106 = stablehlo.subtract %65, %96 : tensor<78xi32>
    %107 = call @_where_7(%105, %106, %c_5) : (tensor<78xi1>, tensor<78xi32>, tensor<i32>) -> tensor<78xi32>
    %108 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %109 = stablehlo.compare LT, %49, %108, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %110 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %111 = stablehlo.add %49, %110 : tensor<78xi32>
    %112 = stablehlo.select %109, %111, %49 : tensor<78xi1>, tensor<78xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %114 = "stablehlo.gather"(%4, %113) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %115 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %116 = stablehlo.compare LT, %114, %115, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %117 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %118 = stablehlo.add %114, %117 : tensor<78xi32>
    %119 = stablehlo.select %116, %118, %114 : tensor<78xi1>, tensor<78xi32>
    %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %121 = stablehlo.compare LT, %78, %120, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %122 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %123 = stablehlo.add %78, %122 : tensor<78xi32>
    %124 = stablehlo.select %121, %123, %78 : tensor<78xi1>, tensor<78xi32>
    %125 = stablehlo.broadcast_in_dim %119, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %127 = stablehlo.concatenate %125, %126, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x2xi32>
    %128 = "stablehlo.gather"(%c_4, %127) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<78x2xi32>) -> tensor<78xi32>
    %129 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %130 = stablehlo.compare LT, %49, %129, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %131 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %132 = stablehlo.add %49, %131 : tensor<78xi32>
    %133 = stablehlo.select %130, %132, %49 : tensor<78xi1>, tensor<78xi32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %135 = "stablehlo.gather"(%5, %134) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %136 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %137 = stablehlo.compare LT, %49, %136, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %138 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %139 = stablehlo.add %49, %138 : tensor<78xi32>
    %140 = stablehlo.select %137, %139, %49 : tensor<78xi1>, tensor<78xi32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %142 = "stablehlo.gather"(%32, %141) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %143 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %144 = stablehlo.compare GT, %142, %143, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %145 = stablehlo.and %41, %144 : tensor<78xi1>
    %146 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %147 = stablehlo.compare LT, %128, %146, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %148 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %149 = stablehlo.add %128, %148 : tensor<78xi32>
    %150 = stablehlo.select %147, %149, %128 : tensor<78xi1>, tensor<78xi32>
    %151 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %152 = stablehlo.compare LT, %135, %151, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %153 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %154 = stablehlo.add %135, %153 : tensor<78xi32>
    %155 = stablehlo.select %152, %154, %135 : tensor<78xi1>, tensor<78xi32>
    %156 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %157 = stablehlo.compare LT, %107, %156, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %158 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %159 = stablehlo.add %107, %158 : tensor<78xi32>
    %160 = stablehlo.select %157, %159, %107 : tensor<78xi1>, tensor<78xi32>
    %161 = stablehlo.broadcast_in_dim %150, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %162 = stablehlo.broadcast_in_dim %155, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %163 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %164 = stablehlo.concatenate %161, %162, %163, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x3xi32>
    %165 = "stablehlo.gather"(%arg0, %164) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x16x8xi8>, tensor<78x3xi32>) -> tensor<78xi8>
    %166 = stablehlo.convert %165 : (tensor<78xi8>) -> tensor<78xi32>
    %167 = call @_where_7(%145, %166, %c_5) : (tensor<78xi1>, tensor<78xi32>, tensor<i32>) -> tensor<78xi32>
    %168 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %169 = stablehlo.compare EQ, %65, %168, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %170 = stablehlo.and %41, %169 : tensor<78xi1>
    %171 = call @_where_8(%170, %c, %c_5) : (tensor<78xi1>, tensor<i32>, tensor<i32>) -> tensor<78xi32>
    %172 = stablehlo.convert %171 : tensor<78xi32>
    %173 = stablehlo.or %167, %172 : tensor<78xi32>
    %174 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %175 = stablehlo.compare LT, %47, %174, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %176 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %177 = stablehlo.add %47, %176 : tensor<78xi32>
    %178 = stablehlo.select %175, %177, %47 : tensor<78xi1>, tensor<78xi32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %180 = "stablehlo.gather"(%35, %179) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %181 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %182 = stablehlo.subtract %180, %181 : tensor<78xi32>
    %183 = stablehlo.compare EQ, %65, %182, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %184 = stablehlo.and %41, %183 : tensor<78xi1>
    %185 = call @_where_8(%184, %c_0, %c_5) : (tensor<78xi1>, tensor<i32>, tensor<i32>) -> tensor<78xi32>
    %186 = stablehlo.convert %185 : tensor<78xi32>
    %187 = stablehlo.or %173, %186 : tensor<78xi32>
    %188 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %189 = stablehlo.compare LT, %49, %188, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %190 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %191 = stablehlo.add %49, %190 : tensor<78xi32>
    %192 = stablehlo.select %189, %191, %49 : tensor<78xi1>, tensor<78xi32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %194 = "stablehlo.gather"(%4, %193) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %195 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %196 = stablehlo.compare LT, %194, %195, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %197 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %198 = stablehlo.add %194, %197 : tensor<78xi32>
    %199 = stablehlo.select %196, %198, %194 : tensor<78xi1>, tensor<78xi32>
    %200 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %201 = stablehlo.compare LT, %78, %200, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %202 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %203 = stablehlo.add %78, %202 : tensor<78xi32>
    %204 = stablehlo.select %201, %203, %78 : tensor<78xi1>, tensor<78xi32>
    %205 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %207 = stablehlo.concatenate %205, %206, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x2xi32>
    %208 = "stablehlo.gather"(%c_4, %207) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<78x2xi32>) -> tensor<78xi32>
    %209 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %210 = stablehlo.multiply %208, %209 : tensor<78xi32>
    %211 = stablehlo.add %210, %135 : tensor<78xi32>
    %212 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %213 = stablehlo.compare LT, %128, %212, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %214 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %215 = stablehlo.add %128, %214 : tensor<78xi32>
    %216 = stablehlo.select %213, %215, %128 : tensor<78xi1>, tensor<78xi32>
    %217 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %218 = stablehlo.compare LT, %135, %217, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %219 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %220 = stablehlo.add %135, %219 : tensor<78xi32>
    %221 = stablehlo.select %218, %220, %135 : tensor<78xi1>, tensor<78xi32>
    %222 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %223 = stablehlo.compare LT, %107, %222, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %224 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %225 = stablehlo.add %107, %224 : tensor<78xi32>
    %226 = stablehlo.select %223, %225, %107 : tensor<78xi1>, tensor<78xi32>
    %227 = stablehlo.broadcast_in_dim %216, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %228 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %229 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %230 = stablehlo.concatenate %227, %228, %229, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x3xi32>
    %231 = "stablehlo.gather"(%arg1, %230) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x16x8xi8>, tensor<78x3xi32>) -> tensor<78xi8>
    %232 = stablehlo.convert %211 : (tensor<78xi32>) -> tensor<78xi8>
    %233 = stablehlo.convert %187 : (tensor<78xi32>) -> tensor<78xi8>
    %234:2 = stablehlo.custom_call @tpu_custom_call(%232, %231, %233, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ac640327c06a50fa84dc7a0a3b011273f385e876f956f78e04277aa3e7344dda\22, \22cost_estimate\22: {\22bytes_accessed\22: 360710144, \22flops\22: 83751862272, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<78xi8>, tensor<78xi8>, tensor<78xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>) -> (tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>)
    %235 = stablehlo.convert %234#0 : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xf32>
    %236 = stablehlo.convert %234#0 : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<8x4096x256xf32>
    %238 = stablehlo.reduce(%237 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x4096x256xf32>, tensor<f32>) -> tensor<8x4096xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 2] : (tensor<8x4096xf32>) -> tensor<8x1x4096xf32>
    %240 = stablehlo.iota dim = 0 : tensor<16xi32>
    %241 = call @floor_divide(%240, %c_3) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %242 = call @remainder(%240, %c_3) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %243 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x16x8xi8>
    %244 = stablehlo.compare NE, %arg0, %243, SIGNED : (tensor<1x16x8xi8>, tensor<1x16x8xi8>) -> tensor<1x16x8xi1>
    %245 = stablehlo.convert %244 : (tensor<1x16x8xi1>) -> tensor<1x16x8xi32>
    %246 = stablehlo.reduce(%245 init: %c_5) applies stablehlo.add across dimensions = [2] : (tensor<1x16x8xi32>, tensor<i32>) -> tensor<1x16xi32>
    %247 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %248 = stablehlo.compare LT, %241, %247, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %249 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %250 = stablehlo.add %241, %249 : tensor<16xi32>
    %251 = stablehlo.select %248, %250, %241 : tensor<16xi1>, tensor<16xi32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %253 = "stablehlo.gather"(%c_4, %252) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi32>
    %254 = stablehlo.broadcast_in_dim %242, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %255 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %256 = stablehlo.compare LT, %253, %255, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %257 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %258 = stablehlo.add %253, %257 : tensor<16x1xi32>
    %259 = stablehlo.select %256, %258, %253 : tensor<16x1xi1>, tensor<16x1xi32>
    %260 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %261 = stablehlo.compare LT, %254, %260, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %262 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %263 = stablehlo.add %254, %262 : tensor<16x1xi32>
    %264 = stablehlo.select %261, %263, %254 : tensor<16x1xi1>, tensor<16x1xi32>
    %265 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %267 = stablehlo.concatenate %265, %266, dim = 2 : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x2xi32>
    %268 = "stablehlo.gather"(%246, %267) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x16xi32>, tensor<16x1x2xi32>) -> tensor<16x1xi32>
    %269 = stablehlo.reduce(%268 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<16x1xi32>, tensor<i32>) -> tensor<16xi32>
    %270 = call @cumsum(%268) : (tensor<16x1xi32>) -> tensor<16x1xi32>
    %271 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %272 = stablehlo.maximum %269, %271 : tensor<16xi32>
    %273 = call @cumsum_3(%272) : (tensor<16xi32>) -> tensor<16xi32>
    %274 = stablehlo.iota dim = 0 : tensor<78xi32>
    %275 = stablehlo.slice %273 [15:16] : (tensor<16xi32>) -> tensor<1xi32>
    %276 = stablehlo.reshape %275 : (tensor<1xi32>) -> tensor<i32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %278 = stablehlo.compare LT, %274, %277, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %279 = stablehlo.slice %273 [15:16] : (tensor<16xi32>) -> tensor<1xi32>
    %280 = stablehlo.reshape %279 : (tensor<1xi32>) -> tensor<i32>
    %281 = stablehlo.subtract %280, %c_1 : tensor<i32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %283 = stablehlo.minimum %274, %282 : tensor<78xi32>
    %284 = call @searchsorted(%273, %283) : (tensor<16xi32>, tensor<78xi32>) -> tensor<78xi32>
    %285 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %286 = stablehlo.add %285, %284 : tensor<78xi32>
    %287 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %288 = stablehlo.compare LT, %284, %287, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %289 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %290 = stablehlo.add %284, %289 : tensor<78xi32>
    %291 = stablehlo.select %288, %290, %284 : tensor<78xi1>, tensor<78xi32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %293 = "stablehlo.gather"(%273, %292) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %294 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %295 = stablehlo.compare LT, %284, %294, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %296 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %297 = stablehlo.add %284, %296 : tensor<78xi32>
    %298 = stablehlo.select %295, %297, %284 : tensor<78xi1>, tensor<78xi32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %300 = "stablehlo.gather"(%272, %299) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %301 = stablehlo.subtract %293, %300 : tensor<78xi32>
    %302 = stablehlo.subtract %283, %301 : tensor<78xi32>
    %303 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %304 = stablehlo.compare LT, %286, %303, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %305 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %306 = stablehlo.add %286, %305 : tensor<78xi32>
    %307 = stablehlo.select %304, %306, %286 : tensor<78xi1>, tensor<78xi32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %309 = "stablehlo.gather"(%270, %308) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %310 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %311 = stablehlo.compare LE, %309, %310, SIGNED : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi1>
    %312 = stablehlo.convert %311 : (tensor<78x1xi1>) -> tensor<78x1xi32>
    %313 = stablehlo.reduce(%312 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<78x1xi32>, tensor<i32>) -> tensor<78xi32>
    %314 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %315 = stablehlo.minimum %313, %314 : tensor<78xi32>
    %316 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %317 = stablehlo.compare LT, %286, %316, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %318 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %319 = stablehlo.add %286, %318 : tensor<78xi32>
    %320 = stablehlo.select %317, %319, %286 : tensor<78xi1>, tensor<78xi32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %322 = "stablehlo.gather"(%270, %321) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %323 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %324 = stablehlo.compare LT, %286, %323, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %325 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %326 = stablehlo.add %286, %325 : tensor<78xi32>
    %327 = stablehlo.select %324, %326, %286 : tensor<78xi1>, tensor<78xi32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %329 = "stablehlo.gather"(%268, %328) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %330 = stablehlo.subtract %322, %329 : tensor<78x1xi32>
    %331 = stablehlo.broadcast_in_dim %315, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %332 = call @take_along_axis(%330, %331) : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %333 = stablehlo.reshape %332 : (tensor<78x1xi32>) -> tensor<78xi32>
    %334 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %335 = stablehlo.compare LT, %286, %334, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %336 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %337 = stablehlo.add %286, %336 : tensor<78xi32>
    %338 = stablehlo.select %335, %337, %286 : tensor<78xi1>, tensor<78xi32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %340 = "stablehlo.gather"(%269, %339) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %341 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %342 = stablehlo.compare GT, %340, %341, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %343 = stablehlo.subtract %302, %333 : tensor<78xi32>
    %344 = call @_where_7(%342, %343, %c_5) : (tensor<78xi1>, tensor<78xi32>, tensor<i32>) -> tensor<78xi32>
    %345 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %346 = stablehlo.compare LT, %286, %345, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %347 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %348 = stablehlo.add %286, %347 : tensor<78xi32>
    %349 = stablehlo.select %346, %348, %286 : tensor<78xi1>, tensor<78xi32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %351 = "stablehlo.gather"(%241, %350) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %352 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %353 = stablehlo.compare LT, %351, %352, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %354 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %355 = stablehlo.add %351, %354 : tensor<78xi32>
    %356 = stablehlo.select %353, %355, %351 : tensor<78xi1>, tensor<78xi32>
    %357 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %358 = stablehlo.compare LT, %315, %357, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %359 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %360 = stablehlo.add %315, %359 : tensor<78xi32>
    %361 = stablehlo.select %358, %360, %315 : tensor<78xi1>, tensor<78xi32>
    %362 = stablehlo.broadcast_in_dim %356, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %363 = stablehlo.broadcast_in_dim %361, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %364 = stablehlo.concatenate %362, %363, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x2xi32>
    %365 = "stablehlo.gather"(%c_4, %364) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<78x2xi32>) -> tensor<78xi32>
    %366 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %367 = stablehlo.compare LT, %286, %366, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %368 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %369 = stablehlo.add %286, %368 : tensor<78xi32>
    %370 = stablehlo.select %367, %369, %286 : tensor<78xi1>, tensor<78xi32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %372 = "stablehlo.gather"(%242, %371) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %373 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %374 = stablehlo.compare LT, %286, %373, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %375 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %376 = stablehlo.add %286, %375 : tensor<78xi32>
    %377 = stablehlo.select %374, %376, %286 : tensor<78xi1>, tensor<78xi32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %379 = "stablehlo.gather"(%269, %378) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %380 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %381 = stablehlo.compare GT, %379, %380, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %382 = stablehlo.and %278, %381 : tensor<78xi1>
    %383 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %384 = stablehlo.compare LT, %365, %383, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %385 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %386 = stablehlo.add %365, %385 : tensor<78xi32>
    %387 = stablehlo.select %384, %386, %365 : tensor<78xi1>, tensor<78xi32>
    %388 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %389 = stablehlo.compare LT, %372, %388, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %390 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %391 = stablehlo.add %372, %390 : tensor<78xi32>
    %392 = stablehlo.select %389, %391, %372 : tensor<78xi1>, tensor<78xi32>
    %393 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %394 = stablehlo.compare LT, %344, %393, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %395 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %396 = stablehlo.add %344, %395 : tensor<78xi32>
    %397 = stablehlo.select %394, %396, %344 : tensor<78xi1>, tensor<78xi32>
    %398 = stablehlo.broadcast_in_dim %387, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %399 = stablehlo.broadcast_in_dim %392, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %400 = stablehlo.broadcast_in_dim %397, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %401 = stablehlo.concatenate %398, %399, %400, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x3xi32>
    %402 = "stablehlo.gather"(%arg0, %401) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x16x8xi8>, tensor<78x3xi32>) -> tensor<78xi8>
    %403 = stablehlo.convert %402 : (tensor<78xi8>) -> tensor<78xi32>
    %404 = call @_where_7(%382, %403, %c_5) : (tensor<78xi1>, tensor<78xi32>, tensor<i32>) -> tensor<78xi32>
    %405 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %406 = stablehlo.compare EQ, %302, %405, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %407 = stablehlo.and %278, %406 : tensor<78xi1>
    %408 = call @_where_8(%407, %c, %c_5) : (tensor<78xi1>, tensor<i32>, tensor<i32>) -> tensor<78xi32>
    %409 = stablehlo.convert %408 : tensor<78xi32>
    %410 = stablehlo.or %404, %409 : tensor<78xi32>
    %411 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %412 = stablehlo.compare LT, %284, %411, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %413 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %414 = stablehlo.add %284, %413 : tensor<78xi32>
    %415 = stablehlo.select %412, %414, %284 : tensor<78xi1>, tensor<78xi32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %417 = "stablehlo.gather"(%272, %416) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %418 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %419 = stablehlo.subtract %417, %418 : tensor<78xi32>
    %420 = stablehlo.compare EQ, %302, %419, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %421 = stablehlo.and %278, %420 : tensor<78xi1>
    %422 = call @_where_8(%421, %c_0, %c_5) : (tensor<78xi1>, tensor<i32>, tensor<i32>) -> tensor<78xi32>
    %423 = stablehlo.convert %422 : tensor<78xi32>
    %424 = stablehlo.or %410, %423 : tensor<78xi32>
    %425 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %426 = stablehlo.compare LT, %286, %425, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %427 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %428 = stablehlo.add %286, %427 : tensor<78xi32>
    %429 = stablehlo.select %426, %428, %286 : tensor<78xi1>, tensor<78xi32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %431 = "stablehlo.gather"(%241, %430) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %432 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %433 = stablehlo.compare LT, %431, %432, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %434 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %435 = stablehlo.add %431, %434 : tensor<78xi32>
    %436 = stablehlo.select %433, %435, %431 : tensor<78xi1>, tensor<78xi32>
    %437 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %438 = stablehlo.compare LT, %315, %437, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %439 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %440 = stablehlo.add %315, %439 : tensor<78xi32>
    %441 = stablehlo.select %438, %440, %315 : tensor<78xi1>, tensor<78xi32>
    %442 = stablehlo.broadcast_in_dim %436, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %443 = stablehlo.broadcast_in_dim %441, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %444 = stablehlo.concatenate %442, %443, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x2xi32>
    %445 = "stablehlo.gather"(%c_4, %444) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<78x2xi32>) -> tensor<78xi32>
    %446 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %447 = stablehlo.multiply %445, %446 : tensor<78xi32>
    %448 = stablehlo.add %447, %372 : tensor<78xi32>
    %449 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %450 = stablehlo.compare LT, %365, %449, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %451 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %452 = stablehlo.add %365, %451 : tensor<78xi32>
    %453 = stablehlo.select %450, %452, %365 : tensor<78xi1>, tensor<78xi32>
    %454 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %455 = stablehlo.compare LT, %372, %454, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %456 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %457 = stablehlo.add %372, %456 : tensor<78xi32>
    %458 = stablehlo.select %455, %457, %372 : tensor<78xi1>, tensor<78xi32>
    %459 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %460 = stablehlo.compare LT, %344, %459, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %461 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %462 = stablehlo.add %344, %461 : tensor<78xi32>
    %463 = stablehlo.select %460, %462, %344 : tensor<78xi1>, tensor<78xi32>
    %464 = stablehlo.broadcast_in_dim %453, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %465 = stablehlo.broadcast_in_dim %458, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %466 = stablehlo.broadcast_in_dim %463, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %467 = stablehlo.concatenate %464, %465, %466, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x3xi32>
    %468 = "stablehlo.gather"(%arg1, %467) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x16x8xi8>, tensor<78x3xi32>) -> tensor<78xi8>
    %469 = stablehlo.convert %448 : (tensor<78xi32>) -> tensor<78xi8>
    %470 = stablehlo.convert %424 : (tensor<78xi32>) -> tensor<78xi8>
    %471 = stablehlo.custom_call @tpu_custom_call(%469, %468, %470, %0, %1, %2, %234#0, %234#1, %239) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:33d15e5bb74dc1783978a7581ef8fd23eb76271a86eed84ec5f6d638de5bbb49\22, \22cost_estimate\22: {\22bytes_accessed\22: 377487360, \22flops\22: 125627793408, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<78xi8>, tensor<78xi8>, tensor<78xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>, tensor<8x1x4096xf32>) -> tensor<8x4096x256xbf16>
    %472 = stablehlo.iota dim = 0 : tensor<8xi32>
    %473 = call @floor_divide_9(%472, %c_0) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %474 = call @remainder_11(%472, %c_0) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %475 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x8x16xi8>
    %476 = stablehlo.compare NE, %arg2, %475, SIGNED : (tensor<1x8x16xi8>, tensor<1x8x16xi8>) -> tensor<1x8x16xi1>
    %477 = stablehlo.convert %476 : (tensor<1x8x16xi1>) -> tensor<1x8x16xi32>
    %478 = stablehlo.reduce(%477 init: %c_5) applies stablehlo.add across dimensions = [2] : (tensor<1x8x16xi32>, tensor<i32>) -> tensor<1x8xi32>
    %479 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %480 = stablehlo.compare LT, %473, %479, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %481 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %482 = stablehlo.add %473, %481 : tensor<8xi32>
    %483 = stablehlo.select %480, %482, %473 : tensor<8xi1>, tensor<8xi32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %485 = "stablehlo.gather"(%c_4, %484) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %486 = stablehlo.broadcast_in_dim %474, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %487 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %488 = stablehlo.compare LT, %485, %487, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %489 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %490 = stablehlo.add %485, %489 : tensor<8x1xi32>
    %491 = stablehlo.select %488, %490, %485 : tensor<8x1xi1>, tensor<8x1xi32>
    %492 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %493 = stablehlo.compare LT, %486, %492, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %494 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %495 = stablehlo.add %486, %494 : tensor<8x1xi32>
    %496 = stablehlo.select %493, %495, %486 : tensor<8x1xi1>, tensor<8x1xi32>
    %497 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %498 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %499 = stablehlo.concatenate %497, %498, dim = 2 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x2xi32>
    %500 = "stablehlo.gather"(%478, %499) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi32>, tensor<8x1x2xi32>) -> tensor<8x1xi32>
    %501 = stablehlo.reduce(%500 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<8x1xi32>, tensor<i32>) -> tensor<8xi32>
    %502 = call @cumsum_12(%500) : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %503 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %504 = stablehlo.maximum %501, %503 : tensor<8xi32>
    %505 = call @cumsum_14(%504) : (tensor<8xi32>) -> tensor<8xi32>
    %506 = stablehlo.iota dim = 0 : tensor<78xi32>
    %507 = stablehlo.slice %505 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
    %508 = stablehlo.reshape %507 : (tensor<1xi32>) -> tensor<i32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %510 = stablehlo.compare LT, %506, %509, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %511 = stablehlo.slice %505 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
    %512 = stablehlo.reshape %511 : (tensor<1xi32>) -> tensor<i32>
    %513 = stablehlo.subtract %512, %c_1 : tensor<i32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %515 = stablehlo.minimum %506, %514 : tensor<78xi32>
    %516 = call @searchsorted_16(%505, %515) : (tensor<8xi32>, tensor<78xi32>) -> tensor<78xi32>
    %517 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %518 = stablehlo.add %517, %516 : tensor<78xi32>
    %519 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %520 = stablehlo.compare LT, %516, %519, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %521 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %522 = stablehlo.add %516, %521 : tensor<78xi32>
    %523 = stablehlo.select %520, %522, %516 : tensor<78xi1>, tensor<78xi32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %525 = "stablehlo.gather"(%505, %524) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %526 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %527 = stablehlo.compare LT, %516, %526, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %528 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %529 = stablehlo.add %516, %528 : tensor<78xi32>
    %530 = stablehlo.select %527, %529, %516 : tensor<78xi1>, tensor<78xi32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %532 = "stablehlo.gather"(%504, %531) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %533 = stablehlo.subtract %525, %532 : tensor<78xi32>
    %534 = stablehlo.subtract %515, %533 : tensor<78xi32>
    %535 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %536 = stablehlo.compare LT, %518, %535, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %537 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %538 = stablehlo.add %518, %537 : tensor<78xi32>
    %539 = stablehlo.select %536, %538, %518 : tensor<78xi1>, tensor<78xi32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %541 = "stablehlo.gather"(%502, %540) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %542 = stablehlo.broadcast_in_dim %534, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %543 = stablehlo.compare LE, %541, %542, SIGNED : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi1>
    %544 = stablehlo.convert %543 : (tensor<78x1xi1>) -> tensor<78x1xi32>
    %545 = stablehlo.reduce(%544 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<78x1xi32>, tensor<i32>) -> tensor<78xi32>
    %546 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %547 = stablehlo.minimum %545, %546 : tensor<78xi32>
    %548 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %549 = stablehlo.compare LT, %518, %548, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %550 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %551 = stablehlo.add %518, %550 : tensor<78xi32>
    %552 = stablehlo.select %549, %551, %518 : tensor<78xi1>, tensor<78xi32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %554 = "stablehlo.gather"(%502, %553) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %555 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %556 = stablehlo.compare LT, %518, %555, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %557 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %558 = stablehlo.add %518, %557 : tensor<78xi32>
    %559 = stablehlo.select %556, %558, %518 : tensor<78xi1>, tensor<78xi32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %561 = "stablehlo.gather"(%500, %560) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %562 = stablehlo.subtract %554, %561 : tensor<78x1xi32>
    %563 = stablehlo.broadcast_in_dim %547, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %564 = call @take_along_axis(%562, %563) : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi32>
    %565 = stablehlo.reshape %564 : (tensor<78x1xi32>) -> tensor<78xi32>
    %566 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %567 = stablehlo.compare LT, %518, %566, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %568 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %569 = stablehlo.add %518, %568 : tensor<78xi32>
    %570 = stablehlo.select %567, %569, %518 : tensor<78xi1>, tensor<78xi32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %572 = "stablehlo.gather"(%501, %571) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %573 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %574 = stablehlo.compare GT, %572, %573, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %575 = stablehlo.subtract %534, %565 : tensor<78xi32>
    %576 = call @_where_7(%574, %575, %c_5) : (tensor<78xi1>, tensor<78xi32>, tensor<i32>) -> tensor<78xi32>
    %577 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %578 = stablehlo.compare LT, %518, %577, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %579 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %580 = stablehlo.add %518, %579 : tensor<78xi32>
    %581 = stablehlo.select %578, %580, %518 : tensor<78xi1>, tensor<78xi32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %583 = "stablehlo.gather"(%473, %582) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %584 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %585 = stablehlo.compare LT, %583, %584, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %586 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %587 = stablehlo.add %583, %586 : tensor<78xi32>
    %588 = stablehlo.select %585, %587, %583 : tensor<78xi1>, tensor<78xi32>
    %589 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %590 = stablehlo.compare LT, %547, %589, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %591 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %592 = stablehlo.add %547, %591 : tensor<78xi32>
    %593 = stablehlo.select %590, %592, %547 : tensor<78xi1>, tensor<78xi32>
    %594 = stablehlo.broadcast_in_dim %588, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %595 = stablehlo.broadcast_in_dim %593, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %596 = stablehlo.concatenate %594, %595, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x2xi32>
    %597 = "stablehlo.gather"(%c_4, %596) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<78x2xi32>) -> tensor<78xi32>
    %598 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %599 = stablehlo.compare LT, %518, %598, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %600 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %601 = stablehlo.add %518, %600 : tensor<78xi32>
    %602 = stablehlo.select %599, %601, %518 : tensor<78xi1>, tensor<78xi32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %604 = "stablehlo.gather"(%474, %603) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %605 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %606 = stablehlo.compare LT, %518, %605, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %607 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %608 = stablehlo.add %518, %607 : tensor<78xi32>
    %609 = stablehlo.select %606, %608, %518 : tensor<78xi1>, tensor<78xi32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %611 = "stablehlo.gather"(%501, %610) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %612 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %613 = stablehlo.compare GT, %611, %612, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %614 = stablehlo.and %510, %613 : tensor<78xi1>
    %615 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %616 = stablehlo.compare LT, %597, %615, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %617 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %618 = stablehlo.add %597, %617 : tensor<78xi32>
    %619 = stablehlo.select %616, %618, %597 : tensor<78xi1>, tensor<78xi32>
    %620 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %621 = stablehlo.compare LT, %604, %620, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %622 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %623 = stablehlo.add %604, %622 : tensor<78xi32>
    %624 = stablehlo.select %621, %623, %604 : tensor<78xi1>, tensor<78xi32>
    %625 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %626 = stablehlo.compare LT, %576, %625, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %627 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %628 = stablehlo.add %576, %627 : tensor<78xi32>
    %629 = stablehlo.select %626, %628, %576 : tensor<78xi1>, tensor<78xi32>
    %630 = stablehlo.broadcast_in_dim %619, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %631 = stablehlo.broadcast_in_dim %624, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %632 = stablehlo.broadcast_in_dim %629, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %633 = stablehlo.concatenate %630, %631, %632, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x3xi32>
    %634 = "stablehlo.gather"(%arg2, %633) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x8x16xi8>, tensor<78x3xi32>) -> tensor<78xi8>
    %635 = stablehlo.convert %634 : (tensor<78xi8>) -> tensor<78xi32>
    %636 = call @_where_7(%614, %635, %c_5) : (tensor<78xi1>, tensor<78xi32>, tensor<i32>) -> tensor<78xi32>
    %637 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %638 = stablehlo.compare EQ, %534, %637, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %639 = stablehlo.and %510, %638 : tensor<78xi1>
    %640 = call @_where_8(%639, %c, %c_5) : (tensor<78xi1>, tensor<i32>, tensor<i32>) -> tensor<78xi32>
    %641 = stablehlo.convert %640 : tensor<78xi32>
    %642 = stablehlo.or %636, %641 : tensor<78xi32>
    %643 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %644 = stablehlo.compare LT, %516, %643, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %645 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %646 = stablehlo.add %516, %645 : tensor<78xi32>
    %647 = stablehlo.select %644, %646, %516 : tensor<78xi1>, tensor<78xi32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %649 = "stablehlo.gather"(%504, %648) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %650 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %651 = stablehlo.subtract %649, %650 : tensor<78xi32>
    %652 = stablehlo.compare EQ, %534, %651, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %653 = stablehlo.and %510, %652 : tensor<78xi1>
    %654 = call @_where_8(%653, %c_0, %c_5) : (tensor<78xi1>, tensor<i32>, tensor<i32>) -> tensor<78xi32>
    %655 = stablehlo.convert %654 : tensor<78xi32>
    %656 = stablehlo.or %642, %655 : tensor<78xi32>
    %657 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %658 = stablehlo.compare LT, %518, %657, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %659 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %660 = stablehlo.add %518, %659 : tensor<78xi32>
    %661 = stablehlo.select %658, %660, %518 : tensor<78xi1>, tensor<78xi32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %663 = "stablehlo.gather"(%473, %662) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<78x1xi32>) -> tensor<78xi32>
    %664 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %665 = stablehlo.compare LT, %663, %664, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %666 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %667 = stablehlo.add %663, %666 : tensor<78xi32>
    %668 = stablehlo.select %665, %667, %663 : tensor<78xi1>, tensor<78xi32>
    %669 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %670 = stablehlo.compare LT, %547, %669, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %671 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %672 = stablehlo.add %547, %671 : tensor<78xi32>
    %673 = stablehlo.select %670, %672, %547 : tensor<78xi1>, tensor<78xi32>
    %674 = stablehlo.broadcast_in_dim %668, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %675 = stablehlo.broadcast_in_dim %673, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %676 = stablehlo.concatenate %674, %675, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x2xi32>
    %677 = "stablehlo.gather"(%c_4, %676) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<78x2xi32>) -> tensor<78xi32>
    %678 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %679 = stablehlo.multiply %677, %678 : tensor<78xi32>
    %680 = stablehlo.add %679, %604 : tensor<78xi32>
    %681 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %682 = stablehlo.compare LT, %597, %681, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %683 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %684 = stablehlo.add %597, %683 : tensor<78xi32>
    %685 = stablehlo.select %682, %684, %597 : tensor<78xi1>, tensor<78xi32>
    %686 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %687 = stablehlo.compare LT, %604, %686, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %688 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %689 = stablehlo.add %604, %688 : tensor<78xi32>
    %690 = stablehlo.select %687, %689, %604 : tensor<78xi1>, tensor<78xi32>
    %691 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %692 = stablehlo.compare LT, %576, %691, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %693 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %694 = stablehlo.add %576, %693 : tensor<78xi32>
    %695 = stablehlo.select %692, %694, %576 : tensor<78xi1>, tensor<78xi32>
    %696 = stablehlo.broadcast_in_dim %685, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %697 = stablehlo.broadcast_in_dim %690, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %698 = stablehlo.broadcast_in_dim %695, dims = [0] : (tensor<78xi32>) -> tensor<78x1xi32>
    %699 = stablehlo.concatenate %696, %697, %698, dim = 1 : (tensor<78x1xi32>, tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x3xi32>
    %700 = "stablehlo.gather"(%arg3, %699) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x8x16xi8>, tensor<78x3xi32>) -> tensor<78xi8>
    %701 = stablehlo.convert %680 : (tensor<78xi32>) -> tensor<78xi8>
    %702 = stablehlo.convert %656 : (tensor<78xi32>) -> tensor<78xi8>
    %703:2 = stablehlo.custom_call @tpu_custom_call(%701, %700, %702, %0, %1, %2, %234#0, %234#1, %239) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:1b5eec8742875c65705eac45db6f8916a735dc411accf551fabf07b63d0761f8\22, \22cost_estimate\22: {\22bytes_accessed\22: 171966464, \22flops\22: 167503724544, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 81788928}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<78xi8>, tensor<78xi8>, tensor<78xi8>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<8x1x4096xf32>, tensor<8x1x4096xf32>) -> (tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>)
    %704 = call @_pad_20(%703#1) : (tensor<1x4096x256xbf16>) -> tensor<1x4096x256xbf16>
    %705 = call @_pad_20(%703#0) : (tensor<1x4096x256xbf16>) -> tensor<1x4096x256xbf16>
    %706 = call @_pad_21(%471) : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xbf16>
    return %234#0, %706, %705, %704 : tensor<8x4096x256xbf16>, tensor<8x4096x256xbf16>, tensor<1x4096x256xbf16>, tensor<1x4096x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x4096x256xbf16>, %arg1: tensor<i32>) -> tensor<8x4096x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x256xbf16>, tensor<bf16>) -> tensor<8x4096x256xbf16>
    return %1 : tensor<8x4096x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<1x4096x256xbf16>, %arg1: tensor<i32>) -> tensor<1x4096x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x4096x256xbf16>, tensor<bf16>) -> tensor<1x4096x256xbf16>
    return %1 : tensor<1x4096x256xbf16>
  }
  func.func private @floor_divide(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<16xi32>
    %3 = stablehlo.sign %arg0 : tensor<16xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<16xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %11 = stablehlo.and %6, %10 : tensor<16xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<16xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    return %14 : tensor<16xi32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<16xi32>, %arg2: tensor<16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xi32>
    return %0 : tensor<16xi32>
  }
  func.func private @remainder(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_1(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<16xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<16xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %12 = stablehlo.and %11, %6 : tensor<16xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %14 = stablehlo.add %4, %13 : tensor<16xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<16xi1>, tensor<16xi32>
    return %15 : tensor<16xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<16x1xi32>) -> tensor<16x1xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<16x1xi32>) -> tensor<16x1xi32>
    return %0 : tensor<16x1xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<16x1xi32>) -> tensor<16x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<16x1xi32>, tensor<i32>) -> tensor<16x1xi32>
    return %1 : tensor<16x1xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<16xi32>) -> tensor<16xi32> {
    %0 = call @cumsum_4(%arg0) : (tensor<16xi32>) -> tensor<16xi32>
    return %0 : tensor<16xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<16xi32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[15, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 16>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    return %1 : tensor<16xi32>
  }
  func.func private @searchsorted(%arg0: tensor<16xi32>, %arg1: tensor<78xi32>) -> tensor<78xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<16xi32>, tensor<78xi32>) -> tensor<78xi32>
    return %0 : tensor<78xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<16xi32>, %arg1: tensor<78xi32>) -> tensor<78xi32> {
    %0 = call @_searchsorted_scan_impl_5(%arg0, %arg1) : (tensor<16xi32>, tensor<78xi32>) -> tensor<78xi32>
    return %0 : tensor<78xi32>
  }
  func.func private @_searchsorted_scan_impl_5(%arg0: tensor<16xi32>, %arg1: tensor<78xi32>) -> tensor<78xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<16> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<78xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<78xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<16xi32>, tensor<78xi32>, tensor<i32>, tensor<78xui32>, tensor<78xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<16xi32>, tensor<78xi32>, tensor<78xui32>, tensor<78xui32>) -> (tensor<78xui32>, tensor<78xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<16xi32>, tensor<78xi32>, tensor<i32>, tensor<78xui32>, tensor<78xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<78xui32>) -> tensor<78xi32>
    return %3 : tensor<78xi32>
  }
  func.func private @closed_call(%arg0: tensor<16xi32>, %arg1: tensor<78xi32>, %arg2: tensor<78xui32>, %arg3: tensor<78xui32>) -> (tensor<78xui32>, tensor<78xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<78xui32>
    %1 = call @floor_divide_6(%0, %c) : (tensor<78xui32>, tensor<i32>) -> tensor<78xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<78xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<78xui32>) -> tensor<78x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<16xi32>, tensor<78x1xui32>) -> tensor<78x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<78x1xi32>) -> tensor<78xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<78xi1>, tensor<78xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<78xi1>, tensor<78xui32>
    return %7, %8 : tensor<78xui32>, tensor<78xui32>
  }
  func.func private @floor_divide_6(%arg0: tensor<78xui32>, %arg1: tensor<i32>) -> tensor<78xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<78xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<78xui32>
    return %2 : tensor<78xui32>
  }
  func.func private @take_along_axis(%arg0: tensor<78x1xi32>, %arg1: tensor<78x1xi32>) -> tensor<78x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<78x1xi32>, tensor<78x1xi32>) -> tensor<78x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<78x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<78x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<78x1xi1>, tensor<78x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<78x1xi32>) -> tensor<78x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<78x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<78x1x1xi32>, tensor<78x1x1xi32>) -> tensor<78x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<78x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<78x1x1xi32>, tensor<78x1x1xi32>) -> tensor<78x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<78x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<78x1x1xi1>, tensor<i1>) -> tensor<78x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<78x1xi32>, tensor<78x1x1xi32>) -> tensor<78x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<78x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<78x1xi1>, tensor<78x1xi32>
    return %15 : tensor<78x1xi32>
  }
  func.func private @_where_7(%arg0: tensor<78xi1>, %arg1: tensor<78xi32>, %arg2: tensor<i32>) -> tensor<78xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<78xi1>, tensor<78xi32>
    return %2 : tensor<78xi32>
  }
  func.func private @_where_8(%arg0: tensor<78xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<78xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<78xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<78xi1>, tensor<78xi32>
    return %2 : tensor<78xi32>
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
  func.func private @searchsorted_16(%arg0: tensor<8xi32>, %arg1: tensor<78xi32>) -> tensor<78xi32> {
    %0 = call @_searchsorted_scan_impl_17(%arg0, %arg1) : (tensor<8xi32>, tensor<78xi32>) -> tensor<78xi32>
    return %0 : tensor<78xi32>
  }
  func.func private @_searchsorted_scan_impl_17(%arg0: tensor<8xi32>, %arg1: tensor<78xi32>) -> tensor<78xi32> {
    %0 = call @_searchsorted_scan_impl_18(%arg0, %arg1) : (tensor<8xi32>, tensor<78xi32>) -> tensor<78xi32>
    return %0 : tensor<78xi32>
  }
  func.func private @_searchsorted_scan_impl_18(%arg0: tensor<8xi32>, %arg1: tensor<78xi32>) -> tensor<78xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<78xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<78xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<8xi32>, tensor<78xi32>, tensor<i32>, tensor<78xui32>, tensor<78xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_19(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<8xi32>, tensor<78xi32>, tensor<78xui32>, tensor<78xui32>) -> (tensor<78xui32>, tensor<78xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<8xi32>, tensor<78xi32>, tensor<i32>, tensor<78xui32>, tensor<78xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<78xui32>) -> tensor<78xi32>
    return %3 : tensor<78xi32>
  }
  func.func private @closed_call_19(%arg0: tensor<8xi32>, %arg1: tensor<78xi32>, %arg2: tensor<78xui32>, %arg3: tensor<78xui32>) -> (tensor<78xui32>, tensor<78xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<78xui32>
    %1 = call @floor_divide_6(%0, %c) : (tensor<78xui32>, tensor<i32>) -> tensor<78xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<78xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<78xui32>) -> tensor<78x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<78x1xui32>) -> tensor<78x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<78x1xi32>) -> tensor<78xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<78xi32>, tensor<78xi32>) -> tensor<78xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<78xi1>, tensor<78xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<78xi1>, tensor<78xui32>
    return %7, %8 : tensor<78xui32>, tensor<78xui32>
  }
  func.func private @_pad_20(%arg0: tensor<1x4096x256xbf16>) -> tensor<1x4096x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x4096x256xbf16>, tensor<bf16>) -> tensor<1x4096x256xbf16>
    %1 = stablehlo.slice %0 [0:1, 0:4096, 0:256] : (tensor<1x4096x256xbf16>) -> tensor<1x4096x256xbf16>
    return %1 : tensor<1x4096x256xbf16>
  }
  func.func private @_pad_21(%arg0: tensor<8x4096x256xbf16>) -> tensor<8x4096x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x256xbf16>, tensor<bf16>) -> tensor<8x4096x256xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:4096, 0:256] : (tensor<8x4096x256xbf16>) -> tensor<8x4096x256xbf16>
    return %1 : tensor<8x4096x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:ac640327c06a50fa84dc7a0a3b011273f385e876f956f78e04277aa3e7344dda
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg10: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<256x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<256x256xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 78>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 256>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<78xi8, #tpu.memory_space<smem>>
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
      %15 = vector.broadcast %cst : f32 to vector<256x128xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg10[%c0, %c0_5] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %17 = vector.shape_cast %16 : vector<256x128xf32> to vector<256x128xf32>
      %18 = vector.shape_cast %15 : vector<256x128xf32> to vector<256x128xf32>
      tpu.vector_store %arg10[%c0, %c0_5], %18 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<256x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg11[%c0_7, %c0_8] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %21 = vector.shape_cast %20 : vector<256x128xf32> to vector<256x128xf32>
      %22 = vector.shape_cast %19 : vector<256x128xf32> to vector<256x128xf32>
      tpu.vector_store %arg11[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<256x256xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg12[%c0_10, %c0_11] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %25 = vector.shape_cast %24 : vector<256x256xf32> to vector<256x256xf32>
      %26 = vector.shape_cast %23 : vector<256x256xf32> to vector<256x256xf32>
      tpu.vector_store %arg12[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
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
      %15 = vector.load %arg5[%c0, %c0_5, %c0_6] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
      %16 = vector.shape_cast %15 : vector<1x256x256xbf16> to vector<256x256xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<256x512xf32>
      %19 = tpu.matmul %16, %18, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
      %cst_10 = arith.constant 6.250000e-02 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<256x512xf32>
      %21 = arith.mulf %19, %20 : vector<256x512xf32>
      %22 = arith.index_cast %arg1 : i32 to index
      %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
      %24 = arith.extsi %23 : i8 to i32
      %c16_i32 = arith.constant 16 : i32
      %c0_i32_11 = arith.constant 0 : i32
      %25 = arith.cmpi eq, %c16_i32, %c0_i32_11 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = arith.select %25, %c1_i32, %c16_i32 : i32
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
      %36 = memref.load %arg3[%35] : memref<78xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %c256_i32 = arith.constant 256 : i32
      %38 = arith.muli %34, %c256_i32 : i32
      %39 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
      %40 = vector.broadcast %38 : i32 to vector<256x512xi32>
      %41 = arith.addi %40, %39 : vector<256x512xi32>
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32 : i32
      %43 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
      %44 = vector.broadcast %42 : i32 to vector<256x512xi32>
      %45 = arith.addi %44, %43 : vector<256x512xi32>
      %46 = arith.cmpi sle, %45, %41 : vector<256x512xi32>
      %c1280_i32 = arith.constant 1280 : i32
      %47 = vector.broadcast %c1280_i32 : i32 to vector<256x512xi32>
      %48 = arith.cmpi slt, %45, %47 : vector<256x512xi32>
      %49 = arith.ori %46, %48 : vector<256x512xi1>
      %c4096_i32 = arith.constant 4096 : i32
      %50 = vector.broadcast %c4096_i32 : i32 to vector<256x512xi32>
      %51 = arith.cmpi slt, %41, %50 : vector<256x512xi32>
      %52 = arith.andi %49, %51 : vector<256x512xi1>
      %c4096_i32_15 = arith.constant 4096 : i32
      %53 = vector.broadcast %c4096_i32_15 : i32 to vector<256x512xi32>
      %54 = arith.cmpi slt, %45, %53 : vector<256x512xi32>
      %55 = arith.andi %52, %54 : vector<256x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.cmpi eq, %3, %c2_i32 : i32
      %57 = vector.broadcast %56 : i1 to vector<256x512xi1>
      %58 = arith.ori %55, %57 : vector<256x512xi1>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %59 = vector.load %arg10[%c0_16, %c0_17] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %cst_18 = arith.constant 0xFF800000 : f32
      %60 = vector.broadcast %cst_18 : f32 to vector<256x512xf32>
      %61 = arith.select %58, %21, %60 : vector<256x512xi1>, vector<256x512xf32>
      %cst_19 = arith.constant dense<0xFF800000> : vector<256xf32>
      %62 = vector.multi_reduction <maximumf>, %61, %cst_19 [1] : vector<256x512xf32> to vector<256xf32>
      %63 = vector.shape_cast %62 : vector<256xf32> to vector<256x1xf32>
      %64 = vector.broadcast %63 : vector<256x1xf32> to vector<256x128xf32>
      %65 = arith.maximumf %59, %64 : vector<256x128xf32>
      %cst_20 = arith.constant 0xFF800000 : f32
      %66 = vector.broadcast %cst_20 : f32 to vector<256x128xf32>
      %67 = arith.cmpf oeq, %65, %66 : vector<256x128xf32>
      %cst_21 = arith.constant 0.000000e+00 : f32
      %68 = vector.broadcast %cst_21 : f32 to vector<256x128xf32>
      %69 = arith.select %67, %68, %65 : vector<256x128xi1>, vector<256x128xf32>
      %70 = vector.extract_strided_slice %69 {offsets = [0, 0], sizes = [256, 1], strides = [1, 1]} : vector<256x128xf32> to vector<256x1xf32>
      %71 = vector.broadcast %70 : vector<256x1xf32> to vector<256x512xf32>
      %72 = arith.subf %21, %71 : vector<256x512xf32>
      %73 = math.exp %72 : vector<256x512xf32>
      %cst_22 = arith.constant 0.000000e+00 : f32
      %74 = vector.broadcast %cst_22 : f32 to vector<256x512xf32>
      %75 = arith.select %58, %73, %74 : vector<256x512xi1>, vector<256x512xf32>
      %76 = arith.subf %59, %69 : vector<256x128xf32>
      %77 = math.exp %76 : vector<256x128xf32>
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %78 = vector.load %arg11[%c0_23, %c0_24] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %79 = arith.mulf %77, %78 : vector<256x128xf32>
      %cst_25 = arith.constant dense<0.000000e+00> : vector<256xf32>
      %80 = vector.multi_reduction <add>, %75, %cst_25 [1] : vector<256x512xf32> to vector<256xf32>
      %81 = vector.shape_cast %80 : vector<256xf32> to vector<256x1xf32>
      %82 = vector.broadcast %81 : vector<256x1xf32> to vector<256x128xf32>
      %83 = arith.addf %79, %82 : vector<256x128xf32>
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %84 = vector.load %arg11[%c0_26, %c0_27] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %85 = vector.shape_cast %84 : vector<256x128xf32> to vector<256x128xf32>
      %86 = vector.shape_cast %83 : vector<256x128xf32> to vector<256x128xf32>
      tpu.vector_store %arg11[%c0_26, %c0_27], %86 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %87 = vector.load %arg7[%c0_28, %c0_29, %c0_30] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %88 = vector.shape_cast %87 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %89 = vector.extract_strided_slice %77 {offsets = [0, 0], sizes = [256, 1], strides = [1, 1]} : vector<256x128xf32> to vector<256x1xf32>
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %90 = vector.load %arg12[%c0_31, %c0_32] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %91 = vector.broadcast %89 : vector<256x1xf32> to vector<256x256xf32>
      %92 = arith.mulf %91, %90 : vector<256x256xf32>
      %93 = arith.truncf %75 : vector<256x512xf32> to vector<256x512xbf16>
      %cst_33 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
      %94 = tpu.matmul %93, %88, %cst_33 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
      %95 = arith.addf %92, %94 : vector<256x256xf32>
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %96 = vector.load %arg12[%c0_34, %c0_35] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %97 = vector.shape_cast %96 : vector<256x256xf32> to vector<256x256xf32>
      %98 = vector.shape_cast %95 : vector<256x256xf32> to vector<256x256xf32>
      tpu.vector_store %arg12[%c0_34, %c0_35], %98 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %99 = vector.load %arg10[%c0_36, %c0_37] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %100 = vector.shape_cast %99 : vector<256x128xf32> to vector<256x128xf32>
      %101 = vector.shape_cast %65 : vector<256x128xf32> to vector<256x128xf32>
      tpu.vector_store %arg10[%c0_36, %c0_37], %101 {strides = array<i32>} : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg11[%c0, %c0_5] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<256x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<256x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg12[%c0_6, %c0_7] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %cst_8 = arith.constant 1.000000e+00 : f32
      %19 = vector.broadcast %cst_8 : f32 to vector<256x128xf32>
      %20 = arith.select %17, %15, %19 : vector<256x128xi1>, vector<256x128xf32>
      %21 = vector.extract_strided_slice %20 {offsets = [0, 0], sizes = [256, 1], strides = [1, 1]} : vector<256x128xf32> to vector<256x1xf32>
      %22 = vector.broadcast %21 : vector<256x1xf32> to vector<256x256xf32>
      %23 = arith.divf %18, %22 : vector<256x256xf32>
      %24 = arith.truncf %23 : vector<256x256xf32> to vector<256x256xbf16>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %25 = vector.load %arg8[%c0_9, %c0_10, %c0_11] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
      %26 = vector.shape_cast %25 : vector<1x256x256xbf16> to vector<256x256xbf16>
      %27 = vector.shape_cast %24 : vector<256x256xbf16> to vector<1x256x256xbf16>
      tpu.vector_store %arg8[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>, 
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %28 = vector.load %arg10[%c0_12, %c0_13] : memref<256x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
      %cst_14 = arith.constant 1.000000e+00 : f32
      %29 = vector.broadcast %cst_14 : f32 to vector<256x128xf32>
      %30 = arith.select %17, %15, %29 : vector<256x128xi1>, vector<256x128xf32>
      %31 = math.log %30 : vector<256x128xf32>
      %32 = arith.addf %28, %31 : vector<256x128xf32>
      %cst_15 = arith.constant 0xFF800000 : f32
      %33 = vector.broadcast %cst_15 : f32 to vector<256x128xf32>
      %34 = arith.select %17, %32, %33 : vector<256x128xi1>, vector<256x128xf32>
      %35 = tpu.transpose %34, [1, 0] : vector<256x128xf32> -> vector<128x256xf32>
      %36 = vector.extract_strided_slice %35 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<128x256xf32> to vector<1x256xf32>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %37 = vector.load %arg9[%c0_16, %c0_17, %c0_18] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
      %38 = vector.shape_cast %37 : vector<1x1x256xf32> to vector<1x256xf32>
      %39 = vector.shape_cast %36 : vector<1x256xf32> to vector<1x1x256xf32>
      tpu.vector_store %arg9[%c0_16, %c0_17, %c0_18], %39 {strides = array<i32>} : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c16_i32_5 = arith.constant 16 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c16_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c16_i32_5 : i32
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c8_i32 = arith.constant 8 : i32
    %22 = arith.divsi %21, %c8_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c8_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c8_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c8_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<78xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c8_i32 = arith.constant 8 : i32
    %22 = arith.divsi %21, %c8_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c8_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c8_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c8_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<78xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c16_i32_5 = arith.constant 16 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c16_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c16_i32_5 : i32
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c16_i32_5 = arith.constant 16 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c16_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c16_i32_5 : i32
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

// ---- kernel sparse_cli_dq sha256:33d15e5bb74dc1783978a7581ef8fd23eb76271a86eed84ec5f6d638de5bbb49
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg11: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg12: memref<256x256xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 78>, scalar_prefetch = 3 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 256>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 256>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 256, 256>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<78xi8, #tpu.memory_space<smem>>
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
      %15 = vector.broadcast %cst : f32 to vector<256x256xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg12[%c0, %c0_5] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %17 = vector.shape_cast %16 : vector<256x256xf32> to vector<256x256xf32>
      %18 = vector.shape_cast %15 : vector<256x256xf32> to vector<256x256xf32>
      tpu.vector_store %arg12[%c0, %c0_5], %18 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
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
      %15 = vector.load %arg6[%c0, %c0_5, %c0_6] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg5[%c0_7, %c0_8, %c0_9] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
      %18 = vector.shape_cast %17 : vector<1x256x256xbf16> to vector<256x256xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<256x512xf32>
      %19 = tpu.matmul %18, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
      %cst_10 = arith.constant 6.250000e-02 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<256x512xf32>
      %21 = arith.mulf %19, %20 : vector<256x512xf32>
      %22 = arith.index_cast %arg1 : i32 to index
      %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
      %24 = arith.extsi %23 : i8 to i32
      %c16_i32 = arith.constant 16 : i32
      %c0_i32_11 = arith.constant 0 : i32
      %25 = arith.cmpi eq, %c16_i32, %c0_i32_11 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = arith.select %25, %c1_i32, %c16_i32 : i32
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
      %36 = memref.load %arg3[%35] : memref<78xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %c256_i32 = arith.constant 256 : i32
      %38 = arith.muli %34, %c256_i32 : i32
      %39 = tpu.iota {dimensions = array<i32: 0>} : vector<256x512xi32>
      %40 = vector.broadcast %38 : i32 to vector<256x512xi32>
      %41 = arith.addi %40, %39 : vector<256x512xi32>
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32 : i32
      %43 = tpu.iota {dimensions = array<i32: 1>} : vector<256x512xi32>
      %44 = vector.broadcast %42 : i32 to vector<256x512xi32>
      %45 = arith.addi %44, %43 : vector<256x512xi32>
      %46 = arith.cmpi sle, %45, %41 : vector<256x512xi32>
      %c1280_i32 = arith.constant 1280 : i32
      %47 = vector.broadcast %c1280_i32 : i32 to vector<256x512xi32>
      %48 = arith.cmpi slt, %45, %47 : vector<256x512xi32>
      %49 = arith.ori %46, %48 : vector<256x512xi1>
      %c4096_i32 = arith.constant 4096 : i32
      %50 = vector.broadcast %c4096_i32 : i32 to vector<256x512xi32>
      %51 = arith.cmpi slt, %41, %50 : vector<256x512xi32>
      %52 = arith.andi %49, %51 : vector<256x512xi1>
      %c4096_i32_15 = arith.constant 4096 : i32
      %53 = vector.broadcast %c4096_i32_15 : i32 to vector<256x512xi32>
      %54 = arith.cmpi slt, %45, %53 : vector<256x512xi32>
      %55 = arith.andi %52, %54 : vector<256x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.cmpi eq, %3, %c2_i32 : i32
      %57 = vector.broadcast %56 : i1 to vector<256x512xi1>
      %58 = arith.ori %55, %57 : vector<256x512xi1>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %59 = vector.load %arg9[%c0_16, %c0_17, %c0_18] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
      %60 = vector.shape_cast %59 : vector<1x1x256xf32> to vector<256xf32>
      %61 = vector.shape_cast %60 : vector<256xf32> to vector<256x1xf32>
      %62 = vector.broadcast %61 : vector<256x1xf32> to vector<256x512xf32>
      %63 = arith.subf %21, %62 : vector<256x512xf32>
      %64 = math.exp %63 : vector<256x512xf32>
      %cst_19 = arith.constant 0.000000e+00 : f32
      %65 = vector.broadcast %cst_19 : f32 to vector<256x512xf32>
      %66 = arith.select %58, %64, %65 : vector<256x512xi1>, vector<256x512xf32>
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %67 = vector.load %arg8[%c0_20, %c0_21, %c0_22] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
      %68 = vector.shape_cast %67 : vector<1x256x256xbf16> to vector<256x256xbf16>
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %69 = vector.load %arg7[%c0_23, %c0_24, %c0_25] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %70 = vector.shape_cast %69 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %cst_26 = arith.constant dense<0.000000e+00> : vector<256x512xf32>
      %71 = tpu.matmul %68, %70, %cst_26 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x256xbf16>, vector<512x256xbf16>, vector<256x512xf32> -> vector<256x512xf32>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %72 = vector.load %arg10[%c0_27, %c0_28, %c0_29] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
      %73 = vector.shape_cast %72 : vector<1x1x256xf32> to vector<256xf32>
      %74 = vector.shape_cast %73 : vector<256xf32> to vector<256x1xf32>
      %75 = vector.broadcast %74 : vector<256x1xf32> to vector<256x512xf32>
      %76 = arith.subf %71, %75 : vector<256x512xf32>
      %77 = arith.mulf %66, %76 : vector<256x512xf32>
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %78 = vector.load %arg12[%c0_30, %c0_31] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %79 = arith.truncf %77 : vector<256x512xf32> to vector<256x512xbf16>
      %cst_32 = arith.constant dense<0.000000e+00> : vector<256x256xf32>
      %80 = tpu.matmul %79, %16, %cst_32 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x256xbf16>, vector<256x256xf32> -> vector<256x256xf32>
      %cst_33 = arith.constant 6.250000e-02 : f32
      %81 = vector.broadcast %cst_33 : f32 to vector<256x256xf32>
      %82 = arith.mulf %80, %81 : vector<256x256xf32>
      %83 = arith.addf %78, %82 : vector<256x256xf32>
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %84 = vector.load %arg12[%c0_34, %c0_35] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %85 = vector.shape_cast %84 : vector<256x256xf32> to vector<256x256xf32>
      %86 = vector.shape_cast %83 : vector<256x256xf32> to vector<256x256xf32>
      tpu.vector_store %arg12[%c0_34, %c0_35], %86 {strides = array<i32>} : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg12[%c0, %c0_5] : memref<256x256xf32, #tpu.memory_space<vmem>>, vector<256x256xf32>
      %16 = arith.truncf %15 : vector<256x256xf32> to vector<256x256xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg11[%c0_6, %c0_7, %c0_8] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
      %18 = vector.shape_cast %17 : vector<1x256x256xbf16> to vector<256x256xbf16>
      %19 = vector.shape_cast %16 : vector<256x256xbf16> to vector<1x256x256xbf16>
      tpu.vector_store %arg11[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c16_i32_5 = arith.constant 16 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c16_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c16_i32_5 : i32
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c8_i32 = arith.constant 8 : i32
    %22 = arith.divsi %21, %c8_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c8_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c8_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c8_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<78xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c8_i32 = arith.constant 8 : i32
    %22 = arith.divsi %21, %c8_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c8_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c8_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c8_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<78xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c16_i32_5 = arith.constant 16 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c16_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c16_i32_5 : i32
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c16_i32_5 = arith.constant 16 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c16_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c16_i32_5 : i32
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c16_i32_5 = arith.constant 16 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c16_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c16_i32_5 : i32
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<78xi8, #tpu.memory_space<smem>>, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.divsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c16_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c16_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c16_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<78xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c16_i32_5 = arith.constant 16 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c16_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c16_i32_5 : i32
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

// ---- kernel sparse_cli_dkv sha256:1b5eec8742875c65705eac45db6f8916a735dc411accf551fabf07b63d0761f8
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<78xi8, #tpu.memory_space<smem>>, %arg6: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x256x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg11: memref<1x1x256xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x256xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 78, 8>, scalar_prefetch = 3 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 256, 256>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 256>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 256>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 256>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 256>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<78xi8, #tpu.memory_space<smem>>
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
    %c7_i32 = arith.constant 7 : i32
    %10 = arith.cmpi eq, %arg2, %c7_i32 : i32
    %11 = arith.andi %7, %10 : i1
    %12 = arith.extui %9 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_2 : i32
    scf.if %13 {
      %cst = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst : f32 to vector<512x256xf32>
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %20 = vector.load %arg14[%c0, %c0_6] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %21 = vector.shape_cast %20 : vector<512x256xf32> to vector<512x256xf32>
      %22 = vector.shape_cast %19 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg14[%c0, %c0_6], %22 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      %cst_7 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_7 : f32 to vector<512x256xf32>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0_8, %c0_9] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %25 = vector.shape_cast %24 : vector<512x256xf32> to vector<512x256xf32>
      %26 = vector.shape_cast %23 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg15[%c0_8, %c0_9], %26 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    } else {
    }
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %3, %c0_i32_3 : i32
    %15 = arith.extui %14 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %16 = arith.cmpi ne, %15, %c0_i32_4 : i32
    scf.if %16 {
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %19 = vector.load %arg6[%c0, %c0_6, %c0_7] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
      %20 = vector.shape_cast %19 : vector<1x256x256xbf16> to vector<256x256xbf16>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %21 = vector.load %arg9[%c0_8, %c0_9, %c0_10] : memref<1x256x256xbf16, #tpu.memory_space<vmem>>, vector<1x256x256xbf16>
      %22 = vector.shape_cast %21 : vector<1x256x256xbf16> to vector<256x256xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %23 = vector.load %arg7[%c0_11, %c0_12, %c0_13] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %24 = vector.shape_cast %23 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x256xf32>
      %25 = tpu.matmul %24, %20, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
      %cst_14 = arith.constant 6.250000e-02 : f32
      %26 = vector.broadcast %cst_14 : f32 to vector<512x256xf32>
      %27 = arith.mulf %25, %26 : vector<512x256xf32>
      %28 = arith.index_cast %arg1 : i32 to index
      %29 = memref.load %arg3[%28] : memref<78xi8, #tpu.memory_space<smem>>
      %30 = arith.extsi %29 : i8 to i32
      %c8_i32_15 = arith.constant 8 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %31 = arith.cmpi eq, %c8_i32_15, %c0_i32_16 : i32
      %c1_i32 = arith.constant 1 : i32
      %32 = arith.select %31, %c1_i32, %c8_i32_15 : i32
      %33 = arith.remsi %30, %32 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %35 = arith.cmpi slt, %33, %c0_i32_18 : i32
      %c0_i32_19 = arith.constant 0 : i32
      %36 = arith.cmpi slt, %32, %c0_i32_19 : i32
      %37 = arith.xori %35, %36 : i1
      %38 = arith.andi %37, %34 : i1
      %39 = arith.addi %33, %32 : i32
      %40 = arith.select %38, %39, %33 : i32
      %41 = arith.index_cast %arg1 : i32 to index
      %42 = memref.load %arg4[%41] : memref<78xi8, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i8 to i32
      %c256_i32 = arith.constant 256 : i32
      %44 = arith.muli %43, %c256_i32 : i32
      %45 = tpu.iota {dimensions = array<i32: 1>} : vector<512x256xi32>
      %46 = vector.broadcast %44 : i32 to vector<512x256xi32>
      %47 = arith.addi %46, %45 : vector<512x256xi32>
      %c512_i32 = arith.constant 512 : i32
      %48 = arith.muli %40, %c512_i32 : i32
      %49 = tpu.iota {dimensions = array<i32: 0>} : vector<512x256xi32>
      %50 = vector.broadcast %48 : i32 to vector<512x256xi32>
      %51 = arith.addi %50, %49 : vector<512x256xi32>
      %52 = arith.cmpi sle, %51, %47 : vector<512x256xi32>
      %c1280_i32 = arith.constant 1280 : i32
      %53 = vector.broadcast %c1280_i32 : i32 to vector<512x256xi32>
      %54 = arith.cmpi slt, %51, %53 : vector<512x256xi32>
      %55 = arith.ori %52, %54 : vector<512x256xi1>
      %c4096_i32 = arith.constant 4096 : i32
      %56 = vector.broadcast %c4096_i32 : i32 to vector<512x256xi32>
      %57 = arith.cmpi slt, %47, %56 : vector<512x256xi32>
      %58 = arith.andi %55, %57 : vector<512x256xi1>
      %c4096_i32_20 = arith.constant 4096 : i32
      %59 = vector.broadcast %c4096_i32_20 : i32 to vector<512x256xi32>
      %60 = arith.cmpi slt, %51, %59 : vector<512x256xi32>
      %61 = arith.andi %58, %60 : vector<512x256xi1>
      %c2_i32 = arith.constant 2 : i32
      %62 = arith.cmpi eq, %3, %c2_i32 : i32
      %63 = vector.broadcast %62 : i1 to vector<512x256xi1>
      %64 = arith.ori %61, %63 : vector<512x256xi1>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %65 = vector.load %arg10[%c0_21, %c0_22, %c0_23] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
      %66 = vector.shape_cast %65 : vector<1x1x256xf32> to vector<1x256xf32>
      %67 = vector.broadcast %66 : vector<1x256xf32> to vector<512x256xf32>
      %68 = arith.subf %27, %67 : vector<512x256xf32>
      %69 = math.exp %68 : vector<512x256xf32>
      %cst_24 = arith.constant 0.000000e+00 : f32
      %70 = vector.broadcast %cst_24 : f32 to vector<512x256xf32>
      %71 = arith.select %64, %69, %70 : vector<512x256xi1>, vector<512x256xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %72 = vector.load %arg15[%c0_25, %c0_26] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %73 = arith.truncf %71 : vector<512x256xf32> to vector<512x256xbf16>
      %cst_27 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
      %74 = tpu.matmul %73, %22, %cst_27 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
      %75 = arith.addf %72, %74 : vector<512x256xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %76 = vector.load %arg15[%c0_28, %c0_29] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %77 = vector.shape_cast %76 : vector<512x256xf32> to vector<512x256xf32>
      %78 = vector.shape_cast %75 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg15[%c0_28, %c0_29], %78 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %79 = vector.load %arg8[%c0_30, %c0_31, %c0_32] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %80 = vector.shape_cast %79 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %cst_33 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
      %81 = tpu.matmul %80, %22, %cst_33 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %82 = vector.load %arg11[%c0_34, %c0_35, %c0_36] : memref<1x1x256xf32, #tpu.memory_space<vmem>>, vector<1x1x256xf32>
      %83 = vector.shape_cast %82 : vector<1x1x256xf32> to vector<1x256xf32>
      %84 = vector.broadcast %83 : vector<1x256xf32> to vector<512x256xf32>
      %85 = arith.subf %81, %84 : vector<512x256xf32>
      %86 = arith.mulf %71, %85 : vector<512x256xf32>
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %87 = vector.load %arg14[%c0_37, %c0_38] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %88 = arith.truncf %86 : vector<512x256xf32> to vector<512x256xbf16>
      %cst_39 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
      %89 = tpu.matmul %88, %20, %cst_39 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<256x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
      %cst_40 = arith.constant 6.250000e-02 : f32
      %90 = vector.broadcast %cst_40 : f32 to vector<512x256xf32>
      %91 = arith.mulf %89, %90 : vector<512x256xf32>
      %92 = arith.addf %87, %91 : vector<512x256xf32>
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %93 = vector.load %arg14[%c0_41, %c0_42] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %94 = vector.shape_cast %93 : vector<512x256xf32> to vector<512x256xf32>
      %95 = vector.shape_cast %92 : vector<512x256xf32> to vector<512x256xf32>
      tpu.vector_store %arg14[%c0_41, %c0_42], %95 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    } else {
    }
    %17 = arith.extui %11 : i1 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %18 = arith.cmpi ne, %17, %c0_i32_5 : i32
    scf.if %18 {
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %19 = vector.load %arg14[%c0, %c0_6] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %20 = arith.truncf %19 : vector<512x256xf32> to vector<512x256xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %21 = vector.load %arg12[%c0_7, %c0_8, %c0_9] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %22 = vector.shape_cast %21 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %23 = vector.shape_cast %20 : vector<512x256xbf16> to vector<1x512x256xbf16>
      tpu.vector_store %arg12[%c0_7, %c0_8, %c0_9], %23 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0_10, %c0_11] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
      %25 = arith.truncf %24 : vector<512x256xf32> to vector<512x256xbf16>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %26 = vector.load %arg13[%c0_12, %c0_13, %c0_14] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
      %27 = vector.shape_cast %26 : vector<1x512x256xbf16> to vector<512x256xbf16>
      %28 = vector.shape_cast %25 : vector<512x256xbf16> to vector<1x512x256xbf16>
      tpu.vector_store %arg13[%c0_12, %c0_13, %c0_14], %28 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32_0 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<78xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %22, %25, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32_0 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c8_i32_5 = arith.constant 8 : i32
    %23 = arith.divsi %22, %c8_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_6 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_7 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c8_i32_5, %c0_i32_8 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c8_i32_5, %c0_i32_9 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c8_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_10 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_11 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<78xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c8_i32_12 = arith.constant 8 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c8_i32_12, %c0_i32_13 : i32
    %c1_i32_14 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_14, %c8_i32_12 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_16 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_17 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %39, %52, %c0_i32_18 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32_0 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c8_i32_5 = arith.constant 8 : i32
    %23 = arith.divsi %22, %c8_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_6 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_7 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c8_i32_5, %c0_i32_8 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c8_i32_5, %c0_i32_9 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c8_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_10 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_11 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<78xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c8_i32_12 = arith.constant 8 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c8_i32_12, %c0_i32_13 : i32
    %c1_i32_14 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_14, %c8_i32_12 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_16 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_17 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %39, %52, %c0_i32_18 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32_0 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<78xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %22, %25, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32_0 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<78xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %22, %c0_i32_5, %25 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32_0 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<78xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %22, %c0_i32_5, %25 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32_0 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c8_i32_5 = arith.constant 8 : i32
    %23 = arith.divsi %22, %c8_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_6 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_7 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c8_i32_5, %c0_i32_8 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c8_i32_5, %c0_i32_9 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c8_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_10 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_11 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<78xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c8_i32_12 = arith.constant 8 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c8_i32_12, %c0_i32_13 : i32
    %c1_i32_14 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_14, %c8_i32_12 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_16 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_17 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %39, %52, %c0_i32_18 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<78xi8, #tpu.memory_space<smem>>, %arg4: memref<78xi8, #tpu.memory_space<smem>>, %arg5: memref<78xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<78xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c8_i32_0 = arith.constant 8 : i32
    %4 = arith.divsi %3, %c8_i32_0 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c8_i32_0, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c8_i32_0, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c8_i32_0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c8_i32_5 = arith.constant 8 : i32
    %23 = arith.divsi %22, %c8_i32_5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_6 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_7 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c8_i32_5, %c0_i32_8 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c8_i32_5, %c0_i32_9 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c8_i32_5 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_10 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_11 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_11 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<78xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c8_i32_12 = arith.constant 8 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c8_i32_12, %c0_i32_13 : i32
    %c1_i32_14 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_14, %c8_i32_12 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_16 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_17 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %39, %52, %c0_i32_18 : i32, i32, i32
  }
}
