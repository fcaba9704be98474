module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>, %arg2: tensor<1x64x64xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x64x64xi8>, %arg5: tensor<1x64x64xi8>, %arg6: tensor<1x64x64xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x32768x128xbf16>, %arg9: tensor<4x32768x128xbf16>, %arg10: tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<8> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<1024> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %c_3 = stablehlo.constant dense<64> : tensor<i32>
    %c_4 = stablehlo.constant dense<16> : tensor<i32>
    %c_5 = stablehlo.constant dense<512> : tensor<i32>
    %c_6 = stablehlo.constant dense<false> : tensor<i1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_8 = stablehlo.constant dense<2048> : tensor<i32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_12 = stablehlo.constant dense<32768> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15]]> : tensor<16x1xi32>
    %0 = stablehlo.convert %arg8 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %1 = call @_pad(%0, %c_13) : (tensor<16x32768x128xf32>, tensor<i32>) -> tensor<16x32768x128xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32768xi32>
    %3 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %4 = stablehlo.compare LT, %2, %3, SIGNED : (tensor<32768xi32>, tensor<32768xi32>) -> tensor<32768xi1>
    %5 = stablehlo.convert %4 : (tensor<32768xi1>) -> tensor<32768xf32>
    %6 = stablehlo.reshape %5 : (tensor<32768xf32>) -> tensor<16x2048xf32>
    %7 = stablehlo.reshape %1 : (tensor<16x32768x128xf32>) -> tensor<16x16x2048x128xf32>
    %8 = stablehlo.dot_general %6, %7, batching_dims = [0] x [1], contracting_dims = [1] x [2] : (tensor<16x2048xf32>, tensor<16x16x2048x128xf32>) -> tensor<16x16x128xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0, 2] : (tensor<16x16x128xf32>) -> tensor<16x16x128xf32>
    %10 = stablehlo.reduce(%6 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<16x2048xf32>, tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.maximum %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<16xf32>) -> tensor<1x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<16x16x128xf32>
    %15 = stablehlo.divide %9, %14 : tensor<16x16x128xf32>
    %16 = stablehlo.convert %arg9 : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xf32>
    %17 = call @_pad_0(%16, %c_13) : (tensor<4x32768x128xf32>, tensor<i32>) -> tensor<4x32768x128xf32>
    %18 = stablehlo.iota dim = 0 : tensor<32768xi32>
    %19 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %20 = stablehlo.compare LT, %18, %19, SIGNED : (tensor<32768xi32>, tensor<32768xi32>) -> tensor<32768xi1>
    %21 = stablehlo.convert %20 : (tensor<32768xi1>) -> tensor<32768xf32>
    %22 = stablehlo.reshape %21 : (tensor<32768xf32>) -> tensor<16x2048xf32>
    %23 = stablehlo.reshape %17 : (tensor<4x32768x128xf32>) -> tensor<4x16x2048x128xf32>
    %24 = stablehlo.dot_general %22, %23, batching_dims = [0] x [1], contracting_dims = [1] x [2] : (tensor<16x2048xf32>, tensor<4x16x2048x128xf32>) -> tensor<16x4x128xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0, 2] : (tensor<16x4x128xf32>) -> tensor<4x16x128xf32>
    %26 = stablehlo.reduce(%22 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<16x2048xf32>, tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.maximum %26, %27 : tensor<16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<16xf32>) -> tensor<1x16x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<4x16x128xf32>
    %31 = stablehlo.divide %25, %30 : tensor<4x16x128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 2, 3] : (tensor<4x16x128xf32>) -> tensor<4x4x16x128xf32>
    %33 = stablehlo.reshape %32 : (tensor<4x4x16x128xf32>) -> tensor<16x16x128xf32>
    %34 = stablehlo.dot_general %15, %33, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<16x16x128xf32>, tensor<16x16x128xf32>) -> tensor<16x16x16xf32>
    %35 = stablehlo.iota dim = 0 : tensor<16xi32>
    %36 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %37 = stablehlo.add %35, %36 : tensor<16xi32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %39 = stablehlo.multiply %37, %38 : tensor<16xi32>
    %40 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %41 = stablehlo.minimum %39, %40 : tensor<16xi32>
    %42 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %43 = stablehlo.subtract %41, %42 : tensor<16xi32>
    %44 = stablehlo.iota dim = 0 : tensor<16xi32>
    %45 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %46 = stablehlo.multiply %44, %45 : tensor<16xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %51 = stablehlo.compare LE, %49, %50, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %52 = call @_where(%51, %34, %cst_7) : (tensor<16x16xi1>, tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16x16xf32>
    %53 = stablehlo.iota dim = 0 : tensor<16xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %55 = stablehlo.iota dim = 0 : tensor<16xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %57 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %59 = stablehlo.compare EQ, %57, %58, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %60 = stablehlo.and %59, %51 : tensor<16x16xi1>
    %61 = call @_where_1(%60, %cst, %52) : (tensor<16x16xi1>, tensor<f32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %62:2 = stablehlo.composite "chlo.top_k" %61 {composite_attributes = {k = 3 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<16x16x16xf32>) -> (tensor<16x16x3xf32>, tensor<16x16x3xi32>)
    %63 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x16x3xf32>
    %64 = stablehlo.compare GT, %62#0, %63, FLOAT : (tensor<16x16x3xf32>, tensor<16x16x3xf32>) -> tensor<16x16x3xi1>
    %65 = call @_one_hot(%62#1) : (tensor<16x16x3xi32>) -> tensor<16x16x3x16xi1>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<16x16x3xi1>) -> tensor<16x16x3x1xi1>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<16x16x3x1xi1>) -> tensor<16x16x3x16xi1>
    %68 = stablehlo.and %65, %67 : tensor<16x16x3x16xi1>
    %69 = stablehlo.reduce(%68 init: %c_6) applies stablehlo.or across dimensions = [2] : (tensor<16x16x3x16xi1>, tensor<i1>) -> tensor<16x16x16xi1>
    %70 = stablehlo.reshape %69 : (tensor<16x16x16xi1>) -> tensor<4x4x16x16xi1>
    %71 = stablehlo.reduce(%70 init: %c_6) applies stablehlo.or across dimensions = [1] : (tensor<4x4x16x16xi1>, tensor<i1>) -> tensor<4x16x16xi1>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 2, 3] : (tensor<4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %73 = stablehlo.reshape %72 : (tensor<4x4x16x16xi1>) -> tensor<16x16x16xi1>
    %74 = stablehlo.iota dim = 0 : tensor<64xi32>
    %75 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %76 = stablehlo.multiply %74, %75 : tensor<64xi32>
    %77 = call @floor_divide(%76, %c_8) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %78 = stablehlo.iota dim = 0 : tensor<64xi32>
    %79 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %80 = stablehlo.multiply %78, %79 : tensor<64xi32>
    %81 = call @floor_divide(%80, %c_8) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %82 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %83 = stablehlo.compare LT, %77, %82, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %84 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %85 = stablehlo.add %77, %84 : tensor<64xi32>
    %86 = stablehlo.select %83, %85, %77 : tensor<64xi1>, tensor<64xi32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %88 = "stablehlo.gather"(%73, %87) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 16, 1, 16>}> : (tensor<16x16x16xi1>, tensor<64x1xi32>) -> tensor<16x64x16xi1>
    %89 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %90 = stablehlo.compare LT, %81, %89, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %91 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %92 = stablehlo.add %81, %91 : tensor<64xi32>
    %93 = stablehlo.select %90, %92, %81 : tensor<64xi1>, tensor<64xi32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %95 = "stablehlo.gather"(%88, %94) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 16, 64, 1>}> : (tensor<16x64x16xi1>, tensor<64x1xi32>) -> tensor<16x64x64xi1>
    %96 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x64x64xi8>) -> tensor<16x64x64xi8>
    %97 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x64x64xi8>) -> tensor<16x64x64xi8>
    %98 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x64x64xi8>) -> tensor<16x64x64xi8>
    %99 = stablehlo.iota dim = 0 : tensor<64xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<64xi32>) -> tensor<1x64x1xi32>
    %101 = stablehlo.convert %97 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %102 = stablehlo.iota dim = 0 : tensor<16xi32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<16xi32>) -> tensor<16x1x1xi32>
    %104 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %105 = stablehlo.compare LT, %103, %104, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %106 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %107 = stablehlo.add %103, %106 : tensor<16x1x1xi32>
    %108 = stablehlo.select %105, %107, %103 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %109 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %110 = stablehlo.compare LT, %100, %109, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %111 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %112 = stablehlo.add %100, %111 : tensor<1x64x1xi32>
    %113 = stablehlo.select %110, %112, %100 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %114 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %115 = stablehlo.compare LT, %101, %114, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %116 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %117 = stablehlo.add %101, %116 : tensor<16x64x64xi32>
    %118 = stablehlo.select %115, %117, %101 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %119 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %120 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %123 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %124 = stablehlo.concatenate %121, %122, %123, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %125 = "stablehlo.gather"(%95, %124) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %126 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %127 = stablehlo.compare NE, %96, %126, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %128 = stablehlo.and %127, %125 : tensor<16x64x64xi1>
    %129 = stablehlo.not %128 : tensor<16x64x64xi1>
    %130 = call @argsort(%129) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %131 = call @_where_3(%128, %96, %c_13) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %132 = call @take_along_axis(%131, %130) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %133 = call @take_along_axis(%97, %130) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %134 = call @take_along_axis(%98, %130) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %135 = stablehlo.convert %128 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %136 = stablehlo.reduce(%135 init: %c_13) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %138 = stablehlo.iota dim = 0 : tensor<64xi32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %141 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %142 = stablehlo.compare LT, %140, %141, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %143 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %144 = stablehlo.subtract %137, %143 : tensor<16x64x1xi32>
    %145 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %146 = stablehlo.maximum %144, %145 : tensor<16x64x1xi32>
    %147 = call @take_along_axis_4(%133, %146) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %148 = call @_where_5(%142, %133, %147) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %149 = call @take_along_axis_4(%134, %146) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %150 = call @_where_5(%142, %134, %149) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %151 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2] : (tensor<1x64x64xi8>) -> tensor<16x64x64xi8>
    %152 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2] : (tensor<1x64x64xi8>) -> tensor<16x64x64xi8>
    %153 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1, 2] : (tensor<1x64x64xi8>) -> tensor<16x64x64xi8>
    %154 = stablehlo.iota dim = 0 : tensor<64xi32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [1] : (tensor<64xi32>) -> tensor<1x64x1xi32>
    %156 = stablehlo.convert %152 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %157 = stablehlo.iota dim = 0 : tensor<16xi32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<16xi32>) -> tensor<16x1x1xi32>
    %159 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %160 = stablehlo.compare LT, %158, %159, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %161 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %162 = stablehlo.add %158, %161 : tensor<16x1x1xi32>
    %163 = stablehlo.select %160, %162, %158 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %164 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %165 = stablehlo.compare LT, %156, %164, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %166 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %167 = stablehlo.add %156, %166 : tensor<16x64x64xi32>
    %168 = stablehlo.select %165, %167, %156 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %169 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %170 = stablehlo.compare LT, %155, %169, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %171 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %172 = stablehlo.add %155, %171 : tensor<1x64x1xi32>
    %173 = stablehlo.select %170, %172, %155 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %174 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %177 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %178 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %179 = stablehlo.concatenate %176, %177, %178, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %180 = "stablehlo.gather"(%95, %179) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %181 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %182 = stablehlo.compare NE, %151, %181, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %183 = stablehlo.and %182, %180 : tensor<16x64x64xi1>
    %184 = stablehlo.not %183 : tensor<16x64x64xi1>
    %185 = call @argsort(%184) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %186 = call @_where_3(%183, %151, %c_13) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %187 = call @take_along_axis(%186, %185) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %188 = call @take_along_axis(%152, %185) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %189 = call @take_along_axis(%153, %185) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %190 = stablehlo.convert %183 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %191 = stablehlo.reduce(%190 init: %c_13) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %193 = stablehlo.iota dim = 0 : tensor<64xi32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %196 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %197 = stablehlo.compare LT, %195, %196, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %198 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %199 = stablehlo.subtract %192, %198 : tensor<16x64x1xi32>
    %200 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %201 = stablehlo.maximum %199, %200 : tensor<16x64x1xi32>
    %202 = call @take_along_axis_4(%188, %201) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %203 = call @_where_5(%197, %188, %202) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %204 = call @take_along_axis_4(%189, %201) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %205 = call @_where_5(%197, %189, %204) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %206 = call @_pad_6(%arg8, %c_13) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %207 = call @_pad_7(%arg9, %c_13) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %208 = call @_pad_7(%arg10, %c_13) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %209 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %210 = call @floor_divide_8(%209, %c_3) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %211 = call @remainder(%209, %c_3) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %212 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %213 = stablehlo.compare NE, %132, %212, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %214 = stablehlo.convert %213 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %215 = stablehlo.reduce(%214 init: %c_13) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %216 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %217 = stablehlo.compare LT, %210, %216, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %218 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %219 = stablehlo.add %210, %218 : tensor<1024xi32>
    %220 = stablehlo.select %217, %219, %210 : tensor<1024xi1>, tensor<1024xi32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %222 = "stablehlo.gather"(%c_14, %221) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %223 = stablehlo.broadcast_in_dim %211, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %224 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %225 = stablehlo.compare LT, %222, %224, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %226 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %227 = stablehlo.add %222, %226 : tensor<1024x1xi32>
    %228 = stablehlo.select %225, %227, %222 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %229 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %230 = stablehlo.compare LT, %223, %229, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %231 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %232 = stablehlo.add %223, %231 : tensor<1024x1xi32>
    %233 = stablehlo.select %230, %232, %223 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %234 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %235 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %236 = stablehlo.concatenate %234, %235, dim = 2 : (tensor<1024x1x1xi32>, tensor<1024x1x1xi32>) -> tensor<1024x1x2xi32>
    %237 = "stablehlo.gather"(%215, %236) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xi32>, tensor<1024x1x2xi32>) -> tensor<1024x1xi32>
    %238 = stablehlo.reduce(%237 init: %c_13) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xi32>, tensor<i32>) -> tensor<1024xi32>
    %239 = call @cumsum(%237) : (tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %240 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %241 = stablehlo.maximum %238, %240 : tensor<1024xi32>
    %242 = call @cumsum_12(%241) : (tensor<1024xi32>) -> tensor<1024xi32>
    %243 = stablehlo.iota dim = 0 : tensor<33280xi32>
    %244 = stablehlo.slice %242 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %245 = stablehlo.reshape %244 : (tensor<1xi32>) -> tensor<i32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %247 = stablehlo.compare LT, %243, %246, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %248 = stablehlo.slice %242 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %249 = stablehlo.reshape %248 : (tensor<1xi32>) -> tensor<i32>
    %250 = stablehlo.subtract %249, %c_9 : tensor<i32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %252 = stablehlo.minimum %243, %251 : tensor<33280xi32>
    %253 = call @searchsorted(%242, %252) : (tensor<1024xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    %254 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %255 = stablehlo.add %254, %253 : tensor<33280xi32>
    %256 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %257 = stablehlo.compare LT, %253, %256, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %258 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %259 = stablehlo.add %253, %258 : tensor<33280xi32>
    %260 = stablehlo.select %257, %259, %253 : tensor<33280xi1>, tensor<33280xi32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %262 = "stablehlo.gather"(%242, %261) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %263 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %264 = stablehlo.compare LT, %253, %263, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %265 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %266 = stablehlo.add %253, %265 : tensor<33280xi32>
    %267 = stablehlo.select %264, %266, %253 : tensor<33280xi1>, tensor<33280xi32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %269 = "stablehlo.gather"(%241, %268) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %270 = stablehlo.subtract %262, %269 : tensor<33280xi32>
    %271 = stablehlo.subtract %252, %270 : tensor<33280xi32>
    %272 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %273 = stablehlo.compare LT, %255, %272, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %274 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %275 = stablehlo.add %255, %274 : tensor<33280xi32>
    %276 = stablehlo.select %273, %275, %255 : tensor<33280xi1>, tensor<33280xi32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %278 = "stablehlo.gather"(%239, %277) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %279 = stablehlo.broadcast_in_dim %271, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %280 = stablehlo.compare LE, %278, %279, SIGNED : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi1>
    %281 = stablehlo.convert %280 : (tensor<33280x1xi1>) -> tensor<33280x1xi32>
    %282 = stablehlo.reduce(%281 init: %c_13) applies stablehlo.add across dimensions = [1] : (tensor<33280x1xi32>, tensor<i32>) -> tensor<33280xi32>
    %283 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %284 = stablehlo.minimum %282, %283 : tensor<33280xi32>
    %285 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %286 = stablehlo.compare LT, %255, %285, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %287 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %288 = stablehlo.add %255, %287 : tensor<33280xi32>
    %289 = stablehlo.select %286, %288, %255 : tensor<33280xi1>, tensor<33280xi32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %291 = "stablehlo.gather"(%239, %290) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %292 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %293 = stablehlo.compare LT, %255, %292, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %294 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %295 = stablehlo.add %255, %294 : tensor<33280xi32>
    %296 = stablehlo.select %293, %295, %255 : tensor<33280xi1>, tensor<33280xi32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %298 = "stablehlo.gather"(%237, %297) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %299 = stablehlo.subtract %291, %298 : tensor<33280x1xi32>
    %300 = stablehlo.broadcast_in_dim %284, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %301 = call @take_along_axis_16(%299, %300) : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %302 = stablehlo.reshape %301 : (tensor<33280x1xi32>) -> tensor<33280xi32>
    %303 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %304 = stablehlo.compare LT, %255, %303, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %305 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %306 = stablehlo.add %255, %305 : tensor<33280xi32>
    %307 = stablehlo.select %304, %306, %255 : tensor<33280xi1>, tensor<33280xi32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %309 = "stablehlo.gather"(%238, %308) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %310 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %311 = stablehlo.compare GT, %309, %310, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %312 = stablehlo.subtract %271, %302 : tensor<33280xi32>
    %313 = call @_where_17(%311, %312, %c_13) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %314 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %315 = stablehlo.compare LT, %255, %314, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %316 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %317 = stablehlo.add %255, %316 : tensor<33280xi32>
    %318 = stablehlo.select %315, %317, %255 : tensor<33280xi1>, tensor<33280xi32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %320 = "stablehlo.gather"(%210, %319) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %321 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %322 = stablehlo.compare LT, %320, %321, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %323 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %324 = stablehlo.add %320, %323 : tensor<33280xi32>
    %325 = stablehlo.select %322, %324, %320 : tensor<33280xi1>, tensor<33280xi32>
    %326 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %327 = stablehlo.compare LT, %284, %326, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %328 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %329 = stablehlo.add %284, %328 : tensor<33280xi32>
    %330 = stablehlo.select %327, %329, %284 : tensor<33280xi1>, tensor<33280xi32>
    %331 = stablehlo.broadcast_in_dim %325, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %332 = stablehlo.broadcast_in_dim %330, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %333 = stablehlo.concatenate %331, %332, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %334 = "stablehlo.gather"(%c_14, %333) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %335 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %336 = stablehlo.compare LT, %255, %335, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %337 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %338 = stablehlo.add %255, %337 : tensor<33280xi32>
    %339 = stablehlo.select %336, %338, %255 : tensor<33280xi1>, tensor<33280xi32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %341 = "stablehlo.gather"(%211, %340) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %342 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %343 = stablehlo.compare LT, %255, %342, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %344 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %345 = stablehlo.add %255, %344 : tensor<33280xi32>
    %346 = stablehlo.select %343, %345, %255 : tensor<33280xi1>, tensor<33280xi32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %348 = "stablehlo.gather"(%238, %347) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %349 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %350 = stablehlo.compare GT, %348, %349, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %351 = stablehlo.and %247, %350 : tensor<33280xi1>
    %352 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %353 = stablehlo.compare LT, %334, %352, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %354 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %355 = stablehlo.add %334, %354 : tensor<33280xi32>
    %356 = stablehlo.select %353, %355, %334 : tensor<33280xi1>, tensor<33280xi32>
    %357 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %358 = stablehlo.compare LT, %341, %357, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %359 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %360 = stablehlo.add %341, %359 : tensor<33280xi32>
    %361 = stablehlo.select %358, %360, %341 : tensor<33280xi1>, tensor<33280xi32>
    %362 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %363 = stablehlo.compare LT, %313, %362, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %364 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %365 = stablehlo.add %313, %364 : tensor<33280xi32>
    %366 = stablehlo.select %363, %365, %313 : tensor<33280xi1>, tensor<33280xi32>
    %367 = stablehlo.broadcast_in_dim %356, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %368 = stablehlo.broadcast_in_dim %361, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %369 = stablehlo.broadcast_in_dim %366, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %370 = stablehlo.concatenate %367, %368, %369, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %371 = "stablehlo.gather"(%132, %370) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %372 = stablehlo.convert %371 : (tensor<33280xi8>) -> tensor<33280xi32>
    %373 = call @_where_17(%351, %372, %c_13) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %374 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %375 = stablehlo.compare EQ, %271, %374, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %376 = stablehlo.and %247, %375 : tensor<33280xi1>
    %377 = call @_where_18(%376, %c_0, %c_13) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %378 = stablehlo.convert %377 : tensor<33280xi32>
    %379 = stablehlo.or %373, %378 : tensor<33280xi32>
    %380 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %381 = stablehlo.compare LT, %253, %380, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %382 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %383 = stablehlo.add %253, %382 : tensor<33280xi32>
    %384 = stablehlo.select %381, %383, %253 : tensor<33280xi1>, tensor<33280xi32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %386 = "stablehlo.gather"(%241, %385) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %387 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %388 = stablehlo.subtract %386, %387 : tensor<33280xi32>
    %389 = stablehlo.compare EQ, %271, %388, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %390 = stablehlo.and %247, %389 : tensor<33280xi1>
    %391 = call @_where_18(%390, %c, %c_13) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %392 = stablehlo.convert %391 : tensor<33280xi32>
    %393 = stablehlo.or %379, %392 : tensor<33280xi32>
    %394 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %395 = stablehlo.compare LT, %255, %394, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %396 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %397 = stablehlo.add %255, %396 : tensor<33280xi32>
    %398 = stablehlo.select %395, %397, %255 : tensor<33280xi1>, tensor<33280xi32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %400 = "stablehlo.gather"(%210, %399) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %401 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %402 = stablehlo.compare LT, %400, %401, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %403 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %404 = stablehlo.add %400, %403 : tensor<33280xi32>
    %405 = stablehlo.select %402, %404, %400 : tensor<33280xi1>, tensor<33280xi32>
    %406 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %407 = stablehlo.compare LT, %284, %406, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %408 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %409 = stablehlo.add %284, %408 : tensor<33280xi32>
    %410 = stablehlo.select %407, %409, %284 : tensor<33280xi1>, tensor<33280xi32>
    %411 = stablehlo.broadcast_in_dim %405, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %412 = stablehlo.broadcast_in_dim %410, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %413 = stablehlo.concatenate %411, %412, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %414 = "stablehlo.gather"(%c_14, %413) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %415 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %416 = stablehlo.multiply %414, %415 : tensor<33280xi32>
    %417 = stablehlo.add %416, %341 : tensor<33280xi32>
    %418 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %419 = stablehlo.compare LT, %334, %418, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %420 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %421 = stablehlo.add %334, %420 : tensor<33280xi32>
    %422 = stablehlo.select %419, %421, %334 : tensor<33280xi1>, tensor<33280xi32>
    %423 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %424 = stablehlo.compare LT, %341, %423, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %425 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %426 = stablehlo.add %341, %425 : tensor<33280xi32>
    %427 = stablehlo.select %424, %426, %341 : tensor<33280xi1>, tensor<33280xi32>
    %428 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %429 = stablehlo.compare LT, %313, %428, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %430 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %431 = stablehlo.add %313, %430 : tensor<33280xi32>
    %432 = stablehlo.select %429, %431, %313 : tensor<33280xi1>, tensor<33280xi32>
    %433 = stablehlo.broadcast_in_dim %422, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %434 = stablehlo.broadcast_in_dim %427, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %435 = stablehlo.broadcast_in_dim %432, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %436 = stablehlo.concatenate %433, %434, %435, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %437 = "stablehlo.gather"(%148, %436) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %438 = stablehlo.convert %417 : (tensor<33280xi32>) -> tensor<33280xi16>
    %439 = stablehlo.convert %393 : (tensor<33280xi32>) -> tensor<33280xi8>
    %440 = stablehlo.custom_call @tpu_custom_call(%438, %437, %439, %206, %207, %208) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:bad6793acc03e31d315d8f90ad82d842430501c0964451c75ad15be0b73bc5db\22, \22cost_estimate\22: {\22bytes_accessed\22: 8992587776, \22flops\22: 4466765987840, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33280xi16>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %440 : tensor<16x32768x128xbf16>
  }
  func.func private @chlo.top_k.impl(%arg0: tensor<16x16x16xf32>) -> (tensor<16x16x3xf32>, tensor<16x16x3xi32>) {
    %0 = stablehlo.iota dim = 2 : tensor<16x16x16xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<16x16x16xf32>, tensor<16x16x16xi32>) -> (tensor<16x16x16xf32>, tensor<16x16x16xi32>)
    %2 = stablehlo.slice %1#0 [0:16, 0:16, 0:3] : (tensor<16x16x16xf32>) -> tensor<16x16x3xf32>
    %3 = stablehlo.slice %1#1 [0:16, 0:16, 0:3] : (tensor<16x16x16xi32>) -> tensor<16x16x3xi32>
    return %2, %3 : tensor<16x16x3xf32>, tensor<16x16x3xi32>
  }
  func.func private @_pad(%arg0: tensor<16x32768x128xf32>, %arg1: tensor<i32>) -> tensor<16x32768x128xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xf32>, tensor<f32>) -> tensor<16x32768x128xf32>
    return %1 : tensor<16x32768x128xf32>
  }
  func.func private @_pad_0(%arg0: tensor<4x32768x128xf32>, %arg1: tensor<i32>) -> tensor<4x32768x128xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x32768x128xf32>, tensor<f32>) -> tensor<4x32768x128xf32>
    return %1 : tensor<4x32768x128xf32>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16x16xf32>, %arg2: tensor<f32>) -> tensor<16x16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<16x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x16x16xi1>, tensor<16x16x16xf32>
    return %3 : tensor<16x16x16xf32>
  }
  func.func private @_where_1(%arg0: tensor<16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<16x16x16xf32>) -> tensor<16x16x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<16x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16x16xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<16x16x16xi1>, tensor<16x16x16xf32>
    return %3 : tensor<16x16x16xf32>
  }
  func.func private @_one_hot(%arg0: tensor<16x16x3xi32>) -> tensor<16x16x3x16xi1> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<16x16x3xi32>) -> tensor<16x16x3x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x16xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<16x16x3x1xi32>) -> tensor<16x16x3x16xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xi32>) -> tensor<16x16x3x16xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<16x16x3x16xi32>, tensor<16x16x3x16xi32>) -> tensor<16x16x3x16xi1>
    return %4 : tensor<16x16x3x16xi1>
  }
  func.func private @floor_divide(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<64xi32>
    %3 = stablehlo.sign %arg0 : tensor<64xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<64xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %11 = stablehlo.and %6, %10 : tensor<64xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<64xi32>
    %14 = call @_where_2(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
    return %14 : tensor<64xi32>
  }
  func.func private @_where_2(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
    return %0 : tensor<64xi32>
  }
  func.func private @argsort(%arg0: tensor<16x64x64xi1>) -> tensor<16x64x64xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<16x64x64xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<16x64x64xi1>, tensor<16x64x64xi32>) -> (tensor<16x64x64xi1>, tensor<16x64x64xi32>)
    return %1#1 : tensor<16x64x64xi32>
  }
  func.func private @_where_3(%arg0: tensor<16x64x64xi1>, %arg1: tensor<16x64x64xi8>, %arg2: tensor<i32>) -> tensor<16x64x64xi8> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<i8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16x64x64xi1>, tensor<16x64x64xi8>
    return %2 : tensor<16x64x64xi8>
  }
  func.func private @take_along_axis(%arg0: tensor<16x64x64xi8>, %arg1: tensor<16x64x64xi32>) -> tensor<16x64x64xi8> {
    %c = stablehlo.constant dense<-128> : tensor<i8>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x64x64xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x64x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<16x64x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x64x64x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [3] : (tensor<16x64x64x1xi1>, tensor<i1>) -> tensor<16x64x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<16x64x64x1xi32>) -> tensor<16x64x64xi8>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x64x64xi1>, tensor<16x64x64xi8>
    return %15 : tensor<16x64x64xi8>
  }
  func.func private @take_along_axis_4(%arg0: tensor<16x64x64xi8>, %arg1: tensor<16x64x1xi32>) -> tensor<16x64x1xi8> {
    %c = stablehlo.constant dense<-128> : tensor<i8>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x64x1xi1>, tensor<16x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x64x1xi32>) -> tensor<16x64x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x64x1x1xi32>, tensor<16x64x1x1xi32>) -> tensor<16x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<16x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x64x1x1xi32>, tensor<16x64x1x1xi32>) -> tensor<16x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x64x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [3] : (tensor<16x64x1x1xi1>, tensor<i1>) -> tensor<16x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<16x64x1x1xi32>) -> tensor<16x64x1xi8>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<16x64x1xi8>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x64x1xi1>, tensor<16x64x1xi8>
    return %15 : tensor<16x64x1xi8>
  }
  func.func private @_where_5(%arg0: tensor<16x64x64xi1>, %arg1: tensor<16x64x64xi8>, %arg2: tensor<16x64x1xi8>) -> tensor<16x64x64xi8> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<16x64x64xi1>, tensor<16x64x64xi8>
    return %1 : tensor<16x64x64xi8>
  }
  func.func private @_pad_6(%arg0: tensor<16x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<16x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xbf16>, tensor<bf16>) -> tensor<16x32768x128xbf16>
    return %1 : tensor<16x32768x128xbf16>
  }
  func.func private @_pad_7(%arg0: tensor<4x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<4x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x32768x128xbf16>, tensor<bf16>) -> tensor<4x32768x128xbf16>
    return %1 : tensor<4x32768x128xbf16>
  }
  func.func private @floor_divide_8(%arg0: tensor<1024xi32>, %arg1: tensor<i32>) -> tensor<1024xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<1024xi32>
    %3 = stablehlo.sign %arg0 : tensor<1024xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<1024xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %11 = stablehlo.and %6, %10 : tensor<1024xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<1024xi32>
    %14 = call @_where_9(%11, %13, %2) : (tensor<1024xi1>, tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi32>
    return %14 : tensor<1024xi32>
  }
  func.func private @_where_9(%arg0: tensor<1024xi1>, %arg1: tensor<1024xi32>, %arg2: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1024xi1>, tensor<1024xi32>
    return %0 : tensor<1024xi32>
  }
  func.func private @remainder(%arg0: tensor<1024xi32>, %arg1: tensor<i32>) -> tensor<1024xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_10(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1024xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1024xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<1024xi1>, tensor<1024xi1>) -> tensor<1024xi1>
    %12 = stablehlo.and %11, %6 : tensor<1024xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %14 = stablehlo.add %4, %13 : tensor<1024xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<1024xi1>, tensor<1024xi32>
    return %15 : tensor<1024xi32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<1024x1xi32>) -> tensor<1024x1xi32> {
    %0 = call @cumsum_11(%arg0) : (tensor<1024x1xi32>) -> tensor<1024x1xi32>
    return %0 : tensor<1024x1xi32>
  }
  func.func private @cumsum_11(%arg0: tensor<1024x1xi32>) -> tensor<1024x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1024x1xi32>, tensor<i32>) -> tensor<1024x1xi32>
    return %1 : tensor<1024x1xi32>
  }
  func.func private @cumsum_12(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = call @cumsum_13(%arg0) : (tensor<1024xi32>) -> tensor<1024xi32>
    return %0 : tensor<1024xi32>
  }
  func.func private @cumsum_13(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[1023, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 1024>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    return %1 : tensor<1024xi32>
  }
  func.func private @searchsorted(%arg0: tensor<1024xi32>, %arg1: tensor<33280xi32>) -> tensor<33280xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<1024xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    return %0 : tensor<33280xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<1024xi32>, %arg1: tensor<33280xi32>) -> tensor<33280xi32> {
    %0 = call @_searchsorted_scan_impl_14(%arg0, %arg1) : (tensor<1024xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    return %0 : tensor<33280xi32>
  }
  func.func private @_searchsorted_scan_impl_14(%arg0: tensor<1024xi32>, %arg1: tensor<33280xi32>) -> tensor<33280xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<11> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<1024> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<33280xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<33280xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<1024xi32>, tensor<33280xi32>, tensor<i32>, tensor<33280xui32>, tensor<33280xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<1024xi32>, tensor<33280xi32>, tensor<33280xui32>, tensor<33280xui32>) -> (tensor<33280xui32>, tensor<33280xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<1024xi32>, tensor<33280xi32>, tensor<i32>, tensor<33280xui32>, tensor<33280xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<33280xui32>) -> tensor<33280xi32>
    return %3 : tensor<33280xi32>
  }
  func.func private @closed_call(%arg0: tensor<1024xi32>, %arg1: tensor<33280xi32>, %arg2: tensor<33280xui32>, %arg3: tensor<33280xui32>) -> (tensor<33280xui32>, tensor<33280xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<33280xui32>
    %1 = call @floor_divide_15(%0, %c) : (tensor<33280xui32>, tensor<i32>) -> tensor<33280xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<33280xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<33280xui32>) -> tensor<33280x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xui32>) -> tensor<33280x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<33280x1xi32>) -> tensor<33280xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<33280xi1>, tensor<33280xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<33280xi1>, tensor<33280xui32>
    return %7, %8 : tensor<33280xui32>, tensor<33280xui32>
  }
  func.func private @floor_divide_15(%arg0: tensor<33280xui32>, %arg1: tensor<i32>) -> tensor<33280xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<33280xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<33280xui32>
    return %2 : tensor<33280xui32>
  }
  func.func private @take_along_axis_16(%arg0: tensor<33280x1xi32>, %arg1: tensor<33280x1xi32>) -> tensor<33280x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33280x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<33280x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<33280x1xi1>, tensor<33280x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<33280x1xi32>) -> tensor<33280x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<33280x1x1xi32>, tensor<33280x1x1xi32>) -> tensor<33280x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<33280x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<33280x1x1xi32>, tensor<33280x1x1xi32>) -> tensor<33280x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<33280x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<33280x1x1xi1>, tensor<i1>) -> tensor<33280x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<33280x1xi32>, tensor<33280x1x1xi32>) -> tensor<33280x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<33280x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<33280x1xi1>, tensor<33280x1xi32>
    return %15 : tensor<33280x1xi32>
  }
  func.func private @_where_17(%arg0: tensor<33280xi1>, %arg1: tensor<33280xi32>, %arg2: tensor<i32>) -> tensor<33280xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<33280xi1>, tensor<33280xi32>
    return %2 : tensor<33280xi32>
  }
  func.func private @_where_18(%arg0: tensor<33280xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<33280xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<33280xi1>, tensor<33280xi32>
    return %2 : tensor<33280xi32>
  }
}

