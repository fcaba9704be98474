module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x256x2xi8>, %arg1: tensor<1x256x2xi16>, %arg2: tensor<1x256x2xi8>, %arg3: tensor<2x128x128xi8>, %arg4: tensor<1x256x2xi8>, %arg5: tensor<1x256x2xi16>, %arg6: tensor<1x256x2xi8>, %arg7: tensor<2x128x128xi8>, %arg8: tensor<64x32768x64xbf16>, %arg9: tensor<8x32768x64xbf16>, %arg10: tensor<8x32768x64xbf16>, %arg11: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<8> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %c_4 = stablehlo.constant dense<256> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c_6) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg9, %c_6) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg10, %c_6) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
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
    %236 = stablehlo.custom_call @tpu_custom_call(%234, %233, %235, %0, %1, %2, %4) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:1cfb2dd0ec34c7e93a9d7bfe769be1d57f2fcc517b495b4f704ee16c20eae564\22, \22cost_estimate\22: {\22bytes_accessed\22: 1608515584, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<511xi16>, tensor<511xi16>, tensor<511xi8>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64x1x128xf32>) -> tensor<64x32768x64xbf16>
    return %236 : tensor<64x32768x64xbf16>
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
}

// ---- kernel sparse_cli_fwd sha256:1cfb2dd0ec34c7e93a9d7bfe769be1d57f2fcc517b495b4f704ee16c20eae564
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<511xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi8, #tpu.memory_space<smem>>, %arg5: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 511>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}]} {
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
      %19 = vector.load %arg10[%c0_7, %c0_8] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %20 = vector.shape_cast %19 : vector<128x128xf32> to vector<128x128xf32>
      %21 = vector.shape_cast %18 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg10[%c0_7, %c0_8], %21 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst = arith.constant 1.000000e+00 : f32
      %22 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %23 = vector.load %arg11[%c0_9, %c0_10] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %24 = vector.shape_cast %23 : vector<128x128xf32> to vector<128x128xf32>
      %25 = vector.shape_cast %22 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0_9, %c0_10], %25 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst_11 = arith.constant 0.000000e+00 : f32
      %26 = vector.broadcast %cst_11 : f32 to vector<128x64xf32>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %27 = vector.load %arg12[%c0_12, %c0_13] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %28 = vector.shape_cast %27 : vector<128x64xf32> to vector<128x64xf32>
      %29 = vector.shape_cast %26 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg12[%c0_12, %c0_13], %29 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %61 = vector.load %arg10[%c0_18, %c0_19] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
      %80 = vector.load %arg11[%c0_25, %c0_26] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %81 = arith.mulf %79, %80 : vector<128x128xf32>
      %cst_27 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %82 = vector.multi_reduction <add>, %77, %cst_27 [1] : vector<128x128xf32> to vector<128xf32>
      %83 = vector.shape_cast %82 : vector<128xf32> to vector<128x1xf32>
      %84 = vector.broadcast %83 : vector<128x1xf32> to vector<128x128xf32>
      %85 = arith.addf %81, %84 : vector<128x128xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %86 = vector.load %arg11[%c0_28, %c0_29] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %87 = vector.shape_cast %86 : vector<128x128xf32> to vector<128x128xf32>
      %88 = vector.shape_cast %85 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0_28, %c0_29], %88 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %89 = vector.load %arg7[%c0_30, %c0_31, %c0_32] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %90 = vector.shape_cast %89 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %91 = vector.extract_strided_slice %79 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %92 = vector.load %arg12[%c0_33, %c0_34] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %93 = vector.broadcast %91 : vector<128x1xf32> to vector<128x64xf32>
      %94 = arith.mulf %93, %92 : vector<128x64xf32>
      %95 = arith.truncf %77 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %96 = tpu.matmul %95, %90, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %97 = arith.addf %94, %96 : vector<128x64xf32>
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %98 = vector.load %arg12[%c0_36, %c0_37] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %99 = vector.shape_cast %98 : vector<128x64xf32> to vector<128x64xf32>
      %100 = vector.shape_cast %97 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg12[%c0_36, %c0_37], %100 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %101 = vector.load %arg10[%c0_38, %c0_39] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %102 = vector.shape_cast %101 : vector<128x128xf32> to vector<128x128xf32>
      %103 = vector.shape_cast %67 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg10[%c0_38, %c0_39], %103 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg11[%c0, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<128x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg12[%c0_6, %c0_7] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
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
}
