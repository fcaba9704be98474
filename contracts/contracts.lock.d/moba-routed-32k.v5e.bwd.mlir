module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>, %arg2: tensor<1x64x64xi8>, %arg3: tensor<1x64x64xi8>, %arg4: tensor<16x32768x128xbf16>, %arg5: tensor<4x32768x128xbf16>, %arg6: tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<4x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<4x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %c = stablehlo.constant dense<33281> : tensor<i32>
    %c_0 = stablehlo.constant dense<33280> : tensor<i32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
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
    %c_15 = stablehlo.constant dense<false> : tensor<16x1xi1>
    %c_16 = stablehlo.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>
    %c_17 = stablehlo.constant dense<false> : tensor<4x4xi1>
    %0 = stablehlo.convert %arg4 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
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
    %16 = stablehlo.convert %arg5 : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xf32>
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
    %98 = stablehlo.iota dim = 0 : tensor<64xi32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<64xi32>) -> tensor<1x64x1xi32>
    %100 = stablehlo.convert %97 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %101 = stablehlo.iota dim = 0 : tensor<16xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<16xi32>) -> tensor<16x1x1xi32>
    %103 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %104 = stablehlo.compare LT, %102, %103, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %105 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %106 = stablehlo.add %102, %105 : tensor<16x1x1xi32>
    %107 = stablehlo.select %104, %106, %102 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %108 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %109 = stablehlo.compare LT, %99, %108, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %110 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %111 = stablehlo.add %99, %110 : tensor<1x64x1xi32>
    %112 = stablehlo.select %109, %111, %99 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %113 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %114 = stablehlo.compare LT, %100, %113, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %115 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %116 = stablehlo.add %100, %115 : tensor<16x64x64xi32>
    %117 = stablehlo.select %114, %116, %100 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %118 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %119 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %120 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %122 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %123 = stablehlo.concatenate %120, %121, %122, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %124 = "stablehlo.gather"(%95, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %125 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %126 = stablehlo.compare NE, %96, %125, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %127 = stablehlo.and %126, %124 : tensor<16x64x64xi1>
    %128 = stablehlo.not %127 : tensor<16x64x64xi1>
    %129 = call @argsort(%128) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %130 = call @_where_3(%127, %96, %c_13) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %131 = call @take_along_axis(%130, %129) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %132 = call @take_along_axis(%97, %129) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %133 = stablehlo.convert %127 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %134 = stablehlo.reduce(%133 init: %c_13) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %136 = stablehlo.iota dim = 0 : tensor<64xi32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %139 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %140 = stablehlo.compare LT, %138, %139, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %141 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %142 = stablehlo.subtract %135, %141 : tensor<16x64x1xi32>
    %143 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
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
    %154 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %155 = stablehlo.compare LT, %153, %154, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %156 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %157 = stablehlo.add %153, %156 : tensor<16x1x1xi32>
    %158 = stablehlo.select %155, %157, %153 : tensor<16x1x1xi1>, tensor<16x1x1xi32>
    %159 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %160 = stablehlo.compare LT, %151, %159, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %161 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x64x64xi32>
    %162 = stablehlo.add %151, %161 : tensor<16x64x64xi32>
    %163 = stablehlo.select %160, %162, %151 : tensor<16x64x64xi1>, tensor<16x64x64xi32>
    %164 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %165 = stablehlo.compare LT, %150, %164, SIGNED : (tensor<1x64x1xi32>, tensor<1x64x1xi32>) -> tensor<1x64x1xi1>
    %166 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x64x1xi32>
    %167 = stablehlo.add %150, %166 : tensor<1x64x1xi32>
    %168 = stablehlo.select %165, %167, %150 : tensor<1x64x1xi1>, tensor<1x64x1xi32>
    %169 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<16x1x1xi32>) -> tensor<16x64x64xi32>
    %170 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<16x64x64xi32>
    %171 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %172 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %173 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<16x64x64xi32>) -> tensor<16x64x64x1xi32>
    %174 = stablehlo.concatenate %171, %172, %173, dim = 3 : (tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>, tensor<16x64x64x1xi32>) -> tensor<16x64x64x3xi32>
    %175 = "stablehlo.gather"(%95, %174) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<16x64x64xi1>, tensor<16x64x64x3xi32>) -> tensor<16x64x64xi1>
    %176 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %177 = stablehlo.compare NE, %147, %176, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %178 = stablehlo.and %177, %175 : tensor<16x64x64xi1>
    %179 = stablehlo.not %178 : tensor<16x64x64xi1>
    %180 = call @argsort(%179) : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %181 = call @_where_3(%178, %147, %c_13) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<i32>) -> tensor<16x64x64xi8>
    %182 = call @take_along_axis(%181, %180) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %183 = call @take_along_axis(%148, %180) : (tensor<16x64x64xi8>, tensor<16x64x64xi32>) -> tensor<16x64x64xi8>
    %184 = stablehlo.convert %178 : (tensor<16x64x64xi1>) -> tensor<16x64x64xi32>
    %185 = stablehlo.reduce(%184 init: %c_13) applies stablehlo.add across dimensions = [2] : (tensor<16x64x64xi32>, tensor<i32>) -> tensor<16x64xi32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %187 = stablehlo.iota dim = 0 : tensor<64xi32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [2] : (tensor<64xi32>) -> tensor<1x1x64xi32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<16x64x64xi32>
    %190 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x64xi32>
    %191 = stablehlo.compare LT, %189, %190, SIGNED : (tensor<16x64x64xi32>, tensor<16x64x64xi32>) -> tensor<16x64x64xi1>
    %192 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %193 = stablehlo.subtract %186, %192 : tensor<16x64x1xi32>
    %194 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16x64x1xi32>
    %195 = stablehlo.maximum %193, %194 : tensor<16x64x1xi32>
    %196 = call @take_along_axis_4(%183, %195) : (tensor<16x64x64xi8>, tensor<16x64x1xi32>) -> tensor<16x64x1xi8>
    %197 = call @_where_5(%191, %183, %196) : (tensor<16x64x64xi1>, tensor<16x64x64xi8>, tensor<16x64x1xi8>) -> tensor<16x64x64xi8>
    %198 = call @_pad_6(%arg4, %c_13) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %199 = call @_pad_7(%arg5, %c_13) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %200 = call @_pad_7(%arg6, %c_13) : (tensor<4x32768x128xbf16>, tensor<i32>) -> tensor<4x32768x128xbf16>
    %201 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %202 = stablehlo.compare NE, %131, %201, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %203 = stablehlo.convert %146 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %204 = stablehlo.convert %131 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %205 = stablehlo.slice %203 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %206 = stablehlo.slice %203 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %207 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x64x63xi32>
    %208 = stablehlo.add %206, %207 : tensor<16x64x63xi32>
    %209 = stablehlo.compare EQ, %205, %208, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %210 = stablehlo.slice %204 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %211 = stablehlo.slice %204 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %212 = stablehlo.compare EQ, %210, %211, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %213 = stablehlo.and %209, %212 : tensor<16x64x63xi1>
    %214 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<16x64x1xi1>
    %215 = stablehlo.not %213 : tensor<16x64x63xi1>
    %216 = stablehlo.concatenate %214, %215, dim = 2 : (tensor<16x64x1xi1>, tensor<16x64x63xi1>) -> tensor<16x64x64xi1>
    %217 = stablehlo.and %202, %216 : tensor<16x64x64xi1>
    %218 = stablehlo.convert %146 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %219 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %220 = stablehlo.add %c_14, %219 : tensor<16x1xi32>
    %221 = stablehlo.select %c_15, %220, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %223 = "stablehlo.gather"(%218, %222) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %225 = stablehlo.reshape %224 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %226 = stablehlo.convert %131 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %227 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %228 = stablehlo.add %c_14, %227 : tensor<16x1xi32>
    %229 = stablehlo.select %c_15, %228, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %231 = "stablehlo.gather"(%226, %230) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %232 = stablehlo.transpose %231, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %233 = stablehlo.reshape %232 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %234 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %235 = stablehlo.add %c_14, %234 : tensor<16x1xi32>
    %236 = stablehlo.select %c_15, %235, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %238 = "stablehlo.gather"(%202, %237) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %239 = stablehlo.transpose %238, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %240 = stablehlo.reshape %239 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %241 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %242 = stablehlo.add %c_14, %241 : tensor<16x1xi32>
    %243 = stablehlo.select %c_15, %242, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %245 = "stablehlo.gather"(%217, %244) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %246 = stablehlo.transpose %245, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %247 = stablehlo.reshape %246 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %248 = stablehlo.reshape %247 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %249 = stablehlo.reshape %240 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %250 = call @cumsum(%248) : (tensor<65536xi1>) -> tensor<65536xi32>
    %251 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %252 = stablehlo.subtract %250, %251 : tensor<65536xi32>
    %253 = call @_where_9(%248, %252, %c_0) : (tensor<65536xi1>, tensor<65536xi32>, tensor<i32>) -> tensor<65536xi32>
    %254 = stablehlo.reshape %225 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %255 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %256 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %257 = stablehlo.compare LT, %253, %256, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %258 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %259 = stablehlo.add %253, %258 : tensor<65536xi32>
    %260 = stablehlo.select %257, %259, %253 : tensor<65536xi1>, tensor<65536xi32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %262 = "stablehlo.scatter"(%255, %261, %254) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      stablehlo.return %arg8 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %263 = stablehlo.slice %262 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %264 = stablehlo.reshape %233 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %265 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %266 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %267 = stablehlo.compare LT, %253, %266, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %268 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %269 = stablehlo.add %253, %268 : tensor<65536xi32>
    %270 = stablehlo.select %267, %269, %253 : tensor<65536xi1>, tensor<65536xi32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %272 = "stablehlo.scatter"(%265, %271, %264) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      stablehlo.return %arg8 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %273 = stablehlo.slice %272 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %274 = call @_where_9(%249, %252, %c_0) : (tensor<65536xi1>, tensor<65536xi32>, tensor<i32>) -> tensor<65536xi32>
    %275 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %276 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %277 = stablehlo.compare LT, %274, %276, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %278 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %279 = stablehlo.add %274, %278 : tensor<65536xi32>
    %280 = stablehlo.select %277, %279, %274 : tensor<65536xi1>, tensor<65536xi32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %282 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %283 = "stablehlo.scatter"(%275, %281, %282) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %509 = stablehlo.add %arg7, %arg8 : tensor<i32>
      stablehlo.return %509 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %284 = stablehlo.slice %283 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %285 = stablehlo.convert %247 : (tensor<1024x64xi1>) -> tensor<1024x64xi32>
    %286 = stablehlo.reduce(%285 init: %c_13) applies stablehlo.add across dimensions = [1] : (tensor<1024x64xi32>, tensor<i32>) -> tensor<1024xi32>
    %287 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %288 = call @cumsum_10(%286) : (tensor<1024xi32>) -> tensor<1024xi32>
    %289 = stablehlo.concatenate %287, %288, dim = 0 : (tensor<1xi32>, tensor<1024xi32>) -> tensor<1025xi32>
    %290 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1025xi32>
    %291 = stablehlo.minimum %289, %290 : tensor<1025xi32>
    %292 = stablehlo.convert %263 : (tensor<33280xi32>) -> tensor<33280xi8>
    %293 = stablehlo.convert %284 : (tensor<33280xi32>) -> tensor<33280xi8>
    %294 = stablehlo.convert %273 : (tensor<33280xi32>) -> tensor<33280xi8>
    %295:2 = stablehlo.custom_call @tpu_custom_call(%291, %292, %293, %294, %198, %199, %200) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:e9b3b9b6a25e3dbaf00c27b958e67ab0033fc116ccea8730e0178fbd3ed8dcb9\22, \22cost_estimate\22: {\22bytes_accessed\22: 8992587776, \22flops\22: 4466765987840, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1025xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>)
    %296 = stablehlo.convert %295#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %297 = stablehlo.convert %295#0 : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xf32>
    %298 = stablehlo.multiply %296, %297 : tensor<16x32768x128xf32>
    %299 = stablehlo.reduce(%298 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<16x32768x128xf32>, tensor<f32>) -> tensor<16x32768xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 2] : (tensor<16x32768xf32>) -> tensor<16x1x32768xf32>
    %301 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %302 = stablehlo.compare NE, %131, %301, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %303 = stablehlo.convert %146 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %304 = stablehlo.convert %131 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %305 = stablehlo.slice %303 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %306 = stablehlo.slice %303 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %307 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x64x63xi32>
    %308 = stablehlo.add %306, %307 : tensor<16x64x63xi32>
    %309 = stablehlo.compare EQ, %305, %308, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %310 = stablehlo.slice %304 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %311 = stablehlo.slice %304 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %312 = stablehlo.compare EQ, %310, %311, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %313 = stablehlo.and %309, %312 : tensor<16x64x63xi1>
    %314 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<16x64x1xi1>
    %315 = stablehlo.not %313 : tensor<16x64x63xi1>
    %316 = stablehlo.concatenate %314, %315, dim = 2 : (tensor<16x64x1xi1>, tensor<16x64x63xi1>) -> tensor<16x64x64xi1>
    %317 = stablehlo.and %302, %316 : tensor<16x64x64xi1>
    %318 = stablehlo.convert %146 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %319 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %320 = stablehlo.add %c_14, %319 : tensor<16x1xi32>
    %321 = stablehlo.select %c_15, %320, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %323 = "stablehlo.gather"(%318, %322) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %324 = stablehlo.transpose %323, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %325 = stablehlo.reshape %324 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %326 = stablehlo.convert %131 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %327 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %328 = stablehlo.add %c_14, %327 : tensor<16x1xi32>
    %329 = stablehlo.select %c_15, %328, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %331 = "stablehlo.gather"(%326, %330) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %332 = stablehlo.transpose %331, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %333 = stablehlo.reshape %332 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %334 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %335 = stablehlo.add %c_14, %334 : tensor<16x1xi32>
    %336 = stablehlo.select %c_15, %335, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %338 = "stablehlo.gather"(%302, %337) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %339 = stablehlo.transpose %338, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %340 = stablehlo.reshape %339 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %341 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %342 = stablehlo.add %c_14, %341 : tensor<16x1xi32>
    %343 = stablehlo.select %c_15, %342, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %345 = "stablehlo.gather"(%317, %344) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %346 = stablehlo.transpose %345, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %347 = stablehlo.reshape %346 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %348 = stablehlo.reshape %347 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %349 = stablehlo.reshape %340 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %350 = call @cumsum(%348) : (tensor<65536xi1>) -> tensor<65536xi32>
    %351 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %352 = stablehlo.subtract %350, %351 : tensor<65536xi32>
    %353 = call @_where_9(%348, %352, %c_0) : (tensor<65536xi1>, tensor<65536xi32>, tensor<i32>) -> tensor<65536xi32>
    %354 = stablehlo.reshape %325 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %355 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %356 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %357 = stablehlo.compare LT, %353, %356, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %358 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %359 = stablehlo.add %353, %358 : tensor<65536xi32>
    %360 = stablehlo.select %357, %359, %353 : tensor<65536xi1>, tensor<65536xi32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %362 = "stablehlo.scatter"(%355, %361, %354) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      stablehlo.return %arg8 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %363 = stablehlo.slice %362 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %364 = stablehlo.reshape %333 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %365 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %366 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %367 = stablehlo.compare LT, %353, %366, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %368 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %369 = stablehlo.add %353, %368 : tensor<65536xi32>
    %370 = stablehlo.select %367, %369, %353 : tensor<65536xi1>, tensor<65536xi32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %372 = "stablehlo.scatter"(%365, %371, %364) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      stablehlo.return %arg8 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %373 = stablehlo.slice %372 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %374 = call @_where_9(%349, %352, %c_0) : (tensor<65536xi1>, tensor<65536xi32>, tensor<i32>) -> tensor<65536xi32>
    %375 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %376 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %377 = stablehlo.compare LT, %374, %376, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %378 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %379 = stablehlo.add %374, %378 : tensor<65536xi32>
    %380 = stablehlo.select %377, %379, %374 : tensor<65536xi1>, tensor<65536xi32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %382 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %383 = "stablehlo.scatter"(%375, %381, %382) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %509 = stablehlo.add %arg7, %arg8 : tensor<i32>
      stablehlo.return %509 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %384 = stablehlo.slice %383 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %385 = stablehlo.convert %347 : (tensor<1024x64xi1>) -> tensor<1024x64xi32>
    %386 = stablehlo.reduce(%385 init: %c_13) applies stablehlo.add across dimensions = [1] : (tensor<1024x64xi32>, tensor<i32>) -> tensor<1024xi32>
    %387 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %388 = call @cumsum_10(%386) : (tensor<1024xi32>) -> tensor<1024xi32>
    %389 = stablehlo.concatenate %387, %388, dim = 0 : (tensor<1xi32>, tensor<1024xi32>) -> tensor<1025xi32>
    %390 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1025xi32>
    %391 = stablehlo.minimum %389, %390 : tensor<1025xi32>
    %392 = stablehlo.convert %363 : (tensor<33280xi32>) -> tensor<33280xi8>
    %393 = stablehlo.convert %384 : (tensor<33280xi32>) -> tensor<33280xi8>
    %394 = stablehlo.convert %373 : (tensor<33280xi32>) -> tensor<33280xi8>
    %395 = stablehlo.custom_call @tpu_custom_call(%391, %392, %393, %394, %198, %295#0, %295#1, %300, %199, %200) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:de7448ea5948bbf6d7880f2b4e07e9a265222894858ca3b7b9cc39344e1092e9\22, \22cost_estimate\22: {\22bytes_accessed\22: 9126805504, \22flops\22: 6700148981760, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1025xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    %396 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %397 = stablehlo.compare NE, %182, %396, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %398 = stablehlo.convert %197 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %399 = stablehlo.convert %182 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %400 = stablehlo.slice %398 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %401 = stablehlo.slice %398 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %402 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x64x63xi32>
    %403 = stablehlo.add %401, %402 : tensor<16x64x63xi32>
    %404 = stablehlo.compare EQ, %400, %403, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %405 = stablehlo.slice %399 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %406 = stablehlo.slice %399 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %407 = stablehlo.compare EQ, %405, %406, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %408 = stablehlo.and %404, %407 : tensor<16x64x63xi1>
    %409 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<16x64x1xi1>
    %410 = stablehlo.not %408 : tensor<16x64x63xi1>
    %411 = stablehlo.concatenate %409, %410, dim = 2 : (tensor<16x64x1xi1>, tensor<16x64x63xi1>) -> tensor<16x64x64xi1>
    %412 = stablehlo.and %397, %411 : tensor<16x64x64xi1>
    %413 = stablehlo.convert %197 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %414 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %415 = stablehlo.add %c_16, %414 : tensor<4x4xi32>
    %416 = stablehlo.select %c_17, %415, %c_16 : tensor<4x4xi1>, tensor<4x4xi32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %418 = "stablehlo.gather"(%413, %417) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi32>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi32>) -> tensor<4x64x4x64xi32>
    %420 = stablehlo.reshape %419 : (tensor<4x64x4x64xi32>) -> tensor<256x256xi32>
    %421 = stablehlo.convert %182 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %422 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %423 = stablehlo.add %c_16, %422 : tensor<4x4xi32>
    %424 = stablehlo.select %c_17, %423, %c_16 : tensor<4x4xi1>, tensor<4x4xi32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %426 = "stablehlo.gather"(%421, %425) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi32>
    %427 = stablehlo.transpose %426, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi32>) -> tensor<4x64x4x64xi32>
    %428 = stablehlo.reshape %427 : (tensor<4x64x4x64xi32>) -> tensor<256x256xi32>
    %429 = stablehlo.iota dim = 0 : tensor<4xi32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0] : (tensor<4xi32>) -> tensor<4x64xi32>
    %431 = stablehlo.reshape %430 : (tensor<4x64xi32>) -> tensor<256xi32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [1] : (tensor<256xi32>) -> tensor<256x256xi32>
    %433 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %434 = stablehlo.add %c_16, %433 : tensor<4x4xi32>
    %435 = stablehlo.select %c_17, %434, %c_16 : tensor<4x4xi1>, tensor<4x4xi32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %437 = "stablehlo.gather"(%397, %436) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi1>
    %438 = stablehlo.transpose %437, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi1>) -> tensor<4x64x4x64xi1>
    %439 = stablehlo.reshape %438 : (tensor<4x64x4x64xi1>) -> tensor<256x256xi1>
    %440 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %441 = stablehlo.add %c_16, %440 : tensor<4x4xi32>
    %442 = stablehlo.select %c_17, %441, %c_16 : tensor<4x4xi1>, tensor<4x4xi32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %444 = "stablehlo.gather"(%412, %443) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<4x4x1xi32>) -> tensor<4x4x64x64xi1>
    %445 = stablehlo.transpose %444, dims = [0, 2, 1, 3] : (tensor<4x4x64x64xi1>) -> tensor<4x64x4x64xi1>
    %446 = stablehlo.reshape %445 : (tensor<4x64x4x64xi1>) -> tensor<256x256xi1>
    %447 = stablehlo.reshape %446 : (tensor<256x256xi1>) -> tensor<65536xi1>
    %448 = stablehlo.reshape %439 : (tensor<256x256xi1>) -> tensor<65536xi1>
    %449 = call @cumsum(%447) : (tensor<65536xi1>) -> tensor<65536xi32>
    %450 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %451 = stablehlo.subtract %449, %450 : tensor<65536xi32>
    %452 = call @_where_9(%447, %451, %c_0) : (tensor<65536xi1>, tensor<65536xi32>, tensor<i32>) -> tensor<65536xi32>
    %453 = stablehlo.reshape %420 : (tensor<256x256xi32>) -> tensor<65536xi32>
    %454 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %455 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %456 = stablehlo.compare LT, %452, %455, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %457 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %458 = stablehlo.add %452, %457 : tensor<65536xi32>
    %459 = stablehlo.select %456, %458, %452 : tensor<65536xi1>, tensor<65536xi32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %461 = "stablehlo.scatter"(%454, %460, %453) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      stablehlo.return %arg8 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %462 = stablehlo.slice %461 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %463 = stablehlo.reshape %428 : (tensor<256x256xi32>) -> tensor<65536xi32>
    %464 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %465 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %466 = stablehlo.compare LT, %452, %465, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %467 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %468 = stablehlo.add %452, %467 : tensor<65536xi32>
    %469 = stablehlo.select %466, %468, %452 : tensor<65536xi1>, tensor<65536xi32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %471 = "stablehlo.scatter"(%464, %470, %463) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      stablehlo.return %arg8 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %472 = stablehlo.slice %471 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %473 = stablehlo.reshape %432 : (tensor<256x256xi32>) -> tensor<65536xi32>
    %474 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %475 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %476 = stablehlo.compare LT, %452, %475, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %477 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %478 = stablehlo.add %452, %477 : tensor<65536xi32>
    %479 = stablehlo.select %476, %478, %452 : tensor<65536xi1>, tensor<65536xi32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %481 = "stablehlo.scatter"(%474, %480, %473) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      stablehlo.return %arg8 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %482 = stablehlo.slice %481 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %483 = call @_where_9(%448, %451, %c_0) : (tensor<65536xi1>, tensor<65536xi32>, tensor<i32>) -> tensor<65536xi32>
    %484 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %485 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %486 = stablehlo.compare LT, %483, %485, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %487 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %488 = stablehlo.add %483, %487 : tensor<65536xi32>
    %489 = stablehlo.select %486, %488, %483 : tensor<65536xi1>, tensor<65536xi32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %491 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %492 = "stablehlo.scatter"(%484, %490, %491) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %509 = stablehlo.add %arg7, %arg8 : tensor<i32>
      stablehlo.return %509 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %493 = stablehlo.slice %492 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %494 = stablehlo.convert %446 : (tensor<256x256xi1>) -> tensor<256x256xi32>
    %495 = stablehlo.reduce(%494 init: %c_13) applies stablehlo.add across dimensions = [1] : (tensor<256x256xi32>, tensor<i32>) -> tensor<256xi32>
    %496 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %497 = call @cumsum_12(%495) : (tensor<256xi32>) -> tensor<256xi32>
    %498 = stablehlo.concatenate %496, %497, dim = 0 : (tensor<1xi32>, tensor<256xi32>) -> tensor<257xi32>
    %499 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<257xi32>
    %500 = stablehlo.minimum %498, %499 : tensor<257xi32>
    %501 = stablehlo.convert %462 : (tensor<33280xi32>) -> tensor<33280xi8>
    %502 = stablehlo.convert %493 : (tensor<33280xi32>) -> tensor<33280xi8>
    %503 = stablehlo.convert %472 : (tensor<33280xi32>) -> tensor<33280xi8>
    %504 = stablehlo.convert %482 : (tensor<33280xi32>) -> tensor<33280xi8>
    %505:2 = stablehlo.custom_call @tpu_custom_call(%500, %501, %502, %503, %504, %199, %200, %198, %295#0, %295#1, %300) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ae3ae0a71cb1ffd646f36f7d29f1d1c1a827c7c000dbe71f8ee60a258ae1f042\22, \22cost_estimate\22: {\22bytes_accessed\22: 8858370048, \22flops\22: 8933531975680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x1x32768xf32>, tensor<16x1x32768xf32>) -> (tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>)
    %506 = call @_pad_14(%505#1) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %507 = call @_pad_14(%505#0) : (tensor<4x32768x128xbf16>) -> tensor<4x32768x128xbf16>
    %508 = call @_pad_15(%395) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %295#0, %508, %507, %506 : tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>
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
  func.func private @cumsum(%arg0: tensor<65536xi1>) -> tensor<65536xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<65536xi1>) -> tensor<65536xi32>
    %1 = call @cumsum_8(%0) : (tensor<65536xi32>) -> tensor<65536xi32>
    return %1 : tensor<65536xi32>
  }
  func.func private @cumsum_8(%arg0: tensor<65536xi32>) -> tensor<65536xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[65535, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 65536>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<65536xi32>, tensor<i32>) -> tensor<65536xi32>
    return %1 : tensor<65536xi32>
  }
  func.func private @_where_9(%arg0: tensor<65536xi1>, %arg1: tensor<65536xi32>, %arg2: tensor<i32>) -> tensor<65536xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<65536xi1>, tensor<65536xi32>
    return %2 : tensor<65536xi32>
  }
  func.func private @cumsum_10(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = call @cumsum_11(%arg0) : (tensor<1024xi32>) -> tensor<1024xi32>
    return %0 : tensor<1024xi32>
  }
  func.func private @cumsum_11(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[1023, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 1024>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    return %1 : tensor<1024xi32>
  }
  func.func private @cumsum_12(%arg0: tensor<256xi32>) -> tensor<256xi32> {
    %0 = call @cumsum_13(%arg0) : (tensor<256xi32>) -> tensor<256xi32>
    return %0 : tensor<256xi32>
  }
  func.func private @cumsum_13(%arg0: tensor<256xi32>) -> tensor<256xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[255, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 256>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<256xi32>, tensor<i32>) -> tensor<256xi32>
    return %1 : tensor<256xi32>
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

// ---- kernel sparse_cli_fwd sha256:e9b3b9b6a25e3dbaf00c27b958e67ab0033fc116ccea8730e0178fbd3ed8dcb9
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 1024>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c64_i32_8 = arith.constant 64 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %22 = arith.cmpi eq, %c64_i32_8, %c0_i32_9 : i32
    %c1_i32_10 = arith.constant 1 : i32
    %23 = arith.select %22, %c1_i32_10, %c64_i32_8 : i32
    %24 = arith.remsi %0, %23 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_11 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %24, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %23, %c0_i32_13 : i32
    %28 = arith.xori %26, %27 : i1
    %29 = arith.andi %28, %25 : i1
    %30 = arith.addi %24, %23 : i32
    %31 = arith.select %29, %30, %24 : i32
    %cst = arith.constant 0xFF800000 : f32
    %32 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %33 = vector.load %arg11[%c0, %c0_14] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %34 = vector.shape_cast %33 : vector<512x128xf32> to vector<512x128xf32>
    %35 = vector.shape_cast %32 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0_14], %35 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_15 = arith.constant 0.000000e+00 : f32
    %36 = vector.broadcast %cst_15 : f32 to vector<512x128xf32>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %37 = vector.load %arg12[%c0_16, %c0_17] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %38 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
    %39 = vector.shape_cast %36 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0_16, %c0_17], %39 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_18 = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_18 : f32 to vector<512x128xf32>
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %41 = vector.load %arg13[%c0_19, %c0_20] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %42 = vector.shape_cast %41 : vector<512x128xf32> to vector<512x128xf32>
    %43 = vector.shape_cast %40 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0_19, %c0_20], %43 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %44 = arith.index_cast %arg1 : i32 to index
    %45 = memref.load %arg2[%44] : memref<1025xi32, #tpu.memory_space<smem>>
    %c1_i32_21 = arith.constant 1 : i32
    %46 = arith.addi %arg1, %c1_i32_21 : i32
    %47 = arith.index_cast %46 : i32 to index
    %48 = memref.load %arg2[%47] : memref<1025xi32, #tpu.memory_space<smem>>
    %49 = arith.cmpi slt, %45, %48 : i32
    %50 = arith.extui %49 : i1 to i32
    %c0_i32_22 = arith.constant 0 : i32
    %51 = arith.cmpi ne, %50, %c0_i32_22 : i32
    scf.if %51 {
      %c0_i32_41 = arith.constant 0 : i32
      %78 = arith.addi %21, %c0_i32_41 : i32
      %79 = arith.index_cast %45 : i32 to index
      %80 = memref.load %arg3[%79] : memref<33280xi8, #tpu.memory_space<smem>>
      %81 = arith.extsi %80 : i8 to i32
      %c0_i32_42 = arith.constant 0 : i32
      %82 = arith.addi %81, %c0_i32_42 : i32
      %c4_i32 = arith.constant 4 : i32
      %83 = arith.divsi %78, %c4_i32 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %84 = arith.cmpi sgt, %78, %c0_i32_43 : i32
      %85 = arith.extui %84 : i1 to i32
      %c0_i32_44 = arith.constant 0 : i32
      %86 = arith.cmpi slt, %78, %c0_i32_44 : i32
      %87 = arith.extui %86 : i1 to i32
      %88 = arith.subi %85, %87 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %89 = arith.cmpi sgt, %c4_i32, %c0_i32_45 : i32
      %90 = arith.extui %89 : i1 to i32
      %c0_i32_46 = arith.constant 0 : i32
      %91 = arith.cmpi slt, %c4_i32, %c0_i32_46 : i32
      %92 = arith.extui %91 : i1 to i32
      %93 = arith.subi %90, %92 : i32
      %94 = arith.cmpi ne, %88, %93 : i32
      %95 = arith.remsi %78, %c4_i32 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %96 = arith.cmpi ne, %95, %c0_i32_47 : i32
      %97 = arith.andi %94, %96 : i1
      %c1_i32_48 = arith.constant 1 : i32
      %98 = arith.subi %83, %c1_i32_48 : i32
      %99 = arith.select %97, %98, %83 : i32
      %c512_i32 = arith.constant 512 : i32
      %100 = arith.muli %82, %c512_i32 : i32
      %101 = tpu.assume_multiple %100, 512 : i32
      %c4_i32_49 = arith.constant 4 : i32
      %102 = arith.divsi %78, %c4_i32_49 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %103 = arith.cmpi sgt, %78, %c0_i32_50 : i32
      %104 = arith.extui %103 : i1 to i32
      %c0_i32_51 = arith.constant 0 : i32
      %105 = arith.cmpi slt, %78, %c0_i32_51 : i32
      %106 = arith.extui %105 : i1 to i32
      %107 = arith.subi %104, %106 : i32
      %c0_i32_52 = arith.constant 0 : i32
      %108 = arith.cmpi sgt, %c4_i32_49, %c0_i32_52 : i32
      %109 = arith.extui %108 : i1 to i32
      %c0_i32_53 = arith.constant 0 : i32
      %110 = arith.cmpi slt, %c4_i32_49, %c0_i32_53 : i32
      %111 = arith.extui %110 : i1 to i32
      %112 = arith.subi %109, %111 : i32
      %113 = arith.cmpi ne, %107, %112 : i32
      %114 = arith.remsi %78, %c4_i32_49 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %115 = arith.cmpi ne, %114, %c0_i32_54 : i32
      %116 = arith.andi %113, %115 : i1
      %c1_i32_55 = arith.constant 1 : i32
      %117 = arith.subi %102, %c1_i32_55 : i32
      %118 = arith.select %116, %117, %102 : i32
      %c512_i32_56 = arith.constant 512 : i32
      %119 = arith.muli %82, %c512_i32_56 : i32
      %120 = tpu.assume_multiple %119, 512 : i32
      %c0_i32_57 = arith.constant 0 : i32
      %c0_i32_58 = arith.constant 0 : i32
      %c0_i32_59 = arith.constant 0 : i32
      %121 = tpu.memref_slice %arg16[%c0_i32_58, %c0_i32_59] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %122 = tpu.memref_squeeze %121 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_60 = arith.constant 0 : i32
      %c0_i32_61 = arith.constant 0 : i32
      %123 = tpu.memref_slice %arg14[%c0_i32_57, %c0_i32_60, %c0_i32_61] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %124 = tpu.memref_squeeze %123 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_62 = arith.constant 0 : i32
      %125 = tpu.memref_slice %arg7[%99, %101, %c0_i32_62] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %126 = tpu.memref_squeeze %125 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%126 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%124 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%122 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_63 = arith.constant 0 : i32
      %c0_i32_64 = arith.constant 0 : i32
      %c1_i32_65 = arith.constant 1 : i32
      %127 = tpu.memref_slice %arg16[%c0_i32_64, %c1_i32_65] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %128 = tpu.memref_squeeze %127 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_66 = arith.constant 0 : i32
      %c0_i32_67 = arith.constant 0 : i32
      %129 = tpu.memref_slice %arg15[%c0_i32_63, %c0_i32_66, %c0_i32_67] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %130 = tpu.memref_squeeze %129 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_68 = arith.constant 0 : i32
      %131 = tpu.memref_slice %arg8[%118, %120, %c0_i32_68] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %132 = tpu.memref_squeeze %131 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%132 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%130 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%128 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_23 = arith.constant 0 : i32
    %c0_i32_24 = arith.constant 0 : i32
    %52:3 = scf.while (%arg17 = %45, %arg18 = %c0_i32_23, %arg19 = %c0_i32_24) : (i32, i32, i32) -> (i32, i32, i32) {
      %78 = arith.cmpi slt, %arg17, %48 : i32
      scf.condition(%78) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32_41 = arith.constant 1 : i32
      %78 = arith.addi %arg18, %c1_i32_41 : i32
      %79 = arith.index_cast %arg17 : i32 to index
      %80 = memref.load %arg4[%79] : memref<33280xi8, #tpu.memory_space<smem>>
      %81 = arith.extsi %80 : i8 to i32
      %82 = arith.cmpi sge, %78, %81 : i32
      %c1_i32_42 = arith.constant 1 : i32
      %83 = arith.addi %arg17, %c1_i32_42 : i32
      %84 = arith.select %82, %83, %arg17 : i32
      %c1_i32_43 = arith.constant 1 : i32
      %85 = arith.addi %arg18, %c1_i32_43 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %86 = arith.select %82, %c0_i32_44, %85 : i32
      %87 = arith.cmpi slt, %84, %48 : i32
      %88 = arith.extui %87 : i1 to i32
      %c0_i32_45 = arith.constant 0 : i32
      %89 = arith.cmpi ne, %88, %c0_i32_45 : i32
      scf.if %89 {
        %c0_i32_102 = arith.constant 0 : i32
        %223 = arith.addi %21, %c0_i32_102 : i32
        %224 = arith.index_cast %84 : i32 to index
        %225 = memref.load %arg3[%224] : memref<33280xi8, #tpu.memory_space<smem>>
        %226 = arith.extsi %225 : i8 to i32
        %227 = arith.addi %226, %86 : i32
        %c1_i32_103 = arith.constant 1 : i32
        %228 = arith.subi %c1_i32_103, %arg19 : i32
        %c4_i32_104 = arith.constant 4 : i32
        %229 = arith.divsi %223, %c4_i32_104 : i32
        %c0_i32_105 = arith.constant 0 : i32
        %230 = arith.cmpi sgt, %223, %c0_i32_105 : i32
        %231 = arith.extui %230 : i1 to i32
        %c0_i32_106 = arith.constant 0 : i32
        %232 = arith.cmpi slt, %223, %c0_i32_106 : i32
        %233 = arith.extui %232 : i1 to i32
        %234 = arith.subi %231, %233 : i32
        %c0_i32_107 = arith.constant 0 : i32
        %235 = arith.cmpi sgt, %c4_i32_104, %c0_i32_107 : i32
        %236 = arith.extui %235 : i1 to i32
        %c0_i32_108 = arith.constant 0 : i32
        %237 = arith.cmpi slt, %c4_i32_104, %c0_i32_108 : i32
        %238 = arith.extui %237 : i1 to i32
        %239 = arith.subi %236, %238 : i32
        %240 = arith.cmpi ne, %234, %239 : i32
        %241 = arith.remsi %223, %c4_i32_104 : i32
        %c0_i32_109 = arith.constant 0 : i32
        %242 = arith.cmpi ne, %241, %c0_i32_109 : i32
        %243 = arith.andi %240, %242 : i1
        %c1_i32_110 = arith.constant 1 : i32
        %244 = arith.subi %229, %c1_i32_110 : i32
        %245 = arith.select %243, %244, %229 : i32
        %c512_i32_111 = arith.constant 512 : i32
        %246 = arith.muli %227, %c512_i32_111 : i32
        %247 = tpu.assume_multiple %246, 512 : i32
        %c4_i32_112 = arith.constant 4 : i32
        %248 = arith.divsi %223, %c4_i32_112 : i32
        %c0_i32_113 = arith.constant 0 : i32
        %249 = arith.cmpi sgt, %223, %c0_i32_113 : i32
        %250 = arith.extui %249 : i1 to i32
        %c0_i32_114 = arith.constant 0 : i32
        %251 = arith.cmpi slt, %223, %c0_i32_114 : i32
        %252 = arith.extui %251 : i1 to i32
        %253 = arith.subi %250, %252 : i32
        %c0_i32_115 = arith.constant 0 : i32
        %254 = arith.cmpi sgt, %c4_i32_112, %c0_i32_115 : i32
        %255 = arith.extui %254 : i1 to i32
        %c0_i32_116 = arith.constant 0 : i32
        %256 = arith.cmpi slt, %c4_i32_112, %c0_i32_116 : i32
        %257 = arith.extui %256 : i1 to i32
        %258 = arith.subi %255, %257 : i32
        %259 = arith.cmpi ne, %253, %258 : i32
        %260 = arith.remsi %223, %c4_i32_112 : i32
        %c0_i32_117 = arith.constant 0 : i32
        %261 = arith.cmpi ne, %260, %c0_i32_117 : i32
        %262 = arith.andi %259, %261 : i1
        %c1_i32_118 = arith.constant 1 : i32
        %263 = arith.subi %248, %c1_i32_118 : i32
        %264 = arith.select %262, %263, %248 : i32
        %c512_i32_119 = arith.constant 512 : i32
        %265 = arith.muli %227, %c512_i32_119 : i32
        %266 = tpu.assume_multiple %265, 512 : i32
        %c0_i32_120 = arith.constant 0 : i32
        %267 = tpu.memref_slice %arg16[%228, %c0_i32_120] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %268 = tpu.memref_squeeze %267 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_121 = arith.constant 0 : i32
        %c0_i32_122 = arith.constant 0 : i32
        %269 = tpu.memref_slice %arg14[%228, %c0_i32_121, %c0_i32_122] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %270 = tpu.memref_squeeze %269 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_123 = arith.constant 0 : i32
        %271 = tpu.memref_slice %arg7[%245, %247, %c0_i32_123] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %272 = tpu.memref_squeeze %271 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%272 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%270 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%268 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_124 = arith.constant 1 : i32
        %273 = tpu.memref_slice %arg16[%228, %c1_i32_124] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %274 = tpu.memref_squeeze %273 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_125 = arith.constant 0 : i32
        %c0_i32_126 = arith.constant 0 : i32
        %275 = tpu.memref_slice %arg15[%228, %c0_i32_125, %c0_i32_126] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %276 = tpu.memref_squeeze %275 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_127 = arith.constant 0 : i32
        %277 = tpu.memref_slice %arg8[%264, %266, %c0_i32_127] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %278 = tpu.memref_squeeze %277 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%278 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%276 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%274 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_46 = arith.constant 0 : i32
      %90 = arith.addi %21, %c0_i32_46 : i32
      %91 = arith.index_cast %arg17 : i32 to index
      %92 = memref.load %arg3[%91] : memref<33280xi8, #tpu.memory_space<smem>>
      %93 = arith.extsi %92 : i8 to i32
      %94 = arith.addi %93, %arg18 : i32
      %c4_i32 = arith.constant 4 : i32
      %95 = arith.divsi %90, %c4_i32 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %96 = arith.cmpi sgt, %90, %c0_i32_47 : i32
      %97 = arith.extui %96 : i1 to i32
      %c0_i32_48 = arith.constant 0 : i32
      %98 = arith.cmpi slt, %90, %c0_i32_48 : i32
      %99 = arith.extui %98 : i1 to i32
      %100 = arith.subi %97, %99 : i32
      %c0_i32_49 = arith.constant 0 : i32
      %101 = arith.cmpi sgt, %c4_i32, %c0_i32_49 : i32
      %102 = arith.extui %101 : i1 to i32
      %c0_i32_50 = arith.constant 0 : i32
      %103 = arith.cmpi slt, %c4_i32, %c0_i32_50 : i32
      %104 = arith.extui %103 : i1 to i32
      %105 = arith.subi %102, %104 : i32
      %106 = arith.cmpi ne, %100, %105 : i32
      %107 = arith.remsi %90, %c4_i32 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %108 = arith.cmpi ne, %107, %c0_i32_51 : i32
      %109 = arith.andi %106, %108 : i1
      %c1_i32_52 = arith.constant 1 : i32
      %110 = arith.subi %95, %c1_i32_52 : i32
      %111 = arith.select %109, %110, %95 : i32
      %c512_i32 = arith.constant 512 : i32
      %112 = arith.muli %94, %c512_i32 : i32
      %113 = tpu.assume_multiple %112, 512 : i32
      %c4_i32_53 = arith.constant 4 : i32
      %114 = arith.divsi %90, %c4_i32_53 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %115 = arith.cmpi sgt, %90, %c0_i32_54 : i32
      %116 = arith.extui %115 : i1 to i32
      %c0_i32_55 = arith.constant 0 : i32
      %117 = arith.cmpi slt, %90, %c0_i32_55 : i32
      %118 = arith.extui %117 : i1 to i32
      %119 = arith.subi %116, %118 : i32
      %c0_i32_56 = arith.constant 0 : i32
      %120 = arith.cmpi sgt, %c4_i32_53, %c0_i32_56 : i32
      %121 = arith.extui %120 : i1 to i32
      %c0_i32_57 = arith.constant 0 : i32
      %122 = arith.cmpi slt, %c4_i32_53, %c0_i32_57 : i32
      %123 = arith.extui %122 : i1 to i32
      %124 = arith.subi %121, %123 : i32
      %125 = arith.cmpi ne, %119, %124 : i32
      %126 = arith.remsi %90, %c4_i32_53 : i32
      %c0_i32_58 = arith.constant 0 : i32
      %127 = arith.cmpi ne, %126, %c0_i32_58 : i32
      %128 = arith.andi %125, %127 : i1
      %c1_i32_59 = arith.constant 1 : i32
      %129 = arith.subi %114, %c1_i32_59 : i32
      %130 = arith.select %128, %129, %114 : i32
      %c512_i32_60 = arith.constant 512 : i32
      %131 = arith.muli %94, %c512_i32_60 : i32
      %132 = tpu.assume_multiple %131, 512 : i32
      %c0_i32_61 = arith.constant 0 : i32
      %133 = tpu.memref_slice %arg16[%arg19, %c0_i32_61] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %134 = tpu.memref_squeeze %133 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_62 = arith.constant 0 : i32
      %c0_i32_63 = arith.constant 0 : i32
      %135 = tpu.memref_slice %arg14[%arg19, %c0_i32_62, %c0_i32_63] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %136 = tpu.memref_squeeze %135 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_64 = arith.constant 0 : i32
      %137 = tpu.memref_slice %arg7[%111, %113, %c0_i32_64] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %138 = tpu.memref_squeeze %137 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%134 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%138 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%136 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_65 = arith.constant 1 : i32
      %139 = tpu.memref_slice %arg16[%arg19, %c1_i32_65] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %140 = tpu.memref_squeeze %139 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_66 = arith.constant 0 : i32
      %c0_i32_67 = arith.constant 0 : i32
      %141 = tpu.memref_slice %arg15[%arg19, %c0_i32_66, %c0_i32_67] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %142 = tpu.memref_squeeze %141 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_68 = arith.constant 0 : i32
      %143 = tpu.memref_slice %arg8[%130, %132, %c0_i32_68] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %144 = tpu.memref_squeeze %143 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%140 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%144 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%142 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %145 = arith.index_cast %arg17 : i32 to index
      %146 = memref.load %arg5[%145] : memref<33280xi8, #tpu.memory_space<smem>>
      %147 = arith.extsi %146 : i8 to i32
      %c0_69 = arith.constant 0 : index
      %c0_70 = arith.constant 0 : index
      %c0_71 = arith.constant 0 : index
      %148 = vector.load %arg6[%c0_69, %c0_70, %c0_71] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %149 = vector.shape_cast %148 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %150 = arith.index_cast %arg19 : i32 to index
      %c0_72 = arith.constant 0 : index
      %c0_73 = arith.constant 0 : index
      %151 = vector.load %arg14[%150, %c0_72, %c0_73] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %152 = vector.shape_cast %151 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_74 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %153 = tpu.matmul %149, %152, %cst_74 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_75 = arith.constant 0.0883883461 : f32
      %154 = vector.broadcast %cst_75 : f32 to vector<512x512xf32>
      %155 = arith.mulf %153, %154 : vector<512x512xf32>
      %c512_i32_76 = arith.constant 512 : i32
      %156 = arith.muli %31, %c512_i32_76 : i32
      %157 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %158 = vector.broadcast %156 : i32 to vector<512x512xi32>
      %159 = arith.addi %158, %157 : vector<512x512xi32>
      %c512_i32_77 = arith.constant 512 : i32
      %160 = arith.muli %94, %c512_i32_77 : i32
      %161 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %162 = vector.broadcast %160 : i32 to vector<512x512xi32>
      %163 = arith.addi %162, %161 : vector<512x512xi32>
      %164 = arith.subi %163, %159 : vector<512x512xi32>
      %165 = arith.cmpi eq, %164, %164 : vector<512x512xi32>
      %c0_i32_78 = arith.constant 0 : i32
      %166 = vector.broadcast %c0_i32_78 : i32 to vector<512x512xi32>
      %167 = arith.cmpi sle, %164, %166 : vector<512x512xi32>
      %168 = arith.andi %165, %167 : vector<512x512xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %169 = vector.broadcast %c32768_i32 : i32 to vector<512x512xi32>
      %170 = arith.cmpi slt, %159, %169 : vector<512x512xi32>
      %171 = arith.andi %168, %170 : vector<512x512xi1>
      %c32768_i32_79 = arith.constant 32768 : i32
      %172 = vector.broadcast %c32768_i32_79 : i32 to vector<512x512xi32>
      %173 = arith.cmpi slt, %163, %172 : vector<512x512xi32>
      %174 = arith.andi %171, %173 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %175 = arith.cmpi eq, %147, %c2_i32 : i32
      %176 = vector.broadcast %175 : i1 to vector<512x512xi1>
      %177 = arith.ori %174, %176 : vector<512x512xi1>
      %c0_80 = arith.constant 0 : index
      %c0_81 = arith.constant 0 : index
      %178 = vector.load %arg11[%c0_80, %c0_81] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_82 = arith.constant 0xFF800000 : f32
      %179 = vector.broadcast %cst_82 : f32 to vector<512x512xf32>
      %180 = arith.select %177, %155, %179 : vector<512x512xi1>, vector<512x512xf32>
      %cst_83 = arith.constant dense<0xFF800000> : vector<512xf32>
      %181 = vector.multi_reduction <maximumf>, %180, %cst_83 [1] : vector<512x512xf32> to vector<512xf32>
      %182 = vector.shape_cast %181 : vector<512xf32> to vector<512x1xf32>
      %183 = vector.broadcast %182 : vector<512x1xf32> to vector<512x128xf32>
      %184 = arith.maximumf %178, %183 : vector<512x128xf32>
      %cst_84 = arith.constant 0xFF800000 : f32
      %185 = vector.broadcast %cst_84 : f32 to vector<512x128xf32>
      %186 = arith.cmpf oeq, %184, %185 : vector<512x128xf32>
      %cst_85 = arith.constant 0.000000e+00 : f32
      %187 = vector.broadcast %cst_85 : f32 to vector<512x128xf32>
      %188 = arith.select %186, %187, %184 : vector<512x128xi1>, vector<512x128xf32>
      %189 = vector.extract_strided_slice %188 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %190 = vector.broadcast %189 : vector<512x1xf32> to vector<512x512xf32>
      %191 = arith.subf %155, %190 : vector<512x512xf32>
      %192 = math.exp %191 : vector<512x512xf32>
      %cst_86 = arith.constant 0.000000e+00 : f32
      %193 = vector.broadcast %cst_86 : f32 to vector<512x512xf32>
      %194 = arith.select %177, %192, %193 : vector<512x512xi1>, vector<512x512xf32>
      %195 = arith.subf %178, %188 : vector<512x128xf32>
      %196 = math.exp %195 : vector<512x128xf32>
      %c0_87 = arith.constant 0 : index
      %c0_88 = arith.constant 0 : index
      %197 = vector.load %arg12[%c0_87, %c0_88] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %198 = arith.mulf %196, %197 : vector<512x128xf32>
      %cst_89 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %199 = vector.multi_reduction <add>, %194, %cst_89 [1] : vector<512x512xf32> to vector<512xf32>
      %200 = vector.shape_cast %199 : vector<512xf32> to vector<512x1xf32>
      %201 = vector.broadcast %200 : vector<512x1xf32> to vector<512x128xf32>
      %202 = arith.addf %198, %201 : vector<512x128xf32>
      %c0_90 = arith.constant 0 : index
      %c0_91 = arith.constant 0 : index
      %203 = vector.load %arg12[%c0_90, %c0_91] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %204 = vector.shape_cast %203 : vector<512x128xf32> to vector<512x128xf32>
      %205 = vector.shape_cast %202 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_90, %c0_91], %205 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %206 = arith.index_cast %arg19 : i32 to index
      %c0_92 = arith.constant 0 : index
      %c0_93 = arith.constant 0 : index
      %207 = vector.load %arg15[%206, %c0_92, %c0_93] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %208 = vector.shape_cast %207 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %209 = vector.extract_strided_slice %196 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_94 = arith.constant 0 : index
      %c0_95 = arith.constant 0 : index
      %210 = vector.load %arg13[%c0_94, %c0_95] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %211 = vector.broadcast %209 : vector<512x1xf32> to vector<512x128xf32>
      %212 = arith.mulf %211, %210 : vector<512x128xf32>
      %213 = arith.truncf %194 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_96 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %214 = tpu.matmul %213, %208, %cst_96 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %215 = arith.addf %212, %214 : vector<512x128xf32>
      %c0_97 = arith.constant 0 : index
      %c0_98 = arith.constant 0 : index
      %216 = vector.load %arg13[%c0_97, %c0_98] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %217 = vector.shape_cast %216 : vector<512x128xf32> to vector<512x128xf32>
      %218 = vector.shape_cast %215 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_97, %c0_98], %218 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_99 = arith.constant 0 : index
      %c0_100 = arith.constant 0 : index
      %219 = vector.load %arg11[%c0_99, %c0_100] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %220 = vector.shape_cast %219 : vector<512x128xf32> to vector<512x128xf32>
      %221 = vector.shape_cast %184 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_99, %c0_100], %221 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_101 = arith.constant 1 : i32
      %222 = arith.subi %c1_i32_101, %arg19 : i32
      scf.yield %84, %86, %222 : i32, i32, i32
    }
    %c0_25 = arith.constant 0 : index
    %c0_26 = arith.constant 0 : index
    %53 = vector.load %arg12[%c0_25, %c0_26] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_27 = arith.constant 0.000000e+00 : f32
    %54 = vector.broadcast %cst_27 : f32 to vector<512x128xf32>
    %55 = arith.cmpf ogt, %53, %54 : vector<512x128xf32>
    %c0_28 = arith.constant 0 : index
    %c0_29 = arith.constant 0 : index
    %56 = vector.load %arg13[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_30 = arith.constant 1.000000e+00 : f32
    %57 = vector.broadcast %cst_30 : f32 to vector<512x128xf32>
    %58 = arith.select %55, %53, %57 : vector<512x128xi1>, vector<512x128xf32>
    %59 = vector.extract_strided_slice %58 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
    %60 = vector.broadcast %59 : vector<512x1xf32> to vector<512x128xf32>
    %61 = arith.divf %56, %60 : vector<512x128xf32>
    %62 = arith.truncf %61 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_31 = arith.constant 0 : index
    %c0_32 = arith.constant 0 : index
    %c0_33 = arith.constant 0 : index
    %63 = vector.load %arg9[%c0_31, %c0_32, %c0_33] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %64 = vector.shape_cast %63 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %65 = vector.shape_cast %62 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0_31, %c0_32, %c0_33], %65 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0_34 = arith.constant 0 : index
    %c0_35 = arith.constant 0 : index
    %66 = vector.load %arg11[%c0_34, %c0_35] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_36 = arith.constant 1.000000e+00 : f32
    %67 = vector.broadcast %cst_36 : f32 to vector<512x128xf32>
    %68 = arith.select %55, %53, %67 : vector<512x128xi1>, vector<512x128xf32>
    %69 = math.log %68 : vector<512x128xf32>
    %70 = arith.addf %66, %69 : vector<512x128xf32>
    %cst_37 = arith.constant 0xFF800000 : f32
    %71 = vector.broadcast %cst_37 : f32 to vector<512x128xf32>
    %72 = arith.select %55, %70, %71 : vector<512x128xi1>, vector<512x128xf32>
    %73 = tpu.transpose %72, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %74 = vector.extract_strided_slice %73 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0_38 = arith.constant 0 : index
    %c0_39 = arith.constant 0 : index
    %c0_40 = arith.constant 0 : index
    %75 = vector.load %arg10[%c0_38, %c0_39, %c0_40] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %76 = vector.shape_cast %75 : vector<1x1x512xf32> to vector<1x512xf32>
    %77 = vector.shape_cast %74 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0_38, %c0_39, %c0_40], %77 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c64_i32_9 = arith.constant 64 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c64_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c64_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %32, %c0_i32_15 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c64_i32_9 = arith.constant 64 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c64_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c64_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %32, %c0_i32_15 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c64_i32_9 = arith.constant 64 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c64_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c64_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %c0_i32_15, %32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:de7448ea5948bbf6d7880f2b4e07e9a265222894858ca3b7b9cc39344e1092e9
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 1024>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c64_i32_8 = arith.constant 64 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %22 = arith.cmpi eq, %c64_i32_8, %c0_i32_9 : i32
    %c1_i32_10 = arith.constant 1 : i32
    %23 = arith.select %22, %c1_i32_10, %c64_i32_8 : i32
    %24 = arith.remsi %0, %23 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_11 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %24, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %23, %c0_i32_13 : i32
    %28 = arith.xori %26, %27 : i1
    %29 = arith.andi %28, %25 : i1
    %30 = arith.addi %24, %23 : i32
    %31 = arith.select %29, %30, %24 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %32 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %33 = vector.load %arg13[%c0, %c0_14] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %34 = vector.shape_cast %33 : vector<512x128xf32> to vector<512x128xf32>
    %35 = vector.shape_cast %32 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0_14], %35 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %36 = arith.index_cast %arg1 : i32 to index
    %37 = memref.load %arg2[%36] : memref<1025xi32, #tpu.memory_space<smem>>
    %c1_i32_15 = arith.constant 1 : i32
    %38 = arith.addi %arg1, %c1_i32_15 : i32
    %39 = arith.index_cast %38 : i32 to index
    %40 = memref.load %arg2[%39] : memref<1025xi32, #tpu.memory_space<smem>>
    %41 = arith.cmpi slt, %37, %40 : i32
    %42 = arith.extui %41 : i1 to i32
    %c0_i32_16 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32_16 : i32
    scf.if %43 {
      %c0_i32_24 = arith.constant 0 : i32
      %50 = arith.addi %21, %c0_i32_24 : i32
      %51 = arith.index_cast %37 : i32 to index
      %52 = memref.load %arg3[%51] : memref<33280xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %c0_i32_25 = arith.constant 0 : i32
      %54 = arith.addi %53, %c0_i32_25 : i32
      %c4_i32 = arith.constant 4 : i32
      %55 = arith.divsi %50, %c4_i32 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %56 = arith.cmpi sgt, %50, %c0_i32_26 : i32
      %57 = arith.extui %56 : i1 to i32
      %c0_i32_27 = arith.constant 0 : i32
      %58 = arith.cmpi slt, %50, %c0_i32_27 : i32
      %59 = arith.extui %58 : i1 to i32
      %60 = arith.subi %57, %59 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %61 = arith.cmpi sgt, %c4_i32, %c0_i32_28 : i32
      %62 = arith.extui %61 : i1 to i32
      %c0_i32_29 = arith.constant 0 : i32
      %63 = arith.cmpi slt, %c4_i32, %c0_i32_29 : i32
      %64 = arith.extui %63 : i1 to i32
      %65 = arith.subi %62, %64 : i32
      %66 = arith.cmpi ne, %60, %65 : i32
      %67 = arith.remsi %50, %c4_i32 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %68 = arith.cmpi ne, %67, %c0_i32_30 : i32
      %69 = arith.andi %66, %68 : i1
      %c1_i32_31 = arith.constant 1 : i32
      %70 = arith.subi %55, %c1_i32_31 : i32
      %71 = arith.select %69, %70, %55 : i32
      %c512_i32 = arith.constant 512 : i32
      %72 = arith.muli %54, %c512_i32 : i32
      %73 = tpu.assume_multiple %72, 512 : i32
      %c4_i32_32 = arith.constant 4 : i32
      %74 = arith.divsi %50, %c4_i32_32 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %75 = arith.cmpi sgt, %50, %c0_i32_33 : i32
      %76 = arith.extui %75 : i1 to i32
      %c0_i32_34 = arith.constant 0 : i32
      %77 = arith.cmpi slt, %50, %c0_i32_34 : i32
      %78 = arith.extui %77 : i1 to i32
      %79 = arith.subi %76, %78 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %80 = arith.cmpi sgt, %c4_i32_32, %c0_i32_35 : i32
      %81 = arith.extui %80 : i1 to i32
      %c0_i32_36 = arith.constant 0 : i32
      %82 = arith.cmpi slt, %c4_i32_32, %c0_i32_36 : i32
      %83 = arith.extui %82 : i1 to i32
      %84 = arith.subi %81, %83 : i32
      %85 = arith.cmpi ne, %79, %84 : i32
      %86 = arith.remsi %50, %c4_i32_32 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %87 = arith.cmpi ne, %86, %c0_i32_37 : i32
      %88 = arith.andi %85, %87 : i1
      %c1_i32_38 = arith.constant 1 : i32
      %89 = arith.subi %74, %c1_i32_38 : i32
      %90 = arith.select %88, %89, %74 : i32
      %c512_i32_39 = arith.constant 512 : i32
      %91 = arith.muli %54, %c512_i32_39 : i32
      %92 = tpu.assume_multiple %91, 512 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg16[%c0_i32_41, %c0_i32_42] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_43 = arith.constant 0 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg14[%c0_i32_40, %c0_i32_43, %c0_i32_44] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_45 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg10[%71, %73, %c0_i32_45] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_46 = arith.constant 0 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %c1_i32_48 = arith.constant 1 : i32
      %99 = tpu.memref_slice %arg16[%c0_i32_47, %c1_i32_48] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_49 = arith.constant 0 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %101 = tpu.memref_slice %arg15[%c0_i32_46, %c0_i32_49, %c0_i32_50] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_51 = arith.constant 0 : i32
      %103 = tpu.memref_slice %arg11[%90, %92, %c0_i32_51] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %104 = tpu.memref_squeeze %103 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%104 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%102 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %44:3 = scf.while (%arg17 = %37, %arg18 = %c0_i32_17, %arg19 = %c0_i32_18) : (i32, i32, i32) -> (i32, i32, i32) {
      %50 = arith.cmpi slt, %arg17, %40 : i32
      scf.condition(%50) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32_24 = arith.constant 1 : i32
      %50 = arith.addi %arg18, %c1_i32_24 : i32
      %51 = arith.index_cast %arg17 : i32 to index
      %52 = memref.load %arg4[%51] : memref<33280xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.cmpi sge, %50, %53 : i32
      %c1_i32_25 = arith.constant 1 : i32
      %55 = arith.addi %arg17, %c1_i32_25 : i32
      %56 = arith.select %54, %55, %arg17 : i32
      %c1_i32_26 = arith.constant 1 : i32
      %57 = arith.addi %arg18, %c1_i32_26 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %58 = arith.select %54, %c0_i32_27, %57 : i32
      %59 = arith.cmpi slt, %56, %40 : i32
      %60 = arith.extui %59 : i1 to i32
      %c0_i32_28 = arith.constant 0 : i32
      %61 = arith.cmpi ne, %60, %c0_i32_28 : i32
      scf.if %61 {
        %c0_i32_83 = arith.constant 0 : i32
        %180 = arith.addi %21, %c0_i32_83 : i32
        %181 = arith.index_cast %56 : i32 to index
        %182 = memref.load %arg3[%181] : memref<33280xi8, #tpu.memory_space<smem>>
        %183 = arith.extsi %182 : i8 to i32
        %184 = arith.addi %183, %58 : i32
        %c1_i32_84 = arith.constant 1 : i32
        %185 = arith.subi %c1_i32_84, %arg19 : i32
        %c4_i32_85 = arith.constant 4 : i32
        %186 = arith.divsi %180, %c4_i32_85 : i32
        %c0_i32_86 = arith.constant 0 : i32
        %187 = arith.cmpi sgt, %180, %c0_i32_86 : i32
        %188 = arith.extui %187 : i1 to i32
        %c0_i32_87 = arith.constant 0 : i32
        %189 = arith.cmpi slt, %180, %c0_i32_87 : i32
        %190 = arith.extui %189 : i1 to i32
        %191 = arith.subi %188, %190 : i32
        %c0_i32_88 = arith.constant 0 : i32
        %192 = arith.cmpi sgt, %c4_i32_85, %c0_i32_88 : i32
        %193 = arith.extui %192 : i1 to i32
        %c0_i32_89 = arith.constant 0 : i32
        %194 = arith.cmpi slt, %c4_i32_85, %c0_i32_89 : i32
        %195 = arith.extui %194 : i1 to i32
        %196 = arith.subi %193, %195 : i32
        %197 = arith.cmpi ne, %191, %196 : i32
        %198 = arith.remsi %180, %c4_i32_85 : i32
        %c0_i32_90 = arith.constant 0 : i32
        %199 = arith.cmpi ne, %198, %c0_i32_90 : i32
        %200 = arith.andi %197, %199 : i1
        %c1_i32_91 = arith.constant 1 : i32
        %201 = arith.subi %186, %c1_i32_91 : i32
        %202 = arith.select %200, %201, %186 : i32
        %c512_i32_92 = arith.constant 512 : i32
        %203 = arith.muli %184, %c512_i32_92 : i32
        %204 = tpu.assume_multiple %203, 512 : i32
        %c4_i32_93 = arith.constant 4 : i32
        %205 = arith.divsi %180, %c4_i32_93 : i32
        %c0_i32_94 = arith.constant 0 : i32
        %206 = arith.cmpi sgt, %180, %c0_i32_94 : i32
        %207 = arith.extui %206 : i1 to i32
        %c0_i32_95 = arith.constant 0 : i32
        %208 = arith.cmpi slt, %180, %c0_i32_95 : i32
        %209 = arith.extui %208 : i1 to i32
        %210 = arith.subi %207, %209 : i32
        %c0_i32_96 = arith.constant 0 : i32
        %211 = arith.cmpi sgt, %c4_i32_93, %c0_i32_96 : i32
        %212 = arith.extui %211 : i1 to i32
        %c0_i32_97 = arith.constant 0 : i32
        %213 = arith.cmpi slt, %c4_i32_93, %c0_i32_97 : i32
        %214 = arith.extui %213 : i1 to i32
        %215 = arith.subi %212, %214 : i32
        %216 = arith.cmpi ne, %210, %215 : i32
        %217 = arith.remsi %180, %c4_i32_93 : i32
        %c0_i32_98 = arith.constant 0 : i32
        %218 = arith.cmpi ne, %217, %c0_i32_98 : i32
        %219 = arith.andi %216, %218 : i1
        %c1_i32_99 = arith.constant 1 : i32
        %220 = arith.subi %205, %c1_i32_99 : i32
        %221 = arith.select %219, %220, %205 : i32
        %c512_i32_100 = arith.constant 512 : i32
        %222 = arith.muli %184, %c512_i32_100 : i32
        %223 = tpu.assume_multiple %222, 512 : i32
        %c0_i32_101 = arith.constant 0 : i32
        %224 = tpu.memref_slice %arg16[%185, %c0_i32_101] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %225 = tpu.memref_squeeze %224 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_102 = arith.constant 0 : i32
        %c0_i32_103 = arith.constant 0 : i32
        %226 = tpu.memref_slice %arg14[%185, %c0_i32_102, %c0_i32_103] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %227 = tpu.memref_squeeze %226 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_104 = arith.constant 0 : i32
        %228 = tpu.memref_slice %arg10[%202, %204, %c0_i32_104] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %229 = tpu.memref_squeeze %228 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%229 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%227 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%225 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_105 = arith.constant 1 : i32
        %230 = tpu.memref_slice %arg16[%185, %c1_i32_105] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %231 = tpu.memref_squeeze %230 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_106 = arith.constant 0 : i32
        %c0_i32_107 = arith.constant 0 : i32
        %232 = tpu.memref_slice %arg15[%185, %c0_i32_106, %c0_i32_107] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %233 = tpu.memref_squeeze %232 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_108 = arith.constant 0 : i32
        %234 = tpu.memref_slice %arg11[%221, %223, %c0_i32_108] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %235 = tpu.memref_squeeze %234 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%235 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%233 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%231 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_29 = arith.constant 0 : i32
      %62 = arith.addi %21, %c0_i32_29 : i32
      %63 = arith.index_cast %arg17 : i32 to index
      %64 = memref.load %arg3[%63] : memref<33280xi8, #tpu.memory_space<smem>>
      %65 = arith.extsi %64 : i8 to i32
      %66 = arith.addi %65, %arg18 : i32
      %c4_i32 = arith.constant 4 : i32
      %67 = arith.divsi %62, %c4_i32 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %68 = arith.cmpi sgt, %62, %c0_i32_30 : i32
      %69 = arith.extui %68 : i1 to i32
      %c0_i32_31 = arith.constant 0 : i32
      %70 = arith.cmpi slt, %62, %c0_i32_31 : i32
      %71 = arith.extui %70 : i1 to i32
      %72 = arith.subi %69, %71 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %73 = arith.cmpi sgt, %c4_i32, %c0_i32_32 : i32
      %74 = arith.extui %73 : i1 to i32
      %c0_i32_33 = arith.constant 0 : i32
      %75 = arith.cmpi slt, %c4_i32, %c0_i32_33 : i32
      %76 = arith.extui %75 : i1 to i32
      %77 = arith.subi %74, %76 : i32
      %78 = arith.cmpi ne, %72, %77 : i32
      %79 = arith.remsi %62, %c4_i32 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %80 = arith.cmpi ne, %79, %c0_i32_34 : i32
      %81 = arith.andi %78, %80 : i1
      %c1_i32_35 = arith.constant 1 : i32
      %82 = arith.subi %67, %c1_i32_35 : i32
      %83 = arith.select %81, %82, %67 : i32
      %c512_i32 = arith.constant 512 : i32
      %84 = arith.muli %66, %c512_i32 : i32
      %85 = tpu.assume_multiple %84, 512 : i32
      %c4_i32_36 = arith.constant 4 : i32
      %86 = arith.divsi %62, %c4_i32_36 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %87 = arith.cmpi sgt, %62, %c0_i32_37 : i32
      %88 = arith.extui %87 : i1 to i32
      %c0_i32_38 = arith.constant 0 : i32
      %89 = arith.cmpi slt, %62, %c0_i32_38 : i32
      %90 = arith.extui %89 : i1 to i32
      %91 = arith.subi %88, %90 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %92 = arith.cmpi sgt, %c4_i32_36, %c0_i32_39 : i32
      %93 = arith.extui %92 : i1 to i32
      %c0_i32_40 = arith.constant 0 : i32
      %94 = arith.cmpi slt, %c4_i32_36, %c0_i32_40 : i32
      %95 = arith.extui %94 : i1 to i32
      %96 = arith.subi %93, %95 : i32
      %97 = arith.cmpi ne, %91, %96 : i32
      %98 = arith.remsi %62, %c4_i32_36 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %99 = arith.cmpi ne, %98, %c0_i32_41 : i32
      %100 = arith.andi %97, %99 : i1
      %c1_i32_42 = arith.constant 1 : i32
      %101 = arith.subi %86, %c1_i32_42 : i32
      %102 = arith.select %100, %101, %86 : i32
      %c512_i32_43 = arith.constant 512 : i32
      %103 = arith.muli %66, %c512_i32_43 : i32
      %104 = tpu.assume_multiple %103, 512 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %105 = tpu.memref_slice %arg16[%arg19, %c0_i32_44] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %106 = tpu.memref_squeeze %105 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_45 = arith.constant 0 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %107 = tpu.memref_slice %arg14[%arg19, %c0_i32_45, %c0_i32_46] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %108 = tpu.memref_squeeze %107 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_47 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg10[%83, %85, %c0_i32_47] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %110 = tpu.memref_squeeze %109 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%110 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%108 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_48 = arith.constant 1 : i32
      %111 = tpu.memref_slice %arg16[%arg19, %c1_i32_48] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %112 = tpu.memref_squeeze %111 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_49 = arith.constant 0 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %113 = tpu.memref_slice %arg15[%arg19, %c0_i32_49, %c0_i32_50] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %114 = tpu.memref_squeeze %113 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_51 = arith.constant 0 : i32
      %115 = tpu.memref_slice %arg11[%102, %104, %c0_i32_51] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %116 = tpu.memref_squeeze %115 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%112 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%116 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%114 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %117 = arith.index_cast %arg17 : i32 to index
      %118 = memref.load %arg5[%117] : memref<33280xi8, #tpu.memory_space<smem>>
      %119 = arith.extsi %118 : i8 to i32
      %120 = arith.index_cast %arg19 : i32 to index
      %c0_52 = arith.constant 0 : index
      %c0_53 = arith.constant 0 : index
      %121 = vector.load %arg14[%120, %c0_52, %c0_53] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %122 = vector.shape_cast %121 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_54 = arith.constant 0 : index
      %c0_55 = arith.constant 0 : index
      %c0_56 = arith.constant 0 : index
      %123 = vector.load %arg6[%c0_54, %c0_55, %c0_56] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %124 = vector.shape_cast %123 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_57 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %125 = tpu.matmul %124, %122, %cst_57 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_58 = arith.constant 0.0883883461 : f32
      %126 = vector.broadcast %cst_58 : f32 to vector<512x512xf32>
      %127 = arith.mulf %125, %126 : vector<512x512xf32>
      %c512_i32_59 = arith.constant 512 : i32
      %128 = arith.muli %31, %c512_i32_59 : i32
      %129 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %130 = vector.broadcast %128 : i32 to vector<512x512xi32>
      %131 = arith.addi %130, %129 : vector<512x512xi32>
      %c512_i32_60 = arith.constant 512 : i32
      %132 = arith.muli %66, %c512_i32_60 : i32
      %133 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %134 = vector.broadcast %132 : i32 to vector<512x512xi32>
      %135 = arith.addi %134, %133 : vector<512x512xi32>
      %136 = arith.subi %135, %131 : vector<512x512xi32>
      %137 = arith.cmpi eq, %136, %136 : vector<512x512xi32>
      %c0_i32_61 = arith.constant 0 : i32
      %138 = vector.broadcast %c0_i32_61 : i32 to vector<512x512xi32>
      %139 = arith.cmpi sle, %136, %138 : vector<512x512xi32>
      %140 = arith.andi %137, %139 : vector<512x512xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %141 = vector.broadcast %c32768_i32 : i32 to vector<512x512xi32>
      %142 = arith.cmpi slt, %131, %141 : vector<512x512xi32>
      %143 = arith.andi %140, %142 : vector<512x512xi1>
      %c32768_i32_62 = arith.constant 32768 : i32
      %144 = vector.broadcast %c32768_i32_62 : i32 to vector<512x512xi32>
      %145 = arith.cmpi slt, %135, %144 : vector<512x512xi32>
      %146 = arith.andi %143, %145 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %147 = arith.cmpi eq, %119, %c2_i32 : i32
      %148 = vector.broadcast %147 : i1 to vector<512x512xi1>
      %149 = arith.ori %146, %148 : vector<512x512xi1>
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %c0_65 = arith.constant 0 : index
      %150 = vector.load %arg8[%c0_63, %c0_64, %c0_65] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %151 = vector.shape_cast %150 : vector<1x1x512xf32> to vector<512xf32>
      %152 = vector.shape_cast %151 : vector<512xf32> to vector<512x1xf32>
      %153 = vector.broadcast %152 : vector<512x1xf32> to vector<512x512xf32>
      %154 = arith.subf %127, %153 : vector<512x512xf32>
      %155 = math.exp %154 : vector<512x512xf32>
      %cst_66 = arith.constant 0.000000e+00 : f32
      %156 = vector.broadcast %cst_66 : f32 to vector<512x512xf32>
      %157 = arith.select %149, %155, %156 : vector<512x512xi1>, vector<512x512xf32>
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %c0_69 = arith.constant 0 : index
      %158 = vector.load %arg7[%c0_67, %c0_68, %c0_69] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %159 = vector.shape_cast %158 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %160 = arith.index_cast %arg19 : i32 to index
      %c0_70 = arith.constant 0 : index
      %c0_71 = arith.constant 0 : index
      %161 = vector.load %arg15[%160, %c0_70, %c0_71] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %162 = vector.shape_cast %161 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_72 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %163 = tpu.matmul %159, %162, %cst_72 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_73 = arith.constant 0 : index
      %c0_74 = arith.constant 0 : index
      %c0_75 = arith.constant 0 : index
      %164 = vector.load %arg9[%c0_73, %c0_74, %c0_75] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %165 = vector.shape_cast %164 : vector<1x1x512xf32> to vector<512xf32>
      %166 = vector.shape_cast %165 : vector<512xf32> to vector<512x1xf32>
      %167 = vector.broadcast %166 : vector<512x1xf32> to vector<512x512xf32>
      %168 = arith.subf %163, %167 : vector<512x512xf32>
      %169 = arith.mulf %157, %168 : vector<512x512xf32>
      %c0_76 = arith.constant 0 : index
      %c0_77 = arith.constant 0 : index
      %170 = vector.load %arg13[%c0_76, %c0_77] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %171 = arith.truncf %169 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_78 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %172 = tpu.matmul %171, %122, %cst_78 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_79 = arith.constant 0.0883883461 : f32
      %173 = vector.broadcast %cst_79 : f32 to vector<512x128xf32>
      %174 = arith.mulf %172, %173 : vector<512x128xf32>
      %175 = arith.addf %170, %174 : vector<512x128xf32>
      %c0_80 = arith.constant 0 : index
      %c0_81 = arith.constant 0 : index
      %176 = vector.load %arg13[%c0_80, %c0_81] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %177 = vector.shape_cast %176 : vector<512x128xf32> to vector<512x128xf32>
      %178 = vector.shape_cast %175 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_80, %c0_81], %178 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_82 = arith.constant 1 : i32
      %179 = arith.subi %c1_i32_82, %arg19 : i32
      scf.yield %56, %58, %179 : i32, i32, i32
    }
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %45 = vector.load %arg13[%c0_19, %c0_20] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %46 = arith.truncf %45 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_21 = arith.constant 0 : index
    %c0_22 = arith.constant 0 : index
    %c0_23 = arith.constant 0 : index
    %47 = vector.load %arg12[%c0_21, %c0_22, %c0_23] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %48 = vector.shape_cast %47 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %49 = vector.shape_cast %46 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg12[%c0_21, %c0_22, %c0_23], %49 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c64_i32_9 = arith.constant 64 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c64_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c64_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %32, %c0_i32_15 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c64_i32_9 = arith.constant 64 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c64_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c64_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %32, %c0_i32_15 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c64_i32_9 = arith.constant 64 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c64_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c64_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %c0_i32_15, %32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c64_i32_9 = arith.constant 64 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c64_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c64_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %c0_i32_15, %32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c64_i32_9 = arith.constant 64 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c64_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c64_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %32, %c0_i32_15 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:ae3ae0a71cb1ffd646f36f7d29f1d1c1a827c7c000dbe71f8ee60a258ae1f042
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 256>, scalar_prefetch = 5 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %19 = arith.muli %18, %c4_i32 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_6 : i32
    %c64_i32_7 = arith.constant 64 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi eq, %c64_i32_7, %c0_i32_8 : i32
    %c1_i32_9 = arith.constant 1 : i32
    %23 = arith.select %22, %c1_i32_9, %c64_i32_7 : i32
    %24 = arith.remsi %0, %23 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_10 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %24, %c0_i32_11 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %23, %c0_i32_12 : i32
    %28 = arith.xori %26, %27 : i1
    %29 = arith.andi %28, %25 : i1
    %30 = arith.addi %24, %23 : i32
    %31 = arith.select %29, %30, %24 : i32
    %cst = arith.constant 0.000000e+00 : f32
    %32 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_13 = arith.constant 0 : index
    %33 = vector.load %arg15[%c0, %c0_13] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %34 = vector.shape_cast %33 : vector<512x128xf32> to vector<512x128xf32>
    %35 = vector.shape_cast %32 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0_13], %35 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_14 = arith.constant 0.000000e+00 : f32
    %36 = vector.broadcast %cst_14 : f32 to vector<512x128xf32>
    %c0_15 = arith.constant 0 : index
    %c0_16 = arith.constant 0 : index
    %37 = vector.load %arg16[%c0_15, %c0_16] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %38 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
    %39 = vector.shape_cast %36 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg16[%c0_15, %c0_16], %39 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg2[%40] : memref<257xi32, #tpu.memory_space<smem>>
    %c1_i32_17 = arith.constant 1 : i32
    %42 = arith.addi %arg1, %c1_i32_17 : i32
    %43 = arith.index_cast %42 : i32 to index
    %44 = memref.load %arg2[%43] : memref<257xi32, #tpu.memory_space<smem>>
    %45 = arith.cmpi slt, %41, %44 : i32
    %46 = arith.extui %45 : i1 to i32
    %c0_i32_18 = arith.constant 0 : i32
    %47 = arith.cmpi ne, %46, %c0_i32_18 : i32
    scf.if %47 {
      %59 = arith.index_cast %41 : i32 to index
      %60 = memref.load %arg6[%59] : memref<33280xi8, #tpu.memory_space<smem>>
      %61 = arith.extsi %60 : i8 to i32
      %62 = arith.addi %21, %61 : i32
      %63 = arith.index_cast %41 : i32 to index
      %64 = memref.load %arg3[%63] : memref<33280xi8, #tpu.memory_space<smem>>
      %65 = arith.extsi %64 : i8 to i32
      %c0_i32_31 = arith.constant 0 : i32
      %66 = arith.addi %65, %c0_i32_31 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %67 = arith.divsi %62, %c1_i32_32 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %68 = arith.cmpi sgt, %62, %c0_i32_33 : i32
      %69 = arith.extui %68 : i1 to i32
      %c0_i32_34 = arith.constant 0 : i32
      %70 = arith.cmpi slt, %62, %c0_i32_34 : i32
      %71 = arith.extui %70 : i1 to i32
      %72 = arith.subi %69, %71 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %73 = arith.cmpi sgt, %c1_i32_32, %c0_i32_35 : i32
      %74 = arith.extui %73 : i1 to i32
      %c0_i32_36 = arith.constant 0 : i32
      %75 = arith.cmpi slt, %c1_i32_32, %c0_i32_36 : i32
      %76 = arith.extui %75 : i1 to i32
      %77 = arith.subi %74, %76 : i32
      %78 = arith.cmpi ne, %72, %77 : i32
      %79 = arith.remsi %62, %c1_i32_32 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %80 = arith.cmpi ne, %79, %c0_i32_37 : i32
      %81 = arith.andi %78, %80 : i1
      %c1_i32_38 = arith.constant 1 : i32
      %82 = arith.subi %67, %c1_i32_38 : i32
      %83 = arith.select %81, %82, %67 : i32
      %c512_i32 = arith.constant 512 : i32
      %84 = arith.muli %66, %c512_i32 : i32
      %85 = tpu.assume_multiple %84, 512 : i32
      %c1_i32_39 = arith.constant 1 : i32
      %86 = arith.divsi %62, %c1_i32_39 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %87 = arith.cmpi sgt, %62, %c0_i32_40 : i32
      %88 = arith.extui %87 : i1 to i32
      %c0_i32_41 = arith.constant 0 : i32
      %89 = arith.cmpi slt, %62, %c0_i32_41 : i32
      %90 = arith.extui %89 : i1 to i32
      %91 = arith.subi %88, %90 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %92 = arith.cmpi sgt, %c1_i32_39, %c0_i32_42 : i32
      %93 = arith.extui %92 : i1 to i32
      %c0_i32_43 = arith.constant 0 : i32
      %94 = arith.cmpi slt, %c1_i32_39, %c0_i32_43 : i32
      %95 = arith.extui %94 : i1 to i32
      %96 = arith.subi %93, %95 : i32
      %97 = arith.cmpi ne, %91, %96 : i32
      %98 = arith.remsi %62, %c1_i32_39 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %99 = arith.cmpi ne, %98, %c0_i32_44 : i32
      %100 = arith.andi %97, %99 : i1
      %c1_i32_45 = arith.constant 1 : i32
      %101 = arith.subi %86, %c1_i32_45 : i32
      %102 = arith.select %100, %101, %86 : i32
      %c512_i32_46 = arith.constant 512 : i32
      %103 = arith.muli %66, %c512_i32_46 : i32
      %104 = tpu.assume_multiple %103, 512 : i32
      %c512_i32_47 = arith.constant 512 : i32
      %105 = arith.muli %66, %c512_i32_47 : i32
      %106 = tpu.assume_multiple %105, 512 : i32
      %c512_i32_48 = arith.constant 512 : i32
      %107 = arith.muli %66, %c512_i32_48 : i32
      %108 = tpu.assume_multiple %107, 512 : i32
      %c0_i32_49 = arith.constant 0 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg21[%c0_i32_50, %c0_i32_51] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_52 = arith.constant 0 : i32
      %c0_i32_53 = arith.constant 0 : i32
      %111 = tpu.memref_slice %arg17[%c0_i32_49, %c0_i32_52, %c0_i32_53] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_54 = arith.constant 0 : i32
      %113 = tpu.memref_slice %arg9[%83, %85, %c0_i32_54] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %114 = tpu.memref_squeeze %113 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%114 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%112 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_55 = arith.constant 0 : i32
      %c0_i32_56 = arith.constant 0 : i32
      %c1_i32_57 = arith.constant 1 : i32
      %115 = tpu.memref_slice %arg21[%c0_i32_56, %c1_i32_57] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %116 = tpu.memref_squeeze %115 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_58 = arith.constant 0 : i32
      %c0_i32_59 = arith.constant 0 : i32
      %117 = tpu.memref_slice %arg18[%c0_i32_55, %c0_i32_58, %c0_i32_59] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %118 = tpu.memref_squeeze %117 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_60 = arith.constant 0 : i32
      %119 = tpu.memref_slice %arg10[%102, %104, %c0_i32_60] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %120 = tpu.memref_squeeze %119 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%120 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%118 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%116 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_61 = arith.constant 0 : i32
      %c0_i32_62 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %121 = tpu.memref_slice %arg21[%c0_i32_62, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %122 = tpu.memref_squeeze %121 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_63 = arith.constant 0 : i32
      %c0_i32_64 = arith.constant 0 : i32
      %123 = tpu.memref_slice %arg19[%c0_i32_61, %c0_i32_63, %c0_i32_64] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %124 = tpu.memref_squeeze %123 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_65 = arith.constant 0 : i32
      %125 = tpu.memref_slice %arg11[%62, %c0_i32_65, %106] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %126 = tpu.memref_squeeze %125 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%126 : memref<1x512xf32, #tpu.memory_space<any>>) target(%124 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%122 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_66 = arith.constant 0 : i32
      %c0_i32_67 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %127 = tpu.memref_slice %arg21[%c0_i32_67, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %128 = tpu.memref_squeeze %127 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_68 = arith.constant 0 : i32
      %c0_i32_69 = arith.constant 0 : i32
      %129 = tpu.memref_slice %arg20[%c0_i32_66, %c0_i32_68, %c0_i32_69] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %130 = tpu.memref_squeeze %129 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_70 = arith.constant 0 : i32
      %131 = tpu.memref_slice %arg12[%62, %c0_i32_70, %108] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %132 = tpu.memref_squeeze %131 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%132 : memref<1x512xf32, #tpu.memory_space<any>>) target(%130 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%128 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_19 = arith.constant 0 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %48:3 = scf.while (%arg22 = %41, %arg23 = %c0_i32_19, %arg24 = %c0_i32_20) : (i32, i32, i32) -> (i32, i32, i32) {
      %59 = arith.cmpi slt, %arg22, %44 : i32
      scf.condition(%59) %arg22, %arg23, %arg24 : i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32):
      %c1_i32_31 = arith.constant 1 : i32
      %59 = arith.addi %arg23, %c1_i32_31 : i32
      %60 = arith.index_cast %arg22 : i32 to index
      %61 = memref.load %arg4[%60] : memref<33280xi8, #tpu.memory_space<smem>>
      %62 = arith.extsi %61 : i8 to i32
      %63 = arith.cmpi sge, %59, %62 : i32
      %c1_i32_32 = arith.constant 1 : i32
      %64 = arith.addi %arg22, %c1_i32_32 : i32
      %65 = arith.select %63, %64, %arg22 : i32
      %c1_i32_33 = arith.constant 1 : i32
      %66 = arith.addi %arg23, %c1_i32_33 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %67 = arith.select %63, %c0_i32_34, %66 : i32
      %68 = arith.cmpi slt, %65, %44 : i32
      %69 = arith.extui %68 : i1 to i32
      %c0_i32_35 = arith.constant 0 : i32
      %70 = arith.cmpi ne, %69, %c0_i32_35 : i32
      scf.if %70 {
        %215 = arith.index_cast %65 : i32 to index
        %216 = memref.load %arg6[%215] : memref<33280xi8, #tpu.memory_space<smem>>
        %217 = arith.extsi %216 : i8 to i32
        %218 = arith.addi %21, %217 : i32
        %219 = arith.index_cast %65 : i32 to index
        %220 = memref.load %arg3[%219] : memref<33280xi8, #tpu.memory_space<smem>>
        %221 = arith.extsi %220 : i8 to i32
        %222 = arith.addi %221, %67 : i32
        %c1_i32_102 = arith.constant 1 : i32
        %223 = arith.subi %c1_i32_102, %arg24 : i32
        %c1_i32_103 = arith.constant 1 : i32
        %224 = arith.divsi %218, %c1_i32_103 : i32
        %c0_i32_104 = arith.constant 0 : i32
        %225 = arith.cmpi sgt, %218, %c0_i32_104 : i32
        %226 = arith.extui %225 : i1 to i32
        %c0_i32_105 = arith.constant 0 : i32
        %227 = arith.cmpi slt, %218, %c0_i32_105 : i32
        %228 = arith.extui %227 : i1 to i32
        %229 = arith.subi %226, %228 : i32
        %c0_i32_106 = arith.constant 0 : i32
        %230 = arith.cmpi sgt, %c1_i32_103, %c0_i32_106 : i32
        %231 = arith.extui %230 : i1 to i32
        %c0_i32_107 = arith.constant 0 : i32
        %232 = arith.cmpi slt, %c1_i32_103, %c0_i32_107 : i32
        %233 = arith.extui %232 : i1 to i32
        %234 = arith.subi %231, %233 : i32
        %235 = arith.cmpi ne, %229, %234 : i32
        %236 = arith.remsi %218, %c1_i32_103 : i32
        %c0_i32_108 = arith.constant 0 : i32
        %237 = arith.cmpi ne, %236, %c0_i32_108 : i32
        %238 = arith.andi %235, %237 : i1
        %c1_i32_109 = arith.constant 1 : i32
        %239 = arith.subi %224, %c1_i32_109 : i32
        %240 = arith.select %238, %239, %224 : i32
        %c512_i32_110 = arith.constant 512 : i32
        %241 = arith.muli %222, %c512_i32_110 : i32
        %242 = tpu.assume_multiple %241, 512 : i32
        %c1_i32_111 = arith.constant 1 : i32
        %243 = arith.divsi %218, %c1_i32_111 : i32
        %c0_i32_112 = arith.constant 0 : i32
        %244 = arith.cmpi sgt, %218, %c0_i32_112 : i32
        %245 = arith.extui %244 : i1 to i32
        %c0_i32_113 = arith.constant 0 : i32
        %246 = arith.cmpi slt, %218, %c0_i32_113 : i32
        %247 = arith.extui %246 : i1 to i32
        %248 = arith.subi %245, %247 : i32
        %c0_i32_114 = arith.constant 0 : i32
        %249 = arith.cmpi sgt, %c1_i32_111, %c0_i32_114 : i32
        %250 = arith.extui %249 : i1 to i32
        %c0_i32_115 = arith.constant 0 : i32
        %251 = arith.cmpi slt, %c1_i32_111, %c0_i32_115 : i32
        %252 = arith.extui %251 : i1 to i32
        %253 = arith.subi %250, %252 : i32
        %254 = arith.cmpi ne, %248, %253 : i32
        %255 = arith.remsi %218, %c1_i32_111 : i32
        %c0_i32_116 = arith.constant 0 : i32
        %256 = arith.cmpi ne, %255, %c0_i32_116 : i32
        %257 = arith.andi %254, %256 : i1
        %c1_i32_117 = arith.constant 1 : i32
        %258 = arith.subi %243, %c1_i32_117 : i32
        %259 = arith.select %257, %258, %243 : i32
        %c512_i32_118 = arith.constant 512 : i32
        %260 = arith.muli %222, %c512_i32_118 : i32
        %261 = tpu.assume_multiple %260, 512 : i32
        %c512_i32_119 = arith.constant 512 : i32
        %262 = arith.muli %222, %c512_i32_119 : i32
        %263 = tpu.assume_multiple %262, 512 : i32
        %c512_i32_120 = arith.constant 512 : i32
        %264 = arith.muli %222, %c512_i32_120 : i32
        %265 = tpu.assume_multiple %264, 512 : i32
        %c0_i32_121 = arith.constant 0 : i32
        %266 = tpu.memref_slice %arg21[%223, %c0_i32_121] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %267 = tpu.memref_squeeze %266 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_122 = arith.constant 0 : i32
        %c0_i32_123 = arith.constant 0 : i32
        %268 = tpu.memref_slice %arg17[%223, %c0_i32_122, %c0_i32_123] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %269 = tpu.memref_squeeze %268 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_124 = arith.constant 0 : i32
        %270 = tpu.memref_slice %arg9[%240, %242, %c0_i32_124] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %271 = tpu.memref_squeeze %270 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%271 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%269 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%267 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_125 = arith.constant 1 : i32
        %272 = tpu.memref_slice %arg21[%223, %c1_i32_125] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %273 = tpu.memref_squeeze %272 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_126 = arith.constant 0 : i32
        %c0_i32_127 = arith.constant 0 : i32
        %274 = tpu.memref_slice %arg18[%223, %c0_i32_126, %c0_i32_127] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %275 = tpu.memref_squeeze %274 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_128 = arith.constant 0 : i32
        %276 = tpu.memref_slice %arg10[%259, %261, %c0_i32_128] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %277 = tpu.memref_squeeze %276 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%277 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%275 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%273 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_129 = arith.constant 2 : i32
        %278 = tpu.memref_slice %arg21[%223, %c2_i32_129] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %279 = tpu.memref_squeeze %278 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_130 = arith.constant 0 : i32
        %c0_i32_131 = arith.constant 0 : i32
        %280 = tpu.memref_slice %arg19[%223, %c0_i32_130, %c0_i32_131] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %281 = tpu.memref_squeeze %280 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_132 = arith.constant 0 : i32
        %282 = tpu.memref_slice %arg11[%218, %c0_i32_132, %263] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %283 = tpu.memref_squeeze %282 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%283 : memref<1x512xf32, #tpu.memory_space<any>>) target(%281 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%279 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32_133 = arith.constant 3 : i32
        %284 = tpu.memref_slice %arg21[%223, %c3_i32_133] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %285 = tpu.memref_squeeze %284 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_134 = arith.constant 0 : i32
        %c0_i32_135 = arith.constant 0 : i32
        %286 = tpu.memref_slice %arg20[%223, %c0_i32_134, %c0_i32_135] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %287 = tpu.memref_squeeze %286 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_136 = arith.constant 0 : i32
        %288 = tpu.memref_slice %arg12[%218, %c0_i32_136, %265] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %289 = tpu.memref_squeeze %288 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%289 : memref<1x512xf32, #tpu.memory_space<any>>) target(%287 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%285 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %71 = arith.index_cast %arg22 : i32 to index
      %72 = memref.load %arg6[%71] : memref<33280xi8, #tpu.memory_space<smem>>
      %73 = arith.extsi %72 : i8 to i32
      %74 = arith.addi %21, %73 : i32
      %75 = arith.index_cast %arg22 : i32 to index
      %76 = memref.load %arg3[%75] : memref<33280xi8, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i8 to i32
      %78 = arith.addi %77, %arg23 : i32
      %c1_i32_36 = arith.constant 1 : i32
      %79 = arith.divsi %74, %c1_i32_36 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %80 = arith.cmpi sgt, %74, %c0_i32_37 : i32
      %81 = arith.extui %80 : i1 to i32
      %c0_i32_38 = arith.constant 0 : i32
      %82 = arith.cmpi slt, %74, %c0_i32_38 : i32
      %83 = arith.extui %82 : i1 to i32
      %84 = arith.subi %81, %83 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %85 = arith.cmpi sgt, %c1_i32_36, %c0_i32_39 : i32
      %86 = arith.extui %85 : i1 to i32
      %c0_i32_40 = arith.constant 0 : i32
      %87 = arith.cmpi slt, %c1_i32_36, %c0_i32_40 : i32
      %88 = arith.extui %87 : i1 to i32
      %89 = arith.subi %86, %88 : i32
      %90 = arith.cmpi ne, %84, %89 : i32
      %91 = arith.remsi %74, %c1_i32_36 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %92 = arith.cmpi ne, %91, %c0_i32_41 : i32
      %93 = arith.andi %90, %92 : i1
      %c1_i32_42 = arith.constant 1 : i32
      %94 = arith.subi %79, %c1_i32_42 : i32
      %95 = arith.select %93, %94, %79 : i32
      %c512_i32 = arith.constant 512 : i32
      %96 = arith.muli %78, %c512_i32 : i32
      %97 = tpu.assume_multiple %96, 512 : i32
      %c1_i32_43 = arith.constant 1 : i32
      %98 = arith.divsi %74, %c1_i32_43 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %99 = arith.cmpi sgt, %74, %c0_i32_44 : i32
      %100 = arith.extui %99 : i1 to i32
      %c0_i32_45 = arith.constant 0 : i32
      %101 = arith.cmpi slt, %74, %c0_i32_45 : i32
      %102 = arith.extui %101 : i1 to i32
      %103 = arith.subi %100, %102 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %104 = arith.cmpi sgt, %c1_i32_43, %c0_i32_46 : i32
      %105 = arith.extui %104 : i1 to i32
      %c0_i32_47 = arith.constant 0 : i32
      %106 = arith.cmpi slt, %c1_i32_43, %c0_i32_47 : i32
      %107 = arith.extui %106 : i1 to i32
      %108 = arith.subi %105, %107 : i32
      %109 = arith.cmpi ne, %103, %108 : i32
      %110 = arith.remsi %74, %c1_i32_43 : i32
      %c0_i32_48 = arith.constant 0 : i32
      %111 = arith.cmpi ne, %110, %c0_i32_48 : i32
      %112 = arith.andi %109, %111 : i1
      %c1_i32_49 = arith.constant 1 : i32
      %113 = arith.subi %98, %c1_i32_49 : i32
      %114 = arith.select %112, %113, %98 : i32
      %c512_i32_50 = arith.constant 512 : i32
      %115 = arith.muli %78, %c512_i32_50 : i32
      %116 = tpu.assume_multiple %115, 512 : i32
      %c512_i32_51 = arith.constant 512 : i32
      %117 = arith.muli %78, %c512_i32_51 : i32
      %118 = tpu.assume_multiple %117, 512 : i32
      %c512_i32_52 = arith.constant 512 : i32
      %119 = arith.muli %78, %c512_i32_52 : i32
      %120 = tpu.assume_multiple %119, 512 : i32
      %c0_i32_53 = arith.constant 0 : i32
      %121 = tpu.memref_slice %arg21[%arg24, %c0_i32_53] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %122 = tpu.memref_squeeze %121 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_54 = arith.constant 0 : i32
      %c0_i32_55 = arith.constant 0 : i32
      %123 = tpu.memref_slice %arg17[%arg24, %c0_i32_54, %c0_i32_55] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %124 = tpu.memref_squeeze %123 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_56 = arith.constant 0 : i32
      %125 = tpu.memref_slice %arg9[%95, %97, %c0_i32_56] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %126 = tpu.memref_squeeze %125 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%122 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%126 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%124 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_57 = arith.constant 1 : i32
      %127 = tpu.memref_slice %arg21[%arg24, %c1_i32_57] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %128 = tpu.memref_squeeze %127 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_58 = arith.constant 0 : i32
      %c0_i32_59 = arith.constant 0 : i32
      %129 = tpu.memref_slice %arg18[%arg24, %c0_i32_58, %c0_i32_59] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %130 = tpu.memref_squeeze %129 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_60 = arith.constant 0 : i32
      %131 = tpu.memref_slice %arg10[%114, %116, %c0_i32_60] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %132 = tpu.memref_squeeze %131 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%128 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%132 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%130 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %133 = tpu.memref_slice %arg21[%arg24, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %134 = tpu.memref_squeeze %133 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_61 = arith.constant 0 : i32
      %c0_i32_62 = arith.constant 0 : i32
      %135 = tpu.memref_slice %arg19[%arg24, %c0_i32_61, %c0_i32_62] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %136 = tpu.memref_squeeze %135 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_63 = arith.constant 0 : i32
      %137 = tpu.memref_slice %arg11[%74, %c0_i32_63, %118] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %138 = tpu.memref_squeeze %137 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%134 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%138 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%136 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %139 = tpu.memref_slice %arg21[%arg24, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %140 = tpu.memref_squeeze %139 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_64 = arith.constant 0 : i32
      %c0_i32_65 = arith.constant 0 : i32
      %141 = tpu.memref_slice %arg20[%arg24, %c0_i32_64, %c0_i32_65] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %142 = tpu.memref_squeeze %141 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_66 = arith.constant 0 : i32
      %143 = tpu.memref_slice %arg12[%74, %c0_i32_66, %120] : memref<16x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %144 = tpu.memref_squeeze %143 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%140 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%144 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%142 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %145 = arith.index_cast %arg22 : i32 to index
      %146 = memref.load %arg5[%145] : memref<33280xi8, #tpu.memory_space<smem>>
      %147 = arith.extsi %146 : i8 to i32
      %148 = arith.index_cast %arg24 : i32 to index
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %149 = vector.load %arg17[%148, %c0_67, %c0_68] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %150 = vector.shape_cast %149 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %151 = arith.index_cast %arg24 : i32 to index
      %c0_69 = arith.constant 0 : index
      %c0_70 = arith.constant 0 : index
      %152 = vector.load %arg18[%151, %c0_69, %c0_70] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %153 = vector.shape_cast %152 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_71 = arith.constant 0 : index
      %c0_72 = arith.constant 0 : index
      %c0_73 = arith.constant 0 : index
      %154 = vector.load %arg7[%c0_71, %c0_72, %c0_73] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %155 = vector.shape_cast %154 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_74 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %156 = tpu.matmul %155, %150, %cst_74 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_75 = arith.constant 0.0883883461 : f32
      %157 = vector.broadcast %cst_75 : f32 to vector<512x512xf32>
      %158 = arith.mulf %156, %157 : vector<512x512xf32>
      %c512_i32_76 = arith.constant 512 : i32
      %159 = arith.muli %78, %c512_i32_76 : i32
      %160 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %161 = vector.broadcast %159 : i32 to vector<512x512xi32>
      %162 = arith.addi %161, %160 : vector<512x512xi32>
      %c512_i32_77 = arith.constant 512 : i32
      %163 = arith.muli %31, %c512_i32_77 : i32
      %164 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %165 = vector.broadcast %163 : i32 to vector<512x512xi32>
      %166 = arith.addi %165, %164 : vector<512x512xi32>
      %167 = arith.subi %166, %162 : vector<512x512xi32>
      %168 = arith.cmpi eq, %167, %167 : vector<512x512xi32>
      %c0_i32_78 = arith.constant 0 : i32
      %169 = vector.broadcast %c0_i32_78 : i32 to vector<512x512xi32>
      %170 = arith.cmpi sle, %167, %169 : vector<512x512xi32>
      %171 = arith.andi %168, %170 : vector<512x512xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %172 = vector.broadcast %c32768_i32 : i32 to vector<512x512xi32>
      %173 = arith.cmpi slt, %162, %172 : vector<512x512xi32>
      %174 = arith.andi %171, %173 : vector<512x512xi1>
      %c32768_i32_79 = arith.constant 32768 : i32
      %175 = vector.broadcast %c32768_i32_79 : i32 to vector<512x512xi32>
      %176 = arith.cmpi slt, %166, %175 : vector<512x512xi32>
      %177 = arith.andi %174, %176 : vector<512x512xi1>
      %c2_i32_80 = arith.constant 2 : i32
      %178 = arith.cmpi eq, %147, %c2_i32_80 : i32
      %179 = vector.broadcast %178 : i1 to vector<512x512xi1>
      %180 = arith.ori %177, %179 : vector<512x512xi1>
      %181 = arith.index_cast %arg24 : i32 to index
      %c0_81 = arith.constant 0 : index
      %c0_82 = arith.constant 0 : index
      %182 = vector.load %arg19[%181, %c0_81, %c0_82] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %183 = vector.shape_cast %182 : vector<1x1x512xf32> to vector<1x512xf32>
      %184 = vector.broadcast %183 : vector<1x512xf32> to vector<512x512xf32>
      %185 = arith.subf %158, %184 : vector<512x512xf32>
      %186 = math.exp %185 : vector<512x512xf32>
      %cst_83 = arith.constant 0.000000e+00 : f32
      %187 = vector.broadcast %cst_83 : f32 to vector<512x512xf32>
      %188 = arith.select %180, %186, %187 : vector<512x512xi1>, vector<512x512xf32>
      %c0_84 = arith.constant 0 : index
      %c0_85 = arith.constant 0 : index
      %189 = vector.load %arg16[%c0_84, %c0_85] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %190 = arith.truncf %188 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_86 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %191 = tpu.matmul %190, %153, %cst_86 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %192 = arith.addf %189, %191 : vector<512x128xf32>
      %c0_87 = arith.constant 0 : index
      %c0_88 = arith.constant 0 : index
      %193 = vector.load %arg16[%c0_87, %c0_88] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %194 = vector.shape_cast %193 : vector<512x128xf32> to vector<512x128xf32>
      %195 = vector.shape_cast %192 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_87, %c0_88], %195 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_89 = arith.constant 0 : index
      %c0_90 = arith.constant 0 : index
      %c0_91 = arith.constant 0 : index
      %196 = vector.load %arg8[%c0_89, %c0_90, %c0_91] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %197 = vector.shape_cast %196 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_92 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %198 = tpu.matmul %197, %153, %cst_92 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %199 = arith.index_cast %arg24 : i32 to index
      %c0_93 = arith.constant 0 : index
      %c0_94 = arith.constant 0 : index
      %200 = vector.load %arg20[%199, %c0_93, %c0_94] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %201 = vector.shape_cast %200 : vector<1x1x512xf32> to vector<1x512xf32>
      %202 = vector.broadcast %201 : vector<1x512xf32> to vector<512x512xf32>
      %203 = arith.subf %198, %202 : vector<512x512xf32>
      %204 = arith.mulf %188, %203 : vector<512x512xf32>
      %c0_95 = arith.constant 0 : index
      %c0_96 = arith.constant 0 : index
      %205 = vector.load %arg15[%c0_95, %c0_96] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %206 = arith.truncf %204 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_97 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %207 = tpu.matmul %206, %150, %cst_97 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_98 = arith.constant 0.0883883461 : f32
      %208 = vector.broadcast %cst_98 : f32 to vector<512x128xf32>
      %209 = arith.mulf %207, %208 : vector<512x128xf32>
      %210 = arith.addf %205, %209 : vector<512x128xf32>
      %c0_99 = arith.constant 0 : index
      %c0_100 = arith.constant 0 : index
      %211 = vector.load %arg15[%c0_99, %c0_100] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %212 = vector.shape_cast %211 : vector<512x128xf32> to vector<512x128xf32>
      %213 = vector.shape_cast %210 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_99, %c0_100], %213 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_101 = arith.constant 1 : i32
      %214 = arith.subi %c1_i32_101, %arg24 : i32
      scf.yield %65, %67, %214 : i32, i32, i32
    }
    %c0_21 = arith.constant 0 : index
    %c0_22 = arith.constant 0 : index
    %49 = vector.load %arg15[%c0_21, %c0_22] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %50 = arith.truncf %49 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_23 = arith.constant 0 : index
    %c0_24 = arith.constant 0 : index
    %c0_25 = arith.constant 0 : index
    %51 = vector.load %arg13[%c0_23, %c0_24, %c0_25] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %52 = vector.shape_cast %51 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %53 = vector.shape_cast %50 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0_23, %c0_24, %c0_25], %53 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0_26 = arith.constant 0 : index
    %c0_27 = arith.constant 0 : index
    %54 = vector.load %arg16[%c0_26, %c0_27] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %55 = arith.truncf %54 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_28 = arith.constant 0 : index
    %c0_29 = arith.constant 0 : index
    %c0_30 = arith.constant 0 : index
    %56 = vector.load %arg14[%c0_28, %c0_29, %c0_30] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %57 = vector.shape_cast %56 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %58 = vector.shape_cast %55 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg14[%c0_28, %c0_29, %c0_30], %58 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %19 = arith.muli %18, %c4_i32 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_6 : i32
    %c4_i32_7 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_8 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32_7, %c0_i32_10 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32_7, %c0_i32_11 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32_7 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_12 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_13 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_13 : i32
    %38 = arith.select %36, %37, %22 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %39 = arith.addi %c0_i32_14, %arg1 : i32
    %c64_i32_15 = arith.constant 64 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %40 = arith.cmpi eq, %c64_i32_15, %c0_i32_16 : i32
    %c1_i32_17 = arith.constant 1 : i32
    %41 = arith.select %40, %c1_i32_17, %c64_i32_15 : i32
    %42 = arith.remsi %39, %41 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32_18 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %44 = arith.cmpi slt, %42, %c0_i32_19 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %45 = arith.cmpi slt, %41, %c0_i32_20 : i32
    %46 = arith.xori %44, %45 : i1
    %47 = arith.andi %46, %43 : i1
    %48 = arith.addi %42, %41 : i32
    %49 = arith.select %47, %48, %42 : i32
    %c0_i32_21 = arith.constant 0 : i32
    %c0_i32_22 = arith.constant 0 : i32
    return %38, %49, %c0_i32_21 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %19 = arith.muli %18, %c4_i32 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_6 : i32
    %c4_i32_7 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_8 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32_7, %c0_i32_10 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32_7, %c0_i32_11 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32_7 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_12 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_13 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_13 : i32
    %38 = arith.select %36, %37, %22 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %39 = arith.addi %c0_i32_14, %arg1 : i32
    %c64_i32_15 = arith.constant 64 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %40 = arith.cmpi eq, %c64_i32_15, %c0_i32_16 : i32
    %c1_i32_17 = arith.constant 1 : i32
    %41 = arith.select %40, %c1_i32_17, %c64_i32_15 : i32
    %42 = arith.remsi %39, %41 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32_18 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %44 = arith.cmpi slt, %42, %c0_i32_19 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %45 = arith.cmpi slt, %41, %c0_i32_20 : i32
    %46 = arith.xori %44, %45 : i1
    %47 = arith.andi %46, %43 : i1
    %48 = arith.addi %42, %41 : i32
    %49 = arith.select %47, %48, %42 : i32
    %c0_i32_21 = arith.constant 0 : i32
    %c0_i32_22 = arith.constant 0 : i32
    return %38, %49, %c0_i32_21 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %19 = arith.muli %18, %c4_i32 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_6 : i32
    %c4_i32_7 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_8 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32_7, %c0_i32_10 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32_7, %c0_i32_11 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32_7 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_12 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_13 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_13 : i32
    %38 = arith.select %36, %37, %22 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %39 = arith.addi %c0_i32_14, %arg1 : i32
    %c64_i32_15 = arith.constant 64 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %40 = arith.cmpi eq, %c64_i32_15, %c0_i32_16 : i32
    %c1_i32_17 = arith.constant 1 : i32
    %41 = arith.select %40, %c1_i32_17, %c64_i32_15 : i32
    %42 = arith.remsi %39, %41 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32_18 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %44 = arith.cmpi slt, %42, %c0_i32_19 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %45 = arith.cmpi slt, %41, %c0_i32_20 : i32
    %46 = arith.xori %44, %45 : i1
    %47 = arith.andi %46, %43 : i1
    %48 = arith.addi %42, %41 : i32
    %49 = arith.select %47, %48, %42 : i32
    %c0_i32_21 = arith.constant 0 : i32
    %c0_i32_22 = arith.constant 0 : i32
    return %38, %49, %c0_i32_21 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<257xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<33280xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.muli %arg0, %c0_i32_0 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.divsi %0, %c64_i32 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_1 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_2 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c64_i32, %c0_i32_3 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c64_i32, %c0_i32_4 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c64_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_5 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %19 = arith.muli %18, %c4_i32 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_6 : i32
    %c4_i32_7 = arith.constant 4 : i32
    %22 = arith.divsi %21, %c4_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_8 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_9 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c4_i32_7, %c0_i32_10 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c4_i32_7, %c0_i32_11 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c4_i32_7 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_12 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_13 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_13 : i32
    %38 = arith.select %36, %37, %22 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %39 = arith.addi %c0_i32_14, %arg1 : i32
    %c64_i32_15 = arith.constant 64 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %40 = arith.cmpi eq, %c64_i32_15, %c0_i32_16 : i32
    %c1_i32_17 = arith.constant 1 : i32
    %41 = arith.select %40, %c1_i32_17, %c64_i32_15 : i32
    %42 = arith.remsi %39, %41 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32_18 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %44 = arith.cmpi slt, %42, %c0_i32_19 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %45 = arith.cmpi slt, %41, %c0_i32_20 : i32
    %46 = arith.xori %44, %45 : i1
    %47 = arith.andi %46, %43 : i1
    %48 = arith.addi %42, %41 : i32
    %49 = arith.select %47, %48, %42 : i32
    %c0_i32_21 = arith.constant 0 : i32
    %c0_i32_22 = arith.constant 0 : i32
    return %38, %49, %c0_i32_21 : i32, i32, i32
  }
}
