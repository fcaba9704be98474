module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x32x32xi8>, %arg4: tensor<16x16384x128xbf16>, %arg5: tensor<8x16384x128xbf16>, %arg6: tensor<8x16384x128xbf16>, %arg7: tensor<16384xi32>, %arg8: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result[0]"}, tensor<16x16384x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_x23ccff = stablehlo.constant dense<528> : tensor<i32>
    %c_xcdc178 = stablehlo.constant dense<1024> : tensor<i32>
    %c_xad8525 = stablehlo.constant dense<1023> : tensor<i32>
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x48619e = stablehlo.constant dense<2> : tensor<i8>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_xfb92f4 = stablehlo.constant dense<0> : tensor<i8>
    %c_xb6e8f2 = stablehlo.constant dense<32> : tensor<i32>
    %c_x0a8cd2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_xef0c1d = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %c_x130337 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_xcf2552 = stablehlo.constant dense<false> : tensor<1x1xi1>
    %c_x58cbb6 = stablehlo.constant dense<-1> : tensor<i32>
    %0 = call @_pad(%arg7, %c_x58cbb6) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %1 = call @_pad(%arg8, %c_x58cbb6) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %4 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %10 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %11 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %13 = call @_where(%12, %10, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %14 = stablehlo.reduce(%13 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %15 = call @_where(%12, %10, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %16 = stablehlo.reduce(%15 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %17 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %18 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %20 = call @_where(%19, %17, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %21 = stablehlo.reduce(%20 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %22 = call @_where(%19, %17, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %23 = stablehlo.reduce(%22 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %24 = stablehlo.iota dim = 0 : tensor<32xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %26 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %27 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %28 = stablehlo.compare LT, %25, %27, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %29 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %30 = stablehlo.add %25, %29 : tensor<1x32x1xi32>
    %31 = stablehlo.select %28, %30, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %33 = "stablehlo.gather"(%14, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %35 = stablehlo.compare LT, %26, %34, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %36 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %37 = stablehlo.add %26, %36 : tensor<1x32x32xi32>
    %38 = stablehlo.select %35, %37, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %40 = "stablehlo.gather"(%23, %39) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %42 = stablehlo.compare LE, %41, %40, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %43 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %44 = stablehlo.compare LT, %26, %43, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %45 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %46 = stablehlo.add %26, %45 : tensor<1x32x32xi32>
    %47 = stablehlo.select %44, %46, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %49 = "stablehlo.gather"(%21, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %50 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %51 = stablehlo.compare LT, %25, %50, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %52 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %53 = stablehlo.add %25, %52 : tensor<1x32x1xi32>
    %54 = stablehlo.select %51, %53, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %56 = "stablehlo.gather"(%16, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %58 = stablehlo.compare LE, %49, %57, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %59 = stablehlo.and %42, %58 : tensor<1x32x32xi1>
    %60 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %61 = stablehlo.compare NE, %arg0, %60, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %62 = stablehlo.and %61, %59 : tensor<1x32x32xi1>
    %63 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %64 = stablehlo.slice %63 [0:32, 0:1] : (tensor<32x512xi32>) -> tensor<32x1xi32>
    %65 = stablehlo.reshape %64 : (tensor<32x1xi32>) -> tensor<32xi32>
    %66 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %67 = stablehlo.compare GE, %65, %66, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %68 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x512xi32>
    %70 = stablehlo.compare EQ, %63, %69, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %71 = stablehlo.reduce(%70 init: %c_x62e2e1) applies stablehlo.and across dimensions = [1] : (tensor<32x512xi1>, tensor<i1>) -> tensor<32xi1>
    %72 = stablehlo.and %67, %71 : tensor<32xi1>
    %73 = call @_where_0(%72, %65, %c_x58cbb6) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %74 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %75 = stablehlo.slice %74 [0:32, 0:1] : (tensor<32x512xi32>) -> tensor<32x1xi32>
    %76 = stablehlo.reshape %75 : (tensor<32x1xi32>) -> tensor<32xi32>
    %77 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %78 = stablehlo.compare GE, %76, %77, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %79 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x512xi32>
    %81 = stablehlo.compare EQ, %74, %80, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %82 = stablehlo.reduce(%81 init: %c_x62e2e1) applies stablehlo.and across dimensions = [1] : (tensor<32x512xi1>, tensor<i1>) -> tensor<32xi1>
    %83 = stablehlo.and %78, %82 : tensor<32xi1>
    %84 = call @_where_0(%83, %76, %c_x58cbb6) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %85 = stablehlo.iota dim = 0 : tensor<32xi32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %87 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %88 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %89 = stablehlo.compare LT, %86, %88, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %90 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %91 = stablehlo.add %86, %90 : tensor<1x32x1xi32>
    %92 = stablehlo.select %89, %91, %86 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %94 = "stablehlo.gather"(%73, %93) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %95 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %96 = stablehlo.compare GE, %94, %95, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %97 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %98 = stablehlo.compare LT, %86, %97, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %99 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %100 = stablehlo.add %86, %99 : tensor<1x32x1xi32>
    %101 = stablehlo.select %98, %100, %86 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %103 = "stablehlo.gather"(%73, %102) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %104 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %105 = stablehlo.compare LT, %87, %104, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %106 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %107 = stablehlo.add %87, %106 : tensor<1x32x32xi32>
    %108 = stablehlo.select %105, %107, %87 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %110 = "stablehlo.gather"(%84, %109) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %111 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %112 = stablehlo.compare EQ, %111, %110, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %113 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x32x1xi1>) -> tensor<1x32x32xi1>
    %114 = stablehlo.and %113, %112 : tensor<1x32x32xi1>
    %115 = stablehlo.broadcast_in_dim %c_x48619e, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %116 = stablehlo.compare EQ, %arg0, %115, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %117 = stablehlo.not %114 : tensor<1x32x32xi1>
    %118 = stablehlo.and %116, %117 : tensor<1x32x32xi1>
    %119 = call @_where_1(%118, %c_x22c4ee, %arg0) : (tensor<1x32x32xi1>, tensor<i32>, tensor<1x32x32xi8>) -> tensor<1x32x32xi8>
    %120 = stablehlo.not %62 : tensor<1x32x32xi1>
    %121 = call @argsort(%120) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %122 = call @_where_2(%62, %119, %c_x9b6259) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %123 = call @take_along_axis(%122, %121) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %124 = call @take_along_axis_3(%arg1, %121) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %125 = stablehlo.convert %62 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %126 = stablehlo.reduce(%125 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %128 = stablehlo.iota dim = 0 : tensor<32xi32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %131 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %132 = stablehlo.compare LT, %130, %131, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %133 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %134 = stablehlo.subtract %127, %133 : tensor<1x32x1xi32>
    %135 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %136 = stablehlo.maximum %134, %135 : tensor<1x32x1xi32>
    %137 = call @take_along_axis_4(%124, %136) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %138 = call @_where_5(%132, %124, %137) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %139 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %140 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %141 = stablehlo.compare GE, %139, %140, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %142 = call @_where(%141, %139, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %143 = stablehlo.reduce(%142 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %144 = call @_where(%141, %139, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %145 = stablehlo.reduce(%144 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %146 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %147 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %148 = stablehlo.compare GE, %146, %147, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %149 = call @_where(%148, %146, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %150 = stablehlo.reduce(%149 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %151 = call @_where(%148, %146, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %152 = stablehlo.reduce(%151 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %153 = stablehlo.iota dim = 0 : tensor<32xi32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %155 = stablehlo.convert %arg3 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %156 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %157 = stablehlo.compare LT, %155, %156, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %158 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %159 = stablehlo.add %155, %158 : tensor<1x32x32xi32>
    %160 = stablehlo.select %157, %159, %155 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %162 = "stablehlo.gather"(%143, %161) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %163 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %164 = stablehlo.compare LT, %154, %163, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %165 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %166 = stablehlo.add %154, %165 : tensor<1x32x1xi32>
    %167 = stablehlo.select %164, %166, %154 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %169 = "stablehlo.gather"(%152, %168) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %171 = stablehlo.compare LE, %162, %170, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %172 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %173 = stablehlo.compare LT, %154, %172, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %174 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %175 = stablehlo.add %154, %174 : tensor<1x32x1xi32>
    %176 = stablehlo.select %173, %175, %154 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %178 = "stablehlo.gather"(%150, %177) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %179 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %180 = stablehlo.compare LT, %155, %179, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %181 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %182 = stablehlo.add %155, %181 : tensor<1x32x32xi32>
    %183 = stablehlo.select %180, %182, %155 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %185 = "stablehlo.gather"(%145, %184) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %186 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %187 = stablehlo.compare LE, %186, %185, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %188 = stablehlo.and %171, %187 : tensor<1x32x32xi1>
    %189 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %190 = stablehlo.compare NE, %arg2, %189, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %191 = stablehlo.and %190, %188 : tensor<1x32x32xi1>
    %192 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %193 = stablehlo.slice %192 [0:32, 0:1] : (tensor<32x512xi32>) -> tensor<32x1xi32>
    %194 = stablehlo.reshape %193 : (tensor<32x1xi32>) -> tensor<32xi32>
    %195 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %196 = stablehlo.compare GE, %194, %195, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %197 = stablehlo.broadcast_in_dim %194, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x512xi32>
    %199 = stablehlo.compare EQ, %192, %198, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %200 = stablehlo.reduce(%199 init: %c_x62e2e1) applies stablehlo.and across dimensions = [1] : (tensor<32x512xi1>, tensor<i1>) -> tensor<32xi1>
    %201 = stablehlo.and %196, %200 : tensor<32xi1>
    %202 = call @_where_0(%201, %194, %c_x58cbb6) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %203 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %204 = stablehlo.slice %203 [0:32, 0:1] : (tensor<32x512xi32>) -> tensor<32x1xi32>
    %205 = stablehlo.reshape %204 : (tensor<32x1xi32>) -> tensor<32xi32>
    %206 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %207 = stablehlo.compare GE, %205, %206, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %208 = stablehlo.broadcast_in_dim %205, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x512xi32>
    %210 = stablehlo.compare EQ, %203, %209, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %211 = stablehlo.reduce(%210 init: %c_x62e2e1) applies stablehlo.and across dimensions = [1] : (tensor<32x512xi1>, tensor<i1>) -> tensor<32xi1>
    %212 = stablehlo.and %207, %211 : tensor<32xi1>
    %213 = call @_where_0(%212, %205, %c_x58cbb6) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %214 = stablehlo.iota dim = 0 : tensor<32xi32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %216 = stablehlo.convert %arg3 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %217 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %218 = stablehlo.compare LT, %216, %217, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %219 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %220 = stablehlo.add %216, %219 : tensor<1x32x32xi32>
    %221 = stablehlo.select %218, %220, %216 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %223 = "stablehlo.gather"(%202, %222) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %224 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %225 = stablehlo.compare GE, %223, %224, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %226 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %227 = stablehlo.compare LT, %216, %226, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %228 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %229 = stablehlo.add %216, %228 : tensor<1x32x32xi32>
    %230 = stablehlo.select %227, %229, %216 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %232 = "stablehlo.gather"(%202, %231) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %233 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %234 = stablehlo.compare LT, %215, %233, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %235 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %236 = stablehlo.add %215, %235 : tensor<1x32x1xi32>
    %237 = stablehlo.select %234, %236, %215 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %239 = "stablehlo.gather"(%213, %238) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %241 = stablehlo.compare EQ, %232, %240, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %242 = stablehlo.and %225, %241 : tensor<1x32x32xi1>
    %243 = stablehlo.broadcast_in_dim %c_x48619e, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %244 = stablehlo.compare EQ, %arg2, %243, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %245 = stablehlo.not %242 : tensor<1x32x32xi1>
    %246 = stablehlo.and %244, %245 : tensor<1x32x32xi1>
    %247 = call @_where_1(%246, %c_x22c4ee, %arg2) : (tensor<1x32x32xi1>, tensor<i32>, tensor<1x32x32xi8>) -> tensor<1x32x32xi8>
    %248 = stablehlo.not %191 : tensor<1x32x32xi1>
    %249 = call @argsort(%248) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %250 = call @_where_2(%191, %247, %c_x9b6259) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %251 = call @take_along_axis(%250, %249) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %252 = call @take_along_axis_3(%arg3, %249) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %253 = stablehlo.convert %191 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %254 = stablehlo.reduce(%253 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %256 = stablehlo.iota dim = 0 : tensor<32xi32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %259 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %260 = stablehlo.compare LT, %258, %259, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %261 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %262 = stablehlo.subtract %255, %261 : tensor<1x32x1xi32>
    %263 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %264 = stablehlo.maximum %262, %263 : tensor<1x32x1xi32>
    %265 = call @take_along_axis_4(%252, %264) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %266 = call @_where_5(%260, %252, %265) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %267 = call @_pad_6(%arg4, %c_x9b6259) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %268 = call @_pad_7(%arg5, %c_x9b6259) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %269 = call @_pad_7(%arg6, %c_x9b6259) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %270 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %271 = stablehlo.compare NE, %123, %270, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %272 = stablehlo.convert %138 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %273 = stablehlo.convert %123 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %274 = stablehlo.slice %272 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %275 = stablehlo.slice %272 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %276 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %277 = stablehlo.add %275, %276 : tensor<1x32x31xi32>
    %278 = stablehlo.compare EQ, %274, %277, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %279 = stablehlo.slice %273 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %280 = stablehlo.slice %273 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %281 = stablehlo.compare EQ, %279, %280, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %282 = stablehlo.and %278, %281 : tensor<1x32x31xi1>
    %283 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %284 = stablehlo.not %282 : tensor<1x32x31xi1>
    %285 = stablehlo.concatenate %283, %284, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %286 = stablehlo.and %271, %285 : tensor<1x32x32xi1>
    %287 = stablehlo.convert %138 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %288 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %289 = stablehlo.add %c_x130337, %288 : tensor<1x1xi32>
    %290 = stablehlo.select %c_xcf2552, %289, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %292 = "stablehlo.gather"(%287, %291) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %293 = stablehlo.transpose %292, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %294 = stablehlo.reshape %293 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %295 = stablehlo.convert %123 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %296 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %297 = stablehlo.add %c_x130337, %296 : tensor<1x1xi32>
    %298 = stablehlo.select %c_xcf2552, %297, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %300 = "stablehlo.gather"(%295, %299) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %301 = stablehlo.transpose %300, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %302 = stablehlo.reshape %301 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %303 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %304 = stablehlo.add %c_x130337, %303 : tensor<1x1xi32>
    %305 = stablehlo.select %c_xcf2552, %304, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %307 = "stablehlo.gather"(%271, %306) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %308 = stablehlo.transpose %307, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %309 = stablehlo.reshape %308 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %310 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %311 = stablehlo.add %c_x130337, %310 : tensor<1x1xi32>
    %312 = stablehlo.select %c_xcf2552, %311, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %314 = "stablehlo.gather"(%286, %313) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %315 = stablehlo.transpose %314, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %316 = stablehlo.reshape %315 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %317 = stablehlo.reshape %316 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %318 = stablehlo.reshape %309 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %319 = call @cumsum(%317) : (tensor<1024xi1>) -> tensor<1024xi32>
    %320 = stablehlo.iota dim = 0 : tensor<529xi32>
    %321 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %322 = stablehlo.add %321, %320 : tensor<529xi32>
    %323 = call @searchsorted(%319, %322) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    %324 = stablehlo.broadcast_in_dim %c_xad8525, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %325 = stablehlo.minimum %323, %324 : tensor<529xi32>
    %326 = call @cumsum(%318) : (tensor<1024xi1>) -> tensor<1024xi32>
    %327 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %328 = stablehlo.compare LT, %323, %327, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %329 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %330 = stablehlo.compare LT, %325, %329, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %331 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %332 = stablehlo.add %325, %331 : tensor<529xi32>
    %333 = stablehlo.select %330, %332, %325 : tensor<529xi1>, tensor<529xi32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %335 = "stablehlo.gather"(%326, %334) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<529x1xi32>) -> tensor<529xi32>
    %336 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %337 = stablehlo.compare LT, %325, %336, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %338 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %339 = stablehlo.add %325, %338 : tensor<529xi32>
    %340 = stablehlo.select %337, %339, %325 : tensor<529xi1>, tensor<529xi32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %342 = "stablehlo.gather"(%318, %341) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi1>, tensor<529x1xi32>) -> tensor<529xi1>
    %343 = stablehlo.convert %342 : (tensor<529xi1>) -> tensor<529xi32>
    %344 = stablehlo.subtract %335, %343 : tensor<529xi32>
    %345 = stablehlo.slice %326 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %346 = stablehlo.reshape %345 : (tensor<1xi32>) -> tensor<i32>
    %347 = call @_where_10(%328, %344, %346) : (tensor<529xi1>, tensor<529xi32>, tensor<i32>) -> tensor<529xi32>
    %348 = stablehlo.slice %323 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %349 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %350 = stablehlo.compare LT, %348, %349, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %351 = stablehlo.reshape %294 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %352 = stablehlo.slice %325 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %353 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %354 = stablehlo.compare LT, %352, %353, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %355 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %356 = stablehlo.add %352, %355 : tensor<528xi32>
    %357 = stablehlo.select %354, %356, %352 : tensor<528xi1>, tensor<528xi32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %359 = "stablehlo.gather"(%351, %358) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %360 = call @_where_11(%350, %359, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %361 = stablehlo.reshape %302 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %362 = stablehlo.slice %325 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %363 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %364 = stablehlo.compare LT, %362, %363, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %365 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %366 = stablehlo.add %362, %365 : tensor<528xi32>
    %367 = stablehlo.select %364, %366, %362 : tensor<528xi1>, tensor<528xi32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %369 = "stablehlo.gather"(%361, %368) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %370 = call @_where_11(%350, %369, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %371 = stablehlo.slice %347 [1:529] : (tensor<529xi32>) -> tensor<528xi32>
    %372 = stablehlo.slice %347 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %373 = stablehlo.subtract %371, %372 : tensor<528xi32>
    %374 = stablehlo.reshape %319 : (tensor<1024xi32>) -> tensor<32x32xi32>
    %375 = stablehlo.slice %374 [0:32, 31:32] : (tensor<32x32xi32>) -> tensor<32x1xi32>
    %376 = stablehlo.reshape %375 : (tensor<32x1xi32>) -> tensor<32xi32>
    %377 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %378 = stablehlo.concatenate %377, %376, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %379 = stablehlo.broadcast_in_dim %c_x23ccff, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %380 = stablehlo.minimum %378, %379 : tensor<33xi32>
    %381 = stablehlo.convert %380 : (tensor<33xi32>) -> tensor<33xi16>
    %382 = stablehlo.convert %360 : (tensor<528xi32>) -> tensor<528xi8>
    %383 = stablehlo.convert %373 : (tensor<528xi32>) -> tensor<528xi8>
    %384 = stablehlo.convert %370 : (tensor<528xi32>) -> tensor<528xi8>
    %385:2 = stablehlo.custom_call @tpu_custom_call(%381, %382, %383, %384, %267, %3, %268, %269, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:994947f85bf6a0fc540079c13f15ce048a01afd8d969bc451ac633fdd95f9981\22, \22cost_estimate\22: {\22bytes_accessed\22: 1241513984, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
    %386 = stablehlo.convert %385#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %387 = stablehlo.convert %385#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<16x16384x128xf32>
    %389 = stablehlo.reduce(%388 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16384x128xf32>, tensor<f32>) -> tensor<16x16384xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 2] : (tensor<16x16384xf32>) -> tensor<16x1x16384xf32>
    %391 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16384x128xf32>
    %392 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %393 = stablehlo.compare NE, %251, %392, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %394 = stablehlo.convert %266 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %395 = stablehlo.convert %251 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %396 = stablehlo.slice %394 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %397 = stablehlo.slice %394 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %398 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %399 = stablehlo.add %397, %398 : tensor<1x32x31xi32>
    %400 = stablehlo.compare EQ, %396, %399, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %401 = stablehlo.slice %395 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %402 = stablehlo.slice %395 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %403 = stablehlo.compare EQ, %401, %402, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %404 = stablehlo.and %400, %403 : tensor<1x32x31xi1>
    %405 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %406 = stablehlo.not %404 : tensor<1x32x31xi1>
    %407 = stablehlo.concatenate %405, %406, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %408 = stablehlo.and %393, %407 : tensor<1x32x32xi1>
    %409 = stablehlo.convert %266 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %410 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %411 = stablehlo.add %c_x130337, %410 : tensor<1x1xi32>
    %412 = stablehlo.select %c_xcf2552, %411, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %414 = "stablehlo.gather"(%409, %413) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %415 = stablehlo.transpose %414, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %416 = stablehlo.reshape %415 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %417 = stablehlo.convert %251 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %418 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %419 = stablehlo.add %c_x130337, %418 : tensor<1x1xi32>
    %420 = stablehlo.select %c_xcf2552, %419, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %422 = "stablehlo.gather"(%417, %421) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %423 = stablehlo.transpose %422, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %424 = stablehlo.reshape %423 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %425 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %426 = stablehlo.add %c_x130337, %425 : tensor<1x1xi32>
    %427 = stablehlo.select %c_xcf2552, %426, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %429 = "stablehlo.gather"(%393, %428) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %430 = stablehlo.transpose %429, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %431 = stablehlo.reshape %430 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %432 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %433 = stablehlo.add %c_x130337, %432 : tensor<1x1xi32>
    %434 = stablehlo.select %c_xcf2552, %433, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %436 = "stablehlo.gather"(%408, %435) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %437 = stablehlo.transpose %436, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %438 = stablehlo.reshape %437 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %439 = stablehlo.reshape %438 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %440 = stablehlo.reshape %431 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %441 = call @cumsum(%439) : (tensor<1024xi1>) -> tensor<1024xi32>
    %442 = stablehlo.iota dim = 0 : tensor<529xi32>
    %443 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %444 = stablehlo.add %443, %442 : tensor<529xi32>
    %445 = call @searchsorted(%441, %444) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    %446 = stablehlo.broadcast_in_dim %c_xad8525, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %447 = stablehlo.minimum %445, %446 : tensor<529xi32>
    %448 = call @cumsum(%440) : (tensor<1024xi1>) -> tensor<1024xi32>
    %449 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %450 = stablehlo.compare LT, %445, %449, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %451 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %452 = stablehlo.compare LT, %447, %451, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %453 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %454 = stablehlo.add %447, %453 : tensor<529xi32>
    %455 = stablehlo.select %452, %454, %447 : tensor<529xi1>, tensor<529xi32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %457 = "stablehlo.gather"(%448, %456) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<529x1xi32>) -> tensor<529xi32>
    %458 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %459 = stablehlo.compare LT, %447, %458, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %460 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %461 = stablehlo.add %447, %460 : tensor<529xi32>
    %462 = stablehlo.select %459, %461, %447 : tensor<529xi1>, tensor<529xi32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %464 = "stablehlo.gather"(%440, %463) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi1>, tensor<529x1xi32>) -> tensor<529xi1>
    %465 = stablehlo.convert %464 : (tensor<529xi1>) -> tensor<529xi32>
    %466 = stablehlo.subtract %457, %465 : tensor<529xi32>
    %467 = stablehlo.slice %448 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %468 = stablehlo.reshape %467 : (tensor<1xi32>) -> tensor<i32>
    %469 = call @_where_10(%450, %466, %468) : (tensor<529xi1>, tensor<529xi32>, tensor<i32>) -> tensor<529xi32>
    %470 = stablehlo.slice %445 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %471 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %472 = stablehlo.compare LT, %470, %471, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %473 = stablehlo.reshape %416 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %474 = stablehlo.slice %447 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %475 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %476 = stablehlo.compare LT, %474, %475, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %477 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %478 = stablehlo.add %474, %477 : tensor<528xi32>
    %479 = stablehlo.select %476, %478, %474 : tensor<528xi1>, tensor<528xi32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %481 = "stablehlo.gather"(%473, %480) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %482 = call @_where_11(%472, %481, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %483 = stablehlo.reshape %424 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %484 = stablehlo.slice %447 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %485 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %486 = stablehlo.compare LT, %484, %485, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %487 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %488 = stablehlo.add %484, %487 : tensor<528xi32>
    %489 = stablehlo.select %486, %488, %484 : tensor<528xi1>, tensor<528xi32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %491 = "stablehlo.gather"(%483, %490) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %492 = call @_where_11(%472, %491, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %493 = stablehlo.slice %469 [1:529] : (tensor<529xi32>) -> tensor<528xi32>
    %494 = stablehlo.slice %469 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %495 = stablehlo.subtract %493, %494 : tensor<528xi32>
    %496 = stablehlo.reshape %441 : (tensor<1024xi32>) -> tensor<32x32xi32>
    %497 = stablehlo.slice %496 [0:32, 31:32] : (tensor<32x32xi32>) -> tensor<32x1xi32>
    %498 = stablehlo.reshape %497 : (tensor<32x1xi32>) -> tensor<32xi32>
    %499 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %500 = stablehlo.concatenate %499, %498, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %501 = stablehlo.broadcast_in_dim %c_x23ccff, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %502 = stablehlo.minimum %500, %501 : tensor<33xi32>
    %503 = stablehlo.convert %502 : (tensor<33xi32>) -> tensor<33xi16>
    %504 = stablehlo.convert %482 : (tensor<528xi32>) -> tensor<528xi8>
    %505 = stablehlo.convert %495 : (tensor<528xi32>) -> tensor<528xi8>
    %506 = stablehlo.convert %492 : (tensor<528xi32>) -> tensor<528xi8>
    %507:3 = stablehlo.custom_call @tpu_custom_call(%503, %504, %505, %506, %268, %269, %7, %267, %385#0, %385#1, %390, %391, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c1593ca162ad2f2d60239284e4d3f57027459ff97e0054df98cd13141a81c2e8\22, \22cost_estimate\22: {\22bytes_accessed\22: 6777995264, \22flops\22: 2834678415360, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 11}, {\22color\22: 0, \22operand_index\22: 12}], \22needs_layout_passes\22: true, \22output_memory_space_colors\22: [{\22color\22: 0, \22shape_index\22: [2]}], \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 11, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16384x128xi32>, tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16x16384x128xf32>, tensor<8x16384xi32>) -> (tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16x16384x128xf32>)
    %508 = stablehlo.convert %507#2 : (tensor<16x16384x128xf32>) -> tensor<16x16384x128xbf16>
    %509 = call @_pad_12(%507#1) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %510 = call @_pad_12(%507#0) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %511 = call @_pad_13(%508) : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %385#0, %511, %510, %509 : tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>
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
  func.func private @_where_0(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
    return %2 : tensor<32xi32>
  }
  func.func private @_where_1(%arg0: tensor<1x32x32xi1>, %arg1: tensor<i32>, %arg2: tensor<1x32x32xi8>) -> tensor<1x32x32xi8> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<i8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1x32x32xi1>, tensor<1x32x32xi8>
    return %2 : tensor<1x32x32xi8>
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
  func.func private @_where_2(%arg0: tensor<1x32x32xi1>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<i32>) -> tensor<1x32x32xi8> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<i8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x32x32xi1>, tensor<1x32x32xi8>
    return %2 : tensor<1x32x32xi8>
  }
  func.func private @take_along_axis(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi32>) -> tensor<1x32x32xi8> {
    %c_xe4c449 = stablehlo.constant dense<-128> : tensor<i8>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_xe210a3 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_xb6e8f2 = stablehlo.constant dense<32> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32x32xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x32xi32>) -> tensor<32x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_xe210a3, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_x62e2e1) applies stablehlo.and across dimensions = [2] : (tensor<32x32x1xi1>, tensor<i1>) -> tensor<32x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<32x32x1xi32>) -> tensor<1x32x32xi8>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %15 = stablehlo.broadcast_in_dim %c_xe4c449, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x32xi1>, tensor<1x32x32xi8>
    return %16 : tensor<1x32x32xi8>
  }
  func.func private @take_along_axis_3(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi32>) -> tensor<1x32x32xi8> {
    %c_xe4c449 = stablehlo.constant dense<-128> : tensor<i8>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_xe210a3 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_xb6e8f2 = stablehlo.constant dense<32> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32x32xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x32xi32>) -> tensor<32x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_xe210a3, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x32x1xi32>, tensor<32x32x1xi32>) -> tensor<32x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x32x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_x62e2e1) applies stablehlo.and across dimensions = [2] : (tensor<32x32x1xi1>, tensor<i1>) -> tensor<32x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<32x32x1xi32>) -> tensor<1x32x32xi8>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %15 = stablehlo.broadcast_in_dim %c_xe4c449, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x32xi1>, tensor<1x32x32xi8>
    return %16 : tensor<1x32x32xi8>
  }
  func.func private @take_along_axis_4(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x1xi32>) -> tensor<1x32x1xi8> {
    %c_xe4c449 = stablehlo.constant dense<-128> : tensor<i8>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_xe210a3 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_xb6e8f2 = stablehlo.constant dense<32> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %2 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x32x1xi32>) -> tensor<32x1x1xi32>
    %6 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_xe210a3, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %12 = stablehlo.reduce(%11 init: %c_x62e2e1) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [2], operand_batching_dims = [1], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<32x1x1xi32>) -> tensor<1x32x1xi8>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<32x1xi1>) -> tensor<1x32x1xi1>
    %15 = stablehlo.broadcast_in_dim %c_xe4c449, dims = [] : (tensor<i8>) -> tensor<1x32x1xi8>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x1xi1>, tensor<1x32x1xi8>
    return %16 : tensor<1x32x1xi8>
  }
  func.func private @_where_5(%arg0: tensor<1x32x32xi1>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x1xi8>) -> tensor<1x32x32xi8> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x32x32xi1>, tensor<1x32x32xi8>
    return %1 : tensor<1x32x32xi8>
  }
  func.func private @_pad_6(%arg0: tensor<16x16384x128xbf16>, %arg1: tensor<i32>) -> tensor<16x16384x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x16384x128xbf16>, tensor<bf16>) -> tensor<16x16384x128xbf16>
    return %1 : tensor<16x16384x128xbf16>
  }
  func.func private @_pad_7(%arg0: tensor<8x16384x128xbf16>, %arg1: tensor<i32>) -> tensor<8x16384x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16384x128xbf16>, tensor<bf16>) -> tensor<8x16384x128xbf16>
    return %1 : tensor<8x16384x128xbf16>
  }
  func.func private @cumsum(%arg0: tensor<1024xi1>) -> tensor<1024xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024xi1>) -> tensor<1024xi32>
    %1 = call @cumsum_8(%0) : (tensor<1024xi32>) -> tensor<1024xi32>
    return %1 : tensor<1024xi32>
  }
  func.func private @cumsum_8(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[1023, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 1024>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    return %1 : tensor<1024xi32>
  }
  func.func private @searchsorted(%arg0: tensor<1024xi32>, %arg1: tensor<529xi32>) -> tensor<529xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    return %0 : tensor<529xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<1024xi32>, %arg1: tensor<529xi32>) -> tensor<529xi32> {
    %0 = call @_searchsorted_scan_impl_9(%arg0, %arg1) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    return %0 : tensor<529xi32>
  }
  func.func private @_searchsorted_scan_impl_9(%arg0: tensor<1024xi32>, %arg1: tensor<529xi32>) -> tensor<529xi32> {
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
    %c_x824af4 = stablehlo.constant dense<11> : tensor<i32>
    %c_x9b6259 = stablehlo.constant dense<0> : tensor<i32>
    %c_x5cde2d = stablehlo.constant dense<1024> : tensor<ui32>
    %c_xc9afca = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c_xc9afca, dims = [] : (tensor<ui32>) -> tensor<529xui32>
    %1 = stablehlo.broadcast_in_dim %c_x5cde2d, dims = [] : (tensor<ui32>) -> tensor<529xui32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg1, %iterArg_5 = %c_x9b6259, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<1024xi32>, tensor<529xi32>, tensor<i32>, tensor<529xui32>, tensor<529xui32>
    cond {
      %4 = stablehlo.compare LT, %iterArg_5, %c_x824af4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_6, %iterArg_7) : (tensor<1024xi32>, tensor<529xi32>, tensor<529xui32>, tensor<529xui32>) -> (tensor<529xui32>, tensor<529xui32>)
      %5 = stablehlo.add %iterArg_5, %c_x22c4ee : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %5, %4#0, %4#1 : tensor<1024xi32>, tensor<529xi32>, tensor<i32>, tensor<529xui32>, tensor<529xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<529xui32>) -> tensor<529xi32>
    return %3 : tensor<529xi32>
  }
  func.func private @closed_call(%arg0: tensor<1024xi32>, %arg1: tensor<529xi32>, %arg2: tensor<529xui32>, %arg3: tensor<529xui32>) -> (tensor<529xui32>, tensor<529xui32>) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<529xui32>
    %1 = call @floor_divide(%0, %c) : (tensor<529xui32>, tensor<i32>) -> tensor<529xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<529xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<529xui32>) -> tensor<529x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<529x1xui32>) -> tensor<529x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<529x1xi32>) -> tensor<529xi32>
    %6 = stablehlo.compare LE, %arg1, %5, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %7 = stablehlo.select %6, %arg2, %2 : tensor<529xi1>, tensor<529xui32>
    %8 = stablehlo.select %6, %2, %arg3 : tensor<529xi1>, tensor<529xui32>
    return %7, %8 : tensor<529xui32>, tensor<529xui32>
  }
  func.func private @floor_divide(%arg0: tensor<529xui32>, %arg1: tensor<i32>) -> tensor<529xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<529xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<529xui32>
    return %2 : tensor<529xui32>
  }
  func.func private @_where_10(%arg0: tensor<529xi1>, %arg1: tensor<529xi32>, %arg2: tensor<i32>) -> tensor<529xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<529xi1>, tensor<529xi32>
    return %1 : tensor<529xi32>
  }
  func.func private @_where_11(%arg0: tensor<528xi1>, %arg1: tensor<528xi32>, %arg2: tensor<i32>) -> tensor<528xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<528xi1>, tensor<528xi32>
    return %2 : tensor<528xi32>
  }
  func.func private @_pad_12(%arg0: tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16384x128xbf16>, tensor<bf16>) -> tensor<8x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:16384, 0:128] : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    return %1 : tensor<8x16384x128xbf16>
  }
  func.func private @_pad_13(%arg0: tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x16384x128xbf16>, tensor<bf16>) -> tensor<16x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:16384, 0:128] : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %1 : tensor<16x16384x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:994947f85bf6a0fc540079c13f15ce048a01afd8d969bc451ac633fdd95f9981
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg8: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<8x16384xi32, #tpu.memory_space<any>>, %arg11: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x8x512xi32, #tpu.memory_space<vmem>>, %arg19: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {transform_indices = @transform_5, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 2, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %0, %c32_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %5 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %7 = vector.shape_cast %6 : vector<1024x128xf32> to vector<1024x128xf32>
    %8 = vector.shape_cast %5 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %8 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %11 = vector.shape_cast %10 : vector<1024x128xf32> to vector<1024x128xf32>
    %12 = vector.shape_cast %9 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %12 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %15 = vector.shape_cast %14 : vector<1024x128xf32> to vector<1024x128xf32>
    %16 = vector.shape_cast %13 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %16 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = memref.load %arg2[%17] : memref<33xi16, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %arg1, %c1_i32 : i32
    %21 = arith.index_cast %20 : i32 to index
    %22 = memref.load %arg2[%21] : memref<33xi16, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i16 to i32
    %24 = arith.cmpi slt, %19, %23 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32 : i32
    scf.if %26 {
      %c0_i32 = arith.constant 0 : i32
      %75 = arith.addi %3, %c0_i32 : i32
      %76 = arith.index_cast %19 : i32 to index
      %77 = memref.load %arg3[%76] : memref<528xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %79 = arith.addi %78, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %80 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %81 = arith.muli %79, %c512_i32 : i32
      %82 = tpu.assume_multiple %81, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %83 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %84 = arith.muli %79, %c512_i32 : i32
      %85 = tpu.assume_multiple %84, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %86 = arith.muli %79, %c512_i32 : i32
      %87 = tpu.assume_multiple %86, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %92 = tpu.memref_slice %arg8[%80, %82, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %94 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %95 = tpu.memref_squeeze %94 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %98 = tpu.memref_slice %arg9[%83, %85, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %99 = tpu.memref_squeeze %98 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%99 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%97 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%95 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %100 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %101 = tpu.memref_squeeze %100 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %102 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %103 = tpu.memref_squeeze %102 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %104 = tpu.memref_slice %arg10[%c0_i32, %87] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%104 : memref<8x512xi32, #tpu.memory_space<any>>) target(%103 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%101 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c527_i32 = arith.constant 527 : i32
    %28 = arith.minsi %19, %c527_i32 : i32
    %29 = arith.index_cast %28 : i32 to index
    %30 = memref.load %arg4[%29] : memref<528xi8, #tpu.memory_space<smem>>
    %31 = arith.extsi %30 : i8 to i32
    %32 = arith.cmpi sge, %27, %31 : i32
    %c1_i32 = arith.constant 1 : i32
    %33 = arith.addi %19, %c1_i32 : i32
    %34 = arith.select %32, %33, %19 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %35 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %36 = arith.select %32, %c0_i32, %35 : i32
    %37 = arith.cmpi slt, %34, %23 : i32
    %38 = arith.extui %37 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %39 = arith.cmpi ne, %38, %c0_i32 : i32
    scf.if %39 {
      %c0_i32 = arith.constant 0 : i32
      %75 = arith.addi %3, %c0_i32 : i32
      %76 = arith.index_cast %34 : i32 to index
      %77 = memref.load %arg3[%76] : memref<528xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %79 = arith.addi %78, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %80 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %81 = arith.muli %79, %c512_i32 : i32
      %82 = tpu.assume_multiple %81, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %83 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %84 = arith.muli %79, %c512_i32 : i32
      %85 = tpu.assume_multiple %84, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %86 = arith.muli %79, %c512_i32 : i32
      %87 = tpu.assume_multiple %86, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg19[%c1_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %92 = tpu.memref_slice %arg8[%80, %82, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %94 = tpu.memref_slice %arg19[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %95 = tpu.memref_squeeze %94 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %98 = tpu.memref_slice %arg9[%83, %85, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %99 = tpu.memref_squeeze %98 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%99 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%97 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%95 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %100 = tpu.memref_slice %arg19[%c1_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %101 = tpu.memref_squeeze %100 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %102 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %103 = tpu.memref_squeeze %102 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %104 = tpu.memref_slice %arg10[%c0_i32, %87] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%104 : memref<8x512xi32, #tpu.memory_space<any>>) target(%103 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%101 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg20 = %19, %arg21 = %c0_i32, %arg22 = %34, %arg23 = %36, %arg24 = %c0_i32, %arg25 = %c1_i32, %arg26 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %75 = arith.cmpi slt, %arg20, %23 : i32
      scf.condition(%75) %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32):
      %75 = arith.index_cast %arg20 : i32 to index
      %76 = memref.load %arg5[%75] : memref<528xi8, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %78 = arith.cmpi eq, %77, %c2_i32 : i32
      %79 = arith.extui %78 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %80 = arith.cmpi ne, %79, %c0_i32 : i32
      %81:2 = scf.if %80 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %82 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %c0_i32, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %85 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %86 = arith.muli %c0_i32, %c512_i32 : i32
        %87 = tpu.assume_multiple %86, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %c0_i32, %c512_i32 : i32
        %89 = tpu.assume_multiple %88, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg19[%arg24, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %91 = tpu.memref_squeeze %90 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %94 = tpu.memref_slice %arg8[%82, %84, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %95 = tpu.memref_squeeze %94 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%91 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%95 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%93 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %96 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %97 = tpu.memref_squeeze %96 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %99 = tpu.memref_squeeze %98 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %100 = tpu.memref_slice %arg9[%85, %87, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %101 = tpu.memref_squeeze %100 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%97 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%101 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%99 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %102 = tpu.memref_slice %arg19[%arg24, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %103 = tpu.memref_squeeze %102 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %105 = tpu.memref_squeeze %104 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg10[%c0_i32, %89] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%103 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%106 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%105 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %107 = arith.addi %3, %c0_i32 : i32
        %108 = arith.index_cast %arg20 : i32 to index
        %109 = memref.load %arg3[%108] : memref<528xi8, #tpu.memory_space<smem>>
        %110 = arith.extsi %109 : i8 to i32
        %111 = arith.addi %110, %arg21 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %113 = vector.shape_cast %112 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %114 = vector.shape_cast %113 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %115 = vector.extract_strided_slice %114 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %117 = tpu.memref_squeeze %116 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %117[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %119 = tpu.matmul %115, %118, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %120 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %121 = arith.mulf %119, %120 : vector<128x512xf32>
        %122 = vector.extract_strided_slice %114 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %124 = tpu.memref_squeeze %123 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %124[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %126 = tpu.matmul %122, %125, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %127 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %128 = arith.mulf %126, %127 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %130 = vector.multi_reduction <maximumf>, %121, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %131 = vector.shape_cast %130 : vector<128xf32> to vector<128x1xf32>
        %132 = vector.broadcast %131 : vector<128x1xf32> to vector<128x128xf32>
        %133 = arith.maximumf %129, %132 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %134 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %135 = arith.maximumf %133, %134 : vector<128x128xf32>
        %136 = tpu.concatenate %135, %135, %135, %135 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %137 = arith.subf %121, %136 : vector<128x512xf32>
        %138 = math.exp2 %137 : vector<128x512xf32>
        %139 = arith.subf %129, %135 : vector<128x128xf32>
        %140 = math.exp2 %139 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %142 = arith.mulf %140, %141 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %143 = vector.multi_reduction <add>, %138, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %144 = vector.shape_cast %143 : vector<128xf32> to vector<128x1xf32>
        %145 = vector.broadcast %144 : vector<128x1xf32> to vector<128x128xf32>
        %146 = arith.addf %142, %145 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %148 = vector.shape_cast %147 : vector<128x128xf32> to vector<128x128xf32>
        %149 = vector.shape_cast %146 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %149 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %150 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg17[%150, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %152 = vector.shape_cast %151 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %154 = arith.mulf %140, %153 : vector<128x128xf32>
        %155 = arith.truncf %138 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %156 = tpu.matmul %155, %152, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %157 = arith.addf %154, %156 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %159 = vector.shape_cast %158 : vector<128x128xf32> to vector<128x128xf32>
        %160 = vector.shape_cast %157 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %160 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %162 = vector.shape_cast %161 : vector<128x128xf32> to vector<128x128xf32>
        %163 = vector.shape_cast %133 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %163 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %164 = vector.extract_strided_slice %114 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %165 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %166 = tpu.memref_squeeze %165 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %166[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %168 = tpu.matmul %164, %167, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %169 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %170 = arith.mulf %168, %169 : vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %172 = vector.multi_reduction <maximumf>, %128, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %173 = vector.shape_cast %172 : vector<128xf32> to vector<128x1xf32>
        %174 = vector.broadcast %173 : vector<128x1xf32> to vector<128x128xf32>
        %175 = arith.maximumf %171, %174 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %176 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %177 = arith.maximumf %175, %176 : vector<128x128xf32>
        %178 = tpu.concatenate %177, %177, %177, %177 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %179 = arith.subf %128, %178 : vector<128x512xf32>
        %180 = math.exp2 %179 : vector<128x512xf32>
        %181 = arith.subf %171, %177 : vector<128x128xf32>
        %182 = math.exp2 %181 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %183 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %184 = arith.mulf %182, %183 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %185 = vector.multi_reduction <add>, %180, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %186 = vector.shape_cast %185 : vector<128xf32> to vector<128x1xf32>
        %187 = vector.broadcast %186 : vector<128x1xf32> to vector<128x128xf32>
        %188 = arith.addf %184, %187 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %189 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %190 = vector.shape_cast %189 : vector<128x128xf32> to vector<128x128xf32>
        %191 = vector.shape_cast %188 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %191 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %192 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %193 = vector.load %arg17[%192, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %194 = vector.shape_cast %193 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %195 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %196 = arith.mulf %182, %195 : vector<128x128xf32>
        %197 = arith.truncf %180 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %198 = tpu.matmul %197, %194, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %199 = arith.addf %196, %198 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %200 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %201 = vector.shape_cast %200 : vector<128x128xf32> to vector<128x128xf32>
        %202 = vector.shape_cast %199 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c128, %c0], %202 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %203 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %204 = vector.shape_cast %203 : vector<128x128xf32> to vector<128x128xf32>
        %205 = vector.shape_cast %175 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %205 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %206 = vector.extract_strided_slice %114 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %207 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %208 = tpu.memref_squeeze %207 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %209 = vector.load %208[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %210 = tpu.matmul %206, %209, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %211 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %212 = arith.mulf %210, %211 : vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %213 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %214 = vector.multi_reduction <maximumf>, %170, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %215 = vector.shape_cast %214 : vector<128xf32> to vector<128x1xf32>
        %216 = vector.broadcast %215 : vector<128x1xf32> to vector<128x128xf32>
        %217 = arith.maximumf %213, %216 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %218 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %219 = arith.maximumf %217, %218 : vector<128x128xf32>
        %220 = tpu.concatenate %219, %219, %219, %219 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %221 = arith.subf %170, %220 : vector<128x512xf32>
        %222 = math.exp2 %221 : vector<128x512xf32>
        %223 = arith.subf %213, %219 : vector<128x128xf32>
        %224 = math.exp2 %223 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %225 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %226 = arith.mulf %224, %225 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %227 = vector.multi_reduction <add>, %222, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %228 = vector.shape_cast %227 : vector<128xf32> to vector<128x1xf32>
        %229 = vector.broadcast %228 : vector<128x1xf32> to vector<128x128xf32>
        %230 = arith.addf %226, %229 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %231 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %232 = vector.shape_cast %231 : vector<128x128xf32> to vector<128x128xf32>
        %233 = vector.shape_cast %230 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %233 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %234 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %235 = vector.load %arg17[%234, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %236 = vector.shape_cast %235 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %237 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %238 = arith.mulf %224, %237 : vector<128x128xf32>
        %239 = arith.truncf %222 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %240 = tpu.matmul %239, %236, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %241 = arith.addf %238, %240 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %242 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %243 = vector.shape_cast %242 : vector<128x128xf32> to vector<128x128xf32>
        %244 = vector.shape_cast %241 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c256, %c0], %244 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %245 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %246 = vector.shape_cast %245 : vector<128x128xf32> to vector<128x128xf32>
        %247 = vector.shape_cast %217 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %247 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %248 = vector.extract_strided_slice %114 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %249 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %250 = tpu.memref_squeeze %249 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %251 = vector.load %250[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %252 = tpu.matmul %248, %251, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %253 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %254 = arith.mulf %252, %253 : vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %255 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %256 = vector.multi_reduction <maximumf>, %212, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %257 = vector.shape_cast %256 : vector<128xf32> to vector<128x1xf32>
        %258 = vector.broadcast %257 : vector<128x1xf32> to vector<128x128xf32>
        %259 = arith.maximumf %255, %258 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %260 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %261 = arith.maximumf %259, %260 : vector<128x128xf32>
        %262 = tpu.concatenate %261, %261, %261, %261 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %263 = arith.subf %212, %262 : vector<128x512xf32>
        %264 = math.exp2 %263 : vector<128x512xf32>
        %265 = arith.subf %255, %261 : vector<128x128xf32>
        %266 = math.exp2 %265 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %267 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %268 = arith.mulf %266, %267 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %269 = vector.multi_reduction <add>, %264, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %270 = vector.shape_cast %269 : vector<128xf32> to vector<128x1xf32>
        %271 = vector.broadcast %270 : vector<128x1xf32> to vector<128x128xf32>
        %272 = arith.addf %268, %271 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %273 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %274 = vector.shape_cast %273 : vector<128x128xf32> to vector<128x128xf32>
        %275 = vector.shape_cast %272 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %275 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %276 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %277 = vector.load %arg17[%276, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %278 = vector.shape_cast %277 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %279 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %280 = arith.mulf %266, %279 : vector<128x128xf32>
        %281 = arith.truncf %264 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %282 = tpu.matmul %281, %278, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %283 = arith.addf %280, %282 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %284 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %285 = vector.shape_cast %284 : vector<128x128xf32> to vector<128x128xf32>
        %286 = vector.shape_cast %283 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c384, %c0], %286 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %287 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %288 = vector.shape_cast %287 : vector<128x128xf32> to vector<128x128xf32>
        %289 = vector.shape_cast %259 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %289 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %290 = vector.extract_strided_slice %114 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %291 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %292 = tpu.memref_squeeze %291 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %293 = vector.load %292[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %294 = tpu.matmul %290, %293, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %295 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %296 = arith.mulf %294, %295 : vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %297 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %298 = vector.multi_reduction <maximumf>, %254, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %299 = vector.shape_cast %298 : vector<128xf32> to vector<128x1xf32>
        %300 = vector.broadcast %299 : vector<128x1xf32> to vector<128x128xf32>
        %301 = arith.maximumf %297, %300 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %302 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %303 = arith.maximumf %301, %302 : vector<128x128xf32>
        %304 = tpu.concatenate %303, %303, %303, %303 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %305 = arith.subf %254, %304 : vector<128x512xf32>
        %306 = math.exp2 %305 : vector<128x512xf32>
        %307 = arith.subf %297, %303 : vector<128x128xf32>
        %308 = math.exp2 %307 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %309 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %310 = arith.mulf %308, %309 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %311 = vector.multi_reduction <add>, %306, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %312 = vector.shape_cast %311 : vector<128xf32> to vector<128x1xf32>
        %313 = vector.broadcast %312 : vector<128x1xf32> to vector<128x128xf32>
        %314 = arith.addf %310, %313 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %315 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %316 = vector.shape_cast %315 : vector<128x128xf32> to vector<128x128xf32>
        %317 = vector.shape_cast %314 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %317 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %318 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %319 = vector.load %arg17[%318, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %320 = vector.shape_cast %319 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %321 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %322 = arith.mulf %308, %321 : vector<128x128xf32>
        %323 = arith.truncf %306 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %324 = tpu.matmul %323, %320, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %325 = arith.addf %322, %324 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %326 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %327 = vector.shape_cast %326 : vector<128x128xf32> to vector<128x128xf32>
        %328 = vector.shape_cast %325 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c512, %c0], %328 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %329 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %330 = vector.shape_cast %329 : vector<128x128xf32> to vector<128x128xf32>
        %331 = vector.shape_cast %301 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %331 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %332 = vector.extract_strided_slice %114 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %333 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %334 = tpu.memref_squeeze %333 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %335 = vector.load %334[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %336 = tpu.matmul %332, %335, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %337 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %338 = arith.mulf %336, %337 : vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %339 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %340 = vector.multi_reduction <maximumf>, %296, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %341 = vector.shape_cast %340 : vector<128xf32> to vector<128x1xf32>
        %342 = vector.broadcast %341 : vector<128x1xf32> to vector<128x128xf32>
        %343 = arith.maximumf %339, %342 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %344 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %345 = arith.maximumf %343, %344 : vector<128x128xf32>
        %346 = tpu.concatenate %345, %345, %345, %345 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %347 = arith.subf %296, %346 : vector<128x512xf32>
        %348 = math.exp2 %347 : vector<128x512xf32>
        %349 = arith.subf %339, %345 : vector<128x128xf32>
        %350 = math.exp2 %349 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %351 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %352 = arith.mulf %350, %351 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %353 = vector.multi_reduction <add>, %348, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %354 = vector.shape_cast %353 : vector<128xf32> to vector<128x1xf32>
        %355 = vector.broadcast %354 : vector<128x1xf32> to vector<128x128xf32>
        %356 = arith.addf %352, %355 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %357 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %358 = vector.shape_cast %357 : vector<128x128xf32> to vector<128x128xf32>
        %359 = vector.shape_cast %356 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %359 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %360 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %361 = vector.load %arg17[%360, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %362 = vector.shape_cast %361 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %363 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %364 = arith.mulf %350, %363 : vector<128x128xf32>
        %365 = arith.truncf %348 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %366 = tpu.matmul %365, %362, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %367 = arith.addf %364, %366 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %368 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %369 = vector.shape_cast %368 : vector<128x128xf32> to vector<128x128xf32>
        %370 = vector.shape_cast %367 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c640, %c0], %370 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %371 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %372 = vector.shape_cast %371 : vector<128x128xf32> to vector<128x128xf32>
        %373 = vector.shape_cast %343 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %373 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %374 = vector.extract_strided_slice %114 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %375 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %376 = tpu.memref_squeeze %375 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %377 = vector.load %376[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %378 = tpu.matmul %374, %377, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %379 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %380 = arith.mulf %378, %379 : vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %381 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %382 = vector.multi_reduction <maximumf>, %338, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %383 = vector.shape_cast %382 : vector<128xf32> to vector<128x1xf32>
        %384 = vector.broadcast %383 : vector<128x1xf32> to vector<128x128xf32>
        %385 = arith.maximumf %381, %384 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %386 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %387 = arith.maximumf %385, %386 : vector<128x128xf32>
        %388 = tpu.concatenate %387, %387, %387, %387 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %389 = arith.subf %338, %388 : vector<128x512xf32>
        %390 = math.exp2 %389 : vector<128x512xf32>
        %391 = arith.subf %381, %387 : vector<128x128xf32>
        %392 = math.exp2 %391 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %393 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %394 = arith.mulf %392, %393 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %395 = vector.multi_reduction <add>, %390, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %396 = vector.shape_cast %395 : vector<128xf32> to vector<128x1xf32>
        %397 = vector.broadcast %396 : vector<128x1xf32> to vector<128x128xf32>
        %398 = arith.addf %394, %397 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %399 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %400 = vector.shape_cast %399 : vector<128x128xf32> to vector<128x128xf32>
        %401 = vector.shape_cast %398 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %401 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %402 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %403 = vector.load %arg17[%402, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %404 = vector.shape_cast %403 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %405 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %406 = arith.mulf %392, %405 : vector<128x128xf32>
        %407 = arith.truncf %390 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %408 = tpu.matmul %407, %404, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %409 = arith.addf %406, %408 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %410 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %411 = vector.shape_cast %410 : vector<128x128xf32> to vector<128x128xf32>
        %412 = vector.shape_cast %409 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c768, %c0], %412 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %413 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %414 = vector.shape_cast %413 : vector<128x128xf32> to vector<128x128xf32>
        %415 = vector.shape_cast %385 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %415 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %416 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %417 = vector.multi_reduction <maximumf>, %380, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %418 = vector.shape_cast %417 : vector<128xf32> to vector<128x1xf32>
        %419 = vector.broadcast %418 : vector<128x1xf32> to vector<128x128xf32>
        %420 = arith.maximumf %416, %419 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %421 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %422 = arith.maximumf %420, %421 : vector<128x128xf32>
        %423 = tpu.concatenate %422, %422, %422, %422 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %424 = arith.subf %380, %423 : vector<128x512xf32>
        %425 = math.exp2 %424 : vector<128x512xf32>
        %426 = arith.subf %416, %422 : vector<128x128xf32>
        %427 = math.exp2 %426 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %428 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %429 = arith.mulf %427, %428 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %430 = vector.multi_reduction <add>, %425, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %431 = vector.shape_cast %430 : vector<128xf32> to vector<128x1xf32>
        %432 = vector.broadcast %431 : vector<128x1xf32> to vector<128x128xf32>
        %433 = arith.addf %429, %432 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %434 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %435 = vector.shape_cast %434 : vector<128x128xf32> to vector<128x128xf32>
        %436 = vector.shape_cast %433 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %436 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %437 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %438 = vector.load %arg17[%437, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %439 = vector.shape_cast %438 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %440 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %441 = arith.mulf %427, %440 : vector<128x128xf32>
        %442 = arith.truncf %425 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %443 = tpu.matmul %442, %439, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %444 = arith.addf %441, %443 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %445 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %446 = vector.shape_cast %445 : vector<128x128xf32> to vector<128x128xf32>
        %447 = vector.shape_cast %444 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c896, %c0], %447 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %448 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %449 = vector.shape_cast %448 : vector<128x128xf32> to vector<128x128xf32>
        %450 = vector.shape_cast %420 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %450 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %451 = arith.addi %arg23, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %452 = arith.minsi %arg22, %c527_i32 : i32
        %453 = arith.index_cast %452 : i32 to index
        %454 = memref.load %arg4[%453] : memref<528xi8, #tpu.memory_space<smem>>
        %455 = arith.extsi %454 : i8 to i32
        %456 = arith.cmpi sge, %451, %455 : i32
        %c1_i32 = arith.constant 1 : i32
        %457 = arith.addi %arg22, %c1_i32 : i32
        %458 = arith.select %456, %457, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %459 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %460 = arith.select %456, %c0_i32, %459 : i32
        %461 = arith.cmpi slt, %458, %23 : i32
        %462 = arith.extui %461 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %463 = arith.cmpi ne, %462, %c0_i32 : i32
        scf.if %463 {
          %c0_i32 = arith.constant 0 : i32
          %464 = arith.addi %3, %c0_i32 : i32
          %465 = arith.index_cast %458 : i32 to index
          %466 = memref.load %arg3[%465] : memref<528xi8, #tpu.memory_space<smem>>
          %467 = arith.extsi %466 : i8 to i32
          %468 = arith.addi %467, %460 : i32
          %c2_i32 = arith.constant 2 : i32
          %469 = arith.divsi %464, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %470 = arith.muli %468, %c512_i32 : i32
          %471 = tpu.assume_multiple %470, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %472 = arith.divsi %464, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %473 = arith.muli %468, %c512_i32 : i32
          %474 = tpu.assume_multiple %473, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %475 = arith.muli %468, %c512_i32 : i32
          %476 = tpu.assume_multiple %475, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %477 = tpu.memref_slice %arg19[%arg26, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %478 = tpu.memref_squeeze %477 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %479 = tpu.memref_slice %arg16[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %480 = tpu.memref_squeeze %479 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %481 = tpu.memref_slice %arg8[%469, %471, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %482 = tpu.memref_squeeze %481 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%482 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%480 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%478 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %483 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %484 = tpu.memref_squeeze %483 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %485 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %486 = tpu.memref_squeeze %485 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %487 = tpu.memref_slice %arg9[%472, %474, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %488 = tpu.memref_squeeze %487 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%488 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%486 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%484 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %489 = tpu.memref_slice %arg19[%arg26, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %490 = tpu.memref_squeeze %489 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %491 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %492 = tpu.memref_squeeze %491 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %493 = tpu.memref_slice %arg10[%c0_i32, %476] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%493 : memref<8x512xi32, #tpu.memory_space<any>>) target(%492 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%490 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %458, %460 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %82 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %c0_i32, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %85 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %86 = arith.muli %c0_i32, %c512_i32 : i32
        %87 = tpu.assume_multiple %86, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %c0_i32, %c512_i32 : i32
        %89 = tpu.assume_multiple %88, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg19[%arg24, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %91 = tpu.memref_squeeze %90 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %94 = tpu.memref_slice %arg8[%82, %84, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %95 = tpu.memref_squeeze %94 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%91 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%95 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%93 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %96 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %97 = tpu.memref_squeeze %96 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %99 = tpu.memref_squeeze %98 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %100 = tpu.memref_slice %arg9[%85, %87, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %101 = tpu.memref_squeeze %100 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%97 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%101 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%99 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %102 = tpu.memref_slice %arg19[%arg24, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %103 = tpu.memref_squeeze %102 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %105 = tpu.memref_squeeze %104 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg10[%c0_i32, %89] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%103 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%106 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%105 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %107 = arith.addi %3, %c0_i32 : i32
        %108 = arith.index_cast %arg20 : i32 to index
        %109 = memref.load %arg3[%108] : memref<528xi8, #tpu.memory_space<smem>>
        %110 = arith.extsi %109 : i8 to i32
        %111 = arith.addi %110, %arg21 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %113 = vector.shape_cast %112 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %114 = vector.shape_cast %113 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c512_i32 = arith.constant 512 : i32
        %115 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %116 = arith.muli %111, %c512_i32 : i32
        %117 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %118 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %119 = arith.subi %116, %115 : i32
        %120 = vector.broadcast %118 : vector<1x512xi32> to vector<512x512xi32>
        %121 = vector.broadcast %117 : vector<512x1xi32> to vector<512x512xi32>
        %122 = arith.subi %120, %121 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %123 = arith.subi %c0_i32, %119 : i32
        %124 = vector.broadcast %123 : i32 to vector<512x512xi32>
        %125 = arith.cmpi sle, %122, %124 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %127 = vector.shape_cast %126 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %128 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %129 = tpu.memref_squeeze %128 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %129[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %131 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %132 = arith.cmpi sge, %127, %131 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %133 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %134 = arith.select %132, %127, %133 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %135 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %136 = arith.cmpi sge, %130, %135 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %137 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %138 = arith.select %136, %130, %137 : vector<1x512xi1>, vector<1x512xi32>
        %139 = vector.broadcast %134 : vector<512x1xi32> to vector<512x512xi32>
        %140 = vector.broadcast %138 : vector<1x512xi32> to vector<512x512xi32>
        %141 = arith.cmpi eq, %139, %140 : vector<512x512xi32>
        %142 = vector.extract_strided_slice %114 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %143 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %144 = tpu.memref_squeeze %143 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %144[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %146 = tpu.matmul %142, %145, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %147 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %148 = arith.mulf %146, %147 : vector<128x512xf32>
        %149 = vector.extract_strided_slice %125 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %150 = vector.extract_strided_slice %141 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %151 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %152 = arith.select %149, %148, %151 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %153 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %154 = arith.select %150, %152, %153 : vector<128x512xi1>, vector<128x512xf32>
        %155 = vector.extract_strided_slice %114 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %156 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %157 = tpu.memref_squeeze %156 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %157[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %159 = tpu.matmul %155, %158, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %160 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %161 = arith.mulf %159, %160 : vector<128x512xf32>
        %162 = vector.extract_strided_slice %125 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %163 = vector.extract_strided_slice %141 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %164 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %165 = arith.select %162, %161, %164 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %166 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %167 = arith.select %163, %165, %166 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %169 = vector.multi_reduction <maximumf>, %154, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %170 = vector.shape_cast %169 : vector<128xf32> to vector<128x1xf32>
        %171 = vector.broadcast %170 : vector<128x1xf32> to vector<128x128xf32>
        %172 = arith.maximumf %168, %171 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %173 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %174 = arith.maximumf %172, %173 : vector<128x128xf32>
        %175 = tpu.concatenate %174, %174, %174, %174 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %176 = arith.subf %154, %175 : vector<128x512xf32>
        %177 = math.exp2 %176 : vector<128x512xf32>
        %178 = arith.subf %168, %174 : vector<128x128xf32>
        %179 = math.exp2 %178 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %181 = arith.mulf %179, %180 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %182 = vector.multi_reduction <add>, %177, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %183 = vector.shape_cast %182 : vector<128xf32> to vector<128x1xf32>
        %184 = vector.broadcast %183 : vector<128x1xf32> to vector<128x128xf32>
        %185 = arith.addf %181, %184 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %186 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %187 = vector.shape_cast %186 : vector<128x128xf32> to vector<128x128xf32>
        %188 = vector.shape_cast %185 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %188 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %189 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %190 = vector.load %arg17[%189, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %191 = vector.shape_cast %190 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %192 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %193 = arith.mulf %179, %192 : vector<128x128xf32>
        %194 = arith.truncf %177 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %195 = tpu.matmul %194, %191, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %196 = arith.addf %193, %195 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %197 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %198 = vector.shape_cast %197 : vector<128x128xf32> to vector<128x128xf32>
        %199 = vector.shape_cast %196 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %199 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %200 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %201 = vector.shape_cast %200 : vector<128x128xf32> to vector<128x128xf32>
        %202 = vector.shape_cast %172 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %202 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %203 = vector.extract_strided_slice %114 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %204 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %205 = tpu.memref_squeeze %204 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %206 = vector.load %205[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %207 = tpu.matmul %203, %206, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %208 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %209 = arith.mulf %207, %208 : vector<128x512xf32>
        %210 = vector.extract_strided_slice %125 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %211 = vector.extract_strided_slice %141 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %212 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %213 = arith.select %210, %209, %212 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %214 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %215 = arith.select %211, %213, %214 : vector<128x512xi1>, vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %216 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %217 = vector.multi_reduction <maximumf>, %167, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %218 = vector.shape_cast %217 : vector<128xf32> to vector<128x1xf32>
        %219 = vector.broadcast %218 : vector<128x1xf32> to vector<128x128xf32>
        %220 = arith.maximumf %216, %219 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %221 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %222 = arith.maximumf %220, %221 : vector<128x128xf32>
        %223 = tpu.concatenate %222, %222, %222, %222 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %224 = arith.subf %167, %223 : vector<128x512xf32>
        %225 = math.exp2 %224 : vector<128x512xf32>
        %226 = arith.subf %216, %222 : vector<128x128xf32>
        %227 = math.exp2 %226 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %228 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %229 = arith.mulf %227, %228 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %230 = vector.multi_reduction <add>, %225, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %231 = vector.shape_cast %230 : vector<128xf32> to vector<128x1xf32>
        %232 = vector.broadcast %231 : vector<128x1xf32> to vector<128x128xf32>
        %233 = arith.addf %229, %232 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %234 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %235 = vector.shape_cast %234 : vector<128x128xf32> to vector<128x128xf32>
        %236 = vector.shape_cast %233 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %236 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %237 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %238 = vector.load %arg17[%237, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %239 = vector.shape_cast %238 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %240 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %241 = arith.mulf %227, %240 : vector<128x128xf32>
        %242 = arith.truncf %225 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %243 = tpu.matmul %242, %239, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %244 = arith.addf %241, %243 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %245 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %246 = vector.shape_cast %245 : vector<128x128xf32> to vector<128x128xf32>
        %247 = vector.shape_cast %244 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c128, %c0], %247 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %248 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %249 = vector.shape_cast %248 : vector<128x128xf32> to vector<128x128xf32>
        %250 = vector.shape_cast %220 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %250 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %251 = vector.extract_strided_slice %114 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %252 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %253 = tpu.memref_squeeze %252 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %254 = vector.load %253[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %255 = tpu.matmul %251, %254, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %256 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %257 = arith.mulf %255, %256 : vector<128x512xf32>
        %258 = vector.extract_strided_slice %125 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %259 = vector.extract_strided_slice %141 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %260 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %261 = arith.select %258, %257, %260 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %262 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %263 = arith.select %259, %261, %262 : vector<128x512xi1>, vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %264 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %265 = vector.multi_reduction <maximumf>, %215, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %266 = vector.shape_cast %265 : vector<128xf32> to vector<128x1xf32>
        %267 = vector.broadcast %266 : vector<128x1xf32> to vector<128x128xf32>
        %268 = arith.maximumf %264, %267 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %269 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %270 = arith.maximumf %268, %269 : vector<128x128xf32>
        %271 = tpu.concatenate %270, %270, %270, %270 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %272 = arith.subf %215, %271 : vector<128x512xf32>
        %273 = math.exp2 %272 : vector<128x512xf32>
        %274 = arith.subf %264, %270 : vector<128x128xf32>
        %275 = math.exp2 %274 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %276 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %277 = arith.mulf %275, %276 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %278 = vector.multi_reduction <add>, %273, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %279 = vector.shape_cast %278 : vector<128xf32> to vector<128x1xf32>
        %280 = vector.broadcast %279 : vector<128x1xf32> to vector<128x128xf32>
        %281 = arith.addf %277, %280 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %282 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %283 = vector.shape_cast %282 : vector<128x128xf32> to vector<128x128xf32>
        %284 = vector.shape_cast %281 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %284 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %285 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %286 = vector.load %arg17[%285, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %287 = vector.shape_cast %286 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %288 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %289 = arith.mulf %275, %288 : vector<128x128xf32>
        %290 = arith.truncf %273 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %291 = tpu.matmul %290, %287, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %292 = arith.addf %289, %291 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %293 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %294 = vector.shape_cast %293 : vector<128x128xf32> to vector<128x128xf32>
        %295 = vector.shape_cast %292 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c256, %c0], %295 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %296 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %297 = vector.shape_cast %296 : vector<128x128xf32> to vector<128x128xf32>
        %298 = vector.shape_cast %268 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %298 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %299 = vector.extract_strided_slice %114 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %300 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %301 = tpu.memref_squeeze %300 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %302 = vector.load %301[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %303 = tpu.matmul %299, %302, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %304 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %305 = arith.mulf %303, %304 : vector<128x512xf32>
        %306 = vector.extract_strided_slice %125 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %307 = vector.extract_strided_slice %141 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %308 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %309 = arith.select %306, %305, %308 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %310 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %311 = arith.select %307, %309, %310 : vector<128x512xi1>, vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %312 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %313 = vector.multi_reduction <maximumf>, %263, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %314 = vector.shape_cast %313 : vector<128xf32> to vector<128x1xf32>
        %315 = vector.broadcast %314 : vector<128x1xf32> to vector<128x128xf32>
        %316 = arith.maximumf %312, %315 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %317 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %318 = arith.maximumf %316, %317 : vector<128x128xf32>
        %319 = tpu.concatenate %318, %318, %318, %318 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %320 = arith.subf %263, %319 : vector<128x512xf32>
        %321 = math.exp2 %320 : vector<128x512xf32>
        %322 = arith.subf %312, %318 : vector<128x128xf32>
        %323 = math.exp2 %322 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %324 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %325 = arith.mulf %323, %324 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %326 = vector.multi_reduction <add>, %321, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %327 = vector.shape_cast %326 : vector<128xf32> to vector<128x1xf32>
        %328 = vector.broadcast %327 : vector<128x1xf32> to vector<128x128xf32>
        %329 = arith.addf %325, %328 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %330 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %331 = vector.shape_cast %330 : vector<128x128xf32> to vector<128x128xf32>
        %332 = vector.shape_cast %329 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %332 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %333 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %334 = vector.load %arg17[%333, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %335 = vector.shape_cast %334 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %336 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %337 = arith.mulf %323, %336 : vector<128x128xf32>
        %338 = arith.truncf %321 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %339 = tpu.matmul %338, %335, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %340 = arith.addf %337, %339 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %341 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %342 = vector.shape_cast %341 : vector<128x128xf32> to vector<128x128xf32>
        %343 = vector.shape_cast %340 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c384, %c0], %343 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %344 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %345 = vector.shape_cast %344 : vector<128x128xf32> to vector<128x128xf32>
        %346 = vector.shape_cast %316 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %346 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %347 = vector.extract_strided_slice %114 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %348 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %349 = tpu.memref_squeeze %348 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %350 = vector.load %349[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %351 = tpu.matmul %347, %350, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %352 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %353 = arith.mulf %351, %352 : vector<128x512xf32>
        %354 = vector.extract_strided_slice %125 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %355 = vector.extract_strided_slice %141 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %356 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %357 = arith.select %354, %353, %356 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %358 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %359 = arith.select %355, %357, %358 : vector<128x512xi1>, vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %360 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %361 = vector.multi_reduction <maximumf>, %311, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %362 = vector.shape_cast %361 : vector<128xf32> to vector<128x1xf32>
        %363 = vector.broadcast %362 : vector<128x1xf32> to vector<128x128xf32>
        %364 = arith.maximumf %360, %363 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %365 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %366 = arith.maximumf %364, %365 : vector<128x128xf32>
        %367 = tpu.concatenate %366, %366, %366, %366 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %368 = arith.subf %311, %367 : vector<128x512xf32>
        %369 = math.exp2 %368 : vector<128x512xf32>
        %370 = arith.subf %360, %366 : vector<128x128xf32>
        %371 = math.exp2 %370 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %372 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %373 = arith.mulf %371, %372 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %374 = vector.multi_reduction <add>, %369, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %375 = vector.shape_cast %374 : vector<128xf32> to vector<128x1xf32>
        %376 = vector.broadcast %375 : vector<128x1xf32> to vector<128x128xf32>
        %377 = arith.addf %373, %376 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %378 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %379 = vector.shape_cast %378 : vector<128x128xf32> to vector<128x128xf32>
        %380 = vector.shape_cast %377 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %380 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %381 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %382 = vector.load %arg17[%381, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %383 = vector.shape_cast %382 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %384 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %385 = arith.mulf %371, %384 : vector<128x128xf32>
        %386 = arith.truncf %369 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %387 = tpu.matmul %386, %383, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %388 = arith.addf %385, %387 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %389 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %390 = vector.shape_cast %389 : vector<128x128xf32> to vector<128x128xf32>
        %391 = vector.shape_cast %388 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c512, %c0], %391 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %392 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %393 = vector.shape_cast %392 : vector<128x128xf32> to vector<128x128xf32>
        %394 = vector.shape_cast %364 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %394 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %395 = vector.extract_strided_slice %114 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %396 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %397 = tpu.memref_squeeze %396 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %398 = vector.load %397[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %399 = tpu.matmul %395, %398, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %400 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %401 = arith.mulf %399, %400 : vector<128x512xf32>
        %402 = vector.extract_strided_slice %125 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %403 = vector.extract_strided_slice %141 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %404 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %405 = arith.select %402, %401, %404 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %406 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %407 = arith.select %403, %405, %406 : vector<128x512xi1>, vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %408 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %409 = vector.multi_reduction <maximumf>, %359, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %410 = vector.shape_cast %409 : vector<128xf32> to vector<128x1xf32>
        %411 = vector.broadcast %410 : vector<128x1xf32> to vector<128x128xf32>
        %412 = arith.maximumf %408, %411 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %413 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %414 = arith.maximumf %412, %413 : vector<128x128xf32>
        %415 = tpu.concatenate %414, %414, %414, %414 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %416 = arith.subf %359, %415 : vector<128x512xf32>
        %417 = math.exp2 %416 : vector<128x512xf32>
        %418 = arith.subf %408, %414 : vector<128x128xf32>
        %419 = math.exp2 %418 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %420 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %421 = arith.mulf %419, %420 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %422 = vector.multi_reduction <add>, %417, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %423 = vector.shape_cast %422 : vector<128xf32> to vector<128x1xf32>
        %424 = vector.broadcast %423 : vector<128x1xf32> to vector<128x128xf32>
        %425 = arith.addf %421, %424 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %426 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %427 = vector.shape_cast %426 : vector<128x128xf32> to vector<128x128xf32>
        %428 = vector.shape_cast %425 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %428 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %429 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %430 = vector.load %arg17[%429, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %431 = vector.shape_cast %430 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %432 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %433 = arith.mulf %419, %432 : vector<128x128xf32>
        %434 = arith.truncf %417 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %435 = tpu.matmul %434, %431, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %436 = arith.addf %433, %435 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %437 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %438 = vector.shape_cast %437 : vector<128x128xf32> to vector<128x128xf32>
        %439 = vector.shape_cast %436 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c640, %c0], %439 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %440 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %441 = vector.shape_cast %440 : vector<128x128xf32> to vector<128x128xf32>
        %442 = vector.shape_cast %412 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %442 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %443 = vector.extract_strided_slice %114 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %444 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %445 = tpu.memref_squeeze %444 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %446 = vector.load %445[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %447 = tpu.matmul %443, %446, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %448 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %449 = arith.mulf %447, %448 : vector<128x512xf32>
        %450 = vector.extract_strided_slice %125 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %451 = vector.extract_strided_slice %141 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %452 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %453 = arith.select %450, %449, %452 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %454 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %455 = arith.select %451, %453, %454 : vector<128x512xi1>, vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %456 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %457 = vector.multi_reduction <maximumf>, %407, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %458 = vector.shape_cast %457 : vector<128xf32> to vector<128x1xf32>
        %459 = vector.broadcast %458 : vector<128x1xf32> to vector<128x128xf32>
        %460 = arith.maximumf %456, %459 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %461 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %462 = arith.maximumf %460, %461 : vector<128x128xf32>
        %463 = tpu.concatenate %462, %462, %462, %462 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %464 = arith.subf %407, %463 : vector<128x512xf32>
        %465 = math.exp2 %464 : vector<128x512xf32>
        %466 = arith.subf %456, %462 : vector<128x128xf32>
        %467 = math.exp2 %466 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %468 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %469 = arith.mulf %467, %468 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %470 = vector.multi_reduction <add>, %465, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %471 = vector.shape_cast %470 : vector<128xf32> to vector<128x1xf32>
        %472 = vector.broadcast %471 : vector<128x1xf32> to vector<128x128xf32>
        %473 = arith.addf %469, %472 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %474 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %475 = vector.shape_cast %474 : vector<128x128xf32> to vector<128x128xf32>
        %476 = vector.shape_cast %473 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %476 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %477 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %478 = vector.load %arg17[%477, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %479 = vector.shape_cast %478 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %480 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %481 = arith.mulf %467, %480 : vector<128x128xf32>
        %482 = arith.truncf %465 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %483 = tpu.matmul %482, %479, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %484 = arith.addf %481, %483 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %485 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %486 = vector.shape_cast %485 : vector<128x128xf32> to vector<128x128xf32>
        %487 = vector.shape_cast %484 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c768, %c0], %487 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %488 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %489 = vector.shape_cast %488 : vector<128x128xf32> to vector<128x128xf32>
        %490 = vector.shape_cast %460 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %490 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %491 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %492 = vector.multi_reduction <maximumf>, %455, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %493 = vector.shape_cast %492 : vector<128xf32> to vector<128x1xf32>
        %494 = vector.broadcast %493 : vector<128x1xf32> to vector<128x128xf32>
        %495 = arith.maximumf %491, %494 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %496 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %497 = arith.maximumf %495, %496 : vector<128x128xf32>
        %498 = tpu.concatenate %497, %497, %497, %497 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %499 = arith.subf %455, %498 : vector<128x512xf32>
        %500 = math.exp2 %499 : vector<128x512xf32>
        %501 = arith.subf %491, %497 : vector<128x128xf32>
        %502 = math.exp2 %501 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %503 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %504 = arith.mulf %502, %503 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %505 = vector.multi_reduction <add>, %500, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %506 = vector.shape_cast %505 : vector<128xf32> to vector<128x1xf32>
        %507 = vector.broadcast %506 : vector<128x1xf32> to vector<128x128xf32>
        %508 = arith.addf %504, %507 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %509 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %510 = vector.shape_cast %509 : vector<128x128xf32> to vector<128x128xf32>
        %511 = vector.shape_cast %508 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %511 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %512 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %513 = vector.load %arg17[%512, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %514 = vector.shape_cast %513 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %515 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %516 = arith.mulf %502, %515 : vector<128x128xf32>
        %517 = arith.truncf %500 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %518 = tpu.matmul %517, %514, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %519 = arith.addf %516, %518 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %520 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %521 = vector.shape_cast %520 : vector<128x128xf32> to vector<128x128xf32>
        %522 = vector.shape_cast %519 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c896, %c0], %522 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %523 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %524 = vector.shape_cast %523 : vector<128x128xf32> to vector<128x128xf32>
        %525 = vector.shape_cast %495 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %525 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %526 = arith.addi %arg23, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %527 = arith.minsi %arg22, %c527_i32 : i32
        %528 = arith.index_cast %527 : i32 to index
        %529 = memref.load %arg4[%528] : memref<528xi8, #tpu.memory_space<smem>>
        %530 = arith.extsi %529 : i8 to i32
        %531 = arith.cmpi sge, %526, %530 : i32
        %c1_i32 = arith.constant 1 : i32
        %532 = arith.addi %arg22, %c1_i32 : i32
        %533 = arith.select %531, %532, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %534 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %535 = arith.select %531, %c0_i32, %534 : i32
        %536 = arith.cmpi slt, %533, %23 : i32
        %537 = arith.extui %536 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %538 = arith.cmpi ne, %537, %c0_i32 : i32
        scf.if %538 {
          %c0_i32 = arith.constant 0 : i32
          %539 = arith.addi %3, %c0_i32 : i32
          %540 = arith.index_cast %533 : i32 to index
          %541 = memref.load %arg3[%540] : memref<528xi8, #tpu.memory_space<smem>>
          %542 = arith.extsi %541 : i8 to i32
          %543 = arith.addi %542, %535 : i32
          %c2_i32 = arith.constant 2 : i32
          %544 = arith.divsi %539, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %545 = arith.muli %543, %c512_i32 : i32
          %546 = tpu.assume_multiple %545, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %547 = arith.divsi %539, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %548 = arith.muli %543, %c512_i32 : i32
          %549 = tpu.assume_multiple %548, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %550 = arith.muli %543, %c512_i32 : i32
          %551 = tpu.assume_multiple %550, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %552 = tpu.memref_slice %arg19[%arg26, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %553 = tpu.memref_squeeze %552 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %554 = tpu.memref_slice %arg16[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %555 = tpu.memref_squeeze %554 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %556 = tpu.memref_slice %arg8[%544, %546, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %557 = tpu.memref_squeeze %556 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%557 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%555 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%553 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %558 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %559 = tpu.memref_squeeze %558 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %560 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %561 = tpu.memref_squeeze %560 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %562 = tpu.memref_slice %arg9[%547, %549, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %563 = tpu.memref_squeeze %562 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%563 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%561 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%559 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %564 = tpu.memref_slice %arg19[%arg26, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %565 = tpu.memref_squeeze %564 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %566 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %567 = tpu.memref_squeeze %566 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %568 = tpu.memref_slice %arg10[%c0_i32, %551] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%568 : memref<8x512xi32, #tpu.memory_space<any>>) target(%567 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%565 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %533, %535 : i32, i32
      }
      scf.yield %arg22, %arg23, %81#0, %81#1, %arg25, %arg26, %arg24 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %42 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %43 = arith.cmpf ogt, %41, %42 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %45 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %46 = arith.select %43, %41, %45 : vector<1024x128xi1>, vector<1024x128xf32>
    %47 = arith.divf %44, %46 : vector<1024x128xf32>
    %48 = arith.truncf %47 : vector<1024x128xf32> to vector<1024x128xbf16>
    %49 = vector.shape_cast %48 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg11[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %49 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %52 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %53 = arith.select %43, %41, %52 : vector<1024x128xi1>, vector<1024x128xf32>
    %54 = math.log %53 : vector<1024x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %55 = math.log %cst_x481f63 : f32
    %56 = vector.broadcast %55 : f32 to vector<1024x128xf32>
    %57 = arith.divf %54, %56 : vector<1024x128xf32>
    %58 = arith.addf %51, %57 : vector<1024x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %59 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
    %60 = arith.divf %58, %59 : vector<1024x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %61 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %62 = arith.select %43, %60, %61 : vector<1024x128xi1>, vector<1024x128xf32>
    %63 = vector.extract_strided_slice %62 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %64 = tpu.transpose %63, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %65 = vector.extract_strided_slice %64 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %66 = vector.load %arg12[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %67 = vector.shape_cast %66 : vector<1x1x512xf32> to vector<1x512xf32>
    %68 = vector.shape_cast %65 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %68 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %69 = vector.extract_strided_slice %62 {offsets = [512, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %70 = tpu.transpose %69, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %71 = vector.extract_strided_slice %70 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %72 = vector.load %arg12[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %73 = vector.shape_cast %72 : vector<1x1x512xf32> to vector<1x512xf32>
    %74 = vector.shape_cast %71 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg12[%c1, %c0, %c0], %74 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %6 = arith.remsi %5, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.remsi %0, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32 : i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %6 = arith.remsi %5, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %6 = arith.remsi %5, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %c0_i32, %6 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:c1593ca162ad2f2d60239284e4d3f57027459ff97e0054df98cd13141a81c2e8
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg9: memref<16x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<16x16384x128xbf16, #tpu.memory_space<any>>, %arg11: memref<16x1x16384xf32, #tpu.memory_space<any>>, %arg12: memref<16x1x16384xf32, #tpu.memory_space<any>>, %arg13: memref<16x16384x128xf32, #tpu.memory_space<any>>, %arg14: memref<8x16384xi32, #tpu.memory_space<any>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<16x16384x128xf32, #tpu.memory_space<any>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg19: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, %arg21: memref<3x2x512x128xbf16, #tpu.memory_space<vmem>>, %arg22: memref<3x2x512x128xbf16, #tpu.memory_space<vmem>>, %arg23: memref<3x2x1x512xf32, #tpu.memory_space<vmem>>, %arg24: memref<3x2x1x512xf32, #tpu.memory_space<vmem>>, %arg25: memref<3x2x512x128xf32, #tpu.memory_space<vmem>>, %arg26: memref<3x8x512xi32, #tpu.memory_space<vmem>>, %arg27: memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 32>, scalar_prefetch = 4 : i64, scratch_operands = 10 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {}, {}, {}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_10, window_bounds = array<i64: 1, 512, 128>}, {}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %0, %c32_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %5 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %7 = vector.shape_cast %6 : vector<512x128xf32> to vector<512x128xf32>
    %8 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg18[%c0, %c0], %8 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %11 = vector.shape_cast %10 : vector<512x128xf32> to vector<512x128xf32>
    %12 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg19[%c0, %c0], %12 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %13 = arith.index_cast %arg1 : i32 to index
    %14 = memref.load %arg2[%13] : memref<33xi16, #tpu.memory_space<smem>>
    %15 = arith.extsi %14 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.addi %arg1, %c1_i32 : i32
    %17 = arith.index_cast %16 : i32 to index
    %18 = memref.load %arg2[%17] : memref<33xi16, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i16 to i32
    %20 = arith.cmpi slt, %15, %19 : i32
    %21 = arith.extui %20 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32 : i32
    scf.if %22 {
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %3, %c0_i32 : i32
      %51 = arith.index_cast %15 : i32 to index
      %52 = memref.load %arg3[%51] : memref<528xi8, #tpu.memory_space<smem>>
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
      %c512_i32 = arith.constant 512 : i32
      %65 = arith.muli %54, %c512_i32 : i32
      %66 = tpu.assume_multiple %65, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg27[%c0_i32, %c0_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg9[%50, %56, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %72 = tpu.memref_slice %arg27[%c0_i32, %c1_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg22[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg10[%50, %58, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%75 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = tpu.memref_slice %arg27[%c0_i32, %c2_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg23[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg11[%50, %c0_i32, %60] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%80 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %82 = tpu.memref_slice %arg27[%c0_i32, %c3_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg24[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg12[%50, %c0_i32, %62] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%86 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%85 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %87 = tpu.memref_slice %arg27[%c0_i32, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg25[%c0_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
      %90 = tpu.memref_squeeze %89 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg17[%50, %64, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%90 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c5_i32 = arith.constant 5 : i32
      %92 = tpu.memref_slice %arg27[%c0_i32, %c5_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg26[%c0_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %95 = tpu.memref_squeeze %94 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg14[%c0_i32, %66] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%96 : memref<8x512xi32, #tpu.memory_space<any>>) target(%95 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %23 = arith.addi %c0_i32, %c1_i32 : i32
    %c527_i32 = arith.constant 527 : i32
    %24 = arith.minsi %15, %c527_i32 : i32
    %25 = arith.index_cast %24 : i32 to index
    %26 = memref.load %arg4[%25] : memref<528xi8, #tpu.memory_space<smem>>
    %27 = arith.extsi %26 : i8 to i32
    %28 = arith.cmpi sge, %23, %27 : i32
    %c1_i32 = arith.constant 1 : i32
    %29 = arith.addi %15, %c1_i32 : i32
    %30 = arith.select %28, %29, %15 : i32
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
      %50 = arith.addi %3, %c0_i32 : i32
      %51 = arith.index_cast %30 : i32 to index
      %52 = memref.load %arg3[%51] : memref<528xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %32 : i32
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
      %c512_i32 = arith.constant 512 : i32
      %65 = arith.muli %54, %c512_i32 : i32
      %66 = tpu.assume_multiple %65, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg27[%c1_i32, %c0_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg21[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg9[%50, %56, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %72 = tpu.memref_slice %arg27[%c1_i32, %c1_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg22[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg10[%50, %58, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%75 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = tpu.memref_slice %arg27[%c1_i32, %c2_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg23[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg11[%50, %c0_i32, %60] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%80 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %82 = tpu.memref_slice %arg27[%c1_i32, %c3_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg24[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg12[%50, %c0_i32, %62] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%86 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%85 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c4_i32 = arith.constant 4 : i32
      %87 = tpu.memref_slice %arg27[%c1_i32, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg25[%c1_i32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
      %90 = tpu.memref_squeeze %89 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg17[%50, %64, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%90 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c5_i32 = arith.constant 5 : i32
      %92 = tpu.memref_slice %arg27[%c1_i32, %c5_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg26[%c1_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %95 = tpu.memref_squeeze %94 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg14[%c0_i32, %66] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%96 : memref<8x512xi32, #tpu.memory_space<any>>) target(%95 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %36:7 = scf.while (%arg28 = %15, %arg29 = %c0_i32, %arg30 = %30, %arg31 = %32, %arg32 = %c0_i32, %arg33 = %c1_i32, %arg34 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %50 = arith.cmpi slt, %arg28, %19 : i32
      scf.condition(%50) %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg28: i32, %arg29: i32, %arg30: i32, %arg31: i32, %arg32: i32, %arg33: i32, %arg34: i32):
      %50 = arith.index_cast %arg28 : i32 to index
      %51 = memref.load %arg5[%50] : memref<528xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %53 = arith.cmpi eq, %52, %c2_i32 : i32
      %54 = arith.extui %53 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.cmpi ne, %54, %c0_i32 : i32
      %56:2 = scf.if %55 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %63 = arith.muli %c0_i32, %c512_i32 : i32
        %64 = tpu.assume_multiple %63, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %65 = arith.muli %c0_i32, %c512_i32 : i32
        %66 = tpu.assume_multiple %65, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %67 = arith.muli %c0_i32, %c512_i32 : i32
        %68 = tpu.assume_multiple %67, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg27[%arg32, %c0_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg21[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg9[%c0_i32, %58, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<2x512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %74 = tpu.memref_slice %arg27[%arg32, %c1_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg22[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %77 = tpu.memref_squeeze %76 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg10[%c0_i32, %60, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<2x512x128xbf16, #tpu.memory_space<any>>) dst(%77 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %79 = tpu.memref_slice %arg27[%arg32, %c2_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %62] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<2x1x512xf32, #tpu.memory_space<any>>) dst(%82 : memref<2x1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %84 = tpu.memref_slice %arg27[%arg32, %c3_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %64] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%88 : memref<2x1x512xf32, #tpu.memory_space<any>>) dst(%87 : memref<2x1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %89 = tpu.memref_slice %arg27[%arg32, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %92 = tpu.memref_squeeze %91 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg17[%c0_i32, %66, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<2x512x128xf32, #tpu.memory_space<any>>) dst(%92 : memref<2x512x128xf32, #tpu.memory_space<vmem>>)
        %c5_i32 = arith.constant 5 : i32
        %94 = tpu.memref_slice %arg27[%arg32, %c5_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %95 = tpu.memref_squeeze %94 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg26[%arg32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %97 = tpu.memref_squeeze %96 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg14[%c0_i32, %68] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%95 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%98 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%97 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.addi %3, %c0_i32 : i32
        %100 = arith.index_cast %arg28 : i32 to index
        %101 = memref.load %arg3[%100] : memref<528xi8, #tpu.memory_space<smem>>
        %102 = arith.extsi %101 : i8 to i32
        %103 = arith.addi %102, %arg29 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg21[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %105 = tpu.memref_squeeze %104 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %105[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %107 = vector.shape_cast %106 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg22[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %109 = tpu.memref_squeeze %108 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %109[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %111 = vector.shape_cast %110 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %113 = vector.shape_cast %112 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %114 = tpu.matmul %113, %107, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %115 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %116 = arith.mulf %114, %115 : vector<512x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %118 = tpu.memref_squeeze %117 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %118[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %120 = vector.shape_cast %119 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %122 = tpu.memref_squeeze %121 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %122[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %124 = vector.shape_cast %123 : vector<1x1x512xf32> to vector<1x512xf32>
        %125 = tpu.concatenate %120, %124 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %126 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %127 = arith.mulf %125, %126 : vector<1x1024xf32>
        %128 = vector.broadcast %127 : vector<1x1024xf32> to vector<512x1024xf32>
        %129 = arith.subf %116, %128 : vector<512x1024xf32>
        %130 = math.exp2 %129 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %132 = arith.truncf %130 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %133 = tpu.matmul %132, %111, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %134 = arith.addf %131, %133 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        %137 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %139 = vector.shape_cast %138 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %140 = tpu.matmul %139, %111, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %141 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %142 = tpu.memref_squeeze %141 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %142[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %144 = vector.shape_cast %143 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %145 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %146 = tpu.memref_squeeze %145 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %146[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %148 = vector.shape_cast %147 : vector<1x1x512xf32> to vector<1x512xf32>
        %149 = tpu.concatenate %144, %148 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %150 = vector.broadcast %149 : vector<1x1024xf32> to vector<512x1024xf32>
        %151 = arith.subf %140, %150 : vector<512x1024xf32>
        %152 = arith.mulf %130, %151 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %154 = arith.truncf %152 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %155 = tpu.matmul %154, %107, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %156 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %157 = arith.mulf %155, %156 : vector<512x128xf32>
        %158 = arith.addf %153, %157 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %160 = vector.shape_cast %159 : vector<512x128xf32> to vector<512x128xf32>
        %161 = vector.shape_cast %158 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %161 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %162 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %163 = tpu.memref_squeeze %162 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %164 = vector.load %163[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %165 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %166 = vector.shape_cast %165 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %167 = arith.truncf %152 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %168 = tpu.matmul %167, %166, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %169 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %170 = arith.mulf %168, %169 : vector<1024x128xf32>
        %171 = vector.shape_cast %170 : vector<1024x128xf32> to vector<2x512x128xf32>
        %172 = arith.addf %164, %171 : vector<2x512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %174 = tpu.memref_squeeze %173 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %175 = vector.load %174[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %176 = vector.shape_cast %175 : vector<2x512x128xf32> to vector<2x512x128xf32>
        %177 = vector.shape_cast %172 : vector<2x512x128xf32> to vector<2x512x128xf32>
        tpu.vector_store %174[%c0, %c0, %c0], %177 {strides = array<i32>} : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %178 = arith.addi %arg31, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %179 = arith.minsi %arg30, %c527_i32 : i32
        %180 = arith.index_cast %179 : i32 to index
        %181 = memref.load %arg4[%180] : memref<528xi8, #tpu.memory_space<smem>>
        %182 = arith.extsi %181 : i8 to i32
        %183 = arith.cmpi sge, %178, %182 : i32
        %c1_i32 = arith.constant 1 : i32
        %184 = arith.addi %arg30, %c1_i32 : i32
        %185 = arith.select %183, %184, %arg30 : i32
        %c1_i32 = arith.constant 1 : i32
        %186 = arith.addi %arg31, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %187 = arith.select %183, %c0_i32, %186 : i32
        %c512_i32 = arith.constant 512 : i32
        %188 = arith.muli %103, %c512_i32 : i32
        %189 = tpu.assume_multiple %188, 512 : i32
        %190 = tpu.memref_slice %arg20[%arg32] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %191 = tpu.memref_squeeze %190 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %192 = tpu.memref_slice %arg17[%99, %189, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %193 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %194 = tpu.memref_squeeze %193 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%194 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target(%192 : memref<2x512x128xf32, #tpu.memory_space<any>>) target_semaphore(%191 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %195 = arith.cmpi ne, %arg28, %15 : i32
        %c0_i32 = arith.constant 0 : i32
        %196 = arith.cmpi ne, %arg29, %c0_i32 : i32
        %197 = arith.ori %195, %196 : i1
        %198 = arith.extui %197 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %199 = arith.cmpi ne, %198, %c0_i32 : i32
        scf.if %199 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %203 = arith.muli %c0_i32, %c512_i32 : i32
          %204 = tpu.assume_multiple %203, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %205 = tpu.memref_slice %arg20[%arg34] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %206 = tpu.memref_squeeze %205 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %207 = tpu.memref_slice %arg17[%c0_i32, %204, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %208 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %209 = tpu.memref_squeeze %208 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%206 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%209 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) dst(%207 : memref<2x512x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %200 = arith.cmpi slt, %185, %19 : i32
        %201 = arith.extui %200 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %202 = arith.cmpi ne, %201, %c0_i32 : i32
        scf.if %202 {
          %c0_i32 = arith.constant 0 : i32
          %203 = arith.addi %3, %c0_i32 : i32
          %204 = arith.index_cast %185 : i32 to index
          %205 = memref.load %arg3[%204] : memref<528xi8, #tpu.memory_space<smem>>
          %206 = arith.extsi %205 : i8 to i32
          %207 = arith.addi %206, %187 : i32
          %c512_i32 = arith.constant 512 : i32
          %208 = arith.muli %207, %c512_i32 : i32
          %209 = tpu.assume_multiple %208, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %210 = arith.muli %207, %c512_i32 : i32
          %211 = tpu.assume_multiple %210, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %212 = arith.muli %207, %c512_i32 : i32
          %213 = tpu.assume_multiple %212, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %214 = arith.muli %207, %c512_i32 : i32
          %215 = tpu.assume_multiple %214, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %216 = arith.muli %207, %c512_i32 : i32
          %217 = tpu.assume_multiple %216, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %218 = arith.muli %207, %c512_i32 : i32
          %219 = tpu.assume_multiple %218, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %220 = tpu.memref_slice %arg27[%arg34, %c0_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %221 = tpu.memref_squeeze %220 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %222 = tpu.memref_slice %arg21[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %223 = tpu.memref_squeeze %222 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %224 = tpu.memref_slice %arg9[%203, %209, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%224 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%223 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%221 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %225 = tpu.memref_slice %arg27[%arg34, %c1_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %226 = tpu.memref_squeeze %225 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %227 = tpu.memref_slice %arg22[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %228 = tpu.memref_squeeze %227 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %229 = tpu.memref_slice %arg10[%203, %211, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%229 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%228 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%226 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %230 = tpu.memref_slice %arg27[%arg34, %c2_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %231 = tpu.memref_squeeze %230 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %232 = tpu.memref_slice %arg23[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %233 = tpu.memref_squeeze %232 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %234 = tpu.memref_slice %arg11[%203, %c0_i32, %213] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%234 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%233 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%231 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %235 = tpu.memref_slice %arg27[%arg34, %c3_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %236 = tpu.memref_squeeze %235 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %237 = tpu.memref_slice %arg24[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %238 = tpu.memref_squeeze %237 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %239 = tpu.memref_slice %arg12[%203, %c0_i32, %215] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%239 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%238 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%236 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %240 = tpu.memref_slice %arg27[%arg34, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %241 = tpu.memref_squeeze %240 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %242 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %243 = tpu.memref_squeeze %242 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %244 = tpu.memref_slice %arg17[%203, %217, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%244 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%243 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%241 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c5_i32 = arith.constant 5 : i32
          %245 = tpu.memref_slice %arg27[%arg34, %c5_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %246 = tpu.memref_squeeze %245 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %247 = tpu.memref_slice %arg26[%arg34, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %248 = tpu.memref_squeeze %247 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %249 = tpu.memref_slice %arg14[%c0_i32, %219] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%249 : memref<8x512xi32, #tpu.memory_space<any>>) target(%248 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%246 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %185, %187 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %61 = arith.muli %c0_i32, %c512_i32 : i32
        %62 = tpu.assume_multiple %61, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %63 = arith.muli %c0_i32, %c512_i32 : i32
        %64 = tpu.assume_multiple %63, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %65 = arith.muli %c0_i32, %c512_i32 : i32
        %66 = tpu.assume_multiple %65, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %67 = arith.muli %c0_i32, %c512_i32 : i32
        %68 = tpu.assume_multiple %67, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg27[%arg32, %c0_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg21[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg9[%c0_i32, %58, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<2x512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %74 = tpu.memref_slice %arg27[%arg32, %c1_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg22[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %77 = tpu.memref_squeeze %76 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg10[%c0_i32, %60, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<2x512x128xbf16, #tpu.memory_space<any>>) dst(%77 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %79 = tpu.memref_slice %arg27[%arg32, %c2_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %62] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<2x1x512xf32, #tpu.memory_space<any>>) dst(%82 : memref<2x1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %84 = tpu.memref_slice %arg27[%arg32, %c3_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %64] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%88 : memref<2x1x512xf32, #tpu.memory_space<any>>) dst(%87 : memref<2x1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %89 = tpu.memref_slice %arg27[%arg32, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %92 = tpu.memref_squeeze %91 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg17[%c0_i32, %66, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<2x512x128xf32, #tpu.memory_space<any>>) dst(%92 : memref<2x512x128xf32, #tpu.memory_space<vmem>>)
        %c5_i32 = arith.constant 5 : i32
        %94 = tpu.memref_slice %arg27[%arg32, %c5_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %95 = tpu.memref_squeeze %94 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg26[%arg32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %97 = tpu.memref_squeeze %96 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg14[%c0_i32, %68] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%95 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%98 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%97 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.addi %3, %c0_i32 : i32
        %100 = arith.index_cast %arg28 : i32 to index
        %101 = memref.load %arg3[%100] : memref<528xi8, #tpu.memory_space<smem>>
        %102 = arith.extsi %101 : i8 to i32
        %103 = arith.addi %102, %arg29 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg21[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %105 = tpu.memref_squeeze %104 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %105[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %107 = vector.shape_cast %106 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg22[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %109 = tpu.memref_squeeze %108 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %109[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %111 = vector.shape_cast %110 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %113 = vector.shape_cast %112 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %114 = tpu.matmul %113, %107, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %115 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x1024xf32>
        %116 = arith.mulf %114, %115 : vector<512x1024xf32>
        %c512_i32 = arith.constant 512 : i32
        %117 = arith.muli %103, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %118 = arith.muli %4, %c512_i32 : i32
        %119 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %120 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %121 = arith.subi %118, %117 : i32
        %122 = vector.broadcast %120 : vector<512x1xi32> to vector<512x512xi32>
        %123 = vector.broadcast %119 : vector<1x512xi32> to vector<512x512xi32>
        %124 = arith.subi %122, %123 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %125 = arith.subi %c0_i32, %121 : i32
        %126 = vector.broadcast %125 : i32 to vector<512x512xi32>
        %127 = arith.cmpi sle, %124, %126 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg8[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %129 = vector.shape_cast %128 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %130 = tpu.memref_slice %arg26[%arg32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %131 = tpu.memref_squeeze %130 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %131[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %133 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %134 = arith.cmpi sge, %129, %133 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %135 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %136 = arith.select %134, %129, %135 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %137 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %138 = arith.cmpi sge, %132, %137 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %139 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %140 = arith.select %138, %132, %139 : vector<1x512xi1>, vector<1x512xi32>
        %141 = vector.broadcast %136 : vector<512x1xi32> to vector<512x512xi32>
        %142 = vector.broadcast %140 : vector<1x512xi32> to vector<512x512xi32>
        %143 = arith.cmpi eq, %141, %142 : vector<512x512xi32>
        %144 = tpu.concatenate %127, %127 in 1 : vector<512x512xi1>, vector<512x512xi1> -> vector<512x1024xi1>
        %145 = tpu.concatenate %143, %143 in 1 : vector<512x512xi1>, vector<512x512xi1> -> vector<512x1024xi1>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %146 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %147 = tpu.memref_squeeze %146 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %147[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %149 = vector.shape_cast %148 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %150 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %151 = tpu.memref_squeeze %150 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %151[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %153 = vector.shape_cast %152 : vector<1x1x512xf32> to vector<1x512xf32>
        %154 = tpu.concatenate %149, %153 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %155 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %156 = arith.mulf %154, %155 : vector<1x1024xf32>
        %157 = vector.broadcast %156 : vector<1x1024xf32> to vector<512x1024xf32>
        %158 = arith.subf %116, %157 : vector<512x1024xf32>
        %159 = math.exp2 %158 : vector<512x1024xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %160 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x1024xf32>
        %161 = arith.select %144, %159, %160 : vector<512x1024xi1>, vector<512x1024xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %162 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x1024xf32>
        %163 = arith.select %145, %161, %162 : vector<512x1024xi1>, vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %164 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %165 = arith.truncf %163 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %166 = tpu.matmul %165, %111, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %167 = arith.addf %164, %166 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %169 = vector.shape_cast %168 : vector<512x128xf32> to vector<512x128xf32>
        %170 = vector.shape_cast %167 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %170 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %172 = vector.shape_cast %171 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %173 = tpu.matmul %172, %111, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %174 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %175 = tpu.memref_squeeze %174 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %176 = vector.load %175[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %177 = vector.shape_cast %176 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %179 = tpu.memref_squeeze %178 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %179[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %181 = vector.shape_cast %180 : vector<1x1x512xf32> to vector<1x512xf32>
        %182 = tpu.concatenate %177, %181 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %183 = vector.broadcast %182 : vector<1x1024xf32> to vector<512x1024xf32>
        %184 = arith.subf %173, %183 : vector<512x1024xf32>
        %185 = arith.mulf %163, %184 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %186 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %187 = arith.truncf %185 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %188 = tpu.matmul %187, %107, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %189 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %190 = arith.mulf %188, %189 : vector<512x128xf32>
        %191 = arith.addf %186, %190 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %192 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %193 = vector.shape_cast %192 : vector<512x128xf32> to vector<512x128xf32>
        %194 = vector.shape_cast %191 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %194 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %195 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %196 = tpu.memref_squeeze %195 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %197 = vector.load %196[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %198 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %199 = vector.shape_cast %198 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %200 = arith.truncf %185 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %201 = tpu.matmul %200, %199, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %202 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %203 = arith.mulf %201, %202 : vector<1024x128xf32>
        %204 = vector.shape_cast %203 : vector<1024x128xf32> to vector<2x512x128xf32>
        %205 = arith.addf %197, %204 : vector<2x512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %206 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %207 = tpu.memref_squeeze %206 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %208 = vector.load %207[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %209 = vector.shape_cast %208 : vector<2x512x128xf32> to vector<2x512x128xf32>
        %210 = vector.shape_cast %205 : vector<2x512x128xf32> to vector<2x512x128xf32>
        tpu.vector_store %207[%c0, %c0, %c0], %210 {strides = array<i32>} : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %211 = arith.addi %arg31, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %212 = arith.minsi %arg30, %c527_i32 : i32
        %213 = arith.index_cast %212 : i32 to index
        %214 = memref.load %arg4[%213] : memref<528xi8, #tpu.memory_space<smem>>
        %215 = arith.extsi %214 : i8 to i32
        %216 = arith.cmpi sge, %211, %215 : i32
        %c1_i32 = arith.constant 1 : i32
        %217 = arith.addi %arg30, %c1_i32 : i32
        %218 = arith.select %216, %217, %arg30 : i32
        %c1_i32 = arith.constant 1 : i32
        %219 = arith.addi %arg31, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %220 = arith.select %216, %c0_i32, %219 : i32
        %c512_i32 = arith.constant 512 : i32
        %221 = arith.muli %103, %c512_i32 : i32
        %222 = tpu.assume_multiple %221, 512 : i32
        %223 = tpu.memref_slice %arg20[%arg32] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %224 = tpu.memref_squeeze %223 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %225 = tpu.memref_slice %arg17[%99, %222, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %226 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %227 = tpu.memref_squeeze %226 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%227 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target(%225 : memref<2x512x128xf32, #tpu.memory_space<any>>) target_semaphore(%224 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %228 = arith.cmpi ne, %arg28, %15 : i32
        %c0_i32 = arith.constant 0 : i32
        %229 = arith.cmpi ne, %arg29, %c0_i32 : i32
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
          %238 = tpu.memref_slice %arg20[%arg34] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %239 = tpu.memref_squeeze %238 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %240 = tpu.memref_slice %arg17[%c0_i32, %237, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %241 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %242 = tpu.memref_squeeze %241 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%239 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%242 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) dst(%240 : memref<2x512x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %233 = arith.cmpi slt, %218, %19 : i32
        %234 = arith.extui %233 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %235 = arith.cmpi ne, %234, %c0_i32 : i32
        scf.if %235 {
          %c0_i32 = arith.constant 0 : i32
          %236 = arith.addi %3, %c0_i32 : i32
          %237 = arith.index_cast %218 : i32 to index
          %238 = memref.load %arg3[%237] : memref<528xi8, #tpu.memory_space<smem>>
          %239 = arith.extsi %238 : i8 to i32
          %240 = arith.addi %239, %220 : i32
          %c512_i32 = arith.constant 512 : i32
          %241 = arith.muli %240, %c512_i32 : i32
          %242 = tpu.assume_multiple %241, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %243 = arith.muli %240, %c512_i32 : i32
          %244 = tpu.assume_multiple %243, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %245 = arith.muli %240, %c512_i32 : i32
          %246 = tpu.assume_multiple %245, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %247 = arith.muli %240, %c512_i32 : i32
          %248 = tpu.assume_multiple %247, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %249 = arith.muli %240, %c512_i32 : i32
          %250 = tpu.assume_multiple %249, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %251 = arith.muli %240, %c512_i32 : i32
          %252 = tpu.assume_multiple %251, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %253 = tpu.memref_slice %arg27[%arg34, %c0_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %254 = tpu.memref_squeeze %253 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %255 = tpu.memref_slice %arg21[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %256 = tpu.memref_squeeze %255 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %257 = tpu.memref_slice %arg9[%236, %242, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%257 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%256 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%254 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %258 = tpu.memref_slice %arg27[%arg34, %c1_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %259 = tpu.memref_squeeze %258 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %260 = tpu.memref_slice %arg22[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %261 = tpu.memref_squeeze %260 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %262 = tpu.memref_slice %arg10[%236, %244, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%262 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%261 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%259 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %263 = tpu.memref_slice %arg27[%arg34, %c2_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %264 = tpu.memref_squeeze %263 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %265 = tpu.memref_slice %arg23[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %266 = tpu.memref_squeeze %265 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %267 = tpu.memref_slice %arg11[%236, %c0_i32, %246] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%267 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%266 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%264 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %268 = tpu.memref_slice %arg27[%arg34, %c3_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %269 = tpu.memref_squeeze %268 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %270 = tpu.memref_slice %arg24[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %271 = tpu.memref_squeeze %270 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %272 = tpu.memref_slice %arg12[%236, %c0_i32, %248] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%272 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%271 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%269 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %273 = tpu.memref_slice %arg27[%arg34, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %274 = tpu.memref_squeeze %273 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %275 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %276 = tpu.memref_squeeze %275 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %277 = tpu.memref_slice %arg17[%236, %250, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%277 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%276 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%274 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c5_i32 = arith.constant 5 : i32
          %278 = tpu.memref_slice %arg27[%arg34, %c5_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %279 = tpu.memref_squeeze %278 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %280 = tpu.memref_slice %arg26[%arg34, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %281 = tpu.memref_squeeze %280 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %282 = tpu.memref_slice %arg14[%c0_i32, %252] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%282 : memref<8x512xi32, #tpu.memory_space<any>>) target(%281 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%279 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %218, %220 : i32, i32
      }
      scf.yield %arg30, %arg31, %56#0, %56#1, %arg33, %arg34, %arg32 : i32, i32, i32, i32, i32, i32, i32
    }
    %37 = arith.cmpi sgt, %19, %15 : i32
    %38 = arith.extui %37 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %39 = arith.cmpi ne, %38, %c0_i32 : i32
    scf.if %39 {
      %c0_i32 = arith.constant 0 : i32
      %c512_i32 = arith.constant 512 : i32
      %50 = arith.muli %c0_i32, %c512_i32 : i32
      %51 = tpu.assume_multiple %50, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg20[%36#6] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg17[%c0_i32, %51, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg25[%36#6, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
      tpu.wait_dma2 semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) dst(%54 : memref<2x512x128xf32, #tpu.memory_space<any>>)
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %41 = arith.truncf %40 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %42 = vector.load %arg15[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %43 = vector.shape_cast %42 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %44 = vector.shape_cast %41 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg15[%c0, %c0, %c0], %44 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %45 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %46 = arith.truncf %45 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %47 = vector.load %arg16[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %48 = vector.shape_cast %47 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %49 = vector.shape_cast %46 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg16[%c0, %c0, %c0], %49 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %6 = arith.remsi %5, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %6 = arith.remsi %5, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.remsi %0, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32 : i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %6 = arith.remsi %5, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_10(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %6 = arith.remsi %5, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}
