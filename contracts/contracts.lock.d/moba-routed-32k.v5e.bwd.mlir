module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>, %arg2: tensor<1x64x64xi8>, %arg3: tensor<1x64x64xi8>, %arg4: tensor<16x32768x128xbf16>, %arg5: tensor<4x32768x128xbf16>, %arg6: tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<4x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<4x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
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
    %c_xaa5a02 = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
    %c_xe6345e = stablehlo.constant dense<false> : tensor<4x4xi1>
    %0 = stablehlo.convert %arg4 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
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
    %16 = stablehlo.convert %arg5 : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xf32>
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
    %98 = stablehlo.iota dim = 0 : tensor<64xi32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<64xi32>) -> tensor<1x64x1xi32>
    %100 = stablehlo.convert %97 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %101 = stablehlo.iota dim = 0 : tensor<16xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<16xi32>) -> tensor<16x1x1xi32>
    %103 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %104 = stablehlo.compare LT, %102, %103, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %105 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %106 = stablehlo.add %102, %105 : tensor<16x1x1xi32>
    %107 = stablehlo.select %104, %106, %102 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %108 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %109 = stablehlo.compare LT, %99, %108, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %110 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %111 = stablehlo.add %99, %110 : tensor<1x64x1xi32>
    %112 = stablehlo.select %109, %111, %99 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %113 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %114 = stablehlo.compare LT, %100, %113, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %115 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %116 = stablehlo.add %100, %115 : tensor<16x64x64xi32>
    %117 = stablehlo.select %114, %116, %100 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %118 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %119 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %120 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %122 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %123 = stablehlo.concatenate %120, %121, %122, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %124 = "stablehlo.gather"(%95, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %125 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %126 = stablehlo.compare NE, %96, %125, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %127 = stablehlo.and %126, %124 : tensor<16x64x64xi1>
    %128 = stablehlo.not %127 : tensor<16x64x64xi1>
    %129 = call @argsort(%128) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %130 = call @_where_3(%127, %96, %c_x9b6259) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %131 = call @take_along_axis(%130, %129) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %132 = call @take_along_axis(%97, %129) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %133 = stablehlo.convert %127 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %134 = stablehlo.reduce(%133 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %136 = stablehlo.iota dim = 0 : tensor<64xi32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %139 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %140 = stablehlo.compare LT, %138, %139, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %141 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %142 = stablehlo.subtract %135, %141 : tensor<16x64x1xi32>
    %143 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %144 = stablehlo.maximum %142, %143 : tensor<16x64x1xi32>
    %145 = call @take_along_axis_4(%132, %144) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %146 = call @_where_5(%140, %132, %145) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %147 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x64x64xi8>) -> tensor<16x64x64xi8>
    %148 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x64x64xi8>) -> tensor<16x64x64xi8>
    %149 = stablehlo.iota dim = 0 : tensor<64xi32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [1] : (tensor<64xi32>) -> tensor<1x64x1xi32>
    %151 = stablehlo.convert %148 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %152 = stablehlo.iota dim = 0 : tensor<16xi32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<16xi32>) -> tensor<16x1x1xi32>
    %154 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %155 = stablehlo.compare LT, %153, %154, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %156 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %157 = stablehlo.add %153, %156 : tensor<16x1x1xi32>
    %158 = stablehlo.select %155, %157, %153 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %159 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %160 = stablehlo.compare LT, %151, %159, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %161 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %162 = stablehlo.add %151, %161 : tensor<16x64x64xi32>
    %163 = stablehlo.select %160, %162, %151 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %164 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %165 = stablehlo.compare LT, %150, %164, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %166 = stablehlo.broadcast_in_dim %c_x26dbe3, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %167 = stablehlo.add %150, %166 : tensor<1x64x1xi32>
    %168 = stablehlo.select %165, %167, %150 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %169 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %170 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %171 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %172 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %173 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %174 = stablehlo.concatenate %171, %172, %173, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %175 = "stablehlo.gather"(%95, %174) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %176 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %177 = stablehlo.compare NE, %147, %176, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %178 = stablehlo.and %177, %175 : tensor<16x64x64xi1>
    %179 = stablehlo.not %178 : tensor<16x64x64xi1>
    %180 = call @argsort(%179) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %181 = call @_where_3(%178, %147, %c_x9b6259) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %182 = call @take_along_axis(%181, %180) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %183 = call @take_along_axis(%148, %180) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %184 = stablehlo.convert %178 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %185 = stablehlo.reduce(%184 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %187 = stablehlo.iota dim = 0 : tensor<64xi32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %190 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %191 = stablehlo.compare LT, %189, %190, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %192 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %193 = stablehlo.subtract %186, %192 : tensor<16x64x1xi32>
    %194 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %195 = stablehlo.maximum %193, %194 : tensor<16x64x1xi32>
    %196 = call @take_along_axis_4(%183, %195) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %197 = call @_where_5(%191, %183, %196) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %198 = call @_pad_6(%arg4, %c_x9b6259) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %199 = call @_pad_7(%arg5, %c_x9b6259) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %200 = call @_pad_7(%arg6, %c_x9b6259) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %201 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %202 = stablehlo.compare NE, %131, %201, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %203 = stablehlo.convert %146 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %204 = stablehlo.convert %131 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %205 = stablehlo.slice %203 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %206 = stablehlo.slice %203 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %207 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16x64x63xi32>
    %208 = stablehlo.add %206, %207 : tensor<16x64x63xi32>
    %209 = stablehlo.compare EQ, %205, %208, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %210 = stablehlo.slice %204 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %211 = stablehlo.slice %204 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %212 = stablehlo.compare EQ, %210, %211, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %213 = stablehlo.and %209, %212 : tensor<16x64x63xi1>
    %214 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<16x64x1xi1>
    %215 = stablehlo.not %213 : tensor<16x64x63xi1>
    %216 = stablehlo.concatenate %214, %215, dim = 2 : (tensor<16x64x1xi1>, tensor<16x64x63xi1>) -> tensor<16x64x64xi1>
    %217 = stablehlo.and %202, %216 : tensor<16x64x64xi1>
    %218 = stablehlo.convert %146 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %219 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %220 = stablehlo.add %c_x545f25, %219 : tensor<16x1xi32>
    %221 = stablehlo.select %c_xd836cc, %220, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %223 = "stablehlo.gather"(%218, %222) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %225 = stablehlo.reshape %224 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %226 = stablehlo.convert %131 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %227 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %228 = stablehlo.add %c_x545f25, %227 : tensor<16x1xi32>
    %229 = stablehlo.select %c_xd836cc, %228, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %231 = "stablehlo.gather"(%226, %230) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %232 = stablehlo.transpose %231, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %233 = stablehlo.reshape %232 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %234 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %235 = stablehlo.add %c_x545f25, %234 : tensor<16x1xi32>
    %236 = stablehlo.select %c_xd836cc, %235, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %238 = "stablehlo.gather"(%202, %237) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %239 = stablehlo.transpose %238, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %240 = stablehlo.reshape %239 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %241 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %242 = stablehlo.add %c_x545f25, %241 : tensor<16x1xi32>
    %243 = stablehlo.select %c_xd836cc, %242, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %245 = "stablehlo.gather"(%217, %244) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %246 = stablehlo.transpose %245, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %247 = stablehlo.reshape %246 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %248 = stablehlo.reshape %247 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %249 = stablehlo.reshape %240 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %250 = stablehlo.convert %248 : (tensor<65536xi1>) -> tensor<65536xf32>
    %251 = call @_pad_8(%250, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %252 = stablehlo.reshape %251 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %253 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %254 = call @triu(%253) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %255 = stablehlo.dot_general %252, %254, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %256 = stablehlo.convert %255 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %257 = stablehlo.slice %256 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %258 = stablehlo.reshape %257 : (tensor<512x1xi32>) -> tensor<512xi32>
    %259 = call @cumsum(%258) : (tensor<512xi32>) -> tensor<512xi32>
    %260 = stablehlo.slice %256 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %261 = stablehlo.reshape %260 : (tensor<512x1xi32>) -> tensor<512xi32>
    %262 = stablehlo.subtract %259, %261 : tensor<512xi32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %265 = stablehlo.add %256, %264 : tensor<512x128xi32>
    %266 = stablehlo.reshape %265 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %267 = stablehlo.iota dim = 0 : tensor<33281xi32>
    %268 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %269 = stablehlo.add %268, %267 : tensor<33281xi32>
    %270 = call @searchsorted(%266, %269) : (tensor<65536xi32>, tensor<33281xi32>) -> tensor<33281xi32>
    %271 = stablehlo.broadcast_in_dim %c_x1216ff, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %272 = stablehlo.minimum %270, %271 : tensor<33281xi32>
    %273 = stablehlo.convert %249 : (tensor<65536xi1>) -> tensor<65536xf32>
    %274 = call @_pad_8(%273, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %275 = stablehlo.reshape %274 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %276 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %277 = call @triu(%276) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %278 = stablehlo.dot_general %275, %277, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %279 = stablehlo.convert %278 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %280 = stablehlo.slice %279 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %281 = stablehlo.reshape %280 : (tensor<512x1xi32>) -> tensor<512xi32>
    %282 = call @cumsum(%281) : (tensor<512xi32>) -> tensor<512xi32>
    %283 = stablehlo.slice %279 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %284 = stablehlo.reshape %283 : (tensor<512x1xi32>) -> tensor<512xi32>
    %285 = stablehlo.subtract %282, %284 : tensor<512xi32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %288 = stablehlo.add %279, %287 : tensor<512x128xi32>
    %289 = stablehlo.reshape %288 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %290 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %291 = stablehlo.compare LT, %270, %290, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %292 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %293 = stablehlo.compare LT, %272, %292, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %294 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %295 = stablehlo.add %272, %294 : tensor<33281xi32>
    %296 = stablehlo.select %293, %295, %272 : tensor<33281xi1>, tensor<33281xi32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %298 = "stablehlo.gather"(%289, %297) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33281x1xi32>) -> tensor<33281xi32>
    %299 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %300 = stablehlo.compare LT, %272, %299, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %301 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %302 = stablehlo.add %272, %301 : tensor<33281xi32>
    %303 = stablehlo.select %300, %302, %272 : tensor<33281xi1>, tensor<33281xi32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %305 = "stablehlo.gather"(%249, %304) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi1>, tensor<33281x1xi32>) -> tensor<33281xi1>
    %306 = stablehlo.convert %305 : (tensor<33281xi1>) -> tensor<33281xi32>
    %307 = stablehlo.subtract %298, %306 : tensor<33281xi32>
    %308 = stablehlo.slice %289 [65535:65536] : (tensor<65536xi32>) -> tensor<1xi32>
    %309 = stablehlo.reshape %308 : (tensor<1xi32>) -> tensor<i32>
    %310 = call @_where_12(%291, %307, %309) : (tensor<33281xi1>, tensor<33281xi32>, tensor<i32>) -> tensor<33281xi32>
    %311 = stablehlo.slice %270 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %312 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %313 = stablehlo.compare LT, %311, %312, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %314 = stablehlo.reshape %225 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %315 = stablehlo.slice %272 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %316 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %317 = stablehlo.compare LT, %315, %316, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %318 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %319 = stablehlo.add %315, %318 : tensor<33280xi32>
    %320 = stablehlo.select %317, %319, %315 : tensor<33280xi1>, tensor<33280xi32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %322 = "stablehlo.gather"(%314, %321) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %323 = call @_where_13(%313, %322, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %324 = stablehlo.reshape %233 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %325 = stablehlo.slice %272 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %326 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %327 = stablehlo.compare LT, %325, %326, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %328 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %329 = stablehlo.add %325, %328 : tensor<33280xi32>
    %330 = stablehlo.select %327, %329, %325 : tensor<33280xi1>, tensor<33280xi32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %332 = "stablehlo.gather"(%324, %331) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %333 = call @_where_13(%313, %332, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %334 = stablehlo.slice %310 [1:33281] : (tensor<33281xi32>) -> tensor<33280xi32>
    %335 = stablehlo.slice %310 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %336 = stablehlo.subtract %334, %335 : tensor<33280xi32>
    %337 = stablehlo.reshape %266 : (tensor<65536xi32>) -> tensor<1024x64xi32>
    %338 = stablehlo.slice %337 [0:1024, 63:64] : (tensor<1024x64xi32>) -> tensor<1024x1xi32>
    %339 = stablehlo.reshape %338 : (tensor<1024x1xi32>) -> tensor<1024xi32>
    %340 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %341 = stablehlo.concatenate %340, %339, dim = 0 : (tensor<1xi32>, tensor<1024xi32>) -> tensor<1025xi32>
    %342 = stablehlo.broadcast_in_dim %c_x9f6b22, dims = [] : (tensor<i32>) -> tensor<1025xi32>
    %343 = stablehlo.minimum %341, %342 : tensor<1025xi32>
    %344 = stablehlo.convert %323 : (tensor<33280xi32>) -> tensor<33280xi8>
    %345 = stablehlo.convert %336 : (tensor<33280xi32>) -> tensor<33280xi8>
    %346 = stablehlo.convert %333 : (tensor<33280xi32>) -> tensor<33280xi8>
    %347:2 = stablehlo.custom_call @tpu_custom_call(%343, %344, %345, %346, %198, %199, %200) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5e034a58b3da685321251c9f00926c2fe66099aed063d6968031f90acbd533c6\22, \22cost_estimate\22: {\22bytes_accessed\22: 8992587776, \22flops\22: 4466765987840, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1025xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>)
    %348 = stablehlo.convert %347#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %349 = stablehlo.convert %347#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<16x32768x128xf32>
    %351 = stablehlo.reduce(%350 init: %cst_x9604d6) applies stablehlo.add across dimensions = [2] : (tensor<16x32768x128xf32>, tensor<f32>) -> tensor<16x32768xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 2] : (tensor<16x32768xf32>) -> tensor<16x1x32768xf32>
    %353 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %354 = stablehlo.compare NE, %131, %353, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %355 = stablehlo.convert %146 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %356 = stablehlo.convert %131 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %357 = stablehlo.slice %355 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %358 = stablehlo.slice %355 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %359 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16x64x63xi32>
    %360 = stablehlo.add %358, %359 : tensor<16x64x63xi32>
    %361 = stablehlo.compare EQ, %357, %360, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %362 = stablehlo.slice %356 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %363 = stablehlo.slice %356 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %364 = stablehlo.compare EQ, %362, %363, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %365 = stablehlo.and %361, %364 : tensor<16x64x63xi1>
    %366 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<16x64x1xi1>
    %367 = stablehlo.not %365 : tensor<16x64x63xi1>
    %368 = stablehlo.concatenate %366, %367, dim = 2 : (tensor<16x64x1xi1>, tensor<16x64x63xi1>) -> tensor<16x64x64xi1>
    %369 = stablehlo.and %354, %368 : tensor<16x64x64xi1>
    %370 = stablehlo.convert %146 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %371 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %372 = stablehlo.add %c_x545f25, %371 : tensor<16x1xi32>
    %373 = stablehlo.select %c_xd836cc, %372, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %375 = "stablehlo.gather"(%370, %374) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %376 = stablehlo.transpose %375, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %377 = stablehlo.reshape %376 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %378 = stablehlo.convert %131 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %379 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %380 = stablehlo.add %c_x545f25, %379 : tensor<16x1xi32>
    %381 = stablehlo.select %c_xd836cc, %380, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %383 = "stablehlo.gather"(%378, %382) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %384 = stablehlo.transpose %383, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %385 = stablehlo.reshape %384 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %386 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %387 = stablehlo.add %c_x545f25, %386 : tensor<16x1xi32>
    %388 = stablehlo.select %c_xd836cc, %387, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %390 = "stablehlo.gather"(%354, %389) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %391 = stablehlo.transpose %390, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %392 = stablehlo.reshape %391 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %393 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %394 = stablehlo.add %c_x545f25, %393 : tensor<16x1xi32>
    %395 = stablehlo.select %c_xd836cc, %394, %c_x545f25 : tensor<16x1xi1>, tensor<16x1xi32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %397 = "stablehlo.gather"(%369, %396) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %398 = stablehlo.transpose %397, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %399 = stablehlo.reshape %398 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %400 = stablehlo.reshape %399 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %401 = stablehlo.reshape %392 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %402 = stablehlo.convert %400 : (tensor<65536xi1>) -> tensor<65536xf32>
    %403 = call @_pad_8(%402, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %404 = stablehlo.reshape %403 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %405 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %406 = call @triu(%405) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %407 = stablehlo.dot_general %404, %406, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %408 = stablehlo.convert %407 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %409 = stablehlo.slice %408 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %410 = stablehlo.reshape %409 : (tensor<512x1xi32>) -> tensor<512xi32>
    %411 = call @cumsum(%410) : (tensor<512xi32>) -> tensor<512xi32>
    %412 = stablehlo.slice %408 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %413 = stablehlo.reshape %412 : (tensor<512x1xi32>) -> tensor<512xi32>
    %414 = stablehlo.subtract %411, %413 : tensor<512xi32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %417 = stablehlo.add %408, %416 : tensor<512x128xi32>
    %418 = stablehlo.reshape %417 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %419 = stablehlo.iota dim = 0 : tensor<33281xi32>
    %420 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %421 = stablehlo.add %420, %419 : tensor<33281xi32>
    %422 = call @searchsorted(%418, %421) : (tensor<65536xi32>, tensor<33281xi32>) -> tensor<33281xi32>
    %423 = stablehlo.broadcast_in_dim %c_x1216ff, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %424 = stablehlo.minimum %422, %423 : tensor<33281xi32>
    %425 = stablehlo.convert %401 : (tensor<65536xi1>) -> tensor<65536xf32>
    %426 = call @_pad_8(%425, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %427 = stablehlo.reshape %426 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %428 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %429 = call @triu(%428) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %430 = stablehlo.dot_general %427, %429, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %431 = stablehlo.convert %430 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %432 = stablehlo.slice %431 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %433 = stablehlo.reshape %432 : (tensor<512x1xi32>) -> tensor<512xi32>
    %434 = call @cumsum(%433) : (tensor<512xi32>) -> tensor<512xi32>
    %435 = stablehlo.slice %431 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %436 = stablehlo.reshape %435 : (tensor<512x1xi32>) -> tensor<512xi32>
    %437 = stablehlo.subtract %434, %436 : tensor<512xi32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %440 = stablehlo.add %431, %439 : tensor<512x128xi32>
    %441 = stablehlo.reshape %440 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %442 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %443 = stablehlo.compare LT, %422, %442, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %444 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %445 = stablehlo.compare LT, %424, %444, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %446 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %447 = stablehlo.add %424, %446 : tensor<33281xi32>
    %448 = stablehlo.select %445, %447, %424 : tensor<33281xi1>, tensor<33281xi32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %450 = "stablehlo.gather"(%441, %449) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33281x1xi32>) -> tensor<33281xi32>
    %451 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %452 = stablehlo.compare LT, %424, %451, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %453 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %454 = stablehlo.add %424, %453 : tensor<33281xi32>
    %455 = stablehlo.select %452, %454, %424 : tensor<33281xi1>, tensor<33281xi32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %457 = "stablehlo.gather"(%401, %456) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi1>, tensor<33281x1xi32>) -> tensor<33281xi1>
    %458 = stablehlo.convert %457 : (tensor<33281xi1>) -> tensor<33281xi32>
    %459 = stablehlo.subtract %450, %458 : tensor<33281xi32>
    %460 = stablehlo.slice %441 [65535:65536] : (tensor<65536xi32>) -> tensor<1xi32>
    %461 = stablehlo.reshape %460 : (tensor<1xi32>) -> tensor<i32>
    %462 = call @_where_12(%443, %459, %461) : (tensor<33281xi1>, tensor<33281xi32>, tensor<i32>) -> tensor<33281xi32>
    %463 = stablehlo.slice %422 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %464 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %465 = stablehlo.compare LT, %463, %464, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %466 = stablehlo.reshape %377 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %467 = stablehlo.slice %424 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %468 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %469 = stablehlo.compare LT, %467, %468, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %470 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %471 = stablehlo.add %467, %470 : tensor<33280xi32>
    %472 = stablehlo.select %469, %471, %467 : tensor<33280xi1>, tensor<33280xi32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %474 = "stablehlo.gather"(%466, %473) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %475 = call @_where_13(%465, %474, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %476 = stablehlo.reshape %385 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %477 = stablehlo.slice %424 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %478 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %479 = stablehlo.compare LT, %477, %478, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %480 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %481 = stablehlo.add %477, %480 : tensor<33280xi32>
    %482 = stablehlo.select %479, %481, %477 : tensor<33280xi1>, tensor<33280xi32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %484 = "stablehlo.gather"(%476, %483) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %485 = call @_where_13(%465, %484, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %486 = stablehlo.slice %462 [1:33281] : (tensor<33281xi32>) -> tensor<33280xi32>
    %487 = stablehlo.slice %462 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %488 = stablehlo.subtract %486, %487 : tensor<33280xi32>
    %489 = stablehlo.reshape %418 : (tensor<65536xi32>) -> tensor<1024x64xi32>
    %490 = stablehlo.slice %489 [0:1024, 63:64] : (tensor<1024x64xi32>) -> tensor<1024x1xi32>
    %491 = stablehlo.reshape %490 : (tensor<1024x1xi32>) -> tensor<1024xi32>
    %492 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %493 = stablehlo.concatenate %492, %491, dim = 0 : (tensor<1xi32>, tensor<1024xi32>) -> tensor<1025xi32>
    %494 = stablehlo.broadcast_in_dim %c_x9f6b22, dims = [] : (tensor<i32>) -> tensor<1025xi32>
    %495 = stablehlo.minimum %493, %494 : tensor<1025xi32>
    %496 = stablehlo.convert %475 : (tensor<33280xi32>) -> tensor<33280xi8>
    %497 = stablehlo.convert %488 : (tensor<33280xi32>) -> tensor<33280xi8>
    %498 = stablehlo.convert %485 : (tensor<33280xi32>) -> tensor<33280xi8>
    %499 = stablehlo.custom_call @tpu_custom_call(%495, %496, %497, %498, %198, %347#0, %347#1, %352, %199, %200) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:cd3271280fed38815a12171cb5e66788d815f2d0a184469586da2673f24b3b0e\22, \22cost_estimate\22: {\22bytes_accessed\22: 9126805504, \22flops\22: 6700148981760, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1025xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    %500 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %501 = stablehlo.compare NE, %182, %500, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %502 = stablehlo.convert %197 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %503 = stablehlo.convert %182 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %504 = stablehlo.slice %502 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %505 = stablehlo.slice %502 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %506 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16x64x63xi32>
    %507 = stablehlo.add %505, %506 : tensor<16x64x63xi32>
    %508 = stablehlo.compare EQ, %504, %507, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %509 = stablehlo.slice %503 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %510 = stablehlo.slice %503 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %511 = stablehlo.compare EQ, %509, %510, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %512 = stablehlo.and %508, %511 : tensor<16x64x63xi1>
    %513 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<16x64x1xi1>
    %514 = stablehlo.not %512 : tensor<16x64x63xi1>
    %515 = stablehlo.concatenate %513, %514, dim = 2 : (tensor<16x64x1xi1>, tensor<16x64x63xi1>) -> tensor<16x64x64xi1>
    %516 = stablehlo.and %501, %515 : tensor<16x64x64xi1>
    %517 = stablehlo.convert %197 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %518 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %519 = stablehlo.add %c_xaa5a02, %518 : tensor<4x4xi32>
    %520 = stablehlo.select %c_xe6345e, %519, %c_xaa5a02 : tensor<4x4xi1>, tensor<4x4xi32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %522 = "stablehlo.gather"(%517, %521) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi32>
    %523 = stablehlo.transpose %522, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi32>) -> tensor<4x64x4x64xi32>
    %524 = stablehlo.reshape %523 : (tensor<4x64x4x64xi32>) -> tensor<256x256xi32>
    %525 = stablehlo.convert %182 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %526 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %527 = stablehlo.add %c_xaa5a02, %526 : tensor<4x4xi32>
    %528 = stablehlo.select %c_xe6345e, %527, %c_xaa5a02 : tensor<4x4xi1>, tensor<4x4xi32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %530 = "stablehlo.gather"(%525, %529) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi32>
    %531 = stablehlo.transpose %530, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi32>) -> tensor<4x64x4x64xi32>
    %532 = stablehlo.reshape %531 : (tensor<4x64x4x64xi32>) -> tensor<256x256xi32>
    %533 = stablehlo.iota dim = 0 : tensor<4xi32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0] : (tensor<4xi32>) -> tensor<4x64xi32>
    %535 = stablehlo.reshape %534 : (tensor<4x64xi32>) -> tensor<256xi32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [1] : (tensor<256xi32>) -> tensor<256x256xi32>
    %537 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %538 = stablehlo.add %c_xaa5a02, %537 : tensor<4x4xi32>
    %539 = stablehlo.select %c_xe6345e, %538, %c_xaa5a02 : tensor<4x4xi1>, tensor<4x4xi32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %541 = "stablehlo.gather"(%501, %540) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi1>
    %542 = stablehlo.transpose %541, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi1>) -> tensor<4x64x4x64xi1>
    %543 = stablehlo.reshape %542 : (tensor<4x64x4x64xi1>) -> tensor<256x256xi1>
    %544 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %545 = stablehlo.add %c_xaa5a02, %544 : tensor<4x4xi32>
    %546 = stablehlo.select %c_xe6345e, %545, %c_xaa5a02 : tensor<4x4xi1>, tensor<4x4xi32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %548 = "stablehlo.gather"(%516, %547) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi1>
    %549 = stablehlo.transpose %548, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi1>) -> tensor<4x64x4x64xi1>
    %550 = stablehlo.reshape %549 : (tensor<4x64x4x64xi1>) -> tensor<256x256xi1>
    %551 = stablehlo.reshape %550 : (tensor<256x256xi1>) -> tensor<65536xi1>
    %552 = stablehlo.reshape %543 : (tensor<256x256xi1>) -> tensor<65536xi1>
    %553 = stablehlo.convert %551 : (tensor<65536xi1>) -> tensor<65536xf32>
    %554 = call @_pad_8(%553, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %555 = stablehlo.reshape %554 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %556 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %557 = call @triu(%556) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %558 = stablehlo.dot_general %555, %557, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %559 = stablehlo.convert %558 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %560 = stablehlo.slice %559 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %561 = stablehlo.reshape %560 : (tensor<512x1xi32>) -> tensor<512xi32>
    %562 = call @cumsum(%561) : (tensor<512xi32>) -> tensor<512xi32>
    %563 = stablehlo.slice %559 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %564 = stablehlo.reshape %563 : (tensor<512x1xi32>) -> tensor<512xi32>
    %565 = stablehlo.subtract %562, %564 : tensor<512xi32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %568 = stablehlo.add %559, %567 : tensor<512x128xi32>
    %569 = stablehlo.reshape %568 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %570 = stablehlo.iota dim = 0 : tensor<33281xi32>
    %571 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %572 = stablehlo.add %571, %570 : tensor<33281xi32>
    %573 = call @searchsorted(%569, %572) : (tensor<65536xi32>, tensor<33281xi32>) -> tensor<33281xi32>
    %574 = stablehlo.broadcast_in_dim %c_x1216ff, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %575 = stablehlo.minimum %573, %574 : tensor<33281xi32>
    %576 = stablehlo.convert %552 : (tensor<65536xi1>) -> tensor<65536xf32>
    %577 = call @_pad_8(%576, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %578 = stablehlo.reshape %577 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %579 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %580 = call @triu(%579) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %581 = stablehlo.dot_general %578, %580, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %582 = stablehlo.convert %581 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %583 = stablehlo.slice %582 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %584 = stablehlo.reshape %583 : (tensor<512x1xi32>) -> tensor<512xi32>
    %585 = call @cumsum(%584) : (tensor<512xi32>) -> tensor<512xi32>
    %586 = stablehlo.slice %582 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %587 = stablehlo.reshape %586 : (tensor<512x1xi32>) -> tensor<512xi32>
    %588 = stablehlo.subtract %585, %587 : tensor<512xi32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %591 = stablehlo.add %582, %590 : tensor<512x128xi32>
    %592 = stablehlo.reshape %591 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %593 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %594 = stablehlo.compare LT, %573, %593, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %595 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %596 = stablehlo.compare LT, %575, %595, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %597 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %598 = stablehlo.add %575, %597 : tensor<33281xi32>
    %599 = stablehlo.select %596, %598, %575 : tensor<33281xi1>, tensor<33281xi32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %601 = "stablehlo.gather"(%592, %600) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33281x1xi32>) -> tensor<33281xi32>
    %602 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %603 = stablehlo.compare LT, %575, %602, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %604 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %605 = stablehlo.add %575, %604 : tensor<33281xi32>
    %606 = stablehlo.select %603, %605, %575 : tensor<33281xi1>, tensor<33281xi32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %608 = "stablehlo.gather"(%552, %607) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi1>, tensor<33281x1xi32>) -> tensor<33281xi1>
    %609 = stablehlo.convert %608 : (tensor<33281xi1>) -> tensor<33281xi32>
    %610 = stablehlo.subtract %601, %609 : tensor<33281xi32>
    %611 = stablehlo.slice %592 [65535:65536] : (tensor<65536xi32>) -> tensor<1xi32>
    %612 = stablehlo.reshape %611 : (tensor<1xi32>) -> tensor<i32>
    %613 = call @_where_12(%594, %610, %612) : (tensor<33281xi1>, tensor<33281xi32>, tensor<i32>) -> tensor<33281xi32>
    %614 = stablehlo.slice %573 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %615 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %616 = stablehlo.compare LT, %614, %615, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %617 = stablehlo.reshape %524 : (tensor<256x256xi32>) -> tensor<65536xi32>
    %618 = stablehlo.slice %575 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %619 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %620 = stablehlo.compare LT, %618, %619, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %621 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %622 = stablehlo.add %618, %621 : tensor<33280xi32>
    %623 = stablehlo.select %620, %622, %618 : tensor<33280xi1>, tensor<33280xi32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %625 = "stablehlo.gather"(%617, %624) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %626 = call @_where_13(%616, %625, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %627 = stablehlo.reshape %532 : (tensor<256x256xi32>) -> tensor<65536xi32>
    %628 = stablehlo.slice %575 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %629 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %630 = stablehlo.compare LT, %628, %629, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %631 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %632 = stablehlo.add %628, %631 : tensor<33280xi32>
    %633 = stablehlo.select %630, %632, %628 : tensor<33280xi1>, tensor<33280xi32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %635 = "stablehlo.gather"(%627, %634) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %636 = call @_where_13(%616, %635, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %637 = stablehlo.reshape %536 : (tensor<256x256xi32>) -> tensor<65536xi32>
    %638 = stablehlo.slice %575 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %639 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %640 = stablehlo.compare LT, %638, %639, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %641 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %642 = stablehlo.add %638, %641 : tensor<33280xi32>
    %643 = stablehlo.select %640, %642, %638 : tensor<33280xi1>, tensor<33280xi32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %645 = "stablehlo.gather"(%637, %644) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %646 = call @_where_13(%616, %645, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %647 = stablehlo.slice %613 [1:33281] : (tensor<33281xi32>) -> tensor<33280xi32>
    %648 = stablehlo.slice %613 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %649 = stablehlo.subtract %647, %648 : tensor<33280xi32>
    %650 = stablehlo.reshape %569 : (tensor<65536xi32>) -> tensor<256x256xi32>
    %651 = stablehlo.slice %650 [0:256, 255:256] : (tensor<256x256xi32>) -> tensor<256x1xi32>
    %652 = stablehlo.reshape %651 : (tensor<256x1xi32>) -> tensor<256xi32>
    %653 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %654 = stablehlo.concatenate %653, %652, dim = 0 : (tensor<1xi32>, tensor<256xi32>) -> tensor<257xi32>
    %655 = stablehlo.broadcast_in_dim %c_x9f6b22, dims = [] : (tensor<i32>) -> tensor<257xi32>
    %656 = stablehlo.minimum %654, %655 : tensor<257xi32>
    %657 = stablehlo.convert %626 : (tensor<33280xi32>) -> tensor<33280xi8>
    %658 = stablehlo.convert %649 : (tensor<33280xi32>) -> tensor<33280xi8>
    %659 = stablehlo.convert %636 : (tensor<33280xi32>) -> tensor<33280xi8>
    %660 = stablehlo.convert %646 : (tensor<33280xi32>) -> tensor<33280xi8>
    %661:2 = stablehlo.custom_call @tpu_custom_call(%656, %657, %658, %659, %660, %199, %200, %198, %347#0, %347#1, %352) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b2a13f957d1dfe82e29c92c48a2795f4d235d4443953b4e7c65695bbd968128c\22, \22cost_estimate\22: {\22bytes_accessed\22: 8858370048, \22flops\22: 8933531975680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>) -> (tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>)
    %662 = call @_pad_14(%661#1) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %663 = call @_pad_14(%661#0) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %664 = call @_pad_15(%499) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %347#0, %664, %663, %662 : tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>
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
  func.func private @_pad_14(%arg0: tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x32768x128xbf16>, tensor<bf16>) -> tensor<4x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:4, 0:32768, 0:128] : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    return %1 : tensor<4x32768x128xbf16>
  }
  func.func private @_pad_15(%arg0: tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xbf16>, tensor<bf16>) -> tensor<16x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:32768, 0:128] : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %1 : tensor<16x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:5e034a58b3da685321251c9f00926c2fe66099aed063d6968031f90acbd533c6
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 1024>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
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
    %4 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %65 = arith.addi %1, %c0_i32 : i32
      %66 = arith.index_cast %16 : i32 to index
      %67 = memref.load %arg3[%66] : memref<33280xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %69 = arith.addi %68, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %70 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %71 = arith.muli %69, %c512_i32 : i32
      %72 = tpu.assume_multiple %71, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %73 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %69, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg7[%70, %72, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%79 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %82 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg8[%73, %75, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %65 = arith.addi %1, %c0_i32 : i32
      %66 = arith.index_cast %30 : i32 to index
      %67 = memref.load %arg3[%66] : memref<33280xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %69 = arith.addi %68, %32 : i32
      %c4_i32 = arith.constant 4 : i32
      %70 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %71 = arith.muli %69, %c512_i32 : i32
      %72 = tpu.assume_multiple %71, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %73 = arith.divsi %65, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %69, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg7[%70, %72, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%79 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %82 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg8[%73, %75, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %36:7 = scf.while (%arg17 = %16, %arg18 = %c0_i32, %arg19 = %30, %arg20 = %32, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %65 = arith.cmpi slt, %arg17, %19 : i32
      scf.condition(%65) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %65 = arith.index_cast %arg17 : i32 to index
      %66 = memref.load %arg5[%65] : memref<33280xi8, #tpu.memory_space<smem>>
      %67 = arith.extsi %66 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %68 = arith.cmpi eq, %67, %c2_i32 : i32
      %69 = arith.extui %68 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %70 = arith.cmpi ne, %69, %c0_i32 : i32
      %71:2 = scf.if %70 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %72 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %73 = arith.muli %c0_i32, %c512_i32 : i32
        %74 = tpu.assume_multiple %73, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %75 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %76 = arith.muli %c0_i32, %c512_i32 : i32
        %77 = tpu.assume_multiple %76, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg7[%72, %74, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%81 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %84 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg8[%75, %77, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%87 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %90 = arith.addi %1, %c0_i32 : i32
        %91 = arith.index_cast %arg17 : i32 to index
        %92 = memref.load %arg3[%91] : memref<33280xi8, #tpu.memory_space<smem>>
        %93 = arith.extsi %92 : i8 to i32
        %94 = arith.addi %93, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %97 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg14[%97, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %100 = tpu.matmul %96, %99, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %101 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %102 = arith.mulf %100, %101 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %104 = vector.multi_reduction <maximumf>, %102, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %105 = vector.shape_cast %104 : vector<512xf32> to vector<512x1xf32>
        %106 = vector.broadcast %105 : vector<512x1xf32> to vector<512x128xf32>
        %107 = arith.maximumf %103, %106 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %108 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %109 = arith.maximumf %107, %108 : vector<512x128xf32>
        %110 = tpu.concatenate %109, %109, %109, %109 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %111 = arith.subf %102, %110 : vector<512x512xf32>
        %112 = math.exp2 %111 : vector<512x512xf32>
        %113 = arith.subf %103, %109 : vector<512x128xf32>
        %114 = math.exp2 %113 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = arith.mulf %114, %115 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %117 = vector.multi_reduction <add>, %112, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %118 = vector.shape_cast %117 : vector<512xf32> to vector<512x1xf32>
        %119 = vector.broadcast %118 : vector<512x1xf32> to vector<512x128xf32>
        %120 = arith.addf %116, %119 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %124 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg15[%124, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %126 = vector.shape_cast %125 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = arith.mulf %114, %127 : vector<512x128xf32>
        %129 = arith.truncf %112 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %130 = tpu.matmul %129, %126, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %131 = arith.addf %128, %130 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %133 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        %134 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %134 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        %137 = vector.shape_cast %107 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %138 = arith.addi %arg20, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %139 = arith.minsi %arg19, %c33279_i32 : i32
        %140 = arith.index_cast %139 : i32 to index
        %141 = memref.load %arg4[%140] : memref<33280xi8, #tpu.memory_space<smem>>
        %142 = arith.extsi %141 : i8 to i32
        %143 = arith.cmpi sge, %138, %142 : i32
        %c1_i32 = arith.constant 1 : i32
        %144 = arith.addi %arg19, %c1_i32 : i32
        %145 = arith.select %143, %144, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %146 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %147 = arith.select %143, %c0_i32, %146 : i32
        %148 = arith.cmpi slt, %145, %19 : i32
        %149 = arith.extui %148 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %150 = arith.cmpi ne, %149, %c0_i32 : i32
        scf.if %150 {
          %c0_i32 = arith.constant 0 : i32
          %151 = arith.addi %1, %c0_i32 : i32
          %152 = arith.index_cast %145 : i32 to index
          %153 = memref.load %arg3[%152] : memref<33280xi8, #tpu.memory_space<smem>>
          %154 = arith.extsi %153 : i8 to i32
          %155 = arith.addi %154, %147 : i32
          %c4_i32 = arith.constant 4 : i32
          %156 = arith.divsi %151, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %157 = arith.muli %155, %c512_i32 : i32
          %158 = tpu.assume_multiple %157, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %159 = arith.divsi %151, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %160 = arith.muli %155, %c512_i32 : i32
          %161 = tpu.assume_multiple %160, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %162 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %163 = tpu.memref_squeeze %162 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %165 = tpu.memref_squeeze %164 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg7[%156, %158, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %167 = tpu.memref_squeeze %166 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%167 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%165 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%163 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %168 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %169 = tpu.memref_squeeze %168 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %171 = tpu.memref_squeeze %170 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg8[%159, %161, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %173 = tpu.memref_squeeze %172 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%173 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%171 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%169 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %145, %147 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %72 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %73 = arith.muli %c0_i32, %c512_i32 : i32
        %74 = tpu.assume_multiple %73, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %75 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %76 = arith.muli %c0_i32, %c512_i32 : i32
        %77 = tpu.assume_multiple %76, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg7[%72, %74, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%81 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %84 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg8[%75, %77, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%87 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %90 = arith.addi %1, %c0_i32 : i32
        %91 = arith.index_cast %arg17 : i32 to index
        %92 = memref.load %arg3[%91] : memref<33280xi8, #tpu.memory_space<smem>>
        %93 = arith.extsi %92 : i8 to i32
        %94 = arith.addi %93, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %97 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg14[%97, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %100 = tpu.matmul %96, %99, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %101 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %102 = arith.mulf %100, %101 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %103 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %104 = arith.muli %94, %c512_i32 : i32
        %105 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %106 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %107 = arith.subi %104, %103 : i32
        %108 = vector.broadcast %106 : vector<1x512xi32> to vector<512x512xi32>
        %109 = vector.broadcast %105 : vector<512x1xi32> to vector<512x512xi32>
        %110 = arith.subi %108, %109 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %111 = arith.subi %c0_i32, %107 : i32
        %112 = vector.broadcast %111 : i32 to vector<512x512xi32>
        %113 = arith.cmpi sle, %110, %112 : vector<512x512xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %114 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %115 = arith.select %113, %102, %114 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %117 = vector.multi_reduction <maximumf>, %115, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %118 = vector.shape_cast %117 : vector<512xf32> to vector<512x1xf32>
        %119 = vector.broadcast %118 : vector<512x1xf32> to vector<512x128xf32>
        %120 = arith.maximumf %116, %119 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %121 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %122 = arith.maximumf %120, %121 : vector<512x128xf32>
        %123 = tpu.concatenate %122, %122, %122, %122 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %124 = arith.subf %115, %123 : vector<512x512xf32>
        %125 = math.exp2 %124 : vector<512x512xf32>
        %126 = arith.subf %116, %122 : vector<512x128xf32>
        %127 = math.exp2 %126 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = arith.mulf %127, %128 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %130 = vector.multi_reduction <add>, %125, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %131 = vector.shape_cast %130 : vector<512xf32> to vector<512x1xf32>
        %132 = vector.broadcast %131 : vector<512x1xf32> to vector<512x128xf32>
        %133 = arith.addf %129, %132 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %135 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        %136 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %136 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %137 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg15[%137, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %139 = vector.shape_cast %138 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %141 = arith.mulf %127, %140 : vector<512x128xf32>
        %142 = arith.truncf %125 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %143 = tpu.matmul %142, %139, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %144 = arith.addf %141, %143 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %146 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        %147 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %147 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %149 = vector.shape_cast %148 : vector<512x128xf32> to vector<512x128xf32>
        %150 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %150 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %151 = arith.addi %arg20, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %152 = arith.minsi %arg19, %c33279_i32 : i32
        %153 = arith.index_cast %152 : i32 to index
        %154 = memref.load %arg4[%153] : memref<33280xi8, #tpu.memory_space<smem>>
        %155 = arith.extsi %154 : i8 to i32
        %156 = arith.cmpi sge, %151, %155 : i32
        %c1_i32 = arith.constant 1 : i32
        %157 = arith.addi %arg19, %c1_i32 : i32
        %158 = arith.select %156, %157, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %159 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = arith.select %156, %c0_i32, %159 : i32
        %161 = arith.cmpi slt, %158, %19 : i32
        %162 = arith.extui %161 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %163 = arith.cmpi ne, %162, %c0_i32 : i32
        scf.if %163 {
          %c0_i32 = arith.constant 0 : i32
          %164 = arith.addi %1, %c0_i32 : i32
          %165 = arith.index_cast %158 : i32 to index
          %166 = memref.load %arg3[%165] : memref<33280xi8, #tpu.memory_space<smem>>
          %167 = arith.extsi %166 : i8 to i32
          %168 = arith.addi %167, %160 : i32
          %c4_i32 = arith.constant 4 : i32
          %169 = arith.divsi %164, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %170 = arith.muli %168, %c512_i32 : i32
          %171 = tpu.assume_multiple %170, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %172 = arith.divsi %164, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %173 = arith.muli %168, %c512_i32 : i32
          %174 = tpu.assume_multiple %173, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %176 = tpu.memref_squeeze %175 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %178 = tpu.memref_squeeze %177 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg7[%169, %171, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %180 = tpu.memref_squeeze %179 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%180 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%178 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%176 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %181 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %182 = tpu.memref_squeeze %181 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %184 = tpu.memref_squeeze %183 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %185 = tpu.memref_slice %arg8[%172, %174, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %186 = tpu.memref_squeeze %185 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%186 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%184 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%182 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %158, %160 : i32, i32
      }
      scf.yield %arg19, %arg20, %71#0, %71#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %37 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %38 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %39 = arith.cmpf ogt, %37, %38 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %41 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %42 = arith.select %39, %37, %41 : vector<512x128xi1>, vector<512x128xf32>
    %43 = arith.divf %40, %42 : vector<512x128xf32>
    %44 = arith.truncf %43 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %45 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %46 = vector.shape_cast %45 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %47 = vector.shape_cast %44 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %47 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %49 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %50 = arith.select %39, %37, %49 : vector<512x128xi1>, vector<512x128xf32>
    %51 = math.log %50 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %52 = math.log %cst_x481f63 : f32
    %53 = vector.broadcast %52 : f32 to vector<512x128xf32>
    %54 = arith.divf %51, %53 : vector<512x128xf32>
    %55 = arith.addf %48, %54 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %56 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %57 = arith.divf %55, %56 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %58 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %59 = arith.select %39, %57, %58 : vector<512x128xi1>, vector<512x128xf32>
    %60 = tpu.transpose %59, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %61 = vector.extract_strided_slice %60 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %62 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %63 = vector.shape_cast %62 : vector<1x1x512xf32> to vector<1x512xf32>
    %64 = vector.shape_cast %61 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %64 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %1, %c0_i32, %3 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:cd3271280fed38815a12171cb5e66788d815f2d0a184469586da2673f24b3b0e
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 1024>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %7 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %8 = vector.shape_cast %7 : vector<1x1x512xf32> to vector<1x512xf32>
    %9 = vector.shape_cast %8 : vector<1x512xf32> to vector<1x512xf32>
    %10 = vector.broadcast %9 : vector<1x512xf32> to vector<128x512xf32>
    %11 = tpu.transpose %10, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %15 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %16 = vector.shape_cast %15 : vector<1x1x512xf32> to vector<1x512xf32>
    %17 = vector.shape_cast %16 : vector<1x512xf32> to vector<1x512xf32>
    %18 = vector.broadcast %17 : vector<1x512xf32> to vector<128x512xf32>
    %19 = tpu.transpose %18, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %20 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
    %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg2[%23] : memref<1025xi32, #tpu.memory_space<smem>>
    %c1_i32 = arith.constant 1 : i32
    %25 = arith.addi %arg1, %c1_i32 : i32
    %26 = arith.index_cast %25 : i32 to index
    %27 = memref.load %arg2[%26] : memref<1025xi32, #tpu.memory_space<smem>>
    %28 = arith.cmpi slt, %24, %27 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %30 = arith.cmpi ne, %29, %c0_i32 : i32
    scf.if %30 {
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %1, %c0_i32 : i32
      %51 = arith.index_cast %24 : i32 to index
      %52 = memref.load %arg3[%51] : memref<33280xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %55 = arith.divsi %50, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %54, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %58 = arith.divsi %50, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %54, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg10[%55, %57, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg11[%58, %60, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %31 = arith.addi %c0_i32, %c1_i32 : i32
    %c33279_i32 = arith.constant 33279 : i32
    %32 = arith.minsi %24, %c33279_i32 : i32
    %33 = arith.index_cast %32 : i32 to index
    %34 = memref.load %arg4[%33] : memref<33280xi8, #tpu.memory_space<smem>>
    %35 = arith.extsi %34 : i8 to i32
    %36 = arith.cmpi sge, %31, %35 : i32
    %c1_i32 = arith.constant 1 : i32
    %37 = arith.addi %24, %c1_i32 : i32
    %38 = arith.select %36, %37, %24 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %39 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %40 = arith.select %36, %c0_i32, %39 : i32
    %41 = arith.cmpi slt, %38, %27 : i32
    %42 = arith.extui %41 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32 : i32
    scf.if %43 {
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %1, %c0_i32 : i32
      %51 = arith.index_cast %38 : i32 to index
      %52 = memref.load %arg3[%51] : memref<33280xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %40 : i32
      %c4_i32 = arith.constant 4 : i32
      %55 = arith.divsi %50, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %54, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %58 = arith.divsi %50, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %54, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg10[%55, %57, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %67 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg11[%58, %60, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %44:7 = scf.while (%arg19 = %24, %arg20 = %c0_i32, %arg21 = %38, %arg22 = %40, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %50 = arith.cmpi slt, %arg19, %27 : i32
      scf.condition(%50) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %50 = arith.index_cast %arg19 : i32 to index
      %51 = memref.load %arg5[%50] : memref<33280xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %53 = arith.cmpi eq, %52, %c2_i32 : i32
      %54 = arith.extui %53 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.cmpi ne, %54, %c0_i32 : i32
      %56:2 = scf.if %55 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %57 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %60 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg10[%57, %59, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %69 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg11[%60, %62, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %1, %c0_i32 : i32
        %76 = arith.index_cast %arg19 : i32 to index
        %77 = memref.load %arg3[%76] : memref<33280xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg20 : i32
        %80 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg16[%80, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %84, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %87 = arith.mulf %85, %86 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %89 = tpu.concatenate %88, %88, %88, %88 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %90 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %91 = arith.mulf %89, %90 : vector<512x512xf32>
        %92 = arith.subf %87, %91 : vector<512x512xf32>
        %93 = math.exp2 %92 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %96 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg17[%96, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %99 = tpu.matmul %95, %98, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %101 = tpu.concatenate %100, %100, %100, %100 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %102 = arith.subf %99, %101 : vector<512x512xf32>
        %103 = arith.mulf %93, %102 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %105 = arith.truncf %103 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %106 = tpu.matmul %105, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %107 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %108 = arith.mulf %106, %107 : vector<512x128xf32>
        %109 = arith.addf %104, %108 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %111 = vector.shape_cast %110 : vector<512x128xf32> to vector<512x128xf32>
        %112 = vector.shape_cast %109 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %112 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %113 = arith.addi %arg22, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %114 = arith.minsi %arg21, %c33279_i32 : i32
        %115 = arith.index_cast %114 : i32 to index
        %116 = memref.load %arg4[%115] : memref<33280xi8, #tpu.memory_space<smem>>
        %117 = arith.extsi %116 : i8 to i32
        %118 = arith.cmpi sge, %113, %117 : i32
        %c1_i32 = arith.constant 1 : i32
        %119 = arith.addi %arg21, %c1_i32 : i32
        %120 = arith.select %118, %119, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %121 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = arith.select %118, %c0_i32, %121 : i32
        %123 = arith.cmpi slt, %120, %27 : i32
        %124 = arith.extui %123 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %125 = arith.cmpi ne, %124, %c0_i32 : i32
        scf.if %125 {
          %c0_i32 = arith.constant 0 : i32
          %126 = arith.addi %1, %c0_i32 : i32
          %127 = arith.index_cast %120 : i32 to index
          %128 = memref.load %arg3[%127] : memref<33280xi8, #tpu.memory_space<smem>>
          %129 = arith.extsi %128 : i8 to i32
          %130 = arith.addi %129, %122 : i32
          %c4_i32 = arith.constant 4 : i32
          %131 = arith.divsi %126, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %132 = arith.muli %130, %c512_i32 : i32
          %133 = tpu.assume_multiple %132, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %134 = arith.divsi %126, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %135 = arith.muli %130, %c512_i32 : i32
          %136 = tpu.assume_multiple %135, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %137 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %138 = tpu.memref_squeeze %137 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %139 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %140 = tpu.memref_squeeze %139 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %141 = tpu.memref_slice %arg10[%131, %133, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %142 = tpu.memref_squeeze %141 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%142 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%140 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%138 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %143 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %144 = tpu.memref_squeeze %143 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %145 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %146 = tpu.memref_squeeze %145 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %147 = tpu.memref_slice %arg11[%134, %136, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %148 = tpu.memref_squeeze %147 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%148 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%146 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%144 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %120, %122 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %57 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %60 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg10[%57, %59, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %69 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg11[%60, %62, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %1, %c0_i32 : i32
        %76 = arith.index_cast %arg19 : i32 to index
        %77 = memref.load %arg3[%76] : memref<33280xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg20 : i32
        %80 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg16[%80, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %84, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %86 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %87 = arith.mulf %85, %86 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %79, %c512_i32 : i32
        %90 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %91 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %92 = arith.subi %89, %88 : i32
        %93 = vector.broadcast %91 : vector<1x512xi32> to vector<512x512xi32>
        %94 = vector.broadcast %90 : vector<512x1xi32> to vector<512x512xi32>
        %95 = arith.subi %93, %94 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %96 = arith.subi %c0_i32, %92 : i32
        %97 = vector.broadcast %96 : i32 to vector<512x512xi32>
        %98 = arith.cmpi sle, %95, %97 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %100 = tpu.concatenate %99, %99, %99, %99 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %101 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %102 = arith.mulf %100, %101 : vector<512x512xf32>
        %103 = arith.subf %87, %102 : vector<512x512xf32>
        %104 = math.exp2 %103 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %105 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %106 = arith.select %98, %104, %105 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %108 = vector.shape_cast %107 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %109 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg17[%109, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %111 = vector.shape_cast %110 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %112 = tpu.matmul %108, %111, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %114 = tpu.concatenate %113, %113, %113, %113 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %115 = arith.subf %112, %114 : vector<512x512xf32>
        %116 = arith.mulf %106, %115 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %118 = arith.truncf %116 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %119 = tpu.matmul %118, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %120 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %121 = arith.mulf %119, %120 : vector<512x128xf32>
        %122 = arith.addf %117, %121 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = vector.shape_cast %123 : vector<512x128xf32> to vector<512x128xf32>
        %125 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %125 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %126 = arith.addi %arg22, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %127 = arith.minsi %arg21, %c33279_i32 : i32
        %128 = arith.index_cast %127 : i32 to index
        %129 = memref.load %arg4[%128] : memref<33280xi8, #tpu.memory_space<smem>>
        %130 = arith.extsi %129 : i8 to i32
        %131 = arith.cmpi sge, %126, %130 : i32
        %c1_i32 = arith.constant 1 : i32
        %132 = arith.addi %arg21, %c1_i32 : i32
        %133 = arith.select %131, %132, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %135 = arith.select %131, %c0_i32, %134 : i32
        %136 = arith.cmpi slt, %133, %27 : i32
        %137 = arith.extui %136 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %138 = arith.cmpi ne, %137, %c0_i32 : i32
        scf.if %138 {
          %c0_i32 = arith.constant 0 : i32
          %139 = arith.addi %1, %c0_i32 : i32
          %140 = arith.index_cast %133 : i32 to index
          %141 = memref.load %arg3[%140] : memref<33280xi8, #tpu.memory_space<smem>>
          %142 = arith.extsi %141 : i8 to i32
          %143 = arith.addi %142, %135 : i32
          %c4_i32 = arith.constant 4 : i32
          %144 = arith.divsi %139, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %145 = arith.muli %143, %c512_i32 : i32
          %146 = tpu.assume_multiple %145, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %147 = arith.divsi %139, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %148 = arith.muli %143, %c512_i32 : i32
          %149 = tpu.assume_multiple %148, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %150 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %151 = tpu.memref_squeeze %150 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %153 = tpu.memref_squeeze %152 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %154 = tpu.memref_slice %arg10[%144, %146, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %155 = tpu.memref_squeeze %154 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%155 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%153 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%151 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %156 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %159 = tpu.memref_squeeze %158 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg11[%147, %149, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %161 = tpu.memref_squeeze %160 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%161 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%159 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %133, %135 : i32, i32
      }
      scf.yield %arg21, %arg22, %56#0, %56#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %45 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %46 = arith.truncf %45 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %47 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %48 = vector.shape_cast %47 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %49 = vector.shape_cast %46 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %49 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %1, %c0_i32, %3 : i32, i32, i32
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
    return %1, %c0_i32, %3 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:b2a13f957d1dfe82e29c92c48a2795f4d235d4443953b4e7c65695bbd968128c
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 256>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %1, %c4_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg16[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %12 = arith.index_cast %arg1 : i32 to index
    %13 = memref.load %arg2[%12] : memref<257xi32, #tpu.memory_space<smem>>
    %c1_i32 = arith.constant 1 : i32
    %14 = arith.addi %arg1, %c1_i32 : i32
    %15 = arith.index_cast %14 : i32 to index
    %16 = memref.load %arg2[%15] : memref<257xi32, #tpu.memory_space<smem>>
    %17 = arith.cmpi slt, %13, %16 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %44 = arith.index_cast %13 : i32 to index
      %45 = memref.load %arg6[%44] : memref<33280xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %47 = arith.addi %2, %46 : i32
      %48 = arith.index_cast %13 : i32 to index
      %49 = memref.load %arg3[%48] : memref<33280xi8, #tpu.memory_space<smem>>
      %50 = arith.extsi %49 : i8 to i32
      %51 = arith.addi %50, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %52 = arith.muli %51, %c512_i32 : i32
      %53 = tpu.assume_multiple %52, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %51, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %51, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %51, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg9[%47, %53, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%65 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%63 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %66 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg10[%47, %55, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %72 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg11[%47, %c0_i32, %57] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%77 : memref<1x512xf32, #tpu.memory_space<any>>) target(%75 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %78 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg12[%47, %c0_i32, %59] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%83 : memref<1x512xf32, #tpu.memory_space<any>>) target(%81 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %c0_i32, %c1_i32 : i32
    %c33279_i32 = arith.constant 33279 : i32
    %21 = arith.minsi %13, %c33279_i32 : i32
    %22 = arith.index_cast %21 : i32 to index
    %23 = memref.load %arg4[%22] : memref<33280xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %25 = arith.cmpi sge, %20, %24 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %13, %c1_i32 : i32
    %27 = arith.select %25, %26, %13 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %28 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %29 = arith.select %25, %c0_i32, %28 : i32
    %30 = arith.cmpi slt, %27, %16 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %32 = arith.cmpi ne, %31, %c0_i32 : i32
    scf.if %32 {
      %44 = arith.index_cast %27 : i32 to index
      %45 = memref.load %arg6[%44] : memref<33280xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %47 = arith.addi %2, %46 : i32
      %48 = arith.index_cast %27 : i32 to index
      %49 = memref.load %arg3[%48] : memref<33280xi8, #tpu.memory_space<smem>>
      %50 = arith.extsi %49 : i8 to i32
      %51 = arith.addi %50, %29 : i32
      %c512_i32 = arith.constant 512 : i32
      %52 = arith.muli %51, %c512_i32 : i32
      %53 = tpu.assume_multiple %52, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %51, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %51, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %51, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg21[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg9[%47, %53, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%65 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%63 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %66 = tpu.memref_slice %arg21[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg10[%47, %55, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %72 = tpu.memref_slice %arg21[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg11[%47, %c0_i32, %57] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%77 : memref<1x512xf32, #tpu.memory_space<any>>) target(%75 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %78 = tpu.memref_slice %arg21[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg12[%47, %c0_i32, %59] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%83 : memref<1x512xf32, #tpu.memory_space<any>>) target(%81 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %33:7 = scf.while (%arg22 = %13, %arg23 = %c0_i32, %arg24 = %27, %arg25 = %29, %arg26 = %c0_i32, %arg27 = %c1_i32, %arg28 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %44 = arith.cmpi slt, %arg22, %16 : i32
      scf.condition(%44) %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32):
      %44 = arith.index_cast %arg22 : i32 to index
      %45 = memref.load %arg5[%44] : memref<33280xi8, #tpu.memory_space<smem>>
      %46 = arith.extsi %45 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %47 = arith.cmpi eq, %46, %c2_i32 : i32
      %48 = arith.extui %47 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %49 = arith.cmpi ne, %48, %c0_i32 : i32
      %50:2 = scf.if %49 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %51 = arith.muli %c0_i32, %c512_i32 : i32
        %52 = tpu.assume_multiple %51, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %53 = arith.muli %c0_i32, %c512_i32 : i32
        %54 = tpu.assume_multiple %53, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %55 = arith.muli %c0_i32, %c512_i32 : i32
        %56 = tpu.assume_multiple %55, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg9[%c0_i32, %52, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%62 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %65 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg10[%c0_i32, %54, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %71 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %56] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%74 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %77 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %58] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%80 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %83 = arith.index_cast %arg22 : i32 to index
        %84 = memref.load %arg6[%83] : memref<33280xi8, #tpu.memory_space<smem>>
        %85 = arith.extsi %84 : i8 to i32
        %86 = arith.addi %2, %85 : i32
        %87 = arith.index_cast %arg22 : i32 to index
        %88 = memref.load %arg3[%87] : memref<33280xi8, #tpu.memory_space<smem>>
        %89 = arith.extsi %88 : i8 to i32
        %90 = arith.addi %89, %arg23 : i32
        %91 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg17[%91, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %94 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg18[%94, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %99 = tpu.matmul %98, %93, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %100 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %101 = arith.mulf %99, %100 : vector<512x512xf32>
        %102 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg19[%102, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %104 = vector.shape_cast %103 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %105 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %106 = arith.mulf %104, %105 : vector<1x512xf32>
        %107 = vector.broadcast %106 : vector<1x512xf32> to vector<512x512xf32>
        %108 = arith.subf %101, %107 : vector<512x512xf32>
        %109 = math.exp2 %108 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %111 = arith.truncf %109 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %112 = tpu.matmul %111, %96, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %113 = arith.addf %110, %112 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = vector.shape_cast %114 : vector<512x128xf32> to vector<512x128xf32>
        %116 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %116 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %118 = vector.shape_cast %117 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %119 = tpu.matmul %118, %96, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %120 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg20[%120, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %122 = vector.shape_cast %121 : vector<1x1x512xf32> to vector<1x512xf32>
        %123 = vector.broadcast %122 : vector<1x512xf32> to vector<512x512xf32>
        %124 = arith.subf %119, %123 : vector<512x512xf32>
        %125 = arith.mulf %109, %124 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %127 = arith.truncf %125 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %128 = tpu.matmul %127, %93, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %129 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %130 = arith.mulf %128, %129 : vector<512x128xf32>
        %131 = arith.addf %126, %130 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %133 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        %134 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %134 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %135 = arith.addi %arg25, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %136 = arith.minsi %arg24, %c33279_i32 : i32
        %137 = arith.index_cast %136 : i32 to index
        %138 = memref.load %arg4[%137] : memref<33280xi8, #tpu.memory_space<smem>>
        %139 = arith.extsi %138 : i8 to i32
        %140 = arith.cmpi sge, %135, %139 : i32
        %c1_i32 = arith.constant 1 : i32
        %141 = arith.addi %arg24, %c1_i32 : i32
        %142 = arith.select %140, %141, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %143 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %144 = arith.select %140, %c0_i32, %143 : i32
        %145 = arith.cmpi slt, %142, %16 : i32
        %146 = arith.extui %145 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %147 = arith.cmpi ne, %146, %c0_i32 : i32
        scf.if %147 {
          %148 = arith.index_cast %142 : i32 to index
          %149 = memref.load %arg6[%148] : memref<33280xi8, #tpu.memory_space<smem>>
          %150 = arith.extsi %149 : i8 to i32
          %151 = arith.addi %2, %150 : i32
          %152 = arith.index_cast %142 : i32 to index
          %153 = memref.load %arg3[%152] : memref<33280xi8, #tpu.memory_space<smem>>
          %154 = arith.extsi %153 : i8 to i32
          %155 = arith.addi %154, %144 : i32
          %c512_i32 = arith.constant 512 : i32
          %156 = arith.muli %155, %c512_i32 : i32
          %157 = tpu.assume_multiple %156, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %158 = arith.muli %155, %c512_i32 : i32
          %159 = tpu.assume_multiple %158, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %160 = arith.muli %155, %c512_i32 : i32
          %161 = tpu.assume_multiple %160, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %162 = arith.muli %155, %c512_i32 : i32
          %163 = tpu.assume_multiple %162, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %165 = tpu.memref_squeeze %164 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %167 = tpu.memref_squeeze %166 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %168 = tpu.memref_slice %arg9[%151, %157, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %169 = tpu.memref_squeeze %168 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%169 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%167 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%165 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %170 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %171 = tpu.memref_squeeze %170 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %173 = tpu.memref_squeeze %172 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %174 = tpu.memref_slice %arg10[%151, %159, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %175 = tpu.memref_squeeze %174 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%175 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%173 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%171 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %176 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %178 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %179 = tpu.memref_squeeze %178 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %180 = tpu.memref_slice %arg11[%151, %c0_i32, %161] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %181 = tpu.memref_squeeze %180 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%181 : memref<1x512xf32, #tpu.memory_space<any>>) target(%179 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %182 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %183 = tpu.memref_squeeze %182 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %184 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %185 = tpu.memref_squeeze %184 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %186 = tpu.memref_slice %arg12[%151, %c0_i32, %163] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %187 = tpu.memref_squeeze %186 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%187 : memref<1x512xf32, #tpu.memory_space<any>>) target(%185 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%183 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %142, %144 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %51 = arith.muli %c0_i32, %c512_i32 : i32
        %52 = tpu.assume_multiple %51, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %53 = arith.muli %c0_i32, %c512_i32 : i32
        %54 = tpu.assume_multiple %53, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %55 = arith.muli %c0_i32, %c512_i32 : i32
        %56 = tpu.assume_multiple %55, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg9[%c0_i32, %52, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%62 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %65 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg10[%c0_i32, %54, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %71 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %56] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%74 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %77 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %58] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%80 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %83 = arith.index_cast %arg22 : i32 to index
        %84 = memref.load %arg6[%83] : memref<33280xi8, #tpu.memory_space<smem>>
        %85 = arith.extsi %84 : i8 to i32
        %86 = arith.addi %2, %85 : i32
        %87 = arith.index_cast %arg22 : i32 to index
        %88 = memref.load %arg3[%87] : memref<33280xi8, #tpu.memory_space<smem>>
        %89 = arith.extsi %88 : i8 to i32
        %90 = arith.addi %89, %arg23 : i32
        %91 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg17[%91, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %94 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg18[%94, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %99 = tpu.matmul %98, %93, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %100 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %101 = arith.mulf %99, %100 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %90, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %103 = arith.muli %3, %c512_i32 : i32
        %104 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %105 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %106 = arith.subi %103, %102 : i32
        %107 = vector.broadcast %105 : vector<512x1xi32> to vector<512x512xi32>
        %108 = vector.broadcast %104 : vector<1x512xi32> to vector<512x512xi32>
        %109 = arith.subi %107, %108 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %110 = arith.subi %c0_i32, %106 : i32
        %111 = vector.broadcast %110 : i32 to vector<512x512xi32>
        %112 = arith.cmpi sle, %109, %111 : vector<512x512xi32>
        %113 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg19[%113, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %115 = vector.shape_cast %114 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %116 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %117 = arith.mulf %115, %116 : vector<1x512xf32>
        %118 = vector.broadcast %117 : vector<1x512xf32> to vector<512x512xf32>
        %119 = arith.subf %101, %118 : vector<512x512xf32>
        %120 = math.exp2 %119 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %121 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %122 = arith.select %112, %120, %121 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = arith.truncf %122 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %125 = tpu.matmul %124, %96, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %126 = arith.addf %123, %125 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = vector.shape_cast %127 : vector<512x128xf32> to vector<512x128xf32>
        %129 = vector.shape_cast %126 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %129 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %131 = vector.shape_cast %130 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %132 = tpu.matmul %131, %96, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %133 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg20[%133, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %135 = vector.shape_cast %134 : vector<1x1x512xf32> to vector<1x512xf32>
        %136 = vector.broadcast %135 : vector<1x512xf32> to vector<512x512xf32>
        %137 = arith.subf %132, %136 : vector<512x512xf32>
        %138 = arith.mulf %122, %137 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %140 = arith.truncf %138 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %141 = tpu.matmul %140, %93, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %142 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %143 = arith.mulf %141, %142 : vector<512x128xf32>
        %144 = arith.addf %139, %143 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %146 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        %147 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %147 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %148 = arith.addi %arg25, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %149 = arith.minsi %arg24, %c33279_i32 : i32
        %150 = arith.index_cast %149 : i32 to index
        %151 = memref.load %arg4[%150] : memref<33280xi8, #tpu.memory_space<smem>>
        %152 = arith.extsi %151 : i8 to i32
        %153 = arith.cmpi sge, %148, %152 : i32
        %c1_i32 = arith.constant 1 : i32
        %154 = arith.addi %arg24, %c1_i32 : i32
        %155 = arith.select %153, %154, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %156 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %157 = arith.select %153, %c0_i32, %156 : i32
        %158 = arith.cmpi slt, %155, %16 : i32
        %159 = arith.extui %158 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %160 = arith.cmpi ne, %159, %c0_i32 : i32
        scf.if %160 {
          %161 = arith.index_cast %155 : i32 to index
          %162 = memref.load %arg6[%161] : memref<33280xi8, #tpu.memory_space<smem>>
          %163 = arith.extsi %162 : i8 to i32
          %164 = arith.addi %2, %163 : i32
          %165 = arith.index_cast %155 : i32 to index
          %166 = memref.load %arg3[%165] : memref<33280xi8, #tpu.memory_space<smem>>
          %167 = arith.extsi %166 : i8 to i32
          %168 = arith.addi %167, %157 : i32
          %c512_i32 = arith.constant 512 : i32
          %169 = arith.muli %168, %c512_i32 : i32
          %170 = tpu.assume_multiple %169, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %171 = arith.muli %168, %c512_i32 : i32
          %172 = tpu.assume_multiple %171, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %173 = arith.muli %168, %c512_i32 : i32
          %174 = tpu.assume_multiple %173, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %175 = arith.muli %168, %c512_i32 : i32
          %176 = tpu.assume_multiple %175, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %178 = tpu.memref_squeeze %177 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %180 = tpu.memref_squeeze %179 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %181 = tpu.memref_slice %arg9[%164, %170, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %182 = tpu.memref_squeeze %181 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%182 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%180 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%178 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %183 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %184 = tpu.memref_squeeze %183 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %185 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %186 = tpu.memref_squeeze %185 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %187 = tpu.memref_slice %arg10[%164, %172, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %188 = tpu.memref_squeeze %187 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%188 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%186 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%184 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %189 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %190 = tpu.memref_squeeze %189 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %191 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %192 = tpu.memref_squeeze %191 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %193 = tpu.memref_slice %arg11[%164, %c0_i32, %174] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %194 = tpu.memref_squeeze %193 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%194 : memref<1x512xf32, #tpu.memory_space<any>>) target(%192 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%190 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %195 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %196 = tpu.memref_squeeze %195 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %197 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %198 = tpu.memref_squeeze %197 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %199 = tpu.memref_slice %arg12[%164, %c0_i32, %176] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %200 = tpu.memref_squeeze %199 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%200 : memref<1x512xf32, #tpu.memory_space<any>>) target(%198 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%196 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %155, %157 : i32, i32
      }
      scf.yield %arg24, %arg25, %50#0, %50#1, %arg27, %arg28, %arg26 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %34 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %35 = arith.truncf %34 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %37 = vector.shape_cast %36 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %38 = vector.shape_cast %35 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %38 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %40 = arith.truncf %39 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %42 = vector.shape_cast %41 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %43 = vector.shape_cast %40 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %43 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %1, %c4_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %5 = arith.remsi %4, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %5, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %1, %c4_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %5 = arith.remsi %4, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %5, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %1, %c4_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %5 = arith.remsi %4, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %5, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %1, %c4_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %5 = arith.remsi %4, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %5, %c0_i32 : i32, i32, i32
  }
}
