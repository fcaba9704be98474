module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>, %arg2: tensor<1x64x64xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x64x64xi8>, %arg5: tensor<1x64x64xi8>, %arg6: tensor<1x64x64xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x32768x128xbf16>, %arg9: tensor<4x32768x128xbf16>, %arg10: tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<4x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<4x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %c_1 = stablehlo.constant dense<8> : tensor<i32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %c_3 = stablehlo.constant dense<1024> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i8>
    %c_5 = stablehlo.constant dense<64> : tensor<i32>
    %c_6 = stablehlo.constant dense<16> : tensor<i32>
    %c_7 = stablehlo.constant dense<512> : tensor<i32>
    %c_8 = stablehlo.constant dense<false> : tensor<i1>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_10 = stablehlo.constant dense<2048> : tensor<i32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_14 = stablehlo.constant dense<32768> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15]]> : tensor<16x1xi32>
    %c_17 = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
    %0 = stablehlo.convert %arg8 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %1 = call @_pad(%0, %c_15) : (tensor<16x32768x128xf32>, tensor<i32>) -> tensor<16x32768x128xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32768xi32>
    %3 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %4 = stablehlo.compare LT, %2, %3, SIGNED : (tensor<32768xi32>, tensor<32768xi32>) -> tensor<32768xi1>
    %5 = stablehlo.convert %4 : (tensor<32768xi1>) -> tensor<32768xf32>
    %6 = stablehlo.reshape %5 : (tensor<32768xf32>) -> tensor<16x2048xf32>
    %7 = stablehlo.reshape %1 : (tensor<16x32768x128xf32>) -> tensor<16x16x2048x128xf32>
    %8 = stablehlo.dot_general %6, %7, batching_dims = [0] x [1], contracting_dims = [1] x [2] : (tensor<16x2048xf32>, tensor<16x16x2048x128xf32>) -> tensor<16x16x128xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0, 2] : (tensor<16x16x128xf32>) -> tensor<16x16x128xf32>
    %10 = stablehlo.reduce(%6 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<16x2048xf32>, tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.maximum %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<16xf32>) -> tensor<1x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<16x16x128xf32>
    %15 = stablehlo.divide %9, %14 : tensor<16x16x128xf32>
    %16 = stablehlo.convert %arg9 : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xf32>
    %17 = call @_pad_0(%16, %c_15) : (tensor<4x32768x128xf32>, tensor<i32>) -> tensor<4x32768x128xf32>
    %18 = stablehlo.iota dim = 0 : tensor<32768xi32>
    %19 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %20 = stablehlo.compare LT, %18, %19, SIGNED : (tensor<32768xi32>, tensor<32768xi32>) -> tensor<32768xi1>
    %21 = stablehlo.convert %20 : (tensor<32768xi1>) -> tensor<32768xf32>
    %22 = stablehlo.reshape %21 : (tensor<32768xf32>) -> tensor<16x2048xf32>
    %23 = stablehlo.reshape %17 : (tensor<4x32768x128xf32>) -> tensor<4x16x2048x128xf32>
    %24 = stablehlo.dot_general %22, %23, batching_dims = [0] x [1], contracting_dims = [1] x [2] : (tensor<16x2048xf32>, tensor<4x16x2048x128xf32>) -> tensor<16x4x128xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0, 2] : (tensor<16x4x128xf32>) -> tensor<4x16x128xf32>
    %26 = stablehlo.reduce(%22 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<16x2048xf32>, tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.maximum %26, %27 : tensor<16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<16xf32>) -> tensor<1x16x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<4x16x128xf32>
    %31 = stablehlo.divide %25, %30 : tensor<4x16x128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 2, 3] : (tensor<4x16x128xf32>) -> tensor<4x4x16x128xf32>
    %33 = stablehlo.reshape %32 : (tensor<4x4x16x128xf32>) -> tensor<16x16x128xf32>
    %34 = stablehlo.dot_general %15, %33, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<16x16x128xf32>, tensor<16x16x128xf32>) -> tensor<16x16x16xf32>
    %35 = stablehlo.iota dim = 0 : tensor<16xi32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %37 = stablehlo.add %35, %36 : tensor<16xi32>
    %38 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %39 = stablehlo.multiply %37, %38 : tensor<16xi32>
    %40 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %41 = stablehlo.minimum %39, %40 : tensor<16xi32>
    %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %43 = stablehlo.subtract %41, %42 : tensor<16xi32>
    %44 = stablehlo.iota dim = 0 : tensor<16xi32>
    %45 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %46 = stablehlo.multiply %44, %45 : tensor<16xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %51 = stablehlo.compare LE, %49, %50, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %52 = call @_where(%51, %34, %cst_9) : (tensor<16x16xi1>, tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16x16xf32>
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
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x16x3xf32>
    %64 = stablehlo.compare GT, %62#0, %63, FLOAT : (tensor<16x16x3xf32>, tensor<16x16x3xf32>) -> tensor<16x16x3xi1>
    %65 = call @_one_hot(%62#1) : (tensor<16x16x3xi32>) -> tensor<16x16x3x16xi1>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<16x16x3xi1>) -> tensor<16x16x3x1xi1>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<16x16x3x1xi1>) -> tensor<16x16x3x16xi1>
    %68 = stablehlo.and %65, %67 : tensor<16x16x3x16xi1>
    %69 = stablehlo.reduce(%68 init: %c_8) applies stablehlo.or across dimensions = [2] : (tensor<16x16x3x16xi1>, tensor<i1>) -> tensor<16x16x16xi1>
    %70 = stablehlo.reshape %69 : (tensor<16x16x16xi1>) -> tensor<4x4x16x16xi1>
    %71 = stablehlo.reduce(%70 init: %c_8) applies stablehlo.or across dimensions = [1] : (tensor<4x4x16x16xi1>, tensor<i1>) -> tensor<4x16x16xi1>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 2, 3] : (tensor<4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %73 = stablehlo.reshape %72 : (tensor<4x4x16x16xi1>) -> tensor<16x16x16xi1>
    %74 = stablehlo.iota dim = 0 : tensor<64xi32>
    %75 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %76 = stablehlo.multiply %74, %75 : tensor<64xi32>
    %77 = call @floor_divide(%76, %c_10) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %78 = stablehlo.iota dim = 0 : tensor<64xi32>
    %79 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %80 = stablehlo.multiply %78, %79 : tensor<64xi32>
    %81 = call @floor_divide(%80, %c_10) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %82 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %83 = stablehlo.compare LT, %77, %82, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %84 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %85 = stablehlo.add %77, %84 : tensor<64xi32>
    %86 = stablehlo.select %83, %85, %77 : tensor<64xi1>, tensor<64xi32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %88 = "stablehlo.gather"(%73, %87) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 16, 1, 16>}> : (tensor<16x16x16xi1>, tensor<64x1xi32>) -> tensor<16x64x16xi1>
    %89 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %90 = stablehlo.compare LT, %81, %89, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %91 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64xi32>
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
    %104 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %105 = stablehlo.compare LT, %103, %104, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %106 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %107 = stablehlo.add %103, %106 : tensor<16x1x1xi32>
    %108 = stablehlo.select %105, %107, %103 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %109 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %110 = stablehlo.compare LT, %100, %109, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %111 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %112 = stablehlo.add %100, %111 : tensor<1x64x1xi32>
    %113 = stablehlo.select %110, %112, %100 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %114 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %115 = stablehlo.compare LT, %101, %114, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %116 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %117 = stablehlo.add %101, %116 : tensor<16x64x64xi32>
    %118 = stablehlo.select %115, %117, %101 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %119 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %120 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %123 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %124 = stablehlo.concatenate %121, %122, %123, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %125 = "stablehlo.gather"(%95, %124) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %126 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %127 = stablehlo.compare NE, %96, %126, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %128 = stablehlo.and %127, %125 : tensor<16x64x64xi1>
    %129 = stablehlo.not %128 : tensor<16x64x64xi1>
    %130 = call @argsort(%129) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %131 = call @_where_3(%128, %96, %c_15) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %132 = call @take_along_axis(%131, %130) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %133 = call @take_along_axis(%97, %130) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %134 = call @take_along_axis(%98, %130) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %135 = stablehlo.convert %128 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %136 = stablehlo.reduce(%135 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %138 = stablehlo.iota dim = 0 : tensor<64xi32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %141 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %142 = stablehlo.compare LT, %140, %141, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %143 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %144 = stablehlo.subtract %137, %143 : tensor<16x64x1xi32>
    %145 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
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
    %159 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %160 = stablehlo.compare LT, %158, %159, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %161 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %162 = stablehlo.add %158, %161 : tensor<16x1x1xi32>
    %163 = stablehlo.select %160, %162, %158 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %164 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %165 = stablehlo.compare LT, %156, %164, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %166 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %167 = stablehlo.add %156, %166 : tensor<16x64x64xi32>
    %168 = stablehlo.select %165, %167, %156 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %169 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %170 = stablehlo.compare LT, %155, %169, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %171 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %172 = stablehlo.add %155, %171 : tensor<1x64x1xi32>
    %173 = stablehlo.select %170, %172, %155 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %174 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %177 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %178 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %179 = stablehlo.concatenate %176, %177, %178, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %180 = "stablehlo.gather"(%95, %179) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %181 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %182 = stablehlo.compare NE, %151, %181, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %183 = stablehlo.and %182, %180 : tensor<16x64x64xi1>
    %184 = stablehlo.not %183 : tensor<16x64x64xi1>
    %185 = call @argsort(%184) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %186 = call @_where_3(%183, %151, %c_15) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %187 = call @take_along_axis(%186, %185) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %188 = call @take_along_axis(%152, %185) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %189 = call @take_along_axis(%153, %185) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %190 = stablehlo.convert %183 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %191 = stablehlo.reduce(%190 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %193 = stablehlo.iota dim = 0 : tensor<64xi32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %196 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %197 = stablehlo.compare LT, %195, %196, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %198 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %199 = stablehlo.subtract %192, %198 : tensor<16x64x1xi32>
    %200 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %201 = stablehlo.maximum %199, %200 : tensor<16x64x1xi32>
    %202 = call @take_along_axis_4(%188, %201) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %203 = call @_where_5(%197, %188, %202) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %204 = call @take_along_axis_4(%189, %201) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %205 = call @_where_5(%197, %189, %204) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %206 = call @_pad_6(%arg8, %c_15) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %207 = call @_pad_7(%arg9, %c_15) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %208 = call @_pad_7(%arg10, %c_15) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %209 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %210 = call @floor_divide_8(%209, %c_5) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %211 = call @remainder(%209, %c_5) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %212 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %213 = stablehlo.compare NE, %132, %212, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %214 = stablehlo.convert %213 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %215 = stablehlo.reduce(%214 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %216 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %217 = stablehlo.compare LT, %210, %216, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %218 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %219 = stablehlo.add %210, %218 : tensor<1024xi32>
    %220 = stablehlo.select %217, %219, %210 : tensor<1024xi1>, tensor<1024xi32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %222 = "stablehlo.gather"(%c_16, %221) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %223 = stablehlo.broadcast_in_dim %211, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %224 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %225 = stablehlo.compare LT, %222, %224, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %226 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %227 = stablehlo.add %222, %226 : tensor<1024x1xi32>
    %228 = stablehlo.select %225, %227, %222 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %229 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %230 = stablehlo.compare LT, %223, %229, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %231 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %232 = stablehlo.add %223, %231 : tensor<1024x1xi32>
    %233 = stablehlo.select %230, %232, %223 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %234 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %235 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %236 = stablehlo.concatenate %234, %235, dim = 2 : (tensor<1024x1x1xi32>, tensor<1024x1x1xi32>) -> tensor<1024x1x2xi32>
    %237 = "stablehlo.gather"(%215, %236) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xi32>, tensor<1024x1x2xi32>) -> tensor<1024x1xi32>
    %238 = stablehlo.reduce(%237 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xi32>, tensor<i32>) -> tensor<1024xi32>
    %239 = call @cumsum(%237) : (tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %240 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %241 = stablehlo.maximum %238, %240 : tensor<1024xi32>
    %242 = call @cumsum_12(%241) : (tensor<1024xi32>) -> tensor<1024xi32>
    %243 = stablehlo.iota dim = 0 : tensor<33280xi32>
    %244 = stablehlo.slice %242 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %245 = stablehlo.reshape %244 : (tensor<1xi32>) -> tensor<i32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %247 = stablehlo.compare LT, %243, %246, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %248 = stablehlo.slice %242 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %249 = stablehlo.reshape %248 : (tensor<1xi32>) -> tensor<i32>
    %250 = stablehlo.subtract %249, %c_11 : tensor<i32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %252 = stablehlo.minimum %243, %251 : tensor<33280xi32>
    %253 = call @searchsorted(%242, %252) : (tensor<1024xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    %254 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %255 = stablehlo.add %254, %253 : tensor<33280xi32>
    %256 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %257 = stablehlo.compare LT, %253, %256, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %258 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %259 = stablehlo.add %253, %258 : tensor<33280xi32>
    %260 = stablehlo.select %257, %259, %253 : tensor<33280xi1>, tensor<33280xi32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %262 = "stablehlo.gather"(%242, %261) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %263 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %264 = stablehlo.compare LT, %253, %263, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %265 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %266 = stablehlo.add %253, %265 : tensor<33280xi32>
    %267 = stablehlo.select %264, %266, %253 : tensor<33280xi1>, tensor<33280xi32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %269 = "stablehlo.gather"(%241, %268) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %270 = stablehlo.subtract %262, %269 : tensor<33280xi32>
    %271 = stablehlo.subtract %252, %270 : tensor<33280xi32>
    %272 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %273 = stablehlo.compare LT, %255, %272, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %274 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %275 = stablehlo.add %255, %274 : tensor<33280xi32>
    %276 = stablehlo.select %273, %275, %255 : tensor<33280xi1>, tensor<33280xi32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %278 = "stablehlo.gather"(%239, %277) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %279 = stablehlo.broadcast_in_dim %271, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %280 = stablehlo.compare LE, %278, %279, SIGNED : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi1>
    %281 = stablehlo.convert %280 : (tensor<33280x1xi1>) -> tensor<33280x1xi32>
    %282 = stablehlo.reduce(%281 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<33280x1xi32>, tensor<i32>) -> tensor<33280xi32>
    %283 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %284 = stablehlo.minimum %282, %283 : tensor<33280xi32>
    %285 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %286 = stablehlo.compare LT, %255, %285, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %287 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %288 = stablehlo.add %255, %287 : tensor<33280xi32>
    %289 = stablehlo.select %286, %288, %255 : tensor<33280xi1>, tensor<33280xi32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %291 = "stablehlo.gather"(%239, %290) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %292 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %293 = stablehlo.compare LT, %255, %292, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %294 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %295 = stablehlo.add %255, %294 : tensor<33280xi32>
    %296 = stablehlo.select %293, %295, %255 : tensor<33280xi1>, tensor<33280xi32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %298 = "stablehlo.gather"(%237, %297) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %299 = stablehlo.subtract %291, %298 : tensor<33280x1xi32>
    %300 = stablehlo.broadcast_in_dim %284, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %301 = call @take_along_axis_16(%299, %300) : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %302 = stablehlo.reshape %301 : (tensor<33280x1xi32>) -> tensor<33280xi32>
    %303 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %304 = stablehlo.compare LT, %255, %303, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %305 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %306 = stablehlo.add %255, %305 : tensor<33280xi32>
    %307 = stablehlo.select %304, %306, %255 : tensor<33280xi1>, tensor<33280xi32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %309 = "stablehlo.gather"(%238, %308) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %310 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %311 = stablehlo.compare GT, %309, %310, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %312 = stablehlo.subtract %271, %302 : tensor<33280xi32>
    %313 = call @_where_17(%311, %312, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %314 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %315 = stablehlo.compare LT, %255, %314, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %316 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %317 = stablehlo.add %255, %316 : tensor<33280xi32>
    %318 = stablehlo.select %315, %317, %255 : tensor<33280xi1>, tensor<33280xi32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %320 = "stablehlo.gather"(%210, %319) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %321 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %322 = stablehlo.compare LT, %320, %321, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %323 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %324 = stablehlo.add %320, %323 : tensor<33280xi32>
    %325 = stablehlo.select %322, %324, %320 : tensor<33280xi1>, tensor<33280xi32>
    %326 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %327 = stablehlo.compare LT, %284, %326, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %328 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %329 = stablehlo.add %284, %328 : tensor<33280xi32>
    %330 = stablehlo.select %327, %329, %284 : tensor<33280xi1>, tensor<33280xi32>
    %331 = stablehlo.broadcast_in_dim %325, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %332 = stablehlo.broadcast_in_dim %330, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %333 = stablehlo.concatenate %331, %332, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %334 = "stablehlo.gather"(%c_16, %333) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %335 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %336 = stablehlo.compare LT, %255, %335, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %337 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %338 = stablehlo.add %255, %337 : tensor<33280xi32>
    %339 = stablehlo.select %336, %338, %255 : tensor<33280xi1>, tensor<33280xi32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %341 = "stablehlo.gather"(%211, %340) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %342 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %343 = stablehlo.compare LT, %255, %342, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %344 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %345 = stablehlo.add %255, %344 : tensor<33280xi32>
    %346 = stablehlo.select %343, %345, %255 : tensor<33280xi1>, tensor<33280xi32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %348 = "stablehlo.gather"(%238, %347) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %349 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %350 = stablehlo.compare GT, %348, %349, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %351 = stablehlo.and %247, %350 : tensor<33280xi1>
    %352 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %353 = stablehlo.compare LT, %334, %352, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %354 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %355 = stablehlo.add %334, %354 : tensor<33280xi32>
    %356 = stablehlo.select %353, %355, %334 : tensor<33280xi1>, tensor<33280xi32>
    %357 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %358 = stablehlo.compare LT, %341, %357, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %359 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %360 = stablehlo.add %341, %359 : tensor<33280xi32>
    %361 = stablehlo.select %358, %360, %341 : tensor<33280xi1>, tensor<33280xi32>
    %362 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %363 = stablehlo.compare LT, %313, %362, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %364 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %365 = stablehlo.add %313, %364 : tensor<33280xi32>
    %366 = stablehlo.select %363, %365, %313 : tensor<33280xi1>, tensor<33280xi32>
    %367 = stablehlo.broadcast_in_dim %356, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %368 = stablehlo.broadcast_in_dim %361, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %369 = stablehlo.broadcast_in_dim %366, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %370 = stablehlo.concatenate %367, %368, %369, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %371 = "stablehlo.gather"(%132, %370) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %372 = stablehlo.convert %371 : (tensor<33280xi8>) -> tensor<33280xi32>
    %373 = call @_where_17(%351, %372, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %374 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %375 = stablehlo.compare EQ, %271, %374, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %376 = stablehlo.and %247, %375 : tensor<33280xi1>
    %377 = call @_where_18(%376, %c_2, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %378 = stablehlo.convert %377 : tensor<33280xi32>
    %379 = stablehlo.or %373, %378 : tensor<33280xi32>
    %380 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %381 = stablehlo.compare LT, %253, %380, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %382 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %383 = stablehlo.add %253, %382 : tensor<33280xi32>
    %384 = stablehlo.select %381, %383, %253 : tensor<33280xi1>, tensor<33280xi32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %386 = "stablehlo.gather"(%241, %385) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %387 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %388 = stablehlo.subtract %386, %387 : tensor<33280xi32>
    %389 = stablehlo.compare EQ, %271, %388, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %390 = stablehlo.and %247, %389 : tensor<33280xi1>
    %391 = call @_where_18(%390, %c_1, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %392 = stablehlo.convert %391 : tensor<33280xi32>
    %393 = stablehlo.or %379, %392 : tensor<33280xi32>
    %394 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %395 = stablehlo.compare LT, %255, %394, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %396 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %397 = stablehlo.add %255, %396 : tensor<33280xi32>
    %398 = stablehlo.select %395, %397, %255 : tensor<33280xi1>, tensor<33280xi32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %400 = "stablehlo.gather"(%210, %399) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %401 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %402 = stablehlo.compare LT, %400, %401, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %403 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %404 = stablehlo.add %400, %403 : tensor<33280xi32>
    %405 = stablehlo.select %402, %404, %400 : tensor<33280xi1>, tensor<33280xi32>
    %406 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %407 = stablehlo.compare LT, %284, %406, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %408 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %409 = stablehlo.add %284, %408 : tensor<33280xi32>
    %410 = stablehlo.select %407, %409, %284 : tensor<33280xi1>, tensor<33280xi32>
    %411 = stablehlo.broadcast_in_dim %405, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %412 = stablehlo.broadcast_in_dim %410, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %413 = stablehlo.concatenate %411, %412, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %414 = "stablehlo.gather"(%c_16, %413) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %415 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %416 = stablehlo.multiply %414, %415 : tensor<33280xi32>
    %417 = stablehlo.add %416, %341 : tensor<33280xi32>
    %418 = stablehlo.convert %417 : (tensor<33280xi32>) -> tensor<33280xi16>
    %419 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %420 = stablehlo.compare LT, %334, %419, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %421 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %422 = stablehlo.add %334, %421 : tensor<33280xi32>
    %423 = stablehlo.select %420, %422, %334 : tensor<33280xi1>, tensor<33280xi32>
    %424 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %425 = stablehlo.compare LT, %341, %424, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %426 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %427 = stablehlo.add %341, %426 : tensor<33280xi32>
    %428 = stablehlo.select %425, %427, %341 : tensor<33280xi1>, tensor<33280xi32>
    %429 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %430 = stablehlo.compare LT, %313, %429, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %431 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %432 = stablehlo.add %313, %431 : tensor<33280xi32>
    %433 = stablehlo.select %430, %432, %313 : tensor<33280xi1>, tensor<33280xi32>
    %434 = stablehlo.broadcast_in_dim %423, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %435 = stablehlo.broadcast_in_dim %428, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %436 = stablehlo.broadcast_in_dim %433, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %437 = stablehlo.concatenate %434, %435, %436, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %438 = "stablehlo.gather"(%148, %437) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %439 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %440 = stablehlo.compare LT, %334, %439, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %441 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %442 = stablehlo.add %334, %441 : tensor<33280xi32>
    %443 = stablehlo.select %440, %442, %334 : tensor<33280xi1>, tensor<33280xi32>
    %444 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %445 = stablehlo.compare LT, %341, %444, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %446 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %447 = stablehlo.add %341, %446 : tensor<33280xi32>
    %448 = stablehlo.select %445, %447, %341 : tensor<33280xi1>, tensor<33280xi32>
    %449 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %450 = stablehlo.compare LT, %313, %449, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %451 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %452 = stablehlo.add %313, %451 : tensor<33280xi32>
    %453 = stablehlo.select %450, %452, %313 : tensor<33280xi1>, tensor<33280xi32>
    %454 = stablehlo.broadcast_in_dim %443, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %455 = stablehlo.broadcast_in_dim %448, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %456 = stablehlo.broadcast_in_dim %453, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %457 = stablehlo.concatenate %454, %455, %456, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %458 = "stablehlo.gather"(%150, %457) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %459 = stablehlo.convert %393 : (tensor<33280xi32>) -> tensor<33280xi8>
    %460:2 = stablehlo.custom_call @tpu_custom_call(%418, %438, %458, %459, %206, %207, %208, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:cfafb050f8d8ec7ee47dad0441164599ac13c7189fd7d3e01a07edf092deca41\22, \22cost_estimate\22: {\22bytes_accessed\22: 8992587776, \22flops\22: 4466765987840, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33280xi16>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<1x512x512xi8>) -> (tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>)
    %461 = stablehlo.convert %460#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %462 = stablehlo.convert %460#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %463 = stablehlo.multiply %461, %462 : tensor<16x32768x128xf32>
    %464 = stablehlo.reduce(%463 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<16x32768x128xf32>, tensor<f32>) -> tensor<16x32768xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 2] : (tensor<16x32768xf32>) -> tensor<16x1x32768xf32>
    %466 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %467 = call @floor_divide_8(%466, %c_5) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %468 = call @remainder(%466, %c_5) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %469 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %470 = stablehlo.compare NE, %132, %469, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %471 = stablehlo.convert %470 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %472 = stablehlo.reduce(%471 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %473 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %474 = stablehlo.compare LT, %467, %473, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %475 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %476 = stablehlo.add %467, %475 : tensor<1024xi32>
    %477 = stablehlo.select %474, %476, %467 : tensor<1024xi1>, tensor<1024xi32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %479 = "stablehlo.gather"(%c_16, %478) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %480 = stablehlo.broadcast_in_dim %468, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %481 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %482 = stablehlo.compare LT, %479, %481, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %483 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %484 = stablehlo.add %479, %483 : tensor<1024x1xi32>
    %485 = stablehlo.select %482, %484, %479 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %486 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %487 = stablehlo.compare LT, %480, %486, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %488 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %489 = stablehlo.add %480, %488 : tensor<1024x1xi32>
    %490 = stablehlo.select %487, %489, %480 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %491 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %492 = stablehlo.broadcast_in_dim %490, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %493 = stablehlo.concatenate %491, %492, dim = 2 : (tensor<1024x1x1xi32>, tensor<1024x1x1xi32>) -> tensor<1024x1x2xi32>
    %494 = "stablehlo.gather"(%472, %493) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xi32>, tensor<1024x1x2xi32>) -> tensor<1024x1xi32>
    %495 = stablehlo.reduce(%494 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xi32>, tensor<i32>) -> tensor<1024xi32>
    %496 = call @cumsum(%494) : (tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %497 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %498 = stablehlo.maximum %495, %497 : tensor<1024xi32>
    %499 = call @cumsum_12(%498) : (tensor<1024xi32>) -> tensor<1024xi32>
    %500 = stablehlo.iota dim = 0 : tensor<33280xi32>
    %501 = stablehlo.slice %499 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %502 = stablehlo.reshape %501 : (tensor<1xi32>) -> tensor<i32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %504 = stablehlo.compare LT, %500, %503, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %505 = stablehlo.slice %499 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %506 = stablehlo.reshape %505 : (tensor<1xi32>) -> tensor<i32>
    %507 = stablehlo.subtract %506, %c_11 : tensor<i32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %509 = stablehlo.minimum %500, %508 : tensor<33280xi32>
    %510 = call @searchsorted(%499, %509) : (tensor<1024xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    %511 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %512 = stablehlo.add %511, %510 : tensor<33280xi32>
    %513 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %514 = stablehlo.compare LT, %510, %513, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %515 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %516 = stablehlo.add %510, %515 : tensor<33280xi32>
    %517 = stablehlo.select %514, %516, %510 : tensor<33280xi1>, tensor<33280xi32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %519 = "stablehlo.gather"(%499, %518) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %520 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %521 = stablehlo.compare LT, %510, %520, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %522 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %523 = stablehlo.add %510, %522 : tensor<33280xi32>
    %524 = stablehlo.select %521, %523, %510 : tensor<33280xi1>, tensor<33280xi32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %526 = "stablehlo.gather"(%498, %525) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %527 = stablehlo.subtract %519, %526 : tensor<33280xi32>
    %528 = stablehlo.subtract %509, %527 : tensor<33280xi32>
    %529 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %530 = stablehlo.compare LT, %512, %529, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %531 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %532 = stablehlo.add %512, %531 : tensor<33280xi32>
    %533 = stablehlo.select %530, %532, %512 : tensor<33280xi1>, tensor<33280xi32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %535 = "stablehlo.gather"(%496, %534) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %536 = stablehlo.broadcast_in_dim %528, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %537 = stablehlo.compare LE, %535, %536, SIGNED : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi1>
    %538 = stablehlo.convert %537 : (tensor<33280x1xi1>) -> tensor<33280x1xi32>
    %539 = stablehlo.reduce(%538 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<33280x1xi32>, tensor<i32>) -> tensor<33280xi32>
    %540 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %541 = stablehlo.minimum %539, %540 : tensor<33280xi32>
    %542 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %543 = stablehlo.compare LT, %512, %542, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %544 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %545 = stablehlo.add %512, %544 : tensor<33280xi32>
    %546 = stablehlo.select %543, %545, %512 : tensor<33280xi1>, tensor<33280xi32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %548 = "stablehlo.gather"(%496, %547) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %549 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %550 = stablehlo.compare LT, %512, %549, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %551 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %552 = stablehlo.add %512, %551 : tensor<33280xi32>
    %553 = stablehlo.select %550, %552, %512 : tensor<33280xi1>, tensor<33280xi32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %555 = "stablehlo.gather"(%494, %554) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %556 = stablehlo.subtract %548, %555 : tensor<33280x1xi32>
    %557 = stablehlo.broadcast_in_dim %541, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %558 = call @take_along_axis_16(%556, %557) : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %559 = stablehlo.reshape %558 : (tensor<33280x1xi32>) -> tensor<33280xi32>
    %560 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %561 = stablehlo.compare LT, %512, %560, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %562 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %563 = stablehlo.add %512, %562 : tensor<33280xi32>
    %564 = stablehlo.select %561, %563, %512 : tensor<33280xi1>, tensor<33280xi32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %566 = "stablehlo.gather"(%495, %565) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %567 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %568 = stablehlo.compare GT, %566, %567, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %569 = stablehlo.subtract %528, %559 : tensor<33280xi32>
    %570 = call @_where_17(%568, %569, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %571 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %572 = stablehlo.compare LT, %512, %571, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %573 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %574 = stablehlo.add %512, %573 : tensor<33280xi32>
    %575 = stablehlo.select %572, %574, %512 : tensor<33280xi1>, tensor<33280xi32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %577 = "stablehlo.gather"(%467, %576) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %578 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %579 = stablehlo.compare LT, %577, %578, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %580 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %581 = stablehlo.add %577, %580 : tensor<33280xi32>
    %582 = stablehlo.select %579, %581, %577 : tensor<33280xi1>, tensor<33280xi32>
    %583 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %584 = stablehlo.compare LT, %541, %583, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %585 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %586 = stablehlo.add %541, %585 : tensor<33280xi32>
    %587 = stablehlo.select %584, %586, %541 : tensor<33280xi1>, tensor<33280xi32>
    %588 = stablehlo.broadcast_in_dim %582, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %589 = stablehlo.broadcast_in_dim %587, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %590 = stablehlo.concatenate %588, %589, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %591 = "stablehlo.gather"(%c_16, %590) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %592 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %593 = stablehlo.compare LT, %512, %592, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %594 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %595 = stablehlo.add %512, %594 : tensor<33280xi32>
    %596 = stablehlo.select %593, %595, %512 : tensor<33280xi1>, tensor<33280xi32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %598 = "stablehlo.gather"(%468, %597) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %599 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %600 = stablehlo.compare LT, %512, %599, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %601 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %602 = stablehlo.add %512, %601 : tensor<33280xi32>
    %603 = stablehlo.select %600, %602, %512 : tensor<33280xi1>, tensor<33280xi32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %605 = "stablehlo.gather"(%495, %604) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %606 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %607 = stablehlo.compare GT, %605, %606, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %608 = stablehlo.and %504, %607 : tensor<33280xi1>
    %609 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %610 = stablehlo.compare LT, %591, %609, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %611 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %612 = stablehlo.add %591, %611 : tensor<33280xi32>
    %613 = stablehlo.select %610, %612, %591 : tensor<33280xi1>, tensor<33280xi32>
    %614 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %615 = stablehlo.compare LT, %598, %614, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %616 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %617 = stablehlo.add %598, %616 : tensor<33280xi32>
    %618 = stablehlo.select %615, %617, %598 : tensor<33280xi1>, tensor<33280xi32>
    %619 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %620 = stablehlo.compare LT, %570, %619, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %621 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %622 = stablehlo.add %570, %621 : tensor<33280xi32>
    %623 = stablehlo.select %620, %622, %570 : tensor<33280xi1>, tensor<33280xi32>
    %624 = stablehlo.broadcast_in_dim %613, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %625 = stablehlo.broadcast_in_dim %618, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %626 = stablehlo.broadcast_in_dim %623, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %627 = stablehlo.concatenate %624, %625, %626, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %628 = "stablehlo.gather"(%132, %627) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %629 = stablehlo.convert %628 : (tensor<33280xi8>) -> tensor<33280xi32>
    %630 = call @_where_17(%608, %629, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %631 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %632 = stablehlo.compare EQ, %528, %631, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %633 = stablehlo.and %504, %632 : tensor<33280xi1>
    %634 = call @_where_18(%633, %c_2, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %635 = stablehlo.convert %634 : tensor<33280xi32>
    %636 = stablehlo.or %630, %635 : tensor<33280xi32>
    %637 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %638 = stablehlo.compare LT, %510, %637, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %639 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %640 = stablehlo.add %510, %639 : tensor<33280xi32>
    %641 = stablehlo.select %638, %640, %510 : tensor<33280xi1>, tensor<33280xi32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %643 = "stablehlo.gather"(%498, %642) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %644 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %645 = stablehlo.subtract %643, %644 : tensor<33280xi32>
    %646 = stablehlo.compare EQ, %528, %645, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %647 = stablehlo.and %504, %646 : tensor<33280xi1>
    %648 = call @_where_18(%647, %c_1, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %649 = stablehlo.convert %648 : tensor<33280xi32>
    %650 = stablehlo.or %636, %649 : tensor<33280xi32>
    %651 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %652 = stablehlo.compare LT, %512, %651, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %653 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %654 = stablehlo.add %512, %653 : tensor<33280xi32>
    %655 = stablehlo.select %652, %654, %512 : tensor<33280xi1>, tensor<33280xi32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %657 = "stablehlo.gather"(%467, %656) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %658 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %659 = stablehlo.compare LT, %657, %658, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %660 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %661 = stablehlo.add %657, %660 : tensor<33280xi32>
    %662 = stablehlo.select %659, %661, %657 : tensor<33280xi1>, tensor<33280xi32>
    %663 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %664 = stablehlo.compare LT, %541, %663, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %665 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %666 = stablehlo.add %541, %665 : tensor<33280xi32>
    %667 = stablehlo.select %664, %666, %541 : tensor<33280xi1>, tensor<33280xi32>
    %668 = stablehlo.broadcast_in_dim %662, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %669 = stablehlo.broadcast_in_dim %667, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %670 = stablehlo.concatenate %668, %669, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %671 = "stablehlo.gather"(%c_16, %670) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %672 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %673 = stablehlo.multiply %671, %672 : tensor<33280xi32>
    %674 = stablehlo.add %673, %598 : tensor<33280xi32>
    %675 = stablehlo.convert %674 : (tensor<33280xi32>) -> tensor<33280xi16>
    %676 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %677 = stablehlo.compare LT, %591, %676, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %678 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %679 = stablehlo.add %591, %678 : tensor<33280xi32>
    %680 = stablehlo.select %677, %679, %591 : tensor<33280xi1>, tensor<33280xi32>
    %681 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %682 = stablehlo.compare LT, %598, %681, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %683 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %684 = stablehlo.add %598, %683 : tensor<33280xi32>
    %685 = stablehlo.select %682, %684, %598 : tensor<33280xi1>, tensor<33280xi32>
    %686 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %687 = stablehlo.compare LT, %570, %686, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %688 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %689 = stablehlo.add %570, %688 : tensor<33280xi32>
    %690 = stablehlo.select %687, %689, %570 : tensor<33280xi1>, tensor<33280xi32>
    %691 = stablehlo.broadcast_in_dim %680, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %692 = stablehlo.broadcast_in_dim %685, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %693 = stablehlo.broadcast_in_dim %690, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %694 = stablehlo.concatenate %691, %692, %693, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %695 = "stablehlo.gather"(%148, %694) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %696 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %697 = stablehlo.compare LT, %591, %696, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %698 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %699 = stablehlo.add %591, %698 : tensor<33280xi32>
    %700 = stablehlo.select %697, %699, %591 : tensor<33280xi1>, tensor<33280xi32>
    %701 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %702 = stablehlo.compare LT, %598, %701, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %703 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %704 = stablehlo.add %598, %703 : tensor<33280xi32>
    %705 = stablehlo.select %702, %704, %598 : tensor<33280xi1>, tensor<33280xi32>
    %706 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %707 = stablehlo.compare LT, %570, %706, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %708 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %709 = stablehlo.add %570, %708 : tensor<33280xi32>
    %710 = stablehlo.select %707, %709, %570 : tensor<33280xi1>, tensor<33280xi32>
    %711 = stablehlo.broadcast_in_dim %700, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %712 = stablehlo.broadcast_in_dim %705, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %713 = stablehlo.broadcast_in_dim %710, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %714 = stablehlo.concatenate %711, %712, %713, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %715 = "stablehlo.gather"(%150, %714) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %716 = stablehlo.convert %650 : (tensor<33280xi32>) -> tensor<33280xi8>
    %717 = stablehlo.custom_call @tpu_custom_call(%675, %695, %715, %716, %206, %207, %208, %arg3, %460#0, %460#1, %465) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:8150f02745832b2b29f1012449773bce096929b8c60c41b10e6d21facf400342\22, \22cost_estimate\22: {\22bytes_accessed\22: 9126805504, \22flops\22: 6700148981760, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33280xi16>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<1x512x512xi8>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>) -> tensor<16x32768x128xbf16>
    %718 = stablehlo.iota dim = 0 : tensor<256xi32>
    %719 = call @floor_divide_19(%718, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %720 = call @remainder_21(%718, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %721 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %722 = stablehlo.compare NE, %187, %721, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %723 = stablehlo.convert %722 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %724 = stablehlo.reduce(%723 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %725 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %726 = stablehlo.compare LT, %719, %725, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %727 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %728 = stablehlo.add %719, %727 : tensor<256xi32>
    %729 = stablehlo.select %726, %728, %719 : tensor<256xi1>, tensor<256xi32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %731 = "stablehlo.gather"(%c_17, %730) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<4x4xi32>, tensor<256x1xi32>) -> tensor<256x4xi32>
    %732 = stablehlo.broadcast_in_dim %720, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %733 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<256x4xi32>
    %734 = stablehlo.compare LT, %731, %733, SIGNED : (tensor<256x4xi32>, tensor<256x4xi32>) -> tensor<256x4xi1>
    %735 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256x4xi32>
    %736 = stablehlo.add %731, %735 : tensor<256x4xi32>
    %737 = stablehlo.select %734, %736, %731 : tensor<256x4xi1>, tensor<256x4xi32>
    %738 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %739 = stablehlo.compare LT, %732, %738, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %740 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %741 = stablehlo.add %732, %740 : tensor<256x1xi32>
    %742 = stablehlo.select %739, %741, %732 : tensor<256x1xi1>, tensor<256x1xi32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x4xi32>
    %744 = stablehlo.broadcast_in_dim %737, dims = [0, 1] : (tensor<256x4xi32>) -> tensor<256x4x1xi32>
    %745 = stablehlo.broadcast_in_dim %743, dims = [0, 1] : (tensor<256x4xi32>) -> tensor<256x4x1xi32>
    %746 = stablehlo.concatenate %744, %745, dim = 2 : (tensor<256x4x1xi32>, tensor<256x4x1xi32>) -> tensor<256x4x2xi32>
    %747 = "stablehlo.gather"(%724, %746) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xi32>, tensor<256x4x2xi32>) -> tensor<256x4xi32>
    %748 = stablehlo.reduce(%747 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<256x4xi32>, tensor<i32>) -> tensor<256xi32>
    %749 = call @cumsum_22(%747) : (tensor<256x4xi32>) -> tensor<256x4xi32>
    %750 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %751 = stablehlo.maximum %748, %750 : tensor<256xi32>
    %752 = call @cumsum_24(%751) : (tensor<256xi32>) -> tensor<256xi32>
    %753 = stablehlo.iota dim = 0 : tensor<33280xi32>
    %754 = stablehlo.slice %752 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %755 = stablehlo.reshape %754 : (tensor<1xi32>) -> tensor<i32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %757 = stablehlo.compare LT, %753, %756, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %758 = stablehlo.slice %752 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %759 = stablehlo.reshape %758 : (tensor<1xi32>) -> tensor<i32>
    %760 = stablehlo.subtract %759, %c_11 : tensor<i32>
    %761 = stablehlo.broadcast_in_dim %760, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %762 = stablehlo.minimum %753, %761 : tensor<33280xi32>
    %763 = call @searchsorted_26(%752, %762) : (tensor<256xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    %764 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %765 = stablehlo.add %764, %763 : tensor<33280xi32>
    %766 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %767 = stablehlo.compare LT, %763, %766, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %768 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %769 = stablehlo.add %763, %768 : tensor<33280xi32>
    %770 = stablehlo.select %767, %769, %763 : tensor<33280xi1>, tensor<33280xi32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %772 = "stablehlo.gather"(%752, %771) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %773 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %774 = stablehlo.compare LT, %763, %773, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %775 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %776 = stablehlo.add %763, %775 : tensor<33280xi32>
    %777 = stablehlo.select %774, %776, %763 : tensor<33280xi1>, tensor<33280xi32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %779 = "stablehlo.gather"(%751, %778) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %780 = stablehlo.subtract %772, %779 : tensor<33280xi32>
    %781 = stablehlo.subtract %762, %780 : tensor<33280xi32>
    %782 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %783 = stablehlo.compare LT, %765, %782, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %784 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %785 = stablehlo.add %765, %784 : tensor<33280xi32>
    %786 = stablehlo.select %783, %785, %765 : tensor<33280xi1>, tensor<33280xi32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %788 = "stablehlo.gather"(%749, %787) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<256x4xi32>, tensor<33280x1xi32>) -> tensor<33280x4xi32>
    %789 = stablehlo.broadcast_in_dim %781, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [0, 1] : (tensor<33280x1xi32>) -> tensor<33280x4xi32>
    %791 = stablehlo.compare LE, %788, %790, SIGNED : (tensor<33280x4xi32>, tensor<33280x4xi32>) -> tensor<33280x4xi1>
    %792 = stablehlo.convert %791 : (tensor<33280x4xi1>) -> tensor<33280x4xi32>
    %793 = stablehlo.reduce(%792 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<33280x4xi32>, tensor<i32>) -> tensor<33280xi32>
    %794 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %795 = stablehlo.minimum %793, %794 : tensor<33280xi32>
    %796 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %797 = stablehlo.compare LT, %765, %796, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %798 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %799 = stablehlo.add %765, %798 : tensor<33280xi32>
    %800 = stablehlo.select %797, %799, %765 : tensor<33280xi1>, tensor<33280xi32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %802 = "stablehlo.gather"(%749, %801) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<256x4xi32>, tensor<33280x1xi32>) -> tensor<33280x4xi32>
    %803 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %804 = stablehlo.compare LT, %765, %803, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %805 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %806 = stablehlo.add %765, %805 : tensor<33280xi32>
    %807 = stablehlo.select %804, %806, %765 : tensor<33280xi1>, tensor<33280xi32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %809 = "stablehlo.gather"(%747, %808) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<256x4xi32>, tensor<33280x1xi32>) -> tensor<33280x4xi32>
    %810 = stablehlo.subtract %802, %809 : tensor<33280x4xi32>
    %811 = stablehlo.broadcast_in_dim %795, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %812 = call @take_along_axis_30(%810, %811) : (tensor<33280x4xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %813 = stablehlo.reshape %812 : (tensor<33280x1xi32>) -> tensor<33280xi32>
    %814 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %815 = stablehlo.compare LT, %765, %814, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %816 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %817 = stablehlo.add %765, %816 : tensor<33280xi32>
    %818 = stablehlo.select %815, %817, %765 : tensor<33280xi1>, tensor<33280xi32>
    %819 = stablehlo.broadcast_in_dim %818, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %820 = "stablehlo.gather"(%748, %819) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %821 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %822 = stablehlo.compare GT, %820, %821, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %823 = stablehlo.subtract %781, %813 : tensor<33280xi32>
    %824 = call @_where_17(%822, %823, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %825 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %826 = stablehlo.compare LT, %765, %825, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %827 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %828 = stablehlo.add %765, %827 : tensor<33280xi32>
    %829 = stablehlo.select %826, %828, %765 : tensor<33280xi1>, tensor<33280xi32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %831 = "stablehlo.gather"(%719, %830) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %832 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %833 = stablehlo.compare LT, %831, %832, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %834 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %835 = stablehlo.add %831, %834 : tensor<33280xi32>
    %836 = stablehlo.select %833, %835, %831 : tensor<33280xi1>, tensor<33280xi32>
    %837 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %838 = stablehlo.compare LT, %795, %837, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %839 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %840 = stablehlo.add %795, %839 : tensor<33280xi32>
    %841 = stablehlo.select %838, %840, %795 : tensor<33280xi1>, tensor<33280xi32>
    %842 = stablehlo.broadcast_in_dim %836, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %843 = stablehlo.broadcast_in_dim %841, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %844 = stablehlo.concatenate %842, %843, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %845 = "stablehlo.gather"(%c_17, %844) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %846 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %847 = stablehlo.compare LT, %765, %846, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %848 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %849 = stablehlo.add %765, %848 : tensor<33280xi32>
    %850 = stablehlo.select %847, %849, %765 : tensor<33280xi1>, tensor<33280xi32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %852 = "stablehlo.gather"(%720, %851) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %853 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %854 = stablehlo.compare LT, %765, %853, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %855 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %856 = stablehlo.add %765, %855 : tensor<33280xi32>
    %857 = stablehlo.select %854, %856, %765 : tensor<33280xi1>, tensor<33280xi32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %859 = "stablehlo.gather"(%748, %858) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %860 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %861 = stablehlo.compare GT, %859, %860, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %862 = stablehlo.and %757, %861 : tensor<33280xi1>
    %863 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %864 = stablehlo.compare LT, %845, %863, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %865 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %866 = stablehlo.add %845, %865 : tensor<33280xi32>
    %867 = stablehlo.select %864, %866, %845 : tensor<33280xi1>, tensor<33280xi32>
    %868 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %869 = stablehlo.compare LT, %852, %868, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %870 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %871 = stablehlo.add %852, %870 : tensor<33280xi32>
    %872 = stablehlo.select %869, %871, %852 : tensor<33280xi1>, tensor<33280xi32>
    %873 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %874 = stablehlo.compare LT, %824, %873, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %875 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %876 = stablehlo.add %824, %875 : tensor<33280xi32>
    %877 = stablehlo.select %874, %876, %824 : tensor<33280xi1>, tensor<33280xi32>
    %878 = stablehlo.broadcast_in_dim %867, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %879 = stablehlo.broadcast_in_dim %872, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %880 = stablehlo.broadcast_in_dim %877, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %881 = stablehlo.concatenate %878, %879, %880, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %882 = "stablehlo.gather"(%187, %881) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %883 = stablehlo.convert %882 : (tensor<33280xi8>) -> tensor<33280xi32>
    %884 = call @_where_17(%862, %883, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %885 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %886 = stablehlo.compare EQ, %781, %885, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %887 = stablehlo.and %757, %886 : tensor<33280xi1>
    %888 = call @_where_18(%887, %c_2, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %889 = stablehlo.convert %888 : tensor<33280xi32>
    %890 = stablehlo.or %884, %889 : tensor<33280xi32>
    %891 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %892 = stablehlo.compare LT, %763, %891, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %893 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %894 = stablehlo.add %763, %893 : tensor<33280xi32>
    %895 = stablehlo.select %892, %894, %763 : tensor<33280xi1>, tensor<33280xi32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %897 = "stablehlo.gather"(%751, %896) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %898 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %899 = stablehlo.subtract %897, %898 : tensor<33280xi32>
    %900 = stablehlo.compare EQ, %781, %899, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %901 = stablehlo.and %757, %900 : tensor<33280xi1>
    %902 = call @_where_18(%901, %c_1, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %903 = stablehlo.convert %902 : tensor<33280xi32>
    %904 = stablehlo.or %890, %903 : tensor<33280xi32>
    %905 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %906 = stablehlo.compare LT, %765, %905, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %907 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %908 = stablehlo.add %765, %907 : tensor<33280xi32>
    %909 = stablehlo.select %906, %908, %765 : tensor<33280xi1>, tensor<33280xi32>
    %910 = stablehlo.broadcast_in_dim %909, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %911 = "stablehlo.gather"(%719, %910) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %912 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %913 = stablehlo.compare LT, %911, %912, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %914 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %915 = stablehlo.add %911, %914 : tensor<33280xi32>
    %916 = stablehlo.select %913, %915, %911 : tensor<33280xi1>, tensor<33280xi32>
    %917 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %918 = stablehlo.compare LT, %795, %917, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %919 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %920 = stablehlo.add %795, %919 : tensor<33280xi32>
    %921 = stablehlo.select %918, %920, %795 : tensor<33280xi1>, tensor<33280xi32>
    %922 = stablehlo.broadcast_in_dim %916, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %923 = stablehlo.broadcast_in_dim %921, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %924 = stablehlo.concatenate %922, %923, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %925 = "stablehlo.gather"(%c_17, %924) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %926 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %927 = stablehlo.multiply %925, %926 : tensor<33280xi32>
    %928 = stablehlo.add %927, %852 : tensor<33280xi32>
    %929 = stablehlo.convert %928 : (tensor<33280xi32>) -> tensor<33280xi16>
    %930 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %931 = stablehlo.compare LT, %845, %930, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %932 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %933 = stablehlo.add %845, %932 : tensor<33280xi32>
    %934 = stablehlo.select %931, %933, %845 : tensor<33280xi1>, tensor<33280xi32>
    %935 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %936 = stablehlo.compare LT, %852, %935, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %937 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %938 = stablehlo.add %852, %937 : tensor<33280xi32>
    %939 = stablehlo.select %936, %938, %852 : tensor<33280xi1>, tensor<33280xi32>
    %940 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %941 = stablehlo.compare LT, %824, %940, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %942 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %943 = stablehlo.add %824, %942 : tensor<33280xi32>
    %944 = stablehlo.select %941, %943, %824 : tensor<33280xi1>, tensor<33280xi32>
    %945 = stablehlo.broadcast_in_dim %934, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %946 = stablehlo.broadcast_in_dim %939, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %947 = stablehlo.broadcast_in_dim %944, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %948 = stablehlo.concatenate %945, %946, %947, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %949 = "stablehlo.gather"(%203, %948) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %950 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %951 = stablehlo.compare LT, %845, %950, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %952 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %953 = stablehlo.add %845, %952 : tensor<33280xi32>
    %954 = stablehlo.select %951, %953, %845 : tensor<33280xi1>, tensor<33280xi32>
    %955 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %956 = stablehlo.compare LT, %852, %955, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %957 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %958 = stablehlo.add %852, %957 : tensor<33280xi32>
    %959 = stablehlo.select %956, %958, %852 : tensor<33280xi1>, tensor<33280xi32>
    %960 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %961 = stablehlo.compare LT, %824, %960, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %962 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %963 = stablehlo.add %824, %962 : tensor<33280xi32>
    %964 = stablehlo.select %961, %963, %824 : tensor<33280xi1>, tensor<33280xi32>
    %965 = stablehlo.broadcast_in_dim %954, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %966 = stablehlo.broadcast_in_dim %959, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %967 = stablehlo.broadcast_in_dim %964, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %968 = stablehlo.concatenate %965, %966, %967, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %969 = "stablehlo.gather"(%205, %968) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %970 = stablehlo.convert %904 : (tensor<33280xi32>) -> tensor<33280xi8>
    %971:2 = stablehlo.custom_call @tpu_custom_call(%929, %949, %969, %970, %206, %207, %208, %arg7, %460#0, %460#1, %465) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5171403ae46de8d33275397d7b3d81fd2635943c6b940c7b15469e89825e1b75\22, \22cost_estimate\22: {\22bytes_accessed\22: 8858370048, \22flops\22: 8933531975680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33280xi16>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<1x512x512xi8>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>) -> (tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>)
    %972 = call @_pad_31(%971#1) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %973 = call @_pad_31(%971#0) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %974 = call @_pad_32(%717) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %460#0, %974, %973, %972 : tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>
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
  func.func private @floor_divide_19(%arg0: tensor<256xi32>, %arg1: tensor<i32>) -> tensor<256xi32> {
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
    %14 = call @_where_20(%11, %13, %2) : (tensor<256xi1>, tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
    return %14 : tensor<256xi32>
  }
  func.func private @_where_20(%arg0: tensor<256xi1>, %arg1: tensor<256xi32>, %arg2: tensor<256xi32>) -> tensor<256xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<256xi1>, tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @remainder_21(%arg0: tensor<256xi32>, %arg1: tensor<i32>) -> tensor<256xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_10(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @cumsum_22(%arg0: tensor<256x4xi32>) -> tensor<256x4xi32> {
    %0 = call @cumsum_23(%arg0) : (tensor<256x4xi32>) -> tensor<256x4xi32>
    return %0 : tensor<256x4xi32>
  }
  func.func private @cumsum_23(%arg0: tensor<256x4xi32>) -> tensor<256x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 4>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<256x4xi32>, tensor<i32>) -> tensor<256x4xi32>
    return %1 : tensor<256x4xi32>
  }
  func.func private @cumsum_24(%arg0: tensor<256xi32>) -> tensor<256xi32> {
    %0 = call @cumsum_25(%arg0) : (tensor<256xi32>) -> tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @cumsum_25(%arg0: tensor<256xi32>) -> tensor<256xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[255, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 256>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    return %1 : tensor<256xi32>
  }
  func.func private @searchsorted_26(%arg0: tensor<256xi32>, %arg1: tensor<33280xi32>) -> tensor<33280xi32> {
    %0 = call @_searchsorted_scan_impl_27(%arg0, %arg1) : (tensor<256xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    return %0 : tensor<33280xi32>
  }
  func.func private @_searchsorted_scan_impl_27(%arg0: tensor<256xi32>, %arg1: tensor<33280xi32>) -> tensor<33280xi32> {
    %0 = call @_searchsorted_scan_impl_28(%arg0, %arg1) : (tensor<256xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    return %0 : tensor<33280xi32>
  }
  func.func private @_searchsorted_scan_impl_28(%arg0: tensor<256xi32>, %arg1: tensor<33280xi32>) -> tensor<33280xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<256> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<33280xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<33280xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<256xi32>, tensor<33280xi32>, tensor<i32>, tensor<33280xui32>, tensor<33280xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_29(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<256xi32>, tensor<33280xi32>, tensor<33280xui32>, tensor<33280xui32>) -> (tensor<33280xui32>, tensor<33280xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<256xi32>, tensor<33280xi32>, tensor<i32>, tensor<33280xui32>, tensor<33280xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<33280xui32>) -> tensor<33280xi32>
    return %3 : tensor<33280xi32>
  }
  func.func private @closed_call_29(%arg0: tensor<256xi32>, %arg1: tensor<33280xi32>, %arg2: tensor<33280xui32>, %arg3: tensor<33280xui32>) -> (tensor<33280xui32>, tensor<33280xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<33280xui32>
    %1 = call @floor_divide_15(%0, %c) : (tensor<33280xui32>, tensor<i32>) -> tensor<33280xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<33280xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<33280xui32>) -> tensor<33280x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xui32>) -> tensor<33280x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<33280x1xi32>) -> tensor<33280xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<33280xi1>, tensor<33280xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<33280xi1>, tensor<33280xui32>
    return %7, %8 : tensor<33280xui32>, tensor<33280xui32>
  }
  func.func private @take_along_axis_30(%arg0: tensor<33280x4xi32>, %arg1: tensor<33280x1xi32>) -> tensor<33280x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<33280x4xi32>, tensor<33280x1x1xi32>) -> tensor<33280x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<33280x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<33280x1xi1>, tensor<33280x1xi32>
    return %15 : tensor<33280x1xi32>
  }
  func.func private @_pad_31(%arg0: tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x32768x128xbf16>, tensor<bf16>) -> tensor<4x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:4, 0:32768, 0:128] : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    return %1 : tensor<4x32768x128xbf16>
  }
  func.func private @_pad_32(%arg0: tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xbf16>, tensor<bf16>) -> tensor<16x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:32768, 0:128] : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %1 : tensor<16x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:cfafb050f8d8ec7ee47dad0441164599ac13c7189fd7d3e01a07edf092deca41
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 33280>, scalar_prefetch = 4 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<33280xi8, #tpu.memory_space<smem>>
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
      %23 = vector.broadcast %cst_9 : f32 to vector<512x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg14[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %15 = vector.load %arg6[%c0, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg7[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %19 = tpu.matmul %16, %18, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
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
      %57 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %58 = vector.shape_cast %57 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %59 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %60 = vector.load %arg14[%c0_29, %c0_30] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %61 = vector.broadcast %59 : vector<512x1xf32> to vector<512x128xf32>
      %62 = arith.mulf %61, %60 : vector<512x128xf32>
      %63 = arith.truncf %45 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %64 = tpu.matmul %63, %58, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %65 = arith.addf %62, %64 : vector<512x128xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %66 = vector.load %arg14[%c0_32, %c0_33] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %67 = vector.shape_cast %66 : vector<512x128xf32> to vector<512x128xf32>
      %68 = vector.shape_cast %65 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %68 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %18 = vector.load %arg14[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
      %25 = vector.load %arg10[%c0_9, %c0_10, %c0_11] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg10[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<33280xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_11, %34 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:8150f02745832b2b29f1012449773bce096929b8c60c41b10e6d21facf400342
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 33280>, scalar_prefetch = 4 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<33280xi8, #tpu.memory_space<smem>>
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
      %16 = vector.load %arg14[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %17 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %19 = tpu.matmul %18, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
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
      %37 = vector.load %arg10[%c0_18, %c0_19, %c0_20] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %38 = vector.shape_cast %37 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %39 = vector.load %arg8[%c0_21, %c0_22, %c0_23] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %40 = vector.shape_cast %39 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_24 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %41 = tpu.matmul %38, %40, %cst_24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
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
      %48 = vector.load %arg14[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %49 = arith.truncf %47 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %50 = tpu.matmul %49, %16, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_31 = arith.constant 0.0883883461 : f32
      %51 = vector.broadcast %cst_31 : f32 to vector<512x128xf32>
      %52 = arith.mulf %50, %51 : vector<512x128xf32>
      %53 = arith.addf %48, %52 : vector<512x128xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %54 = vector.load %arg14[%c0_32, %c0_33] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %55 = vector.shape_cast %54 : vector<512x128xf32> to vector<512x128xf32>
      %56 = vector.shape_cast %53 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %56 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg14[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %16 = arith.truncf %15 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg13[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %19 = vector.shape_cast %16 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<33280xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_11, %34 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_11, %34 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:5171403ae46de8d33275397d7b3d81fd2635943c6b940c7b15469e89825e1b75
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 33280>, scalar_prefetch = 4 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<33280xi8, #tpu.memory_space<smem>>
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
      %15 = vector.load %arg6[%c0, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg10[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %19 = vector.load %arg7[%c0_10, %c0_11, %c0_12] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %20 = vector.shape_cast %19 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %21 = tpu.matmul %20, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_13 = arith.constant 0.0883883461 : f32
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
      %38 = vector.load %arg16[%c0_21, %c0_22] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %39 = arith.truncf %37 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %40 = tpu.matmul %39, %18, %cst_23 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
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
      %cst_29 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %47 = tpu.matmul %46, %18, %cst_29 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
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
      %53 = vector.load %arg15[%c0_33, %c0_34] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %54 = arith.truncf %52 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %55 = tpu.matmul %54, %16, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    %23 = memref.load %arg3[%22] : memref<33280xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %24, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    %40 = memref.load %arg2[%39] : memref<33280xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c64_i32_11 = arith.constant 64 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c64_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c64_i32_11 : i32
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    %40 = memref.load %arg2[%39] : memref<33280xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c64_i32_11 = arith.constant 64 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c64_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c64_i32_11 : i32
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<33280xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    %23 = memref.load %arg3[%22] : memref<33280xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %24, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    %23 = memref.load %arg3[%22] : memref<33280xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %c0_i32_5, %24 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    %23 = memref.load %arg3[%22] : memref<33280xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %c0_i32_5, %24 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    %40 = memref.load %arg2[%39] : memref<33280xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c64_i32_11 = arith.constant 64 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c64_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c64_i32_11 : i32
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
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    %40 = memref.load %arg2[%39] : memref<33280xi16, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i16 to i32
    %c64_i32_11 = arith.constant 64 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c64_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c64_i32_11 : i32
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
