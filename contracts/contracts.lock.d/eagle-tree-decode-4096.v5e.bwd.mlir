module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x8xi8>, %arg1: tensor<1x1x8xi8>, %arg2: tensor<1x1x8xi8>, %arg3: tensor<1x128x512xi8>, %arg4: tensor<1x8x1xi8>, %arg5: tensor<1x8x1xi8>, %arg6: tensor<1x8x1xi8>, %arg7: tensor<1x512x128xi8>, %arg8: tensor<32x128x128xbf16>, %arg9: tensor<8x4096x128xbf16>, %arg10: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<8> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %c_4 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<1x4xi32>
    %c_6 = stablehlo.constant dense<[[0, 1, 2, 3]]> : tensor<1x4xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c_7) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg9, %c_7) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg10, %c_7) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x1x8xi8>
    %4 = stablehlo.compare NE, %arg0, %3, SIGNED : (tensor<1x1x8xi8>, tensor<1x1x8xi8>) -> tensor<1x1x8xi1>
    %5 = stablehlo.convert %4 : (tensor<1x1x8xi1>) -> tensor<1x1x8xi32>
    %6 = stablehlo.reduce(%5 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x1x8xi32>, tensor<i32>) -> tensor<1x1xi32>
    %7 = stablehlo.iota dim = 0 : tensor<1xi32>
    %8 = call @floor_divide(%7, %c_2) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %9 = call @remainder(%7, %c_2) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = stablehlo.add %8, %12 : tensor<1xi32>
    %14 = stablehlo.select %11, %13, %8 : tensor<1xi1>, tensor<1xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %16 = "stablehlo.gather"(%c_4, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %19 = stablehlo.compare LT, %16, %18, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %21 = stablehlo.add %16, %20 : tensor<1x1xi32>
    %22 = stablehlo.select %19, %21, %16 : tensor<1x1xi1>, tensor<1x1xi32>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %24 = stablehlo.compare LT, %17, %23, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %25 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %26 = stablehlo.add %17, %25 : tensor<1x1xi32>
    %27 = stablehlo.select %24, %26, %17 : tensor<1x1xi1>, tensor<1x1xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 2 : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x2xi32>
    %31 = "stablehlo.gather"(%6, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<1x1x2xi32>) -> tensor<1x1xi32>
    %32 = stablehlo.reduce(%31 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<1x1xi32>, tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %34 = stablehlo.maximum %32, %33 : tensor<1xi32>
    %35 = call @cumsum(%34) : (tensor<1xi32>) -> tensor<1xi32>
    %36 = stablehlo.iota dim = 0 : tensor<8xi32>
    %37 = stablehlo.reshape %35 : (tensor<1xi32>) -> tensor<i32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %39 = stablehlo.compare LT, %36, %38, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %40 = stablehlo.reshape %35 : (tensor<1xi32>) -> tensor<i32>
    %41 = stablehlo.subtract %40, %c_2 : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %43 = stablehlo.minimum %36, %42 : tensor<8xi32>
    %44 = call @searchsorted(%35, %43) : (tensor<1xi32>, tensor<8xi32>) -> tensor<8xi32>
    %45 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %47 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %48 = stablehlo.add %44, %47 : tensor<8xi32>
    %49 = stablehlo.select %46, %48, %44 : tensor<8xi1>, tensor<8xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %51 = "stablehlo.gather"(%35, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %52 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %53 = stablehlo.compare LT, %44, %52, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %54 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %55 = stablehlo.add %44, %54 : tensor<8xi32>
    %56 = stablehlo.select %53, %55, %44 : tensor<8xi1>, tensor<8xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %58 = "stablehlo.gather"(%34, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %59 = stablehlo.subtract %51, %58 : tensor<8xi32>
    %60 = stablehlo.subtract %43, %59 : tensor<8xi32>
    %61 = call @cumsum_5(%31) : (tensor<1x1xi32>) -> tensor<1x1xi32>
    %62 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %63 = stablehlo.compare LT, %44, %62, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %64 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %65 = stablehlo.add %44, %64 : tensor<8xi32>
    %66 = stablehlo.select %63, %65, %44 : tensor<8xi1>, tensor<8xi32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %68 = "stablehlo.gather"(%61, %67) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %69 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %70 = stablehlo.compare LE, %68, %69, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %71 = stablehlo.convert %70 : (tensor<8x1xi1>) -> tensor<8x1xi32>
    %72 = stablehlo.reduce(%71 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<8x1xi32>, tensor<i32>) -> tensor<8xi32>
    %73 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %74 = stablehlo.minimum %72, %73 : tensor<8xi32>
    %75 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %76 = stablehlo.compare LT, %44, %75, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %77 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %78 = stablehlo.add %44, %77 : tensor<8xi32>
    %79 = stablehlo.select %76, %78, %44 : tensor<8xi1>, tensor<8xi32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %81 = "stablehlo.gather"(%31, %80) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %82 = stablehlo.subtract %68, %81 : tensor<8x1xi32>
    %83 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %84 = call @take_along_axis(%82, %83) : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %85 = stablehlo.reshape %84 : (tensor<8x1xi32>) -> tensor<8xi32>
    %86 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %87 = stablehlo.compare LT, %44, %86, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %88 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %89 = stablehlo.add %44, %88 : tensor<8xi32>
    %90 = stablehlo.select %87, %89, %44 : tensor<8xi1>, tensor<8xi32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %92 = "stablehlo.gather"(%32, %91) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %93 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %94 = stablehlo.compare GT, %92, %93, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %95 = stablehlo.subtract %60, %85 : tensor<8xi32>
    %96 = call @_where_7(%94, %95, %c_7) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %97 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %98 = stablehlo.compare LT, %44, %97, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %99 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %100 = stablehlo.add %44, %99 : tensor<8xi32>
    %101 = stablehlo.select %98, %100, %44 : tensor<8xi1>, tensor<8xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %103 = "stablehlo.gather"(%8, %102) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %104 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %105 = stablehlo.compare LT, %103, %104, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %106 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %107 = stablehlo.add %103, %106 : tensor<8xi32>
    %108 = stablehlo.select %105, %107, %103 : tensor<8xi1>, tensor<8xi32>
    %109 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %110 = stablehlo.compare LT, %74, %109, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %111 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %112 = stablehlo.add %74, %111 : tensor<8xi32>
    %113 = stablehlo.select %110, %112, %74 : tensor<8xi1>, tensor<8xi32>
    %114 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %116 = stablehlo.concatenate %114, %115, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %117 = "stablehlo.gather"(%c_4, %116) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %118 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %119 = stablehlo.compare LT, %44, %118, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %120 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %121 = stablehlo.add %44, %120 : tensor<8xi32>
    %122 = stablehlo.select %119, %121, %44 : tensor<8xi1>, tensor<8xi32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %124 = "stablehlo.gather"(%9, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %125 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %126 = stablehlo.compare LT, %44, %125, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %127 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %128 = stablehlo.add %44, %127 : tensor<8xi32>
    %129 = stablehlo.select %126, %128, %44 : tensor<8xi1>, tensor<8xi32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %131 = "stablehlo.gather"(%32, %130) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %132 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %133 = stablehlo.compare GT, %131, %132, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %134 = stablehlo.and %39, %133 : tensor<8xi1>
    %135 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %136 = stablehlo.compare LT, %117, %135, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %137 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %138 = stablehlo.add %117, %137 : tensor<8xi32>
    %139 = stablehlo.select %136, %138, %117 : tensor<8xi1>, tensor<8xi32>
    %140 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %141 = stablehlo.compare LT, %124, %140, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %142 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %143 = stablehlo.add %124, %142 : tensor<8xi32>
    %144 = stablehlo.select %141, %143, %124 : tensor<8xi1>, tensor<8xi32>
    %145 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %146 = stablehlo.compare LT, %96, %145, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %147 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %148 = stablehlo.add %96, %147 : tensor<8xi32>
    %149 = stablehlo.select %146, %148, %96 : tensor<8xi1>, tensor<8xi32>
    %150 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %151 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %152 = stablehlo.broadcast_in_dim %149, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %153 = stablehlo.concatenate %150, %151, %152, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %154 = "stablehlo.gather"(%arg0, %153) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %155 = stablehlo.convert %154 : (tensor<8xi8>) -> tensor<8xi32>
    %156 = call @_where_7(%134, %155, %c_7) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %157 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %158 = stablehlo.compare EQ, %60, %157, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %159 = stablehlo.and %39, %158 : tensor<8xi1>
    %160 = call @_where_8(%159, %c_0, %c_7) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %161 = stablehlo.convert %160 : tensor<8xi32>
    %162 = stablehlo.or %156, %161 : tensor<8xi32>
    %163 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %164 = stablehlo.compare LT, %44, %163, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %165 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %166 = stablehlo.add %44, %165 : tensor<8xi32>
    %167 = stablehlo.select %164, %166, %44 : tensor<8xi1>, tensor<8xi32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %169 = "stablehlo.gather"(%34, %168) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %170 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %171 = stablehlo.subtract %169, %170 : tensor<8xi32>
    %172 = stablehlo.compare EQ, %60, %171, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %173 = stablehlo.and %39, %172 : tensor<8xi1>
    %174 = call @_where_8(%173, %c_1, %c_7) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %175 = stablehlo.convert %174 : tensor<8xi32>
    %176 = stablehlo.or %162, %175 : tensor<8xi32>
    %177 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %178 = stablehlo.compare LT, %44, %177, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %179 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %180 = stablehlo.add %44, %179 : tensor<8xi32>
    %181 = stablehlo.select %178, %180, %44 : tensor<8xi1>, tensor<8xi32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %183 = "stablehlo.gather"(%8, %182) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %184 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %185 = stablehlo.compare LT, %183, %184, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %186 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %187 = stablehlo.add %183, %186 : tensor<8xi32>
    %188 = stablehlo.select %185, %187, %183 : tensor<8xi1>, tensor<8xi32>
    %189 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %190 = stablehlo.compare LT, %74, %189, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %191 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %192 = stablehlo.add %74, %191 : tensor<8xi32>
    %193 = stablehlo.select %190, %192, %74 : tensor<8xi1>, tensor<8xi32>
    %194 = stablehlo.broadcast_in_dim %188, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %196 = stablehlo.concatenate %194, %195, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %197 = "stablehlo.gather"(%c_4, %196) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %198 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %199 = stablehlo.multiply %197, %198 : tensor<8xi32>
    %200 = stablehlo.add %199, %124 : tensor<8xi32>
    %201 = stablehlo.convert %200 : (tensor<8xi32>) -> tensor<8xi8>
    %202 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %203 = stablehlo.compare LT, %117, %202, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %204 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %205 = stablehlo.add %117, %204 : tensor<8xi32>
    %206 = stablehlo.select %203, %205, %117 : tensor<8xi1>, tensor<8xi32>
    %207 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %208 = stablehlo.compare LT, %124, %207, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %209 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %210 = stablehlo.add %124, %209 : tensor<8xi32>
    %211 = stablehlo.select %208, %210, %124 : tensor<8xi1>, tensor<8xi32>
    %212 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %213 = stablehlo.compare LT, %96, %212, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %214 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %215 = stablehlo.add %96, %214 : tensor<8xi32>
    %216 = stablehlo.select %213, %215, %96 : tensor<8xi1>, tensor<8xi32>
    %217 = stablehlo.broadcast_in_dim %206, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %218 = stablehlo.broadcast_in_dim %211, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %219 = stablehlo.broadcast_in_dim %216, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %220 = stablehlo.concatenate %217, %218, %219, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %221 = "stablehlo.gather"(%arg1, %220) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %222 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %223 = stablehlo.compare LT, %117, %222, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %224 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %225 = stablehlo.add %117, %224 : tensor<8xi32>
    %226 = stablehlo.select %223, %225, %117 : tensor<8xi1>, tensor<8xi32>
    %227 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %228 = stablehlo.compare LT, %124, %227, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %229 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %230 = stablehlo.add %124, %229 : tensor<8xi32>
    %231 = stablehlo.select %228, %230, %124 : tensor<8xi1>, tensor<8xi32>
    %232 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %233 = stablehlo.compare LT, %96, %232, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %234 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %235 = stablehlo.add %96, %234 : tensor<8xi32>
    %236 = stablehlo.select %233, %235, %96 : tensor<8xi1>, tensor<8xi32>
    %237 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %238 = stablehlo.broadcast_in_dim %231, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %240 = stablehlo.concatenate %237, %238, %239, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %241 = "stablehlo.gather"(%arg2, %240) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %242 = stablehlo.convert %176 : (tensor<8xi32>) -> tensor<8xi8>
    %243:2 = stablehlo.custom_call @tpu_custom_call(%201, %221, %241, %242, %0, %1, %2, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ab0bb9c20c7df6d7358e10041ff71c6bb2cb7da9bf6b14943d96b3746c355648\22, \22cost_estimate\22: {\22bytes_accessed\22: 69206016, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %244 = stablehlo.convert %243#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %245 = stablehlo.convert %243#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<32x128x128xf32>
    %247 = stablehlo.reduce(%246 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %249 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x1x8xi8>
    %250 = stablehlo.compare NE, %arg0, %249, SIGNED : (tensor<1x1x8xi8>, tensor<1x1x8xi8>) -> tensor<1x1x8xi1>
    %251 = stablehlo.convert %250 : (tensor<1x1x8xi1>) -> tensor<1x1x8xi32>
    %252 = stablehlo.reduce(%251 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x1x8xi32>, tensor<i32>) -> tensor<1x1xi32>
    %253 = stablehlo.iota dim = 0 : tensor<1xi32>
    %254 = call @floor_divide(%253, %c_2) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %255 = call @remainder(%253, %c_2) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %256 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %257 = stablehlo.compare LT, %254, %256, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %258 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %259 = stablehlo.add %254, %258 : tensor<1xi32>
    %260 = stablehlo.select %257, %259, %254 : tensor<1xi1>, tensor<1xi32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %262 = "stablehlo.gather"(%c_4, %261) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %263 = stablehlo.broadcast_in_dim %255, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %264 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %265 = stablehlo.compare LT, %262, %264, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %266 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %267 = stablehlo.add %262, %266 : tensor<1x1xi32>
    %268 = stablehlo.select %265, %267, %262 : tensor<1x1xi1>, tensor<1x1xi32>
    %269 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %270 = stablehlo.compare LT, %263, %269, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %271 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %272 = stablehlo.add %263, %271 : tensor<1x1xi32>
    %273 = stablehlo.select %270, %272, %263 : tensor<1x1xi1>, tensor<1x1xi32>
    %274 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %275 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %276 = stablehlo.concatenate %274, %275, dim = 2 : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x2xi32>
    %277 = "stablehlo.gather"(%252, %276) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<1x1x2xi32>) -> tensor<1x1xi32>
    %278 = stablehlo.reduce(%277 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<1x1xi32>, tensor<i32>) -> tensor<1xi32>
    %279 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %280 = stablehlo.maximum %278, %279 : tensor<1xi32>
    %281 = call @cumsum(%280) : (tensor<1xi32>) -> tensor<1xi32>
    %282 = stablehlo.iota dim = 0 : tensor<8xi32>
    %283 = stablehlo.reshape %281 : (tensor<1xi32>) -> tensor<i32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %285 = stablehlo.compare LT, %282, %284, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %286 = stablehlo.reshape %281 : (tensor<1xi32>) -> tensor<i32>
    %287 = stablehlo.subtract %286, %c_2 : tensor<i32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %289 = stablehlo.minimum %282, %288 : tensor<8xi32>
    %290 = call @searchsorted(%281, %289) : (tensor<1xi32>, tensor<8xi32>) -> tensor<8xi32>
    %291 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %292 = stablehlo.compare LT, %290, %291, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %293 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %294 = stablehlo.add %290, %293 : tensor<8xi32>
    %295 = stablehlo.select %292, %294, %290 : tensor<8xi1>, tensor<8xi32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %297 = "stablehlo.gather"(%281, %296) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %298 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %299 = stablehlo.compare LT, %290, %298, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %300 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %301 = stablehlo.add %290, %300 : tensor<8xi32>
    %302 = stablehlo.select %299, %301, %290 : tensor<8xi1>, tensor<8xi32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %304 = "stablehlo.gather"(%280, %303) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %305 = stablehlo.subtract %297, %304 : tensor<8xi32>
    %306 = stablehlo.subtract %289, %305 : tensor<8xi32>
    %307 = call @cumsum_5(%277) : (tensor<1x1xi32>) -> tensor<1x1xi32>
    %308 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %309 = stablehlo.compare LT, %290, %308, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %310 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %311 = stablehlo.add %290, %310 : tensor<8xi32>
    %312 = stablehlo.select %309, %311, %290 : tensor<8xi1>, tensor<8xi32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %314 = "stablehlo.gather"(%307, %313) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %315 = stablehlo.broadcast_in_dim %306, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %316 = stablehlo.compare LE, %314, %315, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %317 = stablehlo.convert %316 : (tensor<8x1xi1>) -> tensor<8x1xi32>
    %318 = stablehlo.reduce(%317 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<8x1xi32>, tensor<i32>) -> tensor<8xi32>
    %319 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %320 = stablehlo.minimum %318, %319 : tensor<8xi32>
    %321 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %322 = stablehlo.compare LT, %290, %321, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %323 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %324 = stablehlo.add %290, %323 : tensor<8xi32>
    %325 = stablehlo.select %322, %324, %290 : tensor<8xi1>, tensor<8xi32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %327 = "stablehlo.gather"(%277, %326) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %328 = stablehlo.subtract %314, %327 : tensor<8x1xi32>
    %329 = stablehlo.broadcast_in_dim %320, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %330 = call @take_along_axis(%328, %329) : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %331 = stablehlo.reshape %330 : (tensor<8x1xi32>) -> tensor<8xi32>
    %332 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %333 = stablehlo.compare LT, %290, %332, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %334 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %335 = stablehlo.add %290, %334 : tensor<8xi32>
    %336 = stablehlo.select %333, %335, %290 : tensor<8xi1>, tensor<8xi32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %338 = "stablehlo.gather"(%278, %337) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %339 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %340 = stablehlo.compare GT, %338, %339, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %341 = stablehlo.subtract %306, %331 : tensor<8xi32>
    %342 = call @_where_7(%340, %341, %c_7) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %343 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %344 = stablehlo.compare LT, %290, %343, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %345 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %346 = stablehlo.add %290, %345 : tensor<8xi32>
    %347 = stablehlo.select %344, %346, %290 : tensor<8xi1>, tensor<8xi32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %349 = "stablehlo.gather"(%254, %348) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %350 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %351 = stablehlo.compare LT, %349, %350, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %352 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %353 = stablehlo.add %349, %352 : tensor<8xi32>
    %354 = stablehlo.select %351, %353, %349 : tensor<8xi1>, tensor<8xi32>
    %355 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %356 = stablehlo.compare LT, %320, %355, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %357 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %358 = stablehlo.add %320, %357 : tensor<8xi32>
    %359 = stablehlo.select %356, %358, %320 : tensor<8xi1>, tensor<8xi32>
    %360 = stablehlo.broadcast_in_dim %354, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %361 = stablehlo.broadcast_in_dim %359, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %362 = stablehlo.concatenate %360, %361, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %363 = "stablehlo.gather"(%c_4, %362) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %364 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %365 = stablehlo.compare LT, %290, %364, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %366 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %367 = stablehlo.add %290, %366 : tensor<8xi32>
    %368 = stablehlo.select %365, %367, %290 : tensor<8xi1>, tensor<8xi32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %370 = "stablehlo.gather"(%255, %369) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %371 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %372 = stablehlo.compare LT, %290, %371, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %373 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %374 = stablehlo.add %290, %373 : tensor<8xi32>
    %375 = stablehlo.select %372, %374, %290 : tensor<8xi1>, tensor<8xi32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %377 = "stablehlo.gather"(%278, %376) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %378 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %379 = stablehlo.compare GT, %377, %378, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %380 = stablehlo.and %285, %379 : tensor<8xi1>
    %381 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %382 = stablehlo.compare LT, %363, %381, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %383 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %384 = stablehlo.add %363, %383 : tensor<8xi32>
    %385 = stablehlo.select %382, %384, %363 : tensor<8xi1>, tensor<8xi32>
    %386 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %387 = stablehlo.compare LT, %370, %386, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %388 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %389 = stablehlo.add %370, %388 : tensor<8xi32>
    %390 = stablehlo.select %387, %389, %370 : tensor<8xi1>, tensor<8xi32>
    %391 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %392 = stablehlo.compare LT, %342, %391, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %393 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %394 = stablehlo.add %342, %393 : tensor<8xi32>
    %395 = stablehlo.select %392, %394, %342 : tensor<8xi1>, tensor<8xi32>
    %396 = stablehlo.broadcast_in_dim %385, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %397 = stablehlo.broadcast_in_dim %390, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %398 = stablehlo.broadcast_in_dim %395, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %399 = stablehlo.concatenate %396, %397, %398, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %400 = "stablehlo.gather"(%arg0, %399) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %401 = stablehlo.convert %400 : (tensor<8xi8>) -> tensor<8xi32>
    %402 = call @_where_7(%380, %401, %c_7) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %403 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %404 = stablehlo.compare EQ, %306, %403, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %405 = stablehlo.and %285, %404 : tensor<8xi1>
    %406 = call @_where_8(%405, %c_0, %c_7) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %407 = stablehlo.convert %406 : tensor<8xi32>
    %408 = stablehlo.or %402, %407 : tensor<8xi32>
    %409 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %410 = stablehlo.compare LT, %290, %409, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %411 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %412 = stablehlo.add %290, %411 : tensor<8xi32>
    %413 = stablehlo.select %410, %412, %290 : tensor<8xi1>, tensor<8xi32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %415 = "stablehlo.gather"(%280, %414) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %416 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %417 = stablehlo.subtract %415, %416 : tensor<8xi32>
    %418 = stablehlo.compare EQ, %306, %417, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %419 = stablehlo.and %285, %418 : tensor<8xi1>
    %420 = call @_where_8(%419, %c_1, %c_7) : (tensor<8xi1>, tensor<i32>, tensor<i32>) -> tensor<8xi32>
    %421 = stablehlo.convert %420 : tensor<8xi32>
    %422 = stablehlo.or %408, %421 : tensor<8xi32>
    %423 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %424 = stablehlo.compare LT, %290, %423, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %425 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %426 = stablehlo.add %290, %425 : tensor<8xi32>
    %427 = stablehlo.select %424, %426, %290 : tensor<8xi1>, tensor<8xi32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %429 = "stablehlo.gather"(%254, %428) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xi32>) -> tensor<8xi32>
    %430 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %431 = stablehlo.compare LT, %429, %430, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %432 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %433 = stablehlo.add %429, %432 : tensor<8xi32>
    %434 = stablehlo.select %431, %433, %429 : tensor<8xi1>, tensor<8xi32>
    %435 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %436 = stablehlo.compare LT, %320, %435, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %437 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %438 = stablehlo.add %320, %437 : tensor<8xi32>
    %439 = stablehlo.select %436, %438, %320 : tensor<8xi1>, tensor<8xi32>
    %440 = stablehlo.broadcast_in_dim %434, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %441 = stablehlo.broadcast_in_dim %439, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %442 = stablehlo.concatenate %440, %441, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %443 = "stablehlo.gather"(%c_4, %442) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x2xi32>) -> tensor<8xi32>
    %444 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %445 = stablehlo.multiply %443, %444 : tensor<8xi32>
    %446 = stablehlo.add %445, %370 : tensor<8xi32>
    %447 = stablehlo.convert %446 : (tensor<8xi32>) -> tensor<8xi8>
    %448 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %449 = stablehlo.compare LT, %363, %448, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %450 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %451 = stablehlo.add %363, %450 : tensor<8xi32>
    %452 = stablehlo.select %449, %451, %363 : tensor<8xi1>, tensor<8xi32>
    %453 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %454 = stablehlo.compare LT, %370, %453, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %455 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %456 = stablehlo.add %370, %455 : tensor<8xi32>
    %457 = stablehlo.select %454, %456, %370 : tensor<8xi1>, tensor<8xi32>
    %458 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %459 = stablehlo.compare LT, %342, %458, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %460 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %461 = stablehlo.add %342, %460 : tensor<8xi32>
    %462 = stablehlo.select %459, %461, %342 : tensor<8xi1>, tensor<8xi32>
    %463 = stablehlo.broadcast_in_dim %452, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %464 = stablehlo.broadcast_in_dim %457, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %465 = stablehlo.broadcast_in_dim %462, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %466 = stablehlo.concatenate %463, %464, %465, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %467 = "stablehlo.gather"(%arg1, %466) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %468 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %469 = stablehlo.compare LT, %363, %468, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %470 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %471 = stablehlo.add %363, %470 : tensor<8xi32>
    %472 = stablehlo.select %469, %471, %363 : tensor<8xi1>, tensor<8xi32>
    %473 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %474 = stablehlo.compare LT, %370, %473, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %475 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %476 = stablehlo.add %370, %475 : tensor<8xi32>
    %477 = stablehlo.select %474, %476, %370 : tensor<8xi1>, tensor<8xi32>
    %478 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %479 = stablehlo.compare LT, %342, %478, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %480 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %481 = stablehlo.add %342, %480 : tensor<8xi32>
    %482 = stablehlo.select %479, %481, %342 : tensor<8xi1>, tensor<8xi32>
    %483 = stablehlo.broadcast_in_dim %472, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %484 = stablehlo.broadcast_in_dim %477, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %485 = stablehlo.broadcast_in_dim %482, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %486 = stablehlo.concatenate %483, %484, %485, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %487 = "stablehlo.gather"(%arg2, %486) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x1x8xi8>, tensor<8x3xi32>) -> tensor<8xi8>
    %488 = stablehlo.convert %422 : (tensor<8xi32>) -> tensor<8xi8>
    %489 = stablehlo.custom_call @tpu_custom_call(%447, %467, %487, %488, %0, %1, %2, %arg3, %243#0, %243#1, %248) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:de88e0b4131f4dc7a6c6008d5a8c6c4bc243e8fcd7019effe50e08f50c7c882d\22, \22cost_estimate\22: {\22bytes_accessed\22: 69206016, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>) -> tensor<32x128x128xbf16>
    %490 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x8x1xi8>
    %491 = stablehlo.compare NE, %arg4, %490, SIGNED : (tensor<1x8x1xi8>, tensor<1x8x1xi8>) -> tensor<1x8x1xi1>
    %492 = stablehlo.convert %491 : (tensor<1x8x1xi1>) -> tensor<1x8x1xi32>
    %493 = stablehlo.reduce(%492 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x8x1xi32>, tensor<i32>) -> tensor<1x8xi32>
    %494 = stablehlo.iota dim = 0 : tensor<8xi32>
    %495 = call @floor_divide_9(%494, %c_1) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %496 = call @remainder_11(%494, %c_1) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %497 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %498 = stablehlo.compare LT, %495, %497, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %499 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %500 = stablehlo.add %495, %499 : tensor<8xi32>
    %501 = stablehlo.select %498, %500, %495 : tensor<8xi1>, tensor<8xi32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %503 = "stablehlo.gather"(%c_5, %502) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<1x4xi32>, tensor<8x1xi32>) -> tensor<8x4xi32>
    %504 = stablehlo.broadcast_in_dim %496, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %505 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %506 = stablehlo.compare LT, %503, %505, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %507 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %508 = stablehlo.add %503, %507 : tensor<8x4xi32>
    %509 = stablehlo.select %506, %508, %503 : tensor<8x4xi1>, tensor<8x4xi32>
    %510 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %511 = stablehlo.compare LT, %504, %510, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %512 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %513 = stablehlo.add %504, %512 : tensor<8x1xi32>
    %514 = stablehlo.select %511, %513, %504 : tensor<8x1xi1>, tensor<8x1xi32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x4xi32>
    %516 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %517 = stablehlo.broadcast_in_dim %515, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %518 = stablehlo.concatenate %516, %517, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %519 = "stablehlo.gather"(%493, %518) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi32>, tensor<8x4x2xi32>) -> tensor<8x4xi32>
    %520 = stablehlo.reduce(%519 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<8x4xi32>, tensor<i32>) -> tensor<8xi32>
    %521 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %522 = stablehlo.maximum %520, %521 : tensor<8xi32>
    %523 = call @cumsum_12(%522) : (tensor<8xi32>) -> tensor<8xi32>
    %524 = stablehlo.iota dim = 0 : tensor<32xi32>
    %525 = stablehlo.slice %523 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
    %526 = stablehlo.reshape %525 : (tensor<1xi32>) -> tensor<i32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %528 = stablehlo.compare LT, %524, %527, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %529 = stablehlo.slice %523 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
    %530 = stablehlo.reshape %529 : (tensor<1xi32>) -> tensor<i32>
    %531 = stablehlo.subtract %530, %c_2 : tensor<i32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %533 = stablehlo.minimum %524, %532 : tensor<32xi32>
    %534 = call @searchsorted_14(%523, %533) : (tensor<8xi32>, tensor<32xi32>) -> tensor<32xi32>
    %535 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %536 = stablehlo.compare LT, %534, %535, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %537 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %538 = stablehlo.add %534, %537 : tensor<32xi32>
    %539 = stablehlo.select %536, %538, %534 : tensor<32xi1>, tensor<32xi32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %541 = "stablehlo.gather"(%523, %540) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<32x1xi32>) -> tensor<32xi32>
    %542 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %543 = stablehlo.compare LT, %534, %542, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %544 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %545 = stablehlo.add %534, %544 : tensor<32xi32>
    %546 = stablehlo.select %543, %545, %534 : tensor<32xi1>, tensor<32xi32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %548 = "stablehlo.gather"(%522, %547) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<32x1xi32>) -> tensor<32xi32>
    %549 = stablehlo.subtract %541, %548 : tensor<32xi32>
    %550 = stablehlo.subtract %533, %549 : tensor<32xi32>
    %551 = call @cumsum_19(%519) : (tensor<8x4xi32>) -> tensor<8x4xi32>
    %552 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %553 = stablehlo.compare LT, %534, %552, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %554 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %555 = stablehlo.add %534, %554 : tensor<32xi32>
    %556 = stablehlo.select %553, %555, %534 : tensor<32xi1>, tensor<32xi32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %558 = "stablehlo.gather"(%551, %557) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xi32>, tensor<32x1xi32>) -> tensor<32x4xi32>
    %559 = stablehlo.broadcast_in_dim %550, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x4xi32>
    %561 = stablehlo.compare LE, %558, %560, SIGNED : (tensor<32x4xi32>, tensor<32x4xi32>) -> tensor<32x4xi1>
    %562 = stablehlo.convert %561 : (tensor<32x4xi1>) -> tensor<32x4xi32>
    %563 = stablehlo.reduce(%562 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x4xi32>, tensor<i32>) -> tensor<32xi32>
    %564 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %565 = stablehlo.minimum %563, %564 : tensor<32xi32>
    %566 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %567 = stablehlo.compare LT, %534, %566, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %568 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %569 = stablehlo.add %534, %568 : tensor<32xi32>
    %570 = stablehlo.select %567, %569, %534 : tensor<32xi1>, tensor<32xi32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %572 = "stablehlo.gather"(%519, %571) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xi32>, tensor<32x1xi32>) -> tensor<32x4xi32>
    %573 = stablehlo.subtract %558, %572 : tensor<32x4xi32>
    %574 = stablehlo.broadcast_in_dim %565, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %575 = call @take_along_axis_21(%573, %574) : (tensor<32x4xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %576 = stablehlo.reshape %575 : (tensor<32x1xi32>) -> tensor<32xi32>
    %577 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %578 = stablehlo.compare LT, %534, %577, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %579 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %580 = stablehlo.add %534, %579 : tensor<32xi32>
    %581 = stablehlo.select %578, %580, %534 : tensor<32xi1>, tensor<32xi32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %583 = "stablehlo.gather"(%520, %582) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<32x1xi32>) -> tensor<32xi32>
    %584 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %585 = stablehlo.compare GT, %583, %584, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %586 = stablehlo.subtract %550, %576 : tensor<32xi32>
    %587 = call @_where_22(%585, %586, %c_7) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %588 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %589 = stablehlo.compare LT, %534, %588, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %590 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %591 = stablehlo.add %534, %590 : tensor<32xi32>
    %592 = stablehlo.select %589, %591, %534 : tensor<32xi1>, tensor<32xi32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %594 = "stablehlo.gather"(%495, %593) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<32x1xi32>) -> tensor<32xi32>
    %595 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %596 = stablehlo.compare LT, %594, %595, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %597 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %598 = stablehlo.add %594, %597 : tensor<32xi32>
    %599 = stablehlo.select %596, %598, %594 : tensor<32xi1>, tensor<32xi32>
    %600 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %601 = stablehlo.compare LT, %565, %600, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %602 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %603 = stablehlo.add %565, %602 : tensor<32xi32>
    %604 = stablehlo.select %601, %603, %565 : tensor<32xi1>, tensor<32xi32>
    %605 = stablehlo.broadcast_in_dim %599, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %606 = stablehlo.broadcast_in_dim %604, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %607 = stablehlo.concatenate %605, %606, dim = 1 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x2xi32>
    %608 = "stablehlo.gather"(%c_5, %607) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x4xi32>, tensor<32x2xi32>) -> tensor<32xi32>
    %609 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %610 = stablehlo.compare LT, %534, %609, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %611 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %612 = stablehlo.add %534, %611 : tensor<32xi32>
    %613 = stablehlo.select %610, %612, %534 : tensor<32xi1>, tensor<32xi32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %615 = "stablehlo.gather"(%496, %614) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<32x1xi32>) -> tensor<32xi32>
    %616 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %617 = stablehlo.compare LT, %534, %616, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %618 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %619 = stablehlo.add %534, %618 : tensor<32xi32>
    %620 = stablehlo.select %617, %619, %534 : tensor<32xi1>, tensor<32xi32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %622 = "stablehlo.gather"(%520, %621) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<32x1xi32>) -> tensor<32xi32>
    %623 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %624 = stablehlo.compare GT, %622, %623, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %625 = stablehlo.and %528, %624 : tensor<32xi1>
    %626 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %627 = stablehlo.compare LT, %608, %626, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %628 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %629 = stablehlo.add %608, %628 : tensor<32xi32>
    %630 = stablehlo.select %627, %629, %608 : tensor<32xi1>, tensor<32xi32>
    %631 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %632 = stablehlo.compare LT, %615, %631, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %633 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %634 = stablehlo.add %615, %633 : tensor<32xi32>
    %635 = stablehlo.select %632, %634, %615 : tensor<32xi1>, tensor<32xi32>
    %636 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %637 = stablehlo.compare LT, %587, %636, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %638 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %639 = stablehlo.add %587, %638 : tensor<32xi32>
    %640 = stablehlo.select %637, %639, %587 : tensor<32xi1>, tensor<32xi32>
    %641 = stablehlo.broadcast_in_dim %630, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %642 = stablehlo.broadcast_in_dim %635, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %643 = stablehlo.broadcast_in_dim %640, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %644 = stablehlo.concatenate %641, %642, %643, dim = 1 : (tensor<32x1xi32>, tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x3xi32>
    %645 = "stablehlo.gather"(%arg4, %644) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x8x1xi8>, tensor<32x3xi32>) -> tensor<32xi8>
    %646 = stablehlo.convert %645 : (tensor<32xi8>) -> tensor<32xi32>
    %647 = call @_where_22(%625, %646, %c_7) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %648 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %649 = stablehlo.compare EQ, %550, %648, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %650 = stablehlo.and %528, %649 : tensor<32xi1>
    %651 = call @_where_23(%650, %c_0, %c_7) : (tensor<32xi1>, tensor<i32>, tensor<i32>) -> tensor<32xi32>
    %652 = stablehlo.convert %651 : tensor<32xi32>
    %653 = stablehlo.or %647, %652 : tensor<32xi32>
    %654 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %655 = stablehlo.compare LT, %534, %654, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %656 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %657 = stablehlo.add %534, %656 : tensor<32xi32>
    %658 = stablehlo.select %655, %657, %534 : tensor<32xi1>, tensor<32xi32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %660 = "stablehlo.gather"(%522, %659) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<32x1xi32>) -> tensor<32xi32>
    %661 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %662 = stablehlo.subtract %660, %661 : tensor<32xi32>
    %663 = stablehlo.compare EQ, %550, %662, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %664 = stablehlo.and %528, %663 : tensor<32xi1>
    %665 = call @_where_23(%664, %c_1, %c_7) : (tensor<32xi1>, tensor<i32>, tensor<i32>) -> tensor<32xi32>
    %666 = stablehlo.convert %665 : tensor<32xi32>
    %667 = stablehlo.or %653, %666 : tensor<32xi32>
    %668 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %669 = stablehlo.compare LT, %534, %668, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %670 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %671 = stablehlo.add %534, %670 : tensor<32xi32>
    %672 = stablehlo.select %669, %671, %534 : tensor<32xi1>, tensor<32xi32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %674 = "stablehlo.gather"(%495, %673) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<32x1xi32>) -> tensor<32xi32>
    %675 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %676 = stablehlo.compare LT, %674, %675, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %677 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %678 = stablehlo.add %674, %677 : tensor<32xi32>
    %679 = stablehlo.select %676, %678, %674 : tensor<32xi1>, tensor<32xi32>
    %680 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %681 = stablehlo.compare LT, %565, %680, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %682 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %683 = stablehlo.add %565, %682 : tensor<32xi32>
    %684 = stablehlo.select %681, %683, %565 : tensor<32xi1>, tensor<32xi32>
    %685 = stablehlo.broadcast_in_dim %679, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %686 = stablehlo.broadcast_in_dim %684, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %687 = stablehlo.concatenate %685, %686, dim = 1 : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x2xi32>
    %688 = "stablehlo.gather"(%c_6, %687) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x4xi32>, tensor<32x2xi32>) -> tensor<32xi32>
    %689 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %690 = stablehlo.multiply %688, %689 : tensor<32xi32>
    %691 = stablehlo.add %690, %615 : tensor<32xi32>
    %692 = stablehlo.convert %691 : (tensor<32xi32>) -> tensor<32xi8>
    %693 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %694 = stablehlo.compare LT, %608, %693, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %695 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %696 = stablehlo.add %608, %695 : tensor<32xi32>
    %697 = stablehlo.select %694, %696, %608 : tensor<32xi1>, tensor<32xi32>
    %698 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %699 = stablehlo.compare LT, %615, %698, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %700 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %701 = stablehlo.add %615, %700 : tensor<32xi32>
    %702 = stablehlo.select %699, %701, %615 : tensor<32xi1>, tensor<32xi32>
    %703 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %704 = stablehlo.compare LT, %587, %703, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %705 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %706 = stablehlo.add %587, %705 : tensor<32xi32>
    %707 = stablehlo.select %704, %706, %587 : tensor<32xi1>, tensor<32xi32>
    %708 = stablehlo.broadcast_in_dim %697, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %709 = stablehlo.broadcast_in_dim %702, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %710 = stablehlo.broadcast_in_dim %707, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %711 = stablehlo.concatenate %708, %709, %710, dim = 1 : (tensor<32x1xi32>, tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x3xi32>
    %712 = "stablehlo.gather"(%arg5, %711) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x8x1xi8>, tensor<32x3xi32>) -> tensor<32xi8>
    %713 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %714 = stablehlo.compare LT, %608, %713, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %715 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %716 = stablehlo.add %608, %715 : tensor<32xi32>
    %717 = stablehlo.select %714, %716, %608 : tensor<32xi1>, tensor<32xi32>
    %718 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %719 = stablehlo.compare LT, %615, %718, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %720 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %721 = stablehlo.add %615, %720 : tensor<32xi32>
    %722 = stablehlo.select %719, %721, %615 : tensor<32xi1>, tensor<32xi32>
    %723 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %724 = stablehlo.compare LT, %587, %723, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %725 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %726 = stablehlo.add %587, %725 : tensor<32xi32>
    %727 = stablehlo.select %724, %726, %587 : tensor<32xi1>, tensor<32xi32>
    %728 = stablehlo.broadcast_in_dim %717, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %729 = stablehlo.broadcast_in_dim %722, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %730 = stablehlo.broadcast_in_dim %727, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %731 = stablehlo.concatenate %728, %729, %730, dim = 1 : (tensor<32x1xi32>, tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x3xi32>
    %732 = "stablehlo.gather"(%arg6, %731) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x8x1xi8>, tensor<32x3xi32>) -> tensor<32xi8>
    %733 = stablehlo.convert %667 : (tensor<32xi32>) -> tensor<32xi8>
    %734:2 = stablehlo.custom_call @tpu_custom_call(%692, %712, %732, %733, %0, %1, %2, %arg7, %243#0, %243#1, %248) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:164abe69adac1a93f6277d08d1441a62a9e8bfc72b4e04f337631166a29105b8\22, \22cost_estimate\22: {\22bytes_accessed\22: 33554432, \22flops\22: 17179869184, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x512x128xi8>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>)
    %735 = call @_pad_24(%734#1) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %736 = call @_pad_24(%734#0) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %737 = call @_pad_25(%489) : (tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16>
    return %243#0, %737, %736, %735 : tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>
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
  func.func private @cumsum(%arg0: tensor<1xi32>) -> tensor<1xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<1xi32>) -> tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<1xi32>) -> tensor<1xi32> {
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
    %0 = call @_searchsorted_scan_impl_3(%arg0, %arg1) : (tensor<1xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_searchsorted_scan_impl_3(%arg0: tensor<1xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
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
    %1 = call @floor_divide_4(%0, %c) : (tensor<8xui32>, tensor<i32>) -> tensor<8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1xi32>, tensor<8x1xui32>) -> tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<8xi1>, tensor<8xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<8xi1>, tensor<8xui32>
    return %7, %8 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @floor_divide_4(%arg0: tensor<8xui32>, %arg1: tensor<i32>) -> tensor<8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xui32>
    return %2 : tensor<8xui32>
  }
  func.func private @cumsum_5(%arg0: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %0 = call @cumsum_6(%arg0) : (tensor<1x1xi32>) -> tensor<1x1xi32>
    return %0 : tensor<1x1xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1x1xi32>, tensor<i32>) -> tensor<1x1xi32>
    return %1 : tensor<1x1xi32>
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
  func.func private @cumsum_12(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @cumsum_13(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @cumsum_13(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @searchsorted_14(%arg0: tensor<8xi32>, %arg1: tensor<32xi32>) -> tensor<32xi32> {
    %0 = call @_searchsorted_scan_impl_15(%arg0, %arg1) : (tensor<8xi32>, tensor<32xi32>) -> tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @_searchsorted_scan_impl_15(%arg0: tensor<8xi32>, %arg1: tensor<32xi32>) -> tensor<32xi32> {
    %0 = call @_searchsorted_scan_impl_16(%arg0, %arg1) : (tensor<8xi32>, tensor<32xi32>) -> tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @_searchsorted_scan_impl_16(%arg0: tensor<8xi32>, %arg1: tensor<32xi32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<8> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<8xi32>, tensor<32xi32>, tensor<i32>, tensor<32xui32>, tensor<32xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_17(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<8xi32>, tensor<32xi32>, tensor<32xui32>, tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<8xi32>, tensor<32xi32>, tensor<i32>, tensor<32xui32>, tensor<32xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<32xui32>) -> tensor<32xi32>
    return %3 : tensor<32xi32>
  }
  func.func private @closed_call_17(%arg0: tensor<8xi32>, %arg1: tensor<32xi32>, %arg2: tensor<32xui32>, %arg3: tensor<32xui32>) -> (tensor<32xui32>, tensor<32xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<32xui32>
    %1 = call @floor_divide_18(%0, %c) : (tensor<32xui32>, tensor<i32>) -> tensor<32xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<32xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xui32>) -> tensor<32x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<32x1xui32>) -> tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<32xi1>, tensor<32xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<32xi1>, tensor<32xui32>
    return %7, %8 : tensor<32xui32>, tensor<32xui32>
  }
  func.func private @floor_divide_18(%arg0: tensor<32xui32>, %arg1: tensor<i32>) -> tensor<32xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<32xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<32xui32>
    return %2 : tensor<32xui32>
  }
  func.func private @cumsum_19(%arg0: tensor<8x4xi32>) -> tensor<8x4xi32> {
    %0 = call @cumsum_20(%arg0) : (tensor<8x4xi32>) -> tensor<8x4xi32>
    return %0 : tensor<8x4xi32>
  }
  func.func private @cumsum_20(%arg0: tensor<8x4xi32>) -> tensor<8x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 4>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x4xi32>, tensor<i32>) -> tensor<8x4xi32>
    return %1 : tensor<8x4xi32>
  }
  func.func private @take_along_axis_21(%arg0: tensor<32x4xi32>, %arg1: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x4xi32>, tensor<32x1x1xi32>) -> tensor<32x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x1xi1>, tensor<32x1xi32>
    return %15 : tensor<32x1xi32>
  }
  func.func private @_where_22(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
    return %2 : tensor<32xi32>
  }
  func.func private @_where_23(%arg0: tensor<32xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<32xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<32xi1>, tensor<32xi32>
    return %2 : tensor<32xi32>
  }
  func.func private @_pad_24(%arg0: tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x128xbf16>, tensor<bf16>) -> tensor<8x4096x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:4096, 0:128] : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    return %1 : tensor<8x4096x128xbf16>
  }
  func.func private @_pad_25(%arg0: tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16> {
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

// ---- kernel sparse_cli_dkv sha256:164abe69adac1a93f6277d08d1441a62a9e8bfc72b4e04f337631166a29105b8
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x128xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 32>, scalar_prefetch = 4 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<32xi8, #tpu.memory_space<smem>>
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
      %15 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg15[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg16[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %17 = vector.load %arg10[%c0_7, %c0_8, %c0_9] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %19 = vector.load %arg7[%c0_10, %c0_11, %c0_12] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %20 = vector.shape_cast %19 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %21 = tpu.matmul %20, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_13 = arith.constant 0.0883883461 : f32
      %22 = vector.broadcast %cst_13 : f32 to vector<512x128xf32>
      %23 = arith.mulf %21, %22 : vector<512x128xf32>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %24 = vector.load %arg9[%c0_14, %c0_15, %c0_16] : memref<1x512x128xi8, #tpu.memory_space<vmem>>, vector<1x512x128xi8>
      %25 = vector.shape_cast %24 : vector<1x512x128xi8> to vector<512x128xi8>
      %c0_i8 = arith.constant 0 : i8
      %26 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
      %27 = arith.cmpi ne, %25, %26 : vector<512x128xi8>
      %c2_i32 = arith.constant 2 : i32
      %28 = arith.cmpi eq, %3, %c2_i32 : i32
      %29 = vector.broadcast %28 : i1 to vector<512x128xi1>
      %30 = arith.ori %27, %29 : vector<512x128xi1>
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %31 = vector.load %arg11[%c0_17, %c0_18, %c0_19] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %32 = vector.shape_cast %31 : vector<1x1x128xf32> to vector<1x128xf32>
      %33 = vector.broadcast %32 : vector<1x128xf32> to vector<512x128xf32>
      %34 = arith.subf %23, %33 : vector<512x128xf32>
      %35 = math.exp %34 : vector<512x128xf32>
      %cst_20 = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_20 : f32 to vector<512x128xf32>
      %37 = arith.select %30, %35, %36 : vector<512x128xi1>, vector<512x128xf32>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %38 = vector.load %arg16[%c0_21, %c0_22] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %39 = arith.truncf %37 : vector<512x128xf32> to vector<512x128xbf16>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %40 = tpu.matmul %39, %18, %cst_23 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %41 = arith.addf %38, %40 : vector<512x128xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %42 = vector.load %arg16[%c0_24, %c0_25] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %43 = vector.shape_cast %42 : vector<512x128xf32> to vector<512x128xf32>
      %44 = vector.shape_cast %41 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_24, %c0_25], %44 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %45 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %46 = vector.shape_cast %45 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_29 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %47 = tpu.matmul %46, %18, %cst_29 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %48 = vector.load %arg12[%c0_30, %c0_31, %c0_32] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %49 = vector.shape_cast %48 : vector<1x1x128xf32> to vector<1x128xf32>
      %50 = vector.broadcast %49 : vector<1x128xf32> to vector<512x128xf32>
      %51 = arith.subf %47, %50 : vector<512x128xf32>
      %52 = arith.mulf %37, %51 : vector<512x128xf32>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %53 = vector.load %arg15[%c0_33, %c0_34] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %54 = arith.truncf %52 : vector<512x128xf32> to vector<512x128xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %55 = tpu.matmul %54, %16, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_36 = arith.constant 0.0883883461 : f32
      %56 = vector.broadcast %cst_36 : f32 to vector<512x128xf32>
      %57 = arith.mulf %55, %56 : vector<512x128xf32>
      %58 = arith.addf %53, %57 : vector<512x128xf32>
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %59 = vector.load %arg15[%c0_37, %c0_38] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %60 = vector.shape_cast %59 : vector<512x128xf32> to vector<512x128xf32>
      %61 = vector.shape_cast %58 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_37, %c0_38], %61 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg15[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %16 = arith.truncf %15 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg13[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %19 = vector.shape_cast %16 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %20 = vector.load %arg16[%c0_9, %c0_10] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = arith.truncf %20 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg14[%c0_11, %c0_12, %c0_13] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %23 = vector.shape_cast %22 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %24 = vector.shape_cast %21 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0_11, %c0_12, %c0_13], %24 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<32xi8, #tpu.memory_space<smem>>
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
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<32xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %24, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<32xi8, #tpu.memory_space<smem>>
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
    %c4_i32_4 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<32xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c8_i32_11 = arith.constant 8 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c8_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c8_i32_11 : i32
    %44 = arith.remsi %41, %43 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %46 = arith.cmpi slt, %44, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %43, %c0_i32_16 : i32
    %48 = arith.xori %46, %47 : i1
    %49 = arith.andi %48, %45 : i1
    %50 = arith.addi %44, %43 : i32
    %51 = arith.select %49, %50, %44 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %38, %51, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<32xi8, #tpu.memory_space<smem>>
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
    %c4_i32_4 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<32xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c8_i32_11 = arith.constant 8 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c8_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c8_i32_11 : i32
    %44 = arith.remsi %41, %43 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %46 = arith.cmpi slt, %44, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %43, %c0_i32_16 : i32
    %48 = arith.xori %46, %47 : i1
    %49 = arith.andi %48, %45 : i1
    %50 = arith.addi %44, %43 : i32
    %51 = arith.select %49, %50, %44 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %38, %51, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<32xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<32xi8, #tpu.memory_space<smem>>
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
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<32xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %24, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<32xi8, #tpu.memory_space<smem>>
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
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<32xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %c0_i32_4, %24 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<32xi8, #tpu.memory_space<smem>>
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
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<32xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %c0_i32_4, %24 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<32xi8, #tpu.memory_space<smem>>
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
    %c4_i32_4 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<32xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c8_i32_11 = arith.constant 8 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c8_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c8_i32_11 : i32
    %44 = arith.remsi %41, %43 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %46 = arith.cmpi slt, %44, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %43, %c0_i32_16 : i32
    %48 = arith.xori %46, %47 : i1
    %49 = arith.andi %48, %45 : i1
    %50 = arith.addi %44, %43 : i32
    %51 = arith.select %49, %50, %44 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %38, %51, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<32xi8, #tpu.memory_space<smem>>, %arg3: memref<32xi8, #tpu.memory_space<smem>>, %arg4: memref<32xi8, #tpu.memory_space<smem>>, %arg5: memref<32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<32xi8, #tpu.memory_space<smem>>
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
    %c4_i32_4 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<32xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c8_i32_11 = arith.constant 8 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c8_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c8_i32_11 : i32
    %44 = arith.remsi %41, %43 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %46 = arith.cmpi slt, %44, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %43, %c0_i32_16 : i32
    %48 = arith.xori %46, %47 : i1
    %49 = arith.andi %48, %45 : i1
    %50 = arith.addi %44, %43 : i32
    %51 = arith.select %49, %50, %44 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %38, %51, %c0_i32_17 : i32, i32, i32
  }
}
