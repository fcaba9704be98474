module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>, %arg2: tensor<1x64x64xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x64x64xi8>, %arg5: tensor<1x64x64xi8>, %arg6: tensor<1x64x64xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x32768x128xbf16>, %arg9: tensor<4x32768x128xbf16>, %arg10: tensor<4x32768x128xbf16>) -> (tensor<16x32768x128xbf16> {jax.result_info = "result"}) {
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
    %209 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<16x64x64xi8>
    %210 = stablehlo.compare NE, %132, %209, SIGNED : (tensor<16x64x64xi8>, tensor<16x64x64xi8>) -> tensor<16x64x64xi1>
    %211 = stablehlo.convert %148 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %212 = stablehlo.convert %132 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %213 = stablehlo.slice %211 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %214 = stablehlo.slice %211 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %215 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x64x63xi32>
    %216 = stablehlo.add %214, %215 : tensor<16x64x63xi32>
    %217 = stablehlo.compare EQ, %213, %216, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %218 = stablehlo.slice %212 [0:16, 0:64, 1:64] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %219 = stablehlo.slice %212 [0:16, 0:64, 0:63] : (tensor<16x64x64xi32>) -> tensor<16x64x63xi32>
    %220 = stablehlo.compare EQ, %218, %219, SIGNED : (tensor<16x64x63xi32>, tensor<16x64x63xi32>) -> tensor<16x64x63xi1>
    %221 = stablehlo.and %217, %220 : tensor<16x64x63xi1>
    %222 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<16x64x1xi1>
    %223 = stablehlo.not %221 : tensor<16x64x63xi1>
    %224 = stablehlo.concatenate %222, %223, dim = 2 : (tensor<16x64x1xi1>, tensor<16x64x63xi1>) -> tensor<16x64x64xi1>
    %225 = stablehlo.and %210, %224 : tensor<16x64x64xi1>
    %226 = stablehlo.convert %148 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %227 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %228 = stablehlo.add %c_14, %227 : tensor<16x1xi32>
    %229 = stablehlo.select %c_15, %228, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %231 = "stablehlo.gather"(%226, %230) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %232 = stablehlo.transpose %231, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %233 = stablehlo.reshape %232 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %234 = stablehlo.convert %132 : (tensor<16x64x64xi8>) -> tensor<16x64x64xi32>
    %235 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %236 = stablehlo.add %c_14, %235 : tensor<16x1xi32>
    %237 = stablehlo.select %c_15, %236, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %239 = "stablehlo.gather"(%234, %238) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi32>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi32>) -> tensor<16x64x1x64xi32>
    %241 = stablehlo.reshape %240 : (tensor<16x64x1x64xi32>) -> tensor<1024x64xi32>
    %242 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %243 = stablehlo.add %c_14, %242 : tensor<16x1xi32>
    %244 = stablehlo.select %c_15, %243, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %246 = "stablehlo.gather"(%210, %245) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %247 = stablehlo.transpose %246, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %248 = stablehlo.reshape %247 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %249 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %250 = stablehlo.add %c_14, %249 : tensor<16x1xi32>
    %251 = stablehlo.select %c_15, %250, %c_14 : tensor<16x1xi1>, tensor<16x1xi32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %253 = "stablehlo.gather"(%225, %252) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 64, 64>}> : (tensor<16x64x64xi1>, tensor<16x1x1xi32>) -> tensor<16x1x64x64xi1>
    %254 = stablehlo.transpose %253, dims = [0, 2, 1, 3] : (tensor<16x1x64x64xi1>) -> tensor<16x64x1x64xi1>
    %255 = stablehlo.reshape %254 : (tensor<16x64x1x64xi1>) -> tensor<1024x64xi1>
    %256 = stablehlo.reshape %255 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %257 = stablehlo.reshape %248 : (tensor<1024x64xi1>) -> tensor<65536xi1>
    %258 = call @cumsum(%256) : (tensor<65536xi1>) -> tensor<65536xi32>
    %259 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %260 = stablehlo.subtract %258, %259 : tensor<65536xi32>
    %261 = call @_where_9(%256, %260, %c_0) : (tensor<65536xi1>, tensor<65536xi32>, tensor<i32>) -> tensor<65536xi32>
    %262 = stablehlo.reshape %233 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %263 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %264 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %265 = stablehlo.compare LT, %261, %264, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %266 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %267 = stablehlo.add %261, %266 : tensor<65536xi32>
    %268 = stablehlo.select %265, %267, %261 : tensor<65536xi1>, tensor<65536xi32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %270 = "stablehlo.scatter"(%263, %269, %262) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>):
      stablehlo.return %arg12 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %271 = stablehlo.slice %270 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %272 = stablehlo.reshape %241 : (tensor<1024x64xi32>) -> tensor<65536xi32>
    %273 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %274 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %275 = stablehlo.compare LT, %261, %274, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %276 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %277 = stablehlo.add %261, %276 : tensor<65536xi32>
    %278 = stablehlo.select %275, %277, %261 : tensor<65536xi1>, tensor<65536xi32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %280 = "stablehlo.scatter"(%273, %279, %272) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>):
      stablehlo.return %arg12 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %281 = stablehlo.slice %280 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %282 = call @_where_9(%257, %260, %c_0) : (tensor<65536xi1>, tensor<65536xi32>, tensor<i32>) -> tensor<65536xi32>
    %283 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<33281xi32>
    %284 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %285 = stablehlo.compare LT, %282, %284, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %286 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %287 = stablehlo.add %282, %286 : tensor<65536xi32>
    %288 = stablehlo.select %285, %287, %282 : tensor<65536xi1>, tensor<65536xi32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %290 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %291 = "stablehlo.scatter"(%283, %289, %290) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>):
      %304 = stablehlo.add %arg11, %arg12 : tensor<i32>
      stablehlo.return %304 : tensor<i32>
    }) : (tensor<33281xi32>, tensor<65536x1xi32>, tensor<65536xi32>) -> tensor<33281xi32>
    %292 = stablehlo.slice %291 [0:33280] : (tensor<33281xi32>) -> tensor<33280xi32>
    %293 = stablehlo.convert %255 : (tensor<1024x64xi1>) -> tensor<1024x64xi32>
    %294 = stablehlo.reduce(%293 init: %c_13) applies stablehlo.add across dimensions = [1] : (tensor<1024x64xi32>, tensor<i32>) -> tensor<1024xi32>
    %295 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %296 = call @cumsum_10(%294) : (tensor<1024xi32>) -> tensor<1024xi32>
    %297 = stablehlo.concatenate %295, %296, dim = 0 : (tensor<1xi32>, tensor<1024xi32>) -> tensor<1025xi32>
    %298 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1025xi32>
    %299 = stablehlo.minimum %297, %298 : tensor<1025xi32>
    %300 = stablehlo.convert %271 : (tensor<33280xi32>) -> tensor<33280xi8>
    %301 = stablehlo.convert %292 : (tensor<33280xi32>) -> tensor<33280xi8>
    %302 = stablehlo.convert %281 : (tensor<33280xi32>) -> tensor<33280xi8>
    %303 = stablehlo.custom_call @tpu_custom_call(%299, %300, %301, %302, %206, %207, %208) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:dcf5d4ba212841fb6ce03a47b79f84c3649f630e96937ad425528808287d872a\22, \22cost_estimate\22: {\22bytes_accessed\22: 8992587776, \22flops\22: 4466765987840, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 8724152320}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1025xi32>, tensor<33280xi8>, tensor<33280xi8>, tensor<33280xi8>, tensor<16x32768x128xbf16>, tensor<4x32768x128xbf16>, tensor<4x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %303 : tensor<16x32768x128xbf16>
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
}

