module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>, %arg2: tensor<1x64x64xi8>, %arg3: tensor<1x64x64xi8>, %arg4: tensor<16x32768x128xbf16>, %arg5: tensor<4x32768x128xbf16>, %arg6: tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<4x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<4x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
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
    %0 = stablehlo.convert %arg4 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
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
    %16 = stablehlo.convert %arg5 : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xf32>
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
    %98 = stablehlo.iota dim = 0 : tensor<64xi32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<64xi32>) -> tensor<1x64x1xi32>
    %100 = stablehlo.convert %97 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %101 = stablehlo.iota dim = 0 : tensor<16xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<16xi32>) -> tensor<16x1x1xi32>
    %103 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %104 = stablehlo.compare LT, %102, %103, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %105 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %106 = stablehlo.add %102, %105 : tensor<16x1x1xi32>
    %107 = stablehlo.select %104, %106, %102 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %108 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %109 = stablehlo.compare LT, %99, %108, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %110 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %111 = stablehlo.add %99, %110 : tensor<1x64x1xi32>
    %112 = stablehlo.select %109, %111, %99 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %113 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %114 = stablehlo.compare LT, %100, %113, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %115 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %116 = stablehlo.add %100, %115 : tensor<16x64x64xi32>
    %117 = stablehlo.select %114, %116, %100 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %118 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %119 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %120 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %122 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %123 = stablehlo.concatenate %120, %121, %122, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %124 = "stablehlo.gather"(%95, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %126 = stablehlo.compare NE, %96, %125, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %127 = stablehlo.and %126, %124 : tensor<16x64x64xi1>
    %128 = stablehlo.not %127 : tensor<16x64x64xi1>
    %129 = call @argsort(%128) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %130 = call @_where_3(%127, %96, %c_15) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %131 = call @take_along_axis(%130, %129) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %132 = call @take_along_axis(%97, %129) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %133 = stablehlo.convert %127 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %134 = stablehlo.reduce(%133 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %136 = stablehlo.iota dim = 0 : tensor<64xi32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %139 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %140 = stablehlo.compare LT, %138, %139, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %141 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %142 = stablehlo.subtract %135, %141 : tensor<16x64x1xi32>
    %143 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
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
    %154 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %155 = stablehlo.compare LT, %153, %154, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %156 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %157 = stablehlo.add %153, %156 : tensor<16x1x1xi32>
    %158 = stablehlo.select %155, %157, %153 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %159 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %160 = stablehlo.compare LT, %151, %159, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %161 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %162 = stablehlo.add %151, %161 : tensor<16x64x64xi32>
    %163 = stablehlo.select %160, %162, %151 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %164 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %165 = stablehlo.compare LT, %150, %164, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %166 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %167 = stablehlo.add %150, %166 : tensor<1x64x1xi32>
    %168 = stablehlo.select %165, %167, %150 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %169 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %170 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %171 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %172 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %173 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %174 = stablehlo.concatenate %171, %172, %173, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %175 = "stablehlo.gather"(%95, %174) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %176 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %177 = stablehlo.compare NE, %147, %176, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %178 = stablehlo.and %177, %175 : tensor<16x64x64xi1>
    %179 = stablehlo.not %178 : tensor<16x64x64xi1>
    %180 = call @argsort(%179) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %181 = call @_where_3(%178, %147, %c_15) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %182 = call @take_along_axis(%181, %180) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %183 = call @take_along_axis(%148, %180) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %184 = stablehlo.convert %178 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %185 = stablehlo.reduce(%184 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %187 = stablehlo.iota dim = 0 : tensor<64xi32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %190 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %191 = stablehlo.compare LT, %189, %190, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %192 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %193 = stablehlo.subtract %186, %192 : tensor<16x64x1xi32>
    %194 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %195 = stablehlo.maximum %193, %194 : tensor<16x64x1xi32>
    %196 = call @take_along_axis_4(%183, %195) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %197 = call @_where_5(%191, %183, %196) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %198 = call @_pad_6(%arg4, %c_15) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %199 = call @_pad_7(%arg5, %c_15) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %200 = call @_pad_7(%arg6, %c_15) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %201 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %202 = call @floor_divide_8(%201, %c_5) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %203 = call @remainder(%201, %c_5) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %204 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %205 = stablehlo.compare NE, %131, %204, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %206 = stablehlo.convert %205 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %207 = stablehlo.reduce(%206 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %208 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %209 = stablehlo.compare LT, %202, %208, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %210 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %211 = stablehlo.add %202, %210 : tensor<1024xi32>
    %212 = stablehlo.select %209, %211, %202 : tensor<1024xi1>, tensor<1024xi32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %214 = "stablehlo.gather"(%c_16, %213) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %215 = stablehlo.broadcast_in_dim %203, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %216 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %217 = stablehlo.compare LT, %214, %216, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %218 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %219 = stablehlo.add %214, %218 : tensor<1024x1xi32>
    %220 = stablehlo.select %217, %219, %214 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %221 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %222 = stablehlo.compare LT, %215, %221, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %223 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %224 = stablehlo.add %215, %223 : tensor<1024x1xi32>
    %225 = stablehlo.select %222, %224, %215 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %226 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %228 = stablehlo.concatenate %226, %227, dim = 2 : (tensor<1024x1x1xi32>, tensor<1024x1x1xi32>) -> tensor<1024x1x2xi32>
    %229 = "stablehlo.gather"(%207, %228) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xi32>, tensor<1024x1x2xi32>) -> tensor<1024x1xi32>
    %230 = stablehlo.reduce(%229 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xi32>, tensor<i32>) -> tensor<1024xi32>
    %231 = call @cumsum(%229) : (tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %232 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %233 = stablehlo.maximum %230, %232 : tensor<1024xi32>
    %234 = call @cumsum_12(%233) : (tensor<1024xi32>) -> tensor<1024xi32>
    %235 = stablehlo.iota dim = 0 : tensor<33280xi32>
    %236 = stablehlo.slice %234 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %237 = stablehlo.reshape %236 : (tensor<1xi32>) -> tensor<i32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %239 = stablehlo.compare LT, %235, %238, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %240 = stablehlo.slice %234 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %241 = stablehlo.reshape %240 : (tensor<1xi32>) -> tensor<i32>
    %242 = stablehlo.subtract %241, %c_11 : tensor<i32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %244 = stablehlo.minimum %235, %243 : tensor<33280xi32>
    %245 = call @searchsorted(%234, %244) : (tensor<1024xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    %246 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %247 = stablehlo.add %246, %245 : tensor<33280xi32>
    %248 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %249 = stablehlo.compare LT, %245, %248, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %250 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %251 = stablehlo.add %245, %250 : tensor<33280xi32>
    %252 = stablehlo.select %249, %251, %245 : tensor<33280xi1>, tensor<33280xi32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %254 = "stablehlo.gather"(%234, %253) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %255 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %256 = stablehlo.compare LT, %245, %255, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %257 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %258 = stablehlo.add %245, %257 : tensor<33280xi32>
    %259 = stablehlo.select %256, %258, %245 : tensor<33280xi1>, tensor<33280xi32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %261 = "stablehlo.gather"(%233, %260) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %262 = stablehlo.subtract %254, %261 : tensor<33280xi32>
    %263 = stablehlo.subtract %244, %262 : tensor<33280xi32>
    %264 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %265 = stablehlo.compare LT, %247, %264, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %266 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %267 = stablehlo.add %247, %266 : tensor<33280xi32>
    %268 = stablehlo.select %265, %267, %247 : tensor<33280xi1>, tensor<33280xi32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %270 = "stablehlo.gather"(%231, %269) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %271 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %272 = stablehlo.compare LE, %270, %271, SIGNED : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi1>
    %273 = stablehlo.convert %272 : (tensor<33280x1xi1>) -> tensor<33280x1xi32>
    %274 = stablehlo.reduce(%273 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<33280x1xi32>, tensor<i32>) -> tensor<33280xi32>
    %275 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %276 = stablehlo.minimum %274, %275 : tensor<33280xi32>
    %277 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %278 = stablehlo.compare LT, %247, %277, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %279 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %280 = stablehlo.add %247, %279 : tensor<33280xi32>
    %281 = stablehlo.select %278, %280, %247 : tensor<33280xi1>, tensor<33280xi32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %283 = "stablehlo.gather"(%231, %282) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %284 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %285 = stablehlo.compare LT, %247, %284, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %286 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %287 = stablehlo.add %247, %286 : tensor<33280xi32>
    %288 = stablehlo.select %285, %287, %247 : tensor<33280xi1>, tensor<33280xi32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %290 = "stablehlo.gather"(%229, %289) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %291 = stablehlo.subtract %283, %290 : tensor<33280x1xi32>
    %292 = stablehlo.broadcast_in_dim %276, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %293 = call @take_along_axis_16(%291, %292) : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %294 = stablehlo.reshape %293 : (tensor<33280x1xi32>) -> tensor<33280xi32>
    %295 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %296 = stablehlo.compare LT, %247, %295, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %297 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %298 = stablehlo.add %247, %297 : tensor<33280xi32>
    %299 = stablehlo.select %296, %298, %247 : tensor<33280xi1>, tensor<33280xi32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %301 = "stablehlo.gather"(%230, %300) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %302 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %303 = stablehlo.compare GT, %301, %302, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %304 = stablehlo.subtract %263, %294 : tensor<33280xi32>
    %305 = call @_where_17(%303, %304, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %306 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %307 = stablehlo.compare LT, %247, %306, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %308 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %309 = stablehlo.add %247, %308 : tensor<33280xi32>
    %310 = stablehlo.select %307, %309, %247 : tensor<33280xi1>, tensor<33280xi32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %312 = "stablehlo.gather"(%202, %311) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %313 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %314 = stablehlo.compare LT, %312, %313, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %315 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %316 = stablehlo.add %312, %315 : tensor<33280xi32>
    %317 = stablehlo.select %314, %316, %312 : tensor<33280xi1>, tensor<33280xi32>
    %318 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %319 = stablehlo.compare LT, %276, %318, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %320 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %321 = stablehlo.add %276, %320 : tensor<33280xi32>
    %322 = stablehlo.select %319, %321, %276 : tensor<33280xi1>, tensor<33280xi32>
    %323 = stablehlo.broadcast_in_dim %317, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %324 = stablehlo.broadcast_in_dim %322, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %325 = stablehlo.concatenate %323, %324, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %326 = "stablehlo.gather"(%c_16, %325) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %327 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %328 = stablehlo.compare LT, %247, %327, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %329 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %330 = stablehlo.add %247, %329 : tensor<33280xi32>
    %331 = stablehlo.select %328, %330, %247 : tensor<33280xi1>, tensor<33280xi32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %333 = "stablehlo.gather"(%203, %332) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %334 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %335 = stablehlo.compare LT, %247, %334, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %336 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %337 = stablehlo.add %247, %336 : tensor<33280xi32>
    %338 = stablehlo.select %335, %337, %247 : tensor<33280xi1>, tensor<33280xi32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %340 = "stablehlo.gather"(%230, %339) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %341 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %342 = stablehlo.compare GT, %340, %341, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %343 = stablehlo.and %239, %342 : tensor<33280xi1>
    %344 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %345 = stablehlo.compare LT, %326, %344, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %346 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %347 = stablehlo.add %326, %346 : tensor<33280xi32>
    %348 = stablehlo.select %345, %347, %326 : tensor<33280xi1>, tensor<33280xi32>
    %349 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %350 = stablehlo.compare LT, %333, %349, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %351 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %352 = stablehlo.add %333, %351 : tensor<33280xi32>
    %353 = stablehlo.select %350, %352, %333 : tensor<33280xi1>, tensor<33280xi32>
    %354 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %355 = stablehlo.compare LT, %305, %354, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %356 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %357 = stablehlo.add %305, %356 : tensor<33280xi32>
    %358 = stablehlo.select %355, %357, %305 : tensor<33280xi1>, tensor<33280xi32>
    %359 = stablehlo.broadcast_in_dim %348, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %360 = stablehlo.broadcast_in_dim %353, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %361 = stablehlo.broadcast_in_dim %358, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %362 = stablehlo.concatenate %359, %360, %361, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %363 = "stablehlo.gather"(%131, %362) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %364 = stablehlo.convert %363 : (tensor<33280xi8>) -> tensor<33280xi32>
    %365 = call @_where_17(%343, %364, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %366 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %367 = stablehlo.compare EQ, %263, %366, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %368 = stablehlo.and %239, %367 : tensor<33280xi1>
    %369 = call @_where_18(%368, %c_2, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %370 = stablehlo.convert %369 : tensor<33280xi32>
    %371 = stablehlo.or %365, %370 : tensor<33280xi32>
    %372 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %373 = stablehlo.compare LT, %245, %372, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %374 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %375 = stablehlo.add %245, %374 : tensor<33280xi32>
    %376 = stablehlo.select %373, %375, %245 : tensor<33280xi1>, tensor<33280xi32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %378 = "stablehlo.gather"(%233, %377) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %379 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %380 = stablehlo.subtract %378, %379 : tensor<33280xi32>
    %381 = stablehlo.compare EQ, %263, %380, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %382 = stablehlo.and %239, %381 : tensor<33280xi1>
    %383 = call @_where_18(%382, %c_1, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %384 = stablehlo.convert %383 : tensor<33280xi32>
    %385 = stablehlo.or %371, %384 : tensor<33280xi32>
    %386 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %387 = stablehlo.compare LT, %247, %386, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %388 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %389 = stablehlo.add %247, %388 : tensor<33280xi32>
    %390 = stablehlo.select %387, %389, %247 : tensor<33280xi1>, tensor<33280xi32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %392 = "stablehlo.gather"(%202, %391) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %393 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %394 = stablehlo.compare LT, %392, %393, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %395 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %396 = stablehlo.add %392, %395 : tensor<33280xi32>
    %397 = stablehlo.select %394, %396, %392 : tensor<33280xi1>, tensor<33280xi32>
    %398 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %399 = stablehlo.compare LT, %276, %398, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %400 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %401 = stablehlo.add %276, %400 : tensor<33280xi32>
    %402 = stablehlo.select %399, %401, %276 : tensor<33280xi1>, tensor<33280xi32>
    %403 = stablehlo.broadcast_in_dim %397, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %404 = stablehlo.broadcast_in_dim %402, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %405 = stablehlo.concatenate %403, %404, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %406 = "stablehlo.gather"(%c_16, %405) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %407 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %408 = stablehlo.multiply %406, %407 : tensor<33280xi32>
    %409 = stablehlo.add %408, %333 : tensor<33280xi32>
    %410 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %411 = stablehlo.compare LT, %326, %410, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %412 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %413 = stablehlo.add %326, %412 : tensor<33280xi32>
    %414 = stablehlo.select %411, %413, %326 : tensor<33280xi1>, tensor<33280xi32>
    %415 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %416 = stablehlo.compare LT, %333, %415, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %417 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %418 = stablehlo.add %333, %417 : tensor<33280xi32>
    %419 = stablehlo.select %416, %418, %333 : tensor<33280xi1>, tensor<33280xi32>
    %420 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %421 = stablehlo.compare LT, %305, %420, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %422 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %423 = stablehlo.add %305, %422 : tensor<33280xi32>
    %424 = stablehlo.select %421, %423, %305 : tensor<33280xi1>, tensor<33280xi32>
    %425 = stablehlo.broadcast_in_dim %414, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %426 = stablehlo.broadcast_in_dim %419, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %427 = stablehlo.broadcast_in_dim %424, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %428 = stablehlo.concatenate %425, %426, %427, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %429 = "stablehlo.gather"(%146, %428) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %430 = stablehlo.convert %409 : (tensor<33280xi32>) -> tensor<33280xi16>
    %431 = stablehlo.convert %385 : (tensor<33280xi32>) -> tensor<33280xi8>
    %432:2 = stablehlo.custom_call @tpu_custom_call(%430, %429, %431, %198, %199, %200) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:86a12072df3d98edca1e0560b2c8ad6d08f19797740c59ff0a3a6944d1140a3e\22, \22cost_estimate\22: {\22bytes_accessed\22: 8992587776, \22flops\22: 4466765987840, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33280xi16>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>)
    %433 = stablehlo.convert %432#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %434 = stablehlo.convert %432#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %435 = stablehlo.multiply %433, %434 : tensor<16x32768x128xf32>
    %436 = stablehlo.reduce(%435 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<16x32768x128xf32>, tensor<f32>) -> tensor<16x32768xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 2] : (tensor<16x32768xf32>) -> tensor<16x1x32768xf32>
    %438 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %439 = call @floor_divide_8(%438, %c_5) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %440 = call @remainder(%438, %c_5) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %441 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %442 = stablehlo.compare NE, %131, %441, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %443 = stablehlo.convert %442 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %444 = stablehlo.reduce(%443 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %445 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %446 = stablehlo.compare LT, %439, %445, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %447 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %448 = stablehlo.add %439, %447 : tensor<1024xi32>
    %449 = stablehlo.select %446, %448, %439 : tensor<1024xi1>, tensor<1024xi32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %451 = "stablehlo.gather"(%c_16, %450) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %452 = stablehlo.broadcast_in_dim %440, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %453 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %454 = stablehlo.compare LT, %451, %453, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %455 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %456 = stablehlo.add %451, %455 : tensor<1024x1xi32>
    %457 = stablehlo.select %454, %456, %451 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %458 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %459 = stablehlo.compare LT, %452, %458, SIGNED : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x1xi1>
    %460 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1024x1xi32>
    %461 = stablehlo.add %452, %460 : tensor<1024x1xi32>
    %462 = stablehlo.select %459, %461, %452 : tensor<1024x1xi1>, tensor<1024x1xi32>
    %463 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %464 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1x1xi32>
    %465 = stablehlo.concatenate %463, %464, dim = 2 : (tensor<1024x1x1xi32>, tensor<1024x1x1xi32>) -> tensor<1024x1x2xi32>
    %466 = "stablehlo.gather"(%444, %465) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xi32>, tensor<1024x1x2xi32>) -> tensor<1024x1xi32>
    %467 = stablehlo.reduce(%466 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xi32>, tensor<i32>) -> tensor<1024xi32>
    %468 = call @cumsum(%466) : (tensor<1024x1xi32>) -> tensor<1024x1xi32>
    %469 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %470 = stablehlo.maximum %467, %469 : tensor<1024xi32>
    %471 = call @cumsum_12(%470) : (tensor<1024xi32>) -> tensor<1024xi32>
    %472 = stablehlo.iota dim = 0 : tensor<33280xi32>
    %473 = stablehlo.slice %471 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %474 = stablehlo.reshape %473 : (tensor<1xi32>) -> tensor<i32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %476 = stablehlo.compare LT, %472, %475, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %477 = stablehlo.slice %471 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %478 = stablehlo.reshape %477 : (tensor<1xi32>) -> tensor<i32>
    %479 = stablehlo.subtract %478, %c_11 : tensor<i32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %481 = stablehlo.minimum %472, %480 : tensor<33280xi32>
    %482 = call @searchsorted(%471, %481) : (tensor<1024xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    %483 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %484 = stablehlo.add %483, %482 : tensor<33280xi32>
    %485 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %486 = stablehlo.compare LT, %482, %485, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %487 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %488 = stablehlo.add %482, %487 : tensor<33280xi32>
    %489 = stablehlo.select %486, %488, %482 : tensor<33280xi1>, tensor<33280xi32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %491 = "stablehlo.gather"(%471, %490) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %492 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %493 = stablehlo.compare LT, %482, %492, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %494 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %495 = stablehlo.add %482, %494 : tensor<33280xi32>
    %496 = stablehlo.select %493, %495, %482 : tensor<33280xi1>, tensor<33280xi32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %498 = "stablehlo.gather"(%470, %497) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %499 = stablehlo.subtract %491, %498 : tensor<33280xi32>
    %500 = stablehlo.subtract %481, %499 : tensor<33280xi32>
    %501 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %502 = stablehlo.compare LT, %484, %501, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %503 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %504 = stablehlo.add %484, %503 : tensor<33280xi32>
    %505 = stablehlo.select %502, %504, %484 : tensor<33280xi1>, tensor<33280xi32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %507 = "stablehlo.gather"(%468, %506) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %508 = stablehlo.broadcast_in_dim %500, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %509 = stablehlo.compare LE, %507, %508, SIGNED : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi1>
    %510 = stablehlo.convert %509 : (tensor<33280x1xi1>) -> tensor<33280x1xi32>
    %511 = stablehlo.reduce(%510 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<33280x1xi32>, tensor<i32>) -> tensor<33280xi32>
    %512 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %513 = stablehlo.minimum %511, %512 : tensor<33280xi32>
    %514 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %515 = stablehlo.compare LT, %484, %514, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %516 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %517 = stablehlo.add %484, %516 : tensor<33280xi32>
    %518 = stablehlo.select %515, %517, %484 : tensor<33280xi1>, tensor<33280xi32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %520 = "stablehlo.gather"(%468, %519) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %521 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %522 = stablehlo.compare LT, %484, %521, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %523 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %524 = stablehlo.add %484, %523 : tensor<33280xi32>
    %525 = stablehlo.select %522, %524, %484 : tensor<33280xi1>, tensor<33280xi32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %527 = "stablehlo.gather"(%466, %526) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %528 = stablehlo.subtract %520, %527 : tensor<33280x1xi32>
    %529 = stablehlo.broadcast_in_dim %513, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %530 = call @take_along_axis_16(%528, %529) : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %531 = stablehlo.reshape %530 : (tensor<33280x1xi32>) -> tensor<33280xi32>
    %532 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %533 = stablehlo.compare LT, %484, %532, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %534 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %535 = stablehlo.add %484, %534 : tensor<33280xi32>
    %536 = stablehlo.select %533, %535, %484 : tensor<33280xi1>, tensor<33280xi32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %538 = "stablehlo.gather"(%467, %537) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %539 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %540 = stablehlo.compare GT, %538, %539, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %541 = stablehlo.subtract %500, %531 : tensor<33280xi32>
    %542 = call @_where_17(%540, %541, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %543 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %544 = stablehlo.compare LT, %484, %543, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %545 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %546 = stablehlo.add %484, %545 : tensor<33280xi32>
    %547 = stablehlo.select %544, %546, %484 : tensor<33280xi1>, tensor<33280xi32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %549 = "stablehlo.gather"(%439, %548) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %550 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %551 = stablehlo.compare LT, %549, %550, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %552 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %553 = stablehlo.add %549, %552 : tensor<33280xi32>
    %554 = stablehlo.select %551, %553, %549 : tensor<33280xi1>, tensor<33280xi32>
    %555 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %556 = stablehlo.compare LT, %513, %555, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %557 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %558 = stablehlo.add %513, %557 : tensor<33280xi32>
    %559 = stablehlo.select %556, %558, %513 : tensor<33280xi1>, tensor<33280xi32>
    %560 = stablehlo.broadcast_in_dim %554, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %561 = stablehlo.broadcast_in_dim %559, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %562 = stablehlo.concatenate %560, %561, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %563 = "stablehlo.gather"(%c_16, %562) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %564 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %565 = stablehlo.compare LT, %484, %564, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %566 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %567 = stablehlo.add %484, %566 : tensor<33280xi32>
    %568 = stablehlo.select %565, %567, %484 : tensor<33280xi1>, tensor<33280xi32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %570 = "stablehlo.gather"(%440, %569) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %571 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %572 = stablehlo.compare LT, %484, %571, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %573 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %574 = stablehlo.add %484, %573 : tensor<33280xi32>
    %575 = stablehlo.select %572, %574, %484 : tensor<33280xi1>, tensor<33280xi32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %577 = "stablehlo.gather"(%467, %576) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %578 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %579 = stablehlo.compare GT, %577, %578, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %580 = stablehlo.and %476, %579 : tensor<33280xi1>
    %581 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %582 = stablehlo.compare LT, %563, %581, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %583 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %584 = stablehlo.add %563, %583 : tensor<33280xi32>
    %585 = stablehlo.select %582, %584, %563 : tensor<33280xi1>, tensor<33280xi32>
    %586 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %587 = stablehlo.compare LT, %570, %586, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %588 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %589 = stablehlo.add %570, %588 : tensor<33280xi32>
    %590 = stablehlo.select %587, %589, %570 : tensor<33280xi1>, tensor<33280xi32>
    %591 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %592 = stablehlo.compare LT, %542, %591, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %593 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %594 = stablehlo.add %542, %593 : tensor<33280xi32>
    %595 = stablehlo.select %592, %594, %542 : tensor<33280xi1>, tensor<33280xi32>
    %596 = stablehlo.broadcast_in_dim %585, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %597 = stablehlo.broadcast_in_dim %590, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %598 = stablehlo.broadcast_in_dim %595, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %599 = stablehlo.concatenate %596, %597, %598, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %600 = "stablehlo.gather"(%131, %599) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %601 = stablehlo.convert %600 : (tensor<33280xi8>) -> tensor<33280xi32>
    %602 = call @_where_17(%580, %601, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %603 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %604 = stablehlo.compare EQ, %500, %603, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %605 = stablehlo.and %476, %604 : tensor<33280xi1>
    %606 = call @_where_18(%605, %c_2, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %607 = stablehlo.convert %606 : tensor<33280xi32>
    %608 = stablehlo.or %602, %607 : tensor<33280xi32>
    %609 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %610 = stablehlo.compare LT, %482, %609, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %611 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %612 = stablehlo.add %482, %611 : tensor<33280xi32>
    %613 = stablehlo.select %610, %612, %482 : tensor<33280xi1>, tensor<33280xi32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %615 = "stablehlo.gather"(%470, %614) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %616 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %617 = stablehlo.subtract %615, %616 : tensor<33280xi32>
    %618 = stablehlo.compare EQ, %500, %617, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %619 = stablehlo.and %476, %618 : tensor<33280xi1>
    %620 = call @_where_18(%619, %c_1, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %621 = stablehlo.convert %620 : tensor<33280xi32>
    %622 = stablehlo.or %608, %621 : tensor<33280xi32>
    %623 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %624 = stablehlo.compare LT, %484, %623, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %625 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %626 = stablehlo.add %484, %625 : tensor<33280xi32>
    %627 = stablehlo.select %624, %626, %484 : tensor<33280xi1>, tensor<33280xi32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %629 = "stablehlo.gather"(%439, %628) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %630 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %631 = stablehlo.compare LT, %629, %630, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %632 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %633 = stablehlo.add %629, %632 : tensor<33280xi32>
    %634 = stablehlo.select %631, %633, %629 : tensor<33280xi1>, tensor<33280xi32>
    %635 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %636 = stablehlo.compare LT, %513, %635, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %637 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %638 = stablehlo.add %513, %637 : tensor<33280xi32>
    %639 = stablehlo.select %636, %638, %513 : tensor<33280xi1>, tensor<33280xi32>
    %640 = stablehlo.broadcast_in_dim %634, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %641 = stablehlo.broadcast_in_dim %639, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %642 = stablehlo.concatenate %640, %641, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %643 = "stablehlo.gather"(%c_16, %642) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x1xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %644 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %645 = stablehlo.multiply %643, %644 : tensor<33280xi32>
    %646 = stablehlo.add %645, %570 : tensor<33280xi32>
    %647 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %648 = stablehlo.compare LT, %563, %647, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %649 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %650 = stablehlo.add %563, %649 : tensor<33280xi32>
    %651 = stablehlo.select %648, %650, %563 : tensor<33280xi1>, tensor<33280xi32>
    %652 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %653 = stablehlo.compare LT, %570, %652, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %654 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %655 = stablehlo.add %570, %654 : tensor<33280xi32>
    %656 = stablehlo.select %653, %655, %570 : tensor<33280xi1>, tensor<33280xi32>
    %657 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %658 = stablehlo.compare LT, %542, %657, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %659 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %660 = stablehlo.add %542, %659 : tensor<33280xi32>
    %661 = stablehlo.select %658, %660, %542 : tensor<33280xi1>, tensor<33280xi32>
    %662 = stablehlo.broadcast_in_dim %651, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %663 = stablehlo.broadcast_in_dim %656, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %664 = stablehlo.broadcast_in_dim %661, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %665 = stablehlo.concatenate %662, %663, %664, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %666 = "stablehlo.gather"(%146, %665) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %667 = stablehlo.convert %646 : (tensor<33280xi32>) -> tensor<33280xi16>
    %668 = stablehlo.convert %622 : (tensor<33280xi32>) -> tensor<33280xi8>
    %669 = stablehlo.custom_call @tpu_custom_call(%667, %666, %668, %198, %199, %200, %432#0, %432#1, %437) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:90214862ce0ee4c119ac09c35586cbd213e0abf75038301cbfca7c5045f9e93d\22, \22cost_estimate\22: {\22bytes_accessed\22: 9126805504, \22flops\22: 6700148981760, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33280xi16>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>) -> tensor<16x32768x128xbf16>
    %670 = stablehlo.iota dim = 0 : tensor<256xi32>
    %671 = call @floor_divide_19(%670, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %672 = call @remainder_21(%670, %c_5) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    %673 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %674 = stablehlo.compare NE, %182, %673, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %675 = stablehlo.convert %674 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %676 = stablehlo.reduce(%675 init: %c_15) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %677 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %678 = stablehlo.compare LT, %671, %677, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %679 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %680 = stablehlo.add %671, %679 : tensor<256xi32>
    %681 = stablehlo.select %678, %680, %671 : tensor<256xi1>, tensor<256xi32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %683 = "stablehlo.gather"(%c_17, %682) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<4x4xi32>, tensor<256x1xi32>) -> tensor<256x4xi32>
    %684 = stablehlo.broadcast_in_dim %672, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %685 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<256x4xi32>
    %686 = stablehlo.compare LT, %683, %685, SIGNED : (tensor<256x4xi32>, tensor<256x4xi32>) -> tensor<256x4xi1>
    %687 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<256x4xi32>
    %688 = stablehlo.add %683, %687 : tensor<256x4xi32>
    %689 = stablehlo.select %686, %688, %683 : tensor<256x4xi1>, tensor<256x4xi32>
    %690 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %691 = stablehlo.compare LT, %684, %690, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %692 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %693 = stablehlo.add %684, %692 : tensor<256x1xi32>
    %694 = stablehlo.select %691, %693, %684 : tensor<256x1xi1>, tensor<256x1xi32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x4xi32>
    %696 = stablehlo.broadcast_in_dim %689, dims = [0, 1] : (tensor<256x4xi32>) -> tensor<256x4x1xi32>
    %697 = stablehlo.broadcast_in_dim %695, dims = [0, 1] : (tensor<256x4xi32>) -> tensor<256x4x1xi32>
    %698 = stablehlo.concatenate %696, %697, dim = 2 : (tensor<256x4x1xi32>, tensor<256x4x1xi32>) -> tensor<256x4x2xi32>
    %699 = "stablehlo.gather"(%676, %698) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<16x64xi32>, tensor<256x4x2xi32>) -> tensor<256x4xi32>
    %700 = stablehlo.reduce(%699 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<256x4xi32>, tensor<i32>) -> tensor<256xi32>
    %701 = call @cumsum_22(%699) : (tensor<256x4xi32>) -> tensor<256x4xi32>
    %702 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %703 = stablehlo.maximum %700, %702 : tensor<256xi32>
    %704 = call @cumsum_24(%703) : (tensor<256xi32>) -> tensor<256xi32>
    %705 = stablehlo.iota dim = 0 : tensor<33280xi32>
    %706 = stablehlo.slice %704 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %707 = stablehlo.reshape %706 : (tensor<1xi32>) -> tensor<i32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %709 = stablehlo.compare LT, %705, %708, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %710 = stablehlo.slice %704 [255:256] : (tensor<256xi32>) -> tensor<1xi32>
    %711 = stablehlo.reshape %710 : (tensor<1xi32>) -> tensor<i32>
    %712 = stablehlo.subtract %711, %c_11 : tensor<i32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %714 = stablehlo.minimum %705, %713 : tensor<33280xi32>
    %715 = call @searchsorted_26(%704, %714) : (tensor<256xi32>, tensor<33280xi32>) -> tensor<33280xi32>
    %716 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %717 = stablehlo.add %716, %715 : tensor<33280xi32>
    %718 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %719 = stablehlo.compare LT, %715, %718, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %720 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %721 = stablehlo.add %715, %720 : tensor<33280xi32>
    %722 = stablehlo.select %719, %721, %715 : tensor<33280xi1>, tensor<33280xi32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %724 = "stablehlo.gather"(%704, %723) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %725 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %726 = stablehlo.compare LT, %715, %725, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %727 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %728 = stablehlo.add %715, %727 : tensor<33280xi32>
    %729 = stablehlo.select %726, %728, %715 : tensor<33280xi1>, tensor<33280xi32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %731 = "stablehlo.gather"(%703, %730) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %732 = stablehlo.subtract %724, %731 : tensor<33280xi32>
    %733 = stablehlo.subtract %714, %732 : tensor<33280xi32>
    %734 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %735 = stablehlo.compare LT, %717, %734, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %736 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %737 = stablehlo.add %717, %736 : tensor<33280xi32>
    %738 = stablehlo.select %735, %737, %717 : tensor<33280xi1>, tensor<33280xi32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %740 = "stablehlo.gather"(%701, %739) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<256x4xi32>, tensor<33280x1xi32>) -> tensor<33280x4xi32>
    %741 = stablehlo.broadcast_in_dim %733, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1] : (tensor<33280x1xi32>) -> tensor<33280x4xi32>
    %743 = stablehlo.compare LE, %740, %742, SIGNED : (tensor<33280x4xi32>, tensor<33280x4xi32>) -> tensor<33280x4xi1>
    %744 = stablehlo.convert %743 : (tensor<33280x4xi1>) -> tensor<33280x4xi32>
    %745 = stablehlo.reduce(%744 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<33280x4xi32>, tensor<i32>) -> tensor<33280xi32>
    %746 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %747 = stablehlo.minimum %745, %746 : tensor<33280xi32>
    %748 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %749 = stablehlo.compare LT, %717, %748, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %750 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %751 = stablehlo.add %717, %750 : tensor<33280xi32>
    %752 = stablehlo.select %749, %751, %717 : tensor<33280xi1>, tensor<33280xi32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %754 = "stablehlo.gather"(%701, %753) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<256x4xi32>, tensor<33280x1xi32>) -> tensor<33280x4xi32>
    %755 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %756 = stablehlo.compare LT, %717, %755, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %757 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %758 = stablehlo.add %717, %757 : tensor<33280xi32>
    %759 = stablehlo.select %756, %758, %717 : tensor<33280xi1>, tensor<33280xi32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %761 = "stablehlo.gather"(%699, %760) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<256x4xi32>, tensor<33280x1xi32>) -> tensor<33280x4xi32>
    %762 = stablehlo.subtract %754, %761 : tensor<33280x4xi32>
    %763 = stablehlo.broadcast_in_dim %747, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %764 = call @take_along_axis_30(%762, %763) : (tensor<33280x4xi32>, tensor<33280x1xi32>) -> tensor<33280x1xi32>
    %765 = stablehlo.reshape %764 : (tensor<33280x1xi32>) -> tensor<33280xi32>
    %766 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %767 = stablehlo.compare LT, %717, %766, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %768 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %769 = stablehlo.add %717, %768 : tensor<33280xi32>
    %770 = stablehlo.select %767, %769, %717 : tensor<33280xi1>, tensor<33280xi32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %772 = "stablehlo.gather"(%700, %771) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %773 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %774 = stablehlo.compare GT, %772, %773, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %775 = stablehlo.subtract %733, %765 : tensor<33280xi32>
    %776 = call @_where_17(%774, %775, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %777 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %778 = stablehlo.compare LT, %717, %777, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %779 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %780 = stablehlo.add %717, %779 : tensor<33280xi32>
    %781 = stablehlo.select %778, %780, %717 : tensor<33280xi1>, tensor<33280xi32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %783 = "stablehlo.gather"(%671, %782) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %784 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %785 = stablehlo.compare LT, %783, %784, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %786 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %787 = stablehlo.add %783, %786 : tensor<33280xi32>
    %788 = stablehlo.select %785, %787, %783 : tensor<33280xi1>, tensor<33280xi32>
    %789 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %790 = stablehlo.compare LT, %747, %789, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %791 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %792 = stablehlo.add %747, %791 : tensor<33280xi32>
    %793 = stablehlo.select %790, %792, %747 : tensor<33280xi1>, tensor<33280xi32>
    %794 = stablehlo.broadcast_in_dim %788, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %795 = stablehlo.broadcast_in_dim %793, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %796 = stablehlo.concatenate %794, %795, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %797 = "stablehlo.gather"(%c_17, %796) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %798 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %799 = stablehlo.compare LT, %717, %798, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %800 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %801 = stablehlo.add %717, %800 : tensor<33280xi32>
    %802 = stablehlo.select %799, %801, %717 : tensor<33280xi1>, tensor<33280xi32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %804 = "stablehlo.gather"(%672, %803) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %805 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %806 = stablehlo.compare LT, %717, %805, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %807 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %808 = stablehlo.add %717, %807 : tensor<33280xi32>
    %809 = stablehlo.select %806, %808, %717 : tensor<33280xi1>, tensor<33280xi32>
    %810 = stablehlo.broadcast_in_dim %809, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %811 = "stablehlo.gather"(%700, %810) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %812 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %813 = stablehlo.compare GT, %811, %812, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %814 = stablehlo.and %709, %813 : tensor<33280xi1>
    %815 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %816 = stablehlo.compare LT, %797, %815, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %817 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %818 = stablehlo.add %797, %817 : tensor<33280xi32>
    %819 = stablehlo.select %816, %818, %797 : tensor<33280xi1>, tensor<33280xi32>
    %820 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %821 = stablehlo.compare LT, %804, %820, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %822 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %823 = stablehlo.add %804, %822 : tensor<33280xi32>
    %824 = stablehlo.select %821, %823, %804 : tensor<33280xi1>, tensor<33280xi32>
    %825 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %826 = stablehlo.compare LT, %776, %825, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %827 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %828 = stablehlo.add %776, %827 : tensor<33280xi32>
    %829 = stablehlo.select %826, %828, %776 : tensor<33280xi1>, tensor<33280xi32>
    %830 = stablehlo.broadcast_in_dim %819, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %831 = stablehlo.broadcast_in_dim %824, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %832 = stablehlo.broadcast_in_dim %829, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %833 = stablehlo.concatenate %830, %831, %832, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %834 = "stablehlo.gather"(%182, %833) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %835 = stablehlo.convert %834 : (tensor<33280xi8>) -> tensor<33280xi32>
    %836 = call @_where_17(%814, %835, %c_15) : (tensor<33280xi1>, tensor<33280xi32>, tensor<i32>) -> tensor<33280xi32>
    %837 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %838 = stablehlo.compare EQ, %733, %837, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %839 = stablehlo.and %709, %838 : tensor<33280xi1>
    %840 = call @_where_18(%839, %c_2, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %841 = stablehlo.convert %840 : tensor<33280xi32>
    %842 = stablehlo.or %836, %841 : tensor<33280xi32>
    %843 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %844 = stablehlo.compare LT, %715, %843, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %845 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %846 = stablehlo.add %715, %845 : tensor<33280xi32>
    %847 = stablehlo.select %844, %846, %715 : tensor<33280xi1>, tensor<33280xi32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %849 = "stablehlo.gather"(%703, %848) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %850 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %851 = stablehlo.subtract %849, %850 : tensor<33280xi32>
    %852 = stablehlo.compare EQ, %733, %851, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %853 = stablehlo.and %709, %852 : tensor<33280xi1>
    %854 = call @_where_18(%853, %c_1, %c_15) : (tensor<33280xi1>, tensor<i32>, tensor<i32>) -> tensor<33280xi32>
    %855 = stablehlo.convert %854 : tensor<33280xi32>
    %856 = stablehlo.or %842, %855 : tensor<33280xi32>
    %857 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %858 = stablehlo.compare LT, %717, %857, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %859 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %860 = stablehlo.add %717, %859 : tensor<33280xi32>
    %861 = stablehlo.select %858, %860, %717 : tensor<33280xi1>, tensor<33280xi32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %863 = "stablehlo.gather"(%671, %862) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<256xi32>, tensor<33280x1xi32>) -> tensor<33280xi32>
    %864 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %865 = stablehlo.compare LT, %863, %864, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %866 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %867 = stablehlo.add %863, %866 : tensor<33280xi32>
    %868 = stablehlo.select %865, %867, %863 : tensor<33280xi1>, tensor<33280xi32>
    %869 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %870 = stablehlo.compare LT, %747, %869, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %871 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %872 = stablehlo.add %747, %871 : tensor<33280xi32>
    %873 = stablehlo.select %870, %872, %747 : tensor<33280xi1>, tensor<33280xi32>
    %874 = stablehlo.broadcast_in_dim %868, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %875 = stablehlo.broadcast_in_dim %873, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %876 = stablehlo.concatenate %874, %875, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x2xi32>
    %877 = "stablehlo.gather"(%c_17, %876) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xi32>, tensor<33280x2xi32>) -> tensor<33280xi32>
    %878 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %879 = stablehlo.multiply %877, %878 : tensor<33280xi32>
    %880 = stablehlo.add %879, %804 : tensor<33280xi32>
    %881 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %882 = stablehlo.compare LT, %797, %881, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %883 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %884 = stablehlo.add %797, %883 : tensor<33280xi32>
    %885 = stablehlo.select %882, %884, %797 : tensor<33280xi1>, tensor<33280xi32>
    %886 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %887 = stablehlo.compare LT, %804, %886, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %888 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %889 = stablehlo.add %804, %888 : tensor<33280xi32>
    %890 = stablehlo.select %887, %889, %804 : tensor<33280xi1>, tensor<33280xi32>
    %891 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %892 = stablehlo.compare LT, %776, %891, SIGNED : (tensor<33280xi32>, tensor<33280xi32>) -> tensor<33280xi1>
    %893 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<33280xi32>
    %894 = stablehlo.add %776, %893 : tensor<33280xi32>
    %895 = stablehlo.select %892, %894, %776 : tensor<33280xi1>, tensor<33280xi32>
    %896 = stablehlo.broadcast_in_dim %885, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %897 = stablehlo.broadcast_in_dim %890, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %898 = stablehlo.broadcast_in_dim %895, dims = [0] : (tensor<33280xi32>) -> tensor<33280x1xi32>
    %899 = stablehlo.concatenate %896, %897, %898, dim = 1 : (tensor<33280x1xi32>, tensor<33280x1xi32>, tensor<33280x1xi32>) -> tensor<33280x3xi32>
    %900 = "stablehlo.gather"(%197, %899) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi8>, tensor<33280x3xi32>) -> tensor<33280xi8>
    %901 = stablehlo.convert %880 : (tensor<33280xi32>) -> tensor<33280xi16>
    %902 = stablehlo.convert %856 : (tensor<33280xi32>) -> tensor<33280xi8>
    %903:2 = stablehlo.custom_call @tpu_custom_call(%901, %900, %902, %198, %199, %200, %432#0, %432#1, %437) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:7d547371f663ceaaf169d5c1b31e9b0872acd88df207a5ae801333e4ec7ba252\22, \22cost_estimate\22: {\22bytes_accessed\22: 8858370048, \22flops\22: 8933531975680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33280xi16>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>) -> (tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>)
    %904 = call @_pad_31(%903#1) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %905 = call @_pad_31(%903#0) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %906 = call @_pad_32(%669) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %432#0, %906, %905, %904 : tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:86a12072df3d98edca1e0560b2c8ad6d08f19797740c59ff0a3a6944d1140a3e
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 33280>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
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
      %16 = vector.load %arg10[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg11[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<512x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg12[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %60 = vector.load %arg10[%c0_18, %c0_19] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
      %79 = vector.load %arg11[%c0_25, %c0_26] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %80 = arith.mulf %78, %79 : vector<512x128xf32>
      %cst_27 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %81 = vector.multi_reduction <add>, %76, %cst_27 [1] : vector<512x512xf32> to vector<512xf32>
      %82 = vector.shape_cast %81 : vector<512xf32> to vector<512x1xf32>
      %83 = vector.broadcast %82 : vector<512x1xf32> to vector<512x128xf32>
      %84 = arith.addf %80, %83 : vector<512x128xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %85 = vector.load %arg11[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %86 = vector.shape_cast %85 : vector<512x128xf32> to vector<512x128xf32>
      %87 = vector.shape_cast %84 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_28, %c0_29], %87 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %88 = vector.load %arg7[%c0_30, %c0_31, %c0_32] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %89 = vector.shape_cast %88 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %90 = vector.extract_strided_slice %78 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %91 = vector.load %arg12[%c0_33, %c0_34] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %92 = vector.broadcast %90 : vector<512x1xf32> to vector<512x128xf32>
      %93 = arith.mulf %92, %91 : vector<512x128xf32>
      %94 = arith.truncf %76 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %95 = tpu.matmul %94, %89, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %96 = arith.addf %93, %95 : vector<512x128xf32>
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %97 = vector.load %arg12[%c0_36, %c0_37] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %98 = vector.shape_cast %97 : vector<512x128xf32> to vector<512x128xf32>
      %99 = vector.shape_cast %96 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_36, %c0_37], %99 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %100 = vector.load %arg10[%c0_38, %c0_39] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %101 = vector.shape_cast %100 : vector<512x128xf32> to vector<512x128xf32>
      %102 = vector.shape_cast %66 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_38, %c0_39], %102 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg11[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<512x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg12[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %28 = vector.load %arg10[%c0_12, %c0_13] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
      %37 = vector.load %arg9[%c0_16, %c0_17, %c0_18] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %38 = vector.shape_cast %37 : vector<1x1x512xf32> to vector<1x512xf32>
      %39 = vector.shape_cast %36 : vector<1x512xf32> to vector<1x1x512xf32>
      tpu.vector_store %arg9[%c0_16, %c0_17, %c0_18], %39 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dq sha256:90214862ce0ee4c119ac09c35586cbd213e0abf75038301cbfca7c5045f9e93d
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 33280>, scalar_prefetch = 3 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}]} {
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
      %cst = arith.constant 0.000000e+00 : f32
      %15 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg12[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %17 = vector.load %arg5[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %19 = tpu.matmul %18, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
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
      %c0_20 = arith.constant 0 : index
      %60 = vector.load %arg9[%c0_18, %c0_19, %c0_20] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %61 = vector.shape_cast %60 : vector<1x1x512xf32> to vector<512xf32>
      %62 = vector.shape_cast %61 : vector<512xf32> to vector<512x1xf32>
      %63 = vector.broadcast %62 : vector<512x1xf32> to vector<512x512xf32>
      %64 = arith.subf %21, %63 : vector<512x512xf32>
      %65 = math.exp %64 : vector<512x512xf32>
      %cst_21 = arith.constant 0.000000e+00 : f32
      %66 = vector.broadcast %cst_21 : f32 to vector<512x512xf32>
      %67 = arith.select %59, %65, %66 : vector<512x512xi1>, vector<512x512xf32>
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %68 = vector.load %arg8[%c0_22, %c0_23, %c0_24] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %69 = vector.shape_cast %68 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %70 = vector.load %arg7[%c0_25, %c0_26, %c0_27] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %71 = vector.shape_cast %70 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_28 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %72 = tpu.matmul %69, %71, %cst_28 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %73 = vector.load %arg10[%c0_29, %c0_30, %c0_31] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %74 = vector.shape_cast %73 : vector<1x1x512xf32> to vector<512xf32>
      %75 = vector.shape_cast %74 : vector<512xf32> to vector<512x1xf32>
      %76 = vector.broadcast %75 : vector<512x1xf32> to vector<512x512xf32>
      %77 = arith.subf %72, %76 : vector<512x512xf32>
      %78 = arith.mulf %67, %77 : vector<512x512xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %79 = vector.load %arg12[%c0_32, %c0_33] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %80 = arith.truncf %78 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_34 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %81 = tpu.matmul %80, %16, %cst_34 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_35 = arith.constant 0.0883883461 : f32
      %82 = vector.broadcast %cst_35 : f32 to vector<512x128xf32>
      %83 = arith.mulf %81, %82 : vector<512x128xf32>
      %84 = arith.addf %79, %83 : vector<512x128xf32>
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %85 = vector.load %arg12[%c0_36, %c0_37] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %86 = vector.shape_cast %85 : vector<512x128xf32> to vector<512x128xf32>
      %87 = vector.shape_cast %84 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_36, %c0_37], %87 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg12[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %16 = arith.truncf %15 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg11[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %19 = vector.shape_cast %16 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg11[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:7d547371f663ceaaf169d5c1b31e9b0872acd88df207a5ae801333e4ec7ba252
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 33280>, scalar_prefetch = 3 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
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
      %cst = arith.constant 0.000000e+00 : f32
      %15 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg13[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg14[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %17 = vector.load %arg8[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %19 = vector.load %arg6[%c0_10, %c0_11, %c0_12] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %20 = vector.shape_cast %19 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %21 = tpu.matmul %20, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_13 = arith.constant 0.0883883461 : f32
      %22 = vector.broadcast %cst_13 : f32 to vector<512x512xf32>
      %23 = arith.mulf %21, %22 : vector<512x512xf32>
      %24 = arith.index_cast %arg1 : i32 to index
      %25 = memref.load %arg2[%24] : memref<33280xi16, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i16 to i32
      %c64_i32 = arith.constant 64 : i32
      %c0_i32_14 = arith.constant 0 : i32
      %27 = arith.cmpi eq, %c64_i32, %c0_i32_14 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.select %27, %c1_i32, %c64_i32 : i32
      %29 = arith.remsi %26, %28 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %30 = arith.cmpi ne, %29, %c0_i32_15 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %31 = arith.cmpi slt, %29, %c0_i32_16 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %32 = arith.cmpi slt, %28, %c0_i32_17 : i32
      %33 = arith.xori %31, %32 : i1
      %34 = arith.andi %33, %30 : i1
      %35 = arith.addi %29, %28 : i32
      %36 = arith.select %34, %35, %29 : i32
      %37 = arith.index_cast %arg1 : i32 to index
      %38 = memref.load %arg3[%37] : memref<33280xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %39, %c512_i32 : i32
      %41 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %42 = vector.broadcast %40 : i32 to vector<512x512xi32>
      %43 = arith.addi %42, %41 : vector<512x512xi32>
      %c512_i32_18 = arith.constant 512 : i32
      %44 = arith.muli %36, %c512_i32_18 : i32
      %45 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %46 = vector.broadcast %44 : i32 to vector<512x512xi32>
      %47 = arith.addi %46, %45 : vector<512x512xi32>
      %48 = arith.subi %47, %43 : vector<512x512xi32>
      %49 = arith.cmpi eq, %48, %48 : vector<512x512xi32>
      %c0_i32_19 = arith.constant 0 : i32
      %50 = vector.broadcast %c0_i32_19 : i32 to vector<512x512xi32>
      %51 = arith.cmpi sle, %48, %50 : vector<512x512xi32>
      %52 = arith.andi %49, %51 : vector<512x512xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %53 = vector.broadcast %c32768_i32 : i32 to vector<512x512xi32>
      %54 = arith.cmpi slt, %43, %53 : vector<512x512xi32>
      %55 = arith.andi %52, %54 : vector<512x512xi1>
      %c32768_i32_20 = arith.constant 32768 : i32
      %56 = vector.broadcast %c32768_i32_20 : i32 to vector<512x512xi32>
      %57 = arith.cmpi slt, %47, %56 : vector<512x512xi32>
      %58 = arith.andi %55, %57 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.cmpi eq, %3, %c2_i32 : i32
      %60 = vector.broadcast %59 : i1 to vector<512x512xi1>
      %61 = arith.ori %58, %60 : vector<512x512xi1>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %62 = vector.load %arg9[%c0_21, %c0_22, %c0_23] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %63 = vector.shape_cast %62 : vector<1x1x512xf32> to vector<1x512xf32>
      %64 = vector.broadcast %63 : vector<1x512xf32> to vector<512x512xf32>
      %65 = arith.subf %23, %64 : vector<512x512xf32>
      %66 = math.exp %65 : vector<512x512xf32>
      %cst_24 = arith.constant 0.000000e+00 : f32
      %67 = vector.broadcast %cst_24 : f32 to vector<512x512xf32>
      %68 = arith.select %61, %66, %67 : vector<512x512xi1>, vector<512x512xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %69 = vector.load %arg14[%c0_25, %c0_26] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %70 = arith.truncf %68 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_27 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %71 = tpu.matmul %70, %18, %cst_27 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %72 = arith.addf %69, %71 : vector<512x128xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %73 = vector.load %arg14[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %74 = vector.shape_cast %73 : vector<512x128xf32> to vector<512x128xf32>
      %75 = vector.shape_cast %72 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_28, %c0_29], %75 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %76 = vector.load %arg7[%c0_30, %c0_31, %c0_32] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %77 = vector.shape_cast %76 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_33 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %78 = tpu.matmul %77, %18, %cst_33 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %79 = vector.load %arg10[%c0_34, %c0_35, %c0_36] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %80 = vector.shape_cast %79 : vector<1x1x512xf32> to vector<1x512xf32>
      %81 = vector.broadcast %80 : vector<1x512xf32> to vector<512x512xf32>
      %82 = arith.subf %78, %81 : vector<512x512xf32>
      %83 = arith.mulf %68, %82 : vector<512x512xf32>
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %84 = vector.load %arg13[%c0_37, %c0_38] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %85 = arith.truncf %83 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_39 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %86 = tpu.matmul %85, %16, %cst_39 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_40 = arith.constant 0.0883883461 : f32
      %87 = vector.broadcast %cst_40 : f32 to vector<512x128xf32>
      %88 = arith.mulf %86, %87 : vector<512x128xf32>
      %89 = arith.addf %84, %88 : vector<512x128xf32>
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %90 = vector.load %arg13[%c0_41, %c0_42] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %91 = vector.shape_cast %90 : vector<512x128xf32> to vector<512x128xf32>
      %92 = vector.shape_cast %89 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_41, %c0_42], %92 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg13[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %16 = arith.truncf %15 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg11[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %19 = vector.shape_cast %16 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg11[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %20 = vector.load %arg14[%c0_9, %c0_10] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = arith.truncf %20 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg12[%c0_11, %c0_12, %c0_13] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %23 = vector.shape_cast %22 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %24 = vector.shape_cast %21 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg12[%c0_11, %c0_12, %c0_13], %24 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
    %23 = memref.load %arg3[%22] : memref<33280xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %24, %c0_i32_5 : i32, i32, i32
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
    %23 = memref.load %arg3[%22] : memref<33280xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %21, %24, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33280xi16, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
