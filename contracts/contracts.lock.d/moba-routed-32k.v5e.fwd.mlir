module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>, %arg2: tensor<1x64x64xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x64x64xi8>, %arg5: tensor<1x64x64xi8>, %arg6: tensor<1x64x64xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x32768x128xbf16>, %arg9: tensor<4x32768x128xbf16>, %arg10: tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16> {jax.result_info = "result"}) {
    %c_x9f6b22 = stablehlo.constant dense<33280> : tensor<i32>
    %c_x3b364a = stablehlo.constant dense<65536> : tensor<i32>
    %c_x1216ff = stablehlo.constant dense<65535> : tensor<i32>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_xfb92f4 = stablehlo.constant dense<0> : tensor<i8>
    %c_x26dbe3 = stablehlo.constant dense<64> : tensor<i32>
    %c_x664ff1 = stablehlo.constant dense<16> : tensor<i32>
    %c_x456682 = stablehlo.constant dense<512> : tensor<i32>
    %c_x5a4f25 = stablehlo.constant dense<false> : tensor<i1>
    %cst_x534f5d = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_xea39e4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_x49f547 = stablehlo.constant dense<2048> : tensor<i32>
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %cst_x42e0f6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_x9604d6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_xa33d0a = stablehlo.constant dense<32768> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %c_x545f25 = stablehlo.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15]]> : tensor<16x1xi32>
    %c_xd836cc = stablehlo.constant dense<false> : tensor<16x1xi1>
    %0 = stablehlo.convert %arg8 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %1 = call @_pad(%0, %c_x9b6259) : (tensor<16x32768x128xf32>, tensor<i32>) -> tensor<16x32768x128xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32768xi32>
    %3 = stablehlo.broadcast_in_dim %c_xa33d0a, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %4 = stablehlo.compare LT, %2, %3, SIGNED : (tensor<32768xi32>, tensor<32768xi32>) -> tensor<32768xi1>
    %5 = stablehlo.convert %4 : (tensor<32768xi1>) -> tensor<32768xf32>
    %6 = stablehlo.reshape %5 : (tensor<32768xf32>) -> tensor<16x2048xf32>
    %7 = stablehlo.reshape %1 : (tensor<16x32768x128xf32>) -> tensor<16x16x2048x128xf32>
    %8 = stablehlo.dot_general %6, %7, batching_dims = [0] x [1], contracting_dims = [1] x [2] : (tensor<16x2048xf32>, tensor<16x16x2048x128xf32>) -> tensor<16x16x128xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0, 2] : (tensor<16x16x128xf32>) -> tensor<16x16x128xf32>
    %10 = stablehlo.reduce(%6 init: %cst_x9604d6) applies stablehlo.add across dimensions = [1] : (tensor<16x2048xf32>, tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.maximum %10, %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<16xf32>) -> tensor<1x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<16x16x128xf32>
    %15 = stablehlo.divide %9, %14 : tensor<16x16x128xf32>
    %16 = stablehlo.convert %arg9 : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xf32>
    %17 = call @_pad_0(%16, %c_x9b6259) : (tensor<4x32768x128xf32>, tensor<i32>) -> tensor<4x32768x128xf32>
    %18 = stablehlo.iota dim = 0 : tensor<32768xi32>
    %19 = stablehlo.broadcast_in_dim %c_xa33d0a, dims = [] : (tensor<i32>) -> tensor<32768xi32>
    %20 = stablehlo.compare LT, %18, %19, SIGNED : (tensor<32768xi32>, tensor<32768xi32>) -> tensor<32768xi1>
    %21 = stablehlo.convert %20 : (tensor<32768xi1>) -> tensor<32768xf32>
    %22 = stablehlo.reshape %21 : (tensor<32768xf32>) -> tensor<16x2048xf32>
    %23 = stablehlo.reshape %17 : (tensor<4x32768x128xf32>) -> tensor<4x16x2048x128xf32>
    %24 = stablehlo.dot_general %22, %23, batching_dims = [0] x [1], contracting_dims = [1] x [2] : (tensor<16x2048xf32>, tensor<4x16x2048x128xf32>) -> tensor<16x4x128xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0, 2] : (tensor<16x4x128xf32>) -> tensor<4x16x128xf32>
    %26 = stablehlo.reduce(%22 init: %cst_x9604d6) applies stablehlo.add across dimensions = [1] : (tensor<16x2048xf32>, tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.maximum %26, %27 : tensor<16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<16xf32>) -> tensor<1x16x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<4x16x128xf32>
    %31 = stablehlo.divide %25, %30 : tensor<4x16x128xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 2, 3] : (tensor<4x16x128xf32>) -> tensor<4x4x16x128xf32>
    %33 = stablehlo.reshape %32 : (tensor<4x4x16x128xf32>) -> tensor<16x16x128xf32>
    %34 = stablehlo.dot_general %15, %33, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<16x16x128xf32>, tensor<16x16x128xf32>) -> tensor<16x16x16xf32>
    %35 = stablehlo.iota dim = 0 : tensor<16xi32>
    %36 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %37 = stablehlo.add %35, %36 : tensor<16xi32>
    %38 = stablehlo.broadcast_in_dim %c_x49f547, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %39 = stablehlo.multiply %37, %38 : tensor<16xi32>
    %40 = stablehlo.broadcast_in_dim %c_xa33d0a, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %41 = stablehlo.minimum %39, %40 : tensor<16xi32>
    %42 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %43 = stablehlo.subtract %41, %42 : tensor<16xi32>
    %44 = stablehlo.iota dim = 0 : tensor<16xi32>
    %45 = stablehlo.broadcast_in_dim %c_x49f547, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %46 = stablehlo.multiply %44, %45 : tensor<16xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %51 = stablehlo.compare LE, %49, %50, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %52 = call @_where(%51, %34, %cst_xea39e4) : (tensor<16x16xi1>, tensor<16x16x16xf32>, tensor<f32>) -> tensor<16x16x16xf32>
    %53 = stablehlo.iota dim = 0 : tensor<16xi32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %55 = stablehlo.iota dim = 0 : tensor<16xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %57 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %59 = stablehlo.compare EQ, %57, %58, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %60 = stablehlo.and %59, %51 : tensor<16x16xi1>
    %61 = call @_where_1(%60, %cst_x534f5d, %52) : (tensor<16x16xi1>, tensor<f32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %62:2 = stablehlo.composite "chlo.top_k" %61 {composite_attributes = {k = 3 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<16x16x16xf32>) -> (tensor<16x16x3xf32>, tensor<16x16x3xi32>)
    %63 = stablehlo.broadcast_in_dim %cst_xea39e4, dims = [] : (tensor<f32>) -> tensor<16x16x3xf32>
    %64 = stablehlo.compare GT, %62#0, %63, FLOAT : (tensor<16x16x3xf32>, tensor<16x16x3xf32>) -> tensor<16x16x3xi1>
    %65 = call @_one_hot(%62#1) : (tensor<16x16x3xi32>) -> tensor<16x16x3x16xi1>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<16x16x3xi1>) -> tensor<16x16x3x1xi1>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<16x16x3x1xi1>) -> tensor<16x16x3x16xi1>
    %68 = stablehlo.and %65, %67 : tensor<16x16x3x16xi1>
    %69 = stablehlo.reduce(%68 init: %c_x5a4f25) applies stablehlo.or across dimensions = [2] : (tensor<16x16x3x16xi1>, tensor<i1>) -> tensor<16x16x16xi1>
    %70 = stablehlo.reshape %69 : (tensor<16x16x16xi1>) -> tensor<4x4x16x16xi1>
    %71 = stablehlo.reduce(%70 init: %c_x5a4f25) applies stablehlo.or across dimensions = [1] : (tensor<4x4x16x16xi1>, tensor<i1>) -> tensor<4x16x16xi1>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 2, 3] : (tensor<4x16x16xi1>) -> tensor<4x4x16x16xi1>
    %73 = stablehlo.reshape %72 : (tensor<4x4x16x16xi1>) -> tensor<16x16x16xi1>
    %74 = stablehlo.iota dim = 0 : tensor<64xi32>
    %75 = stablehlo.broadcast_in_dim %c_x456682, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %76 = stablehlo.multiply %74, %75 : tensor<64xi32>
    %77 = call @floor_divide(%76, %c_x49f547) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %78 = stablehlo.iota dim = 0 : tensor<64xi32>
    %79 = stablehlo.broadcast_in_dim %c_x456682, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %80 = stablehlo.multiply %78, %79 : tensor<64xi32>
    %81 = call @floor_divide(%80, %c_x49f547) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %82 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %83 = stablehlo.compare LT, %77, %82, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %84 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %85 = stablehlo.add %77, %84 : tensor<64xi32>
    %86 = stablehlo.select %83, %85, %77 : tensor<64xi1>, tensor<64xi32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %88 = "stablehlo.gather"(%73, %87) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 16, 1, 16>}> : (tensor<16x16x16xi1>, tensor<64x1xi32>) -> tensor<16x64x16xi1>
    %89 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %90 = stablehlo.compare LT, %81, %89, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %91 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<64xi32>
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
    %104 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %105 = stablehlo.compare LT, %103, %104, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %106 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %107 = stablehlo.add %103, %106 : tensor<16x1x1xi32>
    %108 = stablehlo.select %105, %107, %103 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %109 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %110 = stablehlo.compare LT, %100, %109, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %111 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %112 = stablehlo.add %100, %111 : tensor<1x64x1xi32>
    %113 = stablehlo.select %110, %112, %100 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %114 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %115 = stablehlo.compare LT, %101, %114, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %116 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %117 = stablehlo.add %101, %116 : tensor<16x64x64xi32>
    %118 = stablehlo.select %115, %117, %101 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %119 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %120 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %123 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %124 = stablehlo.concatenate %121, %122, %123, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %125 = "stablehlo.gather"(%95, %124) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %126 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %127 = stablehlo.compare NE, %96, %126, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %128 = stablehlo.and %127, %125 : tensor<16x64x64xi1>
    %129 = stablehlo.not %128 : tensor<16x64x64xi1>
    %130 = call @argsort(%129) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %131 = call @_where_3(%128, %96, %c_x9b6259) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %132 = call @take_along_axis(%131, %130) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %133 = call @take_along_axis(%97, %130) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %134 = call @take_along_axis(%98, %130) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %135 = stablehlo.convert %128 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %136 = stablehlo.reduce(%135 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %138 = stablehlo.iota dim = 0 : tensor<64xi32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %141 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %142 = stablehlo.compare LT, %140, %141, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %143 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %144 = stablehlo.subtract %137, %143 : tensor<16x64x1xi32>
    %145 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
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
    %159 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %160 = stablehlo.compare LT, %158, %159, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %161 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %162 = stablehlo.add %158, %161 : tensor<16x1x1xi32>
    %163 = stablehlo.select %160, %162, %158 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %164 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %165 = stablehlo.compare LT, %156, %164, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %166 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %167 = stablehlo.add %156, %166 : tensor<16x64x64xi32>
    %168 = stablehlo.select %165, %167, %156 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %169 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %170 = stablehlo.compare LT, %155, %169, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %171 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %172 = stablehlo.add %155, %171 : tensor<1x64x1xi32>
    %173 = stablehlo.select %170, %172, %155 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %174 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %177 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %178 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %179 = stablehlo.concatenate %176, %177, %178, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %180 = "stablehlo.gather"(%95, %179) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %181 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %182 = stablehlo.compare NE, %151, %181, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %183 = stablehlo.and %182, %180 : tensor<16x64x64xi1>
    %184 = stablehlo.not %183 : tensor<16x64x64xi1>
    %185 = call @argsort(%184) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %186 = call @_where_3(%183, %151, %c_x9b6259) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %187 = call @take_along_axis(%186, %185) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %188 = call @take_along_axis(%152, %185) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %189 = call @take_along_axis(%153, %185) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %190 = stablehlo.convert %183 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %191 = stablehlo.reduce(%190 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %193 = stablehlo.iota dim = 0 : tensor<64xi32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %196 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %197 = stablehlo.compare LT, %195, %196, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %198 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %199 = stablehlo.subtract %192, %198 : tensor<16x64x1xi32>
    %200 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %201 = stablehlo.maximum %199, %200 : tensor<16x64x1xi32>
    %202 = call @take_along_axis_4(%188, %201) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %203 = call @_where_5(%197, %188, %202) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %204 = call @take_along_axis_4(%189, %201) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %205 = call @_where_5(%197, %189, %204) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %206 = call @_pad_6(%arg8, %c_x9b6259) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %207 = call @_pad_7(%arg9, %c_x9b6259) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %208 = call @_pad_7(%arg10, %c_x9b6259) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %209 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %210 = stablehlo.compare NE, %132, %209, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %211 = stablehlo.convert %148 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %212 = stablehlo.convert %132 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %213 = stablehlo.slice %211 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %214 = stablehlo.slice %211 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %215 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16x64x63xi32>
    %216 = stablehlo.add %214, %215 : tensor<16x64x63xi32>
    %217 = stablehlo.compare EQ, %213, %216, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %218 = stablehlo.slice %212 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %219 = stablehlo.slice %212 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %220 = stablehlo.compare EQ, %218, %219, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %221 = stablehlo.and %217, %220 : tensor<16x64x63xi1>
    %222 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<16x64x1xi1>
    %223 = stablehlo.not %221 : tensor<16x64x63xi1>
    %224 = stablehlo.concatenate %222, %223, dim = 2 : (tensor<16x64x1xi1>, tensor<16x64x63xi1>) -> tensor<16x64x64xi1>
    %225 = stablehlo.and %210, %224 : tensor<16x64x64xi1>
    %226 = stablehlo.convert %148 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %227 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %228 = stablehlo.add %c_x545f25, %227 : tensor<16x1xi32>
    %229 = stablehlo.select %c_xd836cc, %228, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %231 = "stablehlo.gather"(%226, %230) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %232 = stablehlo.transpose %231, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %233 = stablehlo.reshape %232 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %234 = stablehlo.convert %132 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %235 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %236 = stablehlo.add %c_x545f25, %235 : tensor<16x1xi32>
    %237 = stablehlo.select %c_xd836cc, %236, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %239 = "stablehlo.gather"(%234, %238) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %241 = stablehlo.reshape %240 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %242 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %243 = stablehlo.add %c_x545f25, %242 : tensor<16x1xi32>
    %244 = stablehlo.select %c_xd836cc, %243, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %246 = "stablehlo.gather"(%210, %245) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %247 = stablehlo.transpose %246, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %248 = stablehlo.reshape %247 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %249 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %250 = stablehlo.add %c_x545f25, %249 : tensor<16x1xi32>
    %251 = stablehlo.select %c_xd836cc, %250, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %253 = "stablehlo.gather"(%225, %252) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %254 = stablehlo.transpose %253, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %255 = stablehlo.reshape %254 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %256 = stablehlo.reshape %255 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %257 = stablehlo.reshape %248 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %258 = stablehlo.convert %256 : (tensor<65536xi1>) -> tensor<65536xf32>
    %259 = call @_pad_8(%258, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %260 = stablehlo.reshape %259 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %261 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %262 = call @triu(%261) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %263 = stablehlo.dot_general %260, %262, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %264 = stablehlo.convert %263 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %265 = stablehlo.slice %264 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %266 = stablehlo.reshape %265 : (tensor<512x1xi32>) -> tensor<512xi32>
    %267 = call @cumsum(%266) : (tensor<512xi32>) -> tensor<512xi32>
    %268 = stablehlo.slice %264 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %269 = stablehlo.reshape %268 : (tensor<512x1xi32>) -> tensor<512xi32>
    %270 = stablehlo.subtract %267, %269 : tensor<512xi32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %273 = stablehlo.add %264, %272 : tensor<512x128xi32>
    %274 = stablehlo.reshape %273 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %275 = stablehlo.iota dim = 0 : tensor<33281xi32>
    %276 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %277 = stablehlo.add %276, %275 : tensor<33281xi32>
    %278 = call @searchsorted(%274, %277) : (tensor<65536xi32>, tensor<33281xi32>) -> tensor<33281xi32>
    %279 = stablehlo.broadcast_in_dim %c_x1216ff, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %280 = stablehlo.minimum %278, %279 : tensor<33281xi32>
    %281 = stablehlo.convert %257 : (tensor<65536xi1>) -> tensor<65536xf32>
    %282 = call @_pad_8(%281, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %283 = stablehlo.reshape %282 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %284 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %285 = call @triu(%284) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %286 = stablehlo.dot_general %283, %285, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %287 = stablehlo.convert %286 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %288 = stablehlo.slice %287 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %289 = stablehlo.reshape %288 : (tensor<512x1xi32>) -> tensor<512xi32>
    %290 = call @cumsum(%289) : (tensor<512xi32>) -> tensor<512xi32>
    %291 = stablehlo.slice %287 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %292 = stablehlo.reshape %291 : (tensor<512x1xi32>) -> tensor<512xi32>
    %293 = stablehlo.subtract %290, %292 : tensor<512xi32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %296 = stablehlo.add %287, %295 : tensor<512x128xi32>
    %297 = stablehlo.reshape %296 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %298 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %299 = stablehlo.compare LT, %278, %298, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %300 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %301 = stablehlo.compare LT, %280, %300, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %302 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %303 = stablehlo.add %280, %302 : tensor<33281xi32>
    %304 = stablehlo.select %301, %303, %280 : tensor<33281xi1>, tensor<33281xi32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %306 = "stablehlo.gather"(%297, %305) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33281x1xi32>) -> tensor<33281xi32>
    %307 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %308 = stablehlo.compare LT, %280, %307, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %309 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %310 = stablehlo.add %280, %309 : tensor<33281xi32>
    %311 = stablehlo.select %308, %310, %280 : tensor<33281xi1>, tensor<33281xi32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %313 = "stablehlo.gather"(%257, %312) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi1>, tensor<33281x1xi32>) -> tensor<33281xi1>
    %314 = stablehlo.convert %313 : (tensor<33281xi1>) -> tensor<33281xi32>
    %315 = stablehlo.subtract %306, %314 : tensor<33281xi32>
    %316 = stablehlo.slice %297 [65535:65536] : (tensor<65536xi32>) -> tensor<1xi32>
    %317 = stablehlo.reshape %316 : (tensor<1xi32>) -> tensor<i32>
    %318 = call @_where_12(%299, %315, %317) : (tensor<33281xi1>, tensor<33281xi32>, tensor<i32>) -> tensor<33281xi32>
    %319 = stablehlo.slice %278 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %320 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %321 = stablehlo.compare LT, %319, %320, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %322 = stablehlo.reshape %233 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %323 = stablehlo.slice %280 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %324 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %325 = stablehlo.compare LT, %323, %324, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %326 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %327 = stablehlo.add %323, %326 : tensor<33280xi32>
    %328 = stablehlo.select %325, %327, %323 : tensor<33280xi1>, tensor<33280xi32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %330 = "stablehlo.gather"(%322, %329) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %331 = call @_where_13(%321, %330, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %332 = stablehlo.reshape %241 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %333 = stablehlo.slice %280 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %334 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %335 = stablehlo.compare LT, %333, %334, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %336 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %337 = stablehlo.add %333, %336 : tensor<33280xi32>
    %338 = stablehlo.select %335, %337, %333 : tensor<33280xi1>, tensor<33280xi32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %340 = "stablehlo.gather"(%332, %339) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %341 = call @_where_13(%321, %340, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %342 = stablehlo.slice %318 [1:33281] : (tensor<33281xi32>) -> tensor<33280xi32>
    %343 = stablehlo.slice %318 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %344 = stablehlo.subtract %342, %343 : tensor<33280xi32>
    %345 = stablehlo.reshape %274 : (tensor<65536xi32>) -> tensor<1024x64xi32>
    %346 = stablehlo.slice %345 [0:1024, 63:64] : (tensor<1024x64xi32>) -> tensor<1024x1xi32>
    %347 = stablehlo.reshape %346 : (tensor<1024x1xi32>) -> tensor<1024xi32>
    %348 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %349 = stablehlo.concatenate %348, %347, dim = 0 : (tensor<1xi32>, tensor<1024xi32>) -> tensor<1025xi32>
    %350 = stablehlo.broadcast_in_dim %c_x9f6b22, dims = [] : (tensor<i32>) -> tensor<1025xi32>
    %351 = stablehlo.minimum %349, %350 : tensor<1025xi32>
    %352 = stablehlo.convert %331 : (tensor<33280xi32>) -> tensor<33280xi8>
    %353 = stablehlo.convert %344 : (tensor<33280xi32>) -> tensor<33280xi8>
    %354 = stablehlo.convert %341 : (tensor<33280xi32>) -> tensor<33280xi8>
    %355 = stablehlo.custom_call @tpu_custom_call(%351, %352, %353, %354, %206, %207, %208) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:d222c9485760378107461587a5b3d2242d204910a19ca7c51f421105a38087a0\22, \22cost_estimate\22: {\22bytes_accessed\22: 8992587776, \22flops\22: 4466765987840, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1025xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %355 : tensor<16x32768x128xbf16>
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
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<64xi32>
    %3 = stablehlo.sign %arg0 : tensor<64xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<64xi32>
    %9 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %11 = stablehlo.and %6, %10 : tensor<64xi1>
    %12 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<64xi32>
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
    %c_xe4c449 = stablehlo.constant dense<-128> : tensor<i8>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_x9f2186 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_x26dbe3 = stablehlo.constant dense<64> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x64x64xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_x9f2186, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<16x64x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x64x64x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_x62e2e1) applies stablehlo.and across dimensions = [3] : (tensor<16x64x64x1xi1>, tensor<i1>) -> tensor<16x64x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<16x64x64x1xi32>) -> tensor<16x64x64xi8>
    %14 = stablehlo.broadcast_in_dim %c_xe4c449, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x64x64xi1>, tensor<16x64x64xi8>
    return %15 : tensor<16x64x64xi8>
  }
  func.func private @take_along_axis_4(%arg0: tensor<16x64x64xi8>, %arg1: tensor<16x64x1xi32>) -> tensor<16x64x1xi8> {
    %c_xe4c449 = stablehlo.constant dense<-128> : tensor<i8>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_x9f2186 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_x26dbe3 = stablehlo.constant dense<64> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x64x1xi32>, tensor<16x64x1xi32>) -> tensor<16x64x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x64x1xi1>, tensor<16x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x64x1xi32>) -> tensor<16x64x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x64x1x1xi32>, tensor<16x64x1x1xi32>) -> tensor<16x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_x9f2186, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<16x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x64x1x1xi32>, tensor<16x64x1x1xi32>) -> tensor<16x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x64x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_x62e2e1) applies stablehlo.and across dimensions = [3] : (tensor<16x64x1x1xi1>, tensor<i1>) -> tensor<16x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<16x64x1x1xi32>) -> tensor<16x64x1xi8>
    %14 = stablehlo.broadcast_in_dim %c_xe4c449, dims = [] : (tensor<i8>) -> tensor<16x64x1xi8>
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
  func.func private @_pad_8(%arg0: tensor<65536xf32>, %arg1: tensor<i32>) -> tensor<65536xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<65536xf32>, tensor<f32>) -> tensor<65536xf32>
    return %1 : tensor<65536xf32>
  }
  func.func private @triu(%arg0: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %0 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %2 = stablehlo.add %0, %1 : tensor<128x128xi32>
    %3 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<128x128xi1>, tensor<128x128xf32>
    return %6 : tensor<128x128xf32>
  }
  func.func private @cumsum(%arg0: tensor<512xi32>) -> tensor<512xi32> {
    %0 = call @cumsum_9(%arg0) : (tensor<512xi32>) -> tensor<512xi32>
    return %0 : tensor<512xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<512xi32>) -> tensor<512xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[511, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 512>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<512xi32>, tensor<i32>) -> tensor<512xi32>
    return %1 : tensor<512xi32>
  }
  func.func private @searchsorted(%arg0: tensor<65536xi32>, %arg1: tensor<33281xi32>) -> tensor<33281xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<65536xi32>, tensor<33281xi32>) -> tensor<33281xi32>
    return %0 : tensor<33281xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<65536xi32>, %arg1: tensor<33281xi32>) -> tensor<33281xi32> {
    %0 = call @_searchsorted_scan_impl_10(%arg0, %arg1) : (tensor<65536xi32>, tensor<33281xi32>) -> tensor<33281xi32>
    return %0 : tensor<33281xi32>
  }
  func.func private @_searchsorted_scan_impl_10(%arg0: tensor<65536xi32>, %arg1: tensor<33281xi32>) -> tensor<33281xi32> {
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_xceb4f7 = stablehlo.constant dense<17> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %c_x5f5e05 = stablehlo.constant dense<65536> : tensor<ui32>
    %c_xc9afca = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_xc9afca, dims = [] : (tensor<ui32>) -> tensor<33281xui32>
    %1 = stablehlo.broadcast_in_dim %c_x5f5e05, dims = [] : (tensor<ui32>) -> tensor<33281xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_x9b6259, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<65536xi32>, tensor<33281xi32>, tensor<i32>, tensor<33281xui32>, tensor<33281xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_xceb4f7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<65536xi32>, tensor<33281xi32>, tensor<33281xui32>, tensor<33281xui32>) -> (tensor<33281xui32>, tensor<33281xui32>)
      %5 = stablehlo.add %iterArg_5, %c_x22c4ee : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<65536xi32>, tensor<33281xi32>, tensor<i32>, tensor<33281xui32>, tensor<33281xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<33281xui32>) -> tensor<33281xi32>
    return %3 : tensor<33281xi32>
  }
  func.func private @closed_call(%arg0: tensor<65536xi32>, %arg1: tensor<33281xi32>, %arg2: tensor<33281xui32>, %arg3: tensor<33281xui32>) -> (tensor<33281xui32>, tensor<33281xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<33281xui32>
    %1 = call @floor_divide_11(%0, %c) : (tensor<33281xui32>, tensor<i32>) -> tensor<33281xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<33281xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<33281xui32>) -> tensor<33281x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33281x1xui32>) -> tensor<33281x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<33281x1xi32>) -> tensor<33281xi32>
    %6 = stablehlo.compare LE, %arg1, %5, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<33281xi1>, tensor<33281xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<33281xi1>, tensor<33281xui32>
    return %7, %8 : tensor<33281xui32>, tensor<33281xui32>
  }
  func.func private @floor_divide_11(%arg0: tensor<33281xui32>, %arg1: tensor<i32>) -> tensor<33281xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<33281xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<33281xui32>
    return %2 : tensor<33281xui32>
  }
  func.func private @_where_12(%arg0: tensor<33281xi1>, %arg1: tensor<33281xi32>, %arg2: tensor<i32>) -> tensor<33281xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<33281xi1>, tensor<33281xi32>
    return %1 : tensor<33281xi32>
  }
  func.func private @_where_13(%arg0: tensor<33280xi1>, %arg1: tensor<33280xi32>, %arg2: tensor<i32>) -> tensor<33280xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<33280xi1>, tensor<33280xi32>
    return %2 : tensor<33280xi32>
  }
}

