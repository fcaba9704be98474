module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x128x128xi8>, %arg4: tensor<1x32x32xi8>, %arg5: tensor<1x32x32xi8>, %arg6: tensor<1x32x32xi8>, %arg7: tensor<1x128x128xi8>, %arg8: tensor<16x4096x64xbf16>, %arg9: tensor<16x4096x64xbf16>, %arg10: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<8> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<32> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %c_4 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c_5) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg9, %c_5) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg10, %c_5) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
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
    %36 = stablehlo.iota dim = 0 : tensor<302xi32>
    %37 = stablehlo.slice %35 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %38 = stablehlo.reshape %37 : (tensor<1xi32>) -> tensor<i32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %40 = stablehlo.compare LT, %36, %39, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %41 = stablehlo.slice %35 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %42 = stablehlo.reshape %41 : (tensor<1xi32>) -> tensor<i32>
    %43 = stablehlo.subtract %42, %c_1 : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %45 = stablehlo.minimum %36, %44 : tensor<302xi32>
    %46 = call @searchsorted(%35, %45) : (tensor<32xi32>, tensor<302xi32>) -> tensor<302xi32>
    %47 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %49 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %50 = stablehlo.add %46, %49 : tensor<302xi32>
    %51 = stablehlo.select %48, %50, %46 : tensor<302xi1>, tensor<302xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %53 = "stablehlo.gather"(%35, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %54 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %55 = stablehlo.compare LT, %46, %54, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %56 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %57 = stablehlo.add %46, %56 : tensor<302xi32>
    %58 = stablehlo.select %55, %57, %46 : tensor<302xi1>, tensor<302xi32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %60 = "stablehlo.gather"(%34, %59) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %61 = stablehlo.subtract %53, %60 : tensor<302xi32>
    %62 = stablehlo.subtract %45, %61 : tensor<302xi32>
    %63 = call @cumsum_4(%31) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %64 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %65 = stablehlo.compare LT, %46, %64, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %66 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %67 = stablehlo.add %46, %66 : tensor<302xi32>
    %68 = stablehlo.select %65, %67, %46 : tensor<302xi1>, tensor<302xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %70 = "stablehlo.gather"(%63, %69) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %71 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %72 = stablehlo.compare LE, %70, %71, SIGNED : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi1>
    %73 = stablehlo.convert %72 : (tensor<302x1xi1>) -> tensor<302x1xi32>
    %74 = stablehlo.reduce(%73 init: %c_5) applies stablehlo.add across dimensions = [1] : (tensor<302x1xi32>, tensor<i32>) -> tensor<302xi32>
    %75 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %76 = stablehlo.minimum %74, %75 : tensor<302xi32>
    %77 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %78 = stablehlo.compare LT, %46, %77, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %79 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %80 = stablehlo.add %46, %79 : tensor<302xi32>
    %81 = stablehlo.select %78, %80, %46 : tensor<302xi1>, tensor<302xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %83 = "stablehlo.gather"(%31, %82) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %84 = stablehlo.subtract %70, %83 : tensor<302x1xi32>
    %85 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %86 = call @take_along_axis(%84, %85) : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x1xi32>
    %87 = stablehlo.reshape %86 : (tensor<302x1xi32>) -> tensor<302xi32>
    %88 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %89 = stablehlo.compare LT, %46, %88, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %90 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %91 = stablehlo.add %46, %90 : tensor<302xi32>
    %92 = stablehlo.select %89, %91, %46 : tensor<302xi1>, tensor<302xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %94 = "stablehlo.gather"(%32, %93) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %95 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %96 = stablehlo.compare GT, %94, %95, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %97 = stablehlo.subtract %62, %87 : tensor<302xi32>
    %98 = call @_where_6(%96, %97, %c_5) : (tensor<302xi1>, tensor<302xi32>, tensor<i32>) -> tensor<302xi32>
    %99 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %100 = stablehlo.compare LT, %46, %99, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %101 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %102 = stablehlo.add %46, %101 : tensor<302xi32>
    %103 = stablehlo.select %100, %102, %46 : tensor<302xi1>, tensor<302xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %105 = "stablehlo.gather"(%8, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %106 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %107 = stablehlo.compare LT, %105, %106, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %108 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %109 = stablehlo.add %105, %108 : tensor<302xi32>
    %110 = stablehlo.select %107, %109, %105 : tensor<302xi1>, tensor<302xi32>
    %111 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %112 = stablehlo.compare LT, %76, %111, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %113 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %114 = stablehlo.add %76, %113 : tensor<302xi32>
    %115 = stablehlo.select %112, %114, %76 : tensor<302xi1>, tensor<302xi32>
    %116 = stablehlo.broadcast_in_dim %110, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %118 = stablehlo.concatenate %116, %117, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x2xi32>
    %119 = "stablehlo.gather"(%c_4, %118) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<302x2xi32>) -> tensor<302xi32>
    %120 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %121 = stablehlo.compare LT, %46, %120, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %122 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %123 = stablehlo.add %46, %122 : tensor<302xi32>
    %124 = stablehlo.select %121, %123, %46 : tensor<302xi1>, tensor<302xi32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %126 = "stablehlo.gather"(%9, %125) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %127 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %128 = stablehlo.compare LT, %46, %127, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %129 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %130 = stablehlo.add %46, %129 : tensor<302xi32>
    %131 = stablehlo.select %128, %130, %46 : tensor<302xi1>, tensor<302xi32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %133 = "stablehlo.gather"(%32, %132) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %134 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %135 = stablehlo.compare GT, %133, %134, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %136 = stablehlo.and %40, %135 : tensor<302xi1>
    %137 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %138 = stablehlo.compare LT, %119, %137, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %139 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %140 = stablehlo.add %119, %139 : tensor<302xi32>
    %141 = stablehlo.select %138, %140, %119 : tensor<302xi1>, tensor<302xi32>
    %142 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %143 = stablehlo.compare LT, %126, %142, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %144 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %145 = stablehlo.add %126, %144 : tensor<302xi32>
    %146 = stablehlo.select %143, %145, %126 : tensor<302xi1>, tensor<302xi32>
    %147 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %148 = stablehlo.compare LT, %98, %147, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %149 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %150 = stablehlo.add %98, %149 : tensor<302xi32>
    %151 = stablehlo.select %148, %150, %98 : tensor<302xi1>, tensor<302xi32>
    %152 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %153 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %154 = stablehlo.broadcast_in_dim %151, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %155 = stablehlo.concatenate %152, %153, %154, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %156 = "stablehlo.gather"(%arg0, %155) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %157 = stablehlo.convert %156 : (tensor<302xi8>) -> tensor<302xi32>
    %158 = call @_where_6(%136, %157, %c_5) : (tensor<302xi1>, tensor<302xi32>, tensor<i32>) -> tensor<302xi32>
    %159 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %160 = stablehlo.compare EQ, %62, %159, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %161 = stablehlo.and %40, %160 : tensor<302xi1>
    %162 = call @_where_7(%161, %c_0, %c_5) : (tensor<302xi1>, tensor<i32>, tensor<i32>) -> tensor<302xi32>
    %163 = stablehlo.convert %162 : tensor<302xi32>
    %164 = stablehlo.or %158, %163 : tensor<302xi32>
    %165 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %166 = stablehlo.compare LT, %46, %165, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %167 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %168 = stablehlo.add %46, %167 : tensor<302xi32>
    %169 = stablehlo.select %166, %168, %46 : tensor<302xi1>, tensor<302xi32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %171 = "stablehlo.gather"(%34, %170) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %172 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %173 = stablehlo.subtract %171, %172 : tensor<302xi32>
    %174 = stablehlo.compare EQ, %62, %173, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %175 = stablehlo.and %40, %174 : tensor<302xi1>
    %176 = call @_where_7(%175, %c, %c_5) : (tensor<302xi1>, tensor<i32>, tensor<i32>) -> tensor<302xi32>
    %177 = stablehlo.convert %176 : tensor<302xi32>
    %178 = stablehlo.or %164, %177 : tensor<302xi32>
    %179 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %180 = stablehlo.compare LT, %46, %179, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %181 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %182 = stablehlo.add %46, %181 : tensor<302xi32>
    %183 = stablehlo.select %180, %182, %46 : tensor<302xi1>, tensor<302xi32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %185 = "stablehlo.gather"(%8, %184) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xi32>) -> tensor<302xi32>
    %186 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %187 = stablehlo.compare LT, %185, %186, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %188 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %189 = stablehlo.add %185, %188 : tensor<302xi32>
    %190 = stablehlo.select %187, %189, %185 : tensor<302xi1>, tensor<302xi32>
    %191 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %192 = stablehlo.compare LT, %76, %191, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %193 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %194 = stablehlo.add %76, %193 : tensor<302xi32>
    %195 = stablehlo.select %192, %194, %76 : tensor<302xi1>, tensor<302xi32>
    %196 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %197 = stablehlo.broadcast_in_dim %195, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %198 = stablehlo.concatenate %196, %197, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x2xi32>
    %199 = "stablehlo.gather"(%c_4, %198) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<302x2xi32>) -> tensor<302xi32>
    %200 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %201 = stablehlo.multiply %199, %200 : tensor<302xi32>
    %202 = stablehlo.add %201, %126 : tensor<302xi32>
    %203 = stablehlo.convert %202 : (tensor<302xi32>) -> tensor<302xi8>
    %204 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %205 = stablehlo.compare LT, %119, %204, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %206 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %207 = stablehlo.add %119, %206 : tensor<302xi32>
    %208 = stablehlo.select %205, %207, %119 : tensor<302xi1>, tensor<302xi32>
    %209 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %210 = stablehlo.compare LT, %126, %209, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %211 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %212 = stablehlo.add %126, %211 : tensor<302xi32>
    %213 = stablehlo.select %210, %212, %126 : tensor<302xi1>, tensor<302xi32>
    %214 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %215 = stablehlo.compare LT, %98, %214, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %216 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %217 = stablehlo.add %98, %216 : tensor<302xi32>
    %218 = stablehlo.select %215, %217, %98 : tensor<302xi1>, tensor<302xi32>
    %219 = stablehlo.broadcast_in_dim %208, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %220 = stablehlo.broadcast_in_dim %213, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %222 = stablehlo.concatenate %219, %220, %221, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %223 = "stablehlo.gather"(%arg1, %222) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %224 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %225 = stablehlo.compare LT, %119, %224, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %226 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %227 = stablehlo.add %119, %226 : tensor<302xi32>
    %228 = stablehlo.select %225, %227, %119 : tensor<302xi1>, tensor<302xi32>
    %229 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %230 = stablehlo.compare LT, %126, %229, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %231 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %232 = stablehlo.add %126, %231 : tensor<302xi32>
    %233 = stablehlo.select %230, %232, %126 : tensor<302xi1>, tensor<302xi32>
    %234 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %235 = stablehlo.compare LT, %98, %234, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %236 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<302xi32>
    %237 = stablehlo.add %98, %236 : tensor<302xi32>
    %238 = stablehlo.select %235, %237, %98 : tensor<302xi1>, tensor<302xi32>
    %239 = stablehlo.broadcast_in_dim %228, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %240 = stablehlo.broadcast_in_dim %233, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %241 = stablehlo.broadcast_in_dim %238, dims = [0] : (tensor<302xi32>) -> tensor<302x1xi32>
    %242 = stablehlo.concatenate %239, %240, %241, dim = 1 : (tensor<302x1xi32>, tensor<302x1xi32>, tensor<302x1xi32>) -> tensor<302x3xi32>
    %243 = "stablehlo.gather"(%arg2, %242) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<302x3xi32>) -> tensor<302xi8>
    %244 = stablehlo.convert %178 : (tensor<302xi32>) -> tensor<302xi8>
    %245 = stablehlo.custom_call @tpu_custom_call(%203, %223, %243, %244, %0, %1, %2, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:448d30f7d5dd06e517159eddf7d78c88de84230589a8cb7b95baec37754f9560\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<302xi8>, tensor<302xi8>, tensor<302xi8>, tensor<302xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> tensor<16x4096x64xbf16>
    return %245 : tensor<16x4096x64xbf16>
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
  func.func private @searchsorted(%arg0: tensor<32xi32>, %arg1: tensor<302xi32>) -> tensor<302xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<32xi32>, tensor<302xi32>) -> tensor<302xi32>
    return %0 : tensor<302xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<32xi32>, %arg1: tensor<302xi32>) -> tensor<302xi32> {
    %0 = call @_searchsorted_scan_impl_2(%arg0, %arg1) : (tensor<32xi32>, tensor<302xi32>) -> tensor<302xi32>
    return %0 : tensor<302xi32>
  }
  func.func private @_searchsorted_scan_impl_2(%arg0: tensor<32xi32>, %arg1: tensor<302xi32>) -> tensor<302xi32> {
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
    %1 = call @floor_divide_3(%0, %c) : (tensor<302xui32>, tensor<i32>) -> tensor<302xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<302xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<302xui32>) -> tensor<302x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<302x1xui32>) -> tensor<302x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<302x1xi32>) -> tensor<302xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<302xi32>, tensor<302xi32>) -> tensor<302xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<302xi1>, tensor<302xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<302xi1>, tensor<302xui32>
    return %7, %8 : tensor<302xui32>, tensor<302xui32>
  }
  func.func private @floor_divide_3(%arg0: tensor<302xui32>, %arg1: tensor<i32>) -> tensor<302xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<302xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<302xui32>
    return %2 : tensor<302xui32>
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
}