// ---- kernel sparse_cli_fwd sha256:dcf5d4ba212841fb6ce03a47b79f84c3649f630e96937ad425528808287d872a
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<1025xi32, #tpu.memory_space<smem>>, %arg3: memref<33280xi8, #tpu.memory_space<smem>>, %arg4: memref<33280xi8, #tpu.memory_space<smem>>, %arg5: memref<33280xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<4x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 1, 1024>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
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
    %33 = vector.load %arg10[%c0, %c0_14] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %34 = vector.shape_cast %33 : vector<512x128xf32> to vector<512x128xf32>
    %35 = vector.shape_cast %32 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg10[%c0, %c0_14], %35 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_15 = arith.constant 0.000000e+00 : f32
    %36 = vector.broadcast %cst_15 : f32 to vector<512x128xf32>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %37 = vector.load %arg11[%c0_16, %c0_17] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %38 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
    %39 = vector.shape_cast %36 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0_16, %c0_17], %39 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_18 = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_18 : f32 to vector<512x128xf32>
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %41 = vector.load %arg12[%c0_19, %c0_20] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %42 = vector.shape_cast %41 : vector<512x128xf32> to vector<512x128xf32>
    %43 = vector.shape_cast %40 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0_19, %c0_20], %43 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %c0_i32_34 = arith.constant 0 : i32
      %66 = arith.addi %21, %c0_i32_34 : i32
      %67 = arith.index_cast %45 : i32 to index
      %68 = memref.load %arg3[%67] : memref<33280xi8, #tpu.memory_space<smem>>
      %69 = arith.extsi %68 : i8 to i32
      %c0_i32_35 = arith.constant 0 : i32
      %70 = arith.addi %69, %c0_i32_35 : i32
      %c4_i32 = arith.constant 4 : i32
      %71 = arith.divsi %66, %c4_i32 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %72 = arith.cmpi sgt, %66, %c0_i32_36 : i32
      %73 = arith.extui %72 : i1 to i32
      %c0_i32_37 = arith.constant 0 : i32
      %74 = arith.cmpi slt, %66, %c0_i32_37 : i32
      %75 = arith.extui %74 : i1 to i32
      %76 = arith.subi %73, %75 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %77 = arith.cmpi sgt, %c4_i32, %c0_i32_38 : i32
      %78 = arith.extui %77 : i1 to i32
      %c0_i32_39 = arith.constant 0 : i32
      %79 = arith.cmpi slt, %c4_i32, %c0_i32_39 : i32
      %80 = arith.extui %79 : i1 to i32
      %81 = arith.subi %78, %80 : i32
      %82 = arith.cmpi ne, %76, %81 : i32
      %83 = arith.remsi %66, %c4_i32 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %84 = arith.cmpi ne, %83, %c0_i32_40 : i32
      %85 = arith.andi %82, %84 : i1
      %c1_i32_41 = arith.constant 1 : i32
      %86 = arith.subi %71, %c1_i32_41 : i32
      %87 = arith.select %85, %86, %71 : i32
      %c512_i32 = arith.constant 512 : i32
      %88 = arith.muli %70, %c512_i32 : i32
      %89 = tpu.assume_multiple %88, 512 : i32
      %c4_i32_42 = arith.constant 4 : i32
      %90 = arith.divsi %66, %c4_i32_42 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %91 = arith.cmpi sgt, %66, %c0_i32_43 : i32
      %92 = arith.extui %91 : i1 to i32
      %c0_i32_44 = arith.constant 0 : i32
      %93 = arith.cmpi slt, %66, %c0_i32_44 : i32
      %94 = arith.extui %93 : i1 to i32
      %95 = arith.subi %92, %94 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %96 = arith.cmpi sgt, %c4_i32_42, %c0_i32_45 : i32
      %97 = arith.extui %96 : i1 to i32
      %c0_i32_46 = arith.constant 0 : i32
      %98 = arith.cmpi slt, %c4_i32_42, %c0_i32_46 : i32
      %99 = arith.extui %98 : i1 to i32
      %100 = arith.subi %97, %99 : i32
      %101 = arith.cmpi ne, %95, %100 : i32
      %102 = arith.remsi %66, %c4_i32_42 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %103 = arith.cmpi ne, %102, %c0_i32_47 : i32
      %104 = arith.andi %101, %103 : i1
      %c1_i32_48 = arith.constant 1 : i32
      %105 = arith.subi %90, %c1_i32_48 : i32
      %106 = arith.select %104, %105, %90 : i32
      %c512_i32_49 = arith.constant 512 : i32
      %107 = arith.muli %70, %c512_i32_49 : i32
      %108 = tpu.assume_multiple %107, 512 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %c0_i32_52 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg15[%c0_i32_51, %c0_i32_52] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_53 = arith.constant 0 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %111 = tpu.memref_slice %arg13[%c0_i32_50, %c0_i32_53, %c0_i32_54] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_55 = arith.constant 0 : i32
      %113 = tpu.memref_slice %arg7[%87, %89, %c0_i32_55] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %114 = tpu.memref_squeeze %113 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%114 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%112 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_56 = arith.constant 0 : i32
      %c0_i32_57 = arith.constant 0 : i32
      %c1_i32_58 = arith.constant 1 : i32
      %115 = tpu.memref_slice %arg15[%c0_i32_57, %c1_i32_58] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %116 = tpu.memref_squeeze %115 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_59 = arith.constant 0 : i32
      %c0_i32_60 = arith.constant 0 : i32
      %117 = tpu.memref_slice %arg14[%c0_i32_56, %c0_i32_59, %c0_i32_60] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %118 = tpu.memref_squeeze %117 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_61 = arith.constant 0 : i32
      %119 = tpu.memref_slice %arg8[%106, %108, %c0_i32_61] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %120 = tpu.memref_squeeze %119 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%120 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%118 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%116 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_23 = arith.constant 0 : i32
    %c0_i32_24 = arith.constant 0 : i32
    %52:3 = scf.while (%arg16 = %45, %arg17 = %c0_i32_23, %arg18 = %c0_i32_24) : (i32, i32, i32) -> (i32, i32, i32) {
      %66 = arith.cmpi slt, %arg16, %48 : i32
      scf.condition(%66) %arg16, %arg17, %arg18 : i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32):
      %c1_i32_34 = arith.constant 1 : i32
      %66 = arith.addi %arg17, %c1_i32_34 : i32
      %67 = arith.index_cast %arg16 : i32 to index
      %68 = memref.load %arg4[%67] : memref<33280xi8, #tpu.memory_space<smem>>
      %69 = arith.extsi %68 : i8 to i32
      %70 = arith.cmpi sge, %66, %69 : i32
      %c1_i32_35 = arith.constant 1 : i32
      %71 = arith.addi %arg16, %c1_i32_35 : i32
      %72 = arith.select %70, %71, %arg16 : i32
      %c1_i32_36 = arith.constant 1 : i32
      %73 = arith.addi %arg17, %c1_i32_36 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %74 = arith.select %70, %c0_i32_37, %73 : i32
      %75 = arith.cmpi slt, %72, %48 : i32
      %76 = arith.extui %75 : i1 to i32
      %c0_i32_38 = arith.constant 0 : i32
      %77 = arith.cmpi ne, %76, %c0_i32_38 : i32
      scf.if %77 {
        %c0_i32_95 = arith.constant 0 : i32
        %211 = arith.addi %21, %c0_i32_95 : i32
        %212 = arith.index_cast %72 : i32 to index
        %213 = memref.load %arg3[%212] : memref<33280xi8, #tpu.memory_space<smem>>
        %214 = arith.extsi %213 : i8 to i32
        %215 = arith.addi %214, %74 : i32
        %c1_i32_96 = arith.constant 1 : i32
        %216 = arith.subi %c1_i32_96, %arg18 : i32
        %c4_i32_97 = arith.constant 4 : i32
        %217 = arith.divsi %211, %c4_i32_97 : i32
        %c0_i32_98 = arith.constant 0 : i32
        %218 = arith.cmpi sgt, %211, %c0_i32_98 : i32
        %219 = arith.extui %218 : i1 to i32
        %c0_i32_99 = arith.constant 0 : i32
        %220 = arith.cmpi slt, %211, %c0_i32_99 : i32
        %221 = arith.extui %220 : i1 to i32
        %222 = arith.subi %219, %221 : i32
        %c0_i32_100 = arith.constant 0 : i32
        %223 = arith.cmpi sgt, %c4_i32_97, %c0_i32_100 : i32
        %224 = arith.extui %223 : i1 to i32
        %c0_i32_101 = arith.constant 0 : i32
        %225 = arith.cmpi slt, %c4_i32_97, %c0_i32_101 : i32
        %226 = arith.extui %225 : i1 to i32
        %227 = arith.subi %224, %226 : i32
        %228 = arith.cmpi ne, %222, %227 : i32
        %229 = arith.remsi %211, %c4_i32_97 : i32
        %c0_i32_102 = arith.constant 0 : i32
        %230 = arith.cmpi ne, %229, %c0_i32_102 : i32
        %231 = arith.andi %228, %230 : i1
        %c1_i32_103 = arith.constant 1 : i32
        %232 = arith.subi %217, %c1_i32_103 : i32
        %233 = arith.select %231, %232, %217 : i32
        %c512_i32_104 = arith.constant 512 : i32
        %234 = arith.muli %215, %c512_i32_104 : i32
        %235 = tpu.assume_multiple %234, 512 : i32
        %c4_i32_105 = arith.constant 4 : i32
        %236 = arith.divsi %211, %c4_i32_105 : i32
        %c0_i32_106 = arith.constant 0 : i32
        %237 = arith.cmpi sgt, %211, %c0_i32_106 : i32
        %238 = arith.extui %237 : i1 to i32
        %c0_i32_107 = arith.constant 0 : i32
        %239 = arith.cmpi slt, %211, %c0_i32_107 : i32
        %240 = arith.extui %239 : i1 to i32
        %241 = arith.subi %238, %240 : i32
        %c0_i32_108 = arith.constant 0 : i32
        %242 = arith.cmpi sgt, %c4_i32_105, %c0_i32_108 : i32
        %243 = arith.extui %242 : i1 to i32
        %c0_i32_109 = arith.constant 0 : i32
        %244 = arith.cmpi slt, %c4_i32_105, %c0_i32_109 : i32
        %245 = arith.extui %244 : i1 to i32
        %246 = arith.subi %243, %245 : i32
        %247 = arith.cmpi ne, %241, %246 : i32
        %248 = arith.remsi %211, %c4_i32_105 : i32
        %c0_i32_110 = arith.constant 0 : i32
        %249 = arith.cmpi ne, %248, %c0_i32_110 : i32
        %250 = arith.andi %247, %249 : i1
        %c1_i32_111 = arith.constant 1 : i32
        %251 = arith.subi %236, %c1_i32_111 : i32
        %252 = arith.select %250, %251, %236 : i32
        %c512_i32_112 = arith.constant 512 : i32
        %253 = arith.muli %215, %c512_i32_112 : i32
        %254 = tpu.assume_multiple %253, 512 : i32
        %c0_i32_113 = arith.constant 0 : i32
        %255 = tpu.memref_slice %arg15[%216, %c0_i32_113] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %256 = tpu.memref_squeeze %255 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_114 = arith.constant 0 : i32
        %c0_i32_115 = arith.constant 0 : i32
        %257 = tpu.memref_slice %arg13[%216, %c0_i32_114, %c0_i32_115] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %258 = tpu.memref_squeeze %257 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_116 = arith.constant 0 : i32
        %259 = tpu.memref_slice %arg7[%233, %235, %c0_i32_116] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %260 = tpu.memref_squeeze %259 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%260 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%258 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%256 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_117 = arith.constant 1 : i32
        %261 = tpu.memref_slice %arg15[%216, %c1_i32_117] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %262 = tpu.memref_squeeze %261 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_118 = arith.constant 0 : i32
        %c0_i32_119 = arith.constant 0 : i32
        %263 = tpu.memref_slice %arg14[%216, %c0_i32_118, %c0_i32_119] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %264 = tpu.memref_squeeze %263 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_120 = arith.constant 0 : i32
        %265 = tpu.memref_slice %arg8[%252, %254, %c0_i32_120] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %266 = tpu.memref_squeeze %265 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%266 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%264 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%262 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_39 = arith.constant 0 : i32
      %78 = arith.addi %21, %c0_i32_39 : i32
      %79 = arith.index_cast %arg16 : i32 to index
      %80 = memref.load %arg3[%79] : memref<33280xi8, #tpu.memory_space<smem>>
      %81 = arith.extsi %80 : i8 to i32
      %82 = arith.addi %81, %arg17 : i32
      %c4_i32 = arith.constant 4 : i32
      %83 = arith.divsi %78, %c4_i32 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %84 = arith.cmpi sgt, %78, %c0_i32_40 : i32
      %85 = arith.extui %84 : i1 to i32
      %c0_i32_41 = arith.constant 0 : i32
      %86 = arith.cmpi slt, %78, %c0_i32_41 : i32
      %87 = arith.extui %86 : i1 to i32
      %88 = arith.subi %85, %87 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %89 = arith.cmpi sgt, %c4_i32, %c0_i32_42 : i32
      %90 = arith.extui %89 : i1 to i32
      %c0_i32_43 = arith.constant 0 : i32
      %91 = arith.cmpi slt, %c4_i32, %c0_i32_43 : i32
      %92 = arith.extui %91 : i1 to i32
      %93 = arith.subi %90, %92 : i32
      %94 = arith.cmpi ne, %88, %93 : i32
      %95 = arith.remsi %78, %c4_i32 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %96 = arith.cmpi ne, %95, %c0_i32_44 : i32
      %97 = arith.andi %94, %96 : i1
      %c1_i32_45 = arith.constant 1 : i32
      %98 = arith.subi %83, %c1_i32_45 : i32
      %99 = arith.select %97, %98, %83 : i32
      %c512_i32 = arith.constant 512 : i32
      %100 = arith.muli %82, %c512_i32 : i32
      %101 = tpu.assume_multiple %100, 512 : i32
      %c4_i32_46 = arith.constant 4 : i32
      %102 = arith.divsi %78, %c4_i32_46 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %103 = arith.cmpi sgt, %78, %c0_i32_47 : i32
      %104 = arith.extui %103 : i1 to i32
      %c0_i32_48 = arith.constant 0 : i32
      %105 = arith.cmpi slt, %78, %c0_i32_48 : i32
      %106 = arith.extui %105 : i1 to i32
      %107 = arith.subi %104, %106 : i32
      %c0_i32_49 = arith.constant 0 : i32
      %108 = arith.cmpi sgt, %c4_i32_46, %c0_i32_49 : i32
      %109 = arith.extui %108 : i1 to i32
      %c0_i32_50 = arith.constant 0 : i32
      %110 = arith.cmpi slt, %c4_i32_46, %c0_i32_50 : i32
      %111 = arith.extui %110 : i1 to i32
      %112 = arith.subi %109, %111 : i32
      %113 = arith.cmpi ne, %107, %112 : i32
      %114 = arith.remsi %78, %c4_i32_46 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %115 = arith.cmpi ne, %114, %c0_i32_51 : i32
      %116 = arith.andi %113, %115 : i1
      %c1_i32_52 = arith.constant 1 : i32
      %117 = arith.subi %102, %c1_i32_52 : i32
      %118 = arith.select %116, %117, %102 : i32
      %c512_i32_53 = arith.constant 512 : i32
      %119 = arith.muli %82, %c512_i32_53 : i32
      %120 = tpu.assume_multiple %119, 512 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %121 = tpu.memref_slice %arg15[%arg18, %c0_i32_54] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %122 = tpu.memref_squeeze %121 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_55 = arith.constant 0 : i32
      %c0_i32_56 = arith.constant 0 : i32
      %123 = tpu.memref_slice %arg13[%arg18, %c0_i32_55, %c0_i32_56] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %124 = tpu.memref_squeeze %123 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_57 = arith.constant 0 : i32
      %125 = tpu.memref_slice %arg7[%99, %101, %c0_i32_57] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %126 = tpu.memref_squeeze %125 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%122 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%126 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%124 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_58 = arith.constant 1 : i32
      %127 = tpu.memref_slice %arg15[%arg18, %c1_i32_58] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %128 = tpu.memref_squeeze %127 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_59 = arith.constant 0 : i32
      %c0_i32_60 = arith.constant 0 : i32
      %129 = tpu.memref_slice %arg14[%arg18, %c0_i32_59, %c0_i32_60] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %130 = tpu.memref_squeeze %129 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_61 = arith.constant 0 : i32
      %131 = tpu.memref_slice %arg8[%118, %120, %c0_i32_61] : memref<4x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %132 = tpu.memref_squeeze %131 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%128 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%132 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%130 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %133 = arith.index_cast %arg16 : i32 to index
      %134 = memref.load %arg5[%133] : memref<33280xi8, #tpu.memory_space<smem>>
      %135 = arith.extsi %134 : i8 to i32
      %c0_62 = arith.constant 0 : index
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %136 = vector.load %arg6[%c0_62, %c0_63, %c0_64] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %137 = vector.shape_cast %136 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %138 = arith.index_cast %arg18 : i32 to index
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %139 = vector.load %arg13[%138, %c0_65, %c0_66] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %140 = vector.shape_cast %139 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_67 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %141 = tpu.matmul %137, %140, %cst_67 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_68 = arith.constant 0.0883883461 : f32
      %142 = vector.broadcast %cst_68 : f32 to vector<512x512xf32>
      %143 = arith.mulf %141, %142 : vector<512x512xf32>
      %c512_i32_69 = arith.constant 512 : i32
      %144 = arith.muli %31, %c512_i32_69 : i32
      %145 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %146 = vector.broadcast %144 : i32 to vector<512x512xi32>
      %147 = arith.addi %146, %145 : vector<512x512xi32>
      %c512_i32_70 = arith.constant 512 : i32
      %148 = arith.muli %82, %c512_i32_70 : i32
      %149 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %150 = vector.broadcast %148 : i32 to vector<512x512xi32>
      %151 = arith.addi %150, %149 : vector<512x512xi32>
      %152 = arith.subi %151, %147 : vector<512x512xi32>
      %153 = arith.cmpi eq, %152, %152 : vector<512x512xi32>
      %c0_i32_71 = arith.constant 0 : i32
      %154 = vector.broadcast %c0_i32_71 : i32 to vector<512x512xi32>
      %155 = arith.cmpi sle, %152, %154 : vector<512x512xi32>
      %156 = arith.andi %153, %155 : vector<512x512xi1>
      %c32768_i32 = arith.constant 32768 : i32
      %157 = vector.broadcast %c32768_i32 : i32 to vector<512x512xi32>
      %158 = arith.cmpi slt, %147, %157 : vector<512x512xi32>
      %159 = arith.andi %156, %158 : vector<512x512xi1>
      %c32768_i32_72 = arith.constant 32768 : i32
      %160 = vector.broadcast %c32768_i32_72 : i32 to vector<512x512xi32>
      %161 = arith.cmpi slt, %151, %160 : vector<512x512xi32>
      %162 = arith.andi %159, %161 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %163 = arith.cmpi eq, %135, %c2_i32 : i32
      %164 = vector.broadcast %163 : i1 to vector<512x512xi1>
      %165 = arith.ori %162, %164 : vector<512x512xi1>
      %c0_73 = arith.constant 0 : index
      %c0_74 = arith.constant 0 : index
      %166 = vector.load %arg10[%c0_73, %c0_74] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_75 = arith.constant 0xFF800000 : f32
      %167 = vector.broadcast %cst_75 : f32 to vector<512x512xf32>
      %168 = arith.select %165, %143, %167 : vector<512x512xi1>, vector<512x512xf32>
      %cst_76 = arith.constant dense<0xFF800000> : vector<512xf32>
      %169 = vector.multi_reduction <maximumf>, %168, %cst_76 [1] : vector<512x512xf32> to vector<512xf32>
      %170 = vector.shape_cast %169 : vector<512xf32> to vector<512x1xf32>
      %171 = vector.broadcast %170 : vector<512x1xf32> to vector<512x128xf32>
      %172 = arith.maximumf %166, %171 : vector<512x128xf32>
      %cst_77 = arith.constant 0xFF800000 : f32
      %173 = vector.broadcast %cst_77 : f32 to vector<512x128xf32>
      %174 = arith.cmpf oeq, %172, %173 : vector<512x128xf32>
      %cst_78 = arith.constant 0.000000e+00 : f32
      %175 = vector.broadcast %cst_78 : f32 to vector<512x128xf32>
      %176 = arith.select %174, %175, %172 : vector<512x128xi1>, vector<512x128xf32>
      %177 = vector.extract_strided_slice %176 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %178 = vector.broadcast %177 : vector<512x1xf32> to vector<512x512xf32>
      %179 = arith.subf %143, %178 : vector<512x512xf32>
      %180 = math.exp %179 : vector<512x512xf32>
      %cst_79 = arith.constant 0.000000e+00 : f32
      %181 = vector.broadcast %cst_79 : f32 to vector<512x512xf32>
      %182 = arith.select %165, %180, %181 : vector<512x512xi1>, vector<512x512xf32>
      %183 = arith.subf %166, %176 : vector<512x128xf32>
      %184 = math.exp %183 : vector<512x128xf32>
      %c0_80 = arith.constant 0 : index
      %c0_81 = arith.constant 0 : index
      %185 = vector.load %arg11[%c0_80, %c0_81] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %186 = arith.mulf %184, %185 : vector<512x128xf32>
      %cst_82 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %187 = vector.multi_reduction <add>, %182, %cst_82 [1] : vector<512x512xf32> to vector<512xf32>
      %188 = vector.shape_cast %187 : vector<512xf32> to vector<512x1xf32>
      %189 = vector.broadcast %188 : vector<512x1xf32> to vector<512x128xf32>
      %190 = arith.addf %186, %189 : vector<512x128xf32>
      %c0_83 = arith.constant 0 : index
      %c0_84 = arith.constant 0 : index
      %191 = vector.load %arg11[%c0_83, %c0_84] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %192 = vector.shape_cast %191 : vector<512x128xf32> to vector<512x128xf32>
      %193 = vector.shape_cast %190 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_83, %c0_84], %193 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %194 = arith.index_cast %arg18 : i32 to index
      %c0_85 = arith.constant 0 : index
      %c0_86 = arith.constant 0 : index
      %195 = vector.load %arg14[%194, %c0_85, %c0_86] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %196 = vector.shape_cast %195 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %197 = vector.extract_strided_slice %184 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_87 = arith.constant 0 : index
      %c0_88 = arith.constant 0 : index
      %198 = vector.load %arg12[%c0_87, %c0_88] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %199 = vector.broadcast %197 : vector<512x1xf32> to vector<512x128xf32>
      %200 = arith.mulf %199, %198 : vector<512x128xf32>
      %201 = arith.truncf %182 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_89 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %202 = tpu.matmul %201, %196, %cst_89 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %203 = arith.addf %200, %202 : vector<512x128xf32>
      %c0_90 = arith.constant 0 : index
      %c0_91 = arith.constant 0 : index
      %204 = vector.load %arg12[%c0_90, %c0_91] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %205 = vector.shape_cast %204 : vector<512x128xf32> to vector<512x128xf32>
      %206 = vector.shape_cast %203 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_90, %c0_91], %206 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_92 = arith.constant 0 : index
      %c0_93 = arith.constant 0 : index
      %207 = vector.load %arg10[%c0_92, %c0_93] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %208 = vector.shape_cast %207 : vector<512x128xf32> to vector<512x128xf32>
      %209 = vector.shape_cast %172 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg10[%c0_92, %c0_93], %209 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_94 = arith.constant 1 : i32
      %210 = arith.subi %c1_i32_94, %arg18 : i32
      scf.yield %72, %74, %210 : i32, i32, i32
    }
    %c0_25 = arith.constant 0 : index
    %c0_26 = arith.constant 0 : index
    %53 = vector.load %arg11[%c0_25, %c0_26] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_27 = arith.constant 0.000000e+00 : f32
    %54 = vector.broadcast %cst_27 : f32 to vector<512x128xf32>
    %55 = arith.cmpf ogt, %53, %54 : vector<512x128xf32>
    %c0_28 = arith.constant 0 : index
    %c0_29 = arith.constant 0 : index
    %56 = vector.load %arg12[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
}
