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
    %347:2 = stablehlo.custom_call @tpu_custom_call(%343, %344, %345, %346, %198, %199, %200) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b854ae872e16705c8f4bbcb9ad4aa8e463b0de45c4c734e4af720a6d23854009\22, \22cost_estimate\22: {\22bytes_accessed\22: 8992587776, \22flops\22: 4466765987840, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1025xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>)
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
    %499 = stablehlo.custom_call @tpu_custom_call(%495, %496, %497, %498, %198, %347#0, %347#1, %352, %199, %200) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:e5b312c0c2c9a6252ccc350a28baa535a31f829729eb2f5f71af836ee1bb413c\22, \22cost_estimate\22: {\22bytes_accessed\22: 9126805504, \22flops\22: 6700148981760, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1025xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> tensor<16x32768x128xbf16>
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
    %661:2 = stablehlo.custom_call @tpu_custom_call(%656, %657, %658, %659, %660, %199, %200, %198, %347#0, %347#1, %352) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:06131f9076d69e418ef0bfe8b6a1038845e1a3f7967633c4dde4fb0ef18aea95\22, \22cost_estimate\22: {\22bytes_accessed\22: 8858370048, \22flops\22: 8933531975680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>) -> (tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:b854ae872e16705c8f4bbcb9ad4aa8e463b0de45c4c734e4af720a6d23854009
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 1024>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
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
    %22 = arith.cmpi ne, %21, %c0_i32 : i32
    scf.if %22 {
      %c0_i32 = arith.constant 0 : i32
      %52 = arith.addi %1, %c0_i32 : i32
      %53 = arith.index_cast %16 : i32 to index
      %54 = memref.load %arg3[%53] : memref<33280xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.addi %55, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %57 = arith.divsi %52, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %60 = arith.divsi %52, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %56, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg7[%57, %59, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%66 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %69 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg8[%60, %62, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %23:3 = scf.while (%arg17 = %16, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %52 = arith.cmpi slt, %arg17, %19 : i32
      scf.condition(%52) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %52 = arith.addi %arg18, %c1_i32 : i32
      %53 = arith.index_cast %arg17 : i32 to index
      %54 = memref.load %arg4[%53] : memref<33280xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.cmpi sge, %52, %55 : i32
      %c1_i32 = arith.constant 1 : i32
      %57 = arith.addi %arg17, %c1_i32 : i32
      %58 = arith.select %56, %57, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %59 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = arith.select %56, %c0_i32, %59 : i32
      %61 = arith.cmpi slt, %58, %19 : i32
      %62 = arith.extui %61 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %63 = arith.cmpi ne, %62, %c0_i32 : i32
      scf.if %63 {
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.addi %1, %c0_i32 : i32
        %95 = arith.index_cast %58 : i32 to index
        %96 = memref.load %arg3[%95] : memref<33280xi8, #tpu.memory_space<smem>>
        %97 = arith.extsi %96 : i8 to i32
        %98 = arith.addi %97, %60 : i32
        %c1_i32 = arith.constant 1 : i32
        %99 = arith.subi %c1_i32, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %100 = arith.divsi %94, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %98, %c512_i32 : i32
        %102 = tpu.assume_multiple %101, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %103 = arith.divsi %94, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %104 = arith.muli %98, %c512_i32 : i32
        %105 = tpu.assume_multiple %104, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg16[%99, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %107 = tpu.memref_squeeze %106 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg14[%99, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg7[%100, %102, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %111 = tpu.memref_squeeze %110 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%111 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%109 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%107 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %112 = tpu.memref_slice %arg16[%99, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %113 = tpu.memref_squeeze %112 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg15[%99, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg8[%103, %105, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%117 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%115 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%113 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %64 = arith.addi %1, %c0_i32 : i32
      %65 = arith.index_cast %arg17 : i32 to index
      %66 = memref.load %arg3[%65] : memref<33280xi8, #tpu.memory_space<smem>>
      %67 = arith.extsi %66 : i8 to i32
      %68 = arith.addi %67, %arg18 : i32
      %c4_i32 = arith.constant 4 : i32
      %69 = arith.divsi %64, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %70 = arith.muli %68, %c512_i32 : i32
      %71 = tpu.assume_multiple %70, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %72 = arith.divsi %64, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %73 = arith.muli %68, %c512_i32 : i32
      %74 = tpu.assume_multiple %73, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg7[%69, %71, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%78 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %81 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg8[%72, %74, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%86 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%84 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %87 = arith.index_cast %arg17 : i32 to index
      %88 = memref.load %arg5[%87] : memref<33280xi8, #tpu.memory_space<smem>>
      %89 = arith.extsi %88 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %90 = arith.cmpi eq, %89, %c2_i32 : i32
      %91 = arith.extui %90 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %92 = arith.cmpi ne, %91, %c0_i32 : i32
      scf.if %92 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %96 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg14[%96, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %99 = tpu.matmul %95, %98, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %100 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %101 = arith.mulf %99, %100 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %103 = vector.multi_reduction <maximumf>, %101, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %104 = vector.shape_cast %103 : vector<512xf32> to vector<512x1xf32>
        %105 = vector.broadcast %104 : vector<512x1xf32> to vector<512x128xf32>
        %106 = arith.maximumf %102, %105 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %107 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %108 = arith.maximumf %106, %107 : vector<512x128xf32>
        %109 = tpu.concatenate %108, %108, %108, %108 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %110 = arith.subf %101, %109 : vector<512x512xf32>
        %111 = math.exp2 %110 : vector<512x512xf32>
        %112 = arith.subf %102, %108 : vector<512x128xf32>
        %113 = math.exp2 %112 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = arith.mulf %113, %114 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %116 = vector.multi_reduction <add>, %111, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %117 = vector.shape_cast %116 : vector<512xf32> to vector<512x1xf32>
        %118 = vector.broadcast %117 : vector<512x1xf32> to vector<512x128xf32>
        %119 = arith.addf %115, %118 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        %122 = vector.shape_cast %119 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %122 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %123 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg15[%123, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %125 = vector.shape_cast %124 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %127 = arith.mulf %113, %126 : vector<512x128xf32>
        %128 = arith.truncf %111 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %129 = tpu.matmul %128, %125, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %130 = arith.addf %127, %129 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %132 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        %133 = vector.shape_cast %130 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %133 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %135 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        %136 = vector.shape_cast %106 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %136 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %96 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg14[%96, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %98 = vector.shape_cast %97 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %99 = tpu.matmul %95, %98, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %100 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %101 = arith.mulf %99, %100 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %103 = arith.muli %68, %c512_i32 : i32
        %104 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %105 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %106 = arith.subi %103, %102 : i32
        %107 = vector.broadcast %105 : vector<1x512xi32> to vector<512x512xi32>
        %108 = vector.broadcast %104 : vector<512x1xi32> to vector<512x512xi32>
        %109 = arith.subi %107, %108 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %110 = arith.subi %c0_i32, %106 : i32
        %111 = vector.broadcast %110 : i32 to vector<512x512xi32>
        %112 = arith.cmpi sle, %109, %111 : vector<512x512xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %113 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %114 = arith.select %112, %101, %113 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %116 = vector.multi_reduction <maximumf>, %114, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %117 = vector.shape_cast %116 : vector<512xf32> to vector<512x1xf32>
        %118 = vector.broadcast %117 : vector<512x1xf32> to vector<512x128xf32>
        %119 = arith.maximumf %115, %118 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %120 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %121 = arith.maximumf %119, %120 : vector<512x128xf32>
        %122 = tpu.concatenate %121, %121, %121, %121 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %123 = arith.subf %114, %122 : vector<512x512xf32>
        %124 = math.exp2 %123 : vector<512x512xf32>
        %125 = arith.subf %115, %121 : vector<512x128xf32>
        %126 = math.exp2 %125 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = arith.mulf %126, %127 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %129 = vector.multi_reduction <add>, %124, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %130 = vector.shape_cast %129 : vector<512xf32> to vector<512x1xf32>
        %131 = vector.broadcast %130 : vector<512x1xf32> to vector<512x128xf32>
        %132 = arith.addf %128, %131 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        %135 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %135 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %136 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg15[%136, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %138 = vector.shape_cast %137 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %140 = arith.mulf %126, %139 : vector<512x128xf32>
        %141 = arith.truncf %124 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %142 = tpu.matmul %141, %138, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %143 = arith.addf %140, %142 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %145 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
        %146 = vector.shape_cast %143 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %146 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %148 = vector.shape_cast %147 : vector<512x128xf32> to vector<512x128xf32>
        %149 = vector.shape_cast %119 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %149 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %93 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %58, %60, %93 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %24 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %25 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %26 = arith.cmpf ogt, %24, %25 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %28 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %29 = arith.select %26, %24, %28 : vector<512x128xi1>, vector<512x128xf32>
    %30 = arith.divf %27, %29 : vector<512x128xf32>
    %31 = arith.truncf %30 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %32 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %33 = vector.shape_cast %32 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %34 = vector.shape_cast %31 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %34 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %36 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %37 = arith.select %26, %24, %36 : vector<512x128xi1>, vector<512x128xf32>
    %38 = math.log %37 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %39 = math.log %cst_x481f63 : f32
    %40 = vector.broadcast %39 : f32 to vector<512x128xf32>
    %41 = arith.divf %38, %40 : vector<512x128xf32>
    %42 = arith.addf %35, %41 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %43 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %44 = arith.divf %42, %43 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %45 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %46 = arith.select %26, %44, %45 : vector<512x128xi1>, vector<512x128xf32>
    %47 = tpu.transpose %46, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %48 = vector.extract_strided_slice %47 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %50 = vector.shape_cast %49 : vector<1x1x512xf32> to vector<1x512xf32>
    %51 = vector.shape_cast %48 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %51 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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

// ---- kernel sparse_cli_dq sha256:e5b312c0c2c9a6252ccc350a28baa535a31f829729eb2f5f71af836ee1bb413c
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 1024>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}]} {
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
    %7 = arith.index_cast %arg1 : i32 to index
    %8 = memref.load %arg2[%7] : memref<1025xi32, #tpu.memory_space<smem>>
    %c1_i32 = arith.constant 1 : i32
    %9 = arith.addi %arg1, %c1_i32 : i32
    %10 = arith.index_cast %9 : i32 to index
    %11 = memref.load %arg2[%10] : memref<1025xi32, #tpu.memory_space<smem>>
    %12 = arith.cmpi slt, %8, %11 : i32
    %13 = arith.extui %12 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32 : i32
    scf.if %14 {
      %c0_i32 = arith.constant 0 : i32
      %21 = arith.addi %1, %c0_i32 : i32
      %22 = arith.index_cast %8 : i32 to index
      %23 = memref.load %arg3[%22] : memref<33280xi8, #tpu.memory_space<smem>>
      %24 = arith.extsi %23 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %25 = arith.addi %24, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %26 = arith.divsi %21, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %27 = arith.muli %25, %c512_i32 : i32
      %28 = tpu.assume_multiple %27, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %29 = arith.divsi %21, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %30 = arith.muli %25, %c512_i32 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %32 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %33 = tpu.memref_squeeze %32 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %34 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %35 = tpu.memref_squeeze %34 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg10[%26, %28, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %37 = tpu.memref_squeeze %36 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%37 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%35 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%33 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %38 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %39 = tpu.memref_squeeze %38 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %41 = tpu.memref_squeeze %40 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %42 = tpu.memref_slice %arg11[%29, %31, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %43 = tpu.memref_squeeze %42 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%43 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%41 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%39 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %15:3 = scf.while (%arg17 = %8, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %21 = arith.cmpi slt, %arg17, %11 : i32
      scf.condition(%21) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %21 = arith.addi %arg18, %c1_i32 : i32
      %22 = arith.index_cast %arg17 : i32 to index
      %23 = memref.load %arg4[%22] : memref<33280xi8, #tpu.memory_space<smem>>
      %24 = arith.extsi %23 : i8 to i32
      %25 = arith.cmpi sge, %21, %24 : i32
      %c1_i32 = arith.constant 1 : i32
      %26 = arith.addi %arg17, %c1_i32 : i32
      %27 = arith.select %25, %26, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %29 = arith.select %25, %c0_i32, %28 : i32
      %30 = arith.cmpi slt, %27, %11 : i32
      %31 = arith.extui %30 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.cmpi ne, %31, %c0_i32 : i32
      scf.if %32 {
        %c0_i32 = arith.constant 0 : i32
        %63 = arith.addi %1, %c0_i32 : i32
        %64 = arith.index_cast %27 : i32 to index
        %65 = memref.load %arg3[%64] : memref<33280xi8, #tpu.memory_space<smem>>
        %66 = arith.extsi %65 : i8 to i32
        %67 = arith.addi %66, %29 : i32
        %c1_i32 = arith.constant 1 : i32
        %68 = arith.subi %c1_i32, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %69 = arith.divsi %63, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %70 = arith.muli %67, %c512_i32 : i32
        %71 = tpu.assume_multiple %70, 512 : i32
        %c4_i32 = arith.constant 4 : i32
        %72 = arith.divsi %63, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %73 = arith.muli %67, %c512_i32 : i32
        %74 = tpu.assume_multiple %73, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg16[%68, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg14[%68, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg10[%69, %71, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%80 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%78 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %81 = tpu.memref_slice %arg16[%68, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg15[%68, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg11[%72, %74, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%86 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%84 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %33 = arith.addi %1, %c0_i32 : i32
      %34 = arith.index_cast %arg17 : i32 to index
      %35 = memref.load %arg3[%34] : memref<33280xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %37 = arith.addi %36, %arg18 : i32
      %c4_i32 = arith.constant 4 : i32
      %38 = arith.divsi %33, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %39 = arith.muli %37, %c512_i32 : i32
      %40 = tpu.assume_multiple %39, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %41 = arith.divsi %33, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %45 = tpu.memref_squeeze %44 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %47 = tpu.memref_squeeze %46 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg10[%38, %40, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%45 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%49 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%47 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %50 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg11[%41, %43, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%55 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%53 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %56 = arith.index_cast %arg17 : i32 to index
      %57 = memref.load %arg5[%56] : memref<33280xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.cmpi eq, %58, %c2_i32 : i32
      %60 = arith.extui %59 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.cmpi ne, %60, %c0_i32 : i32
      scf.if %61 {
        %63 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %64 = vector.load %arg14[%63, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %65 = vector.shape_cast %64 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %66 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %67 = vector.shape_cast %66 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %68 = tpu.matmul %67, %65, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %69 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %70 = arith.mulf %68, %69 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %71 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %72 = vector.shape_cast %71 : vector<1x1x512xf32> to vector<512xf32>
        %73 = vector.shape_cast %72 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %74 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %75 = arith.mulf %73, %74 : vector<512x1xf32>
        %76 = vector.broadcast %75 : vector<512x1xf32> to vector<512x512xf32>
        %77 = arith.subf %70, %76 : vector<512x512xf32>
        %78 = math.exp2 %77 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %80 = vector.shape_cast %79 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %81 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg15[%81, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %84 = tpu.matmul %80, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %86 = vector.shape_cast %85 : vector<1x1x512xf32> to vector<512xf32>
        %87 = vector.shape_cast %86 : vector<512xf32> to vector<512x1xf32>
        %88 = vector.broadcast %87 : vector<512x1xf32> to vector<512x512xf32>
        %89 = arith.subf %84, %88 : vector<512x512xf32>
        %90 = arith.mulf %78, %89 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %92 = arith.truncf %90 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %93 = tpu.matmul %92, %65, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %94 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %95 = arith.mulf %93, %94 : vector<512x128xf32>
        %96 = arith.addf %91, %95 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %98 = vector.shape_cast %97 : vector<512x128xf32> to vector<512x128xf32>
        %99 = vector.shape_cast %96 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %99 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %63 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %64 = vector.load %arg14[%63, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %65 = vector.shape_cast %64 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %66 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %67 = vector.shape_cast %66 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %68 = tpu.matmul %67, %65, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %69 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %70 = arith.mulf %68, %69 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %71 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %72 = arith.muli %37, %c512_i32 : i32
        %73 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %74 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %75 = arith.subi %72, %71 : i32
        %76 = vector.broadcast %74 : vector<1x512xi32> to vector<512x512xi32>
        %77 = vector.broadcast %73 : vector<512x1xi32> to vector<512x512xi32>
        %78 = arith.subi %76, %77 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %79 = arith.subi %c0_i32, %75 : i32
        %80 = vector.broadcast %79 : i32 to vector<512x512xi32>
        %81 = arith.cmpi sle, %78, %80 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %83 = vector.shape_cast %82 : vector<1x1x512xf32> to vector<512xf32>
        %84 = vector.shape_cast %83 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %85 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %86 = arith.mulf %84, %85 : vector<512x1xf32>
        %87 = vector.broadcast %86 : vector<512x1xf32> to vector<512x512xf32>
        %88 = arith.subf %70, %87 : vector<512x512xf32>
        %89 = math.exp2 %88 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %90 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %91 = arith.select %81, %89, %90 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %94 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg15[%94, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %97 = tpu.matmul %93, %96, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %99 = vector.shape_cast %98 : vector<1x1x512xf32> to vector<512xf32>
        %100 = vector.shape_cast %99 : vector<512xf32> to vector<512x1xf32>
        %101 = vector.broadcast %100 : vector<512x1xf32> to vector<512x512xf32>
        %102 = arith.subf %97, %101 : vector<512x512xf32>
        %103 = arith.mulf %91, %102 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %105 = arith.truncf %103 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %106 = tpu.matmul %105, %65, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
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
      }
      %c1_i32 = arith.constant 1 : i32
      %62 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %27, %29, %62 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %16 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %17 = arith.truncf %16 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %18 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %19 = vector.shape_cast %18 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %20 = vector.shape_cast %17 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %20 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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

// ---- kernel sparse_cli_dkv sha256:06131f9076d69e418ef0bfe8b6a1038845e1a3f7967633c4dde4fb0ef18aea95
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 256>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
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
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %31 = arith.index_cast %13 : i32 to index
      %32 = memref.load %arg6[%31] : memref<33280xi8, #tpu.memory_space<smem>>
      %33 = arith.extsi %32 : i8 to i32
      %34 = arith.addi %2, %33 : i32
      %35 = arith.index_cast %13 : i32 to index
      %36 = memref.load %arg3[%35] : memref<33280xi8, #tpu.memory_space<smem>>
      %37 = arith.extsi %36 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %38 = arith.addi %37, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %39 = arith.muli %38, %c512_i32 : i32
      %40 = tpu.assume_multiple %39, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %38, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %38, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %38, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg9[%34, %40, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%52 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%50 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %53 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg10[%34, %42, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%58 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%56 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %59 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg11[%34, %c0_i32, %44] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<1x512xf32, #tpu.memory_space<any>>) target(%62 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %65 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg12[%34, %c0_i32, %46] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<1x512xf32, #tpu.memory_space<any>>) target(%68 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %20:3 = scf.while (%arg22 = %13, %arg23 = %c0_i32, %arg24 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %31 = arith.cmpi slt, %arg22, %16 : i32
      scf.condition(%31) %arg22, %arg23, %arg24 : i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32):
      %c1_i32 = arith.constant 1 : i32
      %31 = arith.addi %arg23, %c1_i32 : i32
      %32 = arith.index_cast %arg22 : i32 to index
      %33 = memref.load %arg4[%32] : memref<33280xi8, #tpu.memory_space<smem>>
      %34 = arith.extsi %33 : i8 to i32
      %35 = arith.cmpi sge, %31, %34 : i32
      %c1_i32 = arith.constant 1 : i32
      %36 = arith.addi %arg22, %c1_i32 : i32
      %37 = arith.select %35, %36, %arg22 : i32
      %c1_i32 = arith.constant 1 : i32
      %38 = arith.addi %arg23, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %39 = arith.select %35, %c0_i32, %38 : i32
      %40 = arith.cmpi slt, %37, %16 : i32
      %41 = arith.extui %40 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %42 = arith.cmpi ne, %41, %c0_i32 : i32
      scf.if %42 {
        %90 = arith.index_cast %37 : i32 to index
        %91 = memref.load %arg6[%90] : memref<33280xi8, #tpu.memory_space<smem>>
        %92 = arith.extsi %91 : i8 to i32
        %93 = arith.addi %2, %92 : i32
        %94 = arith.index_cast %37 : i32 to index
        %95 = memref.load %arg3[%94] : memref<33280xi8, #tpu.memory_space<smem>>
        %96 = arith.extsi %95 : i8 to i32
        %97 = arith.addi %96, %39 : i32
        %c1_i32 = arith.constant 1 : i32
        %98 = arith.subi %c1_i32, %arg24 : i32
        %c512_i32 = arith.constant 512 : i32
        %99 = arith.muli %97, %c512_i32 : i32
        %100 = tpu.assume_multiple %99, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %97, %c512_i32 : i32
        %102 = tpu.assume_multiple %101, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %103 = arith.muli %97, %c512_i32 : i32
        %104 = tpu.assume_multiple %103, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %105 = arith.muli %97, %c512_i32 : i32
        %106 = tpu.assume_multiple %105, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg21[%98, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg17[%98, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %110 = tpu.memref_squeeze %109 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg9[%93, %100, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%112 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%110 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%108 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %113 = tpu.memref_slice %arg21[%98, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %114 = tpu.memref_squeeze %113 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %115 = tpu.memref_slice %arg18[%98, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %116 = tpu.memref_squeeze %115 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg10[%93, %102, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %118 = tpu.memref_squeeze %117 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%118 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%116 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%114 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %119 = tpu.memref_slice %arg21[%98, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %120 = tpu.memref_squeeze %119 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg19[%98, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %122 = tpu.memref_squeeze %121 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %123 = tpu.memref_slice %arg11[%93, %c0_i32, %104] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %124 = tpu.memref_squeeze %123 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%124 : memref<1x512xf32, #tpu.memory_space<any>>) target(%122 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%120 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %125 = tpu.memref_slice %arg21[%98, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %126 = tpu.memref_squeeze %125 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %127 = tpu.memref_slice %arg20[%98, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %128 = tpu.memref_squeeze %127 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %129 = tpu.memref_slice %arg12[%93, %c0_i32, %106] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %130 = tpu.memref_squeeze %129 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%130 : memref<1x512xf32, #tpu.memory_space<any>>) target(%128 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%126 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %43 = arith.index_cast %arg22 : i32 to index
      %44 = memref.load %arg6[%43] : memref<33280xi8, #tpu.memory_space<smem>>
      %45 = arith.extsi %44 : i8 to i32
      %46 = arith.addi %2, %45 : i32
      %47 = arith.index_cast %arg22 : i32 to index
      %48 = memref.load %arg3[%47] : memref<33280xi8, #tpu.memory_space<smem>>
      %49 = arith.extsi %48 : i8 to i32
      %50 = arith.addi %49, %arg23 : i32
      %c512_i32 = arith.constant 512 : i32
      %51 = arith.muli %50, %c512_i32 : i32
      %52 = tpu.assume_multiple %51, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %53 = arith.muli %50, %c512_i32 : i32
      %54 = tpu.assume_multiple %53, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %50, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %50, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg21[%arg24, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg9[%46, %52, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%62 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %65 = tpu.memref_slice %arg21[%arg24, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg10[%46, %54, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %71 = tpu.memref_slice %arg21[%arg24, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg19[%arg24, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg11[%46, %c0_i32, %56] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%74 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %77 = tpu.memref_slice %arg21[%arg24, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg20[%arg24, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg12[%46, %c0_i32, %58] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%80 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %83 = arith.index_cast %arg22 : i32 to index
      %84 = memref.load %arg5[%83] : memref<33280xi8, #tpu.memory_space<smem>>
      %85 = arith.extsi %84 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %86 = arith.cmpi eq, %85, %c2_i32 : i32
      %87 = arith.extui %86 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %88 = arith.cmpi ne, %87, %c0_i32 : i32
      scf.if %88 {
        %90 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg17[%90, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %93 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg18[%93, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %98 = tpu.matmul %97, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %99 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %100 = arith.mulf %98, %99 : vector<512x512xf32>
        %101 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg19[%101, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %103 = vector.shape_cast %102 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %104 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %105 = arith.mulf %103, %104 : vector<1x512xf32>
        %106 = vector.broadcast %105 : vector<1x512xf32> to vector<512x512xf32>
        %107 = arith.subf %100, %106 : vector<512x512xf32>
        %108 = math.exp2 %107 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %110 = arith.truncf %108 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %111 = tpu.matmul %110, %95, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %112 = arith.addf %109, %111 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %114 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
        %115 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %115 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %117 = vector.shape_cast %116 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %118 = tpu.matmul %117, %95, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %119 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg20[%119, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %121 = vector.shape_cast %120 : vector<1x1x512xf32> to vector<1x512xf32>
        %122 = vector.broadcast %121 : vector<1x512xf32> to vector<512x512xf32>
        %123 = arith.subf %118, %122 : vector<512x512xf32>
        %124 = arith.mulf %108, %123 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %126 = arith.truncf %124 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %127 = tpu.matmul %126, %92, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %128 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %129 = arith.mulf %127, %128 : vector<512x128xf32>
        %130 = arith.addf %125, %129 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %132 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        %133 = vector.shape_cast %130 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %133 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %90 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg17[%90, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %93 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg18[%93, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %98 = tpu.matmul %97, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %99 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %100 = arith.mulf %98, %99 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %50, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %3, %c512_i32 : i32
        %103 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %104 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %105 = arith.subi %102, %101 : i32
        %106 = vector.broadcast %104 : vector<512x1xi32> to vector<512x512xi32>
        %107 = vector.broadcast %103 : vector<1x512xi32> to vector<512x512xi32>
        %108 = arith.subi %106, %107 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %109 = arith.subi %c0_i32, %105 : i32
        %110 = vector.broadcast %109 : i32 to vector<512x512xi32>
        %111 = arith.cmpi sle, %108, %110 : vector<512x512xi32>
        %112 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg19[%112, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %114 = vector.shape_cast %113 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %115 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %116 = arith.mulf %114, %115 : vector<1x512xf32>
        %117 = vector.broadcast %116 : vector<1x512xf32> to vector<512x512xf32>
        %118 = arith.subf %100, %117 : vector<512x512xf32>
        %119 = math.exp2 %118 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %120 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %121 = arith.select %111, %119, %120 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %123 = arith.truncf %121 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %124 = tpu.matmul %123, %95, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %125 = arith.addf %122, %124 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %127 = vector.shape_cast %126 : vector<512x128xf32> to vector<512x128xf32>
        %128 = vector.shape_cast %125 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %128 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %131 = tpu.matmul %130, %95, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %132 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg20[%132, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %134 = vector.shape_cast %133 : vector<1x1x512xf32> to vector<1x512xf32>
        %135 = vector.broadcast %134 : vector<1x512xf32> to vector<512x512xf32>
        %136 = arith.subf %131, %135 : vector<512x512xf32>
        %137 = arith.mulf %121, %136 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %139 = arith.truncf %137 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %140 = tpu.matmul %139, %92, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %141 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %142 = arith.mulf %140, %141 : vector<512x128xf32>
        %143 = arith.addf %138, %142 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %145 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
        %146 = vector.shape_cast %143 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %146 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %89 = arith.subi %c1_i32, %arg24 : i32
      scf.yield %37, %39, %89 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %22 = arith.truncf %21 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %23 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %24 = vector.shape_cast %23 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %25 = vector.shape_cast %22 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %25 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %26 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %27 = arith.truncf %26 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %29 = vector.shape_cast %28 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %30 = vector.shape_cast %27 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %30 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