// ---- kernel sparse_cli_fwd sha256:448d30f7d5dd06e517159eddf7d78c88de84230589a8cb7b95baec37754f9560
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<302xi8, #tpu.memory_space<smem>>, %arg3: memref<302xi8, #tpu.memory_space<smem>>, %arg4: memref<302xi8, #tpu.memory_space<smem>>, %arg5: memref<302xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 302>, scalar_prefetch = 4 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}]} {
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
      %23 = vector.broadcast %cst_9 : f32 to vector<128x64xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg13[%c0_10, %c0_11] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %25 = vector.shape_cast %24 : vector<128x64xf32> to vector<128x64xf32>
      %26 = vector.shape_cast %23 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %29 = vector.load %arg11[%c0_14, %c0_15] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
      %48 = vector.load %arg12[%c0_21, %c0_22] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %49 = arith.mulf %47, %48 : vector<128x128xf32>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %50 = vector.multi_reduction <add>, %45, %cst_23 [1] : vector<128x128xf32> to vector<128xf32>
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
      %57 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %58 = vector.shape_cast %57 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %59 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %60 = vector.load %arg13[%c0_29, %c0_30] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %61 = vector.broadcast %59 : vector<128x1xf32> to vector<128x64xf32>
      %62 = arith.mulf %61, %60 : vector<128x64xf32>
      %63 = arith.truncf %45 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %64 = tpu.matmul %63, %58, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %65 = arith.addf %62, %64 : vector<128x64xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %66 = vector.load %arg13[%c0_32, %c0_33] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %67 = vector.shape_cast %66 : vector<128x64xf32> to vector<128x64xf32>
      %68 = vector.shape_cast %65 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0_32, %c0_33], %68 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %25 = vector.load %arg10[%c0_9, %c0_10, %c0_11] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %26 = vector.shape_cast %25 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %27 = vector.shape_cast %24 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg10[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
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
}
