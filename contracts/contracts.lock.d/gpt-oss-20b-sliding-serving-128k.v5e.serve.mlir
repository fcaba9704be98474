module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x64x64xbf16>, %arg1: tensor<16384x64x16x64xbf16>, %arg2: tensor<8xi32>, %arg3: tensor<8x2048xi32>, %arg4: tensor<9xi32>, %arg5: tensor<1xi32>, %arg6: tensor<64xf32>) -> (tensor<256x64x64xbf16> {jax.result_info = "result"}) {
    %0 = call @_attention(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (tensor<256x64x64xbf16>, tensor<16384x64x16x64xbf16>, tensor<8xi32>, tensor<8x2048xi32>, tensor<9xi32>, tensor<1xi32>, tensor<64xf32>) -> tensor<256x64x64xbf16>
    return %0 : tensor<256x64x64xbf16>
  }
  func.func private @_attention(%arg0: tensor<256x64x64xbf16>, %arg1: tensor<16384x64x16x64xbf16>, %arg2: tensor<8xi32>, %arg3: tensor<8x2048xi32>, %arg4: tensor<9xi32>, %arg5: tensor<1xi32>, %arg6: tensor<64xf32>) -> tensor<256x64x64xbf16> {
    %cst_x7d7b69 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %c_xeebab6 = stablehlo.constant dense<384> : tensor<i32>
    %c_xecffa2 = stablehlo.constant dense<383> : tensor<i32>
    %cst_x59920a = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %c_xdd9df5 = stablehlo.constant dense<255> : tensor<i32>
    %c_x62dc45 = stablehlo.constant dense<4> : tensor<i32>
    %c_x29445a = stablehlo.constant dense<127> : tensor<i32>
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x3d2986 = stablehlo.constant dense<7> : tensor<i32>
    %c_x664ff1 = stablehlo.constant dense<16> : tensor<i32>
    %c_xe0d92a = stablehlo.constant dense<16384> : tensor<i32>
    %c_x26dbe3 = stablehlo.constant dense<64> : tensor<i32>
    %c_x6ee6f2 = stablehlo.constant dense<131072> : tensor<i32>
    %c_x4f5177 = stablehlo.constant dense<256> : tensor<i32>
    %c_x4d3c8a = stablehlo.constant dense<9> : tensor<i32>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_x5b3461 = stablehlo.constant dense<8> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reshape %arg5 : (tensor<1xi32>) -> tensor<i32>
    %1 = stablehlo.iota dim = 0 : tensor<8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %4 = stablehlo.slice %arg4 [0:8] : (tensor<9xi32>) -> tensor<8xi32>
    %5 = stablehlo.slice %arg4 [1:9] : (tensor<9xi32>) -> tensor<8xi32>
    %6 = stablehlo.compare GE, %0, %c_x9b6259, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare LE, %0, %c_x5b3461, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.and %6, %7 : tensor<i1>
    %9 = stablehlo.slice %arg4 [0:1] : (tensor<9xi32>) -> tensor<1xi32>
    %10 = stablehlo.reshape %9 : (tensor<1xi32>) -> tensor<i32>
    %11 = stablehlo.compare GE, %10, %c_x9b6259, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = stablehlo.and %8, %11 : tensor<i1>
    %13 = stablehlo.not %3 : tensor<8xi1>
    %14 = stablehlo.compare GE, %5, %4, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %15 = stablehlo.or %13, %14 : tensor<8xi1>
    %16 = stablehlo.reduce(%15 init: %c_x62e2e1) applies stablehlo.and across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.and %12, %16 : tensor<i1>
    %18 = call @clip(%0, %c_x9b6259, %c_x5b3461) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %19 = stablehlo.compare LT, %18, %c_x9b6259, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %20 = stablehlo.add %18, %c_x4d3c8a : tensor<i32>
    %21 = stablehlo.select %19, %20, %18 : tensor<i1>, tensor<i32>
    %22 = stablehlo.dynamic_slice %arg4, %21, sizes = [1] : (tensor<9xi32>, tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.reshape %22 : (tensor<1xi32>) -> tensor<i32>
    %24 = stablehlo.compare LE, %23, %c_x4f5177, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = stablehlo.and %17, %24 : tensor<i1>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %27 = stablehlo.and %3, %26 : tensor<8xi1>
    %28 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %29 = stablehlo.compare GE, %arg2, %28, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %30 = stablehlo.and %27, %29 : tensor<8xi1>
    %31 = stablehlo.subtract %5, %4 : tensor<8xi32>
    %32 = stablehlo.compare LE, %31, %arg2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %33 = stablehlo.and %30, %32 : tensor<8xi1>
    %34 = stablehlo.broadcast_in_dim %c_x6ee6f2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %35 = stablehlo.compare LE, %arg2, %34, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %36 = stablehlo.and %33, %35 : tensor<8xi1>
    %37 = stablehlo.iota dim = 0 : tensor<2048xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<2048xi32>) -> tensor<1x2048xi32>
    %39 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<1x2048xi32>
    %40 = stablehlo.multiply %38, %39 : tensor<1x2048xi32>
    %41 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x2048xi32>) -> tensor<8x2048xi32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x2048xi32>
    %44 = stablehlo.compare LT, %42, %43, SIGNED : (tensor<8x2048xi32>, tensor<8x2048xi32>) -> tensor<8x2048xi1>
    %45 = stablehlo.not %44 : tensor<8x2048xi1>
    %46 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<8x2048xi32>
    %47 = stablehlo.compare GE, %arg3, %46, SIGNED : (tensor<8x2048xi32>, tensor<8x2048xi32>) -> tensor<8x2048xi1>
    %48 = stablehlo.broadcast_in_dim %c_xe0d92a, dims = [] : (tensor<i32>) -> tensor<8x2048xi32>
    %49 = stablehlo.compare LT, %arg3, %48, SIGNED : (tensor<8x2048xi32>, tensor<8x2048xi32>) -> tensor<8x2048xi1>
    %50 = stablehlo.and %47, %49 : tensor<8x2048xi1>
    %51 = stablehlo.or %45, %50 : tensor<8x2048xi1>
    %52 = stablehlo.reduce(%51 init: %c_x62e2e1) applies stablehlo.and across dimensions = [1] : (tensor<8x2048xi1>, tensor<i1>) -> tensor<8xi1>
    %53 = stablehlo.and %36, %52 : tensor<8xi1>
    %54 = stablehlo.slice %arg4 [1:9] : (tensor<9xi32>) -> tensor<8xi32>
    %55 = stablehlo.slice %arg4 [0:8] : (tensor<9xi32>) -> tensor<8xi32>
    %56 = stablehlo.subtract %54, %55 : tensor<8xi32>
    %57 = call @_where(%53, %56, %c_x9b6259) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %58 = call @_where_0(%53, %arg2, %c_x9b6259) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %59 = stablehlo.negate %57 : tensor<8xi32>
    %60 = call @floor_divide(%59, %c_x664ff1) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %61 = stablehlo.negate %60 : tensor<8xi32>
    %62 = call @cumsum(%61) : (tensor<8xi32>) -> tensor<8xi32>
    %63 = stablehlo.iota dim = 0 : tensor<24xi32>
    %64 = call @searchsorted(%62, %63) : (tensor<8xi32>, tensor<24xi32>) -> tensor<24xi32>
    %65 = stablehlo.broadcast_in_dim %c_x3d2986, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %66 = stablehlo.minimum %64, %65 : tensor<24xi32>
    %67 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %68 = stablehlo.compare LT, %66, %67, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %69 = stablehlo.broadcast_in_dim %c_x5b3461, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %70 = stablehlo.add %66, %69 : tensor<24xi32>
    %71 = stablehlo.select %68, %70, %66 : tensor<24xi1>, tensor<24xi32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %73 = "stablehlo.gather"(%62, %72) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<24x1xi32>) -> tensor<24xi32>
    %74 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %75 = stablehlo.compare LT, %66, %74, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %76 = stablehlo.broadcast_in_dim %c_x5b3461, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %77 = stablehlo.add %66, %76 : tensor<24xi32>
    %78 = stablehlo.select %75, %77, %66 : tensor<24xi1>, tensor<24xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %80 = "stablehlo.gather"(%57, %79) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<24x1xi32>) -> tensor<24xi32>
    %81 = stablehlo.negate %80 : tensor<24xi32>
    %82 = call @floor_divide_5(%81, %c_x664ff1) : (tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %83 = stablehlo.negate %82 : tensor<24xi32>
    %84 = stablehlo.subtract %73, %83 : tensor<24xi32>
    %85 = stablehlo.subtract %63, %84 : tensor<24xi32>
    %86 = stablehlo.slice %62 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
    %87 = stablehlo.reshape %86 : (tensor<1xi32>) -> tensor<i32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %89 = stablehlo.compare LT, %63, %88, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %90 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %91 = stablehlo.compare LT, %66, %90, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %92 = stablehlo.broadcast_in_dim %c_x5b3461, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %93 = stablehlo.add %66, %92 : tensor<24xi32>
    %94 = stablehlo.select %91, %93, %66 : tensor<24xi1>, tensor<24xi32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %96 = "stablehlo.gather"(%57, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<24x1xi32>) -> tensor<24xi32>
    %97 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %98 = stablehlo.multiply %85, %97 : tensor<24xi32>
    %99 = stablehlo.subtract %96, %98 : tensor<24xi32>
    %100 = call @clip_7(%99, %c_x9b6259, %c_x664ff1) : (tensor<24xi32>, tensor<i32>, tensor<i32>) -> tensor<24xi32>
    %101 = call @_where_8(%89, %100, %c_x9b6259) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %102 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %103 = stablehlo.compare LT, %66, %102, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %104 = stablehlo.broadcast_in_dim %c_x5b3461, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %105 = stablehlo.add %66, %104 : tensor<24xi32>
    %106 = stablehlo.select %103, %105, %66 : tensor<24xi1>, tensor<24xi32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %108 = "stablehlo.gather"(%58, %107) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<24x1xi32>) -> tensor<24xi32>
    %109 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %110 = stablehlo.compare LT, %66, %109, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %111 = stablehlo.broadcast_in_dim %c_x5b3461, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %112 = stablehlo.add %66, %111 : tensor<24xi32>
    %113 = stablehlo.select %110, %112, %66 : tensor<24xi1>, tensor<24xi32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %115 = "stablehlo.gather"(%57, %114) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<24x1xi32>) -> tensor<24xi32>
    %116 = stablehlo.subtract %108, %115 : tensor<24xi32>
    %117 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %118 = stablehlo.multiply %85, %117 : tensor<24xi32>
    %119 = stablehlo.add %116, %118 : tensor<24xi32>
    %120 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %121 = stablehlo.compare LT, %66, %120, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %122 = stablehlo.broadcast_in_dim %c_x5b3461, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %123 = stablehlo.add %66, %122 : tensor<24xi32>
    %124 = stablehlo.select %121, %123, %66 : tensor<24xi1>, tensor<24xi32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %126 = "stablehlo.gather"(%58, %125) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<24x1xi32>) -> tensor<24xi32>
    %127 = stablehlo.add %119, %101 : tensor<24xi32>
    %128 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %129 = stablehlo.subtract %127, %128 : tensor<24xi32>
    %130 = stablehlo.broadcast_in_dim %c_x29445a, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %131 = stablehlo.subtract %119, %130 : tensor<24xi32>
    %132 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %133 = stablehlo.add %129, %132 : tensor<24xi32>
    %134 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %135 = stablehlo.add %133, %134 : tensor<24xi32>
    %136 = call @clip_9(%131, %c_x9b6259, %126) : (tensor<24xi32>, tensor<i32>, tensor<24xi32>) -> tensor<24xi32>
    %137 = call @clip_9(%135, %c_x9b6259, %126) : (tensor<24xi32>, tensor<i32>, tensor<24xi32>) -> tensor<24xi32>
    %138 = stablehlo.compare GT, %137, %136, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %139 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %140 = stablehlo.compare GT, %101, %139, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %141 = stablehlo.and %138, %140 : tensor<24xi1>
    %142 = call @floor_divide_5(%136, %c_x26dbe3) : (tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %143 = call @_where_8(%141, %142, %c_x9b6259) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %144 = stablehlo.negate %137 : tensor<24xi32>
    %145 = call @floor_divide_5(%144, %c_x26dbe3) : (tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %146 = stablehlo.negate %145 : tensor<24xi32>
    %147 = call @_where_8(%141, %146, %c_x9b6259) : (tensor<24xi1>, tensor<24xi32>, tensor<i32>) -> tensor<24xi32>
    %148 = stablehlo.broadcast_in_dim %143, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %149 = call @argsort(%148) : (tensor<24x1xi32>) -> tensor<24x1xi32>
    %150 = stablehlo.broadcast_in_dim %143, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %151 = call @take_along_axis(%150, %149) : (tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x1xi32>
    %152 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %153 = call @take_along_axis(%152, %149) : (tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x1xi32>
    %154 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %155 = stablehlo.reshape %151 : (tensor<24x1xi32>) -> tensor<24xi32>
    %156 = stablehlo.maximum %155, %154 : tensor<24xi32>
    %157 = stablehlo.reshape %153 : (tensor<24x1xi32>) -> tensor<24xi32>
    %158 = stablehlo.maximum %157, %156 : tensor<24xi32>
    %159 = stablehlo.broadcast_in_dim %156, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %161 = stablehlo.subtract %160, %159 : tensor<24x1xi32>
    %162 = stablehlo.negate %161 : tensor<24x1xi32>
    %163 = call @floor_divide_10(%162, %c_x62dc45) : (tensor<24x1xi32>, tensor<i32>) -> tensor<24x1xi32>
    %164 = stablehlo.negate %163 : tensor<24x1xi32>
    %165 = stablehlo.reshape %arg5 : (tensor<1xi32>) -> tensor<i32>
    %166 = call @clip(%165, %c_x9b6259, %c_x5b3461) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %167 = stablehlo.compare LT, %166, %c_x9b6259, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.add %166, %c_x4d3c8a : tensor<i32>
    %169 = stablehlo.select %167, %168, %166 : tensor<i1>, tensor<i32>
    %170 = stablehlo.dynamic_slice %arg4, %169, sizes = [1] : (tensor<9xi32>, tensor<i32>) -> tensor<1xi32>
    %171 = stablehlo.reshape %170 : (tensor<1xi32>) -> tensor<i32>
    %172 = stablehlo.iota dim = 0 : tensor<8xi32>
    %173 = stablehlo.reshape %arg5 : (tensor<1xi32>) -> tensor<i32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %175 = stablehlo.compare LT, %172, %174, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %176 = stablehlo.slice %arg4 [1:9] : (tensor<9xi32>) -> tensor<8xi32>
    %177 = call @_where_12(%175, %176, %171) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %178 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %179 = stablehlo.compare LT, %66, %178, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %180 = stablehlo.broadcast_in_dim %c_x4d3c8a, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %181 = stablehlo.add %66, %180 : tensor<24xi32>
    %182 = stablehlo.select %179, %181, %66 : tensor<24xi1>, tensor<24xi32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %184 = "stablehlo.gather"(%arg4, %183) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<24x1xi32>) -> tensor<24xi32>
    %185 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %186 = stablehlo.multiply %85, %185 : tensor<24xi32>
    %187 = stablehlo.add %184, %186 : tensor<24xi32>
    %188 = stablehlo.reshape %159 : (tensor<24x1xi32>) -> tensor<24xi32>
    %189 = stablehlo.reshape %160 : (tensor<24x1xi32>) -> tensor<24xi32>
    %190 = stablehlo.reshape %164 : (tensor<24x1xi32>) -> tensor<24xi32>
    %191 = stablehlo.negate %57 : tensor<8xi32>
    %192 = call @floor_divide(%191, %c_x664ff1) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %193 = stablehlo.negate %192 : tensor<8xi32>
    %194 = stablehlo.subtract %62, %193 : tensor<8xi32>
    %195 = call @_where_13(%25, %177, %c_x9b6259) : (tensor<i1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %196 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %197 = stablehlo.iota dim = 0 : tensor<16xi32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %199 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<24x1xi32>) -> tensor<24x16xi32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<24x16xi32>
    %201 = stablehlo.add %199, %200 : tensor<24x16xi32>
    %202 = stablehlo.iota dim = 0 : tensor<16xi32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %204 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<24x16xi32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<24x1xi32>) -> tensor<24x16xi32>
    %207 = stablehlo.compare LT, %205, %206, SIGNED : (tensor<24x16xi32>, tensor<24x16xi32>) -> tensor<24x16xi1>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<24x16xi1>) -> tensor<24x16x1x1xi1>
    %209 = call @clip_14(%201, %c_x9b6259, %c_xdd9df5) : (tensor<24x16xi32>, tensor<i32>, tensor<i32>) -> tensor<24x16xi32>
    %210 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24x16xi32>
    %211 = stablehlo.compare LT, %209, %210, SIGNED : (tensor<24x16xi32>, tensor<24x16xi32>) -> tensor<24x16xi1>
    %212 = stablehlo.broadcast_in_dim %c_x4f5177, dims = [] : (tensor<i32>) -> tensor<24x16xi32>
    %213 = stablehlo.add %209, %212 : tensor<24x16xi32>
    %214 = stablehlo.select %211, %213, %209 : tensor<24x16xi1>, tensor<24x16xi32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<24x16xi32>) -> tensor<24x16x1xi32>
    %216 = "stablehlo.gather"(%arg0, %215) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<256x64x64xbf16>, tensor<24x16x1xi32>) -> tensor<24x16x64x64xbf16>
    %217 = call @_where_15(%208, %216, %cst_x59920a) : (tensor<24x16x1x1xi1>, tensor<24x16x64x64xbf16>, tensor<bf16>) -> tensor<24x16x64x64xbf16>
    %218 = stablehlo.reshape %217 : (tensor<24x16x64x64xbf16>) -> tensor<24x16x8x8x64xbf16>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3, 4] : (tensor<24x16x8x8x64xbf16>) -> tensor<24x8x16x8x64xbf16>
    %220 = stablehlo.reshape %219 : (tensor<24x8x16x8x64xbf16>) -> tensor<24x8x128x64xbf16>
    %221 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<8x1x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<8x1x8xf32>) -> tensor<1x8x1x1x1x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x8x1x1x1x8xf32>) -> tensor<1x8x16x1x1x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x8x16x1x1x8xf32>) -> tensor<8x16x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<8x16x8xf32>) -> tensor<8x128x1xf32>
    %226 = call @_where_0(%53, %arg2, %c_x9b6259) : (tensor<8xi1>, tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %227 = stablehlo.reshape %arg3 : (tensor<8x2048xi32>) -> tensor<16384xi32>
    %228 = stablehlo.custom_call @tpu_custom_call(%66, %119, %101, %188, %189, %190, %226, %227, %220, %225, %arg1) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a8676324ab16b552524364bedb9b5f87607fabfbe08986a60a3eebcef1fb3dd8\22, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_ragged_paged_attention", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[3, 2, 1, 0]> : tensor<4xindex>], result_layouts = [dense<[3, 2, 1, 0]> : tensor<4xindex>]} : (tensor<24xi32>, tensor<24xi32>, tensor<24xi32>, tensor<24xi32>, tensor<24xi32>, tensor<24xi32>, tensor<8xi32>, tensor<16384xi32>, tensor<24x8x128x64xbf16>, tensor<8x128x1xf32>, tensor<16384x64x16x64xbf16>) -> tensor<24x8x128x64xbf16>
    %229 = stablehlo.reshape %228 : (tensor<24x8x128x64xbf16>) -> tensor<24x8x16x8x64xbf16>
    %230 = stablehlo.transpose %229, dims = [0, 2, 1, 3, 4] : (tensor<24x8x16x8x64xbf16>) -> tensor<24x16x8x8x64xbf16>
    %231 = stablehlo.reshape %230 : (tensor<24x16x8x8x64xbf16>) -> tensor<384x64x64xbf16>
    %232 = stablehlo.iota dim = 0 : tensor<256xi32>
    %233 = call @searchsorted_16(%195, %232) : (tensor<8xi32>, tensor<256xi32>) -> tensor<256xi32>
    %234 = call @clip_21(%233, %c_x9b6259, %c_x3d2986) : (tensor<256xi32>, tensor<i32>, tensor<i32>) -> tensor<256xi32>
    %235 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %236 = stablehlo.compare LT, %234, %235, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %237 = stablehlo.broadcast_in_dim %c_x4d3c8a, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %238 = stablehlo.add %234, %237 : tensor<256xi32>
    %239 = stablehlo.select %236, %238, %234 : tensor<256xi1>, tensor<256xi32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %241 = "stablehlo.gather"(%arg4, %240) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<9xi32>, tensor<256x1xi32>) -> tensor<256xi32>
    %242 = stablehlo.subtract %232, %241 : tensor<256xi32>
    %243 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %244 = stablehlo.compare LT, %234, %243, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %245 = stablehlo.broadcast_in_dim %c_x5b3461, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %246 = stablehlo.add %234, %245 : tensor<256xi32>
    %247 = stablehlo.select %244, %246, %234 : tensor<256xi1>, tensor<256xi32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %249 = "stablehlo.gather"(%194, %248) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<256x1xi32>) -> tensor<256xi32>
    %250 = call @floor_divide_22(%242, %c_x664ff1) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %251 = stablehlo.add %249, %250 : tensor<256xi32>
    %252 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %253 = stablehlo.multiply %251, %252 : tensor<256xi32>
    %254 = call @remainder(%242, %c_x664ff1) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %255 = stablehlo.add %253, %254 : tensor<256xi32>
    %256 = call @clip_21(%255, %c_x9b6259, %c_xecffa2) : (tensor<256xi32>, tensor<i32>, tensor<i32>) -> tensor<256xi32>
    %257 = stablehlo.slice %arg4 [0:1] : (tensor<9xi32>) -> tensor<1xi32>
    %258 = stablehlo.reshape %257 : (tensor<1xi32>) -> tensor<i32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %260 = stablehlo.compare GE, %232, %259, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %261 = stablehlo.slice %195 [7:8] : (tensor<8xi32>) -> tensor<1xi32>
    %262 = stablehlo.reshape %261 : (tensor<1xi32>) -> tensor<i32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %264 = stablehlo.compare LT, %232, %263, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %265 = stablehlo.and %260, %264 : tensor<256xi1>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0] : (tensor<256xi1>) -> tensor<256x1x1xi1>
    %267 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %268 = stablehlo.compare LT, %256, %267, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %269 = stablehlo.broadcast_in_dim %c_xeebab6, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %270 = stablehlo.add %256, %269 : tensor<256xi32>
    %271 = stablehlo.select %268, %270, %256 : tensor<256xi1>, tensor<256xi32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %273 = "stablehlo.gather"(%231, %272) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<384x64x64xbf16>, tensor<256x1xi32>) -> tensor<256x64x64xbf16>
    %274 = call @_where_25(%266, %273, %cst_x59920a) : (tensor<256x1x1xi1>, tensor<256x64x64xbf16>, tensor<bf16>) -> tensor<256x64x64xbf16>
    %275 = stablehlo.not %25 : tensor<i1>
    %276 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %277 = stablehlo.compare LT, %234, %276, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %278 = stablehlo.broadcast_in_dim %c_x5b3461, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %279 = stablehlo.add %234, %278 : tensor<256xi32>
    %280 = stablehlo.select %277, %279, %234 : tensor<256xi1>, tensor<256xi32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %282 = "stablehlo.gather"(%53, %281) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi1>, tensor<256x1xi32>) -> tensor<256xi1>
    %283 = stablehlo.not %282 : tensor<256xi1>
    %284 = stablehlo.and %265, %283 : tensor<256xi1>
    %285 = stablehlo.broadcast_in_dim %275, dims = [] : (tensor<i1>) -> tensor<256xi1>
    %286 = stablehlo.or %285, %284 : tensor<256xi1>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0] : (tensor<256xi1>) -> tensor<256x1x1xi1>
    %288 = call @_where_26(%287, %cst_x7d7b69, %274) : (tensor<256x1x1xi1>, tensor<bf16>, tensor<256x64x64xbf16>) -> tensor<256x64x64xbf16>
    return %288 : tensor<256x64x64xbf16>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @_where_0(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8xi32>
    %3 = stablehlo.sign %arg0 : tensor<8xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<8xi32>
    %9 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %11 = stablehlo.and %6, %10 : tensor<8xi1>
    %12 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<8xi32>
    %14 = call @_where_1(%11, %13, %2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %14 : tensor<8xi32>
  }
  func.func private @_where_1(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @cumsum(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<8xi32>) -> tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 8>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @searchsorted(%arg0: tensor<8xi32>, %arg1: tensor<24xi32>) -> tensor<24xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<8xi32>, tensor<24xi32>) -> tensor<24xi32>
    return %0 : tensor<24xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<8xi32>, %arg1: tensor<24xi32>) -> tensor<24xi32> {
    %0 = call @_searchsorted_scan_impl_3(%arg0, %arg1) : (tensor<8xi32>, tensor<24xi32>) -> tensor<24xi32>
    return %0 : tensor<24xi32>
  }
  func.func private @_searchsorted_scan_impl_3(%arg0: tensor<8xi32>, %arg1: tensor<24xi32>) -> tensor<24xi32> {
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x62dc45 = stablehlo.constant dense<4> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %c_x3db083 = stablehlo.constant dense<8> : tensor<ui32>
    %c_xc9afca = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_xc9afca, dims = [] : (tensor<ui32>) -> tensor<24xui32>
    %1 = stablehlo.broadcast_in_dim %c_x3db083, dims = [] : (tensor<ui32>) -> tensor<24xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_x9b6259, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<8xi32>, tensor<24xi32>, tensor<i32>, tensor<24xui32>, tensor<24xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_x62dc45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<8xi32>, tensor<24xi32>, tensor<24xui32>, tensor<24xui32>) -> (tensor<24xui32>, tensor<24xui32>)
      %5 = stablehlo.add %iterArg_5, %c_x22c4ee : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<8xi32>, tensor<24xi32>, tensor<i32>, tensor<24xui32>, tensor<24xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<24xui32>) -> tensor<24xi32>
    return %3 : tensor<24xi32>
  }
  func.func private @closed_call(%arg0: tensor<8xi32>, %arg1: tensor<24xi32>, %arg2: tensor<24xui32>, %arg3: tensor<24xui32>) -> (tensor<24xui32>, tensor<24xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<24xui32>
    %1 = call @floor_divide_4(%0, %c) : (tensor<24xui32>, tensor<i32>) -> tensor<24xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<24xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<24xui32>) -> tensor<24x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<24x1xui32>) -> tensor<24x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<24x1xi32>) -> tensor<24xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<24xi1>, tensor<24xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<24xi1>, tensor<24xui32>
    return %7, %8 : tensor<24xui32>, tensor<24xui32>
  }
  func.func private @floor_divide_4(%arg0: tensor<24xui32>, %arg1: tensor<i32>) -> tensor<24xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<24xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<24xui32>
    return %2 : tensor<24xui32>
  }
  func.func private @floor_divide_5(%arg0: tensor<24xi32>, %arg1: tensor<i32>) -> tensor<24xi32> {
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<24xi32>
    %3 = stablehlo.sign %arg0 : tensor<24xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<24xi32>
    %9 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %11 = stablehlo.and %6, %10 : tensor<24xi1>
    %12 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<24xi32>
    %14 = call @_where_6(%11, %13, %2) : (tensor<24xi1>, tensor<24xi32>, tensor<24xi32>) -> tensor<24xi32>
    return %14 : tensor<24xi32>
  }
  func.func private @_where_6(%arg0: tensor<24xi1>, %arg1: tensor<24xi32>, %arg2: tensor<24xi32>) -> tensor<24xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<24xi1>, tensor<24xi32>
    return %0 : tensor<24xi32>
  }
  func.func private @clip_7(%arg0: tensor<24xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<24xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<24xi32>
    return %5 : tensor<24xi32>
  }
  func.func private @_where_8(%arg0: tensor<24xi1>, %arg1: tensor<24xi32>, %arg2: tensor<i32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<24xi1>, tensor<24xi32>
    return %2 : tensor<24xi32>
  }
  func.func private @clip_9(%arg0: tensor<24xi32>, %arg1: tensor<i32>, %arg2: tensor<24xi32>) -> tensor<24xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<24xi32>
    %3 = stablehlo.minimum %arg2, %2 : tensor<24xi32>
    return %3 : tensor<24xi32>
  }
  func.func private @argsort(%arg0: tensor<24x1xi32>) -> tensor<24x1xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<24x1xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<24x1xi32>, tensor<24x1xi32>) -> (tensor<24x1xi32>, tensor<24x1xi32>)
    return %1#1 : tensor<24x1xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<24x1xi32>, %arg1: tensor<24x1xi32>) -> tensor<24x1xi32> {
    %c_x0a8cd2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_x46ce40 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<24x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<24x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<24x1xi1>, tensor<24x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<24x1xi32>) -> tensor<24x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<24x1x1xi32>, tensor<24x1x1xi32>) -> tensor<24x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_x46ce40, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<24x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<24x1x1xi32>, tensor<24x1x1xi32>) -> tensor<24x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<24x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_x62e2e1) applies stablehlo.and across dimensions = [2] : (tensor<24x1x1xi1>, tensor<i1>) -> tensor<24x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<24x1xi32>, tensor<24x1x1xi32>) -> tensor<24x1xi32>
    %14 = stablehlo.broadcast_in_dim %c_x0a8cd2, dims = [] : (tensor<i32>) -> tensor<24x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<24x1xi1>, tensor<24x1xi32>
    return %15 : tensor<24x1xi32>
  }
  func.func private @floor_divide_10(%arg0: tensor<24x1xi32>, %arg1: tensor<i32>) -> tensor<24x1xi32> {
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24x1xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<24x1xi32>
    %3 = stablehlo.sign %arg0 : tensor<24x1xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<24x1xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x1xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24x1xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<24x1xi32>
    %9 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<24x1xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x1xi1>
    %11 = stablehlo.and %6, %10 : tensor<24x1xi1>
    %12 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<24x1xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<24x1xi32>
    %14 = call @_where_11(%11, %13, %2) : (tensor<24x1xi1>, tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x1xi32>
    return %14 : tensor<24x1xi32>
  }
  func.func private @_where_11(%arg0: tensor<24x1xi1>, %arg1: tensor<24x1xi32>, %arg2: tensor<24x1xi32>) -> tensor<24x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<24x1xi1>, tensor<24x1xi32>
    return %0 : tensor<24x1xi32>
  }
  func.func private @_where_12(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8xi1>, tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @_where_13(%arg0: tensor<i1>, %arg1: tensor<8xi32>, %arg2: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8xi32>
    return %2 : tensor<8xi32>
  }
  func.func private @clip_14(%arg0: tensor<24x16xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<24x16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<24x16xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<24x16xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<24x16xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<24x16xi32>
    return %5 : tensor<24x16xi32>
  }
  func.func private @_where_15(%arg0: tensor<24x16x1x1xi1>, %arg1: tensor<24x16x64x64xbf16>, %arg2: tensor<bf16>) -> tensor<24x16x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<24x16x1x1xi1>) -> tensor<24x16x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<24x16x64x64xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<24x16x64x64xi1>, tensor<24x16x64x64xbf16>
    return %2 : tensor<24x16x64x64xbf16>
  }
  func.func private @searchsorted_16(%arg0: tensor<8xi32>, %arg1: tensor<256xi32>) -> tensor<256xi32> {
    %0 = call @_searchsorted_scan_impl_17(%arg0, %arg1) : (tensor<8xi32>, tensor<256xi32>) -> tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @_searchsorted_scan_impl_17(%arg0: tensor<8xi32>, %arg1: tensor<256xi32>) -> tensor<256xi32> {
    %0 = call @_searchsorted_scan_impl_18(%arg0, %arg1) : (tensor<8xi32>, tensor<256xi32>) -> tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @_searchsorted_scan_impl_18(%arg0: tensor<8xi32>, %arg1: tensor<256xi32>) -> tensor<256xi32> {
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x62dc45 = stablehlo.constant dense<4> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %c_x3db083 = stablehlo.constant dense<8> : tensor<ui32>
    %c_xc9afca = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_xc9afca, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %1 = stablehlo.broadcast_in_dim %c_x3db083, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_x9b6259, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<8xi32>, tensor<256xi32>, tensor<i32>, tensor<256xui32>, tensor<256xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_x62dc45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_19(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<8xi32>, tensor<256xi32>, tensor<256xui32>, tensor<256xui32>) -> (tensor<256xui32>, tensor<256xui32>)
      %5 = stablehlo.add %iterArg_5, %c_x22c4ee : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<8xi32>, tensor<256xi32>, tensor<i32>, tensor<256xui32>, tensor<256xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<256xui32>) -> tensor<256xi32>
    return %3 : tensor<256xi32>
  }
  func.func private @closed_call_19(%arg0: tensor<8xi32>, %arg1: tensor<256xi32>, %arg2: tensor<256xui32>, %arg3: tensor<256xui32>) -> (tensor<256xui32>, tensor<256xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<256xui32>
    %1 = call @floor_divide_20(%0, %c) : (tensor<256xui32>, tensor<i32>) -> tensor<256xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<256xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<256xui32>) -> tensor<256x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<8xi32>, tensor<256x1xui32>) -> tensor<256x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<256x1xi32>) -> tensor<256xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<256xi1>, tensor<256xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<256xi1>, tensor<256xui32>
    return %7, %8 : tensor<256xui32>, tensor<256xui32>
  }
  func.func private @floor_divide_20(%arg0: tensor<256xui32>, %arg1: tensor<i32>) -> tensor<256xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<256xui32>
    return %2 : tensor<256xui32>
  }
  func.func private @clip_21(%arg0: tensor<256xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<256xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<256xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<256xi32>
    return %5 : tensor<256xi32>
  }
  func.func private @floor_divide_22(%arg0: tensor<256xi32>, %arg1: tensor<i32>) -> tensor<256xi32> {
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<256xi32>
    %3 = stablehlo.sign %arg0 : tensor<256xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<256xi32>
    %9 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %11 = stablehlo.and %6, %10 : tensor<256xi1>
    %12 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<256xi32>
    %14 = call @_where_23(%11, %13, %2) : (tensor<256xi1>, tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
    return %14 : tensor<256xi32>
  }
  func.func private @_where_23(%arg0: tensor<256xi1>, %arg1: tensor<256xi32>, %arg2: tensor<256xi32>) -> tensor<256xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<256xi1>, tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @remainder(%arg0: tensor<256xi32>, %arg1: tensor<i32>) -> tensor<256xi32> {
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_x9b6259, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_24(%1, %c_x22c4ee, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<256xi32>
    %5 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %7 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %9 = stablehlo.compare LT, %2, %c_x9b6259, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<256xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<256xi1>, tensor<256xi1>) -> tensor<256xi1>
    %12 = stablehlo.and %11, %6 : tensor<256xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %14 = stablehlo.add %4, %13 : tensor<256xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<256xi1>, tensor<256xi32>
    return %15 : tensor<256xi32>
  }
  func.func private @_where_24(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_25(%arg0: tensor<256x1x1xi1>, %arg1: tensor<256x64x64xbf16>, %arg2: tensor<bf16>) -> tensor<256x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<256x1x1xi1>) -> tensor<256x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<256x64x64xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<256x64x64xi1>, tensor<256x64x64xbf16>
    return %2 : tensor<256x64x64xbf16>
  }
  func.func private @_where_26(%arg0: tensor<256x1x1xi1>, %arg1: tensor<bf16>, %arg2: tensor<256x64x64xbf16>) -> tensor<256x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<256x1x1xi1>) -> tensor<256x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<bf16>) -> tensor<256x64x64xbf16>
    %2 = stablehlo.select %0, %1, %arg2 : tensor<256x64x64xi1>, tensor<256x64x64xbf16>
    return %2 : tensor<256x64x64xbf16>
  }
}

