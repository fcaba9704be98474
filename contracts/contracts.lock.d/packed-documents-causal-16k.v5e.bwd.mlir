module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x32x32xi8>, %arg5: tensor<1x32x32xi8>, %arg6: tensor<1x32x32xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x16384x128xbf16>, %arg9: tensor<8x16384x128xbf16>, %arg10: tensor<8x16384x128xbf16>, %arg11: tensor<16384xi32>, %arg12: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result[0]"}, tensor<16x16384x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][2]"}) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %c_4 = stablehlo.constant dense<32> : tensor<i32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_6 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<1x2xi32>
    %c_10 = stablehlo.constant dense<[[0, 1]]> : tensor<1x2xi32>
    %c_11 = stablehlo.constant dense<-1> : tensor<i32>
    %0 = call @_pad(%arg11, %c_11) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %1 = call @_pad(%arg12, %c_11) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %4 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %10 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %11 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %13 = call @_where(%12, %10, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %14 = stablehlo.reduce(%13 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %15 = call @_where(%12, %10, %c_11) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %16 = stablehlo.reduce(%15 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %17 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %20 = call @_where(%19, %17, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %21 = stablehlo.reduce(%20 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %22 = call @_where(%19, %17, %c_11) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %23 = stablehlo.reduce(%22 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %24 = stablehlo.iota dim = 0 : tensor<32xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %26 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %28 = stablehlo.compare LT, %25, %27, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %30 = stablehlo.add %25, %29 : tensor<1x32x1xi32>
    %31 = stablehlo.select %28, %30, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %33 = "stablehlo.gather"(%14, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %35 = stablehlo.compare LT, %26, %34, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %36 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %37 = stablehlo.add %26, %36 : tensor<1x32x32xi32>
    %38 = stablehlo.select %35, %37, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %40 = "stablehlo.gather"(%23, %39) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %42 = stablehlo.compare LE, %41, %40, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %43 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %44 = stablehlo.compare LT, %26, %43, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %45 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %46 = stablehlo.add %26, %45 : tensor<1x32x32xi32>
    %47 = stablehlo.select %44, %46, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %49 = "stablehlo.gather"(%21, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %50 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %51 = stablehlo.compare LT, %25, %50, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %52 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %53 = stablehlo.add %25, %52 : tensor<1x32x1xi32>
    %54 = stablehlo.select %51, %53, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %56 = "stablehlo.gather"(%16, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %58 = stablehlo.compare LE, %49, %57, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %59 = stablehlo.and %42, %58 : tensor<1x32x32xi1>
    %60 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %61 = stablehlo.compare NE, %arg0, %60, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %62 = stablehlo.and %61, %59 : tensor<1x32x32xi1>
    %63 = stablehlo.not %62 : tensor<1x32x32xi1>
    %64 = call @argsort(%63) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %65 = call @_where_0(%62, %arg0, %c_7) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %66 = call @take_along_axis(%65, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %67 = call @take_along_axis_1(%arg1, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %68 = call @take_along_axis_1(%arg2, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %69 = stablehlo.convert %62 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %70 = stablehlo.reduce(%69 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %72 = stablehlo.iota dim = 0 : tensor<32xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %76 = stablehlo.compare LT, %74, %75, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %77 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %78 = stablehlo.subtract %71, %77 : tensor<1x32x1xi32>
    %79 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %80 = stablehlo.maximum %78, %79 : tensor<1x32x1xi32>
    %81 = call @take_along_axis_2(%67, %80) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %82 = call @_where_3(%76, %67, %81) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %83 = call @take_along_axis_2(%68, %80) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %84 = call @_where_3(%76, %68, %83) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %85 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %86 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %87 = stablehlo.compare GE, %85, %86, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %88 = call @_where(%87, %85, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %89 = stablehlo.reduce(%88 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %90 = call @_where(%87, %85, %c_11) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %91 = stablehlo.reduce(%90 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %92 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %93 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %94 = stablehlo.compare GE, %92, %93, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %95 = call @_where(%94, %92, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %96 = stablehlo.reduce(%95 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %97 = call @_where(%94, %92, %c_11) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %98 = stablehlo.reduce(%97 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %99 = stablehlo.iota dim = 0 : tensor<32xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %101 = stablehlo.convert %arg5 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %102 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %103 = stablehlo.compare LT, %101, %102, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %104 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %105 = stablehlo.add %101, %104 : tensor<1x32x32xi32>
    %106 = stablehlo.select %103, %105, %101 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %108 = "stablehlo.gather"(%89, %107) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %109 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %110 = stablehlo.compare LT, %100, %109, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %111 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %112 = stablehlo.add %100, %111 : tensor<1x32x1xi32>
    %113 = stablehlo.select %110, %112, %100 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %115 = "stablehlo.gather"(%98, %114) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %117 = stablehlo.compare LE, %108, %116, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %118 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %119 = stablehlo.compare LT, %100, %118, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %120 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %121 = stablehlo.add %100, %120 : tensor<1x32x1xi32>
    %122 = stablehlo.select %119, %121, %100 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %124 = "stablehlo.gather"(%96, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %125 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %126 = stablehlo.compare LT, %101, %125, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %127 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %128 = stablehlo.add %101, %127 : tensor<1x32x32xi32>
    %129 = stablehlo.select %126, %128, %101 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %131 = "stablehlo.gather"(%91, %130) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %132 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %133 = stablehlo.compare LE, %132, %131, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %134 = stablehlo.and %117, %133 : tensor<1x32x32xi1>
    %135 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %136 = stablehlo.compare NE, %arg4, %135, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %137 = stablehlo.and %136, %134 : tensor<1x32x32xi1>
    %138 = stablehlo.not %137 : tensor<1x32x32xi1>
    %139 = call @argsort(%138) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %140 = call @_where_0(%137, %arg4, %c_7) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %141 = call @take_along_axis(%140, %139) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %142 = call @take_along_axis_1(%arg5, %139) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %143 = call @take_along_axis_1(%arg6, %139) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %144 = stablehlo.convert %137 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %145 = stablehlo.reduce(%144 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %147 = stablehlo.iota dim = 0 : tensor<32xi32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %150 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %151 = stablehlo.compare LT, %149, %150, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %152 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %153 = stablehlo.subtract %146, %152 : tensor<1x32x1xi32>
    %154 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %155 = stablehlo.maximum %153, %154 : tensor<1x32x1xi32>
    %156 = call @take_along_axis_2(%142, %155) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %157 = call @_where_3(%151, %142, %156) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %158 = call @take_along_axis_2(%143, %155) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %159 = call @_where_3(%151, %143, %158) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %160 = call @_pad_4(%arg8, %c_7) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %161 = call @_pad_5(%arg9, %c_7) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %162 = call @_pad_5(%arg10, %c_7) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %163 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %164 = stablehlo.compare NE, %66, %163, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %165 = stablehlo.convert %164 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %166 = stablehlo.reduce(%165 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %167 = stablehlo.iota dim = 0 : tensor<32xi32>
    %168 = call @floor_divide(%167, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %169 = call @remainder(%167, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %170 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %171 = stablehlo.compare LT, %168, %170, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %172 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %173 = stablehlo.add %168, %172 : tensor<32xi32>
    %174 = stablehlo.select %171, %173, %168 : tensor<32xi1>, tensor<32xi32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %176 = "stablehlo.gather"(%c_8, %175) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %177 = stablehlo.broadcast_in_dim %169, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %178 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %179 = stablehlo.compare LT, %176, %178, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %180 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %181 = stablehlo.add %176, %180 : tensor<32x1xi32>
    %182 = stablehlo.select %179, %181, %176 : tensor<32x1xi1>, tensor<32x1xi32>
    %183 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %184 = stablehlo.compare LT, %177, %183, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %185 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %186 = stablehlo.add %177, %185 : tensor<32x1xi32>
    %187 = stablehlo.select %184, %186, %177 : tensor<32x1xi1>, tensor<32x1xi32>
    %188 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %189 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %190 = stablehlo.concatenate %188, %189, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %191 = "stablehlo.gather"(%166, %190) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %192 = stablehlo.reduce(%191 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %193 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %194 = stablehlo.maximum %192, %193 : tensor<32xi32>
    %195 = call @cumsum(%194) : (tensor<32xi32>) -> tensor<32xi32>
    %196 = stablehlo.iota dim = 0 : tensor<528xi32>
    %197 = stablehlo.slice %195 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %198 = stablehlo.reshape %197 : (tensor<1xi32>) -> tensor<i32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %200 = stablehlo.compare LT, %196, %199, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %201 = stablehlo.slice %195 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %202 = stablehlo.reshape %201 : (tensor<1xi32>) -> tensor<i32>
    %203 = stablehlo.subtract %202, %c_2 : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %205 = stablehlo.minimum %196, %204 : tensor<528xi32>
    %206 = call @searchsorted(%195, %205) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    %207 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %208 = stablehlo.compare LT, %206, %207, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %209 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %210 = stablehlo.add %206, %209 : tensor<528xi32>
    %211 = stablehlo.select %208, %210, %206 : tensor<528xi1>, tensor<528xi32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %213 = "stablehlo.gather"(%195, %212) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %214 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %215 = stablehlo.compare LT, %206, %214, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %216 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %217 = stablehlo.add %206, %216 : tensor<528xi32>
    %218 = stablehlo.select %215, %217, %206 : tensor<528xi1>, tensor<528xi32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %220 = "stablehlo.gather"(%194, %219) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %221 = stablehlo.subtract %213, %220 : tensor<528xi32>
    %222 = stablehlo.subtract %205, %221 : tensor<528xi32>
    %223 = call @cumsum_11(%191) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %224 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %225 = stablehlo.compare LT, %206, %224, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %226 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %227 = stablehlo.add %206, %226 : tensor<528xi32>
    %228 = stablehlo.select %225, %227, %206 : tensor<528xi1>, tensor<528xi32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %230 = "stablehlo.gather"(%223, %229) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %231 = stablehlo.broadcast_in_dim %222, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %232 = stablehlo.compare LE, %230, %231, SIGNED : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi1>
    %233 = stablehlo.convert %232 : (tensor<528x1xi1>) -> tensor<528x1xi32>
    %234 = stablehlo.reduce(%233 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<528x1xi32>, tensor<i32>) -> tensor<528xi32>
    %235 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %236 = stablehlo.minimum %234, %235 : tensor<528xi32>
    %237 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %238 = stablehlo.compare LT, %206, %237, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %239 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %240 = stablehlo.add %206, %239 : tensor<528xi32>
    %241 = stablehlo.select %238, %240, %206 : tensor<528xi1>, tensor<528xi32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %243 = "stablehlo.gather"(%191, %242) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %244 = stablehlo.subtract %230, %243 : tensor<528x1xi32>
    %245 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %246 = call @take_along_axis_13(%244, %245) : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %247 = stablehlo.reshape %246 : (tensor<528x1xi32>) -> tensor<528xi32>
    %248 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %249 = stablehlo.compare LT, %206, %248, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %250 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %251 = stablehlo.add %206, %250 : tensor<528xi32>
    %252 = stablehlo.select %249, %251, %206 : tensor<528xi1>, tensor<528xi32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %254 = "stablehlo.gather"(%192, %253) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %255 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %256 = stablehlo.compare GT, %254, %255, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %257 = stablehlo.subtract %222, %247 : tensor<528xi32>
    %258 = call @_where_14(%256, %257, %c_7) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %259 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %260 = stablehlo.compare LT, %206, %259, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %261 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %262 = stablehlo.add %206, %261 : tensor<528xi32>
    %263 = stablehlo.select %260, %262, %206 : tensor<528xi1>, tensor<528xi32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %265 = "stablehlo.gather"(%168, %264) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %266 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %267 = stablehlo.compare LT, %265, %266, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %268 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %269 = stablehlo.add %265, %268 : tensor<528xi32>
    %270 = stablehlo.select %267, %269, %265 : tensor<528xi1>, tensor<528xi32>
    %271 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %272 = stablehlo.compare LT, %236, %271, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %273 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %274 = stablehlo.add %236, %273 : tensor<528xi32>
    %275 = stablehlo.select %272, %274, %236 : tensor<528xi1>, tensor<528xi32>
    %276 = stablehlo.broadcast_in_dim %270, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %278 = stablehlo.concatenate %276, %277, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %279 = "stablehlo.gather"(%c_8, %278) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %280 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %281 = stablehlo.compare LT, %206, %280, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %282 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %283 = stablehlo.add %206, %282 : tensor<528xi32>
    %284 = stablehlo.select %281, %283, %206 : tensor<528xi1>, tensor<528xi32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %286 = "stablehlo.gather"(%169, %285) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %287 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %288 = stablehlo.compare LT, %206, %287, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %289 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %290 = stablehlo.add %206, %289 : tensor<528xi32>
    %291 = stablehlo.select %288, %290, %206 : tensor<528xi1>, tensor<528xi32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %293 = "stablehlo.gather"(%192, %292) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %294 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %295 = stablehlo.compare GT, %293, %294, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %296 = stablehlo.and %200, %295 : tensor<528xi1>
    %297 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %298 = stablehlo.compare LT, %279, %297, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %299 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %300 = stablehlo.add %279, %299 : tensor<528xi32>
    %301 = stablehlo.select %298, %300, %279 : tensor<528xi1>, tensor<528xi32>
    %302 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %303 = stablehlo.compare LT, %286, %302, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %304 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %305 = stablehlo.add %286, %304 : tensor<528xi32>
    %306 = stablehlo.select %303, %305, %286 : tensor<528xi1>, tensor<528xi32>
    %307 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %308 = stablehlo.compare LT, %258, %307, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %309 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %310 = stablehlo.add %258, %309 : tensor<528xi32>
    %311 = stablehlo.select %308, %310, %258 : tensor<528xi1>, tensor<528xi32>
    %312 = stablehlo.broadcast_in_dim %301, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %313 = stablehlo.broadcast_in_dim %306, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %314 = stablehlo.broadcast_in_dim %311, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %315 = stablehlo.concatenate %312, %313, %314, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %316 = "stablehlo.gather"(%66, %315) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %317 = stablehlo.convert %316 : (tensor<528xi8>) -> tensor<528xi32>
    %318 = call @_where_14(%296, %317, %c_7) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %319 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %320 = stablehlo.compare EQ, %222, %319, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %321 = stablehlo.and %200, %320 : tensor<528xi1>
    %322 = call @_where_15(%321, %c_1, %c_7) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %323 = stablehlo.convert %322 : tensor<528xi32>
    %324 = stablehlo.or %318, %323 : tensor<528xi32>
    %325 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %326 = stablehlo.compare LT, %206, %325, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %327 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %328 = stablehlo.add %206, %327 : tensor<528xi32>
    %329 = stablehlo.select %326, %328, %206 : tensor<528xi1>, tensor<528xi32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %331 = "stablehlo.gather"(%194, %330) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %332 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %333 = stablehlo.subtract %331, %332 : tensor<528xi32>
    %334 = stablehlo.compare EQ, %222, %333, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %335 = stablehlo.and %200, %334 : tensor<528xi1>
    %336 = call @_where_15(%335, %c_0, %c_7) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %337 = stablehlo.convert %336 : tensor<528xi32>
    %338 = stablehlo.or %324, %337 : tensor<528xi32>
    %339 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %340 = stablehlo.compare LT, %206, %339, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %341 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %342 = stablehlo.add %206, %341 : tensor<528xi32>
    %343 = stablehlo.select %340, %342, %206 : tensor<528xi1>, tensor<528xi32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %345 = "stablehlo.gather"(%168, %344) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %346 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %347 = stablehlo.compare LT, %345, %346, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %348 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %349 = stablehlo.add %345, %348 : tensor<528xi32>
    %350 = stablehlo.select %347, %349, %345 : tensor<528xi1>, tensor<528xi32>
    %351 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %352 = stablehlo.compare LT, %236, %351, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %353 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %354 = stablehlo.add %236, %353 : tensor<528xi32>
    %355 = stablehlo.select %352, %354, %236 : tensor<528xi1>, tensor<528xi32>
    %356 = stablehlo.broadcast_in_dim %350, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %357 = stablehlo.broadcast_in_dim %355, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %358 = stablehlo.concatenate %356, %357, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %359 = "stablehlo.gather"(%c_8, %358) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %360 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %361 = stablehlo.multiply %359, %360 : tensor<528xi32>
    %362 = stablehlo.add %361, %286 : tensor<528xi32>
    %363 = stablehlo.convert %362 : (tensor<528xi32>) -> tensor<528xi8>
    %364 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %365 = stablehlo.compare LT, %279, %364, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %366 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %367 = stablehlo.add %279, %366 : tensor<528xi32>
    %368 = stablehlo.select %365, %367, %279 : tensor<528xi1>, tensor<528xi32>
    %369 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %370 = stablehlo.compare LT, %286, %369, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %371 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %372 = stablehlo.add %286, %371 : tensor<528xi32>
    %373 = stablehlo.select %370, %372, %286 : tensor<528xi1>, tensor<528xi32>
    %374 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %375 = stablehlo.compare LT, %258, %374, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %376 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %377 = stablehlo.add %258, %376 : tensor<528xi32>
    %378 = stablehlo.select %375, %377, %258 : tensor<528xi1>, tensor<528xi32>
    %379 = stablehlo.broadcast_in_dim %368, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %380 = stablehlo.broadcast_in_dim %373, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %381 = stablehlo.broadcast_in_dim %378, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %382 = stablehlo.concatenate %379, %380, %381, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %383 = "stablehlo.gather"(%82, %382) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %384 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %385 = stablehlo.compare LT, %279, %384, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %386 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %387 = stablehlo.add %279, %386 : tensor<528xi32>
    %388 = stablehlo.select %385, %387, %279 : tensor<528xi1>, tensor<528xi32>
    %389 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %390 = stablehlo.compare LT, %286, %389, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %391 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %392 = stablehlo.add %286, %391 : tensor<528xi32>
    %393 = stablehlo.select %390, %392, %286 : tensor<528xi1>, tensor<528xi32>
    %394 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %395 = stablehlo.compare LT, %258, %394, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %396 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %397 = stablehlo.add %258, %396 : tensor<528xi32>
    %398 = stablehlo.select %395, %397, %258 : tensor<528xi1>, tensor<528xi32>
    %399 = stablehlo.broadcast_in_dim %388, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %400 = stablehlo.broadcast_in_dim %393, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %401 = stablehlo.broadcast_in_dim %398, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %402 = stablehlo.concatenate %399, %400, %401, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %403 = "stablehlo.gather"(%84, %402) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %404 = stablehlo.convert %338 : (tensor<528xi32>) -> tensor<528xi8>
    %405:2 = stablehlo.custom_call @tpu_custom_call(%363, %383, %403, %404, %160, %161, %162, %arg3, %3, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ce04820fc8afeb6a3c7af9252c8aaaa424036b9c0fe9a4f6eeb5398e76ea85ea\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<1x512x512xi8>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
    %406 = stablehlo.convert %405#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %407 = stablehlo.convert %405#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<16x16384x128xf32>
    %409 = stablehlo.reduce(%408 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16384x128xf32>, tensor<f32>) -> tensor<16x16384xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 2] : (tensor<16x16384xf32>) -> tensor<16x1x16384xf32>
    %411 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %412 = stablehlo.compare NE, %66, %411, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %413 = stablehlo.convert %412 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %414 = stablehlo.reduce(%413 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %415 = stablehlo.iota dim = 0 : tensor<32xi32>
    %416 = call @floor_divide(%415, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %417 = call @remainder(%415, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %418 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %419 = stablehlo.compare LT, %416, %418, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %420 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %421 = stablehlo.add %416, %420 : tensor<32xi32>
    %422 = stablehlo.select %419, %421, %416 : tensor<32xi1>, tensor<32xi32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %424 = "stablehlo.gather"(%c_8, %423) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %425 = stablehlo.broadcast_in_dim %417, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %426 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %427 = stablehlo.compare LT, %424, %426, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %428 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %429 = stablehlo.add %424, %428 : tensor<32x1xi32>
    %430 = stablehlo.select %427, %429, %424 : tensor<32x1xi1>, tensor<32x1xi32>
    %431 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %432 = stablehlo.compare LT, %425, %431, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %433 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %434 = stablehlo.add %425, %433 : tensor<32x1xi32>
    %435 = stablehlo.select %432, %434, %425 : tensor<32x1xi1>, tensor<32x1xi32>
    %436 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %437 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %438 = stablehlo.concatenate %436, %437, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %439 = "stablehlo.gather"(%414, %438) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %440 = stablehlo.reduce(%439 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %441 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %442 = stablehlo.maximum %440, %441 : tensor<32xi32>
    %443 = call @cumsum(%442) : (tensor<32xi32>) -> tensor<32xi32>
    %444 = stablehlo.iota dim = 0 : tensor<528xi32>
    %445 = stablehlo.slice %443 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %446 = stablehlo.reshape %445 : (tensor<1xi32>) -> tensor<i32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %448 = stablehlo.compare LT, %444, %447, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %449 = stablehlo.slice %443 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %450 = stablehlo.reshape %449 : (tensor<1xi32>) -> tensor<i32>
    %451 = stablehlo.subtract %450, %c_2 : tensor<i32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %453 = stablehlo.minimum %444, %452 : tensor<528xi32>
    %454 = call @searchsorted(%443, %453) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    %455 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %456 = stablehlo.compare LT, %454, %455, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %457 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %458 = stablehlo.add %454, %457 : tensor<528xi32>
    %459 = stablehlo.select %456, %458, %454 : tensor<528xi1>, tensor<528xi32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %461 = "stablehlo.gather"(%443, %460) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %462 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %463 = stablehlo.compare LT, %454, %462, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %464 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %465 = stablehlo.add %454, %464 : tensor<528xi32>
    %466 = stablehlo.select %463, %465, %454 : tensor<528xi1>, tensor<528xi32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %468 = "stablehlo.gather"(%442, %467) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %469 = stablehlo.subtract %461, %468 : tensor<528xi32>
    %470 = stablehlo.subtract %453, %469 : tensor<528xi32>
    %471 = call @cumsum_11(%439) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %472 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %473 = stablehlo.compare LT, %454, %472, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %474 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %475 = stablehlo.add %454, %474 : tensor<528xi32>
    %476 = stablehlo.select %473, %475, %454 : tensor<528xi1>, tensor<528xi32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %478 = "stablehlo.gather"(%471, %477) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %479 = stablehlo.broadcast_in_dim %470, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %480 = stablehlo.compare LE, %478, %479, SIGNED : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi1>
    %481 = stablehlo.convert %480 : (tensor<528x1xi1>) -> tensor<528x1xi32>
    %482 = stablehlo.reduce(%481 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<528x1xi32>, tensor<i32>) -> tensor<528xi32>
    %483 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %484 = stablehlo.minimum %482, %483 : tensor<528xi32>
    %485 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %486 = stablehlo.compare LT, %454, %485, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %487 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %488 = stablehlo.add %454, %487 : tensor<528xi32>
    %489 = stablehlo.select %486, %488, %454 : tensor<528xi1>, tensor<528xi32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %491 = "stablehlo.gather"(%439, %490) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %492 = stablehlo.subtract %478, %491 : tensor<528x1xi32>
    %493 = stablehlo.broadcast_in_dim %484, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %494 = call @take_along_axis_13(%492, %493) : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %495 = stablehlo.reshape %494 : (tensor<528x1xi32>) -> tensor<528xi32>
    %496 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %497 = stablehlo.compare LT, %454, %496, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %498 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %499 = stablehlo.add %454, %498 : tensor<528xi32>
    %500 = stablehlo.select %497, %499, %454 : tensor<528xi1>, tensor<528xi32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %502 = "stablehlo.gather"(%440, %501) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %503 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %504 = stablehlo.compare GT, %502, %503, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %505 = stablehlo.subtract %470, %495 : tensor<528xi32>
    %506 = call @_where_14(%504, %505, %c_7) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %507 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %508 = stablehlo.compare LT, %454, %507, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %509 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %510 = stablehlo.add %454, %509 : tensor<528xi32>
    %511 = stablehlo.select %508, %510, %454 : tensor<528xi1>, tensor<528xi32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %513 = "stablehlo.gather"(%416, %512) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %514 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %515 = stablehlo.compare LT, %513, %514, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %516 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %517 = stablehlo.add %513, %516 : tensor<528xi32>
    %518 = stablehlo.select %515, %517, %513 : tensor<528xi1>, tensor<528xi32>
    %519 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %520 = stablehlo.compare LT, %484, %519, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %521 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %522 = stablehlo.add %484, %521 : tensor<528xi32>
    %523 = stablehlo.select %520, %522, %484 : tensor<528xi1>, tensor<528xi32>
    %524 = stablehlo.broadcast_in_dim %518, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %525 = stablehlo.broadcast_in_dim %523, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %526 = stablehlo.concatenate %524, %525, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %527 = "stablehlo.gather"(%c_8, %526) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %528 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %529 = stablehlo.compare LT, %454, %528, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %530 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %531 = stablehlo.add %454, %530 : tensor<528xi32>
    %532 = stablehlo.select %529, %531, %454 : tensor<528xi1>, tensor<528xi32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %534 = "stablehlo.gather"(%417, %533) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %535 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %536 = stablehlo.compare LT, %454, %535, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %537 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %538 = stablehlo.add %454, %537 : tensor<528xi32>
    %539 = stablehlo.select %536, %538, %454 : tensor<528xi1>, tensor<528xi32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %541 = "stablehlo.gather"(%440, %540) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %542 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %543 = stablehlo.compare GT, %541, %542, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %544 = stablehlo.and %448, %543 : tensor<528xi1>
    %545 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %546 = stablehlo.compare LT, %527, %545, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %547 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %548 = stablehlo.add %527, %547 : tensor<528xi32>
    %549 = stablehlo.select %546, %548, %527 : tensor<528xi1>, tensor<528xi32>
    %550 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %551 = stablehlo.compare LT, %534, %550, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %552 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %553 = stablehlo.add %534, %552 : tensor<528xi32>
    %554 = stablehlo.select %551, %553, %534 : tensor<528xi1>, tensor<528xi32>
    %555 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %556 = stablehlo.compare LT, %506, %555, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %557 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %558 = stablehlo.add %506, %557 : tensor<528xi32>
    %559 = stablehlo.select %556, %558, %506 : tensor<528xi1>, tensor<528xi32>
    %560 = stablehlo.broadcast_in_dim %549, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %561 = stablehlo.broadcast_in_dim %554, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %562 = stablehlo.broadcast_in_dim %559, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %563 = stablehlo.concatenate %560, %561, %562, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %564 = "stablehlo.gather"(%66, %563) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %565 = stablehlo.convert %564 : (tensor<528xi8>) -> tensor<528xi32>
    %566 = call @_where_14(%544, %565, %c_7) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %567 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %568 = stablehlo.compare EQ, %470, %567, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %569 = stablehlo.and %448, %568 : tensor<528xi1>
    %570 = call @_where_15(%569, %c_1, %c_7) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %571 = stablehlo.convert %570 : tensor<528xi32>
    %572 = stablehlo.or %566, %571 : tensor<528xi32>
    %573 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %574 = stablehlo.compare LT, %454, %573, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %575 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %576 = stablehlo.add %454, %575 : tensor<528xi32>
    %577 = stablehlo.select %574, %576, %454 : tensor<528xi1>, tensor<528xi32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %579 = "stablehlo.gather"(%442, %578) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %580 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %581 = stablehlo.subtract %579, %580 : tensor<528xi32>
    %582 = stablehlo.compare EQ, %470, %581, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %583 = stablehlo.and %448, %582 : tensor<528xi1>
    %584 = call @_where_15(%583, %c_0, %c_7) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %585 = stablehlo.convert %584 : tensor<528xi32>
    %586 = stablehlo.or %572, %585 : tensor<528xi32>
    %587 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %588 = stablehlo.compare LT, %454, %587, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %589 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %590 = stablehlo.add %454, %589 : tensor<528xi32>
    %591 = stablehlo.select %588, %590, %454 : tensor<528xi1>, tensor<528xi32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %593 = "stablehlo.gather"(%416, %592) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %594 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %595 = stablehlo.compare LT, %593, %594, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %596 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %597 = stablehlo.add %593, %596 : tensor<528xi32>
    %598 = stablehlo.select %595, %597, %593 : tensor<528xi1>, tensor<528xi32>
    %599 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %600 = stablehlo.compare LT, %484, %599, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %601 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %602 = stablehlo.add %484, %601 : tensor<528xi32>
    %603 = stablehlo.select %600, %602, %484 : tensor<528xi1>, tensor<528xi32>
    %604 = stablehlo.broadcast_in_dim %598, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %605 = stablehlo.broadcast_in_dim %603, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %606 = stablehlo.concatenate %604, %605, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %607 = "stablehlo.gather"(%c_8, %606) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %608 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %609 = stablehlo.multiply %607, %608 : tensor<528xi32>
    %610 = stablehlo.add %609, %534 : tensor<528xi32>
    %611 = stablehlo.convert %610 : (tensor<528xi32>) -> tensor<528xi8>
    %612 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %613 = stablehlo.compare LT, %527, %612, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %614 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %615 = stablehlo.add %527, %614 : tensor<528xi32>
    %616 = stablehlo.select %613, %615, %527 : tensor<528xi1>, tensor<528xi32>
    %617 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %618 = stablehlo.compare LT, %534, %617, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %619 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %620 = stablehlo.add %534, %619 : tensor<528xi32>
    %621 = stablehlo.select %618, %620, %534 : tensor<528xi1>, tensor<528xi32>
    %622 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %623 = stablehlo.compare LT, %506, %622, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %624 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %625 = stablehlo.add %506, %624 : tensor<528xi32>
    %626 = stablehlo.select %623, %625, %506 : tensor<528xi1>, tensor<528xi32>
    %627 = stablehlo.broadcast_in_dim %616, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %628 = stablehlo.broadcast_in_dim %621, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %629 = stablehlo.broadcast_in_dim %626, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %630 = stablehlo.concatenate %627, %628, %629, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %631 = "stablehlo.gather"(%82, %630) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %632 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %633 = stablehlo.compare LT, %527, %632, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %634 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %635 = stablehlo.add %527, %634 : tensor<528xi32>
    %636 = stablehlo.select %633, %635, %527 : tensor<528xi1>, tensor<528xi32>
    %637 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %638 = stablehlo.compare LT, %534, %637, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %639 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %640 = stablehlo.add %534, %639 : tensor<528xi32>
    %641 = stablehlo.select %638, %640, %534 : tensor<528xi1>, tensor<528xi32>
    %642 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %643 = stablehlo.compare LT, %506, %642, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %644 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %645 = stablehlo.add %506, %644 : tensor<528xi32>
    %646 = stablehlo.select %643, %645, %506 : tensor<528xi1>, tensor<528xi32>
    %647 = stablehlo.broadcast_in_dim %636, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %648 = stablehlo.broadcast_in_dim %641, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %649 = stablehlo.broadcast_in_dim %646, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %650 = stablehlo.concatenate %647, %648, %649, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %651 = "stablehlo.gather"(%84, %650) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %652 = stablehlo.convert %586 : (tensor<528xi32>) -> tensor<528xi8>
    %653 = stablehlo.custom_call @tpu_custom_call(%611, %631, %651, %652, %160, %161, %162, %arg3, %405#0, %405#1, %410, %3, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c3be12899d557f89c736e452c3cc2c9c4b8a660cf9763545c7806d0fdfb07c51\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1700807049216, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<1x512x512xi8>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    %654 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %655 = stablehlo.compare NE, %141, %654, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %656 = stablehlo.convert %655 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %657 = stablehlo.reduce(%656 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %658 = stablehlo.iota dim = 0 : tensor<32xi32>
    %659 = call @floor_divide(%658, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %660 = call @remainder(%658, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %661 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %662 = stablehlo.compare LT, %659, %661, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %663 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %664 = stablehlo.add %659, %663 : tensor<32xi32>
    %665 = stablehlo.select %662, %664, %659 : tensor<32xi1>, tensor<32xi32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %667 = "stablehlo.gather"(%c_9, %666) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<1x2xi32>, tensor<32x1xi32>) -> tensor<32x2xi32>
    %668 = stablehlo.broadcast_in_dim %660, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %669 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x2xi32>
    %670 = stablehlo.compare LT, %667, %669, SIGNED : (tensor<32x2xi32>, tensor<32x2xi32>) -> tensor<32x2xi1>
    %671 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x2xi32>
    %672 = stablehlo.add %667, %671 : tensor<32x2xi32>
    %673 = stablehlo.select %670, %672, %667 : tensor<32x2xi1>, tensor<32x2xi32>
    %674 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %675 = stablehlo.compare LT, %668, %674, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %676 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %677 = stablehlo.add %668, %676 : tensor<32x1xi32>
    %678 = stablehlo.select %675, %677, %668 : tensor<32x1xi1>, tensor<32x1xi32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x2xi32>
    %680 = stablehlo.broadcast_in_dim %673, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %681 = stablehlo.broadcast_in_dim %679, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %682 = stablehlo.concatenate %680, %681, dim = 2 : (tensor<32x2x1xi32>, tensor<32x2x1xi32>) -> tensor<32x2x2xi32>
    %683 = "stablehlo.gather"(%657, %682) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x2x2xi32>) -> tensor<32x2xi32>
    %684 = stablehlo.reduce(%683 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x2xi32>, tensor<i32>) -> tensor<32xi32>
    %685 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %686 = stablehlo.maximum %684, %685 : tensor<32xi32>
    %687 = call @cumsum(%686) : (tensor<32xi32>) -> tensor<32xi32>
    %688 = stablehlo.iota dim = 0 : tensor<1056xi32>
    %689 = stablehlo.slice %687 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %690 = stablehlo.reshape %689 : (tensor<1xi32>) -> tensor<i32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %692 = stablehlo.compare LT, %688, %691, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %693 = stablehlo.slice %687 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %694 = stablehlo.reshape %693 : (tensor<1xi32>) -> tensor<i32>
    %695 = stablehlo.subtract %694, %c_2 : tensor<i32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %697 = stablehlo.minimum %688, %696 : tensor<1056xi32>
    %698 = call @searchsorted_16(%687, %697) : (tensor<32xi32>, tensor<1056xi32>) -> tensor<1056xi32>
    %699 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %700 = stablehlo.compare LT, %698, %699, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %701 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %702 = stablehlo.add %698, %701 : tensor<1056xi32>
    %703 = stablehlo.select %700, %702, %698 : tensor<1056xi1>, tensor<1056xi32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %705 = "stablehlo.gather"(%687, %704) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %706 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %707 = stablehlo.compare LT, %698, %706, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %708 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %709 = stablehlo.add %698, %708 : tensor<1056xi32>
    %710 = stablehlo.select %707, %709, %698 : tensor<1056xi1>, tensor<1056xi32>
    %711 = stablehlo.broadcast_in_dim %710, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %712 = "stablehlo.gather"(%686, %711) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %713 = stablehlo.subtract %705, %712 : tensor<1056xi32>
    %714 = stablehlo.subtract %697, %713 : tensor<1056xi32>
    %715 = call @cumsum_21(%683) : (tensor<32x2xi32>) -> tensor<32x2xi32>
    %716 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %717 = stablehlo.compare LT, %698, %716, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %718 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %719 = stablehlo.add %698, %718 : tensor<1056xi32>
    %720 = stablehlo.select %717, %719, %698 : tensor<1056xi1>, tensor<1056xi32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %722 = "stablehlo.gather"(%715, %721) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<32x2xi32>, tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %723 = stablehlo.broadcast_in_dim %714, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %725 = stablehlo.compare LE, %722, %724, SIGNED : (tensor<1056x2xi32>, tensor<1056x2xi32>) -> tensor<1056x2xi1>
    %726 = stablehlo.convert %725 : (tensor<1056x2xi1>) -> tensor<1056x2xi32>
    %727 = stablehlo.reduce(%726 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<1056x2xi32>, tensor<i32>) -> tensor<1056xi32>
    %728 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %729 = stablehlo.minimum %727, %728 : tensor<1056xi32>
    %730 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %731 = stablehlo.compare LT, %698, %730, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %732 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %733 = stablehlo.add %698, %732 : tensor<1056xi32>
    %734 = stablehlo.select %731, %733, %698 : tensor<1056xi1>, tensor<1056xi32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %736 = "stablehlo.gather"(%683, %735) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<32x2xi32>, tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %737 = stablehlo.subtract %722, %736 : tensor<1056x2xi32>
    %738 = stablehlo.broadcast_in_dim %729, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %739 = call @take_along_axis_23(%737, %738) : (tensor<1056x2xi32>, tensor<1056x1xi32>) -> tensor<1056x1xi32>
    %740 = stablehlo.reshape %739 : (tensor<1056x1xi32>) -> tensor<1056xi32>
    %741 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %742 = stablehlo.compare LT, %698, %741, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %743 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %744 = stablehlo.add %698, %743 : tensor<1056xi32>
    %745 = stablehlo.select %742, %744, %698 : tensor<1056xi1>, tensor<1056xi32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %747 = "stablehlo.gather"(%684, %746) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %748 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %749 = stablehlo.compare GT, %747, %748, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %750 = stablehlo.subtract %714, %740 : tensor<1056xi32>
    %751 = call @_where_24(%749, %750, %c_7) : (tensor<1056xi1>, tensor<1056xi32>, tensor<i32>) -> tensor<1056xi32>
    %752 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %753 = stablehlo.compare LT, %698, %752, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %754 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %755 = stablehlo.add %698, %754 : tensor<1056xi32>
    %756 = stablehlo.select %753, %755, %698 : tensor<1056xi1>, tensor<1056xi32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %758 = "stablehlo.gather"(%659, %757) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %759 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %760 = stablehlo.compare LT, %758, %759, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %761 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %762 = stablehlo.add %758, %761 : tensor<1056xi32>
    %763 = stablehlo.select %760, %762, %758 : tensor<1056xi1>, tensor<1056xi32>
    %764 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %765 = stablehlo.compare LT, %729, %764, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %766 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %767 = stablehlo.add %729, %766 : tensor<1056xi32>
    %768 = stablehlo.select %765, %767, %729 : tensor<1056xi1>, tensor<1056xi32>
    %769 = stablehlo.broadcast_in_dim %763, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %770 = stablehlo.broadcast_in_dim %768, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %771 = stablehlo.concatenate %769, %770, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %772 = "stablehlo.gather"(%c_9, %771) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xi32>, tensor<1056x2xi32>) -> tensor<1056xi32>
    %773 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %774 = stablehlo.compare LT, %698, %773, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %775 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %776 = stablehlo.add %698, %775 : tensor<1056xi32>
    %777 = stablehlo.select %774, %776, %698 : tensor<1056xi1>, tensor<1056xi32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %779 = "stablehlo.gather"(%660, %778) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %780 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %781 = stablehlo.compare LT, %698, %780, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %782 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %783 = stablehlo.add %698, %782 : tensor<1056xi32>
    %784 = stablehlo.select %781, %783, %698 : tensor<1056xi1>, tensor<1056xi32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %786 = "stablehlo.gather"(%684, %785) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %787 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %788 = stablehlo.compare GT, %786, %787, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %789 = stablehlo.and %692, %788 : tensor<1056xi1>
    %790 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %791 = stablehlo.compare LT, %772, %790, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %792 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %793 = stablehlo.add %772, %792 : tensor<1056xi32>
    %794 = stablehlo.select %791, %793, %772 : tensor<1056xi1>, tensor<1056xi32>
    %795 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %796 = stablehlo.compare LT, %779, %795, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %797 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %798 = stablehlo.add %779, %797 : tensor<1056xi32>
    %799 = stablehlo.select %796, %798, %779 : tensor<1056xi1>, tensor<1056xi32>
    %800 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %801 = stablehlo.compare LT, %751, %800, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %802 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %803 = stablehlo.add %751, %802 : tensor<1056xi32>
    %804 = stablehlo.select %801, %803, %751 : tensor<1056xi1>, tensor<1056xi32>
    %805 = stablehlo.broadcast_in_dim %794, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %806 = stablehlo.broadcast_in_dim %799, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %807 = stablehlo.broadcast_in_dim %804, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %808 = stablehlo.concatenate %805, %806, %807, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x3xi32>
    %809 = "stablehlo.gather"(%141, %808) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<1056x3xi32>) -> tensor<1056xi8>
    %810 = stablehlo.convert %809 : (tensor<1056xi8>) -> tensor<1056xi32>
    %811 = call @_where_24(%789, %810, %c_7) : (tensor<1056xi1>, tensor<1056xi32>, tensor<i32>) -> tensor<1056xi32>
    %812 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %813 = stablehlo.compare EQ, %714, %812, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %814 = stablehlo.and %692, %813 : tensor<1056xi1>
    %815 = call @_where_25(%814, %c_1, %c_7) : (tensor<1056xi1>, tensor<i32>, tensor<i32>) -> tensor<1056xi32>
    %816 = stablehlo.convert %815 : tensor<1056xi32>
    %817 = stablehlo.or %811, %816 : tensor<1056xi32>
    %818 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %819 = stablehlo.compare LT, %698, %818, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %820 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %821 = stablehlo.add %698, %820 : tensor<1056xi32>
    %822 = stablehlo.select %819, %821, %698 : tensor<1056xi1>, tensor<1056xi32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %824 = "stablehlo.gather"(%686, %823) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %825 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %826 = stablehlo.subtract %824, %825 : tensor<1056xi32>
    %827 = stablehlo.compare EQ, %714, %826, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %828 = stablehlo.and %692, %827 : tensor<1056xi1>
    %829 = call @_where_25(%828, %c_0, %c_7) : (tensor<1056xi1>, tensor<i32>, tensor<i32>) -> tensor<1056xi32>
    %830 = stablehlo.convert %829 : tensor<1056xi32>
    %831 = stablehlo.or %817, %830 : tensor<1056xi32>
    %832 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %833 = stablehlo.compare LT, %698, %832, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %834 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %835 = stablehlo.add %698, %834 : tensor<1056xi32>
    %836 = stablehlo.select %833, %835, %698 : tensor<1056xi1>, tensor<1056xi32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %838 = "stablehlo.gather"(%659, %837) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %839 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %840 = stablehlo.compare LT, %838, %839, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %841 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %842 = stablehlo.add %838, %841 : tensor<1056xi32>
    %843 = stablehlo.select %840, %842, %838 : tensor<1056xi1>, tensor<1056xi32>
    %844 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %845 = stablehlo.compare LT, %729, %844, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %846 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %847 = stablehlo.add %729, %846 : tensor<1056xi32>
    %848 = stablehlo.select %845, %847, %729 : tensor<1056xi1>, tensor<1056xi32>
    %849 = stablehlo.broadcast_in_dim %843, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %850 = stablehlo.broadcast_in_dim %848, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %851 = stablehlo.concatenate %849, %850, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %852 = "stablehlo.gather"(%c_10, %851) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xi32>, tensor<1056x2xi32>) -> tensor<1056xi32>
    %853 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %854 = stablehlo.multiply %852, %853 : tensor<1056xi32>
    %855 = stablehlo.add %854, %779 : tensor<1056xi32>
    %856 = stablehlo.convert %855 : (tensor<1056xi32>) -> tensor<1056xi8>
    %857 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %858 = stablehlo.compare LT, %772, %857, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %859 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %860 = stablehlo.add %772, %859 : tensor<1056xi32>
    %861 = stablehlo.select %858, %860, %772 : tensor<1056xi1>, tensor<1056xi32>
    %862 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %863 = stablehlo.compare LT, %779, %862, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %864 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %865 = stablehlo.add %779, %864 : tensor<1056xi32>
    %866 = stablehlo.select %863, %865, %779 : tensor<1056xi1>, tensor<1056xi32>
    %867 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %868 = stablehlo.compare LT, %751, %867, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %869 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %870 = stablehlo.add %751, %869 : tensor<1056xi32>
    %871 = stablehlo.select %868, %870, %751 : tensor<1056xi1>, tensor<1056xi32>
    %872 = stablehlo.broadcast_in_dim %861, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %873 = stablehlo.broadcast_in_dim %866, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %874 = stablehlo.broadcast_in_dim %871, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %875 = stablehlo.concatenate %872, %873, %874, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x3xi32>
    %876 = "stablehlo.gather"(%157, %875) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<1056x3xi32>) -> tensor<1056xi8>
    %877 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %878 = stablehlo.compare LT, %772, %877, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %879 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %880 = stablehlo.add %772, %879 : tensor<1056xi32>
    %881 = stablehlo.select %878, %880, %772 : tensor<1056xi1>, tensor<1056xi32>
    %882 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %883 = stablehlo.compare LT, %779, %882, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %884 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %885 = stablehlo.add %779, %884 : tensor<1056xi32>
    %886 = stablehlo.select %883, %885, %779 : tensor<1056xi1>, tensor<1056xi32>
    %887 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %888 = stablehlo.compare LT, %751, %887, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %889 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %890 = stablehlo.add %751, %889 : tensor<1056xi32>
    %891 = stablehlo.select %888, %890, %751 : tensor<1056xi1>, tensor<1056xi32>
    %892 = stablehlo.broadcast_in_dim %881, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %893 = stablehlo.broadcast_in_dim %886, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %894 = stablehlo.broadcast_in_dim %891, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %895 = stablehlo.concatenate %892, %893, %894, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x3xi32>
    %896 = "stablehlo.gather"(%159, %895) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<1056x3xi32>) -> tensor<1056xi8>
    %897 = stablehlo.convert %831 : (tensor<1056xi32>) -> tensor<1056xi8>
    %898:2 = stablehlo.custom_call @tpu_custom_call(%856, %876, %896, %897, %160, %161, %162, %arg7, %405#0, %405#1, %410, %7, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5b03c1c70bbad8cf98aa44b88c033a04846d43879230bd2e8f821a2b2b4f891b\22, \22cost_estimate\22: {\22bytes_accessed\22: 2281701376, \22flops\22: 2267742732288, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1056xi8>, tensor<1056xi8>, tensor<1056xi8>, tensor<1056xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<1x512x512xi8>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> (tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>)
    %899 = call @_pad_26(%898#1) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %900 = call @_pad_26(%898#0) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %901 = call @_pad_27(%653) : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %405#0, %901, %900, %899 : tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>
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
  func.func private @floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
    %3 = stablehlo.sign %arg0 : tensor<32xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %11 = stablehlo.and %6, %10 : tensor<32xi1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
    %14 = call @_where_6(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
    return %14 : tensor<32xi32>
  }
  func.func private @_where_6(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @remainder(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = call @_where_7(%1, %c, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<32xi32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %9 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<32xi1>, tensor<32xi1>) -> tensor<32xi1>
    %12 = stablehlo.and %11, %6 : tensor<32xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %14 = stablehlo.add %4, %13 : tensor<32xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<32xi1>, tensor<32xi32>
    return %15 : tensor<32xi32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
    %0 = call @cumsum_8(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @cumsum_8(%arg0: tensor<32xi32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    return %1 : tensor<32xi32>
  }
  func.func private @searchsorted(%arg0: tensor<32xi32>, %arg1: tensor<528xi32>) -> tensor<528xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    return %0 : tensor<528xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<32xi32>, %arg1: tensor<528xi32>) -> tensor<528xi32> {
    %0 = call @_searchsorted_scan_impl_9(%arg0, %arg1) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    return %0 : tensor<528xi32>
  }
  func.func private @_searchsorted_scan_impl_9(%arg0: tensor<32xi32>, %arg1: tensor<528xi32>) -> tensor<528xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<528xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<528xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<32xi32>, tensor<528xi32>, tensor<i32>, tensor<528xui32>, tensor<528xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<32xi32>, tensor<528xi32>, tensor<528xui32>, tensor<528xui32>) -> (tensor<528xui32>, tensor<528xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<32xi32>, tensor<528xi32>, tensor<i32>, tensor<528xui32>, tensor<528xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<528xui32>) -> tensor<528xi32>
    return %3 : tensor<528xi32>
  }
  func.func private @closed_call(%arg0: tensor<32xi32>, %arg1: tensor<528xi32>, %arg2: tensor<528xui32>, %arg3: tensor<528xui32>) -> (tensor<528xui32>, tensor<528xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<528xui32>
    %1 = call @floor_divide_10(%0, %c) : (tensor<528xui32>, tensor<i32>) -> tensor<528xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<528xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<528xui32>) -> tensor<528x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xui32>) -> tensor<528x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<528x1xi32>) -> tensor<528xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<528xi1>, tensor<528xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<528xi1>, tensor<528xui32>
    return %7, %8 : tensor<528xui32>, tensor<528xui32>
  }
  func.func private @floor_divide_10(%arg0: tensor<528xui32>, %arg1: tensor<i32>) -> tensor<528xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<528xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<528xui32>
    return %2 : tensor<528xui32>
  }
  func.func private @cumsum_11(%arg0: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %0 = call @cumsum_12(%arg0) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    return %0 : tensor<32x1xi32>
  }
  func.func private @cumsum_12(%arg0: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32x1xi32>, tensor<i32>) -> tensor<32x1xi32>
    return %1 : tensor<32x1xi32>
  }
  func.func private @take_along_axis_13(%arg0: tensor<528x1xi32>, %arg1: tensor<528x1xi32>) -> tensor<528x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<528x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<528x1xi1>, tensor<528x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<528x1xi32>) -> tensor<528x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<528x1x1xi32>, tensor<528x1x1xi32>) -> tensor<528x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<528x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<528x1x1xi32>, tensor<528x1x1xi32>) -> tensor<528x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<528x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<528x1x1xi1>, tensor<i1>) -> tensor<528x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<528x1xi32>, tensor<528x1x1xi32>) -> tensor<528x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<528x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<528x1xi1>, tensor<528x1xi32>
    return %15 : tensor<528x1xi32>
  }
  func.func private @_where_14(%arg0: tensor<528xi1>, %arg1: tensor<528xi32>, %arg2: tensor<i32>) -> tensor<528xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<528xi1>, tensor<528xi32>
    return %2 : tensor<528xi32>
  }
  func.func private @_where_15(%arg0: tensor<528xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<528xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<528xi1>, tensor<528xi32>
    return %2 : tensor<528xi32>
  }
  func.func private @searchsorted_16(%arg0: tensor<32xi32>, %arg1: tensor<1056xi32>) -> tensor<1056xi32> {
    %0 = call @_searchsorted_scan_impl_17(%arg0, %arg1) : (tensor<32xi32>, tensor<1056xi32>) -> tensor<1056xi32>
    return %0 : tensor<1056xi32>
  }
  func.func private @_searchsorted_scan_impl_17(%arg0: tensor<32xi32>, %arg1: tensor<1056xi32>) -> tensor<1056xi32> {
    %0 = call @_searchsorted_scan_impl_18(%arg0, %arg1) : (tensor<32xi32>, tensor<1056xi32>) -> tensor<1056xi32>
    return %0 : tensor<1056xi32>
  }
  func.func private @_searchsorted_scan_impl_18(%arg0: tensor<32xi32>, %arg1: tensor<1056xi32>) -> tensor<1056xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %c_3 = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<1056xui32>
    %1 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<1056xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_1, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<32xi32>, tensor<1056xi32>, tensor<i32>, tensor<1056xui32>, tensor<1056xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_19(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<32xi32>, tensor<1056xi32>, tensor<1056xui32>, tensor<1056xui32>) -> (tensor<1056xui32>, tensor<1056xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<32xi32>, tensor<1056xi32>, tensor<i32>, tensor<1056xui32>, tensor<1056xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<1056xui32>) -> tensor<1056xi32>
    return %3 : tensor<1056xi32>
  }
  func.func private @closed_call_19(%arg0: tensor<32xi32>, %arg1: tensor<1056xi32>, %arg2: tensor<1056xui32>, %arg3: tensor<1056xui32>) -> (tensor<1056xui32>, tensor<1056xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<1056xui32>
    %1 = call @floor_divide_20(%0, %c) : (tensor<1056xui32>, tensor<i32>) -> tensor<1056xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<1056xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1056xui32>) -> tensor<1056x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xui32>) -> tensor<1056x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1056x1xi32>) -> tensor<1056xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<1056xi1>, tensor<1056xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<1056xi1>, tensor<1056xui32>
    return %7, %8 : tensor<1056xui32>, tensor<1056xui32>
  }
  func.func private @floor_divide_20(%arg0: tensor<1056xui32>, %arg1: tensor<i32>) -> tensor<1056xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1056xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<1056xui32>
    return %2 : tensor<1056xui32>
  }
  func.func private @cumsum_21(%arg0: tensor<32x2xi32>) -> tensor<32x2xi32> {
    %0 = call @cumsum_22(%arg0) : (tensor<32x2xi32>) -> tensor<32x2xi32>
    return %0 : tensor<32x2xi32>
  }
  func.func private @cumsum_22(%arg0: tensor<32x2xi32>) -> tensor<32x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32x2xi32>, tensor<i32>) -> tensor<32x2xi32>
    return %1 : tensor<32x2xi32>
  }
  func.func private @take_along_axis_23(%arg0: tensor<1056x2xi32>, %arg1: tensor<1056x1xi32>) -> tensor<1056x1xi32> {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1056x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1056x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1056x1xi1>, tensor<1056x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1056x1xi32>) -> tensor<1056x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1056x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1056x1x1xi32>, tensor<1056x1x1xi32>) -> tensor<1056x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1056x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1056x1x1xi32>, tensor<1056x1x1xi32>) -> tensor<1056x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1056x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_0) applies stablehlo.and across dimensions = [2] : (tensor<1056x1x1xi1>, tensor<i1>) -> tensor<1056x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1056x2xi32>, tensor<1056x1x1xi32>) -> tensor<1056x1xi32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1056x1xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<1056x1xi1>, tensor<1056x1xi32>
    return %15 : tensor<1056x1xi32>
  }
  func.func private @_where_24(%arg0: tensor<1056xi1>, %arg1: tensor<1056xi32>, %arg2: tensor<i32>) -> tensor<1056xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1056xi1>, tensor<1056xi32>
    return %2 : tensor<1056xi32>
  }
  func.func private @_where_25(%arg0: tensor<1056xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1056xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<1056xi1>, tensor<1056xi32>
    return %2 : tensor<1056xi32>
  }
  func.func private @_pad_26(%arg0: tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16384x128xbf16>, tensor<bf16>) -> tensor<8x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:16384, 0:128] : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    return %1 : tensor<8x16384x128xbf16>
  }
  func.func private @_pad_27(%arg0: tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x16384x128xbf16>, tensor<bf16>) -> tensor<16x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:16384, 0:128] : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %1 : tensor<16x16384x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:ce04820fc8afeb6a3c7af9252c8aaaa424036b9c0fe9a4f6eeb5398e76ea85ea
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg11: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg12: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 528>, scalar_prefetch = 4 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 1, 512>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<528xi8, #tpu.memory_space<smem>>
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
      %16 = vector.load %arg14[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg15[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<512x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg16[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %22 = vector.load %arg10[%c0_11, %c0_12] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %23 = vector.shape_cast %22 : vector<512x1xi32> to vector<512x1xi32>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %24 = vector.load %arg11[%c0_13, %c0_14] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %25 = vector.shape_cast %24 : vector<1x512xi32> to vector<1x512xi32>
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %26 = vector.load %arg9[%c0_15, %c0_16, %c0_17] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %27 = vector.shape_cast %26 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %28 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %29 = arith.cmpi ne, %27, %28 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %30 = arith.cmpi eq, %3, %c2_i32 : i32
      %31 = vector.broadcast %30 : i1 to vector<512x512xi1>
      %32 = arith.ori %29, %31 : vector<512x512xi1>
      %33 = vector.broadcast %23 : vector<512x1xi32> to vector<512x512xi32>
      %34 = vector.broadcast %25 : vector<1x512xi32> to vector<512x512xi32>
      %35 = arith.cmpi eq, %33, %34 : vector<512x512xi32>
      %36 = arith.andi %32, %35 : vector<512x512xi1>
      %c0_i32_18 = arith.constant 0 : i32
      %37 = vector.broadcast %c0_i32_18 : i32 to vector<512x1xi32>
      %38 = arith.cmpi sge, %23, %37 : vector<512x1xi32>
      %39 = vector.broadcast %38 : vector<512x1xi1> to vector<512x512xi1>
      %40 = arith.andi %36, %39 : vector<512x512xi1>
      %c0_i32_19 = arith.constant 0 : i32
      %41 = vector.broadcast %c0_i32_19 : i32 to vector<1x512xi32>
      %42 = arith.cmpi sge, %25, %41 : vector<1x512xi32>
      %43 = vector.broadcast %42 : vector<1x512xi1> to vector<512x512xi1>
      %44 = arith.andi %40, %43 : vector<512x512xi1>
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %45 = vector.load %arg14[%c0_20, %c0_21] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_22 = arith.constant 0xFF800000 : f32
      %46 = vector.broadcast %cst_22 : f32 to vector<512x512xf32>
      %47 = arith.select %44, %21, %46 : vector<512x512xi1>, vector<512x512xf32>
      %cst_23 = arith.constant dense<0xFF800000> : vector<512xf32>
      %48 = vector.multi_reduction <maximumf>, %47, %cst_23 [1] : vector<512x512xf32> to vector<512xf32>
      %49 = vector.shape_cast %48 : vector<512xf32> to vector<512x1xf32>
      %50 = vector.broadcast %49 : vector<512x1xf32> to vector<512x128xf32>
      %51 = arith.maximumf %45, %50 : vector<512x128xf32>
      %cst_24 = arith.constant 0xFF800000 : f32
      %52 = vector.broadcast %cst_24 : f32 to vector<512x128xf32>
      %53 = arith.cmpf oeq, %51, %52 : vector<512x128xf32>
      %cst_25 = arith.constant 0.000000e+00 : f32
      %54 = vector.broadcast %cst_25 : f32 to vector<512x128xf32>
      %55 = arith.select %53, %54, %51 : vector<512x128xi1>, vector<512x128xf32>
      %56 = vector.extract_strided_slice %55 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %57 = vector.broadcast %56 : vector<512x1xf32> to vector<512x512xf32>
      %58 = arith.subf %21, %57 : vector<512x512xf32>
      %59 = math.exp %58 : vector<512x512xf32>
      %cst_26 = arith.constant 0.000000e+00 : f32
      %60 = vector.broadcast %cst_26 : f32 to vector<512x512xf32>
      %61 = arith.select %44, %59, %60 : vector<512x512xi1>, vector<512x512xf32>
      %62 = arith.subf %45, %55 : vector<512x128xf32>
      %63 = math.exp %62 : vector<512x128xf32>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %64 = vector.load %arg15[%c0_27, %c0_28] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %65 = arith.mulf %63, %64 : vector<512x128xf32>
      %cst_29 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %66 = vector.multi_reduction <add>, %61, %cst_29 [1] : vector<512x512xf32> to vector<512xf32>
      %67 = vector.shape_cast %66 : vector<512xf32> to vector<512x1xf32>
      %68 = vector.broadcast %67 : vector<512x1xf32> to vector<512x128xf32>
      %69 = arith.addf %65, %68 : vector<512x128xf32>
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %70 = vector.load %arg15[%c0_30, %c0_31] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %71 = vector.shape_cast %70 : vector<512x128xf32> to vector<512x128xf32>
      %72 = vector.shape_cast %69 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_30, %c0_31], %72 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %73 = vector.load %arg8[%c0_32, %c0_33, %c0_34] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %74 = vector.shape_cast %73 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %75 = vector.extract_strided_slice %63 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %76 = vector.load %arg16[%c0_35, %c0_36] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %77 = vector.broadcast %75 : vector<512x1xf32> to vector<512x128xf32>
      %78 = arith.mulf %77, %76 : vector<512x128xf32>
      %79 = arith.truncf %61 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_37 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %80 = tpu.matmul %79, %74, %cst_37 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %81 = arith.addf %78, %80 : vector<512x128xf32>
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %82 = vector.load %arg16[%c0_38, %c0_39] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %83 = vector.shape_cast %82 : vector<512x128xf32> to vector<512x128xf32>
      %84 = vector.shape_cast %81 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_38, %c0_39], %84 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_40 = arith.constant 0 : index
      %c0_41 = arith.constant 0 : index
      %85 = vector.load %arg14[%c0_40, %c0_41] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %86 = vector.shape_cast %85 : vector<512x128xf32> to vector<512x128xf32>
      %87 = vector.shape_cast %51 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_40, %c0_41], %87 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg15[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<512x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg16[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
      %25 = vector.load %arg12[%c0_9, %c0_10, %c0_11] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg12[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %28 = vector.load %arg14[%c0_12, %c0_13] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
      %37 = vector.load %arg13[%c0_16, %c0_17, %c0_18] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %38 = vector.shape_cast %37 : vector<1x1x512xf32> to vector<1x512xf32>
      %39 = vector.shape_cast %36 : vector<1x512xf32> to vector<1x1x512xf32>
      tpu.vector_store %arg13[%c0_16, %c0_17, %c0_18], %39 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<528xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<528xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<528xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<528xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg2[%0] : memref<528xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.cmpi eq, %c32_i32, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %4 = arith.select %3, %c1_i32, %c32_i32 : i32
    %5 = arith.remsi %2, %4 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %6 = arith.cmpi ne, %5, %c0_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %5, %c0_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %4, %c0_i32_2 : i32
    %9 = arith.xori %7, %8 : i1
    %10 = arith.andi %9, %6 : i1
    %11 = arith.addi %5, %4 : i32
    %12 = arith.select %10, %11, %5 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %12, %c0_i32_3 : i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg3[%0] : memref<528xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %c0_i32, %2 : i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<528xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<528xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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

// ---- kernel sparse_cli_dq sha256:c3be12899d557f89c736e452c3cc2c9c4b8a660cf9763545c7806d0fdfb07c51
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg14: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 528>, scalar_prefetch = 4 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<528xi8, #tpu.memory_space<smem>>
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
      %16 = vector.load %arg16[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %22 = vector.load %arg13[%c0_11, %c0_12] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %23 = vector.shape_cast %22 : vector<512x1xi32> to vector<512x1xi32>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %24 = vector.load %arg14[%c0_13, %c0_14] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %25 = vector.shape_cast %24 : vector<1x512xi32> to vector<1x512xi32>
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %26 = vector.load %arg9[%c0_15, %c0_16, %c0_17] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %27 = vector.shape_cast %26 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %28 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %29 = arith.cmpi ne, %27, %28 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %30 = arith.cmpi eq, %3, %c2_i32 : i32
      %31 = vector.broadcast %30 : i1 to vector<512x512xi1>
      %32 = arith.ori %29, %31 : vector<512x512xi1>
      %33 = vector.broadcast %23 : vector<512x1xi32> to vector<512x512xi32>
      %34 = vector.broadcast %25 : vector<1x512xi32> to vector<512x512xi32>
      %35 = arith.cmpi eq, %33, %34 : vector<512x512xi32>
      %36 = arith.andi %32, %35 : vector<512x512xi1>
      %c0_i32_18 = arith.constant 0 : i32
      %37 = vector.broadcast %c0_i32_18 : i32 to vector<512x1xi32>
      %38 = arith.cmpi sge, %23, %37 : vector<512x1xi32>
      %39 = vector.broadcast %38 : vector<512x1xi1> to vector<512x512xi1>
      %40 = arith.andi %36, %39 : vector<512x512xi1>
      %c0_i32_19 = arith.constant 0 : i32
      %41 = vector.broadcast %c0_i32_19 : i32 to vector<1x512xi32>
      %42 = arith.cmpi sge, %25, %41 : vector<1x512xi32>
      %43 = vector.broadcast %42 : vector<1x512xi1> to vector<512x512xi1>
      %44 = arith.andi %40, %43 : vector<512x512xi1>
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %45 = vector.load %arg11[%c0_20, %c0_21, %c0_22] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %46 = vector.shape_cast %45 : vector<1x1x512xf32> to vector<512xf32>
      %47 = vector.shape_cast %46 : vector<512xf32> to vector<512x1xf32>
      %48 = vector.broadcast %47 : vector<512x1xf32> to vector<512x512xf32>
      %49 = arith.subf %21, %48 : vector<512x512xf32>
      %50 = math.exp %49 : vector<512x512xf32>
      %cst_23 = arith.constant 0.000000e+00 : f32
      %51 = vector.broadcast %cst_23 : f32 to vector<512x512xf32>
      %52 = arith.select %44, %50, %51 : vector<512x512xi1>, vector<512x512xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %53 = vector.load %arg10[%c0_24, %c0_25, %c0_26] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %54 = vector.shape_cast %53 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %55 = vector.load %arg8[%c0_27, %c0_28, %c0_29] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %56 = vector.shape_cast %55 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %57 = tpu.matmul %54, %56, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %58 = vector.load %arg12[%c0_31, %c0_32, %c0_33] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %59 = vector.shape_cast %58 : vector<1x1x512xf32> to vector<512xf32>
      %60 = vector.shape_cast %59 : vector<512xf32> to vector<512x1xf32>
      %61 = vector.broadcast %60 : vector<512x1xf32> to vector<512x512xf32>
      %62 = arith.subf %57, %61 : vector<512x512xf32>
      %63 = arith.mulf %52, %62 : vector<512x512xf32>
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %64 = vector.load %arg16[%c0_34, %c0_35] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %65 = arith.truncf %63 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_36 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %66 = tpu.matmul %65, %16, %cst_36 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_37 = arith.constant 0.0883883461 : f32
      %67 = vector.broadcast %cst_37 : f32 to vector<512x128xf32>
      %68 = arith.mulf %66, %67 : vector<512x128xf32>
      %69 = arith.addf %64, %68 : vector<512x128xf32>
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %70 = vector.load %arg16[%c0_38, %c0_39] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %71 = vector.shape_cast %70 : vector<512x128xf32> to vector<512x128xf32>
      %72 = vector.shape_cast %69 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_38, %c0_39], %72 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg16[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %16 = arith.truncf %15 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg15[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %19 = vector.shape_cast %16 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<528xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<528xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg3[%39] : memref<528xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %38, %41, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<528xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<528xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<528xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<528xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg2[%0] : memref<528xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.cmpi eq, %c32_i32, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %4 = arith.select %3, %c1_i32, %c32_i32 : i32
    %5 = arith.remsi %2, %4 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %6 = arith.cmpi ne, %5, %c0_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %5, %c0_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %4, %c0_i32_2 : i32
    %9 = arith.xori %7, %8 : i1
    %10 = arith.andi %9, %6 : i1
    %11 = arith.addi %5, %4 : i32
    %12 = arith.select %10, %11, %5 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %12, %c0_i32_3 : i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg3[%0] : memref<528xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %c0_i32, %2 : i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<528xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32_4 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<528xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c32_i32_5 = arith.constant 32 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi eq, %c32_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %26 = arith.select %25, %c1_i32_7, %c32_i32_5 : i32
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

// ---- kernel sparse_cli_dkv sha256:5b03c1c70bbad8cf98aa44b88c033a04846d43879230bd2e8f821a2b2b4f891b
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg14: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 1056>, scalar_prefetch = 4 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_10, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<1056xi8, #tpu.memory_space<smem>>
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
      %16 = vector.load %arg17[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg18[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %24 = vector.load %arg13[%c0_14, %c0_15] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %25 = vector.shape_cast %24 : vector<512x1xi32> to vector<512x1xi32>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %26 = vector.load %arg14[%c0_16, %c0_17] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %27 = vector.shape_cast %26 : vector<1x512xi32> to vector<1x512xi32>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %28 = vector.load %arg9[%c0_18, %c0_19, %c0_20] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %29 = vector.shape_cast %28 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %30 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %31 = arith.cmpi ne, %29, %30 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %32 = arith.cmpi eq, %3, %c2_i32 : i32
      %33 = vector.broadcast %32 : i1 to vector<512x512xi1>
      %34 = arith.ori %31, %33 : vector<512x512xi1>
      %35 = vector.broadcast %25 : vector<512x1xi32> to vector<512x512xi32>
      %36 = vector.broadcast %27 : vector<1x512xi32> to vector<512x512xi32>
      %37 = arith.cmpi eq, %35, %36 : vector<512x512xi32>
      %38 = arith.andi %34, %37 : vector<512x512xi1>
      %c0_i32_21 = arith.constant 0 : i32
      %39 = vector.broadcast %c0_i32_21 : i32 to vector<512x1xi32>
      %40 = arith.cmpi sge, %25, %39 : vector<512x1xi32>
      %41 = vector.broadcast %40 : vector<512x1xi1> to vector<512x512xi1>
      %42 = arith.andi %38, %41 : vector<512x512xi1>
      %c0_i32_22 = arith.constant 0 : i32
      %43 = vector.broadcast %c0_i32_22 : i32 to vector<1x512xi32>
      %44 = arith.cmpi sge, %27, %43 : vector<1x512xi32>
      %45 = vector.broadcast %44 : vector<1x512xi1> to vector<512x512xi1>
      %46 = arith.andi %42, %45 : vector<512x512xi1>
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %47 = vector.load %arg11[%c0_23, %c0_24, %c0_25] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %48 = vector.shape_cast %47 : vector<1x1x512xf32> to vector<1x512xf32>
      %49 = vector.broadcast %48 : vector<1x512xf32> to vector<512x512xf32>
      %50 = arith.subf %23, %49 : vector<512x512xf32>
      %51 = math.exp %50 : vector<512x512xf32>
      %cst_26 = arith.constant 0.000000e+00 : f32
      %52 = vector.broadcast %cst_26 : f32 to vector<512x512xf32>
      %53 = arith.select %46, %51, %52 : vector<512x512xi1>, vector<512x512xf32>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %54 = vector.load %arg18[%c0_27, %c0_28] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %55 = arith.truncf %53 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_29 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %56 = tpu.matmul %55, %18, %cst_29 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %57 = arith.addf %54, %56 : vector<512x128xf32>
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %58 = vector.load %arg18[%c0_30, %c0_31] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %59 = vector.shape_cast %58 : vector<512x128xf32> to vector<512x128xf32>
      %60 = vector.shape_cast %57 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0_30, %c0_31], %60 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %61 = vector.load %arg8[%c0_32, %c0_33, %c0_34] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %62 = vector.shape_cast %61 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %63 = tpu.matmul %62, %18, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %64 = vector.load %arg12[%c0_36, %c0_37, %c0_38] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %65 = vector.shape_cast %64 : vector<1x1x512xf32> to vector<1x512xf32>
      %66 = vector.broadcast %65 : vector<1x512xf32> to vector<512x512xf32>
      %67 = arith.subf %63, %66 : vector<512x512xf32>
      %68 = arith.mulf %53, %67 : vector<512x512xf32>
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %69 = vector.load %arg17[%c0_39, %c0_40] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %70 = arith.truncf %68 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_41 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %71 = tpu.matmul %70, %16, %cst_41 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_42 = arith.constant 0.0883883461 : f32
      %72 = vector.broadcast %cst_42 : f32 to vector<512x128xf32>
      %73 = arith.mulf %71, %72 : vector<512x128xf32>
      %74 = arith.addf %69, %73 : vector<512x128xf32>
      %c0_43 = arith.constant 0 : index
      %c0_44 = arith.constant 0 : index
      %75 = vector.load %arg17[%c0_43, %c0_44] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %76 = vector.shape_cast %75 : vector<512x128xf32> to vector<512x128xf32>
      %77 = vector.shape_cast %74 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0_43, %c0_44], %77 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg17[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %16 = arith.truncf %15 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg15[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %19 = vector.shape_cast %16 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %20 = vector.load %arg18[%c0_9, %c0_10] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = arith.truncf %20 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %22 = vector.load %arg16[%c0_11, %c0_12, %c0_13] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %23 = vector.shape_cast %22 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %24 = vector.shape_cast %21 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg16[%c0_11, %c0_12, %c0_13], %24 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<1056xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<1056xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %24, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<1056xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32_4 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<1056xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c32_i32_11 = arith.constant 32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c32_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c32_i32_11 : i32
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<1056xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32_4 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<1056xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c32_i32_11 = arith.constant 32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c32_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c32_i32_11 : i32
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<1056xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<1056xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<1056xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %24, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<1056xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<1056xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %c0_i32_4, %24 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<1056xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg3[%22] : memref<1056xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %21, %c0_i32_4, %24 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg2[%0] : memref<1056xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.cmpi eq, %c32_i32, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %4 = arith.select %3, %c1_i32, %c32_i32 : i32
    %5 = arith.remsi %2, %4 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %6 = arith.cmpi ne, %5, %c0_i32_0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %5, %c0_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %4, %c0_i32_2 : i32
    %9 = arith.xori %7, %8 : i1
    %10 = arith.andi %9, %6 : i1
    %11 = arith.addi %5, %4 : i32
    %12 = arith.select %10, %11, %5 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %c0_i32_4 = arith.constant 0 : i32
    return %12, %c0_i32_3 : i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg3[%0] : memref<1056xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %c0_i32, %2 : i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<1056xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32_4 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<1056xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c32_i32_11 = arith.constant 32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c32_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c32_i32_11 : i32
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
  func.func @transform_10(%arg0: i32, %arg1: i32, %arg2: memref<1056xi8, #tpu.memory_space<smem>>, %arg3: memref<1056xi8, #tpu.memory_space<smem>>, %arg4: memref<1056xi8, #tpu.memory_space<smem>>, %arg5: memref<1056xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg2[%1] : memref<1056xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.divsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi sgt, %3, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi slt, %3, %c0_i32_0 : i32
    %8 = arith.extui %7 : i1 to i32
    %9 = arith.subi %6, %8 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %10 = arith.cmpi sgt, %c32_i32, %c0_i32_1 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %12 = arith.cmpi slt, %c32_i32, %c0_i32_2 : i32
    %13 = arith.extui %12 : i1 to i32
    %14 = arith.subi %11, %13 : i32
    %15 = arith.cmpi ne, %9, %14 : i32
    %16 = arith.remsi %3, %c32_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32_3 : i32
    %18 = arith.andi %15, %17 : i1
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %c2_i32_4 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_5 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_6 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32_4, %c0_i32_7 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32_4, %c0_i32_8 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_9 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_10 : i32
    %38 = arith.select %36, %37, %22 : i32
    %39 = arith.index_cast %arg1 : i32 to index
    %40 = memref.load %arg2[%39] : memref<1056xi8, #tpu.memory_space<smem>>
    %41 = arith.extsi %40 : i8 to i32
    %c32_i32_11 = arith.constant 32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %42 = arith.cmpi eq, %c32_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %43 = arith.select %42, %c1_i32_13, %c32_i32_11 : i32
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