// ---- kernel sparse_cli_fwd sha256:d222c9485760378107461587a5b3d2242d204910a19ca7c51f421105a38087a0
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 1024>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.remsi %0, %c64_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %15 = arith.index_cast %arg1 : i32 to index
    %16 = memref.load %arg2[%15] : memref<1025xi32, #tpu.memory_space<smem>>
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.addi %arg1, %c1_i32 : i32
    %18 = arith.index_cast %17 : i32 to index
    %19 = memref.load %arg2[%18] : memref<1025xi32, #tpu.memory_space<smem>>
    %20 = arith.cmpi slt, %16, %19 : i32
    %21 = arith.extui %20 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32 : i32
    scf.if %22 {
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %1, %c0_i32 : i32
      %54 = arith.index_cast %16 : i32 to index
      %55 = memref.load %arg3[%54] : memref<33280xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.addi %56, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %58 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %57, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %61 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %57, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg7[%58, %60, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %23 = arith.addi %c0_i32, %c1_i32 : i32
    %c33279_i32 = arith.constant 33279 : i32
    %24 = arith.minsi %16, %c33279_i32 : i32
    %25 = arith.index_cast %24 : i32 to index
    %26 = memref.load %arg4[%25] : memref<33280xi8, #tpu.memory_space<smem>>
    %27 = arith.extsi %26 : i8 to i32
    %28 = arith.cmpi sge, %23, %27 : i32
    %c1_i32 = arith.constant 1 : i32
    %29 = arith.addi %16, %c1_i32 : i32
    %30 = arith.select %28, %29, %16 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %31 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %32 = arith.select %28, %c0_i32, %31 : i32
    %33 = arith.cmpi slt, %30, %19 : i32
    %34 = arith.extui %33 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %1, %c0_i32 : i32
      %54 = arith.index_cast %30 : i32 to index
      %55 = memref.load %arg3[%54] : memref<33280xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.addi %56, %32 : i32
      %c4_i32 = arith.constant 4 : i32
      %58 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %57, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %61 = arith.divsi %53, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %57, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg15[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg13[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg7[%58, %60, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg15[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %36:7 = scf.while (%arg16 = %16, %arg17 = %c0_i32, %arg18 = %30, %arg19 = %32, %arg20 = %c0_i32, %arg21 = %c1_i32, %arg22 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %53 = arith.cmpi slt, %arg16, %19 : i32
      scf.condition(%53) %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
      %53 = arith.index_cast %arg16 : i32 to index
      %54 = memref.load %arg5[%53] : memref<33280xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.cmpi eq, %55, %c2_i32 : i32
      %57 = arith.extui %56 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %58 = arith.cmpi ne, %57, %c0_i32 : i32
      %59:2 = scf.if %58 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %60 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %63 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg7[%60, %62, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %72 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg8[%63, %65, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%75 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %78 = arith.addi %1, %c0_i32 : i32
        %79 = arith.index_cast %arg16 : i32 to index
        %80 = memref.load %arg3[%79] : memref<33280xi8, #tpu.memory_space<smem>>
        %81 = arith.extsi %80 : i8 to i32
        %82 = arith.addi %81, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %86[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %88 = tpu.matmul %84, %87, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %90 = arith.mulf %88, %89 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %92 = vector.multi_reduction <maximumf>, %90, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %93 = vector.shape_cast %92 : vector<512xf32> to vector<512x1xf32>
        %94 = vector.broadcast %93 : vector<512x1xf32> to vector<512x128xf32>
        %95 = arith.maximumf %91, %94 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %96 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %97 = arith.maximumf %95, %96 : vector<512x128xf32>
        %98 = tpu.concatenate %97, %97, %97, %97 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %99 = arith.subf %90, %98 : vector<512x512xf32>
        %100 = math.exp2 %99 : vector<512x512xf32>
        %101 = arith.subf %91, %97 : vector<512x128xf32>
        %102 = math.exp2 %101 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %104 = arith.mulf %102, %103 : vector<512x128xf32>
        %105 = vector.extract_strided_slice %100 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %106 = vector.extract_strided_slice %100 {offsets = [0, 128], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %107 = vector.extract_strided_slice %100 {offsets = [0, 256], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %108 = vector.extract_strided_slice %100 {offsets = [0, 384], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %109 = arith.addf %105, %106 : vector<512x128xf32>
        %110 = arith.addf %109, %107 : vector<512x128xf32>
        %111 = arith.addf %110, %108 : vector<512x128xf32>
        %112 = arith.addf %104, %111 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %114 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
        %115 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %115 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %116 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg14[%116, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %118 = vector.shape_cast %117 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %120 = arith.mulf %102, %119 : vector<512x128xf32>
        %121 = arith.truncf %100 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %122 = tpu.matmul %121, %118, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %123 = arith.addf %120, %122 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %125 = vector.shape_cast %124 : vector<512x128xf32> to vector<512x128xf32>
        %126 = vector.shape_cast %123 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %126 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = vector.shape_cast %127 : vector<512x128xf32> to vector<512x128xf32>
        %129 = vector.shape_cast %95 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %129 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %130 = arith.addi %arg19, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %131 = arith.minsi %arg18, %c33279_i32 : i32
        %132 = arith.index_cast %131 : i32 to index
        %133 = memref.load %arg4[%132] : memref<33280xi8, #tpu.memory_space<smem>>
        %134 = arith.extsi %133 : i8 to i32
        %135 = arith.cmpi sge, %130, %134 : i32
        %c1_i32 = arith.constant 1 : i32
        %136 = arith.addi %arg18, %c1_i32 : i32
        %137 = arith.select %135, %136, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %138 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %139 = arith.select %135, %c0_i32, %138 : i32
        %140 = arith.cmpi slt, %137, %19 : i32
        %141 = arith.extui %140 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %142 = arith.cmpi ne, %141, %c0_i32 : i32
        scf.if %142 {
          %c0_i32 = arith.constant 0 : i32
          %143 = arith.addi %1, %c0_i32 : i32
          %144 = arith.index_cast %137 : i32 to index
          %145 = memref.load %arg3[%144] : memref<33280xi8, #tpu.memory_space<smem>>
          %146 = arith.extsi %145 : i8 to i32
          %147 = arith.addi %146, %139 : i32
          %c4_i32 = arith.constant 4 : i32
          %148 = arith.divsi %143, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %149 = arith.muli %147, %c512_i32 : i32
          %150 = tpu.assume_multiple %149, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %151 = arith.divsi %143, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %152 = arith.muli %147, %c512_i32 : i32
          %153 = tpu.assume_multiple %152, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %154 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %155 = tpu.memref_squeeze %154 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %156 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %157 = tpu.memref_squeeze %156 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg7[%148, %150, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %159 = tpu.memref_squeeze %158 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%159 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%157 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%155 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %160 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %161 = tpu.memref_squeeze %160 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %162 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %163 = tpu.memref_squeeze %162 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg8[%151, %153, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %165 = tpu.memref_squeeze %164 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%165 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%163 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%161 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %137, %139 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %60 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %63 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg7[%60, %62, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %72 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg8[%63, %65, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%75 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %78 = arith.addi %1, %c0_i32 : i32
        %79 = arith.index_cast %arg16 : i32 to index
        %80 = memref.load %arg3[%79] : memref<33280xi8, #tpu.memory_space<smem>>
        %81 = arith.extsi %80 : i8 to i32
        %82 = arith.addi %81, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %86[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %88 = tpu.matmul %84, %87, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %90 = arith.mulf %88, %89 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %92 = arith.muli %82, %c512_i32 : i32
        %93 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %94 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %95 = arith.subi %92, %91 : i32
        %96 = vector.broadcast %94 : vector<1x512xi32> to vector<512x512xi32>
        %97 = vector.broadcast %93 : vector<512x1xi32> to vector<512x512xi32>
        %98 = arith.subi %96, %97 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.subi %c0_i32, %95 : i32
        %100 = vector.broadcast %99 : i32 to vector<512x512xi32>
        %101 = arith.cmpi sle, %98, %100 : vector<512x512xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %102 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %103 = arith.select %101, %90, %102 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %105 = vector.multi_reduction <maximumf>, %103, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %106 = vector.shape_cast %105 : vector<512xf32> to vector<512x1xf32>
        %107 = vector.broadcast %106 : vector<512x1xf32> to vector<512x128xf32>
        %108 = arith.maximumf %104, %107 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %109 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %110 = arith.maximumf %108, %109 : vector<512x128xf32>
        %111 = tpu.concatenate %110, %110, %110, %110 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %112 = arith.subf %103, %111 : vector<512x512xf32>
        %113 = math.exp2 %112 : vector<512x512xf32>
        %114 = arith.subf %104, %110 : vector<512x128xf32>
        %115 = math.exp2 %114 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = arith.mulf %115, %116 : vector<512x128xf32>
        %118 = vector.extract_strided_slice %113 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %119 = vector.extract_strided_slice %113 {offsets = [0, 128], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %120 = vector.extract_strided_slice %113 {offsets = [0, 256], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %121 = vector.extract_strided_slice %113 {offsets = [0, 384], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %122 = arith.addf %118, %119 : vector<512x128xf32>
        %123 = arith.addf %122, %120 : vector<512x128xf32>
        %124 = arith.addf %123, %121 : vector<512x128xf32>
        %125 = arith.addf %117, %124 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %127 = vector.shape_cast %126 : vector<512x128xf32> to vector<512x128xf32>
        %128 = vector.shape_cast %125 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %128 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %129 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg14[%129, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %131 = vector.shape_cast %130 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %133 = arith.mulf %115, %132 : vector<512x128xf32>
        %134 = arith.truncf %113 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %135 = tpu.matmul %134, %131, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %136 = arith.addf %133, %135 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %138 = vector.shape_cast %137 : vector<512x128xf32> to vector<512x128xf32>
        %139 = vector.shape_cast %136 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %139 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %141 = vector.shape_cast %140 : vector<512x128xf32> to vector<512x128xf32>
        %142 = vector.shape_cast %108 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %142 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %143 = arith.addi %arg19, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %144 = arith.minsi %arg18, %c33279_i32 : i32
        %145 = arith.index_cast %144 : i32 to index
        %146 = memref.load %arg4[%145] : memref<33280xi8, #tpu.memory_space<smem>>
        %147 = arith.extsi %146 : i8 to i32
        %148 = arith.cmpi sge, %143, %147 : i32
        %c1_i32 = arith.constant 1 : i32
        %149 = arith.addi %arg18, %c1_i32 : i32
        %150 = arith.select %148, %149, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %151 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %152 = arith.select %148, %c0_i32, %151 : i32
        %153 = arith.cmpi slt, %150, %19 : i32
        %154 = arith.extui %153 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %155 = arith.cmpi ne, %154, %c0_i32 : i32
        scf.if %155 {
          %c0_i32 = arith.constant 0 : i32
          %156 = arith.addi %1, %c0_i32 : i32
          %157 = arith.index_cast %150 : i32 to index
          %158 = memref.load %arg3[%157] : memref<33280xi8, #tpu.memory_space<smem>>
          %159 = arith.extsi %158 : i8 to i32
          %160 = arith.addi %159, %152 : i32
          %c4_i32 = arith.constant 4 : i32
          %161 = arith.divsi %156, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %162 = arith.muli %160, %c512_i32 : i32
          %163 = tpu.assume_multiple %162, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %164 = arith.divsi %156, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %165 = arith.muli %160, %c512_i32 : i32
          %166 = tpu.assume_multiple %165, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %168 = tpu.memref_squeeze %167 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %169 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %170 = tpu.memref_squeeze %169 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg7[%161, %163, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %172 = tpu.memref_squeeze %171 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%172 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%170 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%168 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %173 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %176 = tpu.memref_squeeze %175 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg8[%164, %166, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %178 = tpu.memref_squeeze %177 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%178 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%176 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %150, %152 : i32, i32
      }
      scf.yield %arg18, %arg19, %59#0, %59#1, %arg21, %arg22, %arg20 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %37 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
    %38 = vector.multi_reduction <add>, %37, %cst_x8e9b0a [1] : vector<512x128xf32> to vector<512xf32>
    %39 = vector.shape_cast %38 : vector<512xf32> to vector<512x1xf32>
    %40 = vector.shape_cast %39 : vector<512x1xf32> to vector<512x1xf32>
    %41 = vector.broadcast %40 : vector<512x1xf32> to vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %42 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %43 = arith.cmpf one, %41, %42 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %45 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %46 = arith.select %43, %41, %45 : vector<512x128xi1>, vector<512x128xf32>
    %47 = tpu.reciprocal %46 : vector<512x128xf32> -> vector<512x128xf32>
    %48 = arith.mulf %44, %47 : vector<512x128xf32>
    %49 = arith.truncf %48 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %51 = vector.shape_cast %50 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %52 = vector.shape_cast %49 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %52 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %3, %c0_i32 : i32, i32, i32
  }
}