// ---- kernel sparse_ragged_paged_attention sha256:a8676324ab16b552524364bedb9b5f87607fabfbe08986a60a3eebcef1fb3dd8
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_ragged_paged_attention(%arg0: i32, %arg1: memref<24xi32, #tpu.memory_space<smem>>, %arg2: memref<24xi32, #tpu.memory_space<smem>>, %arg3: memref<24xi32, #tpu.memory_space<smem>>, %arg4: memref<24xi32, #tpu.memory_space<smem>>, %arg5: memref<24xi32, #tpu.memory_space<smem>>, %arg6: memref<24xi32, #tpu.memory_space<smem>>, %arg7: memref<8xi32, #tpu.memory_space<smem>>, %arg8: memref<16384xi32, #tpu.memory_space<smem>>, %arg9: memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, %arg10: memref<8x128x1xf32, #tpu.memory_space<vmem>>, %arg11: memref<16384x64x16x64xbf16, #tpu.memory_space<any>>, %arg12: memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, %arg15: memref<8x128x1xf32, #tpu.memory_space<vmem>>, %arg16: memref<8x128x1xf32, #tpu.memory_space<vmem>>, %arg17: memref<8x128x64xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 24>, scalar_prefetch = 8 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 8, 128, 64>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 128, 1>}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 8, 128, 64>}]} {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = memref.load %arg1[%0] : memref<24xi32, #tpu.memory_space<smem>>
    %2 = arith.index_cast %arg0 : i32 to index
    %3 = memref.load %arg2[%2] : memref<24xi32, #tpu.memory_space<smem>>
    %4 = arith.index_cast %arg0 : i32 to index
    %5 = memref.load %arg3[%4] : memref<24xi32, #tpu.memory_space<smem>>
    %6 = arith.index_cast %1 : i32 to index
    %7 = memref.load %arg7[%6] : memref<8xi32, #tpu.memory_space<smem>>
    %c1_i32 = arith.constant 1 : i32
    %8 = arith.muli %arg0, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.addi %8, %c0_i32 : i32
    %10 = arith.index_cast %9 : i32 to index
    %11 = memref.load %arg6[%10] : memref<24xi32, #tpu.memory_space<smem>>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg10[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<8x128x1xf32>
    %13 = vector.shape_cast %12 : vector<8x128x1xf32> to vector<8x128x1xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg15[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<8x128x1xf32>
    %15 = vector.shape_cast %14 : vector<8x128x1xf32> to vector<8x128x1xf32>
    %16 = vector.shape_cast %13 : vector<8x128x1xf32> to vector<8x128x1xf32>
    tpu.vector_store %arg15[%c0, %c0, %c0], %16 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<8x128x1xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg10[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<8x128x1xf32>
    %18 = vector.shape_cast %17 : vector<8x128x1xf32> to vector<8x128x1xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %19 = vector.broadcast %cst_xbef082 : f32 to vector<8x128x1xf32>
    %20 = arith.cmpf oeq, %18, %19 : vector<8x128x1xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %21 = vector.broadcast %cst_x8ee5ec : f32 to vector<8x128x1xf32>
    %22 = vector.broadcast %cst_x65a06e : f32 to vector<8x128x1xf32>
    %23 = arith.select %20, %21, %22 : vector<8x128x1xi1>, vector<8x128x1xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %24 = vector.load %arg16[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<8x128x1xf32>
    %25 = vector.shape_cast %24 : vector<8x128x1xf32> to vector<8x128x1xf32>
    %26 = vector.shape_cast %23 : vector<8x128x1xf32> to vector<8x128x1xf32>
    tpu.vector_store %arg16[%c0, %c0, %c0], %26 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<8x128x1xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<8x128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg17[%c0, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<8x128x64xf32>
    %29 = vector.shape_cast %28 : vector<8x128x64xf32> to vector<8x128x64xf32>
    %30 = vector.shape_cast %27 : vector<8x128x64xf32> to vector<8x128x64xf32>
    tpu.vector_store %arg17[%c0, %c0, %c0], %30 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<8x128x64xf32>, 
    %c0_i32 = arith.constant 0 : i32
    %31 = arith.cmpi sgt, %11, %c0_i32 : i32
    %32 = arith.extui %31 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %33 = arith.cmpi ne, %32, %c0_i32 : i32
    scf.if %33 {
      %c1_i32 = arith.constant 1 : i32
      %51 = arith.muli %arg0, %c1_i32 : i32
      %52 = arith.index_cast %51 : i32 to index
      %53 = memref.load %arg4[%52] : memref<24xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = arith.addi %53, %c0_i32 : i32
      %55 = arith.index_cast %51 : i32 to index
      %56 = memref.load %arg5[%55] : memref<24xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = arith.addi %54, %c0_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %58 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %59 = arith.maxsi %c0_i32, %57 : i32
      %60 = arith.minsi %c2047_i32, %59 : i32
      %61 = arith.addi %58, %60 : i32
      %62 = arith.index_cast %61 : i32 to index
      %63 = memref.load %arg8[%62] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %64 = arith.maxsi %c0_i32, %63 : i32
      %65 = arith.minsi %c16383_i32, %64 : i32
      %66 = arith.cmpi slt, %57, %56 : i32
      %67 = arith.extui %66 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = arith.cmpi ne, %67, %c0_i32 : i32
      scf.if %68 {
        %105 = tpu.memref_slice %arg14[%c0_i32] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %106 = tpu.memref_squeeze %105 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg11[%65, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %110 = tpu.memref_squeeze %109 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%110 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%108 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c1_i32 = arith.constant 1 : i32
      %69 = arith.addi %54, %c1_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %70 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %71 = arith.maxsi %c0_i32, %69 : i32
      %72 = arith.minsi %c2047_i32, %71 : i32
      %73 = arith.addi %70, %72 : i32
      %74 = arith.index_cast %73 : i32 to index
      %75 = memref.load %arg8[%74] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %76 = arith.maxsi %c0_i32, %75 : i32
      %77 = arith.minsi %c16383_i32, %76 : i32
      %78 = arith.cmpi slt, %69, %56 : i32
      %79 = arith.extui %78 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = arith.cmpi ne, %79, %c0_i32 : i32
      scf.if %80 {
        %105 = tpu.memref_slice %arg14[%c0_i32] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %106 = tpu.memref_squeeze %105 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg13[%c0_i32, %c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg11[%77, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %110 = tpu.memref_squeeze %109 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%110 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%108 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c2_i32 = arith.constant 2 : i32
      %81 = arith.addi %54, %c2_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %82 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %83 = arith.maxsi %c0_i32, %81 : i32
      %84 = arith.minsi %c2047_i32, %83 : i32
      %85 = arith.addi %82, %84 : i32
      %86 = arith.index_cast %85 : i32 to index
      %87 = memref.load %arg8[%86] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %88 = arith.maxsi %c0_i32, %87 : i32
      %89 = arith.minsi %c16383_i32, %88 : i32
      %90 = arith.cmpi slt, %81, %56 : i32
      %91 = arith.extui %90 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %92 = arith.cmpi ne, %91, %c0_i32 : i32
      scf.if %92 {
        %105 = tpu.memref_slice %arg14[%c0_i32] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %106 = tpu.memref_squeeze %105 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg13[%c0_i32, %c2_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg11[%89, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %110 = tpu.memref_squeeze %109 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%110 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%108 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c3_i32 = arith.constant 3 : i32
      %93 = arith.addi %54, %c3_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %94 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %95 = arith.maxsi %c0_i32, %93 : i32
      %96 = arith.minsi %c2047_i32, %95 : i32
      %97 = arith.addi %94, %96 : i32
      %98 = arith.index_cast %97 : i32 to index
      %99 = memref.load %arg8[%98] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %100 = arith.maxsi %c0_i32, %99 : i32
      %101 = arith.minsi %c16383_i32, %100 : i32
      %102 = arith.cmpi slt, %93, %56 : i32
      %103 = arith.extui %102 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %104 = arith.cmpi ne, %103, %c0_i32 : i32
      scf.if %104 {
        %105 = tpu.memref_slice %arg14[%c0_i32] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %106 = tpu.memref_squeeze %105 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg13[%c0_i32, %c3_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg11[%101, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %110 = tpu.memref_squeeze %109 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%110 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%108 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %34 = arith.subi %11, %c0_i32 : i32
    %35 = arith.addi %c0_i32, %34 : i32
    %c1_i32 = arith.constant 1 : i32
    %36 = arith.divsi %34, %c1_i32 : i32
    %37 = arith.muli %36, %c1_i32 : i32
    %38 = arith.addi %c0_i32, %37 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %arg18 = %c0_i32 to %38 step %c1_i32  : i32 {
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.cmpi eq, %c2_i32, %c0_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      %52 = arith.select %51, %c1_i32, %c2_i32 : i32
      %53 = arith.remsi %arg18, %52 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = arith.cmpi ne, %53, %c0_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.cmpi slt, %53, %c0_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.cmpi slt, %52, %c0_i32 : i32
      %57 = arith.xori %55, %56 : i1
      %58 = arith.andi %57, %54 : i1
      %59 = arith.addi %53, %52 : i32
      %60 = arith.select %58, %59, %53 : i32
      %c1_i32 = arith.constant 1 : i32
      %61 = arith.addi %arg18, %c1_i32 : i32
      %62 = arith.cmpi slt, %61, %11 : i32
      %63 = arith.extui %62 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %64 = arith.cmpi ne, %63, %c0_i32 : i32
      scf.if %64 {
        %c1_i32 = arith.constant 1 : i32
        %156 = arith.addi %arg18, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %157 = arith.subi %c1_i32, %60 : i32
        %c1_i32 = arith.constant 1 : i32
        %158 = arith.muli %arg0, %c1_i32 : i32
        %159 = arith.index_cast %158 : i32 to index
        %160 = memref.load %arg4[%159] : memref<24xi32, #tpu.memory_space<smem>>
        %c4_i32 = arith.constant 4 : i32
        %161 = arith.muli %156, %c4_i32 : i32
        %162 = arith.addi %160, %161 : i32
        %163 = arith.index_cast %158 : i32 to index
        %164 = memref.load %arg5[%163] : memref<24xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %165 = arith.addi %162, %c0_i32 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %166 = arith.muli %1, %c2048_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %167 = arith.maxsi %c0_i32, %165 : i32
        %168 = arith.minsi %c2047_i32, %167 : i32
        %169 = arith.addi %166, %168 : i32
        %170 = arith.index_cast %169 : i32 to index
        %171 = memref.load %arg8[%170] : memref<16384xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %172 = arith.maxsi %c0_i32, %171 : i32
        %173 = arith.minsi %c16383_i32, %172 : i32
        %174 = arith.cmpi slt, %165, %164 : i32
        %175 = arith.extui %174 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %176 = arith.cmpi ne, %175, %c0_i32 : i32
        scf.if %176 {
          %213 = tpu.memref_slice %arg14[%157] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg13[%157, %c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg11[%173, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%216 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        %c1_i32 = arith.constant 1 : i32
        %177 = arith.addi %162, %c1_i32 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %178 = arith.muli %1, %c2048_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %179 = arith.maxsi %c0_i32, %177 : i32
        %180 = arith.minsi %c2047_i32, %179 : i32
        %181 = arith.addi %178, %180 : i32
        %182 = arith.index_cast %181 : i32 to index
        %183 = memref.load %arg8[%182] : memref<16384xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %184 = arith.maxsi %c0_i32, %183 : i32
        %185 = arith.minsi %c16383_i32, %184 : i32
        %186 = arith.cmpi slt, %177, %164 : i32
        %187 = arith.extui %186 : i1 to i32
        %c1_i32 = arith.constant 1 : i32
        %c0_i32 = arith.constant 0 : i32
        %188 = arith.cmpi ne, %187, %c0_i32 : i32
        scf.if %188 {
          %213 = tpu.memref_slice %arg14[%157] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg13[%157, %c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg11[%185, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%216 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        %c2_i32 = arith.constant 2 : i32
        %189 = arith.addi %162, %c2_i32 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %190 = arith.muli %1, %c2048_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %191 = arith.maxsi %c0_i32, %189 : i32
        %192 = arith.minsi %c2047_i32, %191 : i32
        %193 = arith.addi %190, %192 : i32
        %194 = arith.index_cast %193 : i32 to index
        %195 = memref.load %arg8[%194] : memref<16384xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %196 = arith.maxsi %c0_i32, %195 : i32
        %197 = arith.minsi %c16383_i32, %196 : i32
        %198 = arith.cmpi slt, %189, %164 : i32
        %199 = arith.extui %198 : i1 to i32
        %c2_i32 = arith.constant 2 : i32
        %c0_i32 = arith.constant 0 : i32
        %200 = arith.cmpi ne, %199, %c0_i32 : i32
        scf.if %200 {
          %213 = tpu.memref_slice %arg14[%157] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg13[%157, %c2_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg11[%197, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%216 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        %c3_i32 = arith.constant 3 : i32
        %201 = arith.addi %162, %c3_i32 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %202 = arith.muli %1, %c2048_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %203 = arith.maxsi %c0_i32, %201 : i32
        %204 = arith.minsi %c2047_i32, %203 : i32
        %205 = arith.addi %202, %204 : i32
        %206 = arith.index_cast %205 : i32 to index
        %207 = memref.load %arg8[%206] : memref<16384xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %208 = arith.maxsi %c0_i32, %207 : i32
        %209 = arith.minsi %c16383_i32, %208 : i32
        %210 = arith.cmpi slt, %201, %164 : i32
        %211 = arith.extui %210 : i1 to i32
        %c3_i32 = arith.constant 3 : i32
        %c0_i32 = arith.constant 0 : i32
        %212 = arith.cmpi ne, %211, %c0_i32 : i32
        scf.if %212 {
          %213 = tpu.memref_slice %arg14[%157] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg13[%157, %c3_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg11[%209, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%216 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
      } else {
      }
      %c1_i32 = arith.constant 1 : i32
      %65 = arith.muli %arg0, %c1_i32 : i32
      %66 = arith.index_cast %65 : i32 to index
      %67 = memref.load %arg4[%66] : memref<24xi32, #tpu.memory_space<smem>>
      %c4_i32 = arith.constant 4 : i32
      %68 = arith.muli %arg18, %c4_i32 : i32
      %69 = arith.addi %67, %68 : i32
      %70 = arith.index_cast %65 : i32 to index
      %71 = memref.load %arg5[%70] : memref<24xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = arith.addi %69, %c0_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %73 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %74 = arith.maxsi %c0_i32, %72 : i32
      %75 = arith.minsi %c2047_i32, %74 : i32
      %76 = arith.addi %73, %75 : i32
      %77 = arith.index_cast %76 : i32 to index
      %78 = memref.load %arg8[%77] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %79 = arith.maxsi %c0_i32, %78 : i32
      %80 = arith.minsi %c16383_i32, %79 : i32
      %81 = arith.cmpi slt, %72, %71 : i32
      %82 = arith.extui %81 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = arith.cmpi ne, %82, %c0_i32 : i32
      scf.if %83 {
        %156 = tpu.memref_slice %arg14[%60] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg13[%60, %c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg11[%80, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%161 : memref<64x16x64xbf16, #tpu.memory_space<any>>) dst(%159 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>)
      } else {
      }
      %c1_i32 = arith.constant 1 : i32
      %84 = arith.addi %69, %c1_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %85 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %86 = arith.maxsi %c0_i32, %84 : i32
      %87 = arith.minsi %c2047_i32, %86 : i32
      %88 = arith.addi %85, %87 : i32
      %89 = arith.index_cast %88 : i32 to index
      %90 = memref.load %arg8[%89] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %91 = arith.maxsi %c0_i32, %90 : i32
      %92 = arith.minsi %c16383_i32, %91 : i32
      %93 = arith.cmpi slt, %84, %71 : i32
      %94 = arith.extui %93 : i1 to i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = arith.cmpi ne, %94, %c0_i32 : i32
      scf.if %95 {
        %156 = tpu.memref_slice %arg14[%60] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg13[%60, %c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg11[%92, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%161 : memref<64x16x64xbf16, #tpu.memory_space<any>>) dst(%159 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>)
      } else {
      }
      %c2_i32 = arith.constant 2 : i32
      %96 = arith.addi %69, %c2_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %97 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %98 = arith.maxsi %c0_i32, %96 : i32
      %99 = arith.minsi %c2047_i32, %98 : i32
      %100 = arith.addi %97, %99 : i32
      %101 = arith.index_cast %100 : i32 to index
      %102 = memref.load %arg8[%101] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %103 = arith.maxsi %c0_i32, %102 : i32
      %104 = arith.minsi %c16383_i32, %103 : i32
      %105 = arith.cmpi slt, %96, %71 : i32
      %106 = arith.extui %105 : i1 to i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %107 = arith.cmpi ne, %106, %c0_i32 : i32
      scf.if %107 {
        %156 = tpu.memref_slice %arg14[%60] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg13[%60, %c2_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg11[%104, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%161 : memref<64x16x64xbf16, #tpu.memory_space<any>>) dst(%159 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>)
      } else {
      }
      %c3_i32 = arith.constant 3 : i32
      %108 = arith.addi %69, %c3_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %109 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %110 = arith.maxsi %c0_i32, %108 : i32
      %111 = arith.minsi %c2047_i32, %110 : i32
      %112 = arith.addi %109, %111 : i32
      %113 = arith.index_cast %112 : i32 to index
      %114 = memref.load %arg8[%113] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %115 = arith.maxsi %c0_i32, %114 : i32
      %116 = arith.minsi %c16383_i32, %115 : i32
      %117 = arith.cmpi slt, %108, %71 : i32
      %118 = arith.extui %117 : i1 to i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %119 = arith.cmpi ne, %118, %c0_i32 : i32
      scf.if %119 {
        %156 = tpu.memref_slice %arg14[%60] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg13[%60, %c3_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg11[%116, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%161 : memref<64x16x64xbf16, #tpu.memory_space<any>>) dst(%159 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>)
      } else {
      }
      %c1_i32 = arith.constant 1 : i32
      %120 = arith.muli %arg0, %c1_i32 : i32
      %121 = arith.index_cast %120 : i32 to index
      %122 = memref.load %arg4[%121] : memref<24xi32, #tpu.memory_space<smem>>
      %c4_i32 = arith.constant 4 : i32
      %123 = arith.muli %arg18, %c4_i32 : i32
      %124 = arith.addi %122, %123 : i32
      %125 = arith.index_cast %120 : i32 to index
      %126 = memref.load %arg5[%125] : memref<24xi32, #tpu.memory_space<smem>>
      %c64_i32 = arith.constant 64 : i32
      %127 = arith.muli %124, %c64_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %128 = arith.addi %124, %c4_i32 : i32
      %129 = arith.minsi %128, %126 : i32
      %c64_i32 = arith.constant 64 : i32
      %130 = arith.muli %129, %c64_i32 : i32
      %131 = arith.minsi %130, %7 : i32
      %132 = arith.addi %3, %5 : i32
      %c1_i32 = arith.constant 1 : i32
      %133 = arith.subi %132, %c1_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      %134 = arith.subi %131, %c1_i32 : i32
      %135 = arith.subi %127, %133 : i32
      %136 = arith.subi %134, %3 : i32
      %c-127_i32 = arith.constant -127 : i32
      %137 = arith.cmpi sge, %135, %c-127_i32 : i32
      %true = arith.constant true
      %138 = arith.andi %true, %137 : i1
      %c-127_i32 = arith.constant -127 : i32
      %139 = arith.cmpi slt, %136, %c-127_i32 : i32
      %false = arith.constant false
      %140 = arith.ori %false, %139 : i1
      %c0_i32 = arith.constant 0 : i32
      %141 = arith.cmpi sle, %136, %c0_i32 : i32
      %142 = arith.andi %138, %141 : i1
      %c0_i32 = arith.constant 0 : i32
      %143 = arith.cmpi sgt, %135, %c0_i32 : i32
      %144 = arith.ori %140, %143 : i1
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %145 = arith.select %142, %c2_i32, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %146 = arith.select %144, %c0_i32, %145 : i32
      %147 = arith.trunci %146 : i32 to i8
      %148 = arith.extsi %147 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %149 = arith.cmpi eq, %148, %c2_i32 : i32
      %c256_i32 = arith.constant 256 : i32
      %150 = arith.addi %127, %c256_i32 : i32
      %151 = arith.cmpi eq, %131, %150 : i32
      %152 = arith.andi %149, %151 : i1
      %c0_i32 = arith.constant 0 : i32
      %153 = arith.cmpi ne, %148, %c0_i32 : i32
      %154 = arith.extui %153 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %155 = arith.cmpi ne, %154, %c0_i32 : i32
      scf.if %155 {
        %156 = tpu.iota {dimensions = array<i32: 1>} : vector<128x256xi32>
        %157 = vector.broadcast %127 : i32 to vector<128x256xi32>
        %158 = arith.addi %157, %156 : vector<128x256xi32>
        %159 = tpu.iota {dimensions = array<i32: 0>} : vector<128x256xi32>
        %c8_i32 = arith.constant 8 : i32
        %160 = vector.broadcast %c8_i32 : i32 to vector<128x256xi32>
        %161 = arith.divsi %159, %160 : vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %162 = vector.broadcast %c0_i32 : i32 to vector<128x256xi32>
        %163 = arith.cmpi sgt, %159, %162 : vector<128x256xi32>
        %164 = arith.extui %163 : vector<128x256xi1> to vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %165 = vector.broadcast %c0_i32 : i32 to vector<128x256xi32>
        %166 = arith.cmpi slt, %159, %165 : vector<128x256xi32>
        %167 = arith.extui %166 : vector<128x256xi1> to vector<128x256xi32>
        %168 = arith.subi %164, %167 : vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %169 = arith.cmpi sgt, %c8_i32, %c0_i32 : i32
        %170 = arith.extui %169 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %171 = arith.cmpi slt, %c8_i32, %c0_i32 : i32
        %172 = arith.extui %171 : i1 to i32
        %173 = arith.subi %170, %172 : i32
        %174 = vector.broadcast %173 : i32 to vector<128x256xi32>
        %175 = arith.cmpi ne, %168, %174 : vector<128x256xi32>
        %176 = vector.broadcast %c8_i32 : i32 to vector<128x256xi32>
        %177 = arith.remsi %159, %176 : vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %178 = vector.broadcast %c0_i32 : i32 to vector<128x256xi32>
        %179 = arith.cmpi ne, %177, %178 : vector<128x256xi32>
        %180 = arith.andi %175, %179 : vector<128x256xi1>
        %c1_i32 = arith.constant 1 : i32
        %181 = vector.broadcast %c1_i32 : i32 to vector<128x256xi32>
        %182 = arith.subi %161, %181 : vector<128x256xi32>
        %183 = arith.select %180, %182, %161 : vector<128x256xi1>, vector<128x256xi32>
        %184 = vector.broadcast %3 : i32 to vector<128x256xi32>
        %185 = arith.addi %184, %183 : vector<128x256xi32>
        %186 = arith.subi %158, %185 : vector<128x256xi32>
        %c-127_i32 = arith.constant -127 : i32
        %187 = vector.broadcast %c-127_i32 : i32 to vector<128x256xi32>
        %188 = arith.cmpi sge, %186, %187 : vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %189 = vector.broadcast %c0_i32 : i32 to vector<128x256xi32>
        %190 = arith.cmpi sle, %186, %189 : vector<128x256xi32>
        %191 = arith.andi %188, %190 : vector<128x256xi1>
        %192 = vector.broadcast %131 : i32 to vector<128x256xi32>
        %193 = arith.cmpi slt, %158, %192 : vector<128x256xi32>
        %194 = arith.andi %191, %193 : vector<128x256xi1>
        %195 = vector.broadcast %152 : i1 to vector<128x256xi1>
        %196 = arith.ori %194, %195 : vector<128x256xi1>
        %197 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %198 = vector.broadcast %127 : i32 to vector<256x1xi32>
        %199 = arith.addi %198, %197 : vector<256x1xi32>
        %200 = vector.broadcast %131 : i32 to vector<256x1xi32>
        %201 = arith.cmpi slt, %199, %200 : vector<256x1xi32>
        %202 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %203 = vector.load %arg13[%202, %c0, %c0, %c0, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %204 = vector.shape_cast %203 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %205 = vector.shape_cast %204 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %206 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %207 = vector.load %arg13[%206, %c0, %c0, %c1, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %208 = vector.shape_cast %207 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %209 = vector.shape_cast %208 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %210 = vector.load %arg9[%c0, %c0, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %211 = vector.shape_cast %210 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %212 = tpu.matmul %211, %205, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %213 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %214 = arith.mulf %212, %213 : vector<128x256xf32>
        %215 = arith.extf %209 : vector<256x64xbf16> to vector<256x64xf32>
        %216 = math.absf %215 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %217 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %218 = arith.cmpf olt, %216, %217 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %219 = arith.xori %218, %cst_xd01768 : vector<256x64xi1>
        %220 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %221 = arith.andi %220, %219 : vector<256x64xi1>
        %222 = arith.extui %221 : vector<256x64xi1> to vector<256x64xi32>
        %223 = arith.sitofp %222 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %224 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %225 = tpu.matmul %224, %223, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %226 = vector.extract_strided_slice %225 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %227 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %228 = arith.cmpf ogt, %226, %227 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %229 = vector.shape_cast %228 : vector<1x256xi1> to vector<1x256xi1>
        %230 = vector.broadcast %229 : vector<1x256xi1> to vector<128x256xi1>
        %231 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %232 = arith.select %230, %231, %214 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %233 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %234 = arith.select %196, %232, %233 : vector<128x256xi1>, vector<128x256xf32>
        %235 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %236 = arith.andi %235, %218 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %237 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %238 = arith.select %236, %209, %237 : vector<256x64xi1>, vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %239 = vector.load %arg15[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %240 = vector.shape_cast %239 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %241 = vector.multi_reduction <maximumf>, %234, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %242 = vector.shape_cast %241 : vector<128xf32> to vector<128x1xf32>
        %243 = arith.maximumf %240, %242 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %244 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %245 = arith.cmpf oeq, %243, %244 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %246 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %247 = arith.select %245, %246, %243 : vector<128x1xi1>, vector<128x1xf32>
        %248 = arith.subf %240, %247 : vector<128x1xf32>
        %249 = math.exp %248 : vector<128x1xf32>
        %250 = vector.broadcast %247 : vector<128x1xf32> to vector<128x256xf32>
        %251 = arith.subf %234, %250 : vector<128x256xf32>
        %252 = math.exp %251 : vector<128x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %253 = vector.load %arg16[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %254 = vector.shape_cast %253 : vector<1x128x1xf32> to vector<128x1xf32>
        %255 = arith.mulf %249, %254 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %256 = vector.multi_reduction <add>, %252, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %257 = vector.shape_cast %256 : vector<128xf32> to vector<128x1xf32>
        %258 = arith.addf %255, %257 : vector<128x1xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %259 = vector.load %arg16[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %260 = vector.shape_cast %259 : vector<1x128x1xf32> to vector<128x1xf32>
        %261 = vector.shape_cast %258 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c0, %c0, %c0], %261 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %262 = arith.truncf %252 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %263 = tpu.matmul %262, %238, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %264 = vector.load %arg17[%c0, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %265 = vector.shape_cast %264 : vector<1x128x64xf32> to vector<128x64xf32>
        %266 = vector.broadcast %249 : vector<128x1xf32> to vector<128x64xf32>
        %267 = arith.mulf %266, %265 : vector<128x64xf32>
        %268 = arith.addf %267, %263 : vector<128x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %269 = vector.load %arg17[%c0, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %270 = vector.shape_cast %269 : vector<1x128x64xf32> to vector<128x64xf32>
        %271 = vector.shape_cast %268 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c0, %c0, %c0], %271 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %272 = vector.load %arg15[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %273 = vector.shape_cast %272 : vector<1x128x1xf32> to vector<128x1xf32>
        %274 = vector.shape_cast %243 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c0, %c0, %c0], %274 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %275 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %276 = vector.load %arg13[%275, %c0, %c0, %c2, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %277 = vector.shape_cast %276 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %278 = vector.shape_cast %277 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %279 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %280 = vector.load %arg13[%279, %c0, %c0, %c3, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %281 = vector.shape_cast %280 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %282 = vector.shape_cast %281 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %283 = vector.load %arg9[%c0, %c1, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %284 = vector.shape_cast %283 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %285 = tpu.matmul %284, %278, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %286 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %287 = arith.mulf %285, %286 : vector<128x256xf32>
        %288 = arith.extf %282 : vector<256x64xbf16> to vector<256x64xf32>
        %289 = math.absf %288 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %290 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %291 = arith.cmpf olt, %289, %290 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %292 = arith.xori %291, %cst_xd01768 : vector<256x64xi1>
        %293 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %294 = arith.andi %293, %292 : vector<256x64xi1>
        %295 = arith.extui %294 : vector<256x64xi1> to vector<256x64xi32>
        %296 = arith.sitofp %295 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %297 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %298 = tpu.matmul %297, %296, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %299 = vector.extract_strided_slice %298 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %300 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %301 = arith.cmpf ogt, %299, %300 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %302 = vector.shape_cast %301 : vector<1x256xi1> to vector<1x256xi1>
        %303 = vector.broadcast %302 : vector<1x256xi1> to vector<128x256xi1>
        %304 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %305 = arith.select %303, %304, %287 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %306 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %307 = arith.select %196, %305, %306 : vector<128x256xi1>, vector<128x256xf32>
        %308 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %309 = arith.andi %308, %291 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %310 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %311 = arith.select %309, %282, %310 : vector<256x64xi1>, vector<256x64xbf16>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %312 = vector.load %arg15[%c1, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %313 = vector.shape_cast %312 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %314 = vector.multi_reduction <maximumf>, %307, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %315 = vector.shape_cast %314 : vector<128xf32> to vector<128x1xf32>
        %316 = arith.maximumf %313, %315 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %317 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %318 = arith.cmpf oeq, %316, %317 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %319 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %320 = arith.select %318, %319, %316 : vector<128x1xi1>, vector<128x1xf32>
        %321 = arith.subf %313, %320 : vector<128x1xf32>
        %322 = math.exp %321 : vector<128x1xf32>
        %323 = vector.broadcast %320 : vector<128x1xf32> to vector<128x256xf32>
        %324 = arith.subf %307, %323 : vector<128x256xf32>
        %325 = math.exp %324 : vector<128x256xf32>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %326 = vector.load %arg16[%c1, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %327 = vector.shape_cast %326 : vector<1x128x1xf32> to vector<128x1xf32>
        %328 = arith.mulf %322, %327 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %329 = vector.multi_reduction <add>, %325, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %330 = vector.shape_cast %329 : vector<128xf32> to vector<128x1xf32>
        %331 = arith.addf %328, %330 : vector<128x1xf32>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %332 = vector.load %arg16[%c1, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %333 = vector.shape_cast %332 : vector<1x128x1xf32> to vector<128x1xf32>
        %334 = vector.shape_cast %331 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c1, %c0, %c0], %334 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %335 = arith.truncf %325 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %336 = tpu.matmul %335, %311, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %337 = vector.load %arg17[%c1, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %338 = vector.shape_cast %337 : vector<1x128x64xf32> to vector<128x64xf32>
        %339 = vector.broadcast %322 : vector<128x1xf32> to vector<128x64xf32>
        %340 = arith.mulf %339, %338 : vector<128x64xf32>
        %341 = arith.addf %340, %336 : vector<128x64xf32>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %342 = vector.load %arg17[%c1, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %343 = vector.shape_cast %342 : vector<1x128x64xf32> to vector<128x64xf32>
        %344 = vector.shape_cast %341 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c1, %c0, %c0], %344 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %345 = vector.load %arg15[%c1, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %346 = vector.shape_cast %345 : vector<1x128x1xf32> to vector<128x1xf32>
        %347 = vector.shape_cast %316 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c1, %c0, %c0], %347 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %348 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %349 = vector.load %arg13[%348, %c0, %c0, %c4, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %350 = vector.shape_cast %349 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %351 = vector.shape_cast %350 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %352 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %353 = vector.load %arg13[%352, %c0, %c0, %c5, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %354 = vector.shape_cast %353 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %355 = vector.shape_cast %354 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %356 = vector.load %arg9[%c0, %c2, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %357 = vector.shape_cast %356 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %358 = tpu.matmul %357, %351, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %359 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %360 = arith.mulf %358, %359 : vector<128x256xf32>
        %361 = arith.extf %355 : vector<256x64xbf16> to vector<256x64xf32>
        %362 = math.absf %361 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %363 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %364 = arith.cmpf olt, %362, %363 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %365 = arith.xori %364, %cst_xd01768 : vector<256x64xi1>
        %366 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %367 = arith.andi %366, %365 : vector<256x64xi1>
        %368 = arith.extui %367 : vector<256x64xi1> to vector<256x64xi32>
        %369 = arith.sitofp %368 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %370 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %371 = tpu.matmul %370, %369, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %372 = vector.extract_strided_slice %371 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %373 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %374 = arith.cmpf ogt, %372, %373 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %375 = vector.shape_cast %374 : vector<1x256xi1> to vector<1x256xi1>
        %376 = vector.broadcast %375 : vector<1x256xi1> to vector<128x256xi1>
        %377 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %378 = arith.select %376, %377, %360 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %379 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %380 = arith.select %196, %378, %379 : vector<128x256xi1>, vector<128x256xf32>
        %381 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %382 = arith.andi %381, %364 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %383 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %384 = arith.select %382, %355, %383 : vector<256x64xi1>, vector<256x64xbf16>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %385 = vector.load %arg15[%c2, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %386 = vector.shape_cast %385 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %387 = vector.multi_reduction <maximumf>, %380, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %388 = vector.shape_cast %387 : vector<128xf32> to vector<128x1xf32>
        %389 = arith.maximumf %386, %388 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %390 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %391 = arith.cmpf oeq, %389, %390 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %392 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %393 = arith.select %391, %392, %389 : vector<128x1xi1>, vector<128x1xf32>
        %394 = arith.subf %386, %393 : vector<128x1xf32>
        %395 = math.exp %394 : vector<128x1xf32>
        %396 = vector.broadcast %393 : vector<128x1xf32> to vector<128x256xf32>
        %397 = arith.subf %380, %396 : vector<128x256xf32>
        %398 = math.exp %397 : vector<128x256xf32>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %399 = vector.load %arg16[%c2, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %400 = vector.shape_cast %399 : vector<1x128x1xf32> to vector<128x1xf32>
        %401 = arith.mulf %395, %400 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %402 = vector.multi_reduction <add>, %398, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %403 = vector.shape_cast %402 : vector<128xf32> to vector<128x1xf32>
        %404 = arith.addf %401, %403 : vector<128x1xf32>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %405 = vector.load %arg16[%c2, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %406 = vector.shape_cast %405 : vector<1x128x1xf32> to vector<128x1xf32>
        %407 = vector.shape_cast %404 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c2, %c0, %c0], %407 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %408 = arith.truncf %398 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %409 = tpu.matmul %408, %384, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %410 = vector.load %arg17[%c2, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %411 = vector.shape_cast %410 : vector<1x128x64xf32> to vector<128x64xf32>
        %412 = vector.broadcast %395 : vector<128x1xf32> to vector<128x64xf32>
        %413 = arith.mulf %412, %411 : vector<128x64xf32>
        %414 = arith.addf %413, %409 : vector<128x64xf32>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %415 = vector.load %arg17[%c2, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %416 = vector.shape_cast %415 : vector<1x128x64xf32> to vector<128x64xf32>
        %417 = vector.shape_cast %414 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c2, %c0, %c0], %417 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %418 = vector.load %arg15[%c2, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %419 = vector.shape_cast %418 : vector<1x128x1xf32> to vector<128x1xf32>
        %420 = vector.shape_cast %389 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c2, %c0, %c0], %420 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %421 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %422 = vector.load %arg13[%421, %c0, %c0, %c6, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %423 = vector.shape_cast %422 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %424 = vector.shape_cast %423 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %425 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %426 = vector.load %arg13[%425, %c0, %c0, %c7, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %427 = vector.shape_cast %426 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %428 = vector.shape_cast %427 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %429 = vector.load %arg9[%c0, %c3, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %430 = vector.shape_cast %429 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %431 = tpu.matmul %430, %424, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %432 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %433 = arith.mulf %431, %432 : vector<128x256xf32>
        %434 = arith.extf %428 : vector<256x64xbf16> to vector<256x64xf32>
        %435 = math.absf %434 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %436 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %437 = arith.cmpf olt, %435, %436 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %438 = arith.xori %437, %cst_xd01768 : vector<256x64xi1>
        %439 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %440 = arith.andi %439, %438 : vector<256x64xi1>
        %441 = arith.extui %440 : vector<256x64xi1> to vector<256x64xi32>
        %442 = arith.sitofp %441 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %443 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %444 = tpu.matmul %443, %442, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %445 = vector.extract_strided_slice %444 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %446 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %447 = arith.cmpf ogt, %445, %446 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %448 = vector.shape_cast %447 : vector<1x256xi1> to vector<1x256xi1>
        %449 = vector.broadcast %448 : vector<1x256xi1> to vector<128x256xi1>
        %450 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %451 = arith.select %449, %450, %433 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %452 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %453 = arith.select %196, %451, %452 : vector<128x256xi1>, vector<128x256xf32>
        %454 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %455 = arith.andi %454, %437 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %456 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %457 = arith.select %455, %428, %456 : vector<256x64xi1>, vector<256x64xbf16>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %458 = vector.load %arg15[%c3, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %459 = vector.shape_cast %458 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %460 = vector.multi_reduction <maximumf>, %453, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %461 = vector.shape_cast %460 : vector<128xf32> to vector<128x1xf32>
        %462 = arith.maximumf %459, %461 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %463 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %464 = arith.cmpf oeq, %462, %463 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %465 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %466 = arith.select %464, %465, %462 : vector<128x1xi1>, vector<128x1xf32>
        %467 = arith.subf %459, %466 : vector<128x1xf32>
        %468 = math.exp %467 : vector<128x1xf32>
        %469 = vector.broadcast %466 : vector<128x1xf32> to vector<128x256xf32>
        %470 = arith.subf %453, %469 : vector<128x256xf32>
        %471 = math.exp %470 : vector<128x256xf32>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %472 = vector.load %arg16[%c3, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %473 = vector.shape_cast %472 : vector<1x128x1xf32> to vector<128x1xf32>
        %474 = arith.mulf %468, %473 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %475 = vector.multi_reduction <add>, %471, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %476 = vector.shape_cast %475 : vector<128xf32> to vector<128x1xf32>
        %477 = arith.addf %474, %476 : vector<128x1xf32>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %478 = vector.load %arg16[%c3, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %479 = vector.shape_cast %478 : vector<1x128x1xf32> to vector<128x1xf32>
        %480 = vector.shape_cast %477 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c3, %c0, %c0], %480 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %481 = arith.truncf %471 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %482 = tpu.matmul %481, %457, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %483 = vector.load %arg17[%c3, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %484 = vector.shape_cast %483 : vector<1x128x64xf32> to vector<128x64xf32>
        %485 = vector.broadcast %468 : vector<128x1xf32> to vector<128x64xf32>
        %486 = arith.mulf %485, %484 : vector<128x64xf32>
        %487 = arith.addf %486, %482 : vector<128x64xf32>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %488 = vector.load %arg17[%c3, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %489 = vector.shape_cast %488 : vector<1x128x64xf32> to vector<128x64xf32>
        %490 = vector.shape_cast %487 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c3, %c0, %c0], %490 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %491 = vector.load %arg15[%c3, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %492 = vector.shape_cast %491 : vector<1x128x1xf32> to vector<128x1xf32>
        %493 = vector.shape_cast %462 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c3, %c0, %c0], %493 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %494 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c8 = arith.constant 8 : index
        %c0 = arith.constant 0 : index
        %495 = vector.load %arg13[%494, %c0, %c0, %c8, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %496 = vector.shape_cast %495 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %497 = vector.shape_cast %496 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %498 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c9 = arith.constant 9 : index
        %c0 = arith.constant 0 : index
        %499 = vector.load %arg13[%498, %c0, %c0, %c9, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %500 = vector.shape_cast %499 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %501 = vector.shape_cast %500 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %502 = vector.load %arg9[%c0, %c4, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %503 = vector.shape_cast %502 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %504 = tpu.matmul %503, %497, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %505 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %506 = arith.mulf %504, %505 : vector<128x256xf32>
        %507 = arith.extf %501 : vector<256x64xbf16> to vector<256x64xf32>
        %508 = math.absf %507 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %509 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %510 = arith.cmpf olt, %508, %509 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %511 = arith.xori %510, %cst_xd01768 : vector<256x64xi1>
        %512 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %513 = arith.andi %512, %511 : vector<256x64xi1>
        %514 = arith.extui %513 : vector<256x64xi1> to vector<256x64xi32>
        %515 = arith.sitofp %514 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %516 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %517 = tpu.matmul %516, %515, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %518 = vector.extract_strided_slice %517 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %519 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %520 = arith.cmpf ogt, %518, %519 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %521 = vector.shape_cast %520 : vector<1x256xi1> to vector<1x256xi1>
        %522 = vector.broadcast %521 : vector<1x256xi1> to vector<128x256xi1>
        %523 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %524 = arith.select %522, %523, %506 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %525 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %526 = arith.select %196, %524, %525 : vector<128x256xi1>, vector<128x256xf32>
        %527 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %528 = arith.andi %527, %510 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %529 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %530 = arith.select %528, %501, %529 : vector<256x64xi1>, vector<256x64xbf16>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %531 = vector.load %arg15[%c4, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %532 = vector.shape_cast %531 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %533 = vector.multi_reduction <maximumf>, %526, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %534 = vector.shape_cast %533 : vector<128xf32> to vector<128x1xf32>
        %535 = arith.maximumf %532, %534 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %536 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %537 = arith.cmpf oeq, %535, %536 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %538 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %539 = arith.select %537, %538, %535 : vector<128x1xi1>, vector<128x1xf32>
        %540 = arith.subf %532, %539 : vector<128x1xf32>
        %541 = math.exp %540 : vector<128x1xf32>
        %542 = vector.broadcast %539 : vector<128x1xf32> to vector<128x256xf32>
        %543 = arith.subf %526, %542 : vector<128x256xf32>
        %544 = math.exp %543 : vector<128x256xf32>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %545 = vector.load %arg16[%c4, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %546 = vector.shape_cast %545 : vector<1x128x1xf32> to vector<128x1xf32>
        %547 = arith.mulf %541, %546 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %548 = vector.multi_reduction <add>, %544, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %549 = vector.shape_cast %548 : vector<128xf32> to vector<128x1xf32>
        %550 = arith.addf %547, %549 : vector<128x1xf32>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %551 = vector.load %arg16[%c4, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %552 = vector.shape_cast %551 : vector<1x128x1xf32> to vector<128x1xf32>
        %553 = vector.shape_cast %550 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c4, %c0, %c0], %553 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %554 = arith.truncf %544 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %555 = tpu.matmul %554, %530, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %556 = vector.load %arg17[%c4, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %557 = vector.shape_cast %556 : vector<1x128x64xf32> to vector<128x64xf32>
        %558 = vector.broadcast %541 : vector<128x1xf32> to vector<128x64xf32>
        %559 = arith.mulf %558, %557 : vector<128x64xf32>
        %560 = arith.addf %559, %555 : vector<128x64xf32>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %561 = vector.load %arg17[%c4, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %562 = vector.shape_cast %561 : vector<1x128x64xf32> to vector<128x64xf32>
        %563 = vector.shape_cast %560 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c4, %c0, %c0], %563 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %564 = vector.load %arg15[%c4, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %565 = vector.shape_cast %564 : vector<1x128x1xf32> to vector<128x1xf32>
        %566 = vector.shape_cast %535 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c4, %c0, %c0], %566 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %567 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c10 = arith.constant 10 : index
        %c0 = arith.constant 0 : index
        %568 = vector.load %arg13[%567, %c0, %c0, %c10, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %569 = vector.shape_cast %568 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %570 = vector.shape_cast %569 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %571 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c11 = arith.constant 11 : index
        %c0 = arith.constant 0 : index
        %572 = vector.load %arg13[%571, %c0, %c0, %c11, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %573 = vector.shape_cast %572 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %574 = vector.shape_cast %573 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %575 = vector.load %arg9[%c0, %c5, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %576 = vector.shape_cast %575 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %577 = tpu.matmul %576, %570, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %578 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %579 = arith.mulf %577, %578 : vector<128x256xf32>
        %580 = arith.extf %574 : vector<256x64xbf16> to vector<256x64xf32>
        %581 = math.absf %580 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %582 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %583 = arith.cmpf olt, %581, %582 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %584 = arith.xori %583, %cst_xd01768 : vector<256x64xi1>
        %585 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %586 = arith.andi %585, %584 : vector<256x64xi1>
        %587 = arith.extui %586 : vector<256x64xi1> to vector<256x64xi32>
        %588 = arith.sitofp %587 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %589 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %590 = tpu.matmul %589, %588, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %591 = vector.extract_strided_slice %590 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %592 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %593 = arith.cmpf ogt, %591, %592 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %594 = vector.shape_cast %593 : vector<1x256xi1> to vector<1x256xi1>
        %595 = vector.broadcast %594 : vector<1x256xi1> to vector<128x256xi1>
        %596 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %597 = arith.select %595, %596, %579 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %598 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %599 = arith.select %196, %597, %598 : vector<128x256xi1>, vector<128x256xf32>
        %600 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %601 = arith.andi %600, %583 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %602 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %603 = arith.select %601, %574, %602 : vector<256x64xi1>, vector<256x64xbf16>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %604 = vector.load %arg15[%c5, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %605 = vector.shape_cast %604 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %606 = vector.multi_reduction <maximumf>, %599, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %607 = vector.shape_cast %606 : vector<128xf32> to vector<128x1xf32>
        %608 = arith.maximumf %605, %607 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %609 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %610 = arith.cmpf oeq, %608, %609 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %611 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %612 = arith.select %610, %611, %608 : vector<128x1xi1>, vector<128x1xf32>
        %613 = arith.subf %605, %612 : vector<128x1xf32>
        %614 = math.exp %613 : vector<128x1xf32>
        %615 = vector.broadcast %612 : vector<128x1xf32> to vector<128x256xf32>
        %616 = arith.subf %599, %615 : vector<128x256xf32>
        %617 = math.exp %616 : vector<128x256xf32>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %618 = vector.load %arg16[%c5, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %619 = vector.shape_cast %618 : vector<1x128x1xf32> to vector<128x1xf32>
        %620 = arith.mulf %614, %619 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %621 = vector.multi_reduction <add>, %617, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %622 = vector.shape_cast %621 : vector<128xf32> to vector<128x1xf32>
        %623 = arith.addf %620, %622 : vector<128x1xf32>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %624 = vector.load %arg16[%c5, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %625 = vector.shape_cast %624 : vector<1x128x1xf32> to vector<128x1xf32>
        %626 = vector.shape_cast %623 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c5, %c0, %c0], %626 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %627 = arith.truncf %617 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %628 = tpu.matmul %627, %603, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %629 = vector.load %arg17[%c5, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %630 = vector.shape_cast %629 : vector<1x128x64xf32> to vector<128x64xf32>
        %631 = vector.broadcast %614 : vector<128x1xf32> to vector<128x64xf32>
        %632 = arith.mulf %631, %630 : vector<128x64xf32>
        %633 = arith.addf %632, %628 : vector<128x64xf32>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %634 = vector.load %arg17[%c5, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %635 = vector.shape_cast %634 : vector<1x128x64xf32> to vector<128x64xf32>
        %636 = vector.shape_cast %633 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c5, %c0, %c0], %636 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %637 = vector.load %arg15[%c5, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %638 = vector.shape_cast %637 : vector<1x128x1xf32> to vector<128x1xf32>
        %639 = vector.shape_cast %608 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c5, %c0, %c0], %639 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %640 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c12 = arith.constant 12 : index
        %c0 = arith.constant 0 : index
        %641 = vector.load %arg13[%640, %c0, %c0, %c12, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %642 = vector.shape_cast %641 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %643 = vector.shape_cast %642 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %644 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c13 = arith.constant 13 : index
        %c0 = arith.constant 0 : index
        %645 = vector.load %arg13[%644, %c0, %c0, %c13, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %646 = vector.shape_cast %645 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %647 = vector.shape_cast %646 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %648 = vector.load %arg9[%c0, %c6, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %649 = vector.shape_cast %648 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %650 = tpu.matmul %649, %643, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %651 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %652 = arith.mulf %650, %651 : vector<128x256xf32>
        %653 = arith.extf %647 : vector<256x64xbf16> to vector<256x64xf32>
        %654 = math.absf %653 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %655 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %656 = arith.cmpf olt, %654, %655 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %657 = arith.xori %656, %cst_xd01768 : vector<256x64xi1>
        %658 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %659 = arith.andi %658, %657 : vector<256x64xi1>
        %660 = arith.extui %659 : vector<256x64xi1> to vector<256x64xi32>
        %661 = arith.sitofp %660 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %662 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %663 = tpu.matmul %662, %661, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %664 = vector.extract_strided_slice %663 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %665 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %666 = arith.cmpf ogt, %664, %665 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %667 = vector.shape_cast %666 : vector<1x256xi1> to vector<1x256xi1>
        %668 = vector.broadcast %667 : vector<1x256xi1> to vector<128x256xi1>
        %669 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %670 = arith.select %668, %669, %652 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %671 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %672 = arith.select %196, %670, %671 : vector<128x256xi1>, vector<128x256xf32>
        %673 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %674 = arith.andi %673, %656 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %675 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %676 = arith.select %674, %647, %675 : vector<256x64xi1>, vector<256x64xbf16>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %677 = vector.load %arg15[%c6, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %678 = vector.shape_cast %677 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %679 = vector.multi_reduction <maximumf>, %672, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %680 = vector.shape_cast %679 : vector<128xf32> to vector<128x1xf32>
        %681 = arith.maximumf %678, %680 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %682 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %683 = arith.cmpf oeq, %681, %682 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %684 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %685 = arith.select %683, %684, %681 : vector<128x1xi1>, vector<128x1xf32>
        %686 = arith.subf %678, %685 : vector<128x1xf32>
        %687 = math.exp %686 : vector<128x1xf32>
        %688 = vector.broadcast %685 : vector<128x1xf32> to vector<128x256xf32>
        %689 = arith.subf %672, %688 : vector<128x256xf32>
        %690 = math.exp %689 : vector<128x256xf32>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %691 = vector.load %arg16[%c6, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %692 = vector.shape_cast %691 : vector<1x128x1xf32> to vector<128x1xf32>
        %693 = arith.mulf %687, %692 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %694 = vector.multi_reduction <add>, %690, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %695 = vector.shape_cast %694 : vector<128xf32> to vector<128x1xf32>
        %696 = arith.addf %693, %695 : vector<128x1xf32>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %697 = vector.load %arg16[%c6, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %698 = vector.shape_cast %697 : vector<1x128x1xf32> to vector<128x1xf32>
        %699 = vector.shape_cast %696 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c6, %c0, %c0], %699 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %700 = arith.truncf %690 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %701 = tpu.matmul %700, %676, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %702 = vector.load %arg17[%c6, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %703 = vector.shape_cast %702 : vector<1x128x64xf32> to vector<128x64xf32>
        %704 = vector.broadcast %687 : vector<128x1xf32> to vector<128x64xf32>
        %705 = arith.mulf %704, %703 : vector<128x64xf32>
        %706 = arith.addf %705, %701 : vector<128x64xf32>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %707 = vector.load %arg17[%c6, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %708 = vector.shape_cast %707 : vector<1x128x64xf32> to vector<128x64xf32>
        %709 = vector.shape_cast %706 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c6, %c0, %c0], %709 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %710 = vector.load %arg15[%c6, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %711 = vector.shape_cast %710 : vector<1x128x1xf32> to vector<128x1xf32>
        %712 = vector.shape_cast %681 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c6, %c0, %c0], %712 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %713 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c14 = arith.constant 14 : index
        %c0 = arith.constant 0 : index
        %714 = vector.load %arg13[%713, %c0, %c0, %c14, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %715 = vector.shape_cast %714 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %716 = vector.shape_cast %715 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %717 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c15 = arith.constant 15 : index
        %c0 = arith.constant 0 : index
        %718 = vector.load %arg13[%717, %c0, %c0, %c15, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %719 = vector.shape_cast %718 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %720 = vector.shape_cast %719 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %721 = vector.load %arg9[%c0, %c7, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %722 = vector.shape_cast %721 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %723 = tpu.matmul %722, %716, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %724 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %725 = arith.mulf %723, %724 : vector<128x256xf32>
        %726 = arith.extf %720 : vector<256x64xbf16> to vector<256x64xf32>
        %727 = math.absf %726 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %728 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %729 = arith.cmpf olt, %727, %728 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %730 = arith.xori %729, %cst_xd01768 : vector<256x64xi1>
        %731 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %732 = arith.andi %731, %730 : vector<256x64xi1>
        %733 = arith.extui %732 : vector<256x64xi1> to vector<256x64xi32>
        %734 = arith.sitofp %733 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %735 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %736 = tpu.matmul %735, %734, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %737 = vector.extract_strided_slice %736 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %738 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %739 = arith.cmpf ogt, %737, %738 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %740 = vector.shape_cast %739 : vector<1x256xi1> to vector<1x256xi1>
        %741 = vector.broadcast %740 : vector<1x256xi1> to vector<128x256xi1>
        %742 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %743 = arith.select %741, %742, %725 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %744 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %745 = arith.select %196, %743, %744 : vector<128x256xi1>, vector<128x256xf32>
        %746 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %747 = arith.andi %746, %729 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %748 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %749 = arith.select %747, %720, %748 : vector<256x64xi1>, vector<256x64xbf16>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %750 = vector.load %arg15[%c7, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %751 = vector.shape_cast %750 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %752 = vector.multi_reduction <maximumf>, %745, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %753 = vector.shape_cast %752 : vector<128xf32> to vector<128x1xf32>
        %754 = arith.maximumf %751, %753 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %755 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %756 = arith.cmpf oeq, %754, %755 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %757 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %758 = arith.select %756, %757, %754 : vector<128x1xi1>, vector<128x1xf32>
        %759 = arith.subf %751, %758 : vector<128x1xf32>
        %760 = math.exp %759 : vector<128x1xf32>
        %761 = vector.broadcast %758 : vector<128x1xf32> to vector<128x256xf32>
        %762 = arith.subf %745, %761 : vector<128x256xf32>
        %763 = math.exp %762 : vector<128x256xf32>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %764 = vector.load %arg16[%c7, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %765 = vector.shape_cast %764 : vector<1x128x1xf32> to vector<128x1xf32>
        %766 = arith.mulf %760, %765 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %767 = vector.multi_reduction <add>, %763, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %768 = vector.shape_cast %767 : vector<128xf32> to vector<128x1xf32>
        %769 = arith.addf %766, %768 : vector<128x1xf32>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %770 = vector.load %arg16[%c7, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %771 = vector.shape_cast %770 : vector<1x128x1xf32> to vector<128x1xf32>
        %772 = vector.shape_cast %769 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c7, %c0, %c0], %772 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %773 = arith.truncf %763 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %774 = tpu.matmul %773, %749, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %775 = vector.load %arg17[%c7, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %776 = vector.shape_cast %775 : vector<1x128x64xf32> to vector<128x64xf32>
        %777 = vector.broadcast %760 : vector<128x1xf32> to vector<128x64xf32>
        %778 = arith.mulf %777, %776 : vector<128x64xf32>
        %779 = arith.addf %778, %774 : vector<128x64xf32>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %780 = vector.load %arg17[%c7, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %781 = vector.shape_cast %780 : vector<1x128x64xf32> to vector<128x64xf32>
        %782 = vector.shape_cast %779 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c7, %c0, %c0], %782 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %783 = vector.load %arg15[%c7, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %784 = vector.shape_cast %783 : vector<1x128x1xf32> to vector<128x1xf32>
        %785 = vector.shape_cast %754 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c7, %c0, %c0], %785 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
      } else {
      }
    }
    %c1_i32 = arith.constant 1 : i32
    scf.for %arg18 = %38 to %35 step %c1_i32  : i32 {
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.cmpi eq, %c2_i32, %c0_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      %52 = arith.select %51, %c1_i32, %c2_i32 : i32
      %53 = arith.remsi %arg18, %52 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = arith.cmpi ne, %53, %c0_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.cmpi slt, %53, %c0_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.cmpi slt, %52, %c0_i32 : i32
      %57 = arith.xori %55, %56 : i1
      %58 = arith.andi %57, %54 : i1
      %59 = arith.addi %53, %52 : i32
      %60 = arith.select %58, %59, %53 : i32
      %c1_i32 = arith.constant 1 : i32
      %61 = arith.addi %arg18, %c1_i32 : i32
      %62 = arith.cmpi slt, %61, %11 : i32
      %63 = arith.extui %62 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %64 = arith.cmpi ne, %63, %c0_i32 : i32
      scf.if %64 {
        %c1_i32 = arith.constant 1 : i32
        %156 = arith.addi %arg18, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %157 = arith.subi %c1_i32, %60 : i32
        %c1_i32 = arith.constant 1 : i32
        %158 = arith.muli %arg0, %c1_i32 : i32
        %159 = arith.index_cast %158 : i32 to index
        %160 = memref.load %arg4[%159] : memref<24xi32, #tpu.memory_space<smem>>
        %c4_i32 = arith.constant 4 : i32
        %161 = arith.muli %156, %c4_i32 : i32
        %162 = arith.addi %160, %161 : i32
        %163 = arith.index_cast %158 : i32 to index
        %164 = memref.load %arg5[%163] : memref<24xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %165 = arith.addi %162, %c0_i32 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %166 = arith.muli %1, %c2048_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %167 = arith.maxsi %c0_i32, %165 : i32
        %168 = arith.minsi %c2047_i32, %167 : i32
        %169 = arith.addi %166, %168 : i32
        %170 = arith.index_cast %169 : i32 to index
        %171 = memref.load %arg8[%170] : memref<16384xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %172 = arith.maxsi %c0_i32, %171 : i32
        %173 = arith.minsi %c16383_i32, %172 : i32
        %174 = arith.cmpi slt, %165, %164 : i32
        %175 = arith.extui %174 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %176 = arith.cmpi ne, %175, %c0_i32 : i32
        scf.if %176 {
          %213 = tpu.memref_slice %arg14[%157] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg13[%157, %c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg11[%173, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%216 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        %c1_i32 = arith.constant 1 : i32
        %177 = arith.addi %162, %c1_i32 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %178 = arith.muli %1, %c2048_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %179 = arith.maxsi %c0_i32, %177 : i32
        %180 = arith.minsi %c2047_i32, %179 : i32
        %181 = arith.addi %178, %180 : i32
        %182 = arith.index_cast %181 : i32 to index
        %183 = memref.load %arg8[%182] : memref<16384xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %184 = arith.maxsi %c0_i32, %183 : i32
        %185 = arith.minsi %c16383_i32, %184 : i32
        %186 = arith.cmpi slt, %177, %164 : i32
        %187 = arith.extui %186 : i1 to i32
        %c1_i32 = arith.constant 1 : i32
        %c0_i32 = arith.constant 0 : i32
        %188 = arith.cmpi ne, %187, %c0_i32 : i32
        scf.if %188 {
          %213 = tpu.memref_slice %arg14[%157] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg13[%157, %c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg11[%185, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%216 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        %c2_i32 = arith.constant 2 : i32
        %189 = arith.addi %162, %c2_i32 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %190 = arith.muli %1, %c2048_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %191 = arith.maxsi %c0_i32, %189 : i32
        %192 = arith.minsi %c2047_i32, %191 : i32
        %193 = arith.addi %190, %192 : i32
        %194 = arith.index_cast %193 : i32 to index
        %195 = memref.load %arg8[%194] : memref<16384xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %196 = arith.maxsi %c0_i32, %195 : i32
        %197 = arith.minsi %c16383_i32, %196 : i32
        %198 = arith.cmpi slt, %189, %164 : i32
        %199 = arith.extui %198 : i1 to i32
        %c2_i32 = arith.constant 2 : i32
        %c0_i32 = arith.constant 0 : i32
        %200 = arith.cmpi ne, %199, %c0_i32 : i32
        scf.if %200 {
          %213 = tpu.memref_slice %arg14[%157] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg13[%157, %c2_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg11[%197, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%216 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        %c3_i32 = arith.constant 3 : i32
        %201 = arith.addi %162, %c3_i32 : i32
        %c2048_i32 = arith.constant 2048 : i32
        %202 = arith.muli %1, %c2048_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2047_i32 = arith.constant 2047 : i32
        %203 = arith.maxsi %c0_i32, %201 : i32
        %204 = arith.minsi %c2047_i32, %203 : i32
        %205 = arith.addi %202, %204 : i32
        %206 = arith.index_cast %205 : i32 to index
        %207 = memref.load %arg8[%206] : memref<16384xi32, #tpu.memory_space<smem>>
        %c0_i32 = arith.constant 0 : i32
        %c16383_i32 = arith.constant 16383 : i32
        %208 = arith.maxsi %c0_i32, %207 : i32
        %209 = arith.minsi %c16383_i32, %208 : i32
        %210 = arith.cmpi slt, %201, %164 : i32
        %211 = arith.extui %210 : i1 to i32
        %c3_i32 = arith.constant 3 : i32
        %c0_i32 = arith.constant 0 : i32
        %212 = arith.cmpi ne, %211, %c0_i32 : i32
        scf.if %212 {
          %213 = tpu.memref_slice %arg14[%157] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg13[%157, %c3_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg11[%209, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<64x16x64xbf16, #tpu.memory_space<any>>) target(%216 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
      } else {
      }
      %c1_i32 = arith.constant 1 : i32
      %65 = arith.muli %arg0, %c1_i32 : i32
      %66 = arith.index_cast %65 : i32 to index
      %67 = memref.load %arg4[%66] : memref<24xi32, #tpu.memory_space<smem>>
      %c4_i32 = arith.constant 4 : i32
      %68 = arith.muli %arg18, %c4_i32 : i32
      %69 = arith.addi %67, %68 : i32
      %70 = arith.index_cast %65 : i32 to index
      %71 = memref.load %arg5[%70] : memref<24xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = arith.addi %69, %c0_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %73 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %74 = arith.maxsi %c0_i32, %72 : i32
      %75 = arith.minsi %c2047_i32, %74 : i32
      %76 = arith.addi %73, %75 : i32
      %77 = arith.index_cast %76 : i32 to index
      %78 = memref.load %arg8[%77] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %79 = arith.maxsi %c0_i32, %78 : i32
      %80 = arith.minsi %c16383_i32, %79 : i32
      %81 = arith.cmpi slt, %72, %71 : i32
      %82 = arith.extui %81 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = arith.cmpi ne, %82, %c0_i32 : i32
      scf.if %83 {
        %156 = tpu.memref_slice %arg14[%60] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg13[%60, %c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg11[%80, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%161 : memref<64x16x64xbf16, #tpu.memory_space<any>>) dst(%159 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>)
      } else {
      }
      %c1_i32 = arith.constant 1 : i32
      %84 = arith.addi %69, %c1_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %85 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %86 = arith.maxsi %c0_i32, %84 : i32
      %87 = arith.minsi %c2047_i32, %86 : i32
      %88 = arith.addi %85, %87 : i32
      %89 = arith.index_cast %88 : i32 to index
      %90 = memref.load %arg8[%89] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %91 = arith.maxsi %c0_i32, %90 : i32
      %92 = arith.minsi %c16383_i32, %91 : i32
      %93 = arith.cmpi slt, %84, %71 : i32
      %94 = arith.extui %93 : i1 to i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = arith.cmpi ne, %94, %c0_i32 : i32
      scf.if %95 {
        %156 = tpu.memref_slice %arg14[%60] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg13[%60, %c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg11[%92, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%161 : memref<64x16x64xbf16, #tpu.memory_space<any>>) dst(%159 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>)
      } else {
      }
      %c2_i32 = arith.constant 2 : i32
      %96 = arith.addi %69, %c2_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %97 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %98 = arith.maxsi %c0_i32, %96 : i32
      %99 = arith.minsi %c2047_i32, %98 : i32
      %100 = arith.addi %97, %99 : i32
      %101 = arith.index_cast %100 : i32 to index
      %102 = memref.load %arg8[%101] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %103 = arith.maxsi %c0_i32, %102 : i32
      %104 = arith.minsi %c16383_i32, %103 : i32
      %105 = arith.cmpi slt, %96, %71 : i32
      %106 = arith.extui %105 : i1 to i32
      %c2_i32 = arith.constant 2 : i32
      %c0_i32 = arith.constant 0 : i32
      %107 = arith.cmpi ne, %106, %c0_i32 : i32
      scf.if %107 {
        %156 = tpu.memref_slice %arg14[%60] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg13[%60, %c2_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg11[%104, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%161 : memref<64x16x64xbf16, #tpu.memory_space<any>>) dst(%159 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>)
      } else {
      }
      %c3_i32 = arith.constant 3 : i32
      %108 = arith.addi %69, %c3_i32 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %109 = arith.muli %1, %c2048_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2047_i32 = arith.constant 2047 : i32
      %110 = arith.maxsi %c0_i32, %108 : i32
      %111 = arith.minsi %c2047_i32, %110 : i32
      %112 = arith.addi %109, %111 : i32
      %113 = arith.index_cast %112 : i32 to index
      %114 = memref.load %arg8[%113] : memref<16384xi32, #tpu.memory_space<smem>>
      %c0_i32 = arith.constant 0 : i32
      %c16383_i32 = arith.constant 16383 : i32
      %115 = arith.maxsi %c0_i32, %114 : i32
      %116 = arith.minsi %c16383_i32, %115 : i32
      %117 = arith.cmpi slt, %108, %71 : i32
      %118 = arith.extui %117 : i1 to i32
      %c3_i32 = arith.constant 3 : i32
      %c0_i32 = arith.constant 0 : i32
      %119 = arith.cmpi ne, %118, %c0_i32 : i32
      scf.if %119 {
        %156 = tpu.memref_slice %arg14[%60] : memref<2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg13[%60, %c3_i32, %c0_i32, %c0_i32, %c0_i32] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x64x16x64xbf16, #tpu.memory_space<vmem>> -> memref<64x16x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg11[%116, %c0_i32, %c0_i32, %c0_i32] : memref<16384x64x16x64xbf16, #tpu.memory_space<any>> -> memref<1x64x16x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x64x16x64xbf16, #tpu.memory_space<any>> -> memref<64x16x64xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%161 : memref<64x16x64xbf16, #tpu.memory_space<any>>) dst(%159 : memref<64x16x64xbf16, #tpu.memory_space<vmem>>)
      } else {
      }
      %c1_i32 = arith.constant 1 : i32
      %120 = arith.muli %arg0, %c1_i32 : i32
      %121 = arith.index_cast %120 : i32 to index
      %122 = memref.load %arg4[%121] : memref<24xi32, #tpu.memory_space<smem>>
      %c4_i32 = arith.constant 4 : i32
      %123 = arith.muli %arg18, %c4_i32 : i32
      %124 = arith.addi %122, %123 : i32
      %125 = arith.index_cast %120 : i32 to index
      %126 = memref.load %arg5[%125] : memref<24xi32, #tpu.memory_space<smem>>
      %c64_i32 = arith.constant 64 : i32
      %127 = arith.muli %124, %c64_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %128 = arith.addi %124, %c4_i32 : i32
      %129 = arith.minsi %128, %126 : i32
      %c64_i32 = arith.constant 64 : i32
      %130 = arith.muli %129, %c64_i32 : i32
      %131 = arith.minsi %130, %7 : i32
      %132 = arith.addi %3, %5 : i32
      %c1_i32 = arith.constant 1 : i32
      %133 = arith.subi %132, %c1_i32 : i32
      %c1_i32 = arith.constant 1 : i32
      %134 = arith.subi %131, %c1_i32 : i32
      %135 = arith.subi %127, %133 : i32
      %136 = arith.subi %134, %3 : i32
      %c-127_i32 = arith.constant -127 : i32
      %137 = arith.cmpi sge, %135, %c-127_i32 : i32
      %true = arith.constant true
      %138 = arith.andi %true, %137 : i1
      %c-127_i32 = arith.constant -127 : i32
      %139 = arith.cmpi slt, %136, %c-127_i32 : i32
      %false = arith.constant false
      %140 = arith.ori %false, %139 : i1
      %c0_i32 = arith.constant 0 : i32
      %141 = arith.cmpi sle, %136, %c0_i32 : i32
      %142 = arith.andi %138, %141 : i1
      %c0_i32 = arith.constant 0 : i32
      %143 = arith.cmpi sgt, %135, %c0_i32 : i32
      %144 = arith.ori %140, %143 : i1
      %c2_i32 = arith.constant 2 : i32
      %c1_i32 = arith.constant 1 : i32
      %145 = arith.select %142, %c2_i32, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %146 = arith.select %144, %c0_i32, %145 : i32
      %147 = arith.trunci %146 : i32 to i8
      %148 = arith.extsi %147 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %149 = arith.cmpi eq, %148, %c2_i32 : i32
      %c256_i32 = arith.constant 256 : i32
      %150 = arith.addi %127, %c256_i32 : i32
      %151 = arith.cmpi eq, %131, %150 : i32
      %152 = arith.andi %149, %151 : i1
      %c0_i32 = arith.constant 0 : i32
      %153 = arith.cmpi ne, %148, %c0_i32 : i32
      %154 = arith.extui %153 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %155 = arith.cmpi ne, %154, %c0_i32 : i32
      scf.if %155 {
        %156 = tpu.iota {dimensions = array<i32: 1>} : vector<128x256xi32>
        %157 = vector.broadcast %127 : i32 to vector<128x256xi32>
        %158 = arith.addi %157, %156 : vector<128x256xi32>
        %159 = tpu.iota {dimensions = array<i32: 0>} : vector<128x256xi32>
        %c8_i32 = arith.constant 8 : i32
        %160 = vector.broadcast %c8_i32 : i32 to vector<128x256xi32>
        %161 = arith.divsi %159, %160 : vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %162 = vector.broadcast %c0_i32 : i32 to vector<128x256xi32>
        %163 = arith.cmpi sgt, %159, %162 : vector<128x256xi32>
        %164 = arith.extui %163 : vector<128x256xi1> to vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %165 = vector.broadcast %c0_i32 : i32 to vector<128x256xi32>
        %166 = arith.cmpi slt, %159, %165 : vector<128x256xi32>
        %167 = arith.extui %166 : vector<128x256xi1> to vector<128x256xi32>
        %168 = arith.subi %164, %167 : vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %169 = arith.cmpi sgt, %c8_i32, %c0_i32 : i32
        %170 = arith.extui %169 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %171 = arith.cmpi slt, %c8_i32, %c0_i32 : i32
        %172 = arith.extui %171 : i1 to i32
        %173 = arith.subi %170, %172 : i32
        %174 = vector.broadcast %173 : i32 to vector<128x256xi32>
        %175 = arith.cmpi ne, %168, %174 : vector<128x256xi32>
        %176 = vector.broadcast %c8_i32 : i32 to vector<128x256xi32>
        %177 = arith.remsi %159, %176 : vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %178 = vector.broadcast %c0_i32 : i32 to vector<128x256xi32>
        %179 = arith.cmpi ne, %177, %178 : vector<128x256xi32>
        %180 = arith.andi %175, %179 : vector<128x256xi1>
        %c1_i32 = arith.constant 1 : i32
        %181 = vector.broadcast %c1_i32 : i32 to vector<128x256xi32>
        %182 = arith.subi %161, %181 : vector<128x256xi32>
        %183 = arith.select %180, %182, %161 : vector<128x256xi1>, vector<128x256xi32>
        %184 = vector.broadcast %3 : i32 to vector<128x256xi32>
        %185 = arith.addi %184, %183 : vector<128x256xi32>
        %186 = arith.subi %158, %185 : vector<128x256xi32>
        %c-127_i32 = arith.constant -127 : i32
        %187 = vector.broadcast %c-127_i32 : i32 to vector<128x256xi32>
        %188 = arith.cmpi sge, %186, %187 : vector<128x256xi32>
        %c0_i32 = arith.constant 0 : i32
        %189 = vector.broadcast %c0_i32 : i32 to vector<128x256xi32>
        %190 = arith.cmpi sle, %186, %189 : vector<128x256xi32>
        %191 = arith.andi %188, %190 : vector<128x256xi1>
        %192 = vector.broadcast %131 : i32 to vector<128x256xi32>
        %193 = arith.cmpi slt, %158, %192 : vector<128x256xi32>
        %194 = arith.andi %191, %193 : vector<128x256xi1>
        %195 = vector.broadcast %152 : i1 to vector<128x256xi1>
        %196 = arith.ori %194, %195 : vector<128x256xi1>
        %197 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %198 = vector.broadcast %127 : i32 to vector<256x1xi32>
        %199 = arith.addi %198, %197 : vector<256x1xi32>
        %200 = vector.broadcast %131 : i32 to vector<256x1xi32>
        %201 = arith.cmpi slt, %199, %200 : vector<256x1xi32>
        %202 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %203 = vector.load %arg13[%202, %c0, %c0, %c0, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %204 = vector.shape_cast %203 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %205 = vector.shape_cast %204 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %206 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %207 = vector.load %arg13[%206, %c0, %c0, %c1, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %208 = vector.shape_cast %207 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %209 = vector.shape_cast %208 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %210 = vector.load %arg9[%c0, %c0, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %211 = vector.shape_cast %210 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %212 = tpu.matmul %211, %205, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %213 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %214 = arith.mulf %212, %213 : vector<128x256xf32>
        %215 = arith.extf %209 : vector<256x64xbf16> to vector<256x64xf32>
        %216 = math.absf %215 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %217 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %218 = arith.cmpf olt, %216, %217 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %219 = arith.xori %218, %cst_xd01768 : vector<256x64xi1>
        %220 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %221 = arith.andi %220, %219 : vector<256x64xi1>
        %222 = arith.extui %221 : vector<256x64xi1> to vector<256x64xi32>
        %223 = arith.sitofp %222 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %224 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %225 = tpu.matmul %224, %223, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %226 = vector.extract_strided_slice %225 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %227 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %228 = arith.cmpf ogt, %226, %227 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %229 = vector.shape_cast %228 : vector<1x256xi1> to vector<1x256xi1>
        %230 = vector.broadcast %229 : vector<1x256xi1> to vector<128x256xi1>
        %231 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %232 = arith.select %230, %231, %214 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %233 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %234 = arith.select %196, %232, %233 : vector<128x256xi1>, vector<128x256xf32>
        %235 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %236 = arith.andi %235, %218 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %237 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %238 = arith.select %236, %209, %237 : vector<256x64xi1>, vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %239 = vector.load %arg15[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %240 = vector.shape_cast %239 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %241 = vector.multi_reduction <maximumf>, %234, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %242 = vector.shape_cast %241 : vector<128xf32> to vector<128x1xf32>
        %243 = arith.maximumf %240, %242 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %244 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %245 = arith.cmpf oeq, %243, %244 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %246 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %247 = arith.select %245, %246, %243 : vector<128x1xi1>, vector<128x1xf32>
        %248 = arith.subf %240, %247 : vector<128x1xf32>
        %249 = math.exp %248 : vector<128x1xf32>
        %250 = vector.broadcast %247 : vector<128x1xf32> to vector<128x256xf32>
        %251 = arith.subf %234, %250 : vector<128x256xf32>
        %252 = math.exp %251 : vector<128x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %253 = vector.load %arg16[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %254 = vector.shape_cast %253 : vector<1x128x1xf32> to vector<128x1xf32>
        %255 = arith.mulf %249, %254 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %256 = vector.multi_reduction <add>, %252, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %257 = vector.shape_cast %256 : vector<128xf32> to vector<128x1xf32>
        %258 = arith.addf %255, %257 : vector<128x1xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %259 = vector.load %arg16[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %260 = vector.shape_cast %259 : vector<1x128x1xf32> to vector<128x1xf32>
        %261 = vector.shape_cast %258 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c0, %c0, %c0], %261 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %262 = arith.truncf %252 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %263 = tpu.matmul %262, %238, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %264 = vector.load %arg17[%c0, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %265 = vector.shape_cast %264 : vector<1x128x64xf32> to vector<128x64xf32>
        %266 = vector.broadcast %249 : vector<128x1xf32> to vector<128x64xf32>
        %267 = arith.mulf %266, %265 : vector<128x64xf32>
        %268 = arith.addf %267, %263 : vector<128x64xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %269 = vector.load %arg17[%c0, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %270 = vector.shape_cast %269 : vector<1x128x64xf32> to vector<128x64xf32>
        %271 = vector.shape_cast %268 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c0, %c0, %c0], %271 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %272 = vector.load %arg15[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %273 = vector.shape_cast %272 : vector<1x128x1xf32> to vector<128x1xf32>
        %274 = vector.shape_cast %243 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c0, %c0, %c0], %274 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %275 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %276 = vector.load %arg13[%275, %c0, %c0, %c2, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %277 = vector.shape_cast %276 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %278 = vector.shape_cast %277 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %279 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %280 = vector.load %arg13[%279, %c0, %c0, %c3, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %281 = vector.shape_cast %280 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %282 = vector.shape_cast %281 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %283 = vector.load %arg9[%c0, %c1, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %284 = vector.shape_cast %283 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %285 = tpu.matmul %284, %278, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %286 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %287 = arith.mulf %285, %286 : vector<128x256xf32>
        %288 = arith.extf %282 : vector<256x64xbf16> to vector<256x64xf32>
        %289 = math.absf %288 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %290 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %291 = arith.cmpf olt, %289, %290 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %292 = arith.xori %291, %cst_xd01768 : vector<256x64xi1>
        %293 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %294 = arith.andi %293, %292 : vector<256x64xi1>
        %295 = arith.extui %294 : vector<256x64xi1> to vector<256x64xi32>
        %296 = arith.sitofp %295 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %297 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %298 = tpu.matmul %297, %296, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %299 = vector.extract_strided_slice %298 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %300 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %301 = arith.cmpf ogt, %299, %300 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %302 = vector.shape_cast %301 : vector<1x256xi1> to vector<1x256xi1>
        %303 = vector.broadcast %302 : vector<1x256xi1> to vector<128x256xi1>
        %304 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %305 = arith.select %303, %304, %287 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %306 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %307 = arith.select %196, %305, %306 : vector<128x256xi1>, vector<128x256xf32>
        %308 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %309 = arith.andi %308, %291 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %310 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %311 = arith.select %309, %282, %310 : vector<256x64xi1>, vector<256x64xbf16>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %312 = vector.load %arg15[%c1, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %313 = vector.shape_cast %312 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %314 = vector.multi_reduction <maximumf>, %307, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %315 = vector.shape_cast %314 : vector<128xf32> to vector<128x1xf32>
        %316 = arith.maximumf %313, %315 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %317 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %318 = arith.cmpf oeq, %316, %317 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %319 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %320 = arith.select %318, %319, %316 : vector<128x1xi1>, vector<128x1xf32>
        %321 = arith.subf %313, %320 : vector<128x1xf32>
        %322 = math.exp %321 : vector<128x1xf32>
        %323 = vector.broadcast %320 : vector<128x1xf32> to vector<128x256xf32>
        %324 = arith.subf %307, %323 : vector<128x256xf32>
        %325 = math.exp %324 : vector<128x256xf32>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %326 = vector.load %arg16[%c1, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %327 = vector.shape_cast %326 : vector<1x128x1xf32> to vector<128x1xf32>
        %328 = arith.mulf %322, %327 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %329 = vector.multi_reduction <add>, %325, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %330 = vector.shape_cast %329 : vector<128xf32> to vector<128x1xf32>
        %331 = arith.addf %328, %330 : vector<128x1xf32>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %332 = vector.load %arg16[%c1, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %333 = vector.shape_cast %332 : vector<1x128x1xf32> to vector<128x1xf32>
        %334 = vector.shape_cast %331 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c1, %c0, %c0], %334 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %335 = arith.truncf %325 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %336 = tpu.matmul %335, %311, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %337 = vector.load %arg17[%c1, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %338 = vector.shape_cast %337 : vector<1x128x64xf32> to vector<128x64xf32>
        %339 = vector.broadcast %322 : vector<128x1xf32> to vector<128x64xf32>
        %340 = arith.mulf %339, %338 : vector<128x64xf32>
        %341 = arith.addf %340, %336 : vector<128x64xf32>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %342 = vector.load %arg17[%c1, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %343 = vector.shape_cast %342 : vector<1x128x64xf32> to vector<128x64xf32>
        %344 = vector.shape_cast %341 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c1, %c0, %c0], %344 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %345 = vector.load %arg15[%c1, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %346 = vector.shape_cast %345 : vector<1x128x1xf32> to vector<128x1xf32>
        %347 = vector.shape_cast %316 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c1, %c0, %c0], %347 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %348 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %349 = vector.load %arg13[%348, %c0, %c0, %c4, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %350 = vector.shape_cast %349 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %351 = vector.shape_cast %350 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %352 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %353 = vector.load %arg13[%352, %c0, %c0, %c5, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %354 = vector.shape_cast %353 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %355 = vector.shape_cast %354 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %356 = vector.load %arg9[%c0, %c2, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %357 = vector.shape_cast %356 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %358 = tpu.matmul %357, %351, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %359 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %360 = arith.mulf %358, %359 : vector<128x256xf32>
        %361 = arith.extf %355 : vector<256x64xbf16> to vector<256x64xf32>
        %362 = math.absf %361 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %363 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %364 = arith.cmpf olt, %362, %363 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %365 = arith.xori %364, %cst_xd01768 : vector<256x64xi1>
        %366 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %367 = arith.andi %366, %365 : vector<256x64xi1>
        %368 = arith.extui %367 : vector<256x64xi1> to vector<256x64xi32>
        %369 = arith.sitofp %368 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %370 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %371 = tpu.matmul %370, %369, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %372 = vector.extract_strided_slice %371 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %373 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %374 = arith.cmpf ogt, %372, %373 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %375 = vector.shape_cast %374 : vector<1x256xi1> to vector<1x256xi1>
        %376 = vector.broadcast %375 : vector<1x256xi1> to vector<128x256xi1>
        %377 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %378 = arith.select %376, %377, %360 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %379 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %380 = arith.select %196, %378, %379 : vector<128x256xi1>, vector<128x256xf32>
        %381 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %382 = arith.andi %381, %364 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %383 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %384 = arith.select %382, %355, %383 : vector<256x64xi1>, vector<256x64xbf16>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %385 = vector.load %arg15[%c2, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %386 = vector.shape_cast %385 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %387 = vector.multi_reduction <maximumf>, %380, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %388 = vector.shape_cast %387 : vector<128xf32> to vector<128x1xf32>
        %389 = arith.maximumf %386, %388 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %390 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %391 = arith.cmpf oeq, %389, %390 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %392 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %393 = arith.select %391, %392, %389 : vector<128x1xi1>, vector<128x1xf32>
        %394 = arith.subf %386, %393 : vector<128x1xf32>
        %395 = math.exp %394 : vector<128x1xf32>
        %396 = vector.broadcast %393 : vector<128x1xf32> to vector<128x256xf32>
        %397 = arith.subf %380, %396 : vector<128x256xf32>
        %398 = math.exp %397 : vector<128x256xf32>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %399 = vector.load %arg16[%c2, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %400 = vector.shape_cast %399 : vector<1x128x1xf32> to vector<128x1xf32>
        %401 = arith.mulf %395, %400 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %402 = vector.multi_reduction <add>, %398, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %403 = vector.shape_cast %402 : vector<128xf32> to vector<128x1xf32>
        %404 = arith.addf %401, %403 : vector<128x1xf32>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %405 = vector.load %arg16[%c2, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %406 = vector.shape_cast %405 : vector<1x128x1xf32> to vector<128x1xf32>
        %407 = vector.shape_cast %404 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c2, %c0, %c0], %407 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %408 = arith.truncf %398 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %409 = tpu.matmul %408, %384, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %410 = vector.load %arg17[%c2, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %411 = vector.shape_cast %410 : vector<1x128x64xf32> to vector<128x64xf32>
        %412 = vector.broadcast %395 : vector<128x1xf32> to vector<128x64xf32>
        %413 = arith.mulf %412, %411 : vector<128x64xf32>
        %414 = arith.addf %413, %409 : vector<128x64xf32>
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %415 = vector.load %arg17[%c2, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %416 = vector.shape_cast %415 : vector<1x128x64xf32> to vector<128x64xf32>
        %417 = vector.shape_cast %414 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c2, %c0, %c0], %417 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c2 = arith.constant 2 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %418 = vector.load %arg15[%c2, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %419 = vector.shape_cast %418 : vector<1x128x1xf32> to vector<128x1xf32>
        %420 = vector.shape_cast %389 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c2, %c0, %c0], %420 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %421 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %422 = vector.load %arg13[%421, %c0, %c0, %c6, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %423 = vector.shape_cast %422 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %424 = vector.shape_cast %423 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %425 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %426 = vector.load %arg13[%425, %c0, %c0, %c7, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %427 = vector.shape_cast %426 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %428 = vector.shape_cast %427 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %429 = vector.load %arg9[%c0, %c3, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %430 = vector.shape_cast %429 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %431 = tpu.matmul %430, %424, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %432 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %433 = arith.mulf %431, %432 : vector<128x256xf32>
        %434 = arith.extf %428 : vector<256x64xbf16> to vector<256x64xf32>
        %435 = math.absf %434 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %436 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %437 = arith.cmpf olt, %435, %436 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %438 = arith.xori %437, %cst_xd01768 : vector<256x64xi1>
        %439 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %440 = arith.andi %439, %438 : vector<256x64xi1>
        %441 = arith.extui %440 : vector<256x64xi1> to vector<256x64xi32>
        %442 = arith.sitofp %441 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %443 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %444 = tpu.matmul %443, %442, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %445 = vector.extract_strided_slice %444 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %446 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %447 = arith.cmpf ogt, %445, %446 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %448 = vector.shape_cast %447 : vector<1x256xi1> to vector<1x256xi1>
        %449 = vector.broadcast %448 : vector<1x256xi1> to vector<128x256xi1>
        %450 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %451 = arith.select %449, %450, %433 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %452 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %453 = arith.select %196, %451, %452 : vector<128x256xi1>, vector<128x256xf32>
        %454 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %455 = arith.andi %454, %437 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %456 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %457 = arith.select %455, %428, %456 : vector<256x64xi1>, vector<256x64xbf16>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %458 = vector.load %arg15[%c3, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %459 = vector.shape_cast %458 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %460 = vector.multi_reduction <maximumf>, %453, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %461 = vector.shape_cast %460 : vector<128xf32> to vector<128x1xf32>
        %462 = arith.maximumf %459, %461 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %463 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %464 = arith.cmpf oeq, %462, %463 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %465 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %466 = arith.select %464, %465, %462 : vector<128x1xi1>, vector<128x1xf32>
        %467 = arith.subf %459, %466 : vector<128x1xf32>
        %468 = math.exp %467 : vector<128x1xf32>
        %469 = vector.broadcast %466 : vector<128x1xf32> to vector<128x256xf32>
        %470 = arith.subf %453, %469 : vector<128x256xf32>
        %471 = math.exp %470 : vector<128x256xf32>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %472 = vector.load %arg16[%c3, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %473 = vector.shape_cast %472 : vector<1x128x1xf32> to vector<128x1xf32>
        %474 = arith.mulf %468, %473 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %475 = vector.multi_reduction <add>, %471, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %476 = vector.shape_cast %475 : vector<128xf32> to vector<128x1xf32>
        %477 = arith.addf %474, %476 : vector<128x1xf32>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %478 = vector.load %arg16[%c3, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %479 = vector.shape_cast %478 : vector<1x128x1xf32> to vector<128x1xf32>
        %480 = vector.shape_cast %477 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c3, %c0, %c0], %480 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %481 = arith.truncf %471 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %482 = tpu.matmul %481, %457, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %483 = vector.load %arg17[%c3, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %484 = vector.shape_cast %483 : vector<1x128x64xf32> to vector<128x64xf32>
        %485 = vector.broadcast %468 : vector<128x1xf32> to vector<128x64xf32>
        %486 = arith.mulf %485, %484 : vector<128x64xf32>
        %487 = arith.addf %486, %482 : vector<128x64xf32>
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %488 = vector.load %arg17[%c3, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %489 = vector.shape_cast %488 : vector<1x128x64xf32> to vector<128x64xf32>
        %490 = vector.shape_cast %487 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c3, %c0, %c0], %490 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c3 = arith.constant 3 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %491 = vector.load %arg15[%c3, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %492 = vector.shape_cast %491 : vector<1x128x1xf32> to vector<128x1xf32>
        %493 = vector.shape_cast %462 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c3, %c0, %c0], %493 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %494 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c8 = arith.constant 8 : index
        %c0 = arith.constant 0 : index
        %495 = vector.load %arg13[%494, %c0, %c0, %c8, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %496 = vector.shape_cast %495 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %497 = vector.shape_cast %496 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %498 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c9 = arith.constant 9 : index
        %c0 = arith.constant 0 : index
        %499 = vector.load %arg13[%498, %c0, %c0, %c9, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %500 = vector.shape_cast %499 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %501 = vector.shape_cast %500 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %502 = vector.load %arg9[%c0, %c4, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %503 = vector.shape_cast %502 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %504 = tpu.matmul %503, %497, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %505 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %506 = arith.mulf %504, %505 : vector<128x256xf32>
        %507 = arith.extf %501 : vector<256x64xbf16> to vector<256x64xf32>
        %508 = math.absf %507 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %509 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %510 = arith.cmpf olt, %508, %509 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %511 = arith.xori %510, %cst_xd01768 : vector<256x64xi1>
        %512 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %513 = arith.andi %512, %511 : vector<256x64xi1>
        %514 = arith.extui %513 : vector<256x64xi1> to vector<256x64xi32>
        %515 = arith.sitofp %514 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %516 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %517 = tpu.matmul %516, %515, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %518 = vector.extract_strided_slice %517 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %519 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %520 = arith.cmpf ogt, %518, %519 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %521 = vector.shape_cast %520 : vector<1x256xi1> to vector<1x256xi1>
        %522 = vector.broadcast %521 : vector<1x256xi1> to vector<128x256xi1>
        %523 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %524 = arith.select %522, %523, %506 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %525 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %526 = arith.select %196, %524, %525 : vector<128x256xi1>, vector<128x256xf32>
        %527 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %528 = arith.andi %527, %510 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %529 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %530 = arith.select %528, %501, %529 : vector<256x64xi1>, vector<256x64xbf16>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %531 = vector.load %arg15[%c4, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %532 = vector.shape_cast %531 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %533 = vector.multi_reduction <maximumf>, %526, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %534 = vector.shape_cast %533 : vector<128xf32> to vector<128x1xf32>
        %535 = arith.maximumf %532, %534 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %536 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %537 = arith.cmpf oeq, %535, %536 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %538 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %539 = arith.select %537, %538, %535 : vector<128x1xi1>, vector<128x1xf32>
        %540 = arith.subf %532, %539 : vector<128x1xf32>
        %541 = math.exp %540 : vector<128x1xf32>
        %542 = vector.broadcast %539 : vector<128x1xf32> to vector<128x256xf32>
        %543 = arith.subf %526, %542 : vector<128x256xf32>
        %544 = math.exp %543 : vector<128x256xf32>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %545 = vector.load %arg16[%c4, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %546 = vector.shape_cast %545 : vector<1x128x1xf32> to vector<128x1xf32>
        %547 = arith.mulf %541, %546 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %548 = vector.multi_reduction <add>, %544, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %549 = vector.shape_cast %548 : vector<128xf32> to vector<128x1xf32>
        %550 = arith.addf %547, %549 : vector<128x1xf32>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %551 = vector.load %arg16[%c4, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %552 = vector.shape_cast %551 : vector<1x128x1xf32> to vector<128x1xf32>
        %553 = vector.shape_cast %550 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c4, %c0, %c0], %553 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %554 = arith.truncf %544 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %555 = tpu.matmul %554, %530, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %556 = vector.load %arg17[%c4, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %557 = vector.shape_cast %556 : vector<1x128x64xf32> to vector<128x64xf32>
        %558 = vector.broadcast %541 : vector<128x1xf32> to vector<128x64xf32>
        %559 = arith.mulf %558, %557 : vector<128x64xf32>
        %560 = arith.addf %559, %555 : vector<128x64xf32>
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %561 = vector.load %arg17[%c4, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %562 = vector.shape_cast %561 : vector<1x128x64xf32> to vector<128x64xf32>
        %563 = vector.shape_cast %560 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c4, %c0, %c0], %563 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c4 = arith.constant 4 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %564 = vector.load %arg15[%c4, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %565 = vector.shape_cast %564 : vector<1x128x1xf32> to vector<128x1xf32>
        %566 = vector.shape_cast %535 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c4, %c0, %c0], %566 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %567 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c10 = arith.constant 10 : index
        %c0 = arith.constant 0 : index
        %568 = vector.load %arg13[%567, %c0, %c0, %c10, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %569 = vector.shape_cast %568 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %570 = vector.shape_cast %569 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %571 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c11 = arith.constant 11 : index
        %c0 = arith.constant 0 : index
        %572 = vector.load %arg13[%571, %c0, %c0, %c11, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %573 = vector.shape_cast %572 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %574 = vector.shape_cast %573 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %575 = vector.load %arg9[%c0, %c5, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %576 = vector.shape_cast %575 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %577 = tpu.matmul %576, %570, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %578 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %579 = arith.mulf %577, %578 : vector<128x256xf32>
        %580 = arith.extf %574 : vector<256x64xbf16> to vector<256x64xf32>
        %581 = math.absf %580 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %582 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %583 = arith.cmpf olt, %581, %582 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %584 = arith.xori %583, %cst_xd01768 : vector<256x64xi1>
        %585 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %586 = arith.andi %585, %584 : vector<256x64xi1>
        %587 = arith.extui %586 : vector<256x64xi1> to vector<256x64xi32>
        %588 = arith.sitofp %587 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %589 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %590 = tpu.matmul %589, %588, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %591 = vector.extract_strided_slice %590 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %592 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %593 = arith.cmpf ogt, %591, %592 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %594 = vector.shape_cast %593 : vector<1x256xi1> to vector<1x256xi1>
        %595 = vector.broadcast %594 : vector<1x256xi1> to vector<128x256xi1>
        %596 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %597 = arith.select %595, %596, %579 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %598 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %599 = arith.select %196, %597, %598 : vector<128x256xi1>, vector<128x256xf32>
        %600 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %601 = arith.andi %600, %583 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %602 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %603 = arith.select %601, %574, %602 : vector<256x64xi1>, vector<256x64xbf16>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %604 = vector.load %arg15[%c5, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %605 = vector.shape_cast %604 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %606 = vector.multi_reduction <maximumf>, %599, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %607 = vector.shape_cast %606 : vector<128xf32> to vector<128x1xf32>
        %608 = arith.maximumf %605, %607 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %609 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %610 = arith.cmpf oeq, %608, %609 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %611 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %612 = arith.select %610, %611, %608 : vector<128x1xi1>, vector<128x1xf32>
        %613 = arith.subf %605, %612 : vector<128x1xf32>
        %614 = math.exp %613 : vector<128x1xf32>
        %615 = vector.broadcast %612 : vector<128x1xf32> to vector<128x256xf32>
        %616 = arith.subf %599, %615 : vector<128x256xf32>
        %617 = math.exp %616 : vector<128x256xf32>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %618 = vector.load %arg16[%c5, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %619 = vector.shape_cast %618 : vector<1x128x1xf32> to vector<128x1xf32>
        %620 = arith.mulf %614, %619 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %621 = vector.multi_reduction <add>, %617, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %622 = vector.shape_cast %621 : vector<128xf32> to vector<128x1xf32>
        %623 = arith.addf %620, %622 : vector<128x1xf32>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %624 = vector.load %arg16[%c5, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %625 = vector.shape_cast %624 : vector<1x128x1xf32> to vector<128x1xf32>
        %626 = vector.shape_cast %623 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c5, %c0, %c0], %626 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %627 = arith.truncf %617 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %628 = tpu.matmul %627, %603, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %629 = vector.load %arg17[%c5, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %630 = vector.shape_cast %629 : vector<1x128x64xf32> to vector<128x64xf32>
        %631 = vector.broadcast %614 : vector<128x1xf32> to vector<128x64xf32>
        %632 = arith.mulf %631, %630 : vector<128x64xf32>
        %633 = arith.addf %632, %628 : vector<128x64xf32>
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %634 = vector.load %arg17[%c5, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %635 = vector.shape_cast %634 : vector<1x128x64xf32> to vector<128x64xf32>
        %636 = vector.shape_cast %633 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c5, %c0, %c0], %636 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %637 = vector.load %arg15[%c5, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %638 = vector.shape_cast %637 : vector<1x128x1xf32> to vector<128x1xf32>
        %639 = vector.shape_cast %608 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c5, %c0, %c0], %639 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %640 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c12 = arith.constant 12 : index
        %c0 = arith.constant 0 : index
        %641 = vector.load %arg13[%640, %c0, %c0, %c12, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %642 = vector.shape_cast %641 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %643 = vector.shape_cast %642 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %644 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c13 = arith.constant 13 : index
        %c0 = arith.constant 0 : index
        %645 = vector.load %arg13[%644, %c0, %c0, %c13, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %646 = vector.shape_cast %645 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %647 = vector.shape_cast %646 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %648 = vector.load %arg9[%c0, %c6, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %649 = vector.shape_cast %648 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %650 = tpu.matmul %649, %643, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %651 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %652 = arith.mulf %650, %651 : vector<128x256xf32>
        %653 = arith.extf %647 : vector<256x64xbf16> to vector<256x64xf32>
        %654 = math.absf %653 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %655 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %656 = arith.cmpf olt, %654, %655 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %657 = arith.xori %656, %cst_xd01768 : vector<256x64xi1>
        %658 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %659 = arith.andi %658, %657 : vector<256x64xi1>
        %660 = arith.extui %659 : vector<256x64xi1> to vector<256x64xi32>
        %661 = arith.sitofp %660 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %662 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %663 = tpu.matmul %662, %661, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %664 = vector.extract_strided_slice %663 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %665 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %666 = arith.cmpf ogt, %664, %665 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %667 = vector.shape_cast %666 : vector<1x256xi1> to vector<1x256xi1>
        %668 = vector.broadcast %667 : vector<1x256xi1> to vector<128x256xi1>
        %669 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %670 = arith.select %668, %669, %652 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %671 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %672 = arith.select %196, %670, %671 : vector<128x256xi1>, vector<128x256xf32>
        %673 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %674 = arith.andi %673, %656 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %675 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %676 = arith.select %674, %647, %675 : vector<256x64xi1>, vector<256x64xbf16>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %677 = vector.load %arg15[%c6, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %678 = vector.shape_cast %677 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %679 = vector.multi_reduction <maximumf>, %672, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %680 = vector.shape_cast %679 : vector<128xf32> to vector<128x1xf32>
        %681 = arith.maximumf %678, %680 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %682 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %683 = arith.cmpf oeq, %681, %682 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %684 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %685 = arith.select %683, %684, %681 : vector<128x1xi1>, vector<128x1xf32>
        %686 = arith.subf %678, %685 : vector<128x1xf32>
        %687 = math.exp %686 : vector<128x1xf32>
        %688 = vector.broadcast %685 : vector<128x1xf32> to vector<128x256xf32>
        %689 = arith.subf %672, %688 : vector<128x256xf32>
        %690 = math.exp %689 : vector<128x256xf32>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %691 = vector.load %arg16[%c6, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %692 = vector.shape_cast %691 : vector<1x128x1xf32> to vector<128x1xf32>
        %693 = arith.mulf %687, %692 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %694 = vector.multi_reduction <add>, %690, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %695 = vector.shape_cast %694 : vector<128xf32> to vector<128x1xf32>
        %696 = arith.addf %693, %695 : vector<128x1xf32>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %697 = vector.load %arg16[%c6, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %698 = vector.shape_cast %697 : vector<1x128x1xf32> to vector<128x1xf32>
        %699 = vector.shape_cast %696 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c6, %c0, %c0], %699 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %700 = arith.truncf %690 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %701 = tpu.matmul %700, %676, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %702 = vector.load %arg17[%c6, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %703 = vector.shape_cast %702 : vector<1x128x64xf32> to vector<128x64xf32>
        %704 = vector.broadcast %687 : vector<128x1xf32> to vector<128x64xf32>
        %705 = arith.mulf %704, %703 : vector<128x64xf32>
        %706 = arith.addf %705, %701 : vector<128x64xf32>
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %707 = vector.load %arg17[%c6, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %708 = vector.shape_cast %707 : vector<1x128x64xf32> to vector<128x64xf32>
        %709 = vector.shape_cast %706 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c6, %c0, %c0], %709 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c6 = arith.constant 6 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %710 = vector.load %arg15[%c6, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %711 = vector.shape_cast %710 : vector<1x128x1xf32> to vector<128x1xf32>
        %712 = vector.shape_cast %681 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c6, %c0, %c0], %712 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %713 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c14 = arith.constant 14 : index
        %c0 = arith.constant 0 : index
        %714 = vector.load %arg13[%713, %c0, %c0, %c14, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %715 = vector.shape_cast %714 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %716 = vector.shape_cast %715 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %717 = arith.index_cast %60 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c15 = arith.constant 15 : index
        %c0 = arith.constant 0 : index
        %718 = vector.load %arg13[%717, %c0, %c0, %c15, %c0] : memref<2x4x64x16x64xbf16, #tpu.memory_space<vmem>>, vector<1x4x64x1x64xbf16>
        %719 = vector.shape_cast %718 : vector<1x4x64x1x64xbf16> to vector<4x64x64xbf16>
        %720 = vector.shape_cast %719 : vector<4x64x64xbf16> to vector<256x64xbf16>
        %c0 = arith.constant 0 : index
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %721 = vector.load %arg9[%c0, %c7, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x1x128x64xbf16>
        %722 = vector.shape_cast %721 : vector<1x1x128x64xbf16> to vector<128x64xbf16>
        %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
        %723 = tpu.matmul %722, %716, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<256x64xbf16>, vector<128x256xf32> -> vector<128x256xf32>
        %cst_x35b8ee = arith.constant 1.250000e-01 : f32
        %724 = vector.broadcast %cst_x35b8ee : f32 to vector<128x256xf32>
        %725 = arith.mulf %723, %724 : vector<128x256xf32>
        %726 = arith.extf %720 : vector<256x64xbf16> to vector<256x64xf32>
        %727 = math.absf %726 : vector<256x64xf32>
        %cst_x09a73d = arith.constant 0x7F800000 : f32
        %728 = vector.broadcast %cst_x09a73d : f32 to vector<256x64xf32>
        %729 = arith.cmpf olt, %727, %728 : vector<256x64xf32>
        %cst_xd01768 = arith.constant dense<true> : vector<256x64xi1>
        %730 = arith.xori %729, %cst_xd01768 : vector<256x64xi1>
        %731 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %732 = arith.andi %731, %730 : vector<256x64xi1>
        %733 = arith.extui %732 : vector<256x64xi1> to vector<256x64xi32>
        %734 = arith.sitofp %733 : vector<256x64xi32> to vector<256x64xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %735 = vector.broadcast %cst_x65a06e : f32 to vector<8x64xf32>
        %cst_xa8a193 = arith.constant dense<0.000000e+00> : vector<8x256xf32>
        %736 = tpu.matmul %735, %734, %cst_xa8a193 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<8x64xf32>, vector<256x64xf32>, vector<8x256xf32> -> vector<8x256xf32>
        %737 = vector.extract_strided_slice %736 {offsets = [0, 0], sizes = [1, 256], strides = [1, 1]} : vector<8x256xf32> to vector<1x256xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %738 = vector.broadcast %cst_x8ee5ec : f32 to vector<1x256xf32>
        %739 = arith.cmpf ogt, %737, %738 : vector<1x256xf32>
        %cst_xeffbb2 = arith.constant 0x7FC00000 : f32
        %740 = vector.shape_cast %739 : vector<1x256xi1> to vector<1x256xi1>
        %741 = vector.broadcast %740 : vector<1x256xi1> to vector<128x256xi1>
        %742 = vector.broadcast %cst_xeffbb2 : f32 to vector<128x256xf32>
        %743 = arith.select %741, %742, %725 : vector<128x256xi1>, vector<128x256xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %744 = vector.broadcast %cst_xbef082 : f32 to vector<128x256xf32>
        %745 = arith.select %196, %743, %744 : vector<128x256xi1>, vector<128x256xf32>
        %746 = vector.broadcast %201 : vector<256x1xi1> to vector<256x64xi1>
        %747 = arith.andi %746, %729 : vector<256x64xi1>
        %cst_x2ad5d6 = arith.constant 0.000000e+00 : bf16
        %748 = vector.broadcast %cst_x2ad5d6 : bf16 to vector<256x64xbf16>
        %749 = arith.select %747, %720, %748 : vector<256x64xi1>, vector<256x64xbf16>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %750 = vector.load %arg15[%c7, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %751 = vector.shape_cast %750 : vector<1x128x1xf32> to vector<128x1xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %752 = vector.multi_reduction <maximumf>, %745, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
        %753 = vector.shape_cast %752 : vector<128xf32> to vector<128x1xf32>
        %754 = arith.maximumf %751, %753 : vector<128x1xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %755 = vector.broadcast %cst_xbef082 : f32 to vector<128x1xf32>
        %756 = arith.cmpf oeq, %754, %755 : vector<128x1xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %757 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x1xf32>
        %758 = arith.select %756, %757, %754 : vector<128x1xi1>, vector<128x1xf32>
        %759 = arith.subf %751, %758 : vector<128x1xf32>
        %760 = math.exp %759 : vector<128x1xf32>
        %761 = vector.broadcast %758 : vector<128x1xf32> to vector<128x256xf32>
        %762 = arith.subf %745, %761 : vector<128x256xf32>
        %763 = math.exp %762 : vector<128x256xf32>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %764 = vector.load %arg16[%c7, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %765 = vector.shape_cast %764 : vector<1x128x1xf32> to vector<128x1xf32>
        %766 = arith.mulf %760, %765 : vector<128x1xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %767 = vector.multi_reduction <add>, %763, %cst_x9a411a [1] : vector<128x256xf32> to vector<128xf32>
        %768 = vector.shape_cast %767 : vector<128xf32> to vector<128x1xf32>
        %769 = arith.addf %766, %768 : vector<128x1xf32>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %770 = vector.load %arg16[%c7, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %771 = vector.shape_cast %770 : vector<1x128x1xf32> to vector<128x1xf32>
        %772 = vector.shape_cast %769 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg16[%c7, %c0, %c0], %772 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
        %773 = arith.truncf %763 : vector<128x256xf32> to vector<128x256xbf16>
        %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
        %774 = tpu.matmul %773, %749, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %775 = vector.load %arg17[%c7, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %776 = vector.shape_cast %775 : vector<1x128x64xf32> to vector<128x64xf32>
        %777 = vector.broadcast %760 : vector<128x1xf32> to vector<128x64xf32>
        %778 = arith.mulf %777, %776 : vector<128x64xf32>
        %779 = arith.addf %778, %774 : vector<128x64xf32>
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %780 = vector.load %arg17[%c7, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>
        %781 = vector.shape_cast %780 : vector<1x128x64xf32> to vector<128x64xf32>
        %782 = vector.shape_cast %779 : vector<128x64xf32> to vector<1x128x64xf32>
        tpu.vector_store %arg17[%c7, %c0, %c0], %782 {strides = array<i32>} : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<1x128x64xf32>, 
        %c7 = arith.constant 7 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %783 = vector.load %arg15[%c7, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>
        %784 = vector.shape_cast %783 : vector<1x128x1xf32> to vector<128x1xf32>
        %785 = vector.shape_cast %754 : vector<128x1xf32> to vector<1x128x1xf32>
        tpu.vector_store %arg15[%c7, %c0, %c0], %785 {strides = array<i32>} : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<1x128x1xf32>, 
      } else {
      }
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg16[%c0, %c0, %c0] : memref<8x128x1xf32, #tpu.memory_space<vmem>>, vector<8x128x1xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg17[%c0, %c0, %c0] : memref<8x128x64xf32, #tpu.memory_space<vmem>>, vector<8x128x64xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %41 = vector.broadcast %cst_x8ee5ec : f32 to vector<8x128x1xf32>
    %42 = arith.cmpf oeq, %39, %41 : vector<8x128x1xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %43 = vector.broadcast %cst_x65a06e : f32 to vector<8x128x1xf32>
    %44 = arith.select %42, %43, %39 : vector<8x128x1xi1>, vector<8x128x1xf32>
    %45 = vector.broadcast %44 : vector<8x128x1xf32> to vector<8x128x64xf32>
    %46 = arith.divf %40, %45 : vector<8x128x64xf32>
    %47 = arith.truncf %46 : vector<8x128x64xf32> to vector<8x128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg12[%c0, %c0, %c0, %c0] : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x8x128x64xbf16>
    %49 = vector.shape_cast %48 : vector<1x8x128x64xbf16> to vector<8x128x64xbf16>
    %50 = vector.shape_cast %47 : vector<8x128x64xbf16> to vector<1x8x128x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0, %c0], %50 {strides = array<i32>} : memref<1x8x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x8x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: memref<24xi32, #tpu.memory_space<smem>>, %arg2: memref<24xi32, #tpu.memory_space<smem>>, %arg3: memref<24xi32, #tpu.memory_space<smem>>, %arg4: memref<24xi32, #tpu.memory_space<smem>>, %arg5: memref<24xi32, #tpu.memory_space<smem>>, %arg6: memref<24xi32, #tpu.memory_space<smem>>, %arg7: memref<8xi32, #tpu.memory_space<smem>>, %arg8: memref<16384xi32, #tpu.memory_space<smem>>) -> (i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: memref<24xi32, #tpu.memory_space<smem>>, %arg2: memref<24xi32, #tpu.memory_space<smem>>, %arg3: memref<24xi32, #tpu.memory_space<smem>>, %arg4: memref<24xi32, #tpu.memory_space<smem>>, %arg5: memref<24xi32, #tpu.memory_space<smem>>, %arg6: memref<24xi32, #tpu.memory_space<smem>>, %arg7: memref<8xi32, #tpu.memory_space<smem>>, %arg8: memref<16384xi32, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: memref<24xi32, #tpu.memory_space<smem>>, %arg2: memref<24xi32, #tpu.memory_space<smem>>, %arg3: memref<24xi32, #tpu.memory_space<smem>>, %arg4: memref<24xi32, #tpu.memory_space<smem>>, %arg5: memref<24xi32, #tpu.memory_space<smem>>, %arg6: memref<24xi32, #tpu.memory_space<smem>>, %arg7: memref<8xi32, #tpu.memory_space<smem>>, %arg8: memref<16384xi32, #tpu.memory_space<smem>>) -> (i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %arg0, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i32
  }
}
