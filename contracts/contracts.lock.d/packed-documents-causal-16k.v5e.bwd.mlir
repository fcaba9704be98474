module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x32x32xi8>, %arg5: tensor<1x32x32xi8>, %arg6: tensor<1x32x32xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x16384x128xbf16>, %arg9: tensor<8x16384x128xbf16>, %arg10: tensor<8x16384x128xbf16>, %arg11: tensor<16384xi32>, %arg12: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result[0]"}, tensor<16x16384x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i8>
    %c_1 = stablehlo.constant dense<32> : tensor<i32>
    %c_2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<-1> : tensor<i32>
    %0 = call @_pad(%arg11, %c_5) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %1 = call @_pad(%arg12, %c_5) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %4 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %10 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %13 = call @_where(%12, %10, %c_3) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %14 = stablehlo.reduce(%13 init: %c_3) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %15 = call @_where(%12, %10, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %16 = stablehlo.reduce(%15 init: %c_2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %17 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %20 = call @_where(%19, %17, %c_3) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %21 = stablehlo.reduce(%20 init: %c_3) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %22 = call @_where(%19, %17, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %23 = stablehlo.reduce(%22 init: %c_2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %24 = stablehlo.iota dim = 0 : tensor<32xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %26 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %28 = stablehlo.compare LT, %25, %27, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %29 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %30 = stablehlo.add %25, %29 : tensor<1x32x1xi32>
    %31 = stablehlo.select %28, %30, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %33 = "stablehlo.gather"(%14, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %35 = stablehlo.compare LT, %26, %34, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %36 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %37 = stablehlo.add %26, %36 : tensor<1x32x32xi32>
    %38 = stablehlo.select %35, %37, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %40 = "stablehlo.gather"(%23, %39) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %42 = stablehlo.compare LE, %41, %40, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %43 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %44 = stablehlo.compare LT, %26, %43, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %45 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %46 = stablehlo.add %26, %45 : tensor<1x32x32xi32>
    %47 = stablehlo.select %44, %46, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %49 = "stablehlo.gather"(%21, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %50 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %51 = stablehlo.compare LT, %25, %50, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %52 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %53 = stablehlo.add %25, %52 : tensor<1x32x1xi32>
    %54 = stablehlo.select %51, %53, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %56 = "stablehlo.gather"(%16, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %58 = stablehlo.compare LE, %49, %57, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %59 = stablehlo.and %42, %58 : tensor<1x32x32xi1>
    %60 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %61 = stablehlo.compare NE, %arg0, %60, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %62 = stablehlo.and %61, %59 : tensor<1x32x32xi1>
    %63 = stablehlo.not %62 : tensor<1x32x32xi1>
    %64 = call @argsort(%63) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %65 = call @_where_0(%62, %arg0, %c_4) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %66 = call @take_along_axis(%65, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %67 = call @take_along_axis_1(%arg1, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %68 = call @take_along_axis_1(%arg2, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %69 = stablehlo.convert %62 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %70 = stablehlo.reduce(%69 init: %c_4) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %72 = stablehlo.iota dim = 0 : tensor<32xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %76 = stablehlo.compare LT, %74, %75, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %77 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %78 = stablehlo.subtract %71, %77 : tensor<1x32x1xi32>
    %79 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %80 = stablehlo.maximum %78, %79 : tensor<1x32x1xi32>
    %81 = call @take_along_axis_2(%67, %80) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %82 = call @_where_3(%76, %67, %81) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %83 = call @take_along_axis_2(%68, %80) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %84 = call @_where_3(%76, %68, %83) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %85 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %86 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %87 = stablehlo.compare GE, %85, %86, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %88 = call @_where(%87, %85, %c_3) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %89 = stablehlo.reduce(%88 init: %c_3) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %90 = call @_where(%87, %85, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %91 = stablehlo.reduce(%90 init: %c_2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %92 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %93 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %94 = stablehlo.compare GE, %92, %93, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %95 = call @_where(%94, %92, %c_3) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %96 = stablehlo.reduce(%95 init: %c_3) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %97 = call @_where(%94, %92, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %98 = stablehlo.reduce(%97 init: %c_2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %99 = stablehlo.iota dim = 0 : tensor<32xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %101 = stablehlo.convert %arg5 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %102 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %103 = stablehlo.compare LT, %101, %102, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %104 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %105 = stablehlo.add %101, %104 : tensor<1x32x32xi32>
    %106 = stablehlo.select %103, %105, %101 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %108 = "stablehlo.gather"(%89, %107) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %109 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %110 = stablehlo.compare LT, %100, %109, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %111 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %112 = stablehlo.add %100, %111 : tensor<1x32x1xi32>
    %113 = stablehlo.select %110, %112, %100 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %115 = "stablehlo.gather"(%98, %114) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %117 = stablehlo.compare LE, %108, %116, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %118 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %119 = stablehlo.compare LT, %100, %118, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %120 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %121 = stablehlo.add %100, %120 : tensor<1x32x1xi32>
    %122 = stablehlo.select %119, %121, %100 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %124 = "stablehlo.gather"(%96, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %125 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %126 = stablehlo.compare LT, %101, %125, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %127 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %128 = stablehlo.add %101, %127 : tensor<1x32x32xi32>
    %129 = stablehlo.select %126, %128, %101 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %131 = "stablehlo.gather"(%91, %130) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %132 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %133 = stablehlo.compare LE, %132, %131, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %134 = stablehlo.and %117, %133 : tensor<1x32x32xi1>
    %135 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %136 = stablehlo.compare NE, %arg4, %135, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %137 = stablehlo.and %136, %134 : tensor<1x32x32xi1>
    %138 = stablehlo.not %137 : tensor<1x32x32xi1>
    %139 = call @argsort(%138) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %140 = call @_where_0(%137, %arg4, %c_4) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %141 = call @take_along_axis(%140, %139) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %142 = call @take_along_axis_1(%arg5, %139) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %143 = call @take_along_axis_1(%arg6, %139) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %144 = stablehlo.convert %137 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %145 = stablehlo.reduce(%144 init: %c_4) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %147 = stablehlo.iota dim = 0 : tensor<32xi32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %150 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %151 = stablehlo.compare LT, %149, %150, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %152 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %153 = stablehlo.subtract %146, %152 : tensor<1x32x1xi32>
    %154 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %155 = stablehlo.maximum %153, %154 : tensor<1x32x1xi32>
    %156 = call @take_along_axis_2(%142, %155) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %157 = call @_where_3(%151, %142, %156) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %158 = call @take_along_axis_2(%143, %155) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %159 = call @_where_3(%151, %143, %158) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %160 = call @_pad_4(%arg8, %c_4) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %161 = call @_pad_5(%arg9, %c_4) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %162 = call @_pad_5(%arg10, %c_4) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %163:2 = stablehlo.custom_call @tpu_custom_call(%66, %82, %84, %160, %161, %162, %arg3, %3, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:7df8a4d27687526528d6c647ba5aacb40b34cb1c1886384708eda060fc8b24a1\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x32x32xi8>, tensor<1x32x32xi8>, tensor<1x32x32xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<1x512x512xi8>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
    %164 = stablehlo.convert %163#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %165 = stablehlo.convert %163#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<16x16384x128xf32>
    %167 = stablehlo.reduce(%166 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16384x128xf32>, tensor<f32>) -> tensor<16x16384xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 2] : (tensor<16x16384xf32>) -> tensor<16x1x16384xf32>
    %169 = stablehlo.custom_call @tpu_custom_call(%66, %82, %84, %160, %161, %162, %arg3, %163#0, %163#1, %168, %3, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ea9ee2fd49d2d218a6e59439fbdeb58b65c270e210fe4c1132125be707b85c0e\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1700807049216, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x32x32xi8>, tensor<1x32x32xi8>, tensor<1x32x32xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<1x512x512xi8>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    %170:2 = stablehlo.custom_call @tpu_custom_call(%141, %157, %159, %160, %161, %162, %arg7, %163#0, %163#1, %168, %7, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:d4533cdec790a4c14f35dbc4d650c9cfb4728c0a91e72287ac72a4664a3e9c1c\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 2267742732288, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x32x32xi8>, tensor<1x32x32xi8>, tensor<1x32x32xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<1x512x512xi8>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> (tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>)
    %171 = call @_pad_6(%170#1) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %172 = call @_pad_6(%170#0) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %173 = call @_pad_7(%169) : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %163#0, %173, %172, %171 : tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<16384xi32>, %arg1: tensor<i32>) -> tensor<16384xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [0], interior = [0] : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    return %1 : tensor<16384xi32>
  }
  func.func private @_where(%arg0: tensor<32x512xi1>, %arg1: tensor<32x512xi32>, %arg2: tensor<i32>) -> tensor<32x512xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32x512xi1>, tensor<32x512xi32>
    return %2 : tensor<32x512xi32>
  }
  func.func private @argsort(%arg0: tensor<1x32x32xi1>) -> tensor<1x32x32xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<1x32x32xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<1x32x32xi1>, tensor<1x32x32xi32>) -> (tensor<1x32x32xi1>, tensor<1x32x32xi32>)
    return %1#1 : tensor<1x32x32xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x32x32xi1>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<i32>) -> tensor<1x32x32xi8> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<i8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x32x32xi1>, tensor<1x32x32xi8>
    return %2 : tensor<1x32x32xi8>
  }
  func.func private @take_along_axis(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi32>) -> tensor<1x32x32xi8> {
    %c = stablehlo.constant dense<-128> : tensor<i8>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<32> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32x32xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x32xi32>) -> tensor<32x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<32x32x1xi1>, tensor<i1>) -> tensor<32x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<32x32x1xi32>) -> tensor<1x32x32xi8>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x32xi1>, tensor<1x32x32xi8>
    return %16 : tensor<1x32x32xi8>
  }
  func.func private @take_along_axis_1(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi32>) -> tensor<1x32x32xi8> {
    %c = stablehlo.constant dense<-128> : tensor<i8>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<32> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32x32xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x32xi32>) -> tensor<32x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<32x32x1xi1>, tensor<i1>) -> tensor<32x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<32x32x1xi32>) -> tensor<1x32x32xi8>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x32xi1>, tensor<1x32x32xi8>
    return %16 : tensor<1x32x32xi8>
  }
  func.func private @take_along_axis_2(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x1xi32>) -> tensor<1x32x1xi8> {
    %c = stablehlo.constant dense<-128> : tensor<i8>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<32> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x1xi32>) -> tensor<32x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<32x1x1xi32>) -> tensor<1x32x1xi8>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<32x1xi1>) -> tensor<1x32x1xi1>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<1x32x1xi8>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x1xi1>, tensor<1x32x1xi8>
    return %16 : tensor<1x32x1xi8>
  }
  func.func private @_where_3(%arg0: tensor<1x32x32xi1>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x1xi8>) -> tensor<1x32x32xi8> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x32x32xi1>, tensor<1x32x32xi8>
    return %1 : tensor<1x32x32xi8>
  }
  func.func private @_pad_4(%arg0: tensor<16x16384x128xbf16>, %arg1: tensor<i32>) -> tensor<16x16384x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x16384x128xbf16>, tensor<bf16>) -> tensor<16x16384x128xbf16>
    return %1 : tensor<16x16384x128xbf16>
  }
  func.func private @_pad_5(%arg0: tensor<8x16384x128xbf16>, %arg1: tensor<i32>) -> tensor<8x16384x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16384x128xbf16>, tensor<bf16>) -> tensor<8x16384x128xbf16>
    return %1 : tensor<8x16384x128xbf16>
  }
  func.func private @_pad_6(%arg0: tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16384x128xbf16>, tensor<bf16>) -> tensor<8x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:16384, 0:128] : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    return %1 : tensor<8x16384x128xbf16>
  }
  func.func private @_pad_7(%arg0: tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x16384x128xbf16>, tensor<bf16>) -> tensor<16x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:16384, 0:128] : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %1 : tensor<16x16384x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:7df8a4d27687526528d6c647ba5aacb40b34cb1c1886384708eda060fc8b24a1
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg11: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32, 32>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg3[%c0, %0, %1] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %5 = arith.extui %4 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %6 = arith.cmpi ne, %5, %c0_i32_0 : i32
    scf.if %6 {
      %cst = arith.constant 0xFF800000 : f32
      %13 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %14 = vector.load %arg14[%c0_4, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %15 = vector.shape_cast %14 : vector<512x128xf32> to vector<512x128xf32>
      %16 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_4, %c0_5], %16 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %17 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %18 = vector.load %arg15[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %19 = vector.shape_cast %18 : vector<512x128xf32> to vector<512x128xf32>
      %20 = vector.shape_cast %17 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_7, %c0_8], %20 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %21 = vector.broadcast %cst_9 : f32 to vector<512x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %22 = vector.load %arg16[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %23 = vector.shape_cast %22 : vector<512x128xf32> to vector<512x128xf32>
      %24 = vector.shape_cast %21 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_10, %c0_11], %24 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi ne, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32_2 : i32
    scf.if %9 {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %13 = vector.load %arg6[%c0_4, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %14 = vector.shape_cast %13 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %15 = vector.load %arg7[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %17 = tpu.matmul %14, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
      %18 = vector.broadcast %cst_10 : f32 to vector<512x512xf32>
      %19 = arith.mulf %17, %18 : vector<512x512xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %20 = vector.load %arg10[%c0_11, %c0_12] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %21 = vector.shape_cast %20 : vector<512x1xi32> to vector<512x1xi32>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %22 = vector.load %arg11[%c0_13, %c0_14] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %23 = vector.shape_cast %22 : vector<1x512xi32> to vector<1x512xi32>
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %24 = vector.load %arg9[%c0_15, %c0_16, %c0_17] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %25 = vector.shape_cast %24 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %26 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %27 = arith.cmpi ne, %25, %26 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %28 = arith.cmpi eq, %3, %c2_i32 : i32
      %29 = vector.broadcast %28 : i1 to vector<512x512xi1>
      %30 = arith.ori %27, %29 : vector<512x512xi1>
      %31 = vector.broadcast %21 : vector<512x1xi32> to vector<512x512xi32>
      %32 = vector.broadcast %23 : vector<1x512xi32> to vector<512x512xi32>
      %33 = arith.cmpi eq, %31, %32 : vector<512x512xi32>
      %34 = arith.andi %30, %33 : vector<512x512xi1>
      %c0_i32_18 = arith.constant 0 : i32
      %35 = vector.broadcast %c0_i32_18 : i32 to vector<512x1xi32>
      %36 = arith.cmpi sge, %21, %35 : vector<512x1xi32>
      %37 = vector.broadcast %36 : vector<512x1xi1> to vector<512x512xi1>
      %38 = arith.andi %34, %37 : vector<512x512xi1>
      %c0_i32_19 = arith.constant 0 : i32
      %39 = vector.broadcast %c0_i32_19 : i32 to vector<1x512xi32>
      %40 = arith.cmpi sge, %23, %39 : vector<1x512xi32>
      %41 = vector.broadcast %40 : vector<1x512xi1> to vector<512x512xi1>
      %42 = arith.andi %38, %41 : vector<512x512xi1>
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %43 = vector.load %arg14[%c0_20, %c0_21] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_22 = arith.constant 0xFF800000 : f32
      %44 = vector.broadcast %cst_22 : f32 to vector<512x512xf32>
      %45 = arith.select %42, %19, %44 : vector<512x512xi1>, vector<512x512xf32>
      %cst_23 = arith.constant dense<0xFF800000> : vector<512xf32>
      %46 = vector.multi_reduction <maximumf>, %45, %cst_23 [1] : vector<512x512xf32> to vector<512xf32>
      %47 = vector.shape_cast %46 : vector<512xf32> to vector<512x1xf32>
      %48 = vector.broadcast %47 : vector<512x1xf32> to vector<512x128xf32>
      %49 = arith.maximumf %43, %48 : vector<512x128xf32>
      %cst_24 = arith.constant 0xFF800000 : f32
      %50 = vector.broadcast %cst_24 : f32 to vector<512x128xf32>
      %51 = arith.cmpf oeq, %49, %50 : vector<512x128xf32>
      %cst_25 = arith.constant 0.000000e+00 : f32
      %52 = vector.broadcast %cst_25 : f32 to vector<512x128xf32>
      %53 = arith.select %51, %52, %49 : vector<512x128xi1>, vector<512x128xf32>
      %54 = vector.extract_strided_slice %53 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %55 = vector.broadcast %54 : vector<512x1xf32> to vector<512x512xf32>
      %56 = arith.subf %19, %55 : vector<512x512xf32>
      %57 = math.exp %56 : vector<512x512xf32>
      %cst_26 = arith.constant 0.000000e+00 : f32
      %58 = vector.broadcast %cst_26 : f32 to vector<512x512xf32>
      %59 = arith.select %42, %57, %58 : vector<512x512xi1>, vector<512x512xf32>
      %60 = arith.subf %43, %53 : vector<512x128xf32>
      %61 = math.exp %60 : vector<512x128xf32>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %62 = vector.load %arg15[%c0_27, %c0_28] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %63 = arith.mulf %61, %62 : vector<512x128xf32>
      %cst_29 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %64 = vector.multi_reduction <add>, %59, %cst_29 [1] : vector<512x512xf32> to vector<512xf32>
      %65 = vector.shape_cast %64 : vector<512xf32> to vector<512x1xf32>
      %66 = vector.broadcast %65 : vector<512x1xf32> to vector<512x128xf32>
      %67 = arith.addf %63, %66 : vector<512x128xf32>
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %68 = vector.load %arg15[%c0_30, %c0_31] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %69 = vector.shape_cast %68 : vector<512x128xf32> to vector<512x128xf32>
      %70 = vector.shape_cast %67 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_30, %c0_31], %70 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %71 = vector.load %arg8[%c0_32, %c0_33, %c0_34] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %72 = vector.shape_cast %71 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %73 = vector.extract_strided_slice %61 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %74 = vector.load %arg16[%c0_35, %c0_36] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %75 = vector.broadcast %73 : vector<512x1xf32> to vector<512x128xf32>
      %76 = arith.mulf %75, %74 : vector<512x128xf32>
      %77 = arith.truncf %59 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_37 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %78 = tpu.matmul %77, %72, %cst_37 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %79 = arith.addf %76, %78 : vector<512x128xf32>
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %80 = vector.load %arg16[%c0_38, %c0_39] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %81 = vector.shape_cast %80 : vector<512x128xf32> to vector<512x128xf32>
      %82 = vector.shape_cast %79 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_38, %c0_39], %82 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_40 = arith.constant 0 : index
      %c0_41 = arith.constant 0 : index
      %83 = vector.load %arg14[%c0_40, %c0_41] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %84 = vector.shape_cast %83 : vector<512x128xf32> to vector<512x128xf32>
      %85 = vector.shape_cast %49 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_40, %c0_41], %85 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c31_i32 = arith.constant 31 : i32
    %10 = arith.cmpi eq, %arg2, %c31_i32 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi ne, %11, %c0_i32_3 : i32
    scf.if %12 {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %13 = vector.load %arg15[%c0_4, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %14 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %15 = arith.cmpf ogt, %13, %14 : vector<512x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %16 = vector.load %arg16[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_8 = arith.constant 1.000000e+00 : f32
      %17 = vector.broadcast %cst_8 : f32 to vector<512x128xf32>
      %18 = arith.select %15, %13, %17 : vector<512x128xi1>, vector<512x128xf32>
      %19 = vector.extract_strided_slice %18 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %20 = vector.broadcast %19 : vector<512x1xf32> to vector<512x128xf32>
      %21 = arith.divf %16, %20 : vector<512x128xf32>
      %22 = arith.truncf %21 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %23 = vector.load %arg12[%c0_9, %c0_10, %c0_11] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %24 = vector.shape_cast %23 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %25 = vector.shape_cast %22 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg12[%c0_9, %c0_10, %c0_11], %25 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %26 = vector.load %arg14[%c0_12, %c0_13] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_14 = arith.constant 1.000000e+00 : f32
      %27 = vector.broadcast %cst_14 : f32 to vector<512x128xf32>
      %28 = arith.select %15, %13, %27 : vector<512x128xi1>, vector<512x128xf32>
      %29 = math.log %28 : vector<512x128xf32>
      %30 = arith.addf %26, %29 : vector<512x128xf32>
      %cst_15 = arith.constant 0xFF800000 : f32
      %31 = vector.broadcast %cst_15 : f32 to vector<512x128xf32>
      %32 = arith.select %15, %30, %31 : vector<512x128xi1>, vector<512x128xf32>
      %33 = tpu.transpose %32, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
      %34 = vector.extract_strided_slice %33 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %35 = vector.load %arg13[%c0_16, %c0_17, %c0_18] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %36 = vector.shape_cast %35 : vector<1x1x512xf32> to vector<1x512xf32>
      %37 = vector.shape_cast %34 : vector<1x512xf32> to vector<1x1x512xf32>
      tpu.vector_store %arg13[%c0_16, %c0_17, %c0_18], %37 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.divsi %arg0, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c2_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c2_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c2_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %16, %20, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.divsi %arg0, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c2_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c2_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c2_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %16, %20, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg5[%c0, %0, %1] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg1, %c0_i32 : i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.divsi %arg0, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c2_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c2_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c2_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %c0_i32_4, %20 : i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32, %arg1 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:ea9ee2fd49d2d218a6e59439fbdeb58b65c270e210fe4c1132125be707b85c0e
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg14: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32, 32>, scalar_prefetch = 3 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg3[%c0, %0, %1] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %5 = arith.extui %4 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %6 = arith.cmpi ne, %5, %c0_i32_0 : i32
    scf.if %6 {
      %cst = arith.constant 0.000000e+00 : f32
      %13 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %14 = vector.load %arg16[%c0_4, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %15 = vector.shape_cast %14 : vector<512x128xf32> to vector<512x128xf32>
      %16 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_4, %c0_5], %16 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi ne, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32_2 : i32
    scf.if %9 {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %13 = vector.load %arg7[%c0_4, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %14 = vector.shape_cast %13 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %15 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %17 = tpu.matmul %16, %14, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
      %18 = vector.broadcast %cst_10 : f32 to vector<512x512xf32>
      %19 = arith.mulf %17, %18 : vector<512x512xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %20 = vector.load %arg13[%c0_11, %c0_12] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %21 = vector.shape_cast %20 : vector<512x1xi32> to vector<512x1xi32>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %22 = vector.load %arg14[%c0_13, %c0_14] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %23 = vector.shape_cast %22 : vector<1x512xi32> to vector<1x512xi32>
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %24 = vector.load %arg9[%c0_15, %c0_16, %c0_17] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %25 = vector.shape_cast %24 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %26 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %27 = arith.cmpi ne, %25, %26 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %28 = arith.cmpi eq, %3, %c2_i32 : i32
      %29 = vector.broadcast %28 : i1 to vector<512x512xi1>
      %30 = arith.ori %27, %29 : vector<512x512xi1>
      %31 = vector.broadcast %21 : vector<512x1xi32> to vector<512x512xi32>
      %32 = vector.broadcast %23 : vector<1x512xi32> to vector<512x512xi32>
      %33 = arith.cmpi eq, %31, %32 : vector<512x512xi32>
      %34 = arith.andi %30, %33 : vector<512x512xi1>
      %c0_i32_18 = arith.constant 0 : i32
      %35 = vector.broadcast %c0_i32_18 : i32 to vector<512x1xi32>
      %36 = arith.cmpi sge, %21, %35 : vector<512x1xi32>
      %37 = vector.broadcast %36 : vector<512x1xi1> to vector<512x512xi1>
      %38 = arith.andi %34, %37 : vector<512x512xi1>
      %c0_i32_19 = arith.constant 0 : i32
      %39 = vector.broadcast %c0_i32_19 : i32 to vector<1x512xi32>
      %40 = arith.cmpi sge, %23, %39 : vector<1x512xi32>
      %41 = vector.broadcast %40 : vector<1x512xi1> to vector<512x512xi1>
      %42 = arith.andi %38, %41 : vector<512x512xi1>
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %43 = vector.load %arg11[%c0_20, %c0_21, %c0_22] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %44 = vector.shape_cast %43 : vector<1x1x512xf32> to vector<512xf32>
      %45 = vector.shape_cast %44 : vector<512xf32> to vector<512x1xf32>
      %46 = vector.broadcast %45 : vector<512x1xf32> to vector<512x512xf32>
      %47 = arith.subf %19, %46 : vector<512x512xf32>
      %48 = math.exp %47 : vector<512x512xf32>
      %cst_23 = arith.constant 0.000000e+00 : f32
      %49 = vector.broadcast %cst_23 : f32 to vector<512x512xf32>
      %50 = arith.select %42, %48, %49 : vector<512x512xi1>, vector<512x512xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %51 = vector.load %arg10[%c0_24, %c0_25, %c0_26] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %52 = vector.shape_cast %51 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %53 = vector.load %arg8[%c0_27, %c0_28, %c0_29] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %54 = vector.shape_cast %53 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %55 = tpu.matmul %52, %54, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %56 = vector.load %arg12[%c0_31, %c0_32, %c0_33] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %57 = vector.shape_cast %56 : vector<1x1x512xf32> to vector<512xf32>
      %58 = vector.shape_cast %57 : vector<512xf32> to vector<512x1xf32>
      %59 = vector.broadcast %58 : vector<512x1xf32> to vector<512x512xf32>
      %60 = arith.subf %55, %59 : vector<512x512xf32>
      %61 = arith.mulf %50, %60 : vector<512x512xf32>
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %62 = vector.load %arg16[%c0_34, %c0_35] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %63 = arith.truncf %61 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_36 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %64 = tpu.matmul %63, %14, %cst_36 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_37 = arith.constant 0.0883883461 : f32
      %65 = vector.broadcast %cst_37 : f32 to vector<512x128xf32>
      %66 = arith.mulf %64, %65 : vector<512x128xf32>
      %67 = arith.addf %62, %66 : vector<512x128xf32>
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %68 = vector.load %arg16[%c0_38, %c0_39] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %69 = vector.shape_cast %68 : vector<512x128xf32> to vector<512x128xf32>
      %70 = vector.shape_cast %67 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_38, %c0_39], %70 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c31_i32 = arith.constant 31 : i32
    %10 = arith.cmpi eq, %arg2, %c31_i32 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi ne, %11, %c0_i32_3 : i32
    scf.if %12 {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %13 = vector.load %arg16[%c0_4, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %14 = arith.truncf %13 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %15 = vector.load %arg15[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %17 = vector.shape_cast %14 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0_6, %c0_7, %c0_8], %17 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.divsi %arg0, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c2_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c2_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c2_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %16, %20, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.divsi %arg0, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c2_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c2_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c2_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %16, %20, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg5[%c0, %0, %1] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32, %arg1 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32, %arg1 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg1, %c0_i32 : i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.divsi %arg0, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c2_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c2_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c2_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %c0_i32_4, %20 : i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:d4533cdec790a4c14f35dbc4d650c9cfb4728c0a91e72287ac72a4664a3e9c1c
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg14: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 32, 64>, scalar_prefetch = 3 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_10, window_bounds = array<i64: 1, 512, 128>}]} {
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %c32_i32, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.select %0, %c1_i32, %c32_i32 : i32
    %2 = arith.remsi %arg2, %1 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi ne, %2, %c0_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %2, %c0_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %1, %c0_i32_2 : i32
    %6 = arith.xori %4, %5 : i1
    %7 = arith.andi %6, %3 : i1
    %8 = arith.addi %2, %1 : i32
    %9 = arith.select %7, %8, %2 : i32
    %c0 = arith.constant 0 : index
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = arith.index_cast %9 : i32 to index
    %12 = memref.load %arg3[%c0, %10, %11] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i8 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi eq, %arg2, %c0_i32_3 : i32
    %15 = arith.extui %14 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %16 = arith.cmpi ne, %15, %c0_i32_4 : i32
    scf.if %16 {
      %cst = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %24 = vector.load %arg17[%c0_8, %c0_9] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0_8, %c0_9], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_10 = arith.constant 0.000000e+00 : f32
      %27 = vector.broadcast %cst_10 : f32 to vector<512x128xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %28 = vector.load %arg18[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = vector.shape_cast %28 : vector<512x128xf32> to vector<512x128xf32>
      %30 = vector.shape_cast %27 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0_11, %c0_12], %30 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_5 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %13, %c0_i32_5 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32_6 : i32
    scf.if %19 {
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %23 = vector.load %arg6[%c0_8, %c0_9, %c0_10] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %24 = vector.shape_cast %23 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %25 = vector.load %arg10[%c0_11, %c0_12, %c0_13] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %27 = vector.load %arg7[%c0_14, %c0_15, %c0_16] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %28 = vector.shape_cast %27 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %29 = tpu.matmul %28, %24, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_17 = arith.constant 0.0883883461 : f32
      %30 = vector.broadcast %cst_17 : f32 to vector<512x512xf32>
      %31 = arith.mulf %29, %30 : vector<512x512xf32>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %32 = vector.load %arg13[%c0_18, %c0_19] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %33 = vector.shape_cast %32 : vector<512x1xi32> to vector<512x1xi32>
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %34 = vector.load %arg14[%c0_20, %c0_21] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %35 = vector.shape_cast %34 : vector<1x512xi32> to vector<1x512xi32>
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %36 = vector.load %arg9[%c0_22, %c0_23, %c0_24] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %37 = vector.shape_cast %36 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %38 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %39 = arith.cmpi ne, %37, %38 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %40 = arith.cmpi eq, %13, %c2_i32 : i32
      %41 = vector.broadcast %40 : i1 to vector<512x512xi1>
      %42 = arith.ori %39, %41 : vector<512x512xi1>
      %43 = vector.broadcast %33 : vector<512x1xi32> to vector<512x512xi32>
      %44 = vector.broadcast %35 : vector<1x512xi32> to vector<512x512xi32>
      %45 = arith.cmpi eq, %43, %44 : vector<512x512xi32>
      %46 = arith.andi %42, %45 : vector<512x512xi1>
      %c0_i32_25 = arith.constant 0 : i32
      %47 = vector.broadcast %c0_i32_25 : i32 to vector<512x1xi32>
      %48 = arith.cmpi sge, %33, %47 : vector<512x1xi32>
      %49 = vector.broadcast %48 : vector<512x1xi1> to vector<512x512xi1>
      %50 = arith.andi %46, %49 : vector<512x512xi1>
      %c0_i32_26 = arith.constant 0 : i32
      %51 = vector.broadcast %c0_i32_26 : i32 to vector<1x512xi32>
      %52 = arith.cmpi sge, %35, %51 : vector<1x512xi32>
      %53 = vector.broadcast %52 : vector<1x512xi1> to vector<512x512xi1>
      %54 = arith.andi %50, %53 : vector<512x512xi1>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %55 = vector.load %arg11[%c0_27, %c0_28, %c0_29] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %56 = vector.shape_cast %55 : vector<1x1x512xf32> to vector<1x512xf32>
      %57 = vector.broadcast %56 : vector<1x512xf32> to vector<512x512xf32>
      %58 = arith.subf %31, %57 : vector<512x512xf32>
      %59 = math.exp %58 : vector<512x512xf32>
      %cst_30 = arith.constant 0.000000e+00 : f32
      %60 = vector.broadcast %cst_30 : f32 to vector<512x512xf32>
      %61 = arith.select %54, %59, %60 : vector<512x512xi1>, vector<512x512xf32>
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %62 = vector.load %arg18[%c0_31, %c0_32] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %63 = arith.truncf %61 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_33 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %64 = tpu.matmul %63, %26, %cst_33 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %65 = arith.addf %62, %64 : vector<512x128xf32>
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %66 = vector.load %arg18[%c0_34, %c0_35] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %67 = vector.shape_cast %66 : vector<512x128xf32> to vector<512x128xf32>
      %68 = vector.shape_cast %65 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0_34, %c0_35], %68 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %69 = vector.load %arg8[%c0_36, %c0_37, %c0_38] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %70 = vector.shape_cast %69 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_39 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %71 = tpu.matmul %70, %26, %cst_39 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_40 = arith.constant 0 : index
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %72 = vector.load %arg12[%c0_40, %c0_41, %c0_42] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %73 = vector.shape_cast %72 : vector<1x1x512xf32> to vector<1x512xf32>
      %74 = vector.broadcast %73 : vector<1x512xf32> to vector<512x512xf32>
      %75 = arith.subf %71, %74 : vector<512x512xf32>
      %76 = arith.mulf %61, %75 : vector<512x512xf32>
      %c0_43 = arith.constant 0 : index
      %c0_44 = arith.constant 0 : index
      %77 = vector.load %arg17[%c0_43, %c0_44] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %78 = arith.truncf %76 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_45 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %79 = tpu.matmul %78, %24, %cst_45 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_46 = arith.constant 0.0883883461 : f32
      %80 = vector.broadcast %cst_46 : f32 to vector<512x128xf32>
      %81 = arith.mulf %79, %80 : vector<512x128xf32>
      %82 = arith.addf %77, %81 : vector<512x128xf32>
      %c0_47 = arith.constant 0 : index
      %c0_48 = arith.constant 0 : index
      %83 = vector.load %arg17[%c0_47, %c0_48] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %84 = vector.shape_cast %83 : vector<512x128xf32> to vector<512x128xf32>
      %85 = vector.shape_cast %82 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0_47, %c0_48], %85 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c63_i32 = arith.constant 63 : i32
    %20 = arith.cmpi eq, %arg2, %c63_i32 : i32
    %21 = arith.extui %20 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    scf.if %22 {
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %23 = vector.load %arg17[%c0_8, %c0_9] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %24 = arith.truncf %23 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %25 = vector.load %arg15[%c0_10, %c0_11, %c0_12] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0_10, %c0_11, %c0_12], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %28 = vector.load %arg18[%c0_13, %c0_14] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = arith.truncf %28 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %30 = vector.load %arg16[%c0_15, %c0_16, %c0_17] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %31 = vector.shape_cast %30 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %32 = vector.shape_cast %29 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg16[%c0_15, %c0_16, %c0_17], %32 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %arg2, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c32_i32_4, %c0_i32_5 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_6, %c32_i32_4 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_9 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg4[%c0, %29, %30] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %c0_i32_11 = arith.constant 0 : i32
    return %18, %32, %c0_i32_10 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %arg2, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c32_i32_4, %c0_i32_5 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_6, %c32_i32_4 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_9 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c2_i32_10 = arith.constant 2 : i32
    %29 = arith.divsi %18, %c2_i32_10 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %30 = arith.cmpi sgt, %18, %c0_i32_11 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %32 = arith.cmpi slt, %18, %c0_i32_12 : i32
    %33 = arith.extui %32 : i1 to i32
    %34 = arith.subi %31, %33 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %35 = arith.cmpi sgt, %c2_i32_10, %c0_i32_13 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32_14 = arith.constant 0 : i32
    %37 = arith.cmpi slt, %c2_i32_10, %c0_i32_14 : i32
    %38 = arith.extui %37 : i1 to i32
    %39 = arith.subi %36, %38 : i32
    %40 = arith.cmpi ne, %34, %39 : i32
    %41 = arith.remsi %18, %c2_i32_10 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %42 = arith.cmpi ne, %41, %c0_i32_15 : i32
    %43 = arith.andi %40, %42 : i1
    %c1_i32_16 = arith.constant 1 : i32
    %44 = arith.subi %29, %c1_i32_16 : i32
    %45 = arith.select %43, %44, %29 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %45, %arg1, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %arg2, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c32_i32_4, %c0_i32_5 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_6, %c32_i32_4 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_9 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c2_i32_10 = arith.constant 2 : i32
    %29 = arith.divsi %18, %c2_i32_10 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %30 = arith.cmpi sgt, %18, %c0_i32_11 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %32 = arith.cmpi slt, %18, %c0_i32_12 : i32
    %33 = arith.extui %32 : i1 to i32
    %34 = arith.subi %31, %33 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %35 = arith.cmpi sgt, %c2_i32_10, %c0_i32_13 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32_14 = arith.constant 0 : i32
    %37 = arith.cmpi slt, %c2_i32_10, %c0_i32_14 : i32
    %38 = arith.extui %37 : i1 to i32
    %39 = arith.subi %36, %38 : i32
    %40 = arith.cmpi ne, %34, %39 : i32
    %41 = arith.remsi %18, %c2_i32_10 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %42 = arith.cmpi ne, %41, %c0_i32_15 : i32
    %43 = arith.andi %40, %42 : i1
    %c1_i32_16 = arith.constant 1 : i32
    %44 = arith.subi %29, %c1_i32_16 : i32
    %45 = arith.select %43, %44, %29 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %45, %arg1, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %arg2, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c32_i32_4, %c0_i32_5 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_6, %c32_i32_4 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_9 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg5[%c0, %29, %30] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %32, %c0_i32_10, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %arg2, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c32_i32_4, %c0_i32_5 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_6, %c32_i32_4 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_9 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg4[%c0, %29, %30] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %c0_i32_11 = arith.constant 0 : i32
    return %18, %32, %c0_i32_10 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %arg2, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c32_i32_4, %c0_i32_5 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_6, %c32_i32_4 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_9 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg4[%c0, %29, %30] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %c0_i32_11 = arith.constant 0 : i32
    return %18, %c0_i32_10, %32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %arg2, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c32_i32_4, %c0_i32_5 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_6, %c32_i32_4 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_9 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg4[%c0, %29, %30] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %c0_i32_11 = arith.constant 0 : i32
    return %18, %c0_i32_10, %32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %arg2, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c32_i32_4, %c0_i32_5 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_6, %c32_i32_4 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_9 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %c0_i32_11 = arith.constant 0 : i32
    return %arg1, %c0_i32_10 : i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %arg2, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c32_i32_4 = arith.constant 32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c32_i32_4, %c0_i32_5 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_6, %c32_i32_4 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_9 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg4[%c0, %29, %30] : memref<1x32x32xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %c0_i32_11 = arith.constant 0 : i32
    return %c0_i32_10, %32 : i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_10(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg4: memref<1x32x32xi8, #tpu.memory_space<smem>>, %arg5: memref<1x32x32xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
}
