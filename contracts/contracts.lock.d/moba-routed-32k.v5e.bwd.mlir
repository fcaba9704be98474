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
    %347:2 = stablehlo.custom_call @tpu_custom_call(%343, %344, %345, %346, %198, %199, %200) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:254533196f2928c95490da715b04ea24e3b64a08fa7c4ba3382577479520d3ac\22, \22cost_estimate\22: {\22bytes_accessed\22: 8992587776, \22flops\22: 4466765987840, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1025xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>)
    %348 = stablehlo.convert %347#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %349 = stablehlo.convert %347#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<16x32768x128xf32>
    %351 = stablehlo.reduce(%350 init: %cst_x9604d6) applies stablehlo.add across dimensions = [2] : (tensor<16x32768x128xf32>, tensor<f32>) -> tensor<16x32768xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 2] : (tensor<16x32768xf32>) -> tensor<16x1x32768xf32>
    %353 = stablehlo.broadcast_in_dim %cst_x9604d6, dims = [] : (tensor<f32>) -> tensor<16x32768x128xf32>
    %354 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %355 = stablehlo.compare NE, %182, %354, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %356 = stablehlo.convert %197 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %357 = stablehlo.convert %182 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %358 = stablehlo.slice %356 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %359 = stablehlo.slice %356 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %360 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<16x64x63xi32>
    %361 = stablehlo.add %359, %360 : tensor<16x64x63xi32>
    %362 = stablehlo.compare EQ, %358, %361, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %363 = stablehlo.slice %357 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %364 = stablehlo.slice %357 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %365 = stablehlo.compare EQ, %363, %364, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %366 = stablehlo.and %362, %365 : tensor<16x64x63xi1>
    %367 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<16x64x1xi1>
    %368 = stablehlo.not %366 : tensor<16x64x63xi1>
    %369 = stablehlo.concatenate %367, %368, dim = 2 : (tensor<16x64x1xi1>, tensor<16x64x63xi1>) -> tensor<16x64x64xi1>
    %370 = stablehlo.and %355, %369 : tensor<16x64x64xi1>
    %371 = stablehlo.convert %197 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %372 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %373 = stablehlo.add %c_xaa5a02, %372 : tensor<4x4xi32>
    %374 = stablehlo.select %c_xe6345e, %373, %c_xaa5a02 : tensor<4x4xi1>, tensor<4x4xi32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %376 = "stablehlo.gather"(%371, %375) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi32>
    %377 = stablehlo.transpose %376, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi32>) -> tensor<4x64x4x64xi32>
    %378 = stablehlo.reshape %377 : (tensor<4x64x4x64xi32>) -> tensor<256x256xi32>
    %379 = stablehlo.convert %182 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %380 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %381 = stablehlo.add %c_xaa5a02, %380 : tensor<4x4xi32>
    %382 = stablehlo.select %c_xe6345e, %381, %c_xaa5a02 : tensor<4x4xi1>, tensor<4x4xi32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %384 = "stablehlo.gather"(%379, %383) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi32>
    %385 = stablehlo.transpose %384, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi32>) -> tensor<4x64x4x64xi32>
    %386 = stablehlo.reshape %385 : (tensor<4x64x4x64xi32>) -> tensor<256x256xi32>
    %387 = stablehlo.iota dim = 0 : tensor<4xi32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0] : (tensor<4xi32>) -> tensor<4x64xi32>
    %389 = stablehlo.reshape %388 : (tensor<4x64xi32>) -> tensor<256xi32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [1] : (tensor<256xi32>) -> tensor<256x256xi32>
    %391 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %392 = stablehlo.add %c_xaa5a02, %391 : tensor<4x4xi32>
    %393 = stablehlo.select %c_xe6345e, %392, %c_xaa5a02 : tensor<4x4xi1>, tensor<4x4xi32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %395 = "stablehlo.gather"(%355, %394) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi1>
    %396 = stablehlo.transpose %395, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi1>) -> tensor<4x64x4x64xi1>
    %397 = stablehlo.reshape %396 : (tensor<4x64x4x64xi1>) -> tensor<256x256xi1>
    %398 = stablehlo.broadcast_in_dim %c_x664ff1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %399 = stablehlo.add %c_xaa5a02, %398 : tensor<4x4xi32>
    %400 = stablehlo.select %c_xe6345e, %399, %c_xaa5a02 : tensor<4x4xi1>, tensor<4x4xi32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %402 = "stablehlo.gather"(%370, %401) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi1>
    %403 = stablehlo.transpose %402, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi1>) -> tensor<4x64x4x64xi1>
    %404 = stablehlo.reshape %403 : (tensor<4x64x4x64xi1>) -> tensor<256x256xi1>
    %405 = stablehlo.reshape %404 : (tensor<256x256xi1>) -> tensor<65536xi1>
    %406 = stablehlo.reshape %397 : (tensor<256x256xi1>) -> tensor<65536xi1>
    %407 = stablehlo.convert %405 : (tensor<65536xi1>) -> tensor<65536xf32>
    %408 = call @_pad_8(%407, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %409 = stablehlo.reshape %408 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %410 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %411 = call @triu(%410) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %412 = stablehlo.dot_general %409, %411, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %413 = stablehlo.convert %412 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %414 = stablehlo.slice %413 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %415 = stablehlo.reshape %414 : (tensor<512x1xi32>) -> tensor<512xi32>
    %416 = call @cumsum(%415) : (tensor<512xi32>) -> tensor<512xi32>
    %417 = stablehlo.slice %413 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %418 = stablehlo.reshape %417 : (tensor<512x1xi32>) -> tensor<512xi32>
    %419 = stablehlo.subtract %416, %418 : tensor<512xi32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %422 = stablehlo.add %413, %421 : tensor<512x128xi32>
    %423 = stablehlo.reshape %422 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %424 = stablehlo.iota dim = 0 : tensor<33281xi32>
    %425 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %426 = stablehlo.add %425, %424 : tensor<33281xi32>
    %427 = call @searchsorted(%423, %426) : (tensor<65536xi32>, tensor<33281xi32>) -> tensor<33281xi32>
    %428 = stablehlo.broadcast_in_dim %c_x1216ff, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %429 = stablehlo.minimum %427, %428 : tensor<33281xi32>
    %430 = stablehlo.convert %406 : (tensor<65536xi1>) -> tensor<65536xf32>
    %431 = call @_pad_8(%430, %c_x9b6259) : (tensor<65536xf32>, tensor<i32>) -> tensor<65536xf32>
    %432 = stablehlo.reshape %431 : (tensor<65536xf32>) -> tensor<512x128xf32>
    %433 = stablehlo.broadcast_in_dim %cst_x42e0f6, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %434 = call @triu(%433) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %435 = stablehlo.dot_general %432, %434, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x128xf32>, tensor<128x128xf32>) -> tensor<512x128xf32>
    %436 = stablehlo.convert %435 : (tensor<512x128xf32>) -> tensor<512x128xi32>
    %437 = stablehlo.slice %436 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %438 = stablehlo.reshape %437 : (tensor<512x1xi32>) -> tensor<512xi32>
    %439 = call @cumsum(%438) : (tensor<512xi32>) -> tensor<512xi32>
    %440 = stablehlo.slice %436 [0:512, 127:128] : (tensor<512x128xi32>) -> tensor<512x1xi32>
    %441 = stablehlo.reshape %440 : (tensor<512x1xi32>) -> tensor<512xi32>
    %442 = stablehlo.subtract %439, %441 : tensor<512xi32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x128xi32>
    %445 = stablehlo.add %436, %444 : tensor<512x128xi32>
    %446 = stablehlo.reshape %445 : (tensor<512x128xi32>) -> tensor<65536xi32>
    %447 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %448 = stablehlo.compare LT, %427, %447, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %449 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %450 = stablehlo.compare LT, %429, %449, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %451 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %452 = stablehlo.add %429, %451 : tensor<33281xi32>
    %453 = stablehlo.select %450, %452, %429 : tensor<33281xi1>, tensor<33281xi32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %455 = "stablehlo.gather"(%446, %454) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33281x1xi32>) -> tensor<33281xi32>
    %456 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %457 = stablehlo.compare LT, %429, %456, SIGNED : (tensor<33281xi32>, tensor<33281xi32>) -> tensor<33281xi1>
    %458 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %459 = stablehlo.add %429, %458 : tensor<33281xi32>
    %460 = stablehlo.select %457, %459, %429 : tensor<33281xi1>, tensor<33281xi32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0] : (tensor<33281xi32>) -> tensor<33281x1xi32>
    %462 = "stablehlo.gather"(%406, %461) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi1>, tensor<33281x1xi32>) -> tensor<33281xi1>
    %463 = stablehlo.convert %462 : (tensor<33281xi1>) -> tensor<33281xi32>
    %464 = stablehlo.subtract %455, %463 : tensor<33281xi32>
    %465 = stablehlo.slice %446 [65535:65536] : (tensor<65536xi32>) -> tensor<1xi32>
    %466 = stablehlo.reshape %465 : (tensor<1xi32>) -> tensor<i32>
    %467 = call @_where_12(%448, %464, %466) : (tensor<33281xi1>, tensor<33281xi32>, tensor<i32>) -> tensor<33281xi32>
    %468 = stablehlo.slice %427 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %469 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %470 = stablehlo.compare LT, %468, %469, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %471 = stablehlo.reshape %378 : (tensor<256x256xi32>) -> tensor<65536xi32>
    %472 = stablehlo.slice %429 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %473 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %474 = stablehlo.compare LT, %472, %473, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %475 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %476 = stablehlo.add %472, %475 : tensor<33280xi32>
    %477 = stablehlo.select %474, %476, %472 : tensor<33280xi1>, tensor<33280xi32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %479 = "stablehlo.gather"(%471, %478) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %480 = call @_where_13(%470, %479, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %481 = stablehlo.reshape %386 : (tensor<256x256xi32>) -> tensor<65536xi32>
    %482 = stablehlo.slice %429 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %483 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %484 = stablehlo.compare LT, %482, %483, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %485 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %486 = stablehlo.add %482, %485 : tensor<33280xi32>
    %487 = stablehlo.select %484, %486, %482 : tensor<33280xi1>, tensor<33280xi32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %489 = "stablehlo.gather"(%481, %488) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %490 = call @_where_13(%470, %489, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %491 = stablehlo.reshape %390 : (tensor<256x256xi32>) -> tensor<65536xi32>
    %492 = stablehlo.slice %429 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %493 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %494 = stablehlo.compare LT, %492, %493, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %495 = stablehlo.broadcast_in_dim %c_x3b364a, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %496 = stablehlo.add %492, %495 : tensor<33280xi32>
    %497 = stablehlo.select %494, %496, %492 : tensor<33280xi1>, tensor<33280xi32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %499 = "stablehlo.gather"(%491, %498) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<65536xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %500 = call @_where_13(%470, %499, %c_x9b6259) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %501 = stablehlo.slice %467 [1:33281] : (tensor<33281xi32>) -> tensor<33280xi32>
    %502 = stablehlo.slice %467 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %503 = stablehlo.subtract %501, %502 : tensor<33280xi32>
    %504 = stablehlo.reshape %423 : (tensor<65536xi32>) -> tensor<256x256xi32>
    %505 = stablehlo.slice %504 [0:256, 255:256] : (tensor<256x256xi32>) -> tensor<256x1xi32>
    %506 = stablehlo.reshape %505 : (tensor<256x1xi32>) -> tensor<256xi32>
    %507 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %508 = stablehlo.concatenate %507, %506, dim = 0 : (tensor<1xi32>, tensor<256xi32>) -> tensor<257xi32>
    %509 = stablehlo.broadcast_in_dim %c_x9f6b22, dims = [] : (tensor<i32>) -> tensor<257xi32>
    %510 = stablehlo.minimum %508, %509 : tensor<257xi32>
    %511 = stablehlo.convert %480 : (tensor<33280xi32>) -> tensor<33280xi8>
    %512 = stablehlo.convert %503 : (tensor<33280xi32>) -> tensor<33280xi8>
    %513 = stablehlo.convert %490 : (tensor<33280xi32>) -> tensor<33280xi8>
    %514 = stablehlo.convert %500 : (tensor<33280xi32>) -> tensor<33280xi8>
    %515:3 = stablehlo.custom_call @tpu_custom_call(%510, %511, %512, %513, %514, %199, %200, %198, %347#0, %347#1, %352, %353) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b60730d35f3633e9d5abdf66e6f66270a48ea0871d40bf163dbe69b28445176f\22, \22cost_estimate\22: {\22bytes_accessed\22: 26306674688, \22flops\22: 11166914969600, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 11}], \22needs_layout_passes\22: true, \22output_memory_space_colors\22: [{\22color\22: 0, \22shape_index\22: [2]}], \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 11, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>, tensor<16x32768x128xf32>) -> (tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<16x32768x128xf32>)
    %516 = stablehlo.convert %515#2 : (tensor<16x32768x128xf32>) -> tensor<16x32768x128xbf16>
    %517 = call @_pad_14(%515#1) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %518 = call @_pad_14(%515#0) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %519 = call @_pad_15(%516) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %347#0, %519, %518, %517 : tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:254533196f2928c95490da715b04ea24e3b64a08fa7c4ba3382577479520d3ac
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
      %70 = arith.addi %1, %c0_i32 : i32
      %71 = arith.index_cast %16 : i32 to index
      %72 = memref.load %arg3[%71] : memref<33280xi8, #tpu.memory_space<smem>>
      %73 = arith.extsi %72 : i8 to i32
      %74 = arith.addi %73, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %75 = arith.divsi %70, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %76 = arith.muli %74, %c512_i32 : i32
      %77 = tpu.assume_multiple %76, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %78 = arith.divsi %70, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %79 = arith.muli %74, %c512_i32 : i32
      %80 = tpu.assume_multiple %79, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg7[%75, %77, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%86 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%84 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %87 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg8[%78, %80, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %92 = tpu.memref_squeeze %91 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%92 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%90 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %70 = arith.addi %1, %c0_i32 : i32
      %71 = arith.index_cast %30 : i32 to index
      %72 = memref.load %arg3[%71] : memref<33280xi8, #tpu.memory_space<smem>>
      %73 = arith.extsi %72 : i8 to i32
      %74 = arith.addi %73, %32 : i32
      %c4_i32 = arith.constant 4 : i32
      %75 = arith.divsi %70, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %76 = arith.muli %74, %c512_i32 : i32
      %77 = tpu.assume_multiple %76, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %78 = arith.divsi %70, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %79 = arith.muli %74, %c512_i32 : i32
      %80 = tpu.assume_multiple %79, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg7[%75, %77, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%86 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%84 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %87 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg8[%78, %80, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %92 = tpu.memref_squeeze %91 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%92 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%90 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %36:7 = scf.while (%arg17 = %16, %arg18 = %c0_i32, %arg19 = %30, %arg20 = %32, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %70 = arith.cmpi slt, %arg17, %19 : i32
      scf.condition(%70) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %70 = arith.index_cast %arg17 : i32 to index
      %71 = memref.load %arg5[%70] : memref<33280xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %73 = arith.cmpi eq, %72, %c2_i32 : i32
      %74 = arith.extui %73 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %75 = arith.cmpi ne, %74, %c0_i32 : i32
      %76:2 = scf.if %75 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %77 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %78 = arith.muli %c0_i32, %c512_i32 : i32
        %79 = tpu.assume_multiple %78, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %80 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %81 = arith.muli %c0_i32, %c512_i32 : i32
        %82 = tpu.assume_multiple %81, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg7[%77, %79, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%88 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%86 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %89 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %92 = tpu.memref_squeeze %91 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg8[%80, %82, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%94 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%92 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %95 = arith.addi %1, %c0_i32 : i32
        %96 = arith.index_cast %arg17 : i32 to index
        %97 = memref.load %arg3[%96] : memref<33280xi8, #tpu.memory_space<smem>>
        %98 = arith.extsi %97 : i8 to i32
        %99 = arith.addi %98, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %103[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %105 = tpu.matmul %101, %104, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %106 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %107 = arith.mulf %105, %106 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %109 = vector.multi_reduction <maximumf>, %107, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %110 = vector.shape_cast %109 : vector<512xf32> to vector<512x1xf32>
        %111 = vector.broadcast %110 : vector<512x1xf32> to vector<512x128xf32>
        %112 = arith.maximumf %108, %111 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %113 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %114 = arith.maximumf %112, %113 : vector<512x128xf32>
        %115 = tpu.concatenate %114, %114, %114, %114 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %116 = arith.subf %107, %115 : vector<512x512xf32>
        %117 = math.exp2 %116 : vector<512x512xf32>
        %118 = arith.subf %108, %114 : vector<512x128xf32>
        %119 = math.exp2 %118 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = arith.mulf %119, %120 : vector<512x128xf32>
        %122 = vector.extract_strided_slice %117 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %123 = vector.extract_strided_slice %117 {offsets = [0, 128], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %124 = vector.extract_strided_slice %117 {offsets = [0, 256], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %125 = vector.extract_strided_slice %117 {offsets = [0, 384], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %126 = arith.addf %122, %123 : vector<512x128xf32>
        %127 = arith.addf %126, %124 : vector<512x128xf32>
        %128 = arith.addf %127, %125 : vector<512x128xf32>
        %129 = arith.addf %121, %128 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %131 = vector.shape_cast %130 : vector<512x128xf32> to vector<512x128xf32>
        %132 = vector.shape_cast %129 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %132 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %133 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg15[%133, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %135 = vector.shape_cast %134 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %137 = arith.mulf %119, %136 : vector<512x128xf32>
        %138 = arith.truncf %117 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %139 = tpu.matmul %138, %135, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %140 = arith.addf %137, %139 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %142 = vector.shape_cast %141 : vector<512x128xf32> to vector<512x128xf32>
        %143 = vector.shape_cast %140 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %143 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %145 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
        %146 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %146 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %147 = arith.addi %arg20, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %148 = arith.minsi %arg19, %c33279_i32 : i32
        %149 = arith.index_cast %148 : i32 to index
        %150 = memref.load %arg4[%149] : memref<33280xi8, #tpu.memory_space<smem>>
        %151 = arith.extsi %150 : i8 to i32
        %152 = arith.cmpi sge, %147, %151 : i32
        %c1_i32 = arith.constant 1 : i32
        %153 = arith.addi %arg19, %c1_i32 : i32
        %154 = arith.select %152, %153, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %155 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %156 = arith.select %152, %c0_i32, %155 : i32
        %157 = arith.cmpi slt, %154, %19 : i32
        %158 = arith.extui %157 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %159 = arith.cmpi ne, %158, %c0_i32 : i32
        scf.if %159 {
          %c0_i32 = arith.constant 0 : i32
          %160 = arith.addi %1, %c0_i32 : i32
          %161 = arith.index_cast %154 : i32 to index
          %162 = memref.load %arg3[%161] : memref<33280xi8, #tpu.memory_space<smem>>
          %163 = arith.extsi %162 : i8 to i32
          %164 = arith.addi %163, %156 : i32
          %c4_i32 = arith.constant 4 : i32
          %165 = arith.divsi %160, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %166 = arith.muli %164, %c512_i32 : i32
          %167 = tpu.assume_multiple %166, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %168 = arith.divsi %160, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %169 = arith.muli %164, %c512_i32 : i32
          %170 = tpu.assume_multiple %169, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %172 = tpu.memref_squeeze %171 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %174 = tpu.memref_squeeze %173 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg7[%165, %167, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %176 = tpu.memref_squeeze %175 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%176 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%174 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%172 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %177 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %178 = tpu.memref_squeeze %177 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %179 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %180 = tpu.memref_squeeze %179 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %181 = tpu.memref_slice %arg8[%168, %170, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %182 = tpu.memref_squeeze %181 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%182 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%180 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%178 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %154, %156 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %77 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %78 = arith.muli %c0_i32, %c512_i32 : i32
        %79 = tpu.assume_multiple %78, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %80 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %81 = arith.muli %c0_i32, %c512_i32 : i32
        %82 = tpu.assume_multiple %81, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg7[%77, %79, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%88 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%86 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %89 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %92 = tpu.memref_squeeze %91 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg8[%80, %82, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%94 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%92 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %95 = arith.addi %1, %c0_i32 : i32
        %96 = arith.index_cast %arg17 : i32 to index
        %97 = memref.load %arg3[%96] : memref<33280xi8, #tpu.memory_space<smem>>
        %98 = arith.extsi %97 : i8 to i32
        %99 = arith.addi %98, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %103[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %105 = tpu.matmul %101, %104, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %106 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %107 = arith.mulf %105, %106 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %108 = arith.muli %2, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %109 = arith.muli %99, %c512_i32 : i32
        %110 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %111 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %112 = arith.subi %109, %108 : i32
        %113 = vector.broadcast %111 : vector<1x512xi32> to vector<512x512xi32>
        %114 = vector.broadcast %110 : vector<512x1xi32> to vector<512x512xi32>
        %115 = arith.subi %113, %114 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %116 = arith.subi %c0_i32, %112 : i32
        %117 = vector.broadcast %116 : i32 to vector<512x512xi32>
        %118 = arith.cmpi sle, %115, %117 : vector<512x512xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %119 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %120 = arith.select %118, %107, %119 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %122 = vector.multi_reduction <maximumf>, %120, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %123 = vector.shape_cast %122 : vector<512xf32> to vector<512x1xf32>
        %124 = vector.broadcast %123 : vector<512x1xf32> to vector<512x128xf32>
        %125 = arith.maximumf %121, %124 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %126 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %127 = arith.maximumf %125, %126 : vector<512x128xf32>
        %128 = tpu.concatenate %127, %127, %127, %127 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %129 = arith.subf %120, %128 : vector<512x512xf32>
        %130 = math.exp2 %129 : vector<512x512xf32>
        %131 = arith.subf %121, %127 : vector<512x128xf32>
        %132 = math.exp2 %131 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = arith.mulf %132, %133 : vector<512x128xf32>
        %135 = vector.extract_strided_slice %130 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %136 = vector.extract_strided_slice %130 {offsets = [0, 128], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %137 = vector.extract_strided_slice %130 {offsets = [0, 256], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %138 = vector.extract_strided_slice %130 {offsets = [0, 384], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %139 = arith.addf %135, %136 : vector<512x128xf32>
        %140 = arith.addf %139, %137 : vector<512x128xf32>
        %141 = arith.addf %140, %138 : vector<512x128xf32>
        %142 = arith.addf %134, %141 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %144 = vector.shape_cast %143 : vector<512x128xf32> to vector<512x128xf32>
        %145 = vector.shape_cast %142 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %145 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %146 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg15[%146, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %148 = vector.shape_cast %147 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %150 = arith.mulf %132, %149 : vector<512x128xf32>
        %151 = arith.truncf %130 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %152 = tpu.matmul %151, %148, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %153 = arith.addf %150, %152 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %155 = vector.shape_cast %154 : vector<512x128xf32> to vector<512x128xf32>
        %156 = vector.shape_cast %153 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %156 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %158 = vector.shape_cast %157 : vector<512x128xf32> to vector<512x128xf32>
        %159 = vector.shape_cast %125 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %159 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %160 = arith.addi %arg20, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %161 = arith.minsi %arg19, %c33279_i32 : i32
        %162 = arith.index_cast %161 : i32 to index
        %163 = memref.load %arg4[%162] : memref<33280xi8, #tpu.memory_space<smem>>
        %164 = arith.extsi %163 : i8 to i32
        %165 = arith.cmpi sge, %160, %164 : i32
        %c1_i32 = arith.constant 1 : i32
        %166 = arith.addi %arg19, %c1_i32 : i32
        %167 = arith.select %165, %166, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %168 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %169 = arith.select %165, %c0_i32, %168 : i32
        %170 = arith.cmpi slt, %167, %19 : i32
        %171 = arith.extui %170 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %172 = arith.cmpi ne, %171, %c0_i32 : i32
        scf.if %172 {
          %c0_i32 = arith.constant 0 : i32
          %173 = arith.addi %1, %c0_i32 : i32
          %174 = arith.index_cast %167 : i32 to index
          %175 = memref.load %arg3[%174] : memref<33280xi8, #tpu.memory_space<smem>>
          %176 = arith.extsi %175 : i8 to i32
          %177 = arith.addi %176, %169 : i32
          %c4_i32 = arith.constant 4 : i32
          %178 = arith.divsi %173, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %179 = arith.muli %177, %c512_i32 : i32
          %180 = tpu.assume_multiple %179, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %181 = arith.divsi %173, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %182 = arith.muli %177, %c512_i32 : i32
          %183 = tpu.assume_multiple %182, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %184 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %185 = tpu.memref_squeeze %184 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %186 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %187 = tpu.memref_squeeze %186 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %188 = tpu.memref_slice %arg7[%178, %180, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %189 = tpu.memref_squeeze %188 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%189 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%187 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%185 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %190 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %191 = tpu.memref_squeeze %190 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %192 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %193 = tpu.memref_squeeze %192 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %194 = tpu.memref_slice %arg8[%181, %183, %c0_i32] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %195 = tpu.memref_squeeze %194 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%195 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%193 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%191 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %167, %169 : i32, i32
      }
      scf.yield %arg19, %arg20, %76#0, %76#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %37 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
    %44 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %53 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %54 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %55 = arith.select %43, %41, %54 : vector<512x128xi1>, vector<512x128xf32>
    %56 = math.log %55 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %57 = math.log %cst_x481f63 : f32
    %58 = vector.broadcast %57 : f32 to vector<512x128xf32>
    %59 = arith.divf %56, %58 : vector<512x128xf32>
    %60 = arith.addf %53, %59 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %61 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %62 = arith.divf %60, %61 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %63 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %64 = arith.select %43, %62, %63 : vector<512x128xi1>, vector<512x128xf32>
    %65 = tpu.transpose %64, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %66 = vector.extract_strided_slice %65 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %67 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %68 = vector.shape_cast %67 : vector<1x1x512xf32> to vector<1x512xf32>
    %69 = vector.shape_cast %66 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %69 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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

// ---- kernel sparse_cli_dkv sha256:b60730d35f3633e9d5abdf66e6f66270a48ea0871d40bf163dbe69b28445176f
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<16x32768x128xf32, #tpu.memory_space<any>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<16x32768x128xf32, #tpu.memory_space<any>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg19: memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, %arg20: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg21: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg22: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg23: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg24: memref<3x512x128xf32, #tpu.memory_space<vmem>>, %arg25: memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 256>, scalar_prefetch = 5 : i64, scratch_operands = 9 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}, {}]} {
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
    %5 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg17[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg18[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %47 = arith.index_cast %13 : i32 to index
      %48 = memref.load %arg6[%47] : memref<33280xi8, #tpu.memory_space<smem>>
      %49 = arith.extsi %48 : i8 to i32
      %50 = arith.addi %2, %49 : i32
      %51 = arith.index_cast %13 : i32 to index
      %52 = memref.load %arg3[%51] : memref<33280xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %54, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %54, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %54, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %54, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %54, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg25[%c0_i32, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg9[%50, %56, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg25[%c0_i32, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg10[%50, %58, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = tpu.memref_slice %arg25[%c0_i32, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg22[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg11[%50, %c0_i32, %60] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%82 : memref<1x512xf32, #tpu.memory_space<any>>) target(%80 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %83 = tpu.memref_slice %arg25[%c0_i32, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg23[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg12[%50, %c0_i32, %62] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %88 = tpu.memref_squeeze %87 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%88 : memref<1x512xf32, #tpu.memory_space<any>>) target(%86 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %89 = tpu.memref_slice %arg25[%c0_i32, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg24[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
      %92 = tpu.memref_squeeze %91 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg16[%50, %64, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
      %94 = tpu.memref_squeeze %93 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%94 : memref<512x128xf32, #tpu.memory_space<any>>) target(%92 : memref<512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %47 = arith.index_cast %27 : i32 to index
      %48 = memref.load %arg6[%47] : memref<33280xi8, #tpu.memory_space<smem>>
      %49 = arith.extsi %48 : i8 to i32
      %50 = arith.addi %2, %49 : i32
      %51 = arith.index_cast %27 : i32 to index
      %52 = memref.load %arg3[%51] : memref<33280xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %29 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %54, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %54, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %59 = arith.muli %54, %c512_i32 : i32
      %60 = tpu.assume_multiple %59, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %54, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %54, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg25[%c1_i32, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg9[%50, %56, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg25[%c1_i32, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg21[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg10[%50, %58, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = tpu.memref_slice %arg25[%c1_i32, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg22[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg11[%50, %c0_i32, %60] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%82 : memref<1x512xf32, #tpu.memory_space<any>>) target(%80 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %83 = tpu.memref_slice %arg25[%c1_i32, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg23[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg12[%50, %c0_i32, %62] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %88 = tpu.memref_squeeze %87 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%88 : memref<1x512xf32, #tpu.memory_space<any>>) target(%86 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c4_i32 = arith.constant 4 : i32
      %89 = tpu.memref_slice %arg25[%c1_i32, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg24[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
      %92 = tpu.memref_squeeze %91 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg16[%50, %64, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
      %94 = tpu.memref_squeeze %93 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%94 : memref<512x128xf32, #tpu.memory_space<any>>) target(%92 : memref<512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %33:7 = scf.while (%arg26 = %13, %arg27 = %c0_i32, %arg28 = %27, %arg29 = %29, %arg30 = %c0_i32, %arg31 = %c1_i32, %arg32 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %47 = arith.cmpi slt, %arg26, %16 : i32
      scf.condition(%47) %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32, %arg30: i32, %arg31: i32, %arg32: i32):
      %47 = arith.index_cast %arg26 : i32 to index
      %48 = memref.load %arg5[%47] : memref<33280xi8, #tpu.memory_space<smem>>
      %49 = arith.extsi %48 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %50 = arith.cmpi eq, %49, %c2_i32 : i32
      %51 = arith.extui %50 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %52 = arith.cmpi ne, %51, %c0_i32 : i32
      %53:2 = scf.if %52 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %54 = arith.muli %c0_i32, %c512_i32 : i32
        %55 = tpu.assume_multiple %54, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %56 = arith.muli %c0_i32, %c512_i32 : i32
        %57 = tpu.assume_multiple %56, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg25[%arg30, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg20[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg9[%c0_i32, %55, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %70 = tpu.memref_slice %arg25[%arg30, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg21[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg10[%c0_i32, %57, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %76 = tpu.memref_slice %arg25[%arg30, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg22[%arg30, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %59] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %82 = tpu.memref_slice %arg25[%arg30, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg23[%arg30, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %61] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %87 = tpu.memref_squeeze %86 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%85 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %88 = tpu.memref_slice %arg25[%arg30, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg24[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg16[%c0_i32, %63, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xf32, #tpu.memory_space<any>>) dst(%91 : memref<512x128xf32, #tpu.memory_space<vmem>>)
        %94 = arith.index_cast %arg26 : i32 to index
        %95 = memref.load %arg6[%94] : memref<33280xi8, #tpu.memory_space<smem>>
        %96 = arith.extsi %95 : i8 to i32
        %97 = arith.addi %2, %96 : i32
        %98 = arith.index_cast %arg26 : i32 to index
        %99 = memref.load %arg3[%98] : memref<33280xi8, #tpu.memory_space<smem>>
        %100 = arith.extsi %99 : i8 to i32
        %101 = arith.addi %100, %arg27 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg20[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %103[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg21[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %106 = tpu.memref_squeeze %105 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %106[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %109 = vector.shape_cast %108 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %110 = tpu.matmul %109, %104, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %111 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x512xf32>
        %112 = arith.mulf %110, %111 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %114 = vector.shape_cast %113 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %115 = tpu.matmul %114, %107, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg20[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %117[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %119 = tpu.memref_slice %arg21[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %120 = tpu.memref_squeeze %119 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %120[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %123 = vector.shape_cast %122 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %124 = tpu.matmul %123, %118, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %125 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x512xf32>
        %126 = arith.mulf %124, %125 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg8[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %128 = vector.shape_cast %127 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %129 = tpu.matmul %128, %121, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %130 = arith.index_cast %arg30 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg22[%130, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %132 = vector.shape_cast %131 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %133 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %134 = arith.mulf %132, %133 : vector<1x512xf32>
        %135 = vector.broadcast %134 : vector<1x512xf32> to vector<256x512xf32>
        %136 = arith.subf %112, %135 : vector<256x512xf32>
        %137 = math.exp2 %136 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %139 = arith.truncf %137 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %140 = tpu.matmul %139, %107, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %141 = arith.addf %138, %140 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %143 = vector.shape_cast %142 : vector<256x128xf32> to vector<256x128xf32>
        %144 = vector.shape_cast %141 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %144 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %145 = arith.index_cast %arg30 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg23[%145, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %147 = vector.shape_cast %146 : vector<1x1x512xf32> to vector<1x512xf32>
        %148 = vector.broadcast %147 : vector<1x512xf32> to vector<256x512xf32>
        %149 = arith.subf %115, %148 : vector<256x512xf32>
        %150 = arith.mulf %137, %149 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %152 = arith.truncf %150 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %153 = tpu.matmul %152, %104, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %154 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %155 = arith.mulf %153, %154 : vector<256x128xf32>
        %156 = arith.addf %151, %155 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %158 = vector.shape_cast %157 : vector<256x128xf32> to vector<256x128xf32>
        %159 = vector.shape_cast %156 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %159 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %161 = vector.shape_cast %160 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %162 = arith.truncf %150 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %163 = tpu.matmul %162, %161, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %164 = arith.index_cast %arg30 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %165 = vector.load %arg22[%164, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %166 = vector.shape_cast %165 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %167 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %168 = arith.mulf %166, %167 : vector<1x512xf32>
        %169 = vector.broadcast %168 : vector<1x512xf32> to vector<256x512xf32>
        %170 = arith.subf %126, %169 : vector<256x512xf32>
        %171 = math.exp2 %170 : vector<256x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %173 = arith.truncf %171 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %174 = tpu.matmul %173, %121, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %175 = arith.addf %172, %174 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %176 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %177 = vector.shape_cast %176 : vector<256x128xf32> to vector<256x128xf32>
        %178 = vector.shape_cast %175 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c256, %c0], %178 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %179 = arith.index_cast %arg30 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %arg23[%179, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %181 = vector.shape_cast %180 : vector<1x1x512xf32> to vector<1x512xf32>
        %182 = vector.broadcast %181 : vector<1x512xf32> to vector<256x512xf32>
        %183 = arith.subf %129, %182 : vector<256x512xf32>
        %184 = arith.mulf %171, %183 : vector<256x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %185 = vector.load %arg17[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %186 = arith.truncf %184 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %187 = tpu.matmul %186, %118, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %188 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %189 = arith.mulf %187, %188 : vector<256x128xf32>
        %190 = arith.addf %185, %189 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %191 = vector.load %arg17[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %192 = vector.shape_cast %191 : vector<256x128xf32> to vector<256x128xf32>
        %193 = vector.shape_cast %190 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg17[%c256, %c0], %193 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %194 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %195 = vector.shape_cast %194 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %196 = arith.truncf %184 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %197 = tpu.matmul %196, %195, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %198 = arith.addf %163, %197 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %199 = tpu.memref_slice %arg24[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
        %200 = tpu.memref_squeeze %199 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %201 = vector.load %200[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %202 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %203 = arith.mulf %198, %202 : vector<512x128xf32>
        %204 = arith.addf %201, %203 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %205 = tpu.memref_slice %arg24[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
        %206 = tpu.memref_squeeze %205 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %207 = vector.load %206[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %208 = vector.shape_cast %207 : vector<512x128xf32> to vector<512x128xf32>
        %209 = vector.shape_cast %204 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %206[%c0, %c0], %209 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %210 = arith.addi %arg29, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %211 = arith.minsi %arg28, %c33279_i32 : i32
        %212 = arith.index_cast %211 : i32 to index
        %213 = memref.load %arg4[%212] : memref<33280xi8, #tpu.memory_space<smem>>
        %214 = arith.extsi %213 : i8 to i32
        %215 = arith.cmpi sge, %210, %214 : i32
        %c1_i32 = arith.constant 1 : i32
        %216 = arith.addi %arg28, %c1_i32 : i32
        %217 = arith.select %215, %216, %arg28 : i32
        %c1_i32 = arith.constant 1 : i32
        %218 = arith.addi %arg29, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %219 = arith.select %215, %c0_i32, %218 : i32
        %c512_i32 = arith.constant 512 : i32
        %220 = arith.muli %101, %c512_i32 : i32
        %221 = tpu.assume_multiple %220, 512 : i32
        %222 = tpu.memref_slice %arg19[%arg30] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %223 = tpu.memref_squeeze %222 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %224 = tpu.memref_slice %arg16[%97, %221, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
        %225 = tpu.memref_squeeze %224 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %226 = tpu.memref_slice %arg24[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
        %227 = tpu.memref_squeeze %226 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%227 : memref<512x128xf32, #tpu.memory_space<vmem>>) target(%225 : memref<512x128xf32, #tpu.memory_space<any>>) target_semaphore(%223 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %228 = arith.cmpi ne, %arg26, %13 : i32
        %c0_i32 = arith.constant 0 : i32
        %229 = arith.cmpi ne, %arg27, %c0_i32 : i32
        %230 = arith.ori %228, %229 : i1
        %231 = arith.extui %230 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %232 = arith.cmpi ne, %231, %c0_i32 : i32
        scf.if %232 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %236 = arith.muli %c0_i32, %c512_i32 : i32
          %237 = tpu.assume_multiple %236, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %238 = tpu.memref_slice %arg19[%arg32] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %239 = tpu.memref_squeeze %238 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %240 = tpu.memref_slice %arg16[%c0_i32, %237, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
          %241 = tpu.memref_squeeze %240 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %242 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
          %243 = tpu.memref_squeeze %242 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%239 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%243 : memref<512x128xf32, #tpu.memory_space<vmem>>) dst(%241 : memref<512x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %233 = arith.cmpi slt, %217, %16 : i32
        %234 = arith.extui %233 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %235 = arith.cmpi ne, %234, %c0_i32 : i32
        scf.if %235 {
          %236 = arith.index_cast %217 : i32 to index
          %237 = memref.load %arg6[%236] : memref<33280xi8, #tpu.memory_space<smem>>
          %238 = arith.extsi %237 : i8 to i32
          %239 = arith.addi %2, %238 : i32
          %240 = arith.index_cast %217 : i32 to index
          %241 = memref.load %arg3[%240] : memref<33280xi8, #tpu.memory_space<smem>>
          %242 = arith.extsi %241 : i8 to i32
          %243 = arith.addi %242, %219 : i32
          %c512_i32 = arith.constant 512 : i32
          %244 = arith.muli %243, %c512_i32 : i32
          %245 = tpu.assume_multiple %244, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %246 = arith.muli %243, %c512_i32 : i32
          %247 = tpu.assume_multiple %246, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %248 = arith.muli %243, %c512_i32 : i32
          %249 = tpu.assume_multiple %248, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %250 = arith.muli %243, %c512_i32 : i32
          %251 = tpu.assume_multiple %250, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %252 = arith.muli %243, %c512_i32 : i32
          %253 = tpu.assume_multiple %252, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %254 = tpu.memref_slice %arg25[%arg32, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %255 = tpu.memref_squeeze %254 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %256 = tpu.memref_slice %arg20[%arg32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %257 = tpu.memref_squeeze %256 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %258 = tpu.memref_slice %arg9[%239, %245, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %259 = tpu.memref_squeeze %258 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%259 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%257 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%255 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %260 = tpu.memref_slice %arg25[%arg32, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %261 = tpu.memref_squeeze %260 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %262 = tpu.memref_slice %arg21[%arg32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %263 = tpu.memref_squeeze %262 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %264 = tpu.memref_slice %arg10[%239, %247, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %265 = tpu.memref_squeeze %264 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%265 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%263 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%261 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %266 = tpu.memref_slice %arg25[%arg32, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %267 = tpu.memref_squeeze %266 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %268 = tpu.memref_slice %arg22[%arg32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %269 = tpu.memref_squeeze %268 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %270 = tpu.memref_slice %arg11[%239, %c0_i32, %249] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %271 = tpu.memref_squeeze %270 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%271 : memref<1x512xf32, #tpu.memory_space<any>>) target(%269 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%267 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %272 = tpu.memref_slice %arg25[%arg32, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %273 = tpu.memref_squeeze %272 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %274 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %275 = tpu.memref_squeeze %274 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %276 = tpu.memref_slice %arg12[%239, %c0_i32, %251] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %277 = tpu.memref_squeeze %276 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%277 : memref<1x512xf32, #tpu.memory_space<any>>) target(%275 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%273 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %278 = tpu.memref_slice %arg25[%arg32, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %279 = tpu.memref_squeeze %278 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %280 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
          %281 = tpu.memref_squeeze %280 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %282 = tpu.memref_slice %arg16[%239, %253, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
          %283 = tpu.memref_squeeze %282 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%283 : memref<512x128xf32, #tpu.memory_space<any>>) target(%281 : memref<512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%279 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %217, %219 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %54 = arith.muli %c0_i32, %c512_i32 : i32
        %55 = tpu.assume_multiple %54, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %56 = arith.muli %c0_i32, %c512_i32 : i32
        %57 = tpu.assume_multiple %56, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg25[%arg30, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg20[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg9[%c0_i32, %55, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %70 = tpu.memref_slice %arg25[%arg30, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg21[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg10[%c0_i32, %57, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %76 = tpu.memref_slice %arg25[%arg30, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg22[%arg30, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %59] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %82 = tpu.memref_slice %arg25[%arg30, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg23[%arg30, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %61] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %87 = tpu.memref_squeeze %86 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%85 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %88 = tpu.memref_slice %arg25[%arg30, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg24[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg16[%c0_i32, %63, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xf32, #tpu.memory_space<any>>) dst(%91 : memref<512x128xf32, #tpu.memory_space<vmem>>)
        %94 = arith.index_cast %arg26 : i32 to index
        %95 = memref.load %arg6[%94] : memref<33280xi8, #tpu.memory_space<smem>>
        %96 = arith.extsi %95 : i8 to i32
        %97 = arith.addi %2, %96 : i32
        %98 = arith.index_cast %arg26 : i32 to index
        %99 = memref.load %arg3[%98] : memref<33280xi8, #tpu.memory_space<smem>>
        %100 = arith.extsi %99 : i8 to i32
        %101 = arith.addi %100, %arg27 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg20[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %103[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg21[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %106 = tpu.memref_squeeze %105 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %106[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %109 = vector.shape_cast %108 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %110 = tpu.matmul %109, %104, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %111 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x512xf32>
        %112 = arith.mulf %110, %111 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %114 = vector.shape_cast %113 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %115 = tpu.matmul %114, %107, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg20[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %117[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %119 = tpu.memref_slice %arg21[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %120 = tpu.memref_squeeze %119 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %120[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %123 = vector.shape_cast %122 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %124 = tpu.matmul %123, %118, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %125 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x512xf32>
        %126 = arith.mulf %124, %125 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg8[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %128 = vector.shape_cast %127 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_x15744b = arith.constant dense<0.000000e+00> : vector<256x512xf32>
        %129 = tpu.matmul %128, %121, %cst_x15744b {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<512x128xbf16>, vector<256x512xf32> -> vector<256x512xf32>
        %130 = arith.index_cast %arg30 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg22[%130, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %132 = vector.shape_cast %131 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %133 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %134 = arith.mulf %132, %133 : vector<1x512xf32>
        %135 = vector.broadcast %134 : vector<1x512xf32> to vector<256x512xf32>
        %136 = arith.subf %112, %135 : vector<256x512xf32>
        %137 = math.exp2 %136 : vector<256x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %138 = arith.muli %101, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %139 = arith.muli %3, %c512_i32 : i32
        %140 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %141 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %142 = arith.subi %139, %138 : i32
        %143 = vector.broadcast %141 : vector<256x1xi32> to vector<256x512xi32>
        %144 = vector.broadcast %140 : vector<1x512xi32> to vector<256x512xi32>
        %145 = arith.subi %143, %144 : vector<256x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.subi %c0_i32, %142 : i32
        %147 = vector.broadcast %146 : i32 to vector<256x512xi32>
        %148 = arith.cmpi sle, %145, %147 : vector<256x512xi32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %149 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %150 = arith.select %148, %137, %149 : vector<256x512xi1>, vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %152 = arith.truncf %150 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %153 = tpu.matmul %152, %107, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %154 = arith.addf %151, %153 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %156 = vector.shape_cast %155 : vector<256x128xf32> to vector<256x128xf32>
        %157 = vector.shape_cast %154 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %157 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %158 = arith.index_cast %arg30 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg23[%158, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %160 = vector.shape_cast %159 : vector<1x1x512xf32> to vector<1x512xf32>
        %161 = vector.broadcast %160 : vector<1x512xf32> to vector<256x512xf32>
        %162 = arith.subf %115, %161 : vector<256x512xf32>
        %163 = arith.mulf %150, %162 : vector<256x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %164 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %165 = arith.truncf %163 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %166 = tpu.matmul %165, %104, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %167 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %168 = arith.mulf %166, %167 : vector<256x128xf32>
        %169 = arith.addf %164, %168 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %170 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %171 = vector.shape_cast %170 : vector<256x128xf32> to vector<256x128xf32>
        %172 = vector.shape_cast %169 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %172 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %173 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %174 = vector.shape_cast %173 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %175 = arith.truncf %163 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %176 = tpu.matmul %175, %174, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %177 = arith.index_cast %arg30 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %178 = vector.load %arg22[%177, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %179 = vector.shape_cast %178 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %180 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %181 = arith.mulf %179, %180 : vector<1x512xf32>
        %182 = vector.broadcast %181 : vector<1x512xf32> to vector<256x512xf32>
        %183 = arith.subf %126, %182 : vector<256x512xf32>
        %184 = math.exp2 %183 : vector<256x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %185 = arith.muli %101, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %186 = arith.muli %3, %c512_i32 : i32
        %c256_i32 = arith.constant 256 : i32
        %187 = arith.addi %186, %c256_i32 : i32
        %188 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %189 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %190 = arith.subi %187, %185 : i32
        %191 = vector.broadcast %189 : vector<256x1xi32> to vector<256x512xi32>
        %192 = vector.broadcast %188 : vector<1x512xi32> to vector<256x512xi32>
        %193 = arith.subi %191, %192 : vector<256x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %194 = arith.subi %c0_i32, %190 : i32
        %195 = vector.broadcast %194 : i32 to vector<256x512xi32>
        %196 = arith.cmpi sle, %193, %195 : vector<256x512xi32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %197 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x512xf32>
        %198 = arith.select %196, %184, %197 : vector<256x512xi1>, vector<256x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %199 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %200 = arith.truncf %198 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %201 = tpu.matmul %200, %121, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %202 = arith.addf %199, %201 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %203 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %204 = vector.shape_cast %203 : vector<256x128xf32> to vector<256x128xf32>
        %205 = vector.shape_cast %202 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c256, %c0], %205 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %206 = arith.index_cast %arg30 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %207 = vector.load %arg23[%206, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %208 = vector.shape_cast %207 : vector<1x1x512xf32> to vector<1x512xf32>
        %209 = vector.broadcast %208 : vector<1x512xf32> to vector<256x512xf32>
        %210 = arith.subf %129, %209 : vector<256x512xf32>
        %211 = arith.mulf %198, %210 : vector<256x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %212 = vector.load %arg17[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %213 = arith.truncf %211 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %214 = tpu.matmul %213, %118, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<512x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %215 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %216 = arith.mulf %214, %215 : vector<256x128xf32>
        %217 = arith.addf %212, %216 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %218 = vector.load %arg17[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %219 = vector.shape_cast %218 : vector<256x128xf32> to vector<256x128xf32>
        %220 = vector.shape_cast %217 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg17[%c256, %c0], %220 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %221 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %222 = vector.shape_cast %221 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %223 = arith.truncf %211 : vector<256x512xf32> to vector<256x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %224 = tpu.matmul %223, %222, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x512xbf16>, vector<256x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %225 = arith.addf %176, %224 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %226 = tpu.memref_slice %arg24[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
        %227 = tpu.memref_squeeze %226 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %228 = vector.load %227[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %229 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %230 = arith.mulf %225, %229 : vector<512x128xf32>
        %231 = arith.addf %228, %230 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %232 = tpu.memref_slice %arg24[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
        %233 = tpu.memref_squeeze %232 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %234 = vector.load %233[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %235 = vector.shape_cast %234 : vector<512x128xf32> to vector<512x128xf32>
        %236 = vector.shape_cast %231 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %233[%c0, %c0], %236 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %237 = arith.addi %arg29, %c1_i32 : i32
        %c33279_i32 = arith.constant 33279 : i32
        %238 = arith.minsi %arg28, %c33279_i32 : i32
        %239 = arith.index_cast %238 : i32 to index
        %240 = memref.load %arg4[%239] : memref<33280xi8, #tpu.memory_space<smem>>
        %241 = arith.extsi %240 : i8 to i32
        %242 = arith.cmpi sge, %237, %241 : i32
        %c1_i32 = arith.constant 1 : i32
        %243 = arith.addi %arg28, %c1_i32 : i32
        %244 = arith.select %242, %243, %arg28 : i32
        %c1_i32 = arith.constant 1 : i32
        %245 = arith.addi %arg29, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %246 = arith.select %242, %c0_i32, %245 : i32
        %c512_i32 = arith.constant 512 : i32
        %247 = arith.muli %101, %c512_i32 : i32
        %248 = tpu.assume_multiple %247, 512 : i32
        %249 = tpu.memref_slice %arg19[%arg30] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %250 = tpu.memref_squeeze %249 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %251 = tpu.memref_slice %arg16[%97, %248, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
        %252 = tpu.memref_squeeze %251 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %253 = tpu.memref_slice %arg24[%arg30, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
        %254 = tpu.memref_squeeze %253 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%254 : memref<512x128xf32, #tpu.memory_space<vmem>>) target(%252 : memref<512x128xf32, #tpu.memory_space<any>>) target_semaphore(%250 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %255 = arith.cmpi ne, %arg26, %13 : i32
        %c0_i32 = arith.constant 0 : i32
        %256 = arith.cmpi ne, %arg27, %c0_i32 : i32
        %257 = arith.ori %255, %256 : i1
        %258 = arith.extui %257 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %259 = arith.cmpi ne, %258, %c0_i32 : i32
        scf.if %259 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %263 = arith.muli %c0_i32, %c512_i32 : i32
          %264 = tpu.assume_multiple %263, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %265 = tpu.memref_slice %arg19[%arg32] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %266 = tpu.memref_squeeze %265 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %267 = tpu.memref_slice %arg16[%c0_i32, %264, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
          %268 = tpu.memref_squeeze %267 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %269 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
          %270 = tpu.memref_squeeze %269 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%266 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%270 : memref<512x128xf32, #tpu.memory_space<vmem>>) dst(%268 : memref<512x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %260 = arith.cmpi slt, %244, %16 : i32
        %261 = arith.extui %260 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %262 = arith.cmpi ne, %261, %c0_i32 : i32
        scf.if %262 {
          %263 = arith.index_cast %244 : i32 to index
          %264 = memref.load %arg6[%263] : memref<33280xi8, #tpu.memory_space<smem>>
          %265 = arith.extsi %264 : i8 to i32
          %266 = arith.addi %2, %265 : i32
          %267 = arith.index_cast %244 : i32 to index
          %268 = memref.load %arg3[%267] : memref<33280xi8, #tpu.memory_space<smem>>
          %269 = arith.extsi %268 : i8 to i32
          %270 = arith.addi %269, %246 : i32
          %c512_i32 = arith.constant 512 : i32
          %271 = arith.muli %270, %c512_i32 : i32
          %272 = tpu.assume_multiple %271, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %273 = arith.muli %270, %c512_i32 : i32
          %274 = tpu.assume_multiple %273, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %275 = arith.muli %270, %c512_i32 : i32
          %276 = tpu.assume_multiple %275, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %277 = arith.muli %270, %c512_i32 : i32
          %278 = tpu.assume_multiple %277, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %279 = arith.muli %270, %c512_i32 : i32
          %280 = tpu.assume_multiple %279, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %281 = tpu.memref_slice %arg25[%arg32, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %282 = tpu.memref_squeeze %281 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %283 = tpu.memref_slice %arg20[%arg32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %284 = tpu.memref_squeeze %283 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %285 = tpu.memref_slice %arg9[%266, %272, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %286 = tpu.memref_squeeze %285 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%286 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%284 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%282 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %287 = tpu.memref_slice %arg25[%arg32, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %288 = tpu.memref_squeeze %287 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %289 = tpu.memref_slice %arg21[%arg32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %290 = tpu.memref_squeeze %289 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %291 = tpu.memref_slice %arg10[%266, %274, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %292 = tpu.memref_squeeze %291 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%292 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%290 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%288 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %293 = tpu.memref_slice %arg25[%arg32, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %294 = tpu.memref_squeeze %293 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %295 = tpu.memref_slice %arg22[%arg32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %296 = tpu.memref_squeeze %295 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %297 = tpu.memref_slice %arg11[%266, %c0_i32, %276] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %298 = tpu.memref_squeeze %297 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%298 : memref<1x512xf32, #tpu.memory_space<any>>) target(%296 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%294 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %299 = tpu.memref_slice %arg25[%arg32, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %300 = tpu.memref_squeeze %299 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %301 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %302 = tpu.memref_squeeze %301 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %303 = tpu.memref_slice %arg12[%266, %c0_i32, %278] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %304 = tpu.memref_squeeze %303 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%304 : memref<1x512xf32, #tpu.memory_space<any>>) target(%302 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%300 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %305 = tpu.memref_slice %arg25[%arg32, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %306 = tpu.memref_squeeze %305 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %307 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
          %308 = tpu.memref_squeeze %307 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %309 = tpu.memref_slice %arg16[%266, %280, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
          %310 = tpu.memref_squeeze %309 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%310 : memref<512x128xf32, #tpu.memory_space<any>>) target(%308 : memref<512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%306 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %244, %246 : i32, i32
      }
      scf.yield %arg28, %arg29, %53#0, %53#1, %arg31, %arg32, %arg30 : i32, i32, i32, i32, i32, i32, i32
    }
    %34 = arith.cmpi sgt, %16, %13 : i32
    %35 = arith.extui %34 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32 : i32
    scf.if %36 {
      %c0_i32 = arith.constant 0 : i32
      %c512_i32 = arith.constant 512 : i32
      %47 = arith.muli %c0_i32, %c512_i32 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg19[%33#6] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg16[%c0_i32, %48, %c0_i32] : memref<16x32768x128xf32, #tpu.memory_space<any>> -> memref<1x512x128xf32, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xf32, #tpu.memory_space<any>> -> memref<512x128xf32, #tpu.memory_space<any>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg24[%33#6, %c0_i32, %c0_i32] : memref<3x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x512x128xf32, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xf32, #tpu.memory_space<vmem>> -> memref<512x128xf32, #tpu.memory_space<vmem>>
      tpu.wait_dma2 semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%54 : memref<512x128xf32, #tpu.memory_space<vmem>>) dst(%52 : memref<512x128xf32, #tpu.memory_space<any>>)
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %37 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %38 = arith.truncf %37 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %40 = vector.shape_cast %39 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %41 = vector.shape_cast %38 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %41 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %42 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %43 = arith.truncf %42 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg15[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %45 = vector.shape_cast %44 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %46 = vector.shape_cast %43 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg15[%c0, %c0, %c0], %46 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
