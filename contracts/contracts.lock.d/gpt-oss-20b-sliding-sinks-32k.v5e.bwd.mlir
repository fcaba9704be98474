module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x256x2xi8>, %arg1: tensor<1x256x2xi16>, %arg2: tensor<1x256x2xi8>, %arg3: tensor<2x128x128xi8>, %arg4: tensor<1x256x2xi8>, %arg5: tensor<1x256x2xi16>, %arg6: tensor<1x256x2xi8>, %arg7: tensor<2x128x128xi8>, %arg8: tensor<64x32768x64xbf16>, %arg9: tensor<8x32768x64xbf16>, %arg10: tensor<8x32768x64xbf16>, %arg11: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result[0]"}, tensor<64x32768x64xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][2]"}, tensor<64xf32> {jax.result_info = "result[1][3]"}) {
    %c = stablehlo.constant dense<7> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i8>
    %c_5 = stablehlo.constant dense<256> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<1x8xi32>
    %c_8 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c_9) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg9, %c_9) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg10, %c_9) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256xi32>
    %6 = call @floor_divide(%5, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %7 = call @remainder(%5, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %8 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<1x256x2xi8>
    %9 = stablehlo.compare NE, %arg0, %8, SIGNED : (tensor<1x256x2xi8>, tensor<1x256x2xi8>) -> tensor<1x256x2xi1>
    %10 = stablehlo.convert %9 : (tensor<1x256x2xi1>) -> tensor<1x256x2xi32>
    %11 = stablehlo.reduce(%10 init: %c_9) applies stablehlo.add across dimensions = [2] : (tensor<1x256x2xi32>, tensor<i32>) -> tensor<1x256xi32>
    %12 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %13 = stablehlo.compare LT, %6, %12, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %15 = stablehlo.add %6, %14 : tensor<256xi32>
    %16 = stablehlo.select %13, %15, %6 : tensor<256xi1>, tensor<256xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %18 = "stablehlo.gather"(%c_6, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi32>
    %19 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %20 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %21 = stablehlo.compare LT, %18, %20, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %23 = stablehlo.add %18, %22 : tensor<256x1xi32>
    %24 = stablehlo.select %21, %23, %18 : tensor<256x1xi1>, tensor<256x1xi32>
    %25 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %26 = stablehlo.compare LT, %19, %25, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %28 = stablehlo.add %19, %27 : tensor<256x1xi32>
    %29 = stablehlo.select %26, %28, %19 : tensor<256x1xi1>, tensor<256x1xi32>
    %30 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %32 = stablehlo.concatenate %30, %31, dim = 2 : (tensor<256x1x1xi32>, tensor<256x1x1xi32>) -> tensor<256x1x2xi32>
    %33 = "stablehlo.gather"(%11, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x256xi32>, tensor<256x1x2xi32>) -> tensor<256x1xi32>
    %34 = stablehlo.reduce(%33 init: %c_9) applies stablehlo.add across dimensions = [1] : (tensor<256x1xi32>, tensor<i32>) -> tensor<256xi32>
    %35 = call @cumsum(%33) : (tensor<256x1xi32>) -> tensor<256x1xi32>
    %36 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %37 = stablehlo.maximum %34, %36 : tensor<256xi32>
    %38 = call @cumsum_3(%37) : (tensor<256xi32>) -> tensor<256xi32>
    %39 = stablehlo.iota dim = 0 : tensor<511xi32>
    %40 = stablehlo.slice %38 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %41 = stablehlo.reshape %40 : (tensor<1xi32>) -> tensor<i32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %43 = stablehlo.compare LT, %39, %42, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %44 = stablehlo.slice %38 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %45 = stablehlo.reshape %44 : (tensor<1xi32>) -> tensor<i32>
    %46 = stablehlo.subtract %45, %c_3 : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %48 = stablehlo.minimum %39, %47 : tensor<511xi32>
    %49 = call @searchsorted(%38, %48) : (tensor<256xi32>, tensor<511xi32>) -> tensor<511xi32>
    %50 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %51 = stablehlo.add %50, %49 : tensor<511xi32>
    %52 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %53 = stablehlo.compare LT, %49, %52, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %54 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %55 = stablehlo.add %49, %54 : tensor<511xi32>
    %56 = stablehlo.select %53, %55, %49 : tensor<511xi1>, tensor<511xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %58 = "stablehlo.gather"(%38, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %59 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %60 = stablehlo.compare LT, %49, %59, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %61 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %62 = stablehlo.add %49, %61 : tensor<511xi32>
    %63 = stablehlo.select %60, %62, %49 : tensor<511xi1>, tensor<511xi32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %65 = "stablehlo.gather"(%37, %64) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %66 = stablehlo.subtract %58, %65 : tensor<511xi32>
    %67 = stablehlo.subtract %48, %66 : tensor<511xi32>
    %68 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %69 = stablehlo.compare LT, %51, %68, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %70 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %71 = stablehlo.add %51, %70 : tensor<511xi32>
    %72 = stablehlo.select %69, %71, %51 : tensor<511xi1>, tensor<511xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %74 = "stablehlo.gather"(%35, %73) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %75 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %76 = stablehlo.compare LE, %74, %75, SIGNED : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi1>
    %77 = stablehlo.convert %76 : (tensor<511x1xi1>) -> tensor<511x1xi32>
    %78 = stablehlo.reduce(%77 init: %c_9) applies stablehlo.add across dimensions = [1] : (tensor<511x1xi32>, tensor<i32>) -> tensor<511xi32>
    %79 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %80 = stablehlo.minimum %78, %79 : tensor<511xi32>
    %81 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %82 = stablehlo.compare LT, %51, %81, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %83 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %84 = stablehlo.add %51, %83 : tensor<511xi32>
    %85 = stablehlo.select %82, %84, %51 : tensor<511xi1>, tensor<511xi32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %87 = "stablehlo.gather"(%35, %86) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %88 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %89 = stablehlo.compare LT, %51, %88, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %90 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %91 = stablehlo.add %51, %90 : tensor<511xi32>
    %92 = stablehlo.select %89, %91, %51 : tensor<511xi1>, tensor<511xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %94 = "stablehlo.gather"(%33, %93) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %95 = stablehlo.subtract %87, %94 : tensor<511x1xi32>
    %96 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %97 = call @take_along_axis(%95, %96) : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %98 = stablehlo.reshape %97 : (tensor<511x1xi32>) -> tensor<511xi32>
    %99 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %100 = stablehlo.compare LT, %51, %99, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %101 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %102 = stablehlo.add %51, %101 : tensor<511xi32>
    %103 = stablehlo.select %100, %102, %51 : tensor<511xi1>, tensor<511xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %105 = "stablehlo.gather"(%34, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %106 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %107 = stablehlo.compare GT, %105, %106, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %108 = stablehlo.subtract %67, %98 : tensor<511xi32>
    %109 = call @_where_7(%107, %108, %c_9) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %110 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %111 = stablehlo.compare LT, %51, %110, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %112 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %113 = stablehlo.add %51, %112 : tensor<511xi32>
    %114 = stablehlo.select %111, %113, %51 : tensor<511xi1>, tensor<511xi32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %116 = "stablehlo.gather"(%6, %115) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %117 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %118 = stablehlo.compare LT, %116, %117, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %119 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %120 = stablehlo.add %116, %119 : tensor<511xi32>
    %121 = stablehlo.select %118, %120, %116 : tensor<511xi1>, tensor<511xi32>
    %122 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %123 = stablehlo.compare LT, %80, %122, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %124 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %125 = stablehlo.add %80, %124 : tensor<511xi32>
    %126 = stablehlo.select %123, %125, %80 : tensor<511xi1>, tensor<511xi32>
    %127 = stablehlo.broadcast_in_dim %121, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %129 = stablehlo.concatenate %127, %128, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %130 = "stablehlo.gather"(%c_6, %129) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %131 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %132 = stablehlo.compare LT, %51, %131, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %133 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %134 = stablehlo.add %51, %133 : tensor<511xi32>
    %135 = stablehlo.select %132, %134, %51 : tensor<511xi1>, tensor<511xi32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %137 = "stablehlo.gather"(%7, %136) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %138 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %139 = stablehlo.compare LT, %51, %138, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %140 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %141 = stablehlo.add %51, %140 : tensor<511xi32>
    %142 = stablehlo.select %139, %141, %51 : tensor<511xi1>, tensor<511xi32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %144 = "stablehlo.gather"(%34, %143) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %145 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %146 = stablehlo.compare GT, %144, %145, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %147 = stablehlo.and %43, %146 : tensor<511xi1>
    %148 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %149 = stablehlo.compare LT, %130, %148, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %150 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %151 = stablehlo.add %130, %150 : tensor<511xi32>
    %152 = stablehlo.select %149, %151, %130 : tensor<511xi1>, tensor<511xi32>
    %153 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %154 = stablehlo.compare LT, %137, %153, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %155 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %156 = stablehlo.add %137, %155 : tensor<511xi32>
    %157 = stablehlo.select %154, %156, %137 : tensor<511xi1>, tensor<511xi32>
    %158 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %159 = stablehlo.compare LT, %109, %158, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %160 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %161 = stablehlo.add %109, %160 : tensor<511xi32>
    %162 = stablehlo.select %159, %161, %109 : tensor<511xi1>, tensor<511xi32>
    %163 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %164 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %165 = stablehlo.broadcast_in_dim %162, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %166 = stablehlo.concatenate %163, %164, %165, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %167 = "stablehlo.gather"(%arg0, %166) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi8>, tensor<511x3xi32>) -> tensor<511xi8>
    %168 = stablehlo.convert %167 : (tensor<511xi8>) -> tensor<511xi32>
    %169 = call @_where_7(%147, %168, %c_9) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %170 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %171 = stablehlo.compare EQ, %67, %170, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %172 = stablehlo.and %43, %171 : tensor<511xi1>
    %173 = call @_where_8(%172, %c_1, %c_9) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %174 = stablehlo.convert %173 : tensor<511xi32>
    %175 = stablehlo.or %169, %174 : tensor<511xi32>
    %176 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %177 = stablehlo.compare LT, %49, %176, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %178 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %179 = stablehlo.add %49, %178 : tensor<511xi32>
    %180 = stablehlo.select %177, %179, %49 : tensor<511xi1>, tensor<511xi32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %182 = "stablehlo.gather"(%37, %181) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %183 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %184 = stablehlo.subtract %182, %183 : tensor<511xi32>
    %185 = stablehlo.compare EQ, %67, %184, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %186 = stablehlo.and %43, %185 : tensor<511xi1>
    %187 = call @_where_8(%186, %c_0, %c_9) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %188 = stablehlo.convert %187 : tensor<511xi32>
    %189 = stablehlo.or %175, %188 : tensor<511xi32>
    %190 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %191 = stablehlo.compare LT, %51, %190, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %192 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %193 = stablehlo.add %51, %192 : tensor<511xi32>
    %194 = stablehlo.select %191, %193, %51 : tensor<511xi1>, tensor<511xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %196 = "stablehlo.gather"(%6, %195) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %197 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %198 = stablehlo.compare LT, %196, %197, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %199 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %200 = stablehlo.add %196, %199 : tensor<511xi32>
    %201 = stablehlo.select %198, %200, %196 : tensor<511xi1>, tensor<511xi32>
    %202 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %203 = stablehlo.compare LT, %80, %202, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %204 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %205 = stablehlo.add %80, %204 : tensor<511xi32>
    %206 = stablehlo.select %203, %205, %80 : tensor<511xi1>, tensor<511xi32>
    %207 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %209 = stablehlo.concatenate %207, %208, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %210 = "stablehlo.gather"(%c_6, %209) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %211 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %212 = stablehlo.multiply %210, %211 : tensor<511xi32>
    %213 = stablehlo.add %212, %137 : tensor<511xi32>
    %214 = stablehlo.convert %213 : (tensor<511xi32>) -> tensor<511xi16>
    %215 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %216 = stablehlo.compare LT, %130, %215, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %217 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %218 = stablehlo.add %130, %217 : tensor<511xi32>
    %219 = stablehlo.select %216, %218, %130 : tensor<511xi1>, tensor<511xi32>
    %220 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %221 = stablehlo.compare LT, %137, %220, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %222 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %223 = stablehlo.add %137, %222 : tensor<511xi32>
    %224 = stablehlo.select %221, %223, %137 : tensor<511xi1>, tensor<511xi32>
    %225 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %226 = stablehlo.compare LT, %109, %225, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %227 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %228 = stablehlo.add %109, %227 : tensor<511xi32>
    %229 = stablehlo.select %226, %228, %109 : tensor<511xi1>, tensor<511xi32>
    %230 = stablehlo.broadcast_in_dim %219, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %231 = stablehlo.broadcast_in_dim %224, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %232 = stablehlo.broadcast_in_dim %229, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %233 = stablehlo.concatenate %230, %231, %232, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %234 = "stablehlo.gather"(%arg1, %233) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi16>, tensor<511x3xi32>) -> tensor<511xi16>
    %235 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %236 = stablehlo.compare LT, %130, %235, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %237 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %238 = stablehlo.add %130, %237 : tensor<511xi32>
    %239 = stablehlo.select %236, %238, %130 : tensor<511xi1>, tensor<511xi32>
    %240 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %241 = stablehlo.compare LT, %137, %240, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %242 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %243 = stablehlo.add %137, %242 : tensor<511xi32>
    %244 = stablehlo.select %241, %243, %137 : tensor<511xi1>, tensor<511xi32>
    %245 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %246 = stablehlo.compare LT, %109, %245, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %247 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %248 = stablehlo.add %109, %247 : tensor<511xi32>
    %249 = stablehlo.select %246, %248, %109 : tensor<511xi1>, tensor<511xi32>
    %250 = stablehlo.broadcast_in_dim %239, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %251 = stablehlo.broadcast_in_dim %244, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %252 = stablehlo.broadcast_in_dim %249, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %253 = stablehlo.concatenate %250, %251, %252, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %254 = "stablehlo.gather"(%arg2, %253) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi8>, tensor<511x3xi32>) -> tensor<511xi8>
    %255 = stablehlo.convert %189 : (tensor<511xi32>) -> tensor<511xi8>
    %256:2 = stablehlo.custom_call @tpu_custom_call(%214, %234, %254, %255, %0, %1, %2, %arg3, %4) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:3e5fc72bd1cd5c5d35c3c59ebc72847cce57682adf61f2700bec7020af5e1425\22, \22cost_estimate\22: {\22bytes_accessed\22: 1608515584, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<511xi16>, tensor<511xi16>, tensor<511xi8>, tensor<511xi8>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<2x128x128xi8>, tensor<64x1x128xf32>) -> (tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>)
    %257 = stablehlo.convert %256#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %258 = stablehlo.convert %256#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %259 = stablehlo.multiply %257, %258 : tensor<64x32768x64xf32>
    %260 = stablehlo.reduce(%259 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x32768x64xf32>, tensor<f32>) -> tensor<64x32768xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 2] : (tensor<64x32768xf32>) -> tensor<64x1x32768xf32>
    %262 = stablehlo.iota dim = 0 : tensor<256xi32>
    %263 = call @floor_divide(%262, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %264 = call @remainder(%262, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %265 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<1x256x2xi8>
    %266 = stablehlo.compare NE, %arg0, %265, SIGNED : (tensor<1x256x2xi8>, tensor<1x256x2xi8>) -> tensor<1x256x2xi1>
    %267 = stablehlo.convert %266 : (tensor<1x256x2xi1>) -> tensor<1x256x2xi32>
    %268 = stablehlo.reduce(%267 init: %c_9) applies stablehlo.add across dimensions = [2] : (tensor<1x256x2xi32>, tensor<i32>) -> tensor<1x256xi32>
    %269 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %270 = stablehlo.compare LT, %263, %269, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %271 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %272 = stablehlo.add %263, %271 : tensor<256xi32>
    %273 = stablehlo.select %270, %272, %263 : tensor<256xi1>, tensor<256xi32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %275 = "stablehlo.gather"(%c_6, %274) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi32>
    %276 = stablehlo.broadcast_in_dim %264, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %277 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %278 = stablehlo.compare LT, %275, %277, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %279 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %280 = stablehlo.add %275, %279 : tensor<256x1xi32>
    %281 = stablehlo.select %278, %280, %275 : tensor<256x1xi1>, tensor<256x1xi32>
    %282 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %283 = stablehlo.compare LT, %276, %282, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %284 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %285 = stablehlo.add %276, %284 : tensor<256x1xi32>
    %286 = stablehlo.select %283, %285, %276 : tensor<256x1xi1>, tensor<256x1xi32>
    %287 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %288 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %289 = stablehlo.concatenate %287, %288, dim = 2 : (tensor<256x1x1xi32>, tensor<256x1x1xi32>) -> tensor<256x1x2xi32>
    %290 = "stablehlo.gather"(%268, %289) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x256xi32>, tensor<256x1x2xi32>) -> tensor<256x1xi32>
    %291 = stablehlo.reduce(%290 init: %c_9) applies stablehlo.add across dimensions = [1] : (tensor<256x1xi32>, tensor<i32>) -> tensor<256xi32>
    %292 = call @cumsum(%290) : (tensor<256x1xi32>) -> tensor<256x1xi32>
    %293 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %294 = stablehlo.maximum %291, %293 : tensor<256xi32>
    %295 = call @cumsum_3(%294) : (tensor<256xi32>) -> tensor<256xi32>
    %296 = stablehlo.iota dim = 0 : tensor<511xi32>
    %297 = stablehlo.slice %295 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %298 = stablehlo.reshape %297 : (tensor<1xi32>) -> tensor<i32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %300 = stablehlo.compare LT, %296, %299, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %301 = stablehlo.slice %295 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %302 = stablehlo.reshape %301 : (tensor<1xi32>) -> tensor<i32>
    %303 = stablehlo.subtract %302, %c_3 : tensor<i32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %305 = stablehlo.minimum %296, %304 : tensor<511xi32>
    %306 = call @searchsorted(%295, %305) : (tensor<256xi32>, tensor<511xi32>) -> tensor<511xi32>
    %307 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %308 = stablehlo.add %307, %306 : tensor<511xi32>
    %309 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %310 = stablehlo.compare LT, %306, %309, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %311 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %312 = stablehlo.add %306, %311 : tensor<511xi32>
    %313 = stablehlo.select %310, %312, %306 : tensor<511xi1>, tensor<511xi32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %315 = "stablehlo.gather"(%295, %314) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %316 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %317 = stablehlo.compare LT, %306, %316, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %318 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %319 = stablehlo.add %306, %318 : tensor<511xi32>
    %320 = stablehlo.select %317, %319, %306 : tensor<511xi1>, tensor<511xi32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %322 = "stablehlo.gather"(%294, %321) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %323 = stablehlo.subtract %315, %322 : tensor<511xi32>
    %324 = stablehlo.subtract %305, %323 : tensor<511xi32>
    %325 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %326 = stablehlo.compare LT, %308, %325, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %327 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %328 = stablehlo.add %308, %327 : tensor<511xi32>
    %329 = stablehlo.select %326, %328, %308 : tensor<511xi1>, tensor<511xi32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %331 = "stablehlo.gather"(%292, %330) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %332 = stablehlo.broadcast_in_dim %324, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %333 = stablehlo.compare LE, %331, %332, SIGNED : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi1>
    %334 = stablehlo.convert %333 : (tensor<511x1xi1>) -> tensor<511x1xi32>
    %335 = stablehlo.reduce(%334 init: %c_9) applies stablehlo.add across dimensions = [1] : (tensor<511x1xi32>, tensor<i32>) -> tensor<511xi32>
    %336 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %337 = stablehlo.minimum %335, %336 : tensor<511xi32>
    %338 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %339 = stablehlo.compare LT, %308, %338, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %340 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %341 = stablehlo.add %308, %340 : tensor<511xi32>
    %342 = stablehlo.select %339, %341, %308 : tensor<511xi1>, tensor<511xi32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %344 = "stablehlo.gather"(%292, %343) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %345 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %346 = stablehlo.compare LT, %308, %345, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %347 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %348 = stablehlo.add %308, %347 : tensor<511xi32>
    %349 = stablehlo.select %346, %348, %308 : tensor<511xi1>, tensor<511xi32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %351 = "stablehlo.gather"(%290, %350) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %352 = stablehlo.subtract %344, %351 : tensor<511x1xi32>
    %353 = stablehlo.broadcast_in_dim %337, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %354 = call @take_along_axis(%352, %353) : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %355 = stablehlo.reshape %354 : (tensor<511x1xi32>) -> tensor<511xi32>
    %356 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %357 = stablehlo.compare LT, %308, %356, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %358 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %359 = stablehlo.add %308, %358 : tensor<511xi32>
    %360 = stablehlo.select %357, %359, %308 : tensor<511xi1>, tensor<511xi32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %362 = "stablehlo.gather"(%291, %361) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %363 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %364 = stablehlo.compare GT, %362, %363, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %365 = stablehlo.subtract %324, %355 : tensor<511xi32>
    %366 = call @_where_7(%364, %365, %c_9) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %367 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %368 = stablehlo.compare LT, %308, %367, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %369 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %370 = stablehlo.add %308, %369 : tensor<511xi32>
    %371 = stablehlo.select %368, %370, %308 : tensor<511xi1>, tensor<511xi32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %373 = "stablehlo.gather"(%263, %372) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %374 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %375 = stablehlo.compare LT, %373, %374, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %376 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %377 = stablehlo.add %373, %376 : tensor<511xi32>
    %378 = stablehlo.select %375, %377, %373 : tensor<511xi1>, tensor<511xi32>
    %379 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %380 = stablehlo.compare LT, %337, %379, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %381 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %382 = stablehlo.add %337, %381 : tensor<511xi32>
    %383 = stablehlo.select %380, %382, %337 : tensor<511xi1>, tensor<511xi32>
    %384 = stablehlo.broadcast_in_dim %378, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %385 = stablehlo.broadcast_in_dim %383, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %386 = stablehlo.concatenate %384, %385, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %387 = "stablehlo.gather"(%c_6, %386) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %388 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %389 = stablehlo.compare LT, %308, %388, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %390 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %391 = stablehlo.add %308, %390 : tensor<511xi32>
    %392 = stablehlo.select %389, %391, %308 : tensor<511xi1>, tensor<511xi32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %394 = "stablehlo.gather"(%264, %393) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %395 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %396 = stablehlo.compare LT, %308, %395, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %397 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %398 = stablehlo.add %308, %397 : tensor<511xi32>
    %399 = stablehlo.select %396, %398, %308 : tensor<511xi1>, tensor<511xi32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %401 = "stablehlo.gather"(%291, %400) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %402 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %403 = stablehlo.compare GT, %401, %402, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %404 = stablehlo.and %300, %403 : tensor<511xi1>
    %405 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %406 = stablehlo.compare LT, %387, %405, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %407 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %408 = stablehlo.add %387, %407 : tensor<511xi32>
    %409 = stablehlo.select %406, %408, %387 : tensor<511xi1>, tensor<511xi32>
    %410 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %411 = stablehlo.compare LT, %394, %410, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %412 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %413 = stablehlo.add %394, %412 : tensor<511xi32>
    %414 = stablehlo.select %411, %413, %394 : tensor<511xi1>, tensor<511xi32>
    %415 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %416 = stablehlo.compare LT, %366, %415, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %417 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %418 = stablehlo.add %366, %417 : tensor<511xi32>
    %419 = stablehlo.select %416, %418, %366 : tensor<511xi1>, tensor<511xi32>
    %420 = stablehlo.broadcast_in_dim %409, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %421 = stablehlo.broadcast_in_dim %414, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %422 = stablehlo.broadcast_in_dim %419, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %423 = stablehlo.concatenate %420, %421, %422, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %424 = "stablehlo.gather"(%arg0, %423) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi8>, tensor<511x3xi32>) -> tensor<511xi8>
    %425 = stablehlo.convert %424 : (tensor<511xi8>) -> tensor<511xi32>
    %426 = call @_where_7(%404, %425, %c_9) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %427 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %428 = stablehlo.compare EQ, %324, %427, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %429 = stablehlo.and %300, %428 : tensor<511xi1>
    %430 = call @_where_8(%429, %c_1, %c_9) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %431 = stablehlo.convert %430 : tensor<511xi32>
    %432 = stablehlo.or %426, %431 : tensor<511xi32>
    %433 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %434 = stablehlo.compare LT, %306, %433, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %435 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %436 = stablehlo.add %306, %435 : tensor<511xi32>
    %437 = stablehlo.select %434, %436, %306 : tensor<511xi1>, tensor<511xi32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %439 = "stablehlo.gather"(%294, %438) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %440 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %441 = stablehlo.subtract %439, %440 : tensor<511xi32>
    %442 = stablehlo.compare EQ, %324, %441, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %443 = stablehlo.and %300, %442 : tensor<511xi1>
    %444 = call @_where_8(%443, %c_0, %c_9) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %445 = stablehlo.convert %444 : tensor<511xi32>
    %446 = stablehlo.or %432, %445 : tensor<511xi32>
    %447 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %448 = stablehlo.compare LT, %308, %447, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %449 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %450 = stablehlo.add %308, %449 : tensor<511xi32>
    %451 = stablehlo.select %448, %450, %308 : tensor<511xi1>, tensor<511xi32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %453 = "stablehlo.gather"(%263, %452) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %454 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %455 = stablehlo.compare LT, %453, %454, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %456 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %457 = stablehlo.add %453, %456 : tensor<511xi32>
    %458 = stablehlo.select %455, %457, %453 : tensor<511xi1>, tensor<511xi32>
    %459 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %460 = stablehlo.compare LT, %337, %459, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %461 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %462 = stablehlo.add %337, %461 : tensor<511xi32>
    %463 = stablehlo.select %460, %462, %337 : tensor<511xi1>, tensor<511xi32>
    %464 = stablehlo.broadcast_in_dim %458, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %465 = stablehlo.broadcast_in_dim %463, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %466 = stablehlo.concatenate %464, %465, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %467 = "stablehlo.gather"(%c_6, %466) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %468 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %469 = stablehlo.multiply %467, %468 : tensor<511xi32>
    %470 = stablehlo.add %469, %394 : tensor<511xi32>
    %471 = stablehlo.convert %470 : (tensor<511xi32>) -> tensor<511xi16>
    %472 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %473 = stablehlo.compare LT, %387, %472, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %474 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %475 = stablehlo.add %387, %474 : tensor<511xi32>
    %476 = stablehlo.select %473, %475, %387 : tensor<511xi1>, tensor<511xi32>
    %477 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %478 = stablehlo.compare LT, %394, %477, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %479 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %480 = stablehlo.add %394, %479 : tensor<511xi32>
    %481 = stablehlo.select %478, %480, %394 : tensor<511xi1>, tensor<511xi32>
    %482 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %483 = stablehlo.compare LT, %366, %482, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %484 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %485 = stablehlo.add %366, %484 : tensor<511xi32>
    %486 = stablehlo.select %483, %485, %366 : tensor<511xi1>, tensor<511xi32>
    %487 = stablehlo.broadcast_in_dim %476, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %488 = stablehlo.broadcast_in_dim %481, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %489 = stablehlo.broadcast_in_dim %486, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %490 = stablehlo.concatenate %487, %488, %489, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %491 = "stablehlo.gather"(%arg1, %490) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi16>, tensor<511x3xi32>) -> tensor<511xi16>
    %492 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %493 = stablehlo.compare LT, %387, %492, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %494 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %495 = stablehlo.add %387, %494 : tensor<511xi32>
    %496 = stablehlo.select %493, %495, %387 : tensor<511xi1>, tensor<511xi32>
    %497 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %498 = stablehlo.compare LT, %394, %497, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %499 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %500 = stablehlo.add %394, %499 : tensor<511xi32>
    %501 = stablehlo.select %498, %500, %394 : tensor<511xi1>, tensor<511xi32>
    %502 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %503 = stablehlo.compare LT, %366, %502, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %504 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %505 = stablehlo.add %366, %504 : tensor<511xi32>
    %506 = stablehlo.select %503, %505, %366 : tensor<511xi1>, tensor<511xi32>
    %507 = stablehlo.broadcast_in_dim %496, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %508 = stablehlo.broadcast_in_dim %501, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %509 = stablehlo.broadcast_in_dim %506, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %510 = stablehlo.concatenate %507, %508, %509, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %511 = "stablehlo.gather"(%arg2, %510) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi8>, tensor<511x3xi32>) -> tensor<511xi8>
    %512 = stablehlo.convert %446 : (tensor<511xi32>) -> tensor<511xi8>
    %513 = stablehlo.custom_call @tpu_custom_call(%471, %491, %511, %512, %0, %1, %2, %arg3, %256#0, %256#1, %261) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:3765b81756e9b623e51e39b90648cca1f2a7f1f4915fefc0908e464f9fe7d941\22, \22cost_estimate\22: {\22bytes_accessed\22: 1876951040, \22flops\22: 205755777024, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<511xi16>, tensor<511xi16>, tensor<511xi8>, tensor<511xi8>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<2x128x128xi8>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>) -> tensor<64x32768x64xbf16>
    %514 = stablehlo.iota dim = 0 : tensor<256xi32>
    %515 = call @floor_divide(%514, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %516 = call @remainder(%514, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %517 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<1x256x2xi8>
    %518 = stablehlo.compare NE, %arg4, %517, SIGNED : (tensor<1x256x2xi8>, tensor<1x256x2xi8>) -> tensor<1x256x2xi1>
    %519 = stablehlo.convert %518 : (tensor<1x256x2xi1>) -> tensor<1x256x2xi32>
    %520 = stablehlo.reduce(%519 init: %c_9) applies stablehlo.add across dimensions = [2] : (tensor<1x256x2xi32>, tensor<i32>) -> tensor<1x256xi32>
    %521 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %522 = stablehlo.compare LT, %515, %521, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %523 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %524 = stablehlo.add %515, %523 : tensor<256xi32>
    %525 = stablehlo.select %522, %524, %515 : tensor<256xi1>, tensor<256xi32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %527 = "stablehlo.gather"(%c_7, %526) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<1x8xi32>, tensor<256x1xi32>) -> tensor<256x8xi32>
    %528 = stablehlo.broadcast_in_dim %516, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %529 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256x8xi32>
    %530 = stablehlo.compare LT, %527, %529, SIGNED : (tensor<256x8xi32>, tensor<256x8xi32>) -> tensor<256x8xi1>
    %531 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256x8xi32>
    %532 = stablehlo.add %527, %531 : tensor<256x8xi32>
    %533 = stablehlo.select %530, %532, %527 : tensor<256x8xi1>, tensor<256x8xi32>
    %534 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %535 = stablehlo.compare LT, %528, %534, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %536 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %537 = stablehlo.add %528, %536 : tensor<256x1xi32>
    %538 = stablehlo.select %535, %537, %528 : tensor<256x1xi1>, tensor<256x1xi32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x8xi32>
    %540 = stablehlo.broadcast_in_dim %533, dims = [0, 1] : (tensor<256x8xi32>) -> tensor<256x8x1xi32>
    %541 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<256x8xi32>) -> tensor<256x8x1xi32>
    %542 = stablehlo.concatenate %540, %541, dim = 2 : (tensor<256x8x1xi32>, tensor<256x8x1xi32>) -> tensor<256x8x2xi32>
    %543 = "stablehlo.gather"(%520, %542) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x256xi32>, tensor<256x8x2xi32>) -> tensor<256x8xi32>
    %544 = stablehlo.reduce(%543 init: %c_9) applies stablehlo.add across dimensions = [1] : (tensor<256x8xi32>, tensor<i32>) -> tensor<256xi32>
    %545 = call @cumsum_9(%543) : (tensor<256x8xi32>) -> tensor<256x8xi32>
    %546 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %547 = stablehlo.maximum %544, %546 : tensor<256xi32>
    %548 = call @cumsum_3(%547) : (tensor<256xi32>) -> tensor<256xi32>
    %549 = stablehlo.iota dim = 0 : tensor<4088xi32>
    %550 = stablehlo.slice %548 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %551 = stablehlo.reshape %550 : (tensor<1xi32>) -> tensor<i32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %553 = stablehlo.compare LT, %549, %552, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %554 = stablehlo.slice %548 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %555 = stablehlo.reshape %554 : (tensor<1xi32>) -> tensor<i32>
    %556 = stablehlo.subtract %555, %c_3 : tensor<i32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %558 = stablehlo.minimum %549, %557 : tensor<4088xi32>
    %559 = call @searchsorted_11(%548, %558) : (tensor<256xi32>, tensor<4088xi32>) -> tensor<4088xi32>
    %560 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %561 = stablehlo.add %560, %559 : tensor<4088xi32>
    %562 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %563 = stablehlo.compare LT, %559, %562, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %564 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %565 = stablehlo.add %559, %564 : tensor<4088xi32>
    %566 = stablehlo.select %563, %565, %559 : tensor<4088xi1>, tensor<4088xi32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %568 = "stablehlo.gather"(%548, %567) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<4088x1xi32>) -> tensor<4088xi32>
    %569 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %570 = stablehlo.compare LT, %559, %569, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %571 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %572 = stablehlo.add %559, %571 : tensor<4088xi32>
    %573 = stablehlo.select %570, %572, %559 : tensor<4088xi1>, tensor<4088xi32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %575 = "stablehlo.gather"(%547, %574) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<4088x1xi32>) -> tensor<4088xi32>
    %576 = stablehlo.subtract %568, %575 : tensor<4088xi32>
    %577 = stablehlo.subtract %558, %576 : tensor<4088xi32>
    %578 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %579 = stablehlo.compare LT, %561, %578, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %580 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %581 = stablehlo.add %561, %580 : tensor<4088xi32>
    %582 = stablehlo.select %579, %581, %561 : tensor<4088xi1>, tensor<4088xi32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %584 = "stablehlo.gather"(%545, %583) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<256x8xi32>, tensor<4088x1xi32>) -> tensor<4088x8xi32>
    %585 = stablehlo.broadcast_in_dim %577, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1] : (tensor<4088x1xi32>) -> tensor<4088x8xi32>
    %587 = stablehlo.compare LE, %584, %586, SIGNED : (tensor<4088x8xi32>, tensor<4088x8xi32>) -> tensor<4088x8xi1>
    %588 = stablehlo.convert %587 : (tensor<4088x8xi1>) -> tensor<4088x8xi32>
    %589 = stablehlo.reduce(%588 init: %c_9) applies stablehlo.add across dimensions = [1] : (tensor<4088x8xi32>, tensor<i32>) -> tensor<4088xi32>
    %590 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %591 = stablehlo.minimum %589, %590 : tensor<4088xi32>
    %592 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %593 = stablehlo.compare LT, %561, %592, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %594 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %595 = stablehlo.add %561, %594 : tensor<4088xi32>
    %596 = stablehlo.select %593, %595, %561 : tensor<4088xi1>, tensor<4088xi32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %598 = "stablehlo.gather"(%545, %597) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<256x8xi32>, tensor<4088x1xi32>) -> tensor<4088x8xi32>
    %599 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %600 = stablehlo.compare LT, %561, %599, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %601 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %602 = stablehlo.add %561, %601 : tensor<4088xi32>
    %603 = stablehlo.select %600, %602, %561 : tensor<4088xi1>, tensor<4088xi32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %605 = "stablehlo.gather"(%543, %604) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<256x8xi32>, tensor<4088x1xi32>) -> tensor<4088x8xi32>
    %606 = stablehlo.subtract %598, %605 : tensor<4088x8xi32>
    %607 = stablehlo.broadcast_in_dim %591, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %608 = call @take_along_axis_16(%606, %607) : (tensor<4088x8xi32>, tensor<4088x1xi32>) -> tensor<4088x1xi32>
    %609 = stablehlo.reshape %608 : (tensor<4088x1xi32>) -> tensor<4088xi32>
    %610 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %611 = stablehlo.compare LT, %561, %610, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %612 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %613 = stablehlo.add %561, %612 : tensor<4088xi32>
    %614 = stablehlo.select %611, %613, %561 : tensor<4088xi1>, tensor<4088xi32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %616 = "stablehlo.gather"(%544, %615) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<4088x1xi32>) -> tensor<4088xi32>
    %617 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %618 = stablehlo.compare GT, %616, %617, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %619 = stablehlo.subtract %577, %609 : tensor<4088xi32>
    %620 = call @_where_17(%618, %619, %c_9) : (tensor<4088xi1>, tensor<4088xi32>, tensor<i32>) -> tensor<4088xi32>
    %621 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %622 = stablehlo.compare LT, %561, %621, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %623 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %624 = stablehlo.add %561, %623 : tensor<4088xi32>
    %625 = stablehlo.select %622, %624, %561 : tensor<4088xi1>, tensor<4088xi32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %627 = "stablehlo.gather"(%515, %626) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<4088x1xi32>) -> tensor<4088xi32>
    %628 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %629 = stablehlo.compare LT, %627, %628, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %630 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %631 = stablehlo.add %627, %630 : tensor<4088xi32>
    %632 = stablehlo.select %629, %631, %627 : tensor<4088xi1>, tensor<4088xi32>
    %633 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %634 = stablehlo.compare LT, %591, %633, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %635 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %636 = stablehlo.add %591, %635 : tensor<4088xi32>
    %637 = stablehlo.select %634, %636, %591 : tensor<4088xi1>, tensor<4088xi32>
    %638 = stablehlo.broadcast_in_dim %632, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %639 = stablehlo.broadcast_in_dim %637, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %640 = stablehlo.concatenate %638, %639, dim = 1 : (tensor<4088x1xi32>, tensor<4088x1xi32>) -> tensor<4088x2xi32>
    %641 = "stablehlo.gather"(%c_7, %640) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi32>, tensor<4088x2xi32>) -> tensor<4088xi32>
    %642 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %643 = stablehlo.compare LT, %561, %642, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %644 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %645 = stablehlo.add %561, %644 : tensor<4088xi32>
    %646 = stablehlo.select %643, %645, %561 : tensor<4088xi1>, tensor<4088xi32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %648 = "stablehlo.gather"(%516, %647) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<4088x1xi32>) -> tensor<4088xi32>
    %649 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %650 = stablehlo.compare LT, %561, %649, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %651 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %652 = stablehlo.add %561, %651 : tensor<4088xi32>
    %653 = stablehlo.select %650, %652, %561 : tensor<4088xi1>, tensor<4088xi32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %655 = "stablehlo.gather"(%544, %654) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<4088x1xi32>) -> tensor<4088xi32>
    %656 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %657 = stablehlo.compare GT, %655, %656, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %658 = stablehlo.and %553, %657 : tensor<4088xi1>
    %659 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %660 = stablehlo.compare LT, %641, %659, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %661 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %662 = stablehlo.add %641, %661 : tensor<4088xi32>
    %663 = stablehlo.select %660, %662, %641 : tensor<4088xi1>, tensor<4088xi32>
    %664 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %665 = stablehlo.compare LT, %648, %664, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %666 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %667 = stablehlo.add %648, %666 : tensor<4088xi32>
    %668 = stablehlo.select %665, %667, %648 : tensor<4088xi1>, tensor<4088xi32>
    %669 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %670 = stablehlo.compare LT, %620, %669, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %671 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %672 = stablehlo.add %620, %671 : tensor<4088xi32>
    %673 = stablehlo.select %670, %672, %620 : tensor<4088xi1>, tensor<4088xi32>
    %674 = stablehlo.broadcast_in_dim %663, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %675 = stablehlo.broadcast_in_dim %668, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %676 = stablehlo.broadcast_in_dim %673, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %677 = stablehlo.concatenate %674, %675, %676, dim = 1 : (tensor<4088x1xi32>, tensor<4088x1xi32>, tensor<4088x1xi32>) -> tensor<4088x3xi32>
    %678 = "stablehlo.gather"(%arg4, %677) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi8>, tensor<4088x3xi32>) -> tensor<4088xi8>
    %679 = stablehlo.convert %678 : (tensor<4088xi8>) -> tensor<4088xi32>
    %680 = call @_where_17(%658, %679, %c_9) : (tensor<4088xi1>, tensor<4088xi32>, tensor<i32>) -> tensor<4088xi32>
    %681 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %682 = stablehlo.compare EQ, %577, %681, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %683 = stablehlo.and %553, %682 : tensor<4088xi1>
    %684 = call @_where_18(%683, %c_1, %c_9) : (tensor<4088xi1>, tensor<i32>, tensor<i32>) -> tensor<4088xi32>
    %685 = stablehlo.convert %684 : tensor<4088xi32>
    %686 = stablehlo.or %680, %685 : tensor<4088xi32>
    %687 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %688 = stablehlo.compare LT, %559, %687, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %689 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %690 = stablehlo.add %559, %689 : tensor<4088xi32>
    %691 = stablehlo.select %688, %690, %559 : tensor<4088xi1>, tensor<4088xi32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %693 = "stablehlo.gather"(%547, %692) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<4088x1xi32>) -> tensor<4088xi32>
    %694 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %695 = stablehlo.subtract %693, %694 : tensor<4088xi32>
    %696 = stablehlo.compare EQ, %577, %695, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %697 = stablehlo.and %553, %696 : tensor<4088xi1>
    %698 = call @_where_18(%697, %c_0, %c_9) : (tensor<4088xi1>, tensor<i32>, tensor<i32>) -> tensor<4088xi32>
    %699 = stablehlo.convert %698 : tensor<4088xi32>
    %700 = stablehlo.or %686, %699 : tensor<4088xi32>
    %701 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %702 = stablehlo.compare LT, %561, %701, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %703 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %704 = stablehlo.add %561, %703 : tensor<4088xi32>
    %705 = stablehlo.select %702, %704, %561 : tensor<4088xi1>, tensor<4088xi32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %707 = "stablehlo.gather"(%515, %706) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<4088x1xi32>) -> tensor<4088xi32>
    %708 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %709 = stablehlo.compare LT, %707, %708, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %710 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %711 = stablehlo.add %707, %710 : tensor<4088xi32>
    %712 = stablehlo.select %709, %711, %707 : tensor<4088xi1>, tensor<4088xi32>
    %713 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %714 = stablehlo.compare LT, %591, %713, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %715 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %716 = stablehlo.add %591, %715 : tensor<4088xi32>
    %717 = stablehlo.select %714, %716, %591 : tensor<4088xi1>, tensor<4088xi32>
    %718 = stablehlo.broadcast_in_dim %712, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %719 = stablehlo.broadcast_in_dim %717, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %720 = stablehlo.concatenate %718, %719, dim = 1 : (tensor<4088x1xi32>, tensor<4088x1xi32>) -> tensor<4088x2xi32>
    %721 = "stablehlo.gather"(%c_8, %720) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi32>, tensor<4088x2xi32>) -> tensor<4088xi32>
    %722 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %723 = stablehlo.multiply %721, %722 : tensor<4088xi32>
    %724 = stablehlo.add %723, %648 : tensor<4088xi32>
    %725 = stablehlo.convert %724 : (tensor<4088xi32>) -> tensor<4088xi16>
    %726 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %727 = stablehlo.compare LT, %641, %726, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %728 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %729 = stablehlo.add %641, %728 : tensor<4088xi32>
    %730 = stablehlo.select %727, %729, %641 : tensor<4088xi1>, tensor<4088xi32>
    %731 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %732 = stablehlo.compare LT, %648, %731, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %733 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %734 = stablehlo.add %648, %733 : tensor<4088xi32>
    %735 = stablehlo.select %732, %734, %648 : tensor<4088xi1>, tensor<4088xi32>
    %736 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %737 = stablehlo.compare LT, %620, %736, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %738 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %739 = stablehlo.add %620, %738 : tensor<4088xi32>
    %740 = stablehlo.select %737, %739, %620 : tensor<4088xi1>, tensor<4088xi32>
    %741 = stablehlo.broadcast_in_dim %730, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %742 = stablehlo.broadcast_in_dim %735, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %743 = stablehlo.broadcast_in_dim %740, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %744 = stablehlo.concatenate %741, %742, %743, dim = 1 : (tensor<4088x1xi32>, tensor<4088x1xi32>, tensor<4088x1xi32>) -> tensor<4088x3xi32>
    %745 = "stablehlo.gather"(%arg5, %744) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi16>, tensor<4088x3xi32>) -> tensor<4088xi16>
    %746 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %747 = stablehlo.compare LT, %641, %746, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %748 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %749 = stablehlo.add %641, %748 : tensor<4088xi32>
    %750 = stablehlo.select %747, %749, %641 : tensor<4088xi1>, tensor<4088xi32>
    %751 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %752 = stablehlo.compare LT, %648, %751, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %753 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %754 = stablehlo.add %648, %753 : tensor<4088xi32>
    %755 = stablehlo.select %752, %754, %648 : tensor<4088xi1>, tensor<4088xi32>
    %756 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %757 = stablehlo.compare LT, %620, %756, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %758 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %759 = stablehlo.add %620, %758 : tensor<4088xi32>
    %760 = stablehlo.select %757, %759, %620 : tensor<4088xi1>, tensor<4088xi32>
    %761 = stablehlo.broadcast_in_dim %750, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %762 = stablehlo.broadcast_in_dim %755, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %763 = stablehlo.broadcast_in_dim %760, dims = [0] : (tensor<4088xi32>) -> tensor<4088x1xi32>
    %764 = stablehlo.concatenate %761, %762, %763, dim = 1 : (tensor<4088x1xi32>, tensor<4088x1xi32>, tensor<4088x1xi32>) -> tensor<4088x3xi32>
    %765 = "stablehlo.gather"(%arg6, %764) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi8>, tensor<4088x3xi32>) -> tensor<4088xi8>
    %766 = stablehlo.convert %700 : (tensor<4088xi32>) -> tensor<4088xi8>
    %767:2 = stablehlo.custom_call @tpu_custom_call(%725, %745, %765, %766, %0, %1, %2, %arg7, %256#0, %256#1, %261) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:3eef93289f83be7826fca57a57a0aae04d4a925696bd2eeb3457b4b9e68062db\22, \22cost_estimate\22: {\22bytes_accessed\22: 1205862400, \22flops\22: 274341036032, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<4088xi16>, tensor<4088xi16>, tensor<4088xi8>, tensor<4088xi8>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<2x128x128xi8>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>) -> (tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>)
    %768 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %769 = stablehlo.reshape %256#1 : (tensor<64x1x32768xf32>) -> tensor<64x32768xf32>
    %770 = stablehlo.broadcast_in_dim %768, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32768xf32>
    %771 = stablehlo.subtract %770, %769 : tensor<64x32768xf32>
    %772 = stablehlo.exponential %771 : tensor<64x32768xf32>
    %773 = stablehlo.reshape %261 : (tensor<64x1x32768xf32>) -> tensor<64x32768xf32>
    %774 = stablehlo.multiply %772, %773 : tensor<64x32768xf32>
    %775 = stablehlo.reduce(%774 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x32768xf32>, tensor<f32>) -> tensor<64xf32>
    %776 = stablehlo.negate %775 : tensor<64xf32>
    %777 = call @_pad_19(%767#1) : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    %778 = call @_pad_19(%767#0) : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    %779 = call @_pad_20(%513) : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %256#0, %779, %778, %777, %776 : tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64xf32>
  }
  func.func private @_pad(%arg0: tensor<64x32768x64xbf16>, %arg1: tensor<i32>) -> tensor<64x32768x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x32768x64xbf16>, tensor<bf16>) -> tensor<64x32768x64xbf16>
    return %1 : tensor<64x32768x64xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x64xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x64xbf16>, tensor<bf16>) -> tensor<8x32768x64xbf16>
    return %1 : tensor<8x32768x64xbf16>
  }
  func.func private @floor_divide(%arg0: tensor<256xi32>, %arg1: tensor<i32>) -> tensor<256xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<256xi32>
    %3 = stablehlo.sign %arg0 : tensor<256xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<256xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %11 = stablehlo.and %6, %10 : tensor<256xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<256xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<256xi1>, tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
    return %14 : tensor<256xi32>
  }
  func.func private @_where(%arg0: tensor<256xi1>, %arg1: tensor<256xi32>, %arg2: tensor<256xi32>) -> tensor<256xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<256xi1>, tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @remainder(%arg0: tensor<256xi32>, %arg1: tensor<i32>) -> tensor<256xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_1(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<256xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<256xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<256xi1>, tensor<256xi1>) -> tensor<256xi1>
    %12 = stablehlo.and %11, %6 : tensor<256xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %14 = stablehlo.add %4, %13 : tensor<256xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<256xi1>, tensor<256xi32>
    return %15 : tensor<256xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<256x1xi32>) -> tensor<256x1xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<256x1xi32>) -> tensor<256x1xi32>
    return %0 : tensor<256x1xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<256x1xi32>) -> tensor<256x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<256x1xi32>, tensor<i32>) -> tensor<256x1xi32>
    return %1 : tensor<256x1xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<256xi32>) -> tensor<256xi32> {
    %0 = call @cumsum_4(%arg0) : (tensor<256xi32>) -> tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<256xi32>) -> tensor<256xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[255, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 256>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    return %1 : tensor<256xi32>
  }
  func.func private @searchsorted(%arg0: tensor<256xi32>, %arg1: tensor<511xi32>) -> tensor<511xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<256xi32>, tensor<511xi32>) -> tensor<511xi32>
    return %0 : tensor<511xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<256xi32>, %arg1: tensor<511xi32>) -> tensor<511xi32> {
    %0 = call @_searchsorted_scan_impl_5(%arg0, %arg1) : (tensor<256xi32>, tensor<511xi32>) -> tensor<511xi32>
    return %0 : tensor<511xi32>
  }
  func.func private @_searchsorted_scan_impl_5(%arg0: tensor<256xi32>, %arg1: tensor<511xi32>) -> tensor<511xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<256> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<511xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<511xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<256xi32>, tensor<511xi32>, tensor<i32>, tensor<511xui32>, tensor<511xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<256xi32>, tensor<511xi32>, tensor<511xui32>, tensor<511xui32>) -> (tensor<511xui32>, tensor<511xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<256xi32>, tensor<511xi32>, tensor<i32>, tensor<511xui32>, tensor<511xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<511xui32>) -> tensor<511xi32>
    return %3 : tensor<511xi32>
  }
  func.func private @closed_call(%arg0: tensor<256xi32>, %arg1: tensor<511xi32>, %arg2: tensor<511xui32>, %arg3: tensor<511xui32>) -> (tensor<511xui32>, tensor<511xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<511xui32>
    %1 = call @floor_divide_6(%0, %c) : (tensor<511xui32>, tensor<i32>) -> tensor<511xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<511xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<511xui32>) -> tensor<511x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xui32>) -> tensor<511x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<511x1xi32>) -> tensor<511xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<511xi1>, tensor<511xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<511xi1>, tensor<511xui32>
    return %7, %8 : tensor<511xui32>, tensor<511xui32>
  }
  func.func private @floor_divide_6(%arg0: tensor<511xui32>, %arg1: tensor<i32>) -> tensor<511xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<511xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<511xui32>
    return %2 : tensor<511xui32>
  }
  func.func private @take_along_axis(%arg0: tensor<511x1xi32>, %arg1: tensor<511x1xi32>) -> tensor<511x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<511x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<511x1xi1>, tensor<511x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<511x1xi32>) -> tensor<511x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<511x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<511x1x1xi32>, tensor<511x1x1xi32>) -> tensor<511x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<511x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<511x1x1xi32>, tensor<511x1x1xi32>) -> tensor<511x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<511x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<511x1x1xi1>, tensor<i1>) -> tensor<511x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<511x1xi32>, tensor<511x1x1xi32>) -> tensor<511x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<511x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<511x1xi1>, tensor<511x1xi32>
    return %15 : tensor<511x1xi32>
  }
  func.func private @_where_7(%arg0: tensor<511xi1>, %arg1: tensor<511xi32>, %arg2: tensor<i32>) -> tensor<511xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<511xi1>, tensor<511xi32>
    return %2 : tensor<511xi32>
  }
  func.func private @_where_8(%arg0: tensor<511xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<511xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<511xi1>, tensor<511xi32>
    return %2 : tensor<511xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<256x8xi32>) -> tensor<256x8xi32> {
    %0 = call @cumsum_10(%arg0) : (tensor<256x8xi32>) -> tensor<256x8xi32>
    return %0 : tensor<256x8xi32>
  }
  func.func private @cumsum_10(%arg0: tensor<256x8xi32>) -> tensor<256x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 8>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<256x8xi32>, tensor<i32>) -> tensor<256x8xi32>
    return %1 : tensor<256x8xi32>
  }
  func.func private @searchsorted_11(%arg0: tensor<256xi32>, %arg1: tensor<4088xi32>) -> tensor<4088xi32> {
    %0 = call @_searchsorted_scan_impl_12(%arg0, %arg1) : (tensor<256xi32>, tensor<4088xi32>) -> tensor<4088xi32>
    return %0 : tensor<4088xi32>
  }
  func.func private @_searchsorted_scan_impl_12(%arg0: tensor<256xi32>, %arg1: tensor<4088xi32>) -> tensor<4088xi32> {
    %0 = call @_searchsorted_scan_impl_13(%arg0, %arg1) : (tensor<256xi32>, tensor<4088xi32>) -> tensor<4088xi32>
    return %0 : tensor<4088xi32>
  }
  func.func private @_searchsorted_scan_impl_13(%arg0: tensor<256xi32>, %arg1: tensor<4088xi32>) -> tensor<4088xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<256> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4088xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4088xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<256xi32>, tensor<4088xi32>, tensor<i32>, tensor<4088xui32>, tensor<4088xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_14(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<256xi32>, tensor<4088xi32>, tensor<4088xui32>, tensor<4088xui32>) -> (tensor<4088xui32>, tensor<4088xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<256xi32>, tensor<4088xi32>, tensor<i32>, tensor<4088xui32>, tensor<4088xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<4088xui32>) -> tensor<4088xi32>
    return %3 : tensor<4088xi32>
  }
  func.func private @closed_call_14(%arg0: tensor<256xi32>, %arg1: tensor<4088xi32>, %arg2: tensor<4088xui32>, %arg3: tensor<4088xui32>) -> (tensor<4088xui32>, tensor<4088xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<4088xui32>
    %1 = call @floor_divide_15(%0, %c) : (tensor<4088xui32>, tensor<i32>) -> tensor<4088xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<4088xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4088xui32>) -> tensor<4088x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<4088x1xui32>) -> tensor<4088x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4088x1xi32>) -> tensor<4088xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<4088xi32>, tensor<4088xi32>) -> tensor<4088xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<4088xi1>, tensor<4088xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<4088xi1>, tensor<4088xui32>
    return %7, %8 : tensor<4088xui32>, tensor<4088xui32>
  }
  func.func private @floor_divide_15(%arg0: tensor<4088xui32>, %arg1: tensor<i32>) -> tensor<4088xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<4088xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4088xui32>
    return %2 : tensor<4088xui32>
  }
  func.func private @take_along_axis_16(%arg0: tensor<4088x8xi32>, %arg1: tensor<4088x1xi32>) -> tensor<4088x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4088x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4088x1xi32>, tensor<4088x1xi32>) -> tensor<4088x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4088x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4088x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4088x1xi1>, tensor<4088x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4088x1xi32>) -> tensor<4088x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4088x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4088x1x1xi32>, tensor<4088x1x1xi32>) -> tensor<4088x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4088x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4088x1x1xi32>, tensor<4088x1x1xi32>) -> tensor<4088x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4088x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<4088x1x1xi1>, tensor<i1>) -> tensor<4088x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<4088x8xi32>, tensor<4088x1x1xi32>) -> tensor<4088x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4088x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4088x1xi1>, tensor<4088x1xi32>
    return %15 : tensor<4088x1xi32>
  }
  func.func private @_where_17(%arg0: tensor<4088xi1>, %arg1: tensor<4088xi32>, %arg2: tensor<i32>) -> tensor<4088xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4088xi1>, tensor<4088xi32>
    return %2 : tensor<4088xi32>
  }
  func.func private @_where_18(%arg0: tensor<4088xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4088xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<4088xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4088xi1>, tensor<4088xi32>
    return %2 : tensor<4088xi32>
  }
  func.func private @_pad_19(%arg0: tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x64xbf16>, tensor<bf16>) -> tensor<8x32768x64xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:32768, 0:64] : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    return %1 : tensor<8x32768x64xbf16>
  }
  func.func private @_pad_20(%arg0: tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x32768x64xbf16>, tensor<bf16>) -> tensor<64x32768x64xbf16>
    %1 = stablehlo.slice %0 [0:64, 0:32768, 0:64] : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %1 : tensor<64x32768x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:3e5fc72bd1cd5c5d35c3c59ebc72847cce57682adf61f2700bec7020af5e1425
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 511>, scalar_prefetch = 4 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<511xi8, #tpu.memory_space<smem>>
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
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %15 = vector.load %arg10[%c0, %c0_5, %c0_6] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %16 = vector.shape_cast %15 : vector<1x1x128xf32> to vector<1x128xf32>
      %17 = vector.shape_cast %16 : vector<1x128xf32> to vector<1x128xf32>
      %18 = vector.broadcast %17 : vector<1x128xf32> to vector<128x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %19 = vector.load %arg13[%c0_7, %c0_8] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %20 = vector.shape_cast %19 : vector<128x128xf32> to vector<128x128xf32>
      %21 = vector.shape_cast %18 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_7, %c0_8], %21 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst = arith.constant 1.000000e+00 : f32
      %22 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %23 = vector.load %arg14[%c0_9, %c0_10] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %24 = vector.shape_cast %23 : vector<128x128xf32> to vector<128x128xf32>
      %25 = vector.shape_cast %22 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_9, %c0_10], %25 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst_11 = arith.constant 0.000000e+00 : f32
      %26 = vector.broadcast %cst_11 : f32 to vector<128x64xf32>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %27 = vector.load %arg15[%c0_12, %c0_13] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %28 = vector.shape_cast %27 : vector<128x64xf32> to vector<128x64xf32>
      %29 = vector.shape_cast %26 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0_12, %c0_13], %29 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %29 = vector.load %arg13[%c0_14, %c0_15] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
      %48 = vector.load %arg14[%c0_21, %c0_22] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %49 = arith.mulf %47, %48 : vector<128x128xf32>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %50 = vector.multi_reduction <add>, %45, %cst_23 [1] : vector<128x128xf32> to vector<128xf32>
      %51 = vector.shape_cast %50 : vector<128xf32> to vector<128x1xf32>
      %52 = vector.broadcast %51 : vector<128x1xf32> to vector<128x128xf32>
      %53 = arith.addf %49, %52 : vector<128x128xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %54 = vector.load %arg14[%c0_24, %c0_25] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %55 = vector.shape_cast %54 : vector<128x128xf32> to vector<128x128xf32>
      %56 = vector.shape_cast %53 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_24, %c0_25], %56 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %57 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %58 = vector.shape_cast %57 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %59 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %60 = vector.load %arg15[%c0_29, %c0_30] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %61 = vector.broadcast %59 : vector<128x1xf32> to vector<128x64xf32>
      %62 = arith.mulf %61, %60 : vector<128x64xf32>
      %63 = arith.truncf %45 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %64 = tpu.matmul %63, %58, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %65 = arith.addf %62, %64 : vector<128x64xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %66 = vector.load %arg15[%c0_32, %c0_33] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %67 = vector.shape_cast %66 : vector<128x64xf32> to vector<128x64xf32>
      %68 = vector.shape_cast %65 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0_32, %c0_33], %68 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %69 = vector.load %arg13[%c0_34, %c0_35] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %70 = vector.shape_cast %69 : vector<128x128xf32> to vector<128x128xf32>
      %71 = vector.shape_cast %35 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_34, %c0_35], %71 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg14[%c0, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<128x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg15[%c0_6, %c0_7] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
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
      %25 = vector.load %arg11[%c0_9, %c0_10, %c0_11] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %26 = vector.shape_cast %25 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %27 = vector.shape_cast %24 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg11[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %28 = vector.load %arg13[%c0_12, %c0_13] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
      %37 = vector.load %arg12[%c0_16, %c0_17, %c0_18] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %38 = vector.shape_cast %37 : vector<1x1x128xf32> to vector<1x128xf32>
      %39 = vector.shape_cast %36 : vector<1x128xf32> to vector<1x1x128xf32>
      tpu.vector_store %arg12[%c0_16, %c0_17, %c0_18], %39 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c256_i32_5 = arith.constant 256 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c256_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c256_i32_5 : i32
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
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
    %40 = memref.load %arg3[%39] : memref<511xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
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
    %40 = memref.load %arg3[%39] : memref<511xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<511xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %c0_i32_7 = arith.constant 0 : i32
    return %21, %c0_i32_5, %c0_i32_6 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c256_i32_5 = arith.constant 256 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c256_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c256_i32_5 : i32
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c256_i32_5 = arith.constant 256 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c256_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c256_i32_5 : i32
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

// ---- kernel sparse_cli_dq sha256:3765b81756e9b623e51e39b90648cca1f2a7f1f4915fefc0908e464f9fe7d941
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 511>, scalar_prefetch = 4 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<511xi8, #tpu.memory_space<smem>>
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c256_i32_5 = arith.constant 256 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c256_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c256_i32_5 : i32
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
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
    %40 = memref.load %arg3[%39] : memref<511xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
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
    %40 = memref.load %arg3[%39] : memref<511xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<511xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c256_i32_5 = arith.constant 256 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c256_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c256_i32_5 : i32
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c256_i32_5 = arith.constant 256 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c256_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c256_i32_5 : i32
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c256_i32_5 = arith.constant 256 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c256_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c256_i32_5 : i32
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<511xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c256_i32_5 = arith.constant 256 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c256_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c256_i32_5 : i32
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

// ---- kernel sparse_cli_dkv sha256:3eef93289f83be7826fca57a57a0aae04d4a925696bd2eeb3457b4b9e68062db
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 4088>, scalar_prefetch = 4 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 128, 64>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<4088xi8, #tpu.memory_space<smem>>
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<4088xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<4088xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %24, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<4088xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c8_i32_4 = arith.constant 8 : i32
    %22 = arith.divsi %21, %c8_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c8_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c8_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c8_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<4088xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c256_i32_11 = arith.constant 256 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c256_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c256_i32_11 : i32
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<4088xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c8_i32_4 = arith.constant 8 : i32
    %22 = arith.divsi %21, %c8_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c8_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c8_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c8_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<4088xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c256_i32_11 = arith.constant 256 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c256_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c256_i32_11 : i32
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<4088xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<4088xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<4088xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %24, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<4088xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<4088xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %c0_i32_4, %24 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<4088xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<4088xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %c0_i32_4, %24 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<4088xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c8_i32_4 = arith.constant 8 : i32
    %22 = arith.divsi %21, %c8_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c8_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c8_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c8_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<4088xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c256_i32_11 = arith.constant 256 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c256_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c256_i32_11 : i32
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
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<4088xi16, #tpu.memory_space<smem>>, %arg3: memref<4088xi16, #tpu.memory_space<smem>>, %arg4: memref<4088xi8, #tpu.memory_space<smem>>, %arg5: memref<4088xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<4088xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.divsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c256_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c256_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c256_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c8_i32_4 = arith.constant 8 : i32
    %22 = arith.divsi %21, %c8_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c8_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c8_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c8_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<4088xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c256_i32_11 = arith.constant 256 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c256_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c256_i32_11 : i32
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
