module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x256x2xi8>, %arg1: tensor<1x256x2xi16>, %arg2: tensor<1x256x2xi8>, %arg3: tensor<1x256x2xi16>, %arg4: tensor<64x32768x64xbf16>, %arg5: tensor<8x32768x64xbf16>, %arg6: tensor<8x32768x64xbf16>, %arg7: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result[0]"}, tensor<64x32768x64xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][2]"}, tensor<64xf32> {jax.result_info = "result[1][3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<8> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %c_4 = stablehlo.constant dense<256> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg4, %c_6) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg5, %c_6) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg6, %c_6) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg7, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5 = stablehlo.iota dim = 0 : tensor<256xi32>
    %6 = call @floor_divide(%5, %c_4) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %7 = call @remainder(%5, %c_4) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x256x2xi8>
    %9 = stablehlo.compare NE, %arg0, %8, SIGNED : (tensor<1x256x2xi8>, tensor<1x256x2xi8>) -> tensor<1x256x2xi1>
    %10 = stablehlo.convert %9 : (tensor<1x256x2xi1>) -> tensor<1x256x2xi32>
    %11 = stablehlo.reduce(%10 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x256x2xi32>, tensor<i32>) -> tensor<1x256xi32>
    %12 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %13 = stablehlo.compare LT, %6, %12, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %15 = stablehlo.add %6, %14 : tensor<256xi32>
    %16 = stablehlo.select %13, %15, %6 : tensor<256xi1>, tensor<256xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %18 = "stablehlo.gather"(%c_5, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi32>
    %19 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %21 = stablehlo.compare LT, %18, %20, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %22 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %23 = stablehlo.add %18, %22 : tensor<256x1xi32>
    %24 = stablehlo.select %21, %23, %18 : tensor<256x1xi1>, tensor<256x1xi32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %26 = stablehlo.compare LT, %19, %25, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %28 = stablehlo.add %19, %27 : tensor<256x1xi32>
    %29 = stablehlo.select %26, %28, %19 : tensor<256x1xi1>, tensor<256x1xi32>
    %30 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %32 = stablehlo.concatenate %30, %31, dim = 2 : (tensor<256x1x1xi32>, tensor<256x1x1xi32>) -> tensor<256x1x2xi32>
    %33 = "stablehlo.gather"(%11, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x256xi32>, tensor<256x1x2xi32>) -> tensor<256x1xi32>
    %34 = stablehlo.reduce(%33 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<256x1xi32>, tensor<i32>) -> tensor<256xi32>
    %35 = call @cumsum(%33) : (tensor<256x1xi32>) -> tensor<256x1xi32>
    %36 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %37 = stablehlo.maximum %34, %36 : tensor<256xi32>
    %38 = call @cumsum_3(%37) : (tensor<256xi32>) -> tensor<256xi32>
    %39 = stablehlo.iota dim = 0 : tensor<511xi32>
    %40 = stablehlo.slice %38 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %41 = stablehlo.reshape %40 : (tensor<1xi32>) -> tensor<i32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %43 = stablehlo.compare LT, %39, %42, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %44 = stablehlo.slice %38 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %45 = stablehlo.reshape %44 : (tensor<1xi32>) -> tensor<i32>
    %46 = stablehlo.subtract %45, %c_2 : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %48 = stablehlo.minimum %39, %47 : tensor<511xi32>
    %49 = call @searchsorted(%38, %48) : (tensor<256xi32>, tensor<511xi32>) -> tensor<511xi32>
    %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %51 = stablehlo.add %50, %49 : tensor<511xi32>
    %52 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %53 = stablehlo.compare LT, %49, %52, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %54 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %55 = stablehlo.add %49, %54 : tensor<511xi32>
    %56 = stablehlo.select %53, %55, %49 : tensor<511xi1>, tensor<511xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %58 = "stablehlo.gather"(%38, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %59 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %60 = stablehlo.compare LT, %49, %59, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %61 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %62 = stablehlo.add %49, %61 : tensor<511xi32>
    %63 = stablehlo.select %60, %62, %49 : tensor<511xi1>, tensor<511xi32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %65 = "stablehlo.gather"(%37, %64) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %66 = stablehlo.subtract %58, %65 : tensor<511xi32>
    %67 = stablehlo.subtract %48, %66 : tensor<511xi32>
    %68 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %69 = stablehlo.compare LT, %51, %68, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %70 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %71 = stablehlo.add %51, %70 : tensor<511xi32>
    %72 = stablehlo.select %69, %71, %51 : tensor<511xi1>, tensor<511xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %74 = "stablehlo.gather"(%35, %73) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %75 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %76 = stablehlo.compare LE, %74, %75, SIGNED : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi1>
    %77 = stablehlo.convert %76 : (tensor<511x1xi1>) -> tensor<511x1xi32>
    %78 = stablehlo.reduce(%77 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<511x1xi32>, tensor<i32>) -> tensor<511xi32>
    %79 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %80 = stablehlo.minimum %78, %79 : tensor<511xi32>
    %81 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %82 = stablehlo.compare LT, %51, %81, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %83 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %84 = stablehlo.add %51, %83 : tensor<511xi32>
    %85 = stablehlo.select %82, %84, %51 : tensor<511xi1>, tensor<511xi32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %87 = "stablehlo.gather"(%35, %86) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %88 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %89 = stablehlo.compare LT, %51, %88, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %90 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %91 = stablehlo.add %51, %90 : tensor<511xi32>
    %92 = stablehlo.select %89, %91, %51 : tensor<511xi1>, tensor<511xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %94 = "stablehlo.gather"(%33, %93) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %95 = stablehlo.subtract %87, %94 : tensor<511x1xi32>
    %96 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %97 = call @take_along_axis(%95, %96) : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %98 = stablehlo.reshape %97 : (tensor<511x1xi32>) -> tensor<511xi32>
    %99 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %100 = stablehlo.compare LT, %51, %99, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %101 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %102 = stablehlo.add %51, %101 : tensor<511xi32>
    %103 = stablehlo.select %100, %102, %51 : tensor<511xi1>, tensor<511xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %105 = "stablehlo.gather"(%34, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %106 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %107 = stablehlo.compare GT, %105, %106, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %108 = stablehlo.subtract %67, %98 : tensor<511xi32>
    %109 = call @_where_7(%107, %108, %c_6) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %110 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %111 = stablehlo.compare LT, %51, %110, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %112 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %113 = stablehlo.add %51, %112 : tensor<511xi32>
    %114 = stablehlo.select %111, %113, %51 : tensor<511xi1>, tensor<511xi32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %116 = "stablehlo.gather"(%6, %115) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %117 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %118 = stablehlo.compare LT, %116, %117, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %119 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %120 = stablehlo.add %116, %119 : tensor<511xi32>
    %121 = stablehlo.select %118, %120, %116 : tensor<511xi1>, tensor<511xi32>
    %122 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %123 = stablehlo.compare LT, %80, %122, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %124 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %125 = stablehlo.add %80, %124 : tensor<511xi32>
    %126 = stablehlo.select %123, %125, %80 : tensor<511xi1>, tensor<511xi32>
    %127 = stablehlo.broadcast_in_dim %121, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %129 = stablehlo.concatenate %127, %128, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %130 = "stablehlo.gather"(%c_5, %129) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %131 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %132 = stablehlo.compare LT, %51, %131, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %133 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %134 = stablehlo.add %51, %133 : tensor<511xi32>
    %135 = stablehlo.select %132, %134, %51 : tensor<511xi1>, tensor<511xi32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %137 = "stablehlo.gather"(%7, %136) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %138 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %139 = stablehlo.compare LT, %51, %138, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %140 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %141 = stablehlo.add %51, %140 : tensor<511xi32>
    %142 = stablehlo.select %139, %141, %51 : tensor<511xi1>, tensor<511xi32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %144 = "stablehlo.gather"(%34, %143) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %145 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %146 = stablehlo.compare GT, %144, %145, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %147 = stablehlo.and %43, %146 : tensor<511xi1>
    %148 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %149 = stablehlo.compare LT, %130, %148, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %150 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %151 = stablehlo.add %130, %150 : tensor<511xi32>
    %152 = stablehlo.select %149, %151, %130 : tensor<511xi1>, tensor<511xi32>
    %153 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %154 = stablehlo.compare LT, %137, %153, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %155 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %156 = stablehlo.add %137, %155 : tensor<511xi32>
    %157 = stablehlo.select %154, %156, %137 : tensor<511xi1>, tensor<511xi32>
    %158 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %159 = stablehlo.compare LT, %109, %158, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %160 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %161 = stablehlo.add %109, %160 : tensor<511xi32>
    %162 = stablehlo.select %159, %161, %109 : tensor<511xi1>, tensor<511xi32>
    %163 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %164 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %165 = stablehlo.broadcast_in_dim %162, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %166 = stablehlo.concatenate %163, %164, %165, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %167 = "stablehlo.gather"(%arg0, %166) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi8>, tensor<511x3xi32>) -> tensor<511xi8>
    %168 = stablehlo.convert %167 : (tensor<511xi8>) -> tensor<511xi32>
    %169 = call @_where_7(%147, %168, %c_6) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %170 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %171 = stablehlo.compare EQ, %67, %170, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %172 = stablehlo.and %43, %171 : tensor<511xi1>
    %173 = call @_where_8(%172, %c_0, %c_6) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %174 = stablehlo.convert %173 : tensor<511xi32>
    %175 = stablehlo.or %169, %174 : tensor<511xi32>
    %176 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %177 = stablehlo.compare LT, %49, %176, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %178 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %179 = stablehlo.add %49, %178 : tensor<511xi32>
    %180 = stablehlo.select %177, %179, %49 : tensor<511xi1>, tensor<511xi32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %182 = "stablehlo.gather"(%37, %181) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %183 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %184 = stablehlo.subtract %182, %183 : tensor<511xi32>
    %185 = stablehlo.compare EQ, %67, %184, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %186 = stablehlo.and %43, %185 : tensor<511xi1>
    %187 = call @_where_8(%186, %c, %c_6) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %188 = stablehlo.convert %187 : tensor<511xi32>
    %189 = stablehlo.or %175, %188 : tensor<511xi32>
    %190 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %191 = stablehlo.compare LT, %51, %190, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %192 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %193 = stablehlo.add %51, %192 : tensor<511xi32>
    %194 = stablehlo.select %191, %193, %51 : tensor<511xi1>, tensor<511xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %196 = "stablehlo.gather"(%6, %195) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %197 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %198 = stablehlo.compare LT, %196, %197, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %199 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %200 = stablehlo.add %196, %199 : tensor<511xi32>
    %201 = stablehlo.select %198, %200, %196 : tensor<511xi1>, tensor<511xi32>
    %202 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %203 = stablehlo.compare LT, %80, %202, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %204 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %205 = stablehlo.add %80, %204 : tensor<511xi32>
    %206 = stablehlo.select %203, %205, %80 : tensor<511xi1>, tensor<511xi32>
    %207 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %209 = stablehlo.concatenate %207, %208, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %210 = "stablehlo.gather"(%c_5, %209) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %211 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %212 = stablehlo.multiply %210, %211 : tensor<511xi32>
    %213 = stablehlo.add %212, %137 : tensor<511xi32>
    %214 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %215 = stablehlo.compare LT, %130, %214, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %216 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %217 = stablehlo.add %130, %216 : tensor<511xi32>
    %218 = stablehlo.select %215, %217, %130 : tensor<511xi1>, tensor<511xi32>
    %219 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %220 = stablehlo.compare LT, %137, %219, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %221 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %222 = stablehlo.add %137, %221 : tensor<511xi32>
    %223 = stablehlo.select %220, %222, %137 : tensor<511xi1>, tensor<511xi32>
    %224 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %225 = stablehlo.compare LT, %109, %224, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %226 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %227 = stablehlo.add %109, %226 : tensor<511xi32>
    %228 = stablehlo.select %225, %227, %109 : tensor<511xi1>, tensor<511xi32>
    %229 = stablehlo.broadcast_in_dim %218, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %230 = stablehlo.broadcast_in_dim %223, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %231 = stablehlo.broadcast_in_dim %228, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %232 = stablehlo.concatenate %229, %230, %231, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %233 = "stablehlo.gather"(%arg1, %232) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi16>, tensor<511x3xi32>) -> tensor<511xi16>
    %234 = stablehlo.convert %213 : (tensor<511xi32>) -> tensor<511xi16>
    %235 = stablehlo.convert %189 : (tensor<511xi32>) -> tensor<511xi8>
    %236:2 = stablehlo.custom_call @tpu_custom_call(%234, %233, %235, %0, %1, %2, %4) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:21124483ea57d33bdbd3ce36811aa08ec7f199f288df1c4934b37c6a177082ba\22, \22cost_estimate\22: {\22bytes_accessed\22: 1608515584, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<511xi16>, tensor<511xi16>, tensor<511xi8>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64x1x128xf32>) -> (tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>)
    %237 = stablehlo.convert %236#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %238 = stablehlo.convert %236#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %239 = stablehlo.multiply %237, %238 : tensor<64x32768x64xf32>
    %240 = stablehlo.reduce(%239 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x32768x64xf32>, tensor<f32>) -> tensor<64x32768xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 2] : (tensor<64x32768xf32>) -> tensor<64x1x32768xf32>
    %242 = stablehlo.iota dim = 0 : tensor<256xi32>
    %243 = call @floor_divide(%242, %c_4) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %244 = call @remainder(%242, %c_4) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %245 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x256x2xi8>
    %246 = stablehlo.compare NE, %arg0, %245, SIGNED : (tensor<1x256x2xi8>, tensor<1x256x2xi8>) -> tensor<1x256x2xi1>
    %247 = stablehlo.convert %246 : (tensor<1x256x2xi1>) -> tensor<1x256x2xi32>
    %248 = stablehlo.reduce(%247 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x256x2xi32>, tensor<i32>) -> tensor<1x256xi32>
    %249 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %250 = stablehlo.compare LT, %243, %249, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %251 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %252 = stablehlo.add %243, %251 : tensor<256xi32>
    %253 = stablehlo.select %250, %252, %243 : tensor<256xi1>, tensor<256xi32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %255 = "stablehlo.gather"(%c_5, %254) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi32>
    %256 = stablehlo.broadcast_in_dim %244, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %257 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %258 = stablehlo.compare LT, %255, %257, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %259 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %260 = stablehlo.add %255, %259 : tensor<256x1xi32>
    %261 = stablehlo.select %258, %260, %255 : tensor<256x1xi1>, tensor<256x1xi32>
    %262 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %263 = stablehlo.compare LT, %256, %262, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %264 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %265 = stablehlo.add %256, %264 : tensor<256x1xi32>
    %266 = stablehlo.select %263, %265, %256 : tensor<256x1xi1>, tensor<256x1xi32>
    %267 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %268 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %269 = stablehlo.concatenate %267, %268, dim = 2 : (tensor<256x1x1xi32>, tensor<256x1x1xi32>) -> tensor<256x1x2xi32>
    %270 = "stablehlo.gather"(%248, %269) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x256xi32>, tensor<256x1x2xi32>) -> tensor<256x1xi32>
    %271 = stablehlo.reduce(%270 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<256x1xi32>, tensor<i32>) -> tensor<256xi32>
    %272 = call @cumsum(%270) : (tensor<256x1xi32>) -> tensor<256x1xi32>
    %273 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %274 = stablehlo.maximum %271, %273 : tensor<256xi32>
    %275 = call @cumsum_3(%274) : (tensor<256xi32>) -> tensor<256xi32>
    %276 = stablehlo.iota dim = 0 : tensor<511xi32>
    %277 = stablehlo.slice %275 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %278 = stablehlo.reshape %277 : (tensor<1xi32>) -> tensor<i32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %280 = stablehlo.compare LT, %276, %279, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %281 = stablehlo.slice %275 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %282 = stablehlo.reshape %281 : (tensor<1xi32>) -> tensor<i32>
    %283 = stablehlo.subtract %282, %c_2 : tensor<i32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %285 = stablehlo.minimum %276, %284 : tensor<511xi32>
    %286 = call @searchsorted(%275, %285) : (tensor<256xi32>, tensor<511xi32>) -> tensor<511xi32>
    %287 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %288 = stablehlo.add %287, %286 : tensor<511xi32>
    %289 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %290 = stablehlo.compare LT, %286, %289, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %291 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %292 = stablehlo.add %286, %291 : tensor<511xi32>
    %293 = stablehlo.select %290, %292, %286 : tensor<511xi1>, tensor<511xi32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %295 = "stablehlo.gather"(%275, %294) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %296 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %297 = stablehlo.compare LT, %286, %296, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %298 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %299 = stablehlo.add %286, %298 : tensor<511xi32>
    %300 = stablehlo.select %297, %299, %286 : tensor<511xi1>, tensor<511xi32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %302 = "stablehlo.gather"(%274, %301) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %303 = stablehlo.subtract %295, %302 : tensor<511xi32>
    %304 = stablehlo.subtract %285, %303 : tensor<511xi32>
    %305 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %306 = stablehlo.compare LT, %288, %305, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %307 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %308 = stablehlo.add %288, %307 : tensor<511xi32>
    %309 = stablehlo.select %306, %308, %288 : tensor<511xi1>, tensor<511xi32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %311 = "stablehlo.gather"(%272, %310) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %312 = stablehlo.broadcast_in_dim %304, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %313 = stablehlo.compare LE, %311, %312, SIGNED : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi1>
    %314 = stablehlo.convert %313 : (tensor<511x1xi1>) -> tensor<511x1xi32>
    %315 = stablehlo.reduce(%314 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<511x1xi32>, tensor<i32>) -> tensor<511xi32>
    %316 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %317 = stablehlo.minimum %315, %316 : tensor<511xi32>
    %318 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %319 = stablehlo.compare LT, %288, %318, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %320 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %321 = stablehlo.add %288, %320 : tensor<511xi32>
    %322 = stablehlo.select %319, %321, %288 : tensor<511xi1>, tensor<511xi32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %324 = "stablehlo.gather"(%272, %323) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %325 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %326 = stablehlo.compare LT, %288, %325, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %327 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %328 = stablehlo.add %288, %327 : tensor<511xi32>
    %329 = stablehlo.select %326, %328, %288 : tensor<511xi1>, tensor<511xi32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %331 = "stablehlo.gather"(%270, %330) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %332 = stablehlo.subtract %324, %331 : tensor<511x1xi32>
    %333 = stablehlo.broadcast_in_dim %317, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %334 = call @take_along_axis(%332, %333) : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %335 = stablehlo.reshape %334 : (tensor<511x1xi32>) -> tensor<511xi32>
    %336 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %337 = stablehlo.compare LT, %288, %336, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %338 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %339 = stablehlo.add %288, %338 : tensor<511xi32>
    %340 = stablehlo.select %337, %339, %288 : tensor<511xi1>, tensor<511xi32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %342 = "stablehlo.gather"(%271, %341) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %343 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %344 = stablehlo.compare GT, %342, %343, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %345 = stablehlo.subtract %304, %335 : tensor<511xi32>
    %346 = call @_where_7(%344, %345, %c_6) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %347 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %348 = stablehlo.compare LT, %288, %347, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %349 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %350 = stablehlo.add %288, %349 : tensor<511xi32>
    %351 = stablehlo.select %348, %350, %288 : tensor<511xi1>, tensor<511xi32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %353 = "stablehlo.gather"(%243, %352) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %354 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %355 = stablehlo.compare LT, %353, %354, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %356 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %357 = stablehlo.add %353, %356 : tensor<511xi32>
    %358 = stablehlo.select %355, %357, %353 : tensor<511xi1>, tensor<511xi32>
    %359 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %360 = stablehlo.compare LT, %317, %359, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %361 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %362 = stablehlo.add %317, %361 : tensor<511xi32>
    %363 = stablehlo.select %360, %362, %317 : tensor<511xi1>, tensor<511xi32>
    %364 = stablehlo.broadcast_in_dim %358, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %365 = stablehlo.broadcast_in_dim %363, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %366 = stablehlo.concatenate %364, %365, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %367 = "stablehlo.gather"(%c_5, %366) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %368 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %369 = stablehlo.compare LT, %288, %368, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %370 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %371 = stablehlo.add %288, %370 : tensor<511xi32>
    %372 = stablehlo.select %369, %371, %288 : tensor<511xi1>, tensor<511xi32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %374 = "stablehlo.gather"(%244, %373) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %375 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %376 = stablehlo.compare LT, %288, %375, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %377 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %378 = stablehlo.add %288, %377 : tensor<511xi32>
    %379 = stablehlo.select %376, %378, %288 : tensor<511xi1>, tensor<511xi32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %381 = "stablehlo.gather"(%271, %380) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %382 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %383 = stablehlo.compare GT, %381, %382, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %384 = stablehlo.and %280, %383 : tensor<511xi1>
    %385 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %386 = stablehlo.compare LT, %367, %385, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %387 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %388 = stablehlo.add %367, %387 : tensor<511xi32>
    %389 = stablehlo.select %386, %388, %367 : tensor<511xi1>, tensor<511xi32>
    %390 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %391 = stablehlo.compare LT, %374, %390, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %392 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %393 = stablehlo.add %374, %392 : tensor<511xi32>
    %394 = stablehlo.select %391, %393, %374 : tensor<511xi1>, tensor<511xi32>
    %395 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %396 = stablehlo.compare LT, %346, %395, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %397 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %398 = stablehlo.add %346, %397 : tensor<511xi32>
    %399 = stablehlo.select %396, %398, %346 : tensor<511xi1>, tensor<511xi32>
    %400 = stablehlo.broadcast_in_dim %389, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %401 = stablehlo.broadcast_in_dim %394, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %402 = stablehlo.broadcast_in_dim %399, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %403 = stablehlo.concatenate %400, %401, %402, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %404 = "stablehlo.gather"(%arg0, %403) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi8>, tensor<511x3xi32>) -> tensor<511xi8>
    %405 = stablehlo.convert %404 : (tensor<511xi8>) -> tensor<511xi32>
    %406 = call @_where_7(%384, %405, %c_6) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %407 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %408 = stablehlo.compare EQ, %304, %407, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %409 = stablehlo.and %280, %408 : tensor<511xi1>
    %410 = call @_where_8(%409, %c_0, %c_6) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %411 = stablehlo.convert %410 : tensor<511xi32>
    %412 = stablehlo.or %406, %411 : tensor<511xi32>
    %413 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %414 = stablehlo.compare LT, %286, %413, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %415 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %416 = stablehlo.add %286, %415 : tensor<511xi32>
    %417 = stablehlo.select %414, %416, %286 : tensor<511xi1>, tensor<511xi32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %419 = "stablehlo.gather"(%274, %418) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %420 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %421 = stablehlo.subtract %419, %420 : tensor<511xi32>
    %422 = stablehlo.compare EQ, %304, %421, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %423 = stablehlo.and %280, %422 : tensor<511xi1>
    %424 = call @_where_8(%423, %c, %c_6) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %425 = stablehlo.convert %424 : tensor<511xi32>
    %426 = stablehlo.or %412, %425 : tensor<511xi32>
    %427 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %428 = stablehlo.compare LT, %288, %427, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %429 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %430 = stablehlo.add %288, %429 : tensor<511xi32>
    %431 = stablehlo.select %428, %430, %288 : tensor<511xi1>, tensor<511xi32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %433 = "stablehlo.gather"(%243, %432) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %434 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %435 = stablehlo.compare LT, %433, %434, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %436 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %437 = stablehlo.add %433, %436 : tensor<511xi32>
    %438 = stablehlo.select %435, %437, %433 : tensor<511xi1>, tensor<511xi32>
    %439 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %440 = stablehlo.compare LT, %317, %439, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %441 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %442 = stablehlo.add %317, %441 : tensor<511xi32>
    %443 = stablehlo.select %440, %442, %317 : tensor<511xi1>, tensor<511xi32>
    %444 = stablehlo.broadcast_in_dim %438, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %445 = stablehlo.broadcast_in_dim %443, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %446 = stablehlo.concatenate %444, %445, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %447 = "stablehlo.gather"(%c_5, %446) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %448 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %449 = stablehlo.multiply %447, %448 : tensor<511xi32>
    %450 = stablehlo.add %449, %374 : tensor<511xi32>
    %451 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %452 = stablehlo.compare LT, %367, %451, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %453 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %454 = stablehlo.add %367, %453 : tensor<511xi32>
    %455 = stablehlo.select %452, %454, %367 : tensor<511xi1>, tensor<511xi32>
    %456 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %457 = stablehlo.compare LT, %374, %456, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %458 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %459 = stablehlo.add %374, %458 : tensor<511xi32>
    %460 = stablehlo.select %457, %459, %374 : tensor<511xi1>, tensor<511xi32>
    %461 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %462 = stablehlo.compare LT, %346, %461, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %463 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %464 = stablehlo.add %346, %463 : tensor<511xi32>
    %465 = stablehlo.select %462, %464, %346 : tensor<511xi1>, tensor<511xi32>
    %466 = stablehlo.broadcast_in_dim %455, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %467 = stablehlo.broadcast_in_dim %460, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %468 = stablehlo.broadcast_in_dim %465, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %469 = stablehlo.concatenate %466, %467, %468, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %470 = "stablehlo.gather"(%arg1, %469) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi16>, tensor<511x3xi32>) -> tensor<511xi16>
    %471 = stablehlo.convert %450 : (tensor<511xi32>) -> tensor<511xi16>
    %472 = stablehlo.convert %426 : (tensor<511xi32>) -> tensor<511xi8>
    %473 = stablehlo.custom_call @tpu_custom_call(%471, %470, %472, %0, %1, %2, %236#0, %236#1, %241) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:680cbd6e8b265f5bc355ec8e421ab8899fc9da29f6bb44ea34a8f7005da29cc2\22, \22cost_estimate\22: {\22bytes_accessed\22: 1876951040, \22flops\22: 205755777024, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<511xi16>, tensor<511xi16>, tensor<511xi8>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>) -> tensor<64x32768x64xbf16>
    %474 = stablehlo.iota dim = 0 : tensor<256xi32>
    %475 = call @floor_divide(%474, %c_4) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %476 = call @remainder(%474, %c_4) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %477 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x256x2xi8>
    %478 = stablehlo.compare NE, %arg2, %477, SIGNED : (tensor<1x256x2xi8>, tensor<1x256x2xi8>) -> tensor<1x256x2xi1>
    %479 = stablehlo.convert %478 : (tensor<1x256x2xi1>) -> tensor<1x256x2xi32>
    %480 = stablehlo.reduce(%479 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x256x2xi32>, tensor<i32>) -> tensor<1x256xi32>
    %481 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %482 = stablehlo.compare LT, %475, %481, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %483 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %484 = stablehlo.add %475, %483 : tensor<256xi32>
    %485 = stablehlo.select %482, %484, %475 : tensor<256xi1>, tensor<256xi32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %487 = "stablehlo.gather"(%c_5, %486) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi32>
    %488 = stablehlo.broadcast_in_dim %476, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %489 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %490 = stablehlo.compare LT, %487, %489, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %491 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %492 = stablehlo.add %487, %491 : tensor<256x1xi32>
    %493 = stablehlo.select %490, %492, %487 : tensor<256x1xi1>, tensor<256x1xi32>
    %494 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %495 = stablehlo.compare LT, %488, %494, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %496 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %497 = stablehlo.add %488, %496 : tensor<256x1xi32>
    %498 = stablehlo.select %495, %497, %488 : tensor<256x1xi1>, tensor<256x1xi32>
    %499 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %500 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %501 = stablehlo.concatenate %499, %500, dim = 2 : (tensor<256x1x1xi32>, tensor<256x1x1xi32>) -> tensor<256x1x2xi32>
    %502 = "stablehlo.gather"(%480, %501) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x256xi32>, tensor<256x1x2xi32>) -> tensor<256x1xi32>
    %503 = stablehlo.reduce(%502 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<256x1xi32>, tensor<i32>) -> tensor<256xi32>
    %504 = call @cumsum(%502) : (tensor<256x1xi32>) -> tensor<256x1xi32>
    %505 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %506 = stablehlo.maximum %503, %505 : tensor<256xi32>
    %507 = call @cumsum_3(%506) : (tensor<256xi32>) -> tensor<256xi32>
    %508 = stablehlo.iota dim = 0 : tensor<511xi32>
    %509 = stablehlo.slice %507 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %510 = stablehlo.reshape %509 : (tensor<1xi32>) -> tensor<i32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %512 = stablehlo.compare LT, %508, %511, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %513 = stablehlo.slice %507 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %514 = stablehlo.reshape %513 : (tensor<1xi32>) -> tensor<i32>
    %515 = stablehlo.subtract %514, %c_2 : tensor<i32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %517 = stablehlo.minimum %508, %516 : tensor<511xi32>
    %518 = call @searchsorted(%507, %517) : (tensor<256xi32>, tensor<511xi32>) -> tensor<511xi32>
    %519 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %520 = stablehlo.add %519, %518 : tensor<511xi32>
    %521 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %522 = stablehlo.compare LT, %518, %521, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %523 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %524 = stablehlo.add %518, %523 : tensor<511xi32>
    %525 = stablehlo.select %522, %524, %518 : tensor<511xi1>, tensor<511xi32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %527 = "stablehlo.gather"(%507, %526) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %528 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %529 = stablehlo.compare LT, %518, %528, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %530 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %531 = stablehlo.add %518, %530 : tensor<511xi32>
    %532 = stablehlo.select %529, %531, %518 : tensor<511xi1>, tensor<511xi32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %534 = "stablehlo.gather"(%506, %533) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %535 = stablehlo.subtract %527, %534 : tensor<511xi32>
    %536 = stablehlo.subtract %517, %535 : tensor<511xi32>
    %537 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %538 = stablehlo.compare LT, %520, %537, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %539 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %540 = stablehlo.add %520, %539 : tensor<511xi32>
    %541 = stablehlo.select %538, %540, %520 : tensor<511xi1>, tensor<511xi32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %543 = "stablehlo.gather"(%504, %542) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %544 = stablehlo.broadcast_in_dim %536, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %545 = stablehlo.compare LE, %543, %544, SIGNED : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi1>
    %546 = stablehlo.convert %545 : (tensor<511x1xi1>) -> tensor<511x1xi32>
    %547 = stablehlo.reduce(%546 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<511x1xi32>, tensor<i32>) -> tensor<511xi32>
    %548 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %549 = stablehlo.minimum %547, %548 : tensor<511xi32>
    %550 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %551 = stablehlo.compare LT, %520, %550, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %552 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %553 = stablehlo.add %520, %552 : tensor<511xi32>
    %554 = stablehlo.select %551, %553, %520 : tensor<511xi1>, tensor<511xi32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %556 = "stablehlo.gather"(%504, %555) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %557 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %558 = stablehlo.compare LT, %520, %557, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %559 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %560 = stablehlo.add %520, %559 : tensor<511xi32>
    %561 = stablehlo.select %558, %560, %520 : tensor<511xi1>, tensor<511xi32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %563 = "stablehlo.gather"(%502, %562) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %564 = stablehlo.subtract %556, %563 : tensor<511x1xi32>
    %565 = stablehlo.broadcast_in_dim %549, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %566 = call @take_along_axis(%564, %565) : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x1xi32>
    %567 = stablehlo.reshape %566 : (tensor<511x1xi32>) -> tensor<511xi32>
    %568 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %569 = stablehlo.compare LT, %520, %568, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %570 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %571 = stablehlo.add %520, %570 : tensor<511xi32>
    %572 = stablehlo.select %569, %571, %520 : tensor<511xi1>, tensor<511xi32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %574 = "stablehlo.gather"(%503, %573) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %575 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %576 = stablehlo.compare GT, %574, %575, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %577 = stablehlo.subtract %536, %567 : tensor<511xi32>
    %578 = call @_where_7(%576, %577, %c_6) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %579 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %580 = stablehlo.compare LT, %520, %579, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %581 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %582 = stablehlo.add %520, %581 : tensor<511xi32>
    %583 = stablehlo.select %580, %582, %520 : tensor<511xi1>, tensor<511xi32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %585 = "stablehlo.gather"(%475, %584) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %586 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %587 = stablehlo.compare LT, %585, %586, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %588 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %589 = stablehlo.add %585, %588 : tensor<511xi32>
    %590 = stablehlo.select %587, %589, %585 : tensor<511xi1>, tensor<511xi32>
    %591 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %592 = stablehlo.compare LT, %549, %591, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %593 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %594 = stablehlo.add %549, %593 : tensor<511xi32>
    %595 = stablehlo.select %592, %594, %549 : tensor<511xi1>, tensor<511xi32>
    %596 = stablehlo.broadcast_in_dim %590, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %597 = stablehlo.broadcast_in_dim %595, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %598 = stablehlo.concatenate %596, %597, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %599 = "stablehlo.gather"(%c_5, %598) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %600 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %601 = stablehlo.compare LT, %520, %600, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %602 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %603 = stablehlo.add %520, %602 : tensor<511xi32>
    %604 = stablehlo.select %601, %603, %520 : tensor<511xi1>, tensor<511xi32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %606 = "stablehlo.gather"(%476, %605) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %607 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %608 = stablehlo.compare LT, %520, %607, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %609 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %610 = stablehlo.add %520, %609 : tensor<511xi32>
    %611 = stablehlo.select %608, %610, %520 : tensor<511xi1>, tensor<511xi32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %613 = "stablehlo.gather"(%503, %612) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %614 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %615 = stablehlo.compare GT, %613, %614, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %616 = stablehlo.and %512, %615 : tensor<511xi1>
    %617 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %618 = stablehlo.compare LT, %599, %617, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %619 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %620 = stablehlo.add %599, %619 : tensor<511xi32>
    %621 = stablehlo.select %618, %620, %599 : tensor<511xi1>, tensor<511xi32>
    %622 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %623 = stablehlo.compare LT, %606, %622, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %624 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %625 = stablehlo.add %606, %624 : tensor<511xi32>
    %626 = stablehlo.select %623, %625, %606 : tensor<511xi1>, tensor<511xi32>
    %627 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %628 = stablehlo.compare LT, %578, %627, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %629 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %630 = stablehlo.add %578, %629 : tensor<511xi32>
    %631 = stablehlo.select %628, %630, %578 : tensor<511xi1>, tensor<511xi32>
    %632 = stablehlo.broadcast_in_dim %621, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %633 = stablehlo.broadcast_in_dim %626, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %634 = stablehlo.broadcast_in_dim %631, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %635 = stablehlo.concatenate %632, %633, %634, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %636 = "stablehlo.gather"(%arg2, %635) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi8>, tensor<511x3xi32>) -> tensor<511xi8>
    %637 = stablehlo.convert %636 : (tensor<511xi8>) -> tensor<511xi32>
    %638 = call @_where_7(%616, %637, %c_6) : (tensor<511xi1>, tensor<511xi32>, tensor<i32>) -> tensor<511xi32>
    %639 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %640 = stablehlo.compare EQ, %536, %639, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %641 = stablehlo.and %512, %640 : tensor<511xi1>
    %642 = call @_where_8(%641, %c_0, %c_6) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %643 = stablehlo.convert %642 : tensor<511xi32>
    %644 = stablehlo.or %638, %643 : tensor<511xi32>
    %645 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %646 = stablehlo.compare LT, %518, %645, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %647 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %648 = stablehlo.add %518, %647 : tensor<511xi32>
    %649 = stablehlo.select %646, %648, %518 : tensor<511xi1>, tensor<511xi32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %651 = "stablehlo.gather"(%506, %650) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %652 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %653 = stablehlo.subtract %651, %652 : tensor<511xi32>
    %654 = stablehlo.compare EQ, %536, %653, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %655 = stablehlo.and %512, %654 : tensor<511xi1>
    %656 = call @_where_8(%655, %c, %c_6) : (tensor<511xi1>, tensor<i32>, tensor<i32>) -> tensor<511xi32>
    %657 = stablehlo.convert %656 : tensor<511xi32>
    %658 = stablehlo.or %644, %657 : tensor<511xi32>
    %659 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %660 = stablehlo.compare LT, %520, %659, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %661 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %662 = stablehlo.add %520, %661 : tensor<511xi32>
    %663 = stablehlo.select %660, %662, %520 : tensor<511xi1>, tensor<511xi32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %665 = "stablehlo.gather"(%475, %664) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<511x1xi32>) -> tensor<511xi32>
    %666 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %667 = stablehlo.compare LT, %665, %666, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %668 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %669 = stablehlo.add %665, %668 : tensor<511xi32>
    %670 = stablehlo.select %667, %669, %665 : tensor<511xi1>, tensor<511xi32>
    %671 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %672 = stablehlo.compare LT, %549, %671, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %673 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %674 = stablehlo.add %549, %673 : tensor<511xi32>
    %675 = stablehlo.select %672, %674, %549 : tensor<511xi1>, tensor<511xi32>
    %676 = stablehlo.broadcast_in_dim %670, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %677 = stablehlo.broadcast_in_dim %675, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %678 = stablehlo.concatenate %676, %677, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x2xi32>
    %679 = "stablehlo.gather"(%c_5, %678) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<511x2xi32>) -> tensor<511xi32>
    %680 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %681 = stablehlo.multiply %679, %680 : tensor<511xi32>
    %682 = stablehlo.add %681, %606 : tensor<511xi32>
    %683 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %684 = stablehlo.compare LT, %599, %683, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %685 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %686 = stablehlo.add %599, %685 : tensor<511xi32>
    %687 = stablehlo.select %684, %686, %599 : tensor<511xi1>, tensor<511xi32>
    %688 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %689 = stablehlo.compare LT, %606, %688, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %690 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %691 = stablehlo.add %606, %690 : tensor<511xi32>
    %692 = stablehlo.select %689, %691, %606 : tensor<511xi1>, tensor<511xi32>
    %693 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %694 = stablehlo.compare LT, %578, %693, SIGNED : (tensor<511xi32>, tensor<511xi32>) -> tensor<511xi1>
    %695 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<511xi32>
    %696 = stablehlo.add %578, %695 : tensor<511xi32>
    %697 = stablehlo.select %694, %696, %578 : tensor<511xi1>, tensor<511xi32>
    %698 = stablehlo.broadcast_in_dim %687, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %699 = stablehlo.broadcast_in_dim %692, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %700 = stablehlo.broadcast_in_dim %697, dims = [0] : (tensor<511xi32>) -> tensor<511x1xi32>
    %701 = stablehlo.concatenate %698, %699, %700, dim = 1 : (tensor<511x1xi32>, tensor<511x1xi32>, tensor<511x1xi32>) -> tensor<511x3xi32>
    %702 = "stablehlo.gather"(%arg3, %701) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x256x2xi16>, tensor<511x3xi32>) -> tensor<511xi16>
    %703 = stablehlo.convert %682 : (tensor<511xi32>) -> tensor<511xi16>
    %704 = stablehlo.convert %658 : (tensor<511xi32>) -> tensor<511xi8>
    %705:2 = stablehlo.custom_call @tpu_custom_call(%703, %702, %704, %0, %1, %2, %236#0, %236#1, %241) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:eaefbc72964d58bf32641c91a5566130b58a42a5bbf0918415d268230e631323\22, \22cost_estimate\22: {\22bytes_accessed\22: 1205862400, \22flops\22: 274341036032, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<511xi16>, tensor<511xi16>, tensor<511xi8>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>) -> (tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>)
    %706 = stablehlo.broadcast_in_dim %arg7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %707 = stablehlo.reshape %236#1 : (tensor<64x1x32768xf32>) -> tensor<64x32768xf32>
    %708 = stablehlo.broadcast_in_dim %706, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32768xf32>
    %709 = stablehlo.subtract %708, %707 : tensor<64x32768xf32>
    %710 = stablehlo.exponential %709 : tensor<64x32768xf32>
    %711 = stablehlo.reshape %241 : (tensor<64x1x32768xf32>) -> tensor<64x32768xf32>
    %712 = stablehlo.multiply %710, %711 : tensor<64x32768xf32>
    %713 = stablehlo.reduce(%712 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x32768xf32>, tensor<f32>) -> tensor<64xf32>
    %714 = stablehlo.negate %713 : tensor<64xf32>
    %715 = call @_pad_9(%705#1) : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    %716 = call @_pad_9(%705#0) : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    %717 = call @_pad_10(%473) : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %236#0, %717, %716, %715, %714 : tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64xf32>
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
  func.func private @_pad_9(%arg0: tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x64xbf16>, tensor<bf16>) -> tensor<8x32768x64xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:32768, 0:64] : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    return %1 : tensor<8x32768x64xbf16>
  }
  func.func private @_pad_10(%arg0: tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x32768x64xbf16>, tensor<bf16>) -> tensor<64x32768x64xbf16>
    %1 = stablehlo.slice %0 [0:64, 0:32768, 0:64] : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %1 : tensor<64x32768x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:21124483ea57d33bdbd3ce36811aa08ec7f199f288df1c4934b37c6a177082ba
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 511>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<511xi8, #tpu.memory_space<smem>>
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
      %15 = vector.load %arg8[%c0, %c0_5, %c0_6] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %16 = vector.shape_cast %15 : vector<1x1x128xf32> to vector<1x128xf32>
      %17 = vector.shape_cast %16 : vector<1x128xf32> to vector<1x128xf32>
      %18 = vector.broadcast %17 : vector<1x128xf32> to vector<128x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %19 = vector.load %arg11[%c0_7, %c0_8] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %20 = vector.shape_cast %19 : vector<128x128xf32> to vector<128x128xf32>
      %21 = vector.shape_cast %18 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0_7, %c0_8], %21 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst = arith.constant 1.000000e+00 : f32
      %22 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %23 = vector.load %arg12[%c0_9, %c0_10] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %24 = vector.shape_cast %23 : vector<128x128xf32> to vector<128x128xf32>
      %25 = vector.shape_cast %22 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_9, %c0_10], %25 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst_11 = arith.constant 0.000000e+00 : f32
      %26 = vector.broadcast %cst_11 : f32 to vector<128x64xf32>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %27 = vector.load %arg13[%c0_12, %c0_13] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %28 = vector.shape_cast %27 : vector<128x64xf32> to vector<128x64xf32>
      %29 = vector.shape_cast %26 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0_12, %c0_13], %29 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %15 = vector.load %arg5[%c0, %c0_5, %c0_6] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %16 = vector.shape_cast %15 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %19 = tpu.matmul %16, %18, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_10 = arith.constant 1.250000e-01 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<128x128xf32>
      %21 = arith.mulf %19, %20 : vector<128x128xf32>
      %22 = arith.index_cast %arg1 : i32 to index
      %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
      %24 = arith.extsi %23 : i16 to i32
      %c256_i32 = arith.constant 256 : i32
      %c0_i32_11 = arith.constant 0 : i32
      %25 = arith.cmpi eq, %c256_i32, %c0_i32_11 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = arith.select %25, %c1_i32, %c256_i32 : i32
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
      %36 = memref.load %arg3[%35] : memref<511xi16, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i16 to i32
      %c128_i32 = arith.constant 128 : i32
      %38 = arith.muli %34, %c128_i32 : i32
      %39 = tpu.iota {dimensions = array<i32: 0>} : vector<128x128xi32>
      %40 = vector.broadcast %38 : i32 to vector<128x128xi32>
      %41 = arith.addi %40, %39 : vector<128x128xi32>
      %c128_i32_15 = arith.constant 128 : i32
      %42 = arith.muli %37, %c128_i32_15 : i32
      %43 = tpu.iota {dimensions = array<i32: 1>} : vector<128x128xi32>
      %44 = vector.broadcast %42 : i32 to vector<128x128xi32>
      %45 = arith.addi %44, %43 : vector<128x128xi32>
      %46 = arith.subi %45, %41 : vector<128x128xi32>
      %c-127_i32 = arith.constant -127 : i32
      %47 = vector.broadcast %c-127_i32 : i32 to vector<128x128xi32>
      %48 = arith.cmpi sge, %46, %47 : vector<128x128xi32>
      %c0_i32_16 = arith.constant 0 : i32
      %49 = vector.broadcast %c0_i32_16 : i32 to vector<128x128xi32>
      %50 = arith.cmpi sle, %46, %49 : vector<128x128xi32>
      %51 = arith.andi %48, %50 : vector<128x128xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %52 = vector.broadcast %c32768_i32 : i32 to vector<128x128xi32>
      %53 = arith.cmpi slt, %41, %52 : vector<128x128xi32>
      %54 = arith.andi %51, %53 : vector<128x128xi1>
      %c32768_i32_17 = arith.constant 32768 : i32
      %55 = vector.broadcast %c32768_i32_17 : i32 to vector<128x128xi32>
      %56 = arith.cmpi slt, %45, %55 : vector<128x128xi32>
      %57 = arith.andi %54, %56 : vector<128x128xi1>
      %c2_i32 = arith.constant 2 : i32
      %58 = arith.cmpi eq, %3, %c2_i32 : i32
      %59 = vector.broadcast %58 : i1 to vector<128x128xi1>
      %60 = arith.ori %57, %59 : vector<128x128xi1>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %61 = vector.load %arg11[%c0_18, %c0_19] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_20 = arith.constant 0xFF800000 : f32
      %62 = vector.broadcast %cst_20 : f32 to vector<128x128xf32>
      %63 = arith.select %60, %21, %62 : vector<128x128xi1>, vector<128x128xf32>
      %cst_21 = arith.constant dense<0xFF800000> : vector<128xf32>
      %64 = vector.multi_reduction <maximumf>, %63, %cst_21 [1] : vector<128x128xf32> to vector<128xf32>
      %65 = vector.shape_cast %64 : vector<128xf32> to vector<128x1xf32>
      %66 = vector.broadcast %65 : vector<128x1xf32> to vector<128x128xf32>
      %67 = arith.maximumf %61, %66 : vector<128x128xf32>
      %cst_22 = arith.constant 0xFF800000 : f32
      %68 = vector.broadcast %cst_22 : f32 to vector<128x128xf32>
      %69 = arith.cmpf oeq, %67, %68 : vector<128x128xf32>
      %cst_23 = arith.constant 0.000000e+00 : f32
      %70 = vector.broadcast %cst_23 : f32 to vector<128x128xf32>
      %71 = arith.select %69, %70, %67 : vector<128x128xi1>, vector<128x128xf32>
      %72 = vector.extract_strided_slice %71 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %73 = vector.broadcast %72 : vector<128x1xf32> to vector<128x128xf32>
      %74 = arith.subf %21, %73 : vector<128x128xf32>
      %75 = math.exp %74 : vector<128x128xf32>
      %cst_24 = arith.constant 0.000000e+00 : f32
      %76 = vector.broadcast %cst_24 : f32 to vector<128x128xf32>
      %77 = arith.select %60, %75, %76 : vector<128x128xi1>, vector<128x128xf32>
      %78 = arith.subf %61, %71 : vector<128x128xf32>
      %79 = math.exp %78 : vector<128x128xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %80 = vector.load %arg12[%c0_25, %c0_26] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %81 = arith.mulf %79, %80 : vector<128x128xf32>
      %cst_27 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %82 = vector.multi_reduction <add>, %77, %cst_27 [1] : vector<128x128xf32> to vector<128xf32>
      %83 = vector.shape_cast %82 : vector<128xf32> to vector<128x1xf32>
      %84 = vector.broadcast %83 : vector<128x1xf32> to vector<128x128xf32>
      %85 = arith.addf %81, %84 : vector<128x128xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %86 = vector.load %arg12[%c0_28, %c0_29] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %87 = vector.shape_cast %86 : vector<128x128xf32> to vector<128x128xf32>
      %88 = vector.shape_cast %85 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_28, %c0_29], %88 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %89 = vector.load %arg7[%c0_30, %c0_31, %c0_32] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %90 = vector.shape_cast %89 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %91 = vector.extract_strided_slice %79 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %92 = vector.load %arg13[%c0_33, %c0_34] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %93 = vector.broadcast %91 : vector<128x1xf32> to vector<128x64xf32>
      %94 = arith.mulf %93, %92 : vector<128x64xf32>
      %95 = arith.truncf %77 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %96 = tpu.matmul %95, %90, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %97 = arith.addf %94, %96 : vector<128x64xf32>
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %98 = vector.load %arg13[%c0_36, %c0_37] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %99 = vector.shape_cast %98 : vector<128x64xf32> to vector<128x64xf32>
      %100 = vector.shape_cast %97 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0_36, %c0_37], %100 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %101 = vector.load %arg11[%c0_38, %c0_39] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %102 = vector.shape_cast %101 : vector<128x128xf32> to vector<128x128xf32>
      %103 = vector.shape_cast %67 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0_38, %c0_39], %103 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
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
      %18 = vector.load %arg13[%c0_6, %c0_7] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
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
      %25 = vector.load %arg9[%c0_9, %c0_10, %c0_11] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %26 = vector.shape_cast %25 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %27 = vector.shape_cast %24 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg9[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %28 = vector.load %arg11[%c0_12, %c0_13] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
      %37 = vector.load %arg10[%c0_16, %c0_17, %c0_18] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %38 = vector.shape_cast %37 : vector<1x1x128xf32> to vector<1x128xf32>
      %39 = vector.shape_cast %36 : vector<1x128xf32> to vector<1x1x128xf32>
      tpu.vector_store %arg10[%c0_16, %c0_17, %c0_18], %39 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dq sha256:680cbd6e8b265f5bc355ec8e421ab8899fc9da29f6bb44ea34a8f7005da29cc2
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg12: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 511>, scalar_prefetch = 3 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 64>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<511xi8, #tpu.memory_space<smem>>
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
      %16 = vector.load %arg12[%c0, %c0_5] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %17 = vector.shape_cast %16 : vector<128x64xf32> to vector<128x64xf32>
      %18 = vector.shape_cast %15 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg12[%c0, %c0_5], %18 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %17 = vector.load %arg5[%c0_7, %c0_8, %c0_9] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %19 = tpu.matmul %18, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_10 = arith.constant 1.250000e-01 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<128x128xf32>
      %21 = arith.mulf %19, %20 : vector<128x128xf32>
      %22 = arith.index_cast %arg1 : i32 to index
      %23 = memref.load %arg2[%22] : memref<511xi16, #tpu.memory_space<smem>>
      %24 = arith.extsi %23 : i16 to i32
      %c256_i32 = arith.constant 256 : i32
      %c0_i32_11 = arith.constant 0 : i32
      %25 = arith.cmpi eq, %c256_i32, %c0_i32_11 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = arith.select %25, %c1_i32, %c256_i32 : i32
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
      %36 = memref.load %arg3[%35] : memref<511xi16, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i16 to i32
      %c128_i32 = arith.constant 128 : i32
      %38 = arith.muli %34, %c128_i32 : i32
      %39 = tpu.iota {dimensions = array<i32: 0>} : vector<128x128xi32>
      %40 = vector.broadcast %38 : i32 to vector<128x128xi32>
      %41 = arith.addi %40, %39 : vector<128x128xi32>
      %c128_i32_15 = arith.constant 128 : i32
      %42 = arith.muli %37, %c128_i32_15 : i32
      %43 = tpu.iota {dimensions = array<i32: 1>} : vector<128x128xi32>
      %44 = vector.broadcast %42 : i32 to vector<128x128xi32>
      %45 = arith.addi %44, %43 : vector<128x128xi32>
      %46 = arith.subi %45, %41 : vector<128x128xi32>
      %c-127_i32 = arith.constant -127 : i32
      %47 = vector.broadcast %c-127_i32 : i32 to vector<128x128xi32>
      %48 = arith.cmpi sge, %46, %47 : vector<128x128xi32>
      %c0_i32_16 = arith.constant 0 : i32
      %49 = vector.broadcast %c0_i32_16 : i32 to vector<128x128xi32>
      %50 = arith.cmpi sle, %46, %49 : vector<128x128xi32>
      %51 = arith.andi %48, %50 : vector<128x128xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %52 = vector.broadcast %c32768_i32 : i32 to vector<128x128xi32>
      %53 = arith.cmpi slt, %41, %52 : vector<128x128xi32>
      %54 = arith.andi %51, %53 : vector<128x128xi1>
      %c32768_i32_17 = arith.constant 32768 : i32
      %55 = vector.broadcast %c32768_i32_17 : i32 to vector<128x128xi32>
      %56 = arith.cmpi slt, %45, %55 : vector<128x128xi32>
      %57 = arith.andi %54, %56 : vector<128x128xi1>
      %c2_i32 = arith.constant 2 : i32
      %58 = arith.cmpi eq, %3, %c2_i32 : i32
      %59 = vector.broadcast %58 : i1 to vector<128x128xi1>
      %60 = arith.ori %57, %59 : vector<128x128xi1>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %61 = vector.load %arg9[%c0_18, %c0_19, %c0_20] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %62 = vector.shape_cast %61 : vector<1x1x128xf32> to vector<128xf32>
      %63 = vector.shape_cast %62 : vector<128xf32> to vector<128x1xf32>
      %64 = vector.broadcast %63 : vector<128x1xf32> to vector<128x128xf32>
      %65 = arith.subf %21, %64 : vector<128x128xf32>
      %66 = math.exp %65 : vector<128x128xf32>
      %cst_21 = arith.constant 0.000000e+00 : f32
      %67 = vector.broadcast %cst_21 : f32 to vector<128x128xf32>
      %68 = arith.select %60, %66, %67 : vector<128x128xi1>, vector<128x128xf32>
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %69 = vector.load %arg8[%c0_22, %c0_23, %c0_24] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %70 = vector.shape_cast %69 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %71 = vector.load %arg7[%c0_25, %c0_26, %c0_27] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %72 = vector.shape_cast %71 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_28 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %73 = tpu.matmul %70, %72, %cst_28 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %74 = vector.load %arg10[%c0_29, %c0_30, %c0_31] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %75 = vector.shape_cast %74 : vector<1x1x128xf32> to vector<128xf32>
      %76 = vector.shape_cast %75 : vector<128xf32> to vector<128x1xf32>
      %77 = vector.broadcast %76 : vector<128x1xf32> to vector<128x128xf32>
      %78 = arith.subf %73, %77 : vector<128x128xf32>
      %79 = arith.mulf %68, %78 : vector<128x128xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %80 = vector.load %arg12[%c0_32, %c0_33] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %81 = arith.truncf %79 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_34 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %82 = tpu.matmul %81, %16, %cst_34 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_35 = arith.constant 1.250000e-01 : f32
      %83 = vector.broadcast %cst_35 : f32 to vector<128x64xf32>
      %84 = arith.mulf %82, %83 : vector<128x64xf32>
      %85 = arith.addf %80, %84 : vector<128x64xf32>
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %86 = vector.load %arg12[%c0_36, %c0_37] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %87 = vector.shape_cast %86 : vector<128x64xf32> to vector<128x64xf32>
      %88 = vector.shape_cast %85 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg12[%c0_36, %c0_37], %88 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg12[%c0, %c0_5] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %16 = arith.truncf %15 : vector<128x64xf32> to vector<128x64xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg11[%c0_6, %c0_7, %c0_8] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %19 = vector.shape_cast %16 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg11[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:eaefbc72964d58bf32641c91a5566130b58a42a5bbf0918415d268230e631323
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 511, 8>, scalar_prefetch = 3 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}]} {
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
      %19 = vector.broadcast %cst : f32 to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %20 = vector.load %arg14[%c0, %c0_6] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %21 = vector.shape_cast %20 : vector<128x64xf32> to vector<128x64xf32>
      %22 = vector.shape_cast %19 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0, %c0_6], %22 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %cst_7 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_7 : f32 to vector<128x64xf32>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0_8, %c0_9] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %25 = vector.shape_cast %24 : vector<128x64xf32> to vector<128x64xf32>
      %26 = vector.shape_cast %23 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0_8, %c0_9], %26 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %19 = vector.load %arg6[%c0, %c0_6, %c0_7] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %20 = vector.shape_cast %19 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %21 = vector.load %arg9[%c0_8, %c0_9, %c0_10] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %22 = vector.shape_cast %21 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %23 = vector.load %arg7[%c0_11, %c0_12, %c0_13] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %24 = vector.shape_cast %23 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %25 = tpu.matmul %24, %20, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_14 = arith.constant 1.250000e-01 : f32
      %26 = vector.broadcast %cst_14 : f32 to vector<128x128xf32>
      %27 = arith.mulf %25, %26 : vector<128x128xf32>
      %28 = arith.index_cast %arg1 : i32 to index
      %29 = memref.load %arg3[%28] : memref<511xi16, #tpu.memory_space<smem>>
      %30 = arith.extsi %29 : i16 to i32
      %c256_i32 = arith.constant 256 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %31 = arith.cmpi eq, %c256_i32, %c0_i32_15 : i32
      %c1_i32 = arith.constant 1 : i32
      %32 = arith.select %31, %c1_i32, %c256_i32 : i32
      %33 = arith.remsi %30, %32 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32_16 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %35 = arith.cmpi slt, %33, %c0_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %36 = arith.cmpi slt, %32, %c0_i32_18 : i32
      %37 = arith.xori %35, %36 : i1
      %38 = arith.andi %37, %34 : i1
      %39 = arith.addi %33, %32 : i32
      %40 = arith.select %38, %39, %33 : i32
      %41 = arith.index_cast %arg1 : i32 to index
      %42 = memref.load %arg4[%41] : memref<511xi16, #tpu.memory_space<smem>>
      %43 = arith.extsi %42 : i16 to i32
      %c128_i32 = arith.constant 128 : i32
      %44 = arith.muli %43, %c128_i32 : i32
      %45 = tpu.iota {dimensions = array<i32: 1>} : vector<128x128xi32>
      %46 = vector.broadcast %44 : i32 to vector<128x128xi32>
      %47 = arith.addi %46, %45 : vector<128x128xi32>
      %c128_i32_19 = arith.constant 128 : i32
      %48 = arith.muli %40, %c128_i32_19 : i32
      %49 = tpu.iota {dimensions = array<i32: 0>} : vector<128x128xi32>
      %50 = vector.broadcast %48 : i32 to vector<128x128xi32>
      %51 = arith.addi %50, %49 : vector<128x128xi32>
      %52 = arith.subi %51, %47 : vector<128x128xi32>
      %c-127_i32 = arith.constant -127 : i32
      %53 = vector.broadcast %c-127_i32 : i32 to vector<128x128xi32>
      %54 = arith.cmpi sge, %52, %53 : vector<128x128xi32>
      %c0_i32_20 = arith.constant 0 : i32
      %55 = vector.broadcast %c0_i32_20 : i32 to vector<128x128xi32>
      %56 = arith.cmpi sle, %52, %55 : vector<128x128xi32>
      %57 = arith.andi %54, %56 : vector<128x128xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %58 = vector.broadcast %c32768_i32 : i32 to vector<128x128xi32>
      %59 = arith.cmpi slt, %47, %58 : vector<128x128xi32>
      %60 = arith.andi %57, %59 : vector<128x128xi1>
      %c32768_i32_21 = arith.constant 32768 : i32
      %61 = vector.broadcast %c32768_i32_21 : i32 to vector<128x128xi32>
      %62 = arith.cmpi slt, %51, %61 : vector<128x128xi32>
      %63 = arith.andi %60, %62 : vector<128x128xi1>
      %c2_i32 = arith.constant 2 : i32
      %64 = arith.cmpi eq, %3, %c2_i32 : i32
      %65 = vector.broadcast %64 : i1 to vector<128x128xi1>
      %66 = arith.ori %63, %65 : vector<128x128xi1>
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %67 = vector.load %arg10[%c0_22, %c0_23, %c0_24] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %68 = vector.shape_cast %67 : vector<1x1x128xf32> to vector<1x128xf32>
      %69 = vector.broadcast %68 : vector<1x128xf32> to vector<128x128xf32>
      %70 = arith.subf %27, %69 : vector<128x128xf32>
      %71 = math.exp %70 : vector<128x128xf32>
      %cst_25 = arith.constant 0.000000e+00 : f32
      %72 = vector.broadcast %cst_25 : f32 to vector<128x128xf32>
      %73 = arith.select %66, %71, %72 : vector<128x128xi1>, vector<128x128xf32>
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %74 = vector.load %arg15[%c0_26, %c0_27] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %75 = arith.truncf %73 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_28 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %76 = tpu.matmul %75, %22, %cst_28 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %77 = arith.addf %74, %76 : vector<128x64xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %78 = vector.load %arg15[%c0_29, %c0_30] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %79 = vector.shape_cast %78 : vector<128x64xf32> to vector<128x64xf32>
      %80 = vector.shape_cast %77 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0_29, %c0_30], %80 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %81 = vector.load %arg8[%c0_31, %c0_32, %c0_33] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %82 = vector.shape_cast %81 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_34 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %83 = tpu.matmul %82, %22, %cst_34 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %84 = vector.load %arg11[%c0_35, %c0_36, %c0_37] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %85 = vector.shape_cast %84 : vector<1x1x128xf32> to vector<1x128xf32>
      %86 = vector.broadcast %85 : vector<1x128xf32> to vector<128x128xf32>
      %87 = arith.subf %83, %86 : vector<128x128xf32>
      %88 = arith.mulf %73, %87 : vector<128x128xf32>
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %89 = vector.load %arg14[%c0_38, %c0_39] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %90 = arith.truncf %88 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_40 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %91 = tpu.matmul %90, %20, %cst_40 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_41 = arith.constant 1.250000e-01 : f32
      %92 = vector.broadcast %cst_41 : f32 to vector<128x64xf32>
      %93 = arith.mulf %91, %92 : vector<128x64xf32>
      %94 = arith.addf %89, %93 : vector<128x64xf32>
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %95 = vector.load %arg14[%c0_42, %c0_43] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %96 = vector.shape_cast %95 : vector<128x64xf32> to vector<128x64xf32>
      %97 = vector.shape_cast %94 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0_42, %c0_43], %97 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    } else {
    }
    %17 = arith.extui %11 : i1 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %18 = arith.cmpi ne, %17, %c0_i32_5 : i32
    scf.if %18 {
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %19 = vector.load %arg14[%c0, %c0_6] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %20 = arith.truncf %19 : vector<128x64xf32> to vector<128x64xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %21 = vector.load %arg12[%c0_7, %c0_8, %c0_9] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %22 = vector.shape_cast %21 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %23 = vector.shape_cast %20 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg12[%c0_7, %c0_8, %c0_9], %23 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0_10, %c0_11] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %25 = arith.truncf %24 : vector<128x64xf32> to vector<128x64xbf16>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %26 = vector.load %arg13[%c0_12, %c0_13, %c0_14] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %27 = vector.shape_cast %26 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %28 = vector.shape_cast %25 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg13[%c0_12, %c0_13, %c0_14], %28 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<511xi16, #tpu.memory_space<smem>>
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
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<511xi16, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i16 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %25, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<511xi16, #tpu.memory_space<smem>>
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
    %22 = arith.addi %21, %arg2 : i32
    %c8_i32_4 = arith.constant 8 : i32
    %23 = arith.divsi %22, %c8_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c8_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c8_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c8_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<511xi16, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i16 to i32
    %c256_i32_11 = arith.constant 256 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c256_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c256_i32_11 : i32
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<511xi16, #tpu.memory_space<smem>>
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
    %22 = arith.addi %21, %arg2 : i32
    %c8_i32_4 = arith.constant 8 : i32
    %23 = arith.divsi %22, %c8_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c8_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c8_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c8_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<511xi16, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i16 to i32
    %c256_i32_11 = arith.constant 256 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c256_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c256_i32_11 : i32
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<511xi16, #tpu.memory_space<smem>>
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
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<511xi16, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i16 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %25, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<511xi16, #tpu.memory_space<smem>>
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
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<511xi16, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i16 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %c0_i32_4, %25 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<511xi16, #tpu.memory_space<smem>>
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
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<511xi16, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i16 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %c0_i32_4, %25 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<511xi16, #tpu.memory_space<smem>>
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
    %22 = arith.addi %21, %arg2 : i32
    %c8_i32_4 = arith.constant 8 : i32
    %23 = arith.divsi %22, %c8_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c8_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c8_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c8_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<511xi16, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i16 to i32
    %c256_i32_11 = arith.constant 256 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c256_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c256_i32_11 : i32
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c8_i32 = arith.constant 8 : i32
    %0 = arith.muli %arg0, %c8_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<511xi16, #tpu.memory_space<smem>>
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
    %22 = arith.addi %21, %arg2 : i32
    %c8_i32_4 = arith.constant 8 : i32
    %23 = arith.divsi %22, %c8_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c8_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c8_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c8_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<511xi16, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i16 to i32
    %c256_i32_11 = arith.constant 256 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c256_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c256_i32_11 : i32
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
