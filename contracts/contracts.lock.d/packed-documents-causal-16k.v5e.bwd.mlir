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
    %163 = stablehlo.iota dim = 0 : tensor<32xi32>
    %164 = call @floor_divide(%163, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %165 = call @remainder(%163, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %166 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %167 = stablehlo.compare NE, %66, %166, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %168 = stablehlo.convert %167 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %169 = stablehlo.reduce(%168 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %170 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %171 = stablehlo.compare LT, %164, %170, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %172 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %173 = stablehlo.add %164, %172 : tensor<32xi32>
    %174 = stablehlo.select %171, %173, %164 : tensor<32xi1>, tensor<32xi32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %176 = "stablehlo.gather"(%c_8, %175) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %177 = stablehlo.broadcast_in_dim %165, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
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
    %191 = "stablehlo.gather"(%169, %190) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %192 = stablehlo.reduce(%191 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %193 = call @cumsum(%191) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %194 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %195 = stablehlo.maximum %192, %194 : tensor<32xi32>
    %196 = call @cumsum_9(%195) : (tensor<32xi32>) -> tensor<32xi32>
    %197 = stablehlo.iota dim = 0 : tensor<528xi32>
    %198 = stablehlo.slice %196 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %199 = stablehlo.reshape %198 : (tensor<1xi32>) -> tensor<i32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %201 = stablehlo.compare LT, %197, %200, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %202 = stablehlo.slice %196 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %203 = stablehlo.reshape %202 : (tensor<1xi32>) -> tensor<i32>
    %204 = stablehlo.subtract %203, %c_2 : tensor<i32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %206 = stablehlo.minimum %197, %205 : tensor<528xi32>
    %207 = call @searchsorted(%196, %206) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    %208 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %209 = stablehlo.add %208, %207 : tensor<528xi32>
    %210 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %211 = stablehlo.compare LT, %207, %210, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %212 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %213 = stablehlo.add %207, %212 : tensor<528xi32>
    %214 = stablehlo.select %211, %213, %207 : tensor<528xi1>, tensor<528xi32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %216 = "stablehlo.gather"(%196, %215) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %217 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %218 = stablehlo.compare LT, %207, %217, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %219 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %220 = stablehlo.add %207, %219 : tensor<528xi32>
    %221 = stablehlo.select %218, %220, %207 : tensor<528xi1>, tensor<528xi32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %223 = "stablehlo.gather"(%195, %222) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %224 = stablehlo.subtract %216, %223 : tensor<528xi32>
    %225 = stablehlo.subtract %206, %224 : tensor<528xi32>
    %226 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %227 = stablehlo.compare LT, %209, %226, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %228 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %229 = stablehlo.add %209, %228 : tensor<528xi32>
    %230 = stablehlo.select %227, %229, %209 : tensor<528xi1>, tensor<528xi32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %232 = "stablehlo.gather"(%193, %231) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %233 = stablehlo.broadcast_in_dim %225, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %234 = stablehlo.compare LE, %232, %233, SIGNED : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi1>
    %235 = stablehlo.convert %234 : (tensor<528x1xi1>) -> tensor<528x1xi32>
    %236 = stablehlo.reduce(%235 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<528x1xi32>, tensor<i32>) -> tensor<528xi32>
    %237 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %238 = stablehlo.minimum %236, %237 : tensor<528xi32>
    %239 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %240 = stablehlo.compare LT, %209, %239, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %241 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %242 = stablehlo.add %209, %241 : tensor<528xi32>
    %243 = stablehlo.select %240, %242, %209 : tensor<528xi1>, tensor<528xi32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %245 = "stablehlo.gather"(%193, %244) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %246 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %247 = stablehlo.compare LT, %209, %246, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %248 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %249 = stablehlo.add %209, %248 : tensor<528xi32>
    %250 = stablehlo.select %247, %249, %209 : tensor<528xi1>, tensor<528xi32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %252 = "stablehlo.gather"(%191, %251) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %253 = stablehlo.subtract %245, %252 : tensor<528x1xi32>
    %254 = stablehlo.broadcast_in_dim %238, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %255 = call @take_along_axis_13(%253, %254) : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %256 = stablehlo.reshape %255 : (tensor<528x1xi32>) -> tensor<528xi32>
    %257 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %258 = stablehlo.compare LT, %209, %257, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %259 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %260 = stablehlo.add %209, %259 : tensor<528xi32>
    %261 = stablehlo.select %258, %260, %209 : tensor<528xi1>, tensor<528xi32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %263 = "stablehlo.gather"(%192, %262) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %264 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %265 = stablehlo.compare GT, %263, %264, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %266 = stablehlo.subtract %225, %256 : tensor<528xi32>
    %267 = call @_where_14(%265, %266, %c_7) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %268 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %269 = stablehlo.compare LT, %209, %268, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %270 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %271 = stablehlo.add %209, %270 : tensor<528xi32>
    %272 = stablehlo.select %269, %271, %209 : tensor<528xi1>, tensor<528xi32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %274 = "stablehlo.gather"(%164, %273) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %275 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %276 = stablehlo.compare LT, %274, %275, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %277 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %278 = stablehlo.add %274, %277 : tensor<528xi32>
    %279 = stablehlo.select %276, %278, %274 : tensor<528xi1>, tensor<528xi32>
    %280 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %281 = stablehlo.compare LT, %238, %280, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %282 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %283 = stablehlo.add %238, %282 : tensor<528xi32>
    %284 = stablehlo.select %281, %283, %238 : tensor<528xi1>, tensor<528xi32>
    %285 = stablehlo.broadcast_in_dim %279, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %286 = stablehlo.broadcast_in_dim %284, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %287 = stablehlo.concatenate %285, %286, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %288 = "stablehlo.gather"(%c_8, %287) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %289 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %290 = stablehlo.compare LT, %209, %289, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %291 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %292 = stablehlo.add %209, %291 : tensor<528xi32>
    %293 = stablehlo.select %290, %292, %209 : tensor<528xi1>, tensor<528xi32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %295 = "stablehlo.gather"(%165, %294) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %296 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %297 = stablehlo.compare LT, %209, %296, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %298 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %299 = stablehlo.add %209, %298 : tensor<528xi32>
    %300 = stablehlo.select %297, %299, %209 : tensor<528xi1>, tensor<528xi32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %302 = "stablehlo.gather"(%192, %301) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %303 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %304 = stablehlo.compare GT, %302, %303, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %305 = stablehlo.and %201, %304 : tensor<528xi1>
    %306 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %307 = stablehlo.compare LT, %288, %306, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %308 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %309 = stablehlo.add %288, %308 : tensor<528xi32>
    %310 = stablehlo.select %307, %309, %288 : tensor<528xi1>, tensor<528xi32>
    %311 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %312 = stablehlo.compare LT, %295, %311, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %313 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %314 = stablehlo.add %295, %313 : tensor<528xi32>
    %315 = stablehlo.select %312, %314, %295 : tensor<528xi1>, tensor<528xi32>
    %316 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %317 = stablehlo.compare LT, %267, %316, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %318 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %319 = stablehlo.add %267, %318 : tensor<528xi32>
    %320 = stablehlo.select %317, %319, %267 : tensor<528xi1>, tensor<528xi32>
    %321 = stablehlo.broadcast_in_dim %310, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %322 = stablehlo.broadcast_in_dim %315, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %323 = stablehlo.broadcast_in_dim %320, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %324 = stablehlo.concatenate %321, %322, %323, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %325 = "stablehlo.gather"(%66, %324) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %326 = stablehlo.convert %325 : (tensor<528xi8>) -> tensor<528xi32>
    %327 = call @_where_14(%305, %326, %c_7) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %328 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %329 = stablehlo.compare EQ, %225, %328, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %330 = stablehlo.and %201, %329 : tensor<528xi1>
    %331 = call @_where_15(%330, %c_1, %c_7) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %332 = stablehlo.convert %331 : tensor<528xi32>
    %333 = stablehlo.or %327, %332 : tensor<528xi32>
    %334 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %335 = stablehlo.compare LT, %207, %334, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %336 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %337 = stablehlo.add %207, %336 : tensor<528xi32>
    %338 = stablehlo.select %335, %337, %207 : tensor<528xi1>, tensor<528xi32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %340 = "stablehlo.gather"(%195, %339) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %341 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %342 = stablehlo.subtract %340, %341 : tensor<528xi32>
    %343 = stablehlo.compare EQ, %225, %342, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %344 = stablehlo.and %201, %343 : tensor<528xi1>
    %345 = call @_where_15(%344, %c_0, %c_7) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %346 = stablehlo.convert %345 : tensor<528xi32>
    %347 = stablehlo.or %333, %346 : tensor<528xi32>
    %348 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %349 = stablehlo.compare LT, %209, %348, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %350 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %351 = stablehlo.add %209, %350 : tensor<528xi32>
    %352 = stablehlo.select %349, %351, %209 : tensor<528xi1>, tensor<528xi32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %354 = "stablehlo.gather"(%164, %353) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %355 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %356 = stablehlo.compare LT, %354, %355, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %357 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %358 = stablehlo.add %354, %357 : tensor<528xi32>
    %359 = stablehlo.select %356, %358, %354 : tensor<528xi1>, tensor<528xi32>
    %360 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %361 = stablehlo.compare LT, %238, %360, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %362 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %363 = stablehlo.add %238, %362 : tensor<528xi32>
    %364 = stablehlo.select %361, %363, %238 : tensor<528xi1>, tensor<528xi32>
    %365 = stablehlo.broadcast_in_dim %359, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %366 = stablehlo.broadcast_in_dim %364, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %367 = stablehlo.concatenate %365, %366, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %368 = "stablehlo.gather"(%c_8, %367) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %369 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %370 = stablehlo.multiply %368, %369 : tensor<528xi32>
    %371 = stablehlo.add %370, %295 : tensor<528xi32>
    %372 = stablehlo.convert %371 : (tensor<528xi32>) -> tensor<528xi8>
    %373 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %374 = stablehlo.compare LT, %288, %373, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %375 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %376 = stablehlo.add %288, %375 : tensor<528xi32>
    %377 = stablehlo.select %374, %376, %288 : tensor<528xi1>, tensor<528xi32>
    %378 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %379 = stablehlo.compare LT, %295, %378, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %380 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %381 = stablehlo.add %295, %380 : tensor<528xi32>
    %382 = stablehlo.select %379, %381, %295 : tensor<528xi1>, tensor<528xi32>
    %383 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %384 = stablehlo.compare LT, %267, %383, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %385 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %386 = stablehlo.add %267, %385 : tensor<528xi32>
    %387 = stablehlo.select %384, %386, %267 : tensor<528xi1>, tensor<528xi32>
    %388 = stablehlo.broadcast_in_dim %377, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %389 = stablehlo.broadcast_in_dim %382, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %390 = stablehlo.broadcast_in_dim %387, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %391 = stablehlo.concatenate %388, %389, %390, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %392 = "stablehlo.gather"(%82, %391) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %393 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %394 = stablehlo.compare LT, %288, %393, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %395 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %396 = stablehlo.add %288, %395 : tensor<528xi32>
    %397 = stablehlo.select %394, %396, %288 : tensor<528xi1>, tensor<528xi32>
    %398 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %399 = stablehlo.compare LT, %295, %398, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %400 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %401 = stablehlo.add %295, %400 : tensor<528xi32>
    %402 = stablehlo.select %399, %401, %295 : tensor<528xi1>, tensor<528xi32>
    %403 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %404 = stablehlo.compare LT, %267, %403, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %405 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %406 = stablehlo.add %267, %405 : tensor<528xi32>
    %407 = stablehlo.select %404, %406, %267 : tensor<528xi1>, tensor<528xi32>
    %408 = stablehlo.broadcast_in_dim %397, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %409 = stablehlo.broadcast_in_dim %402, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %410 = stablehlo.broadcast_in_dim %407, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %411 = stablehlo.concatenate %408, %409, %410, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %412 = "stablehlo.gather"(%84, %411) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %413 = stablehlo.convert %347 : (tensor<528xi32>) -> tensor<528xi8>
    %414:2 = stablehlo.custom_call @tpu_custom_call(%372, %392, %412, %413, %160, %161, %162, %arg3, %3, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ce04820fc8afeb6a3c7af9252c8aaaa424036b9c0fe9a4f6eeb5398e76ea85ea\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<1x512x512xi8>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
    %415 = stablehlo.convert %414#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %416 = stablehlo.convert %414#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<16x16384x128xf32>
    %418 = stablehlo.reduce(%417 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16384x128xf32>, tensor<f32>) -> tensor<16x16384xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 2] : (tensor<16x16384xf32>) -> tensor<16x1x16384xf32>
    %420 = stablehlo.iota dim = 0 : tensor<32xi32>
    %421 = call @floor_divide(%420, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %422 = call @remainder(%420, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %423 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %424 = stablehlo.compare NE, %66, %423, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %425 = stablehlo.convert %424 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %426 = stablehlo.reduce(%425 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %427 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %428 = stablehlo.compare LT, %421, %427, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %429 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %430 = stablehlo.add %421, %429 : tensor<32xi32>
    %431 = stablehlo.select %428, %430, %421 : tensor<32xi1>, tensor<32xi32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %433 = "stablehlo.gather"(%c_8, %432) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %434 = stablehlo.broadcast_in_dim %422, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %435 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %436 = stablehlo.compare LT, %433, %435, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %437 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %438 = stablehlo.add %433, %437 : tensor<32x1xi32>
    %439 = stablehlo.select %436, %438, %433 : tensor<32x1xi1>, tensor<32x1xi32>
    %440 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %441 = stablehlo.compare LT, %434, %440, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %442 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %443 = stablehlo.add %434, %442 : tensor<32x1xi32>
    %444 = stablehlo.select %441, %443, %434 : tensor<32x1xi1>, tensor<32x1xi32>
    %445 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %446 = stablehlo.broadcast_in_dim %444, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %447 = stablehlo.concatenate %445, %446, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %448 = "stablehlo.gather"(%426, %447) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %449 = stablehlo.reduce(%448 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %450 = call @cumsum(%448) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %451 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %452 = stablehlo.maximum %449, %451 : tensor<32xi32>
    %453 = call @cumsum_9(%452) : (tensor<32xi32>) -> tensor<32xi32>
    %454 = stablehlo.iota dim = 0 : tensor<528xi32>
    %455 = stablehlo.slice %453 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %456 = stablehlo.reshape %455 : (tensor<1xi32>) -> tensor<i32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %458 = stablehlo.compare LT, %454, %457, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %459 = stablehlo.slice %453 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %460 = stablehlo.reshape %459 : (tensor<1xi32>) -> tensor<i32>
    %461 = stablehlo.subtract %460, %c_2 : tensor<i32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %463 = stablehlo.minimum %454, %462 : tensor<528xi32>
    %464 = call @searchsorted(%453, %463) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    %465 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %466 = stablehlo.add %465, %464 : tensor<528xi32>
    %467 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %468 = stablehlo.compare LT, %464, %467, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %469 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %470 = stablehlo.add %464, %469 : tensor<528xi32>
    %471 = stablehlo.select %468, %470, %464 : tensor<528xi1>, tensor<528xi32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %473 = "stablehlo.gather"(%453, %472) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %474 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %475 = stablehlo.compare LT, %464, %474, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %476 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %477 = stablehlo.add %464, %476 : tensor<528xi32>
    %478 = stablehlo.select %475, %477, %464 : tensor<528xi1>, tensor<528xi32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %480 = "stablehlo.gather"(%452, %479) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %481 = stablehlo.subtract %473, %480 : tensor<528xi32>
    %482 = stablehlo.subtract %463, %481 : tensor<528xi32>
    %483 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %484 = stablehlo.compare LT, %466, %483, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %485 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %486 = stablehlo.add %466, %485 : tensor<528xi32>
    %487 = stablehlo.select %484, %486, %466 : tensor<528xi1>, tensor<528xi32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %489 = "stablehlo.gather"(%450, %488) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %490 = stablehlo.broadcast_in_dim %482, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %491 = stablehlo.compare LE, %489, %490, SIGNED : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi1>
    %492 = stablehlo.convert %491 : (tensor<528x1xi1>) -> tensor<528x1xi32>
    %493 = stablehlo.reduce(%492 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<528x1xi32>, tensor<i32>) -> tensor<528xi32>
    %494 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %495 = stablehlo.minimum %493, %494 : tensor<528xi32>
    %496 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %497 = stablehlo.compare LT, %466, %496, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %498 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %499 = stablehlo.add %466, %498 : tensor<528xi32>
    %500 = stablehlo.select %497, %499, %466 : tensor<528xi1>, tensor<528xi32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %502 = "stablehlo.gather"(%450, %501) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %503 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %504 = stablehlo.compare LT, %466, %503, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %505 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %506 = stablehlo.add %466, %505 : tensor<528xi32>
    %507 = stablehlo.select %504, %506, %466 : tensor<528xi1>, tensor<528xi32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %509 = "stablehlo.gather"(%448, %508) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %510 = stablehlo.subtract %502, %509 : tensor<528x1xi32>
    %511 = stablehlo.broadcast_in_dim %495, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %512 = call @take_along_axis_13(%510, %511) : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %513 = stablehlo.reshape %512 : (tensor<528x1xi32>) -> tensor<528xi32>
    %514 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %515 = stablehlo.compare LT, %466, %514, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %516 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %517 = stablehlo.add %466, %516 : tensor<528xi32>
    %518 = stablehlo.select %515, %517, %466 : tensor<528xi1>, tensor<528xi32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %520 = "stablehlo.gather"(%449, %519) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %521 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %522 = stablehlo.compare GT, %520, %521, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %523 = stablehlo.subtract %482, %513 : tensor<528xi32>
    %524 = call @_where_14(%522, %523, %c_7) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %525 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %526 = stablehlo.compare LT, %466, %525, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %527 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %528 = stablehlo.add %466, %527 : tensor<528xi32>
    %529 = stablehlo.select %526, %528, %466 : tensor<528xi1>, tensor<528xi32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %531 = "stablehlo.gather"(%421, %530) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %532 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %533 = stablehlo.compare LT, %531, %532, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %534 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %535 = stablehlo.add %531, %534 : tensor<528xi32>
    %536 = stablehlo.select %533, %535, %531 : tensor<528xi1>, tensor<528xi32>
    %537 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %538 = stablehlo.compare LT, %495, %537, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %539 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %540 = stablehlo.add %495, %539 : tensor<528xi32>
    %541 = stablehlo.select %538, %540, %495 : tensor<528xi1>, tensor<528xi32>
    %542 = stablehlo.broadcast_in_dim %536, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %543 = stablehlo.broadcast_in_dim %541, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %544 = stablehlo.concatenate %542, %543, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %545 = "stablehlo.gather"(%c_8, %544) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %546 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %547 = stablehlo.compare LT, %466, %546, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %548 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %549 = stablehlo.add %466, %548 : tensor<528xi32>
    %550 = stablehlo.select %547, %549, %466 : tensor<528xi1>, tensor<528xi32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %552 = "stablehlo.gather"(%422, %551) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %553 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %554 = stablehlo.compare LT, %466, %553, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %555 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %556 = stablehlo.add %466, %555 : tensor<528xi32>
    %557 = stablehlo.select %554, %556, %466 : tensor<528xi1>, tensor<528xi32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %559 = "stablehlo.gather"(%449, %558) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %560 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %561 = stablehlo.compare GT, %559, %560, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %562 = stablehlo.and %458, %561 : tensor<528xi1>
    %563 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %564 = stablehlo.compare LT, %545, %563, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %565 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %566 = stablehlo.add %545, %565 : tensor<528xi32>
    %567 = stablehlo.select %564, %566, %545 : tensor<528xi1>, tensor<528xi32>
    %568 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %569 = stablehlo.compare LT, %552, %568, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %570 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %571 = stablehlo.add %552, %570 : tensor<528xi32>
    %572 = stablehlo.select %569, %571, %552 : tensor<528xi1>, tensor<528xi32>
    %573 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %574 = stablehlo.compare LT, %524, %573, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %575 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %576 = stablehlo.add %524, %575 : tensor<528xi32>
    %577 = stablehlo.select %574, %576, %524 : tensor<528xi1>, tensor<528xi32>
    %578 = stablehlo.broadcast_in_dim %567, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %579 = stablehlo.broadcast_in_dim %572, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %580 = stablehlo.broadcast_in_dim %577, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %581 = stablehlo.concatenate %578, %579, %580, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %582 = "stablehlo.gather"(%66, %581) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %583 = stablehlo.convert %582 : (tensor<528xi8>) -> tensor<528xi32>
    %584 = call @_where_14(%562, %583, %c_7) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %585 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %586 = stablehlo.compare EQ, %482, %585, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %587 = stablehlo.and %458, %586 : tensor<528xi1>
    %588 = call @_where_15(%587, %c_1, %c_7) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %589 = stablehlo.convert %588 : tensor<528xi32>
    %590 = stablehlo.or %584, %589 : tensor<528xi32>
    %591 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %592 = stablehlo.compare LT, %464, %591, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %593 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %594 = stablehlo.add %464, %593 : tensor<528xi32>
    %595 = stablehlo.select %592, %594, %464 : tensor<528xi1>, tensor<528xi32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %597 = "stablehlo.gather"(%452, %596) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %598 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %599 = stablehlo.subtract %597, %598 : tensor<528xi32>
    %600 = stablehlo.compare EQ, %482, %599, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %601 = stablehlo.and %458, %600 : tensor<528xi1>
    %602 = call @_where_15(%601, %c_0, %c_7) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %603 = stablehlo.convert %602 : tensor<528xi32>
    %604 = stablehlo.or %590, %603 : tensor<528xi32>
    %605 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %606 = stablehlo.compare LT, %466, %605, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %607 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %608 = stablehlo.add %466, %607 : tensor<528xi32>
    %609 = stablehlo.select %606, %608, %466 : tensor<528xi1>, tensor<528xi32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %611 = "stablehlo.gather"(%421, %610) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %612 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %613 = stablehlo.compare LT, %611, %612, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %614 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %615 = stablehlo.add %611, %614 : tensor<528xi32>
    %616 = stablehlo.select %613, %615, %611 : tensor<528xi1>, tensor<528xi32>
    %617 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %618 = stablehlo.compare LT, %495, %617, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %619 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %620 = stablehlo.add %495, %619 : tensor<528xi32>
    %621 = stablehlo.select %618, %620, %495 : tensor<528xi1>, tensor<528xi32>
    %622 = stablehlo.broadcast_in_dim %616, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %623 = stablehlo.broadcast_in_dim %621, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %624 = stablehlo.concatenate %622, %623, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %625 = "stablehlo.gather"(%c_8, %624) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %626 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %627 = stablehlo.multiply %625, %626 : tensor<528xi32>
    %628 = stablehlo.add %627, %552 : tensor<528xi32>
    %629 = stablehlo.convert %628 : (tensor<528xi32>) -> tensor<528xi8>
    %630 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %631 = stablehlo.compare LT, %545, %630, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %632 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %633 = stablehlo.add %545, %632 : tensor<528xi32>
    %634 = stablehlo.select %631, %633, %545 : tensor<528xi1>, tensor<528xi32>
    %635 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %636 = stablehlo.compare LT, %552, %635, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %637 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %638 = stablehlo.add %552, %637 : tensor<528xi32>
    %639 = stablehlo.select %636, %638, %552 : tensor<528xi1>, tensor<528xi32>
    %640 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %641 = stablehlo.compare LT, %524, %640, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %642 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %643 = stablehlo.add %524, %642 : tensor<528xi32>
    %644 = stablehlo.select %641, %643, %524 : tensor<528xi1>, tensor<528xi32>
    %645 = stablehlo.broadcast_in_dim %634, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %646 = stablehlo.broadcast_in_dim %639, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %647 = stablehlo.broadcast_in_dim %644, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %648 = stablehlo.concatenate %645, %646, %647, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %649 = "stablehlo.gather"(%82, %648) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %650 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %651 = stablehlo.compare LT, %545, %650, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %652 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %653 = stablehlo.add %545, %652 : tensor<528xi32>
    %654 = stablehlo.select %651, %653, %545 : tensor<528xi1>, tensor<528xi32>
    %655 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %656 = stablehlo.compare LT, %552, %655, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %657 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %658 = stablehlo.add %552, %657 : tensor<528xi32>
    %659 = stablehlo.select %656, %658, %552 : tensor<528xi1>, tensor<528xi32>
    %660 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %661 = stablehlo.compare LT, %524, %660, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %662 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %663 = stablehlo.add %524, %662 : tensor<528xi32>
    %664 = stablehlo.select %661, %663, %524 : tensor<528xi1>, tensor<528xi32>
    %665 = stablehlo.broadcast_in_dim %654, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %666 = stablehlo.broadcast_in_dim %659, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %667 = stablehlo.broadcast_in_dim %664, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %668 = stablehlo.concatenate %665, %666, %667, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %669 = "stablehlo.gather"(%84, %668) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %670 = stablehlo.convert %604 : (tensor<528xi32>) -> tensor<528xi8>
    %671 = stablehlo.custom_call @tpu_custom_call(%629, %649, %669, %670, %160, %161, %162, %arg3, %414#0, %414#1, %419, %3, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c3be12899d557f89c736e452c3cc2c9c4b8a660cf9763545c7806d0fdfb07c51\22, \22cost_estimate\22: {\22bytes_accessed\22: 2415919104, \22flops\22: 1700807049216, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<1x512x512xi8>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    %672 = stablehlo.iota dim = 0 : tensor<32xi32>
    %673 = call @floor_divide(%672, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %674 = call @remainder(%672, %c_4) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %675 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %676 = stablehlo.compare NE, %141, %675, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %677 = stablehlo.convert %676 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %678 = stablehlo.reduce(%677 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %679 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %680 = stablehlo.compare LT, %673, %679, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %681 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %682 = stablehlo.add %673, %681 : tensor<32xi32>
    %683 = stablehlo.select %680, %682, %673 : tensor<32xi1>, tensor<32xi32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %685 = "stablehlo.gather"(%c_9, %684) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<1x2xi32>, tensor<32x1xi32>) -> tensor<32x2xi32>
    %686 = stablehlo.broadcast_in_dim %674, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %687 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x2xi32>
    %688 = stablehlo.compare LT, %685, %687, SIGNED : (tensor<32x2xi32>, tensor<32x2xi32>) -> tensor<32x2xi1>
    %689 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x2xi32>
    %690 = stablehlo.add %685, %689 : tensor<32x2xi32>
    %691 = stablehlo.select %688, %690, %685 : tensor<32x2xi1>, tensor<32x2xi32>
    %692 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %693 = stablehlo.compare LT, %686, %692, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %694 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %695 = stablehlo.add %686, %694 : tensor<32x1xi32>
    %696 = stablehlo.select %693, %695, %686 : tensor<32x1xi1>, tensor<32x1xi32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x2xi32>
    %698 = stablehlo.broadcast_in_dim %691, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %699 = stablehlo.broadcast_in_dim %697, dims = [0, 1] : (tensor<32x2xi32>) -> tensor<32x2x1xi32>
    %700 = stablehlo.concatenate %698, %699, dim = 2 : (tensor<32x2x1xi32>, tensor<32x2x1xi32>) -> tensor<32x2x2xi32>
    %701 = "stablehlo.gather"(%678, %700) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x2x2xi32>) -> tensor<32x2xi32>
    %702 = stablehlo.reduce(%701 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x2xi32>, tensor<i32>) -> tensor<32xi32>
    %703 = call @cumsum_16(%701) : (tensor<32x2xi32>) -> tensor<32x2xi32>
    %704 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %705 = stablehlo.maximum %702, %704 : tensor<32xi32>
    %706 = call @cumsum_9(%705) : (tensor<32xi32>) -> tensor<32xi32>
    %707 = stablehlo.iota dim = 0 : tensor<1056xi32>
    %708 = stablehlo.slice %706 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %709 = stablehlo.reshape %708 : (tensor<1xi32>) -> tensor<i32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %711 = stablehlo.compare LT, %707, %710, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %712 = stablehlo.slice %706 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %713 = stablehlo.reshape %712 : (tensor<1xi32>) -> tensor<i32>
    %714 = stablehlo.subtract %713, %c_2 : tensor<i32>
    %715 = stablehlo.broadcast_in_dim %714, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %716 = stablehlo.minimum %707, %715 : tensor<1056xi32>
    %717 = call @searchsorted_18(%706, %716) : (tensor<32xi32>, tensor<1056xi32>) -> tensor<1056xi32>
    %718 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %719 = stablehlo.add %718, %717 : tensor<1056xi32>
    %720 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %721 = stablehlo.compare LT, %717, %720, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %722 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %723 = stablehlo.add %717, %722 : tensor<1056xi32>
    %724 = stablehlo.select %721, %723, %717 : tensor<1056xi1>, tensor<1056xi32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %726 = "stablehlo.gather"(%706, %725) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %727 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %728 = stablehlo.compare LT, %717, %727, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %729 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %730 = stablehlo.add %717, %729 : tensor<1056xi32>
    %731 = stablehlo.select %728, %730, %717 : tensor<1056xi1>, tensor<1056xi32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %733 = "stablehlo.gather"(%705, %732) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %734 = stablehlo.subtract %726, %733 : tensor<1056xi32>
    %735 = stablehlo.subtract %716, %734 : tensor<1056xi32>
    %736 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %737 = stablehlo.compare LT, %719, %736, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %738 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %739 = stablehlo.add %719, %738 : tensor<1056xi32>
    %740 = stablehlo.select %737, %739, %719 : tensor<1056xi1>, tensor<1056xi32>
    %741 = stablehlo.broadcast_in_dim %740, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %742 = "stablehlo.gather"(%703, %741) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<32x2xi32>, tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %743 = stablehlo.broadcast_in_dim %735, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1] : (tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %745 = stablehlo.compare LE, %742, %744, SIGNED : (tensor<1056x2xi32>, tensor<1056x2xi32>) -> tensor<1056x2xi1>
    %746 = stablehlo.convert %745 : (tensor<1056x2xi1>) -> tensor<1056x2xi32>
    %747 = stablehlo.reduce(%746 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<1056x2xi32>, tensor<i32>) -> tensor<1056xi32>
    %748 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %749 = stablehlo.minimum %747, %748 : tensor<1056xi32>
    %750 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %751 = stablehlo.compare LT, %719, %750, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %752 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %753 = stablehlo.add %719, %752 : tensor<1056xi32>
    %754 = stablehlo.select %751, %753, %719 : tensor<1056xi1>, tensor<1056xi32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %756 = "stablehlo.gather"(%703, %755) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<32x2xi32>, tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %757 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %758 = stablehlo.compare LT, %719, %757, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %759 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %760 = stablehlo.add %719, %759 : tensor<1056xi32>
    %761 = stablehlo.select %758, %760, %719 : tensor<1056xi1>, tensor<1056xi32>
    %762 = stablehlo.broadcast_in_dim %761, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %763 = "stablehlo.gather"(%701, %762) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<32x2xi32>, tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %764 = stablehlo.subtract %756, %763 : tensor<1056x2xi32>
    %765 = stablehlo.broadcast_in_dim %749, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %766 = call @take_along_axis_23(%764, %765) : (tensor<1056x2xi32>, tensor<1056x1xi32>) -> tensor<1056x1xi32>
    %767 = stablehlo.reshape %766 : (tensor<1056x1xi32>) -> tensor<1056xi32>
    %768 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %769 = stablehlo.compare LT, %719, %768, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %770 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %771 = stablehlo.add %719, %770 : tensor<1056xi32>
    %772 = stablehlo.select %769, %771, %719 : tensor<1056xi1>, tensor<1056xi32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %774 = "stablehlo.gather"(%702, %773) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %775 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %776 = stablehlo.compare GT, %774, %775, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %777 = stablehlo.subtract %735, %767 : tensor<1056xi32>
    %778 = call @_where_24(%776, %777, %c_7) : (tensor<1056xi1>, tensor<1056xi32>, tensor<i32>) -> tensor<1056xi32>
    %779 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %780 = stablehlo.compare LT, %719, %779, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %781 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %782 = stablehlo.add %719, %781 : tensor<1056xi32>
    %783 = stablehlo.select %780, %782, %719 : tensor<1056xi1>, tensor<1056xi32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %785 = "stablehlo.gather"(%673, %784) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %786 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %787 = stablehlo.compare LT, %785, %786, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %788 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %789 = stablehlo.add %785, %788 : tensor<1056xi32>
    %790 = stablehlo.select %787, %789, %785 : tensor<1056xi1>, tensor<1056xi32>
    %791 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %792 = stablehlo.compare LT, %749, %791, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %793 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %794 = stablehlo.add %749, %793 : tensor<1056xi32>
    %795 = stablehlo.select %792, %794, %749 : tensor<1056xi1>, tensor<1056xi32>
    %796 = stablehlo.broadcast_in_dim %790, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %797 = stablehlo.broadcast_in_dim %795, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %798 = stablehlo.concatenate %796, %797, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %799 = "stablehlo.gather"(%c_9, %798) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xi32>, tensor<1056x2xi32>) -> tensor<1056xi32>
    %800 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %801 = stablehlo.compare LT, %719, %800, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %802 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %803 = stablehlo.add %719, %802 : tensor<1056xi32>
    %804 = stablehlo.select %801, %803, %719 : tensor<1056xi1>, tensor<1056xi32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %806 = "stablehlo.gather"(%674, %805) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %807 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %808 = stablehlo.compare LT, %719, %807, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %809 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %810 = stablehlo.add %719, %809 : tensor<1056xi32>
    %811 = stablehlo.select %808, %810, %719 : tensor<1056xi1>, tensor<1056xi32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %813 = "stablehlo.gather"(%702, %812) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %814 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %815 = stablehlo.compare GT, %813, %814, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %816 = stablehlo.and %711, %815 : tensor<1056xi1>
    %817 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %818 = stablehlo.compare LT, %799, %817, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %819 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %820 = stablehlo.add %799, %819 : tensor<1056xi32>
    %821 = stablehlo.select %818, %820, %799 : tensor<1056xi1>, tensor<1056xi32>
    %822 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %823 = stablehlo.compare LT, %806, %822, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %824 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %825 = stablehlo.add %806, %824 : tensor<1056xi32>
    %826 = stablehlo.select %823, %825, %806 : tensor<1056xi1>, tensor<1056xi32>
    %827 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %828 = stablehlo.compare LT, %778, %827, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %829 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %830 = stablehlo.add %778, %829 : tensor<1056xi32>
    %831 = stablehlo.select %828, %830, %778 : tensor<1056xi1>, tensor<1056xi32>
    %832 = stablehlo.broadcast_in_dim %821, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %833 = stablehlo.broadcast_in_dim %826, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %834 = stablehlo.broadcast_in_dim %831, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %835 = stablehlo.concatenate %832, %833, %834, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x3xi32>
    %836 = "stablehlo.gather"(%141, %835) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<1056x3xi32>) -> tensor<1056xi8>
    %837 = stablehlo.convert %836 : (tensor<1056xi8>) -> tensor<1056xi32>
    %838 = call @_where_24(%816, %837, %c_7) : (tensor<1056xi1>, tensor<1056xi32>, tensor<i32>) -> tensor<1056xi32>
    %839 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %840 = stablehlo.compare EQ, %735, %839, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %841 = stablehlo.and %711, %840 : tensor<1056xi1>
    %842 = call @_where_25(%841, %c_1, %c_7) : (tensor<1056xi1>, tensor<i32>, tensor<i32>) -> tensor<1056xi32>
    %843 = stablehlo.convert %842 : tensor<1056xi32>
    %844 = stablehlo.or %838, %843 : tensor<1056xi32>
    %845 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %846 = stablehlo.compare LT, %717, %845, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %847 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %848 = stablehlo.add %717, %847 : tensor<1056xi32>
    %849 = stablehlo.select %846, %848, %717 : tensor<1056xi1>, tensor<1056xi32>
    %850 = stablehlo.broadcast_in_dim %849, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %851 = "stablehlo.gather"(%705, %850) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %852 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %853 = stablehlo.subtract %851, %852 : tensor<1056xi32>
    %854 = stablehlo.compare EQ, %735, %853, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %855 = stablehlo.and %711, %854 : tensor<1056xi1>
    %856 = call @_where_25(%855, %c_0, %c_7) : (tensor<1056xi1>, tensor<i32>, tensor<i32>) -> tensor<1056xi32>
    %857 = stablehlo.convert %856 : tensor<1056xi32>
    %858 = stablehlo.or %844, %857 : tensor<1056xi32>
    %859 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %860 = stablehlo.compare LT, %719, %859, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %861 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %862 = stablehlo.add %719, %861 : tensor<1056xi32>
    %863 = stablehlo.select %860, %862, %719 : tensor<1056xi1>, tensor<1056xi32>
    %864 = stablehlo.broadcast_in_dim %863, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %865 = "stablehlo.gather"(%673, %864) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xi32>) -> tensor<1056xi32>
    %866 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %867 = stablehlo.compare LT, %865, %866, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %868 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %869 = stablehlo.add %865, %868 : tensor<1056xi32>
    %870 = stablehlo.select %867, %869, %865 : tensor<1056xi1>, tensor<1056xi32>
    %871 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %872 = stablehlo.compare LT, %749, %871, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %873 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %874 = stablehlo.add %749, %873 : tensor<1056xi32>
    %875 = stablehlo.select %872, %874, %749 : tensor<1056xi1>, tensor<1056xi32>
    %876 = stablehlo.broadcast_in_dim %870, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %877 = stablehlo.broadcast_in_dim %875, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %878 = stablehlo.concatenate %876, %877, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x2xi32>
    %879 = "stablehlo.gather"(%c_10, %878) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x2xi32>, tensor<1056x2xi32>) -> tensor<1056xi32>
    %880 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %881 = stablehlo.multiply %879, %880 : tensor<1056xi32>
    %882 = stablehlo.add %881, %806 : tensor<1056xi32>
    %883 = stablehlo.convert %882 : (tensor<1056xi32>) -> tensor<1056xi8>
    %884 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %885 = stablehlo.compare LT, %799, %884, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %886 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %887 = stablehlo.add %799, %886 : tensor<1056xi32>
    %888 = stablehlo.select %885, %887, %799 : tensor<1056xi1>, tensor<1056xi32>
    %889 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %890 = stablehlo.compare LT, %806, %889, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %891 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %892 = stablehlo.add %806, %891 : tensor<1056xi32>
    %893 = stablehlo.select %890, %892, %806 : tensor<1056xi1>, tensor<1056xi32>
    %894 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %895 = stablehlo.compare LT, %778, %894, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %896 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %897 = stablehlo.add %778, %896 : tensor<1056xi32>
    %898 = stablehlo.select %895, %897, %778 : tensor<1056xi1>, tensor<1056xi32>
    %899 = stablehlo.broadcast_in_dim %888, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %900 = stablehlo.broadcast_in_dim %893, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %901 = stablehlo.broadcast_in_dim %898, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %902 = stablehlo.concatenate %899, %900, %901, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x3xi32>
    %903 = "stablehlo.gather"(%157, %902) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<1056x3xi32>) -> tensor<1056xi8>
    %904 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %905 = stablehlo.compare LT, %799, %904, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %906 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %907 = stablehlo.add %799, %906 : tensor<1056xi32>
    %908 = stablehlo.select %905, %907, %799 : tensor<1056xi1>, tensor<1056xi32>
    %909 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %910 = stablehlo.compare LT, %806, %909, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %911 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %912 = stablehlo.add %806, %911 : tensor<1056xi32>
    %913 = stablehlo.select %910, %912, %806 : tensor<1056xi1>, tensor<1056xi32>
    %914 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %915 = stablehlo.compare LT, %778, %914, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %916 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1056xi32>
    %917 = stablehlo.add %778, %916 : tensor<1056xi32>
    %918 = stablehlo.select %915, %917, %778 : tensor<1056xi1>, tensor<1056xi32>
    %919 = stablehlo.broadcast_in_dim %908, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %920 = stablehlo.broadcast_in_dim %913, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %921 = stablehlo.broadcast_in_dim %918, dims = [0] : (tensor<1056xi32>) -> tensor<1056x1xi32>
    %922 = stablehlo.concatenate %919, %920, %921, dim = 1 : (tensor<1056x1xi32>, tensor<1056x1xi32>, tensor<1056x1xi32>) -> tensor<1056x3xi32>
    %923 = "stablehlo.gather"(%159, %922) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<1056x3xi32>) -> tensor<1056xi8>
    %924 = stablehlo.convert %858 : (tensor<1056xi32>) -> tensor<1056xi8>
    %925:2 = stablehlo.custom_call @tpu_custom_call(%883, %903, %923, %924, %160, %161, %162, %arg7, %414#0, %414#1, %419, %7, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5b03c1c70bbad8cf98aa44b88c033a04846d43879230bd2e8f821a2b2b4f891b\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 2267742732288, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1056xi8>, tensor<1056xi8>, tensor<1056xi8>, tensor<1056xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<1x512x512xi8>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> (tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>)
    %926 = call @_pad_26(%925#1) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %927 = call @_pad_26(%925#0) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %928 = call @_pad_27(%671) : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %414#0, %928, %927, %926 : tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>
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
  func.func private @cumsum(%arg0: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %0 = call @cumsum_8(%arg0) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    return %0 : tensor<32x1xi32>
  }
  func.func private @cumsum_8(%arg0: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32x1xi32>, tensor<i32>) -> tensor<32x1xi32>
    return %1 : tensor<32x1xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<32xi32>) -> tensor<32xi32> {
    %0 = call @cumsum_10(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @cumsum_10(%arg0: tensor<32xi32>) -> tensor<32xi32> {
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
    %0 = call @_searchsorted_scan_impl_11(%arg0, %arg1) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    return %0 : tensor<528xi32>
  }
  func.func private @_searchsorted_scan_impl_11(%arg0: tensor<32xi32>, %arg1: tensor<528xi32>) -> tensor<528xi32> {
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
    %1 = call @floor_divide_12(%0, %c) : (tensor<528xui32>, tensor<i32>) -> tensor<528xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<528xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<528xui32>) -> tensor<528x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xui32>) -> tensor<528x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<528x1xi32>) -> tensor<528xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<528xi1>, tensor<528xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<528xi1>, tensor<528xui32>
    return %7, %8 : tensor<528xui32>, tensor<528xui32>
  }
  func.func private @floor_divide_12(%arg0: tensor<528xui32>, %arg1: tensor<i32>) -> tensor<528xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<528xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<528xui32>
    return %2 : tensor<528xui32>
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
  func.func private @cumsum_16(%arg0: tensor<32x2xi32>) -> tensor<32x2xi32> {
    %0 = call @cumsum_17(%arg0) : (tensor<32x2xi32>) -> tensor<32x2xi32>
    return %0 : tensor<32x2xi32>
  }
  func.func private @cumsum_17(%arg0: tensor<32x2xi32>) -> tensor<32x2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[0, 0], [1, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32x2xi32>, tensor<i32>) -> tensor<32x2xi32>
    return %1 : tensor<32x2xi32>
  }
  func.func private @searchsorted_18(%arg0: tensor<32xi32>, %arg1: tensor<1056xi32>) -> tensor<1056xi32> {
    %0 = call @_searchsorted_scan_impl_19(%arg0, %arg1) : (tensor<32xi32>, tensor<1056xi32>) -> tensor<1056xi32>
    return %0 : tensor<1056xi32>
  }
  func.func private @_searchsorted_scan_impl_19(%arg0: tensor<32xi32>, %arg1: tensor<1056xi32>) -> tensor<1056xi32> {
    %0 = call @_searchsorted_scan_impl_20(%arg0, %arg1) : (tensor<32xi32>, tensor<1056xi32>) -> tensor<1056xi32>
    return %0 : tensor<1056xi32>
  }
  func.func private @_searchsorted_scan_impl_20(%arg0: tensor<32xi32>, %arg1: tensor<1056xi32>) -> tensor<1056xi32> {
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
      %4:2 = func.call @closed_call_21(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<32xi32>, tensor<1056xi32>, tensor<1056xui32>, tensor<1056xui32>) -> (tensor<1056xui32>, tensor<1056xui32>)
      %5 = stablehlo.add %iterArg_5, %c : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<32xi32>, tensor<1056xi32>, tensor<i32>, tensor<1056xui32>, tensor<1056xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<1056xui32>) -> tensor<1056xi32>
    return %3 : tensor<1056xi32>
  }
  func.func private @closed_call_21(%arg0: tensor<32xi32>, %arg1: tensor<1056xi32>, %arg2: tensor<1056xui32>, %arg3: tensor<1056xui32>) -> (tensor<1056xui32>, tensor<1056xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<1056xui32>
    %1 = call @floor_divide_22(%0, %c) : (tensor<1056xui32>, tensor<i32>) -> tensor<1056xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<1056xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1056xui32>) -> tensor<1056x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1056x1xui32>) -> tensor<1056x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1056x1xi32>) -> tensor<1056xi32>
    %6 = stablehlo.compare LT, %arg1, %5, SIGNED : (tensor<1056xi32>, tensor<1056xi32>) -> tensor<1056xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<1056xi1>, tensor<1056xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<1056xi1>, tensor<1056xui32>
    return %7, %8 : tensor<1056xui32>, tensor<1056xui32>
  }
  func.func private @floor_divide_22(%arg0: tensor<1056xui32>, %arg1: tensor<i32>) -> tensor<1056xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1056xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<1056xui32>
    return %2 : tensor<1056xui32>
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