// ---- kernel sparse_cli_fwd sha256:bad6793acc03e31d315d8f90ad82d842430501c0964451c75ad15be0b73bc5db
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 33280>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<33280xi8, #tpu.memory_space<smem>>
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
      %16 = vector.load %arg9[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg9[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg10[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<512x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg11[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %15 = vector.load %arg5[%c0, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %19 = tpu.matmul %16, %18, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<512x512xf32>
      %21 = arith.mulf %19, %20 : vector<512x512xf32>
      %22 = arith.index_cast %arg1 : i32 to index
      %23 = memref.load %arg2[%22] : memref<33280xi16, #tpu.memory_space<smem>>
      %24 = arith.extsi %23 : i16 to i32
      %c64_i32 = arith.constant 64 : i32
      %c0_i32_11 = arith.constant 0 : i32
      %25 = arith.cmpi eq, %c64_i32, %c0_i32_11 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = arith.select %25, %c1_i32, %c64_i32 : i32
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
      %36 = memref.load %arg3[%35] : memref<33280xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %c512_i32 = arith.constant 512 : i32
      %38 = arith.muli %34, %c512_i32 : i32
      %39 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %40 = vector.broadcast %38 : i32 to vector<512x512xi32>
      %41 = arith.addi %40, %39 : vector<512x512xi32>
      %c512_i32_15 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32_15 : i32
      %43 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %44 = vector.broadcast %42 : i32 to vector<512x512xi32>
      %45 = arith.addi %44, %43 : vector<512x512xi32>
      %46 = arith.subi %45, %41 : vector<512x512xi32>
      %47 = arith.cmpi eq, %46, %46 : vector<512x512xi32>
      %c0_i32_16 = arith.constant 0 : i32
      %48 = vector.broadcast %c0_i32_16 : i32 to vector<512x512xi32>
      %49 = arith.cmpi sle, %46, %48 : vector<512x512xi32>
      %50 = arith.andi %47, %49 : vector<512x512xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %51 = vector.broadcast %c32768_i32 : i32 to vector<512x512xi32>
      %52 = arith.cmpi slt, %41, %51 : vector<512x512xi32>
      %53 = arith.andi %50, %52 : vector<512x512xi1>
      %c32768_i32_17 = arith.constant 32768 : i32
      %54 = vector.broadcast %c32768_i32_17 : i32 to vector<512x512xi32>
      %55 = arith.cmpi slt, %45, %54 : vector<512x512xi32>
      %56 = arith.andi %53, %55 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %57 = arith.cmpi eq, %3, %c2_i32 : i32
      %58 = vector.broadcast %57 : i1 to vector<512x512xi1>
      %59 = arith.ori %56, %58 : vector<512x512xi1>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %60 = vector.load %arg9[%c0_18, %c0_19] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_20 = arith.constant 0xFF800000 : f32
      %61 = vector.broadcast %cst_20 : f32 to vector<512x512xf32>
      %62 = arith.select %59, %21, %61 : vector<512x512xi1>, vector<512x512xf32>
      %cst_21 = arith.constant dense<0xFF800000> : vector<512xf32>
      %63 = vector.multi_reduction <maximumf>, %62, %cst_21 [1] : vector<512x512xf32> to vector<512xf32>
      %64 = vector.shape_cast %63 : vector<512xf32> to vector<512x1xf32>
      %65 = vector.broadcast %64 : vector<512x1xf32> to vector<512x128xf32>
      %66 = arith.maximumf %60, %65 : vector<512x128xf32>
      %cst_22 = arith.constant 0xFF800000 : f32
      %67 = vector.broadcast %cst_22 : f32 to vector<512x128xf32>
      %68 = arith.cmpf oeq, %66, %67 : vector<512x128xf32>
      %cst_23 = arith.constant 0.000000e+00 : f32
      %69 = vector.broadcast %cst_23 : f32 to vector<512x128xf32>
      %70 = arith.select %68, %69, %66 : vector<512x128xi1>, vector<512x128xf32>
      %71 = vector.extract_strided_slice %70 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %72 = vector.broadcast %71 : vector<512x1xf32> to vector<512x512xf32>
      %73 = arith.subf %21, %72 : vector<512x512xf32>
      %74 = math.exp %73 : vector<512x512xf32>
      %cst_24 = arith.constant 0.000000e+00 : f32
      %75 = vector.broadcast %cst_24 : f32 to vector<512x512xf32>
      %76 = arith.select %59, %74, %75 : vector<512x512xi1>, vector<512x512xf32>
      %77 = arith.subf %60, %70 : vector<512x128xf32>
      %78 = math.exp %77 : vector<512x128xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %79 = vector.load %arg10[%c0_25, %c0_26] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %80 = arith.mulf %78, %79 : vector<512x128xf32>
      %cst_27 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %81 = vector.multi_reduction <add>, %76, %cst_27 [1] : vector<512x512xf32> to vector<512xf32>
      %82 = vector.shape_cast %81 : vector<512xf32> to vector<512x1xf32>
      %83 = vector.broadcast %82 : vector<512x1xf32> to vector<512x128xf32>
      %84 = arith.addf %80, %83 : vector<512x128xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %85 = vector.load %arg10[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %86 = vector.shape_cast %85 : vector<512x128xf32> to vector<512x128xf32>
      %87 = vector.shape_cast %84 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_28, %c0_29], %87 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %88 = vector.load %arg7[%c0_30, %c0_31, %c0_32] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %89 = vector.shape_cast %88 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %90 = vector.extract_strided_slice %78 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %91 = vector.load %arg11[%c0_33, %c0_34] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %92 = vector.broadcast %90 : vector<512x1xf32> to vector<512x128xf32>
      %93 = arith.mulf %92, %91 : vector<512x128xf32>
      %94 = arith.truncf %76 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %95 = tpu.matmul %94, %89, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %96 = arith.addf %93, %95 : vector<512x128xf32>
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %97 = vector.load %arg11[%c0_36, %c0_37] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %98 = vector.shape_cast %97 : vector<512x128xf32> to vector<512x128xf32>
      %99 = vector.shape_cast %96 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_36, %c0_37], %99 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %100 = vector.load %arg9[%c0_38, %c0_39] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %101 = vector.shape_cast %100 : vector<512x128xf32> to vector<512x128xf32>
      %102 = vector.shape_cast %66 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg9[%c0_38, %c0_39], %102 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg10[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<512x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg11[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_8 = arith.constant 1.000000e+00 : f32
      %19 = vector.broadcast %cst_8 : f32 to vector<512x128xf32>
      %20 = arith.select %17, %15, %19 : vector<512x128xi1>, vector<512x128xf32>
      %21 = vector.extract_strided_slice %20 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %22 = vector.broadcast %21 : vector<512x1xf32> to vector<512x128xf32>
      %23 = arith.divf %18, %22 : vector<512x128xf32>
      %24 = arith.truncf %23 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %25 = vector.load %arg8[%c0_9, %c0_10, %c0_11] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg8[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.muli %arg0, %c0_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<33280xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.divsi %3, %c64_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32_0 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c64_i32, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c64_i32, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c64_i32 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<33280xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c64_i32_5 : i32
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.muli %arg0, %c0_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<33280xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.divsi %3, %c64_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32_0 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c64_i32, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c64_i32, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c64_i32 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c4_i32 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<33280xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.muli %arg0, %c0_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<33280xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.divsi %3, %c64_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32_0 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c64_i32, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c64_i32, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c64_i32 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c4_i32 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<33280xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.muli %arg0, %c0_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<33280xi16, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i16 to i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.divsi %3, %c64_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32_0 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c64_i32, %c0_i32_2 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c64_i32, %c0_i32_3 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c64_i32 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_4 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<33280xi16, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i16 to i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c64_i32_5 : i32
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
