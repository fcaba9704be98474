module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<6x512x512xi8>, %arg4: tensor<1x32x32xi8>, %arg5: tensor<1x32x32xi8>, %arg6: tensor<1x32x32xi8>, %arg7: tensor<6x512x512xi8>, %arg8: tensor<12x16384x64xbf16>, %arg9: tensor<12x16384x64xbf16>, %arg10: tensor<12x16384x64xbf16>) -> (tensor<12x16384x64xbf16> {jax.result_info = "result[0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][0]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][1]"}, tensor<12x16384x64xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<8> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<32> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %c_4 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c_5) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %1 = call @_pad(%arg9, %c_5) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %2 = call @_pad(%arg10, %c_5) : (tensor<12x16384x64xbf16>, tensor<i32>) -> tensor<12x16384x64xbf16>
    %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %4 = stablehlo.compare NE, %arg0, %3, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %5 = stablehlo.convert %4 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %6 = stablehlo.reduce(%5 init: %c_5) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %7 = stablehlo.iota dim = 0 : tensor<32xi32>
    %8 = call @floor_divide(%7, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %9 = call @remainder(%7, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %10 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.add %8, %12 : tensor<32xi32>
    %14 = stablehlo.select %11, %13, %8 : tensor<32xi1>, tensor<32xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %16 = "stablehlo.gather"(%c_4, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %19 = stablehlo.compare LT, %16, %18, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %21 = stablehlo.add %16, %20 : tensor<32x1xi32>
    %22 = stablehlo.select %19, %21, %16 : tensor<32x1xi1>, tensor<32x1xi32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %24 = stablehlo.compare LT, %17, %23, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %25 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %26 = stablehlo.add %17, %25 : tensor<32x1xi32>
    %27 = stablehlo.select %24, %26, %17 : tensor<32x1xi1>, tensor<32x1xi32>
    %28 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %31 = "stablehlo.gather"(%6, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %32 = stablehlo.reduce(%31 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %33 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %34 = stablehlo.maximum %32, %33 : tensor<32xi32>
    %35 = call @cumsum(%34) : (tensor<32xi32>) -> tensor<32xi32>
    %36 = stablehlo.iota dim = 0 : tensor<154xi32>
    %37 = stablehlo.slice %35 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %40 = stablehlo.compare LT, %36, %39, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %41 = stablehlo.slice %35 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %42 = stablehlo.reshape %41 : (tensor<1xi32>) -> tensor<i32>
    %43 = stablehlo.subtract %42, %c_1 : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %45 = stablehlo.minimum %36, %44 : tensor<154xi32>
    %46 = call @searchsorted(%35, %45) : (tensor<32xi32>, tensor<154xi32>) -> tensor<154xi32>
    %47 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %49 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %50 = stablehlo.add %46, %49 : tensor<154xi32>
    %51 = stablehlo.select %48, %50, %46 : tensor<154xi1>, tensor<154xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %53 = "stablehlo.gather"(%35, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %54 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %55 = stablehlo.compare LT, %46, %54, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %56 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %57 = stablehlo.add %46, %56 : tensor<154xi32>
    %58 = stablehlo.select %55, %57, %46 : tensor<154xi1>, tensor<154xi32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %60 = "stablehlo.gather"(%34, %59) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %61 = stablehlo.subtract %53, %60 : tensor<154xi32>
    %62 = stablehlo.subtract %45, %61 : tensor<154xi32>
    %63 = call @cumsum_4(%31) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %64 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %65 = stablehlo.compare LT, %46, %64, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %67 = stablehlo.add %46, %66 : tensor<154xi32>
    %68 = stablehlo.select %65, %67, %46 : tensor<154xi1>, tensor<154xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %70 = "stablehlo.gather"(%63, %69) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi32>
    %71 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %72 = stablehlo.compare LE, %70, %71, SIGNED : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi1>
    %73 = stablehlo.convert %72 : (tensor<154x1xi1>) -> tensor<154x1xi32>
    %74 = stablehlo.reduce(%73 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<154x1xi32>, tensor<i32>) -> tensor<154xi32>
    %75 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %76 = stablehlo.minimum %74, %75 : tensor<154xi32>
    %77 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %78 = stablehlo.compare LT, %46, %77, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %79 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %80 = stablehlo.add %46, %79 : tensor<154xi32>
    %81 = stablehlo.select %78, %80, %46 : tensor<154xi1>, tensor<154xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %83 = "stablehlo.gather"(%31, %82) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi32>
    %84 = stablehlo.subtract %70, %83 : tensor<154x1xi32>
    %85 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %86 = call @take_along_axis(%84, %85) : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi32>
    %87 = stablehlo.reshape %86 : (tensor<154x1xi32>) -> tensor<154xi32>
    %88 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %89 = stablehlo.compare LT, %46, %88, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %90 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %91 = stablehlo.add %46, %90 : tensor<154xi32>
    %92 = stablehlo.select %89, %91, %46 : tensor<154xi1>, tensor<154xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %94 = "stablehlo.gather"(%32, %93) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %95 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %96 = stablehlo.compare GT, %94, %95, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %97 = stablehlo.subtract %62, %87 : tensor<154xi32>
    %98 = call @_where_6(%96, %97, %c_5) : (tensor<154xi1>, tensor<154xi32>, tensor<i32>) -> tensor<154xi32>
    %99 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %100 = stablehlo.compare LT, %46, %99, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %101 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %102 = stablehlo.add %46, %101 : tensor<154xi32>
    %103 = stablehlo.select %100, %102, %46 : tensor<154xi1>, tensor<154xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %105 = "stablehlo.gather"(%8, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %106 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %107 = stablehlo.compare LT, %105, %106, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %108 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %109 = stablehlo.add %105, %108 : tensor<154xi32>
    %110 = stablehlo.select %107, %109, %105 : tensor<154xi1>, tensor<154xi32>
    %111 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %112 = stablehlo.compare LT, %76, %111, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %113 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %114 = stablehlo.add %76, %113 : tensor<154xi32>
    %115 = stablehlo.select %112, %114, %76 : tensor<154xi1>, tensor<154xi32>
    %116 = stablehlo.broadcast_in_dim %110, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %118 = stablehlo.concatenate %116, %117, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x2xi32>
    %119 = "stablehlo.gather"(%c_4, %118) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<154x2xi32>) -> tensor<154xi32>
    %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %121 = stablehlo.compare LT, %46, %120, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %122 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %123 = stablehlo.add %46, %122 : tensor<154xi32>
    %124 = stablehlo.select %121, %123, %46 : tensor<154xi1>, tensor<154xi32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %126 = "stablehlo.gather"(%9, %125) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %127 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %128 = stablehlo.compare LT, %46, %127, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %129 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %130 = stablehlo.add %46, %129 : tensor<154xi32>
    %131 = stablehlo.select %128, %130, %46 : tensor<154xi1>, tensor<154xi32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %133 = "stablehlo.gather"(%32, %132) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %134 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %135 = stablehlo.compare GT, %133, %134, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %136 = stablehlo.and %40, %135 : tensor<154xi1>
    %137 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %138 = stablehlo.compare LT, %119, %137, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %139 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %140 = stablehlo.add %119, %139 : tensor<154xi32>
    %141 = stablehlo.select %138, %140, %119 : tensor<154xi1>, tensor<154xi32>
    %142 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %143 = stablehlo.compare LT, %126, %142, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %144 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %145 = stablehlo.add %126, %144 : tensor<154xi32>
    %146 = stablehlo.select %143, %145, %126 : tensor<154xi1>, tensor<154xi32>
    %147 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %148 = stablehlo.compare LT, %98, %147, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %149 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %150 = stablehlo.add %98, %149 : tensor<154xi32>
    %151 = stablehlo.select %148, %150, %98 : tensor<154xi1>, tensor<154xi32>
    %152 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %153 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %154 = stablehlo.broadcast_in_dim %151, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %155 = stablehlo.concatenate %152, %153, %154, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x3xi32>
    %156 = "stablehlo.gather"(%arg0, %155) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<154x3xi32>) -> tensor<154xi8>
    %157 = stablehlo.convert %156 : (tensor<154xi8>) -> tensor<154xi32>
    %158 = call @_where_6(%136, %157, %c_5) : (tensor<154xi1>, tensor<154xi32>, tensor<i32>) -> tensor<154xi32>
    %159 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %160 = stablehlo.compare EQ, %62, %159, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %161 = stablehlo.and %40, %160 : tensor<154xi1>
    %162 = call @_where_7(%161, %c_0, %c_5) : (tensor<154xi1>, tensor<i32>, tensor<i32>) -> tensor<154xi32>
    %163 = stablehlo.convert %162 : tensor<154xi32>
    %164 = stablehlo.or %158, %163 : tensor<154xi32>
    %165 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %166 = stablehlo.compare LT, %46, %165, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %167 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %168 = stablehlo.add %46, %167 : tensor<154xi32>
    %169 = stablehlo.select %166, %168, %46 : tensor<154xi1>, tensor<154xi32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %171 = "stablehlo.gather"(%34, %170) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %172 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %173 = stablehlo.subtract %171, %172 : tensor<154xi32>
    %174 = stablehlo.compare EQ, %62, %173, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %175 = stablehlo.and %40, %174 : tensor<154xi1>
    %176 = call @_where_7(%175, %c, %c_5) : (tensor<154xi1>, tensor<i32>, tensor<i32>) -> tensor<154xi32>
    %177 = stablehlo.convert %176 : tensor<154xi32>
    %178 = stablehlo.or %164, %177 : tensor<154xi32>
    %179 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %180 = stablehlo.compare LT, %46, %179, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %181 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %182 = stablehlo.add %46, %181 : tensor<154xi32>
    %183 = stablehlo.select %180, %182, %46 : tensor<154xi1>, tensor<154xi32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %185 = "stablehlo.gather"(%8, %184) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %186 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %187 = stablehlo.compare LT, %185, %186, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %188 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %189 = stablehlo.add %185, %188 : tensor<154xi32>
    %190 = stablehlo.select %187, %189, %185 : tensor<154xi1>, tensor<154xi32>
    %191 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %192 = stablehlo.compare LT, %76, %191, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %193 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %194 = stablehlo.add %76, %193 : tensor<154xi32>
    %195 = stablehlo.select %192, %194, %76 : tensor<154xi1>, tensor<154xi32>
    %196 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %197 = stablehlo.broadcast_in_dim %195, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %198 = stablehlo.concatenate %196, %197, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x2xi32>
    %199 = "stablehlo.gather"(%c_4, %198) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<154x2xi32>) -> tensor<154xi32>
    %200 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %201 = stablehlo.multiply %199, %200 : tensor<154xi32>
    %202 = stablehlo.add %201, %126 : tensor<154xi32>
    %203 = stablehlo.convert %202 : (tensor<154xi32>) -> tensor<154xi8>
    %204 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %205 = stablehlo.compare LT, %119, %204, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %206 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %207 = stablehlo.add %119, %206 : tensor<154xi32>
    %208 = stablehlo.select %205, %207, %119 : tensor<154xi1>, tensor<154xi32>
    %209 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %210 = stablehlo.compare LT, %126, %209, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %211 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %212 = stablehlo.add %126, %211 : tensor<154xi32>
    %213 = stablehlo.select %210, %212, %126 : tensor<154xi1>, tensor<154xi32>
    %214 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %215 = stablehlo.compare LT, %98, %214, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %216 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %217 = stablehlo.add %98, %216 : tensor<154xi32>
    %218 = stablehlo.select %215, %217, %98 : tensor<154xi1>, tensor<154xi32>
    %219 = stablehlo.broadcast_in_dim %208, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %220 = stablehlo.broadcast_in_dim %213, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %222 = stablehlo.concatenate %219, %220, %221, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x3xi32>
    %223 = "stablehlo.gather"(%arg1, %222) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<154x3xi32>) -> tensor<154xi8>
    %224 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %225 = stablehlo.compare LT, %119, %224, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %226 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %227 = stablehlo.add %119, %226 : tensor<154xi32>
    %228 = stablehlo.select %225, %227, %119 : tensor<154xi1>, tensor<154xi32>
    %229 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %230 = stablehlo.compare LT, %126, %229, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %231 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %232 = stablehlo.add %126, %231 : tensor<154xi32>
    %233 = stablehlo.select %230, %232, %126 : tensor<154xi1>, tensor<154xi32>
    %234 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %235 = stablehlo.compare LT, %98, %234, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %236 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %237 = stablehlo.add %98, %236 : tensor<154xi32>
    %238 = stablehlo.select %235, %237, %98 : tensor<154xi1>, tensor<154xi32>
    %239 = stablehlo.broadcast_in_dim %228, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %240 = stablehlo.broadcast_in_dim %233, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %241 = stablehlo.broadcast_in_dim %238, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %242 = stablehlo.concatenate %239, %240, %241, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x3xi32>
    %243 = "stablehlo.gather"(%arg2, %242) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<154x3xi32>) -> tensor<154xi8>
    %244 = stablehlo.convert %178 : (tensor<154xi32>) -> tensor<154xi8>
    %245:2 = stablehlo.custom_call @tpu_custom_call(%203, %223, %243, %244, %0, %1, %2, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:6f815b8608cac6d475a50092d0b3c32684c320d43bba58d72e92959607b389df\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 124017180672, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<154xi8>, tensor<154xi8>, tensor<154xi8>, tensor<154xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<6x512x512xi8>) -> (tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>)
    %246 = stablehlo.convert %245#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %247 = stablehlo.convert %245#0 : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xf32>
    %248 = stablehlo.multiply %246, %247 : tensor<12x16384x64xf32>
    %249 = stablehlo.reduce(%248 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<12x16384x64xf32>, tensor<f32>) -> tensor<12x16384xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 2] : (tensor<12x16384xf32>) -> tensor<12x1x16384xf32>
    %251 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %252 = stablehlo.compare NE, %arg0, %251, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %253 = stablehlo.convert %252 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %254 = stablehlo.reduce(%253 init: %c_5) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %255 = stablehlo.iota dim = 0 : tensor<32xi32>
    %256 = call @floor_divide(%255, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %257 = call @remainder(%255, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %258 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %259 = stablehlo.compare LT, %256, %258, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %260 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %261 = stablehlo.add %256, %260 : tensor<32xi32>
    %262 = stablehlo.select %259, %261, %256 : tensor<32xi1>, tensor<32xi32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %264 = "stablehlo.gather"(%c_4, %263) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %265 = stablehlo.broadcast_in_dim %257, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %266 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %267 = stablehlo.compare LT, %264, %266, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %268 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %269 = stablehlo.add %264, %268 : tensor<32x1xi32>
    %270 = stablehlo.select %267, %269, %264 : tensor<32x1xi1>, tensor<32x1xi32>
    %271 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %272 = stablehlo.compare LT, %265, %271, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %273 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %274 = stablehlo.add %265, %273 : tensor<32x1xi32>
    %275 = stablehlo.select %272, %274, %265 : tensor<32x1xi1>, tensor<32x1xi32>
    %276 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %278 = stablehlo.concatenate %276, %277, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %279 = "stablehlo.gather"(%254, %278) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %280 = stablehlo.reduce(%279 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %281 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %282 = stablehlo.maximum %280, %281 : tensor<32xi32>
    %283 = call @cumsum(%282) : (tensor<32xi32>) -> tensor<32xi32>
    %284 = stablehlo.iota dim = 0 : tensor<154xi32>
    %285 = stablehlo.slice %283 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %286 = stablehlo.reshape %285 : (tensor<1xi32>) -> tensor<i32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %288 = stablehlo.compare LT, %284, %287, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %289 = stablehlo.slice %283 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %290 = stablehlo.reshape %289 : (tensor<1xi32>) -> tensor<i32>
    %291 = stablehlo.subtract %290, %c_1 : tensor<i32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %293 = stablehlo.minimum %284, %292 : tensor<154xi32>
    %294 = call @searchsorted(%283, %293) : (tensor<32xi32>, tensor<154xi32>) -> tensor<154xi32>
    %295 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %296 = stablehlo.compare LT, %294, %295, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %297 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %298 = stablehlo.add %294, %297 : tensor<154xi32>
    %299 = stablehlo.select %296, %298, %294 : tensor<154xi1>, tensor<154xi32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %301 = "stablehlo.gather"(%283, %300) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %302 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %303 = stablehlo.compare LT, %294, %302, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %304 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %305 = stablehlo.add %294, %304 : tensor<154xi32>
    %306 = stablehlo.select %303, %305, %294 : tensor<154xi1>, tensor<154xi32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %308 = "stablehlo.gather"(%282, %307) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %309 = stablehlo.subtract %301, %308 : tensor<154xi32>
    %310 = stablehlo.subtract %293, %309 : tensor<154xi32>
    %311 = call @cumsum_4(%279) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %312 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %313 = stablehlo.compare LT, %294, %312, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %314 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %315 = stablehlo.add %294, %314 : tensor<154xi32>
    %316 = stablehlo.select %313, %315, %294 : tensor<154xi1>, tensor<154xi32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %318 = "stablehlo.gather"(%311, %317) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi32>
    %319 = stablehlo.broadcast_in_dim %310, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %320 = stablehlo.compare LE, %318, %319, SIGNED : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi1>
    %321 = stablehlo.convert %320 : (tensor<154x1xi1>) -> tensor<154x1xi32>
    %322 = stablehlo.reduce(%321 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<154x1xi32>, tensor<i32>) -> tensor<154xi32>
    %323 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %324 = stablehlo.minimum %322, %323 : tensor<154xi32>
    %325 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %326 = stablehlo.compare LT, %294, %325, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %327 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %328 = stablehlo.add %294, %327 : tensor<154xi32>
    %329 = stablehlo.select %326, %328, %294 : tensor<154xi1>, tensor<154xi32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %331 = "stablehlo.gather"(%279, %330) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi32>
    %332 = stablehlo.subtract %318, %331 : tensor<154x1xi32>
    %333 = stablehlo.broadcast_in_dim %324, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %334 = call @take_along_axis(%332, %333) : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi32>
    %335 = stablehlo.reshape %334 : (tensor<154x1xi32>) -> tensor<154xi32>
    %336 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %337 = stablehlo.compare LT, %294, %336, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %338 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %339 = stablehlo.add %294, %338 : tensor<154xi32>
    %340 = stablehlo.select %337, %339, %294 : tensor<154xi1>, tensor<154xi32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %342 = "stablehlo.gather"(%280, %341) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %343 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %344 = stablehlo.compare GT, %342, %343, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %345 = stablehlo.subtract %310, %335 : tensor<154xi32>
    %346 = call @_where_6(%344, %345, %c_5) : (tensor<154xi1>, tensor<154xi32>, tensor<i32>) -> tensor<154xi32>
    %347 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %348 = stablehlo.compare LT, %294, %347, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %349 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %350 = stablehlo.add %294, %349 : tensor<154xi32>
    %351 = stablehlo.select %348, %350, %294 : tensor<154xi1>, tensor<154xi32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %353 = "stablehlo.gather"(%256, %352) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %354 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %355 = stablehlo.compare LT, %353, %354, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %356 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %357 = stablehlo.add %353, %356 : tensor<154xi32>
    %358 = stablehlo.select %355, %357, %353 : tensor<154xi1>, tensor<154xi32>
    %359 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %360 = stablehlo.compare LT, %324, %359, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %361 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %362 = stablehlo.add %324, %361 : tensor<154xi32>
    %363 = stablehlo.select %360, %362, %324 : tensor<154xi1>, tensor<154xi32>
    %364 = stablehlo.broadcast_in_dim %358, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %365 = stablehlo.broadcast_in_dim %363, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %366 = stablehlo.concatenate %364, %365, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x2xi32>
    %367 = "stablehlo.gather"(%c_4, %366) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<154x2xi32>) -> tensor<154xi32>
    %368 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %369 = stablehlo.compare LT, %294, %368, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %370 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %371 = stablehlo.add %294, %370 : tensor<154xi32>
    %372 = stablehlo.select %369, %371, %294 : tensor<154xi1>, tensor<154xi32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %374 = "stablehlo.gather"(%257, %373) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %375 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %376 = stablehlo.compare LT, %294, %375, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %377 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %378 = stablehlo.add %294, %377 : tensor<154xi32>
    %379 = stablehlo.select %376, %378, %294 : tensor<154xi1>, tensor<154xi32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %381 = "stablehlo.gather"(%280, %380) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %382 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %383 = stablehlo.compare GT, %381, %382, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %384 = stablehlo.and %288, %383 : tensor<154xi1>
    %385 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %386 = stablehlo.compare LT, %367, %385, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %387 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %388 = stablehlo.add %367, %387 : tensor<154xi32>
    %389 = stablehlo.select %386, %388, %367 : tensor<154xi1>, tensor<154xi32>
    %390 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %391 = stablehlo.compare LT, %374, %390, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %392 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %393 = stablehlo.add %374, %392 : tensor<154xi32>
    %394 = stablehlo.select %391, %393, %374 : tensor<154xi1>, tensor<154xi32>
    %395 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %396 = stablehlo.compare LT, %346, %395, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %397 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %398 = stablehlo.add %346, %397 : tensor<154xi32>
    %399 = stablehlo.select %396, %398, %346 : tensor<154xi1>, tensor<154xi32>
    %400 = stablehlo.broadcast_in_dim %389, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %401 = stablehlo.broadcast_in_dim %394, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %402 = stablehlo.broadcast_in_dim %399, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %403 = stablehlo.concatenate %400, %401, %402, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x3xi32>
    %404 = "stablehlo.gather"(%arg0, %403) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<154x3xi32>) -> tensor<154xi8>
    %405 = stablehlo.convert %404 : (tensor<154xi8>) -> tensor<154xi32>
    %406 = call @_where_6(%384, %405, %c_5) : (tensor<154xi1>, tensor<154xi32>, tensor<i32>) -> tensor<154xi32>
    %407 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %408 = stablehlo.compare EQ, %310, %407, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %409 = stablehlo.and %288, %408 : tensor<154xi1>
    %410 = call @_where_7(%409, %c_0, %c_5) : (tensor<154xi1>, tensor<i32>, tensor<i32>) -> tensor<154xi32>
    %411 = stablehlo.convert %410 : tensor<154xi32>
    %412 = stablehlo.or %406, %411 : tensor<154xi32>
    %413 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %414 = stablehlo.compare LT, %294, %413, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %415 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %416 = stablehlo.add %294, %415 : tensor<154xi32>
    %417 = stablehlo.select %414, %416, %294 : tensor<154xi1>, tensor<154xi32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %419 = "stablehlo.gather"(%282, %418) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %420 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %421 = stablehlo.subtract %419, %420 : tensor<154xi32>
    %422 = stablehlo.compare EQ, %310, %421, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %423 = stablehlo.and %288, %422 : tensor<154xi1>
    %424 = call @_where_7(%423, %c, %c_5) : (tensor<154xi1>, tensor<i32>, tensor<i32>) -> tensor<154xi32>
    %425 = stablehlo.convert %424 : tensor<154xi32>
    %426 = stablehlo.or %412, %425 : tensor<154xi32>
    %427 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %428 = stablehlo.compare LT, %294, %427, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %429 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %430 = stablehlo.add %294, %429 : tensor<154xi32>
    %431 = stablehlo.select %428, %430, %294 : tensor<154xi1>, tensor<154xi32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %433 = "stablehlo.gather"(%256, %432) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %434 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %435 = stablehlo.compare LT, %433, %434, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %436 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %437 = stablehlo.add %433, %436 : tensor<154xi32>
    %438 = stablehlo.select %435, %437, %433 : tensor<154xi1>, tensor<154xi32>
    %439 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %440 = stablehlo.compare LT, %324, %439, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %441 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %442 = stablehlo.add %324, %441 : tensor<154xi32>
    %443 = stablehlo.select %440, %442, %324 : tensor<154xi1>, tensor<154xi32>
    %444 = stablehlo.broadcast_in_dim %438, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %445 = stablehlo.broadcast_in_dim %443, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %446 = stablehlo.concatenate %444, %445, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x2xi32>
    %447 = "stablehlo.gather"(%c_4, %446) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<154x2xi32>) -> tensor<154xi32>
    %448 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %449 = stablehlo.multiply %447, %448 : tensor<154xi32>
    %450 = stablehlo.add %449, %374 : tensor<154xi32>
    %451 = stablehlo.convert %450 : (tensor<154xi32>) -> tensor<154xi8>
    %452 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %453 = stablehlo.compare LT, %367, %452, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %454 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %455 = stablehlo.add %367, %454 : tensor<154xi32>
    %456 = stablehlo.select %453, %455, %367 : tensor<154xi1>, tensor<154xi32>
    %457 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %458 = stablehlo.compare LT, %374, %457, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %459 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %460 = stablehlo.add %374, %459 : tensor<154xi32>
    %461 = stablehlo.select %458, %460, %374 : tensor<154xi1>, tensor<154xi32>
    %462 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %463 = stablehlo.compare LT, %346, %462, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %464 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %465 = stablehlo.add %346, %464 : tensor<154xi32>
    %466 = stablehlo.select %463, %465, %346 : tensor<154xi1>, tensor<154xi32>
    %467 = stablehlo.broadcast_in_dim %456, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %468 = stablehlo.broadcast_in_dim %461, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %469 = stablehlo.broadcast_in_dim %466, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %470 = stablehlo.concatenate %467, %468, %469, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x3xi32>
    %471 = "stablehlo.gather"(%arg1, %470) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<154x3xi32>) -> tensor<154xi8>
    %472 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %473 = stablehlo.compare LT, %367, %472, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %474 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %475 = stablehlo.add %367, %474 : tensor<154xi32>
    %476 = stablehlo.select %473, %475, %367 : tensor<154xi1>, tensor<154xi32>
    %477 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %478 = stablehlo.compare LT, %374, %477, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %479 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %480 = stablehlo.add %374, %479 : tensor<154xi32>
    %481 = stablehlo.select %478, %480, %374 : tensor<154xi1>, tensor<154xi32>
    %482 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %483 = stablehlo.compare LT, %346, %482, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %484 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %485 = stablehlo.add %346, %484 : tensor<154xi32>
    %486 = stablehlo.select %483, %485, %346 : tensor<154xi1>, tensor<154xi32>
    %487 = stablehlo.broadcast_in_dim %476, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %488 = stablehlo.broadcast_in_dim %481, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %489 = stablehlo.broadcast_in_dim %486, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %490 = stablehlo.concatenate %487, %488, %489, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x3xi32>
    %491 = "stablehlo.gather"(%arg2, %490) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<154x3xi32>) -> tensor<154xi8>
    %492 = stablehlo.convert %426 : (tensor<154xi32>) -> tensor<154xi8>
    %493 = stablehlo.custom_call @tpu_custom_call(%451, %471, %491, %492, %0, %1, %2, %arg3, %245#0, %245#1, %250) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:50322b93f4e867ae6d4b416a5e7f5b2152ec47d36ad6556386bdaa681e9831d2\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 186025771008, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<154xi8>, tensor<154xi8>, tensor<154xi8>, tensor<154xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<6x512x512xi8>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>) -> tensor<12x16384x64xbf16>
    %494 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %495 = stablehlo.compare NE, %arg4, %494, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %496 = stablehlo.convert %495 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %497 = stablehlo.reduce(%496 init: %c_5) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %498 = stablehlo.iota dim = 0 : tensor<32xi32>
    %499 = call @floor_divide(%498, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %500 = call @remainder(%498, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %501 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %502 = stablehlo.compare LT, %499, %501, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %503 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %504 = stablehlo.add %499, %503 : tensor<32xi32>
    %505 = stablehlo.select %502, %504, %499 : tensor<32xi1>, tensor<32xi32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %507 = "stablehlo.gather"(%c_4, %506) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %508 = stablehlo.broadcast_in_dim %500, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %509 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %510 = stablehlo.compare LT, %507, %509, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %511 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %512 = stablehlo.add %507, %511 : tensor<32x1xi32>
    %513 = stablehlo.select %510, %512, %507 : tensor<32x1xi1>, tensor<32x1xi32>
    %514 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %515 = stablehlo.compare LT, %508, %514, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %516 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %517 = stablehlo.add %508, %516 : tensor<32x1xi32>
    %518 = stablehlo.select %515, %517, %508 : tensor<32x1xi1>, tensor<32x1xi32>
    %519 = stablehlo.broadcast_in_dim %513, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %520 = stablehlo.broadcast_in_dim %518, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %521 = stablehlo.concatenate %519, %520, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %522 = "stablehlo.gather"(%497, %521) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %523 = stablehlo.reduce(%522 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %524 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %525 = stablehlo.maximum %523, %524 : tensor<32xi32>
    %526 = call @cumsum(%525) : (tensor<32xi32>) -> tensor<32xi32>
    %527 = stablehlo.iota dim = 0 : tensor<154xi32>
    %528 = stablehlo.slice %526 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %529 = stablehlo.reshape %528 : (tensor<1xi32>) -> tensor<i32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %531 = stablehlo.compare LT, %527, %530, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %532 = stablehlo.slice %526 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %533 = stablehlo.reshape %532 : (tensor<1xi32>) -> tensor<i32>
    %534 = stablehlo.subtract %533, %c_1 : tensor<i32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %536 = stablehlo.minimum %527, %535 : tensor<154xi32>
    %537 = call @searchsorted(%526, %536) : (tensor<32xi32>, tensor<154xi32>) -> tensor<154xi32>
    %538 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %539 = stablehlo.compare LT, %537, %538, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %540 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %541 = stablehlo.add %537, %540 : tensor<154xi32>
    %542 = stablehlo.select %539, %541, %537 : tensor<154xi1>, tensor<154xi32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %544 = "stablehlo.gather"(%526, %543) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %545 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %546 = stablehlo.compare LT, %537, %545, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %547 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %548 = stablehlo.add %537, %547 : tensor<154xi32>
    %549 = stablehlo.select %546, %548, %537 : tensor<154xi1>, tensor<154xi32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %551 = "stablehlo.gather"(%525, %550) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %552 = stablehlo.subtract %544, %551 : tensor<154xi32>
    %553 = stablehlo.subtract %536, %552 : tensor<154xi32>
    %554 = call @cumsum_4(%522) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %555 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %556 = stablehlo.compare LT, %537, %555, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %557 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %558 = stablehlo.add %537, %557 : tensor<154xi32>
    %559 = stablehlo.select %556, %558, %537 : tensor<154xi1>, tensor<154xi32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %561 = "stablehlo.gather"(%554, %560) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi32>
    %562 = stablehlo.broadcast_in_dim %553, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %563 = stablehlo.compare LE, %561, %562, SIGNED : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi1>
    %564 = stablehlo.convert %563 : (tensor<154x1xi1>) -> tensor<154x1xi32>
    %565 = stablehlo.reduce(%564 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<154x1xi32>, tensor<i32>) -> tensor<154xi32>
    %566 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %567 = stablehlo.minimum %565, %566 : tensor<154xi32>
    %568 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %569 = stablehlo.compare LT, %537, %568, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %570 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %571 = stablehlo.add %537, %570 : tensor<154xi32>
    %572 = stablehlo.select %569, %571, %537 : tensor<154xi1>, tensor<154xi32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %574 = "stablehlo.gather"(%522, %573) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi32>
    %575 = stablehlo.subtract %561, %574 : tensor<154x1xi32>
    %576 = stablehlo.broadcast_in_dim %567, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %577 = call @take_along_axis(%575, %576) : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi32>
    %578 = stablehlo.reshape %577 : (tensor<154x1xi32>) -> tensor<154xi32>
    %579 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %580 = stablehlo.compare LT, %537, %579, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %581 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %582 = stablehlo.add %537, %581 : tensor<154xi32>
    %583 = stablehlo.select %580, %582, %537 : tensor<154xi1>, tensor<154xi32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %585 = "stablehlo.gather"(%523, %584) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %586 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %587 = stablehlo.compare GT, %585, %586, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %588 = stablehlo.subtract %553, %578 : tensor<154xi32>
    %589 = call @_where_6(%587, %588, %c_5) : (tensor<154xi1>, tensor<154xi32>, tensor<i32>) -> tensor<154xi32>
    %590 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %591 = stablehlo.compare LT, %537, %590, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %592 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %593 = stablehlo.add %537, %592 : tensor<154xi32>
    %594 = stablehlo.select %591, %593, %537 : tensor<154xi1>, tensor<154xi32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %596 = "stablehlo.gather"(%499, %595) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %597 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %598 = stablehlo.compare LT, %596, %597, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %599 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %600 = stablehlo.add %596, %599 : tensor<154xi32>
    %601 = stablehlo.select %598, %600, %596 : tensor<154xi1>, tensor<154xi32>
    %602 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %603 = stablehlo.compare LT, %567, %602, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %604 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %605 = stablehlo.add %567, %604 : tensor<154xi32>
    %606 = stablehlo.select %603, %605, %567 : tensor<154xi1>, tensor<154xi32>
    %607 = stablehlo.broadcast_in_dim %601, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %608 = stablehlo.broadcast_in_dim %606, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %609 = stablehlo.concatenate %607, %608, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x2xi32>
    %610 = "stablehlo.gather"(%c_4, %609) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<154x2xi32>) -> tensor<154xi32>
    %611 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %612 = stablehlo.compare LT, %537, %611, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %613 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %614 = stablehlo.add %537, %613 : tensor<154xi32>
    %615 = stablehlo.select %612, %614, %537 : tensor<154xi1>, tensor<154xi32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %617 = "stablehlo.gather"(%500, %616) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %618 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %619 = stablehlo.compare LT, %537, %618, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %620 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %621 = stablehlo.add %537, %620 : tensor<154xi32>
    %622 = stablehlo.select %619, %621, %537 : tensor<154xi1>, tensor<154xi32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %624 = "stablehlo.gather"(%523, %623) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %625 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %626 = stablehlo.compare GT, %624, %625, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %627 = stablehlo.and %531, %626 : tensor<154xi1>
    %628 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %629 = stablehlo.compare LT, %610, %628, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %630 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %631 = stablehlo.add %610, %630 : tensor<154xi32>
    %632 = stablehlo.select %629, %631, %610 : tensor<154xi1>, tensor<154xi32>
    %633 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %634 = stablehlo.compare LT, %617, %633, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %635 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %636 = stablehlo.add %617, %635 : tensor<154xi32>
    %637 = stablehlo.select %634, %636, %617 : tensor<154xi1>, tensor<154xi32>
    %638 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %639 = stablehlo.compare LT, %589, %638, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %640 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %641 = stablehlo.add %589, %640 : tensor<154xi32>
    %642 = stablehlo.select %639, %641, %589 : tensor<154xi1>, tensor<154xi32>
    %643 = stablehlo.broadcast_in_dim %632, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %644 = stablehlo.broadcast_in_dim %637, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %645 = stablehlo.broadcast_in_dim %642, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %646 = stablehlo.concatenate %643, %644, %645, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x3xi32>
    %647 = "stablehlo.gather"(%arg4, %646) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<154x3xi32>) -> tensor<154xi8>
    %648 = stablehlo.convert %647 : (tensor<154xi8>) -> tensor<154xi32>
    %649 = call @_where_6(%627, %648, %c_5) : (tensor<154xi1>, tensor<154xi32>, tensor<i32>) -> tensor<154xi32>
    %650 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %651 = stablehlo.compare EQ, %553, %650, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %652 = stablehlo.and %531, %651 : tensor<154xi1>
    %653 = call @_where_7(%652, %c_0, %c_5) : (tensor<154xi1>, tensor<i32>, tensor<i32>) -> tensor<154xi32>
    %654 = stablehlo.convert %653 : tensor<154xi32>
    %655 = stablehlo.or %649, %654 : tensor<154xi32>
    %656 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %657 = stablehlo.compare LT, %537, %656, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %658 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %659 = stablehlo.add %537, %658 : tensor<154xi32>
    %660 = stablehlo.select %657, %659, %537 : tensor<154xi1>, tensor<154xi32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %662 = "stablehlo.gather"(%525, %661) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %663 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %664 = stablehlo.subtract %662, %663 : tensor<154xi32>
    %665 = stablehlo.compare EQ, %553, %664, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %666 = stablehlo.and %531, %665 : tensor<154xi1>
    %667 = call @_where_7(%666, %c, %c_5) : (tensor<154xi1>, tensor<i32>, tensor<i32>) -> tensor<154xi32>
    %668 = stablehlo.convert %667 : tensor<154xi32>
    %669 = stablehlo.or %655, %668 : tensor<154xi32>
    %670 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %671 = stablehlo.compare LT, %537, %670, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %672 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %673 = stablehlo.add %537, %672 : tensor<154xi32>
    %674 = stablehlo.select %671, %673, %537 : tensor<154xi1>, tensor<154xi32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %676 = "stablehlo.gather"(%499, %675) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xi32>) -> tensor<154xi32>
    %677 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %678 = stablehlo.compare LT, %676, %677, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %679 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %680 = stablehlo.add %676, %679 : tensor<154xi32>
    %681 = stablehlo.select %678, %680, %676 : tensor<154xi1>, tensor<154xi32>
    %682 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %683 = stablehlo.compare LT, %567, %682, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %684 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %685 = stablehlo.add %567, %684 : tensor<154xi32>
    %686 = stablehlo.select %683, %685, %567 : tensor<154xi1>, tensor<154xi32>
    %687 = stablehlo.broadcast_in_dim %681, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %688 = stablehlo.broadcast_in_dim %686, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %689 = stablehlo.concatenate %687, %688, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x2xi32>
    %690 = "stablehlo.gather"(%c_4, %689) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<154x2xi32>) -> tensor<154xi32>
    %691 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %692 = stablehlo.multiply %690, %691 : tensor<154xi32>
    %693 = stablehlo.add %692, %617 : tensor<154xi32>
    %694 = stablehlo.convert %693 : (tensor<154xi32>) -> tensor<154xi8>
    %695 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %696 = stablehlo.compare LT, %610, %695, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %697 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %698 = stablehlo.add %610, %697 : tensor<154xi32>
    %699 = stablehlo.select %696, %698, %610 : tensor<154xi1>, tensor<154xi32>
    %700 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %701 = stablehlo.compare LT, %617, %700, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %702 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %703 = stablehlo.add %617, %702 : tensor<154xi32>
    %704 = stablehlo.select %701, %703, %617 : tensor<154xi1>, tensor<154xi32>
    %705 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %706 = stablehlo.compare LT, %589, %705, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %707 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %708 = stablehlo.add %589, %707 : tensor<154xi32>
    %709 = stablehlo.select %706, %708, %589 : tensor<154xi1>, tensor<154xi32>
    %710 = stablehlo.broadcast_in_dim %699, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %711 = stablehlo.broadcast_in_dim %704, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %712 = stablehlo.broadcast_in_dim %709, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %713 = stablehlo.concatenate %710, %711, %712, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x3xi32>
    %714 = "stablehlo.gather"(%arg5, %713) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<154x3xi32>) -> tensor<154xi8>
    %715 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %716 = stablehlo.compare LT, %610, %715, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %717 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %718 = stablehlo.add %610, %717 : tensor<154xi32>
    %719 = stablehlo.select %716, %718, %610 : tensor<154xi1>, tensor<154xi32>
    %720 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %721 = stablehlo.compare LT, %617, %720, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %722 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %723 = stablehlo.add %617, %722 : tensor<154xi32>
    %724 = stablehlo.select %721, %723, %617 : tensor<154xi1>, tensor<154xi32>
    %725 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %726 = stablehlo.compare LT, %589, %725, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %727 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %728 = stablehlo.add %589, %727 : tensor<154xi32>
    %729 = stablehlo.select %726, %728, %589 : tensor<154xi1>, tensor<154xi32>
    %730 = stablehlo.broadcast_in_dim %719, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %731 = stablehlo.broadcast_in_dim %724, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %732 = stablehlo.broadcast_in_dim %729, dims = [0] : (tensor<154xi32>) -> tensor<154x1xi32>
    %733 = stablehlo.concatenate %730, %731, %732, dim = 1 : (tensor<154x1xi32>, tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x3xi32>
    %734 = "stablehlo.gather"(%arg6, %733) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<154x3xi32>) -> tensor<154xi8>
    %735 = stablehlo.convert %669 : (tensor<154xi32>) -> tensor<154xi8>
    %736:2 = stablehlo.custom_call @tpu_custom_call(%694, %714, %734, %735, %0, %1, %2, %arg7, %245#0, %245#1, %250) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:e60de205e240415db202364632d002dc42561181653d2af007e372fb683965e6\22, \22cost_estimate\22: {\22bytes_accessed\22: 292552704, \22flops\22: 248034361344, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 484442112}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<154xi8>, tensor<154xi8>, tensor<154xi8>, tensor<154xi8>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<6x512x512xi8>, tensor<12x16384x64xbf16>, tensor<12x1x16384xf32>, tensor<12x1x16384xf32>) -> (tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>)
    %737 = call @_pad_8(%736#1) : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %738 = call @_pad_8(%736#0) : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    %739 = call @_pad_8(%493) : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %245#0, %739, %738, %737 : tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>, tensor<12x16384x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<12x16384x64xbf16>, %arg1: tensor<i32>) -> tensor<12x16384x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
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
  func.func private @cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
    %0 = call @cumsum_1(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<32xi32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    return %1 : tensor<32xi32>
  }
  func.func private @searchsorted(%arg0: tensor<32xi32>, %arg1: tensor<154xi32>) -> tensor<154xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<32xi32>, tensor<154xi32>) -> tensor<154xi32>
    return %0 : tensor<154xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<32xi32>, %arg1: tensor<154xi32>) -> tensor<154xi32> {
    %0 = call @_searchsorted_scan_impl_2(%arg0, %arg1) : (tensor<32xi32>, tensor<154xi32>) -> tensor<154xi32>
    return %0 : tensor<154xi32>
  }
  func.func private @_searchsorted_scan_impl_2(%arg0: tensor<32xi32>, %arg1: tensor<154xi32>) -> tensor<154xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<154xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<154xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<32xi32>, tensor<154xi32>, tensor<i32>, tensor<154xui32>, tensor<154xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<32xi32>, tensor<154xi32>, tensor<154xui32>, tensor<154xui32>) -> (tensor<154xui32>, tensor<154xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<32xi32>, tensor<154xi32>, tensor<i32>, tensor<154xui32>, tensor<154xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<154xui32>) -> tensor<154xi32>
    return %3 : tensor<154xi32>
  }
  func.func private @closed_call(%arg0: tensor<32xi32>, %arg1: tensor<154xi32>, %arg2: tensor<154xui32>, %arg3: tensor<154xui32>) -> (tensor<154xui32>, tensor<154xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<154xui32>
    %1 = call @floor_divide_3(%0, %c) : (tensor<154xui32>, tensor<i32>) -> tensor<154xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<154xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<154xui32>) -> tensor<154x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<154x1xui32>) -> tensor<154x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<154x1xi32>) -> tensor<154xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<154xi32>, tensor<154xi32>) -> tensor<154xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<154xi1>, tensor<154xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<154xi1>, tensor<154xui32>
    return %7, %8 : tensor<154xui32>, tensor<154xui32>
  }
  func.func private @floor_divide_3(%arg0: tensor<154xui32>, %arg1: tensor<i32>) -> tensor<154xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<154xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<154xui32>
    return %2 : tensor<154xui32>
  }
  func.func private @cumsum_4(%arg0: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %0 = call @cumsum_5(%arg0) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    return %0 : tensor<32x1xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32x1xi32>, tensor<i32>) -> tensor<32x1xi32>
    return %1 : tensor<32x1xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<154x1xi32>, %arg1: tensor<154x1xi32>) -> tensor<154x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<154x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<154x1xi32>, tensor<154x1xi32>) -> tensor<154x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<154x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<154x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<154x1xi1>, tensor<154x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<154x1xi32>) -> tensor<154x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<154x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<154x1x1xi32>, tensor<154x1x1xi32>) -> tensor<154x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<154x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<154x1x1xi32>, tensor<154x1x1xi32>) -> tensor<154x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<154x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<154x1x1xi1>, tensor<i1>) -> tensor<154x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<154x1xi32>, tensor<154x1x1xi32>) -> tensor<154x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<154x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<154x1xi1>, tensor<154x1xi32>
    return %15 : tensor<154x1xi32>
  }
  func.func private @_where_6(%arg0: tensor<154xi1>, %arg1: tensor<154xi32>, %arg2: tensor<i32>) -> tensor<154xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<154xi1>, tensor<154xi32>
    return %2 : tensor<154xi32>
  }
  func.func private @_where_7(%arg0: tensor<154xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<154xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<154xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<154xi1>, tensor<154xi32>
    return %2 : tensor<154xi32>
  }
  func.func private @_pad_8(%arg0: tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<12x16384x64xbf16>, tensor<bf16>) -> tensor<12x16384x64xbf16>
    %1 = stablehlo.slice %0 [0:12, 0:16384, 0:64] : (tensor<12x16384x64xbf16>) -> tensor<12x16384x64xbf16>
    return %1 : tensor<12x16384x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:6f815b8608cac6d475a50092d0b3c32684c320d43bba58d72e92959607b389df
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 154>, scalar_prefetch = 4 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<154xi8, #tpu.memory_space<smem>>
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
      %16 = vector.load %arg12[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg13[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<512x64xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg14[%c0_10, %c0_11] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %25 = vector.shape_cast %24 : vector<512x64xf32> to vector<512x64xf32>
      %26 = vector.shape_cast %23 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg14[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
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
      %15 = vector.load %arg6[%c0, %c0_5, %c0_6] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg7[%c0_7, %c0_8, %c0_9] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %19 = tpu.matmul %16, %18, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 1.250000e-01 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<512x512xf32>
      %21 = arith.mulf %19, %20 : vector<512x512xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg9[%c0_11, %c0_12, %c0_13] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %23 = vector.shape_cast %22 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %24 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %25 = arith.cmpi ne, %23, %24 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %26 = arith.cmpi eq, %3, %c2_i32 : i32
      %27 = vector.broadcast %26 : i1 to vector<512x512xi1>
      %28 = arith.ori %25, %27 : vector<512x512xi1>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %29 = vector.load %arg12[%c0_14, %c0_15] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_16 = arith.constant 0xFF800000 : f32
      %30 = vector.broadcast %cst_16 : f32 to vector<512x512xf32>
      %31 = arith.select %28, %21, %30 : vector<512x512xi1>, vector<512x512xf32>
      %cst_17 = arith.constant dense<0xFF800000> : vector<512xf32>
      %32 = vector.multi_reduction <maximumf>, %31, %cst_17 [1] : vector<512x512xf32> to vector<512xf32>
      %33 = vector.shape_cast %32 : vector<512xf32> to vector<512x1xf32>
      %34 = vector.broadcast %33 : vector<512x1xf32> to vector<512x128xf32>
      %35 = arith.maximumf %29, %34 : vector<512x128xf32>
      %cst_18 = arith.constant 0xFF800000 : f32
      %36 = vector.broadcast %cst_18 : f32 to vector<512x128xf32>
      %37 = arith.cmpf oeq, %35, %36 : vector<512x128xf32>
      %cst_19 = arith.constant 0.000000e+00 : f32
      %38 = vector.broadcast %cst_19 : f32 to vector<512x128xf32>
      %39 = arith.select %37, %38, %35 : vector<512x128xi1>, vector<512x128xf32>
      %40 = vector.extract_strided_slice %39 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %41 = vector.broadcast %40 : vector<512x1xf32> to vector<512x512xf32>
      %42 = arith.subf %21, %41 : vector<512x512xf32>
      %43 = math.exp %42 : vector<512x512xf32>
      %cst_20 = arith.constant 0.000000e+00 : f32
      %44 = vector.broadcast %cst_20 : f32 to vector<512x512xf32>
      %45 = arith.select %28, %43, %44 : vector<512x512xi1>, vector<512x512xf32>
      %46 = arith.subf %29, %39 : vector<512x128xf32>
      %47 = math.exp %46 : vector<512x128xf32>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %48 = vector.load %arg13[%c0_21, %c0_22] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %49 = arith.mulf %47, %48 : vector<512x128xf32>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %50 = vector.multi_reduction <add>, %45, %cst_23 [1] : vector<512x512xf32> to vector<512xf32>
      %51 = vector.shape_cast %50 : vector<512xf32> to vector<512x1xf32>
      %52 = vector.broadcast %51 : vector<512x1xf32> to vector<512x128xf32>
      %53 = arith.addf %49, %52 : vector<512x128xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %54 = vector.load %arg13[%c0_24, %c0_25] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %55 = vector.shape_cast %54 : vector<512x128xf32> to vector<512x128xf32>
      %56 = vector.shape_cast %53 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_24, %c0_25], %56 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %57 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %58 = vector.shape_cast %57 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %59 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %60 = vector.load %arg14[%c0_29, %c0_30] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %61 = vector.broadcast %59 : vector<512x1xf32> to vector<512x64xf32>
      %62 = arith.mulf %61, %60 : vector<512x64xf32>
      %63 = arith.truncf %45 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
      %64 = tpu.matmul %63, %58, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
      %65 = arith.addf %62, %64 : vector<512x64xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %66 = vector.load %arg14[%c0_32, %c0_33] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %67 = vector.shape_cast %66 : vector<512x64xf32> to vector<512x64xf32>
      %68 = vector.shape_cast %65 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %68 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %69 = vector.load %arg12[%c0_34, %c0_35] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %70 = vector.shape_cast %69 : vector<512x128xf32> to vector<512x128xf32>
      %71 = vector.shape_cast %35 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_34, %c0_35], %71 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg13[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<512x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg14[%c0_6, %c0_7] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %cst_8 = arith.constant 1.000000e+00 : f32
      %19 = vector.broadcast %cst_8 : f32 to vector<512x128xf32>
      %20 = arith.select %17, %15, %19 : vector<512x128xi1>, vector<512x128xf32>
      %21 = vector.extract_strided_slice %20 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %22 = vector.broadcast %21 : vector<512x1xf32> to vector<512x64xf32>
      %23 = arith.divf %18, %22 : vector<512x64xf32>
      %24 = arith.truncf %23 : vector<512x64xf32> to vector<512x64xbf16>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %25 = vector.load %arg10[%c0_9, %c0_10, %c0_11] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %27 = vector.shape_cast %24 : vector<512x64xbf16> to vector<1x512x64xbf16>
      tpu.vector_store %arg10[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %28 = vector.load %arg12[%c0_12, %c0_13] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_14 = arith.constant 1.000000e+00 : f32
      %29 = vector.broadcast %cst_14 : f32 to vector<512x128xf32>
      %30 = arith.select %17, %15, %29 : vector<512x128xi1>, vector<512x128xf32>
      %31 = math.log %30 : vector<512x128xf32>
      %32 = arith.addf %28, %31 : vector<512x128xf32>
      %cst_15 = arith.constant 0xFF800000 : f32
      %33 = vector.broadcast %cst_15 : f32 to vector<512x128xf32>
      %34 = arith.select %17, %32, %33 : vector<512x128xi1>, vector<512x128xf32>
      %35 = tpu.transpose %34, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
      %36 = vector.extract_strided_slice %35 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %37 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %38 = vector.shape_cast %37 : vector<1x1x512xf32> to vector<1x512xf32>
      %39 = vector.shape_cast %36 : vector<1x512xf32> to vector<1x1x512xf32>
      tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %39 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg2[%22] : memref<154xi8, #tpu.memory_space<smem>>
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %40 = memref.load %arg3[%39] : memref<154xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %40 = memref.load %arg3[%39] : memref<154xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<154xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg2[%22] : memref<154xi8, #tpu.memory_space<smem>>
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg2[%22] : memref<154xi8, #tpu.memory_space<smem>>
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

// ---- kernel sparse_cli_dq sha256:50322b93f4e867ae6d4b416a5e7f5b2152ec47d36ad6556386bdaa681e9831d2
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 154>, scalar_prefetch = 4 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 64>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<154xi8, #tpu.memory_space<smem>>
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
      %15 = vector.broadcast %cst : f32 to vector<512x64xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg14[%c0, %c0_5] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %17 = vector.shape_cast %16 : vector<512x64xf32> to vector<512x64xf32>
      %18 = vector.shape_cast %15 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg14[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
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
      %15 = vector.load %arg7[%c0, %c0_5, %c0_6] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %19 = tpu.matmul %18, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 1.250000e-01 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<512x512xf32>
      %21 = arith.mulf %19, %20 : vector<512x512xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg9[%c0_11, %c0_12, %c0_13] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %23 = vector.shape_cast %22 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %24 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %25 = arith.cmpi ne, %23, %24 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %26 = arith.cmpi eq, %3, %c2_i32 : i32
      %27 = vector.broadcast %26 : i1 to vector<512x512xi1>
      %28 = arith.ori %25, %27 : vector<512x512xi1>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %29 = vector.load %arg11[%c0_14, %c0_15, %c0_16] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %30 = vector.shape_cast %29 : vector<1x1x512xf32> to vector<512xf32>
      %31 = vector.shape_cast %30 : vector<512xf32> to vector<512x1xf32>
      %32 = vector.broadcast %31 : vector<512x1xf32> to vector<512x512xf32>
      %33 = arith.subf %21, %32 : vector<512x512xf32>
      %34 = math.exp %33 : vector<512x512xf32>
      %cst_17 = arith.constant 0.000000e+00 : f32
      %35 = vector.broadcast %cst_17 : f32 to vector<512x512xf32>
      %36 = arith.select %28, %34, %35 : vector<512x512xi1>, vector<512x512xf32>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %37 = vector.load %arg10[%c0_18, %c0_19, %c0_20] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %38 = vector.shape_cast %37 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %39 = vector.load %arg8[%c0_21, %c0_22, %c0_23] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %40 = vector.shape_cast %39 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst_24 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %41 = tpu.matmul %38, %40, %cst_24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %42 = vector.load %arg12[%c0_25, %c0_26, %c0_27] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %43 = vector.shape_cast %42 : vector<1x1x512xf32> to vector<512xf32>
      %44 = vector.shape_cast %43 : vector<512xf32> to vector<512x1xf32>
      %45 = vector.broadcast %44 : vector<512x1xf32> to vector<512x512xf32>
      %46 = arith.subf %41, %45 : vector<512x512xf32>
      %47 = arith.mulf %36, %46 : vector<512x512xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %48 = vector.load %arg14[%c0_28, %c0_29] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %49 = arith.truncf %47 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
      %50 = tpu.matmul %49, %16, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
      %cst_31 = arith.constant 1.250000e-01 : f32
      %51 = vector.broadcast %cst_31 : f32 to vector<512x64xf32>
      %52 = arith.mulf %50, %51 : vector<512x64xf32>
      %53 = arith.addf %48, %52 : vector<512x64xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %54 = vector.load %arg14[%c0_32, %c0_33] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %55 = vector.shape_cast %54 : vector<512x64xf32> to vector<512x64xf32>
      %56 = vector.shape_cast %53 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %56 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg14[%c0, %c0_5] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %16 = arith.truncf %15 : vector<512x64xf32> to vector<512x64xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg13[%c0_6, %c0_7, %c0_8] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %19 = vector.shape_cast %16 : vector<512x64xbf16> to vector<1x512x64xbf16>
      tpu.vector_store %arg13[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg2[%22] : memref<154xi8, #tpu.memory_space<smem>>
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %40 = memref.load %arg3[%39] : memref<154xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %40 = memref.load %arg3[%39] : memref<154xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %38, %41, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<154xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg2[%22] : memref<154xi8, #tpu.memory_space<smem>>
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg2[%22] : memref<154xi8, #tpu.memory_space<smem>>
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg2[%22] : memref<154xi8, #tpu.memory_space<smem>>
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg2[%22] : memref<154xi8, #tpu.memory_space<smem>>
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

// ---- kernel sparse_cli_dkv sha256:e60de205e240415db202364632d002dc42561181653d2af007e372fb683965e6
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 12, 154>, scalar_prefetch = 4 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 64>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 64>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<154xi8, #tpu.memory_space<smem>>
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
      %15 = vector.broadcast %cst : f32 to vector<512x64xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg15[%c0, %c0_5] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %17 = vector.shape_cast %16 : vector<512x64xf32> to vector<512x64xf32>
      %18 = vector.shape_cast %15 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg15[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x64xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg16[%c0_7, %c0_8] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %21 = vector.shape_cast %20 : vector<512x64xf32> to vector<512x64xf32>
      %22 = vector.shape_cast %19 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg16[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
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
      %15 = vector.load %arg6[%c0, %c0_5, %c0_6] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg10[%c0_7, %c0_8, %c0_9] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %19 = vector.load %arg7[%c0_10, %c0_11, %c0_12] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %20 = vector.shape_cast %19 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %21 = tpu.matmul %20, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_13 = arith.constant 1.250000e-01 : f32
      %22 = vector.broadcast %cst_13 : f32 to vector<512x512xf32>
      %23 = arith.mulf %21, %22 : vector<512x512xf32>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %24 = vector.load %arg9[%c0_14, %c0_15, %c0_16] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %25 = vector.shape_cast %24 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %26 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %27 = arith.cmpi ne, %25, %26 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %28 = arith.cmpi eq, %3, %c2_i32 : i32
      %29 = vector.broadcast %28 : i1 to vector<512x512xi1>
      %30 = arith.ori %27, %29 : vector<512x512xi1>
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %31 = vector.load %arg11[%c0_17, %c0_18, %c0_19] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %32 = vector.shape_cast %31 : vector<1x1x512xf32> to vector<1x512xf32>
      %33 = vector.broadcast %32 : vector<1x512xf32> to vector<512x512xf32>
      %34 = arith.subf %23, %33 : vector<512x512xf32>
      %35 = math.exp %34 : vector<512x512xf32>
      %cst_20 = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_20 : f32 to vector<512x512xf32>
      %37 = arith.select %30, %35, %36 : vector<512x512xi1>, vector<512x512xf32>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %38 = vector.load %arg16[%c0_21, %c0_22] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %39 = arith.truncf %37 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
      %40 = tpu.matmul %39, %18, %cst_23 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
      %41 = arith.addf %38, %40 : vector<512x64xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %42 = vector.load %arg16[%c0_24, %c0_25] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %43 = vector.shape_cast %42 : vector<512x64xf32> to vector<512x64xf32>
      %44 = vector.shape_cast %41 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg16[%c0_24, %c0_25], %44 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %45 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %46 = vector.shape_cast %45 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %cst_29 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %47 = tpu.matmul %46, %18, %cst_29 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x64xbf16>, vector<512x64xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %48 = vector.load %arg12[%c0_30, %c0_31, %c0_32] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %49 = vector.shape_cast %48 : vector<1x1x512xf32> to vector<1x512xf32>
      %50 = vector.broadcast %49 : vector<1x512xf32> to vector<512x512xf32>
      %51 = arith.subf %47, %50 : vector<512x512xf32>
      %52 = arith.mulf %37, %51 : vector<512x512xf32>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %53 = vector.load %arg15[%c0_33, %c0_34] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %54 = arith.truncf %52 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<512x64xf32>
      %55 = tpu.matmul %54, %16, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x64xbf16>, vector<512x64xf32> -> vector<512x64xf32>
      %cst_36 = arith.constant 1.250000e-01 : f32
      %56 = vector.broadcast %cst_36 : f32 to vector<512x64xf32>
      %57 = arith.mulf %55, %56 : vector<512x64xf32>
      %58 = arith.addf %53, %57 : vector<512x64xf32>
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %59 = vector.load %arg15[%c0_37, %c0_38] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %60 = vector.shape_cast %59 : vector<512x64xf32> to vector<512x64xf32>
      %61 = vector.shape_cast %58 : vector<512x64xf32> to vector<512x64xf32>
      tpu.vector_store %arg15[%c0_37, %c0_38], %61 {strides = array<i32>} : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg15[%c0, %c0_5] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %16 = arith.truncf %15 : vector<512x64xf32> to vector<512x64xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg13[%c0_6, %c0_7, %c0_8] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %19 = vector.shape_cast %16 : vector<512x64xbf16> to vector<1x512x64xbf16>
      tpu.vector_store %arg13[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %20 = vector.load %arg16[%c0_9, %c0_10] : memref<512x64xf32, #tpu.memory_space<vmem>>, vector<512x64xf32>
      %21 = arith.truncf %20 : vector<512x64xf32> to vector<512x64xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg14[%c0_11, %c0_12, %c0_13] : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>
      %23 = vector.shape_cast %22 : vector<1x512x64xbf16> to vector<512x64xbf16>
      %24 = vector.shape_cast %21 : vector<512x64xbf16> to vector<1x512x64xbf16>
      tpu.vector_store %arg14[%c0_11, %c0_12, %c0_13], %24 {strides = array<i32>} : memref<1x512x64xbf16, #tpu.memory_space<vmem>>, vector<1x512x64xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg3[%22] : memref<154xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %24, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %40 = memref.load %arg2[%39] : memref<154xi8, #tpu.memory_space<smem>>
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %40 = memref.load %arg2[%39] : memref<154xi8, #tpu.memory_space<smem>>
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<154xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg3[%22] : memref<154xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %24, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg3[%22] : memref<154xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %c0_i32_5, %24 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %23 = memref.load %arg3[%22] : memref<154xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %c0_i32_5, %24 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %40 = memref.load %arg2[%39] : memref<154xi8, #tpu.memory_space<smem>>
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
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<154xi8, #tpu.memory_space<smem>>, %arg3: memref<154xi8, #tpu.memory_space<smem>>, %arg4: memref<154xi8, #tpu.memory_space<smem>>, %arg5: memref<154xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<154xi8, #tpu.memory_space<smem>>
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
    %40 = memref.load %arg2[%39] : memref<154xi8, #tpu.memory_space<smem>>
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
