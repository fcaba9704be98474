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
    %385:2 = stablehlo.custom_call @tpu_custom_call(%381, %382, %383, %384, %267, %3, %268, %269, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:fb24daf371a0e1296003664d10df9abf365b7e9ed0f2c957304a08c4198795f0\22, \22cost_estimate\22: {\22bytes_accessed\22: 1241513984, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
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

// ---- kernel sparse_cli_fwd sha256:fb24daf371a0e1296003664d10df9abf365b7e9ed0f2c957304a08c4198795f0
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
      %76 = arith.addi %3, %c0_i32 : i32
      %77 = arith.index_cast %19 : i32 to index
      %78 = memref.load %arg3[%77] : memref<528xi8, #tpu.memory_space<smem>>
      %79 = arith.extsi %78 : i8 to i32
      %80 = arith.addi %79, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %81 = arith.divsi %76, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %82 = arith.muli %80, %c512_i32 : i32
      %83 = tpu.assume_multiple %82, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %84 = arith.divsi %76, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %85 = arith.muli %80, %c512_i32 : i32
      %86 = tpu.assume_multiple %85, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %87 = arith.muli %80, %c512_i32 : i32
      %88 = tpu.assume_multiple %87, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %92 = tpu.memref_squeeze %91 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg8[%81, %83, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%94 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%92 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %95 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %99 = tpu.memref_slice %arg9[%84, %86, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%100 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%98 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %101 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %102 = tpu.memref_squeeze %101 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %103 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %104 = tpu.memref_squeeze %103 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %105 = tpu.memref_slice %arg10[%c0_i32, %88] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%105 : memref<8x512xi32, #tpu.memory_space<any>>) target(%104 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%102 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %76 = arith.addi %3, %c0_i32 : i32
      %77 = arith.index_cast %34 : i32 to index
      %78 = memref.load %arg3[%77] : memref<528xi8, #tpu.memory_space<smem>>
      %79 = arith.extsi %78 : i8 to i32
      %80 = arith.addi %79, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %81 = arith.divsi %76, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %82 = arith.muli %80, %c512_i32 : i32
      %83 = tpu.assume_multiple %82, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %84 = arith.divsi %76, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %85 = arith.muli %80, %c512_i32 : i32
      %86 = tpu.assume_multiple %85, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %87 = arith.muli %80, %c512_i32 : i32
      %88 = tpu.assume_multiple %87, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg19[%c1_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %92 = tpu.memref_squeeze %91 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg8[%81, %83, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%94 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%92 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %95 = tpu.memref_slice %arg19[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %99 = tpu.memref_slice %arg9[%84, %86, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%100 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%98 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %101 = tpu.memref_slice %arg19[%c1_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %102 = tpu.memref_squeeze %101 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %103 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %104 = tpu.memref_squeeze %103 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %105 = tpu.memref_slice %arg10[%c0_i32, %88] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%105 : memref<8x512xi32, #tpu.memory_space<any>>) target(%104 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%102 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg20 = %19, %arg21 = %c0_i32, %arg22 = %34, %arg23 = %36, %arg24 = %c0_i32, %arg25 = %c1_i32, %arg26 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %76 = arith.cmpi slt, %arg20, %23 : i32
      scf.condition(%76) %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32):
      %76 = arith.index_cast %arg20 : i32 to index
      %77 = memref.load %arg5[%76] : memref<528xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %79 = arith.cmpi eq, %78, %c2_i32 : i32
      %80 = arith.extui %79 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %81 = arith.cmpi ne, %80, %c0_i32 : i32
      %82:2 = scf.if %81 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %83 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %84 = arith.muli %c0_i32, %c512_i32 : i32
        %85 = tpu.assume_multiple %84, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %86 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %c0_i32, %c512_i32 : i32
        %88 = tpu.assume_multiple %87, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %c0_i32, %c512_i32 : i32
        %90 = tpu.assume_multiple %89, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg19[%arg24, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg8[%83, %85, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%96 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%94 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %97 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg9[%86, %88, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%102 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%100 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %103 = tpu.memref_slice %arg19[%arg24, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %104 = tpu.memref_squeeze %103 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %106 = tpu.memref_squeeze %105 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg10[%c0_i32, %90] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%104 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%107 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%106 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %108 = arith.addi %3, %c0_i32 : i32
        %109 = arith.index_cast %arg20 : i32 to index
        %110 = memref.load %arg3[%109] : memref<528xi8, #tpu.memory_space<smem>>
        %111 = arith.extsi %110 : i8 to i32
        %112 = arith.addi %111, %arg21 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %114 = vector.shape_cast %113 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %115 = vector.shape_cast %114 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %116 = vector.extract_strided_slice %115 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %118 = tpu.memref_squeeze %117 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %118[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %120 = tpu.matmul %116, %119, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %121 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %122 = arith.mulf %120, %121 : vector<128x512xf32>
        %123 = vector.extract_strided_slice %115 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %125 = tpu.memref_squeeze %124 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %125[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %127 = tpu.matmul %123, %126, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %128 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %129 = arith.mulf %127, %128 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %131 = vector.multi_reduction <maximumf>, %122, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %132 = vector.shape_cast %131 : vector<128xf32> to vector<128x1xf32>
        %133 = vector.broadcast %132 : vector<128x1xf32> to vector<128x128xf32>
        %134 = arith.maximumf %130, %133 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %135 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %136 = arith.maximumf %134, %135 : vector<128x128xf32>
        %137 = tpu.concatenate %136, %136, %136, %136 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %138 = arith.subf %122, %137 : vector<128x512xf32>
        %139 = math.exp2 %138 : vector<128x512xf32>
        %140 = arith.subf %130, %136 : vector<128x128xf32>
        %141 = math.exp2 %140 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %143 = arith.mulf %141, %142 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %144 = vector.multi_reduction <add>, %139, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %145 = vector.shape_cast %144 : vector<128xf32> to vector<128x1xf32>
        %146 = vector.broadcast %145 : vector<128x1xf32> to vector<128x128xf32>
        %147 = arith.addf %143, %146 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %149 = vector.shape_cast %148 : vector<128x128xf32> to vector<128x128xf32>
        %150 = vector.shape_cast %147 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %150 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %151 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg17[%151, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %153 = vector.shape_cast %152 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %155 = arith.mulf %141, %154 : vector<128x128xf32>
        %156 = arith.truncf %139 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %157 = tpu.matmul %156, %153, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %158 = arith.addf %155, %157 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %160 = vector.shape_cast %159 : vector<128x128xf32> to vector<128x128xf32>
        %161 = vector.shape_cast %158 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %161 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %163 = vector.shape_cast %162 : vector<128x128xf32> to vector<128x128xf32>
        %164 = vector.shape_cast %134 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %164 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %165 = vector.extract_strided_slice %115 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %166 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %167 = tpu.memref_squeeze %166 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %167[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %169 = tpu.matmul %165, %168, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %170 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %171 = arith.mulf %169, %170 : vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %173 = vector.multi_reduction <maximumf>, %129, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %174 = vector.shape_cast %173 : vector<128xf32> to vector<128x1xf32>
        %175 = vector.broadcast %174 : vector<128x1xf32> to vector<128x128xf32>
        %176 = arith.maximumf %172, %175 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %177 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %178 = arith.maximumf %176, %177 : vector<128x128xf32>
        %179 = tpu.concatenate %178, %178, %178, %178 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %180 = arith.subf %129, %179 : vector<128x512xf32>
        %181 = math.exp2 %180 : vector<128x512xf32>
        %182 = arith.subf %172, %178 : vector<128x128xf32>
        %183 = math.exp2 %182 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %184 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %185 = arith.mulf %183, %184 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %186 = vector.multi_reduction <add>, %181, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %187 = vector.shape_cast %186 : vector<128xf32> to vector<128x1xf32>
        %188 = vector.broadcast %187 : vector<128x1xf32> to vector<128x128xf32>
        %189 = arith.addf %185, %188 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %190 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %191 = vector.shape_cast %190 : vector<128x128xf32> to vector<128x128xf32>
        %192 = vector.shape_cast %189 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %192 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %193 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %194 = vector.load %arg17[%193, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %195 = vector.shape_cast %194 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %196 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %197 = arith.mulf %183, %196 : vector<128x128xf32>
        %198 = arith.truncf %181 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %199 = tpu.matmul %198, %195, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %200 = arith.addf %197, %199 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %201 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %202 = vector.shape_cast %201 : vector<128x128xf32> to vector<128x128xf32>
        %203 = vector.shape_cast %200 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c128, %c0], %203 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %204 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %205 = vector.shape_cast %204 : vector<128x128xf32> to vector<128x128xf32>
        %206 = vector.shape_cast %176 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %206 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %207 = vector.extract_strided_slice %115 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %208 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %209 = tpu.memref_squeeze %208 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %210 = vector.load %209[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %211 = tpu.matmul %207, %210, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %212 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %213 = arith.mulf %211, %212 : vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %214 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %215 = vector.multi_reduction <maximumf>, %171, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %216 = vector.shape_cast %215 : vector<128xf32> to vector<128x1xf32>
        %217 = vector.broadcast %216 : vector<128x1xf32> to vector<128x128xf32>
        %218 = arith.maximumf %214, %217 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %219 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %220 = arith.maximumf %218, %219 : vector<128x128xf32>
        %221 = tpu.concatenate %220, %220, %220, %220 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %222 = arith.subf %171, %221 : vector<128x512xf32>
        %223 = math.exp2 %222 : vector<128x512xf32>
        %224 = arith.subf %214, %220 : vector<128x128xf32>
        %225 = math.exp2 %224 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %226 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %227 = arith.mulf %225, %226 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %228 = vector.multi_reduction <add>, %223, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %229 = vector.shape_cast %228 : vector<128xf32> to vector<128x1xf32>
        %230 = vector.broadcast %229 : vector<128x1xf32> to vector<128x128xf32>
        %231 = arith.addf %227, %230 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %232 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %233 = vector.shape_cast %232 : vector<128x128xf32> to vector<128x128xf32>
        %234 = vector.shape_cast %231 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %234 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %235 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %236 = vector.load %arg17[%235, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %237 = vector.shape_cast %236 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %238 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %239 = arith.mulf %225, %238 : vector<128x128xf32>
        %240 = arith.truncf %223 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %241 = tpu.matmul %240, %237, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %242 = arith.addf %239, %241 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %243 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %244 = vector.shape_cast %243 : vector<128x128xf32> to vector<128x128xf32>
        %245 = vector.shape_cast %242 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c256, %c0], %245 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %246 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %247 = vector.shape_cast %246 : vector<128x128xf32> to vector<128x128xf32>
        %248 = vector.shape_cast %218 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %248 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %249 = vector.extract_strided_slice %115 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %250 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %251 = tpu.memref_squeeze %250 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %252 = vector.load %251[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %253 = tpu.matmul %249, %252, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %254 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %255 = arith.mulf %253, %254 : vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %256 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %257 = vector.multi_reduction <maximumf>, %213, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %258 = vector.shape_cast %257 : vector<128xf32> to vector<128x1xf32>
        %259 = vector.broadcast %258 : vector<128x1xf32> to vector<128x128xf32>
        %260 = arith.maximumf %256, %259 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %261 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %262 = arith.maximumf %260, %261 : vector<128x128xf32>
        %263 = tpu.concatenate %262, %262, %262, %262 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %264 = arith.subf %213, %263 : vector<128x512xf32>
        %265 = math.exp2 %264 : vector<128x512xf32>
        %266 = arith.subf %256, %262 : vector<128x128xf32>
        %267 = math.exp2 %266 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %268 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %269 = arith.mulf %267, %268 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %270 = vector.multi_reduction <add>, %265, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %271 = vector.shape_cast %270 : vector<128xf32> to vector<128x1xf32>
        %272 = vector.broadcast %271 : vector<128x1xf32> to vector<128x128xf32>
        %273 = arith.addf %269, %272 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %274 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %275 = vector.shape_cast %274 : vector<128x128xf32> to vector<128x128xf32>
        %276 = vector.shape_cast %273 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %276 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %277 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %278 = vector.load %arg17[%277, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %279 = vector.shape_cast %278 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %280 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %281 = arith.mulf %267, %280 : vector<128x128xf32>
        %282 = arith.truncf %265 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %283 = tpu.matmul %282, %279, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %284 = arith.addf %281, %283 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %285 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %286 = vector.shape_cast %285 : vector<128x128xf32> to vector<128x128xf32>
        %287 = vector.shape_cast %284 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c384, %c0], %287 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %288 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %289 = vector.shape_cast %288 : vector<128x128xf32> to vector<128x128xf32>
        %290 = vector.shape_cast %260 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %290 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %291 = vector.extract_strided_slice %115 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %292 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %293 = tpu.memref_squeeze %292 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %294 = vector.load %293[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %295 = tpu.matmul %291, %294, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %296 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %297 = arith.mulf %295, %296 : vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %298 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %299 = vector.multi_reduction <maximumf>, %255, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %300 = vector.shape_cast %299 : vector<128xf32> to vector<128x1xf32>
        %301 = vector.broadcast %300 : vector<128x1xf32> to vector<128x128xf32>
        %302 = arith.maximumf %298, %301 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %303 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %304 = arith.maximumf %302, %303 : vector<128x128xf32>
        %305 = tpu.concatenate %304, %304, %304, %304 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %306 = arith.subf %255, %305 : vector<128x512xf32>
        %307 = math.exp2 %306 : vector<128x512xf32>
        %308 = arith.subf %298, %304 : vector<128x128xf32>
        %309 = math.exp2 %308 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %310 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %311 = arith.mulf %309, %310 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %312 = vector.multi_reduction <add>, %307, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %313 = vector.shape_cast %312 : vector<128xf32> to vector<128x1xf32>
        %314 = vector.broadcast %313 : vector<128x1xf32> to vector<128x128xf32>
        %315 = arith.addf %311, %314 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %316 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %317 = vector.shape_cast %316 : vector<128x128xf32> to vector<128x128xf32>
        %318 = vector.shape_cast %315 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %318 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %319 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %320 = vector.load %arg17[%319, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %321 = vector.shape_cast %320 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %322 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %323 = arith.mulf %309, %322 : vector<128x128xf32>
        %324 = arith.truncf %307 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %325 = tpu.matmul %324, %321, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %326 = arith.addf %323, %325 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %327 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %328 = vector.shape_cast %327 : vector<128x128xf32> to vector<128x128xf32>
        %329 = vector.shape_cast %326 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c512, %c0], %329 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %330 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %331 = vector.shape_cast %330 : vector<128x128xf32> to vector<128x128xf32>
        %332 = vector.shape_cast %302 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %332 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %333 = vector.extract_strided_slice %115 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %334 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %335 = tpu.memref_squeeze %334 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %336 = vector.load %335[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %337 = tpu.matmul %333, %336, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %338 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %339 = arith.mulf %337, %338 : vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %340 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %341 = vector.multi_reduction <maximumf>, %297, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %342 = vector.shape_cast %341 : vector<128xf32> to vector<128x1xf32>
        %343 = vector.broadcast %342 : vector<128x1xf32> to vector<128x128xf32>
        %344 = arith.maximumf %340, %343 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %345 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %346 = arith.maximumf %344, %345 : vector<128x128xf32>
        %347 = tpu.concatenate %346, %346, %346, %346 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %348 = arith.subf %297, %347 : vector<128x512xf32>
        %349 = math.exp2 %348 : vector<128x512xf32>
        %350 = arith.subf %340, %346 : vector<128x128xf32>
        %351 = math.exp2 %350 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %352 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %353 = arith.mulf %351, %352 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %354 = vector.multi_reduction <add>, %349, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %355 = vector.shape_cast %354 : vector<128xf32> to vector<128x1xf32>
        %356 = vector.broadcast %355 : vector<128x1xf32> to vector<128x128xf32>
        %357 = arith.addf %353, %356 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %358 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %359 = vector.shape_cast %358 : vector<128x128xf32> to vector<128x128xf32>
        %360 = vector.shape_cast %357 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %360 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %361 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %362 = vector.load %arg17[%361, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %363 = vector.shape_cast %362 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %364 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %365 = arith.mulf %351, %364 : vector<128x128xf32>
        %366 = arith.truncf %349 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %367 = tpu.matmul %366, %363, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %368 = arith.addf %365, %367 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %369 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %370 = vector.shape_cast %369 : vector<128x128xf32> to vector<128x128xf32>
        %371 = vector.shape_cast %368 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c640, %c0], %371 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %372 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %373 = vector.shape_cast %372 : vector<128x128xf32> to vector<128x128xf32>
        %374 = vector.shape_cast %344 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %374 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %375 = vector.extract_strided_slice %115 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %376 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %377 = tpu.memref_squeeze %376 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %378 = vector.load %377[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %379 = tpu.matmul %375, %378, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %380 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %381 = arith.mulf %379, %380 : vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %382 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %383 = vector.multi_reduction <maximumf>, %339, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %384 = vector.shape_cast %383 : vector<128xf32> to vector<128x1xf32>
        %385 = vector.broadcast %384 : vector<128x1xf32> to vector<128x128xf32>
        %386 = arith.maximumf %382, %385 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %387 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %388 = arith.maximumf %386, %387 : vector<128x128xf32>
        %389 = tpu.concatenate %388, %388, %388, %388 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %390 = arith.subf %339, %389 : vector<128x512xf32>
        %391 = math.exp2 %390 : vector<128x512xf32>
        %392 = arith.subf %382, %388 : vector<128x128xf32>
        %393 = math.exp2 %392 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %394 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %395 = arith.mulf %393, %394 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %396 = vector.multi_reduction <add>, %391, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %397 = vector.shape_cast %396 : vector<128xf32> to vector<128x1xf32>
        %398 = vector.broadcast %397 : vector<128x1xf32> to vector<128x128xf32>
        %399 = arith.addf %395, %398 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %400 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %401 = vector.shape_cast %400 : vector<128x128xf32> to vector<128x128xf32>
        %402 = vector.shape_cast %399 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %402 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %403 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %404 = vector.load %arg17[%403, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %405 = vector.shape_cast %404 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %406 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %407 = arith.mulf %393, %406 : vector<128x128xf32>
        %408 = arith.truncf %391 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %409 = tpu.matmul %408, %405, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %410 = arith.addf %407, %409 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %411 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %412 = vector.shape_cast %411 : vector<128x128xf32> to vector<128x128xf32>
        %413 = vector.shape_cast %410 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c768, %c0], %413 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %414 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %415 = vector.shape_cast %414 : vector<128x128xf32> to vector<128x128xf32>
        %416 = vector.shape_cast %386 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %416 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %417 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %418 = vector.multi_reduction <maximumf>, %381, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %419 = vector.shape_cast %418 : vector<128xf32> to vector<128x1xf32>
        %420 = vector.broadcast %419 : vector<128x1xf32> to vector<128x128xf32>
        %421 = arith.maximumf %417, %420 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %422 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %423 = arith.maximumf %421, %422 : vector<128x128xf32>
        %424 = tpu.concatenate %423, %423, %423, %423 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %425 = arith.subf %381, %424 : vector<128x512xf32>
        %426 = math.exp2 %425 : vector<128x512xf32>
        %427 = arith.subf %417, %423 : vector<128x128xf32>
        %428 = math.exp2 %427 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %429 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %430 = arith.mulf %428, %429 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %431 = vector.multi_reduction <add>, %426, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %432 = vector.shape_cast %431 : vector<128xf32> to vector<128x1xf32>
        %433 = vector.broadcast %432 : vector<128x1xf32> to vector<128x128xf32>
        %434 = arith.addf %430, %433 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %435 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %436 = vector.shape_cast %435 : vector<128x128xf32> to vector<128x128xf32>
        %437 = vector.shape_cast %434 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %437 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %438 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %439 = vector.load %arg17[%438, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %440 = vector.shape_cast %439 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %441 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %442 = arith.mulf %428, %441 : vector<128x128xf32>
        %443 = arith.truncf %426 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %444 = tpu.matmul %443, %440, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %445 = arith.addf %442, %444 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %446 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %447 = vector.shape_cast %446 : vector<128x128xf32> to vector<128x128xf32>
        %448 = vector.shape_cast %445 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c896, %c0], %448 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %449 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %450 = vector.shape_cast %449 : vector<128x128xf32> to vector<128x128xf32>
        %451 = vector.shape_cast %421 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %451 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %452 = arith.addi %arg23, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %453 = arith.minsi %arg22, %c527_i32 : i32
        %454 = arith.index_cast %453 : i32 to index
        %455 = memref.load %arg4[%454] : memref<528xi8, #tpu.memory_space<smem>>
        %456 = arith.extsi %455 : i8 to i32
        %457 = arith.cmpi sge, %452, %456 : i32
        %c1_i32 = arith.constant 1 : i32
        %458 = arith.addi %arg22, %c1_i32 : i32
        %459 = arith.select %457, %458, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %460 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %461 = arith.select %457, %c0_i32, %460 : i32
        %462 = arith.cmpi slt, %459, %23 : i32
        %463 = arith.extui %462 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %464 = arith.cmpi ne, %463, %c0_i32 : i32
        scf.if %464 {
          %c0_i32 = arith.constant 0 : i32
          %465 = arith.addi %3, %c0_i32 : i32
          %466 = arith.index_cast %459 : i32 to index
          %467 = memref.load %arg3[%466] : memref<528xi8, #tpu.memory_space<smem>>
          %468 = arith.extsi %467 : i8 to i32
          %469 = arith.addi %468, %461 : i32
          %c2_i32 = arith.constant 2 : i32
          %470 = arith.divsi %465, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %471 = arith.muli %469, %c512_i32 : i32
          %472 = tpu.assume_multiple %471, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %473 = arith.divsi %465, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %474 = arith.muli %469, %c512_i32 : i32
          %475 = tpu.assume_multiple %474, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %476 = arith.muli %469, %c512_i32 : i32
          %477 = tpu.assume_multiple %476, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %478 = tpu.memref_slice %arg19[%arg26, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %479 = tpu.memref_squeeze %478 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %480 = tpu.memref_slice %arg16[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %481 = tpu.memref_squeeze %480 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %482 = tpu.memref_slice %arg8[%470, %472, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %483 = tpu.memref_squeeze %482 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%483 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%481 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%479 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %484 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %485 = tpu.memref_squeeze %484 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %486 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %487 = tpu.memref_squeeze %486 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %488 = tpu.memref_slice %arg9[%473, %475, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %489 = tpu.memref_squeeze %488 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%489 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%487 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%485 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %490 = tpu.memref_slice %arg19[%arg26, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %491 = tpu.memref_squeeze %490 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %492 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %493 = tpu.memref_squeeze %492 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %494 = tpu.memref_slice %arg10[%c0_i32, %477] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%494 : memref<8x512xi32, #tpu.memory_space<any>>) target(%493 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%491 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %459, %461 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %83 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %84 = arith.muli %c0_i32, %c512_i32 : i32
        %85 = tpu.assume_multiple %84, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %86 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %c0_i32, %c512_i32 : i32
        %88 = tpu.assume_multiple %87, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %c0_i32, %c512_i32 : i32
        %90 = tpu.assume_multiple %89, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg19[%arg24, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg8[%83, %85, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%96 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%94 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %97 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg9[%86, %88, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%102 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%100 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %103 = tpu.memref_slice %arg19[%arg24, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %104 = tpu.memref_squeeze %103 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %106 = tpu.memref_squeeze %105 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg10[%c0_i32, %90] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%104 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%107 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%106 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %108 = arith.addi %3, %c0_i32 : i32
        %109 = arith.index_cast %arg20 : i32 to index
        %110 = memref.load %arg3[%109] : memref<528xi8, #tpu.memory_space<smem>>
        %111 = arith.extsi %110 : i8 to i32
        %112 = arith.addi %111, %arg21 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %114 = vector.shape_cast %113 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %115 = vector.shape_cast %114 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c512_i32 = arith.constant 512 : i32
        %116 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %117 = arith.muli %112, %c512_i32 : i32
        %118 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %119 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %120 = arith.subi %117, %116 : i32
        %121 = vector.broadcast %119 : vector<1x512xi32> to vector<512x512xi32>
        %122 = vector.broadcast %118 : vector<512x1xi32> to vector<512x512xi32>
        %123 = arith.subi %121, %122 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %124 = arith.subi %c0_i32, %120 : i32
        %125 = vector.broadcast %124 : i32 to vector<512x512xi32>
        %126 = arith.cmpi sle, %123, %125 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %128 = vector.shape_cast %127 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %129 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %130 = tpu.memref_squeeze %129 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %130[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %132 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %133 = arith.cmpi sge, %128, %132 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %134 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %135 = arith.select %133, %128, %134 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %136 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %137 = arith.cmpi sge, %131, %136 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %138 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %139 = arith.select %137, %131, %138 : vector<1x512xi1>, vector<1x512xi32>
        %140 = vector.broadcast %135 : vector<512x1xi32> to vector<512x512xi32>
        %141 = vector.broadcast %139 : vector<1x512xi32> to vector<512x512xi32>
        %142 = arith.cmpi eq, %140, %141 : vector<512x512xi32>
        %143 = vector.extract_strided_slice %115 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %144 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %145 = tpu.memref_squeeze %144 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %145[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %147 = tpu.matmul %143, %146, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %148 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %149 = arith.mulf %147, %148 : vector<128x512xf32>
        %150 = vector.extract_strided_slice %126 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %151 = vector.extract_strided_slice %142 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %152 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %153 = arith.select %150, %149, %152 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %154 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %155 = arith.select %151, %153, %154 : vector<128x512xi1>, vector<128x512xf32>
        %156 = vector.extract_strided_slice %115 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %157 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %158 = tpu.memref_squeeze %157 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %158[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %160 = tpu.matmul %156, %159, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %161 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %162 = arith.mulf %160, %161 : vector<128x512xf32>
        %163 = vector.extract_strided_slice %126 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %164 = vector.extract_strided_slice %142 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %165 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %166 = arith.select %163, %162, %165 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %167 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %168 = arith.select %164, %166, %167 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %170 = vector.multi_reduction <maximumf>, %155, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %171 = vector.shape_cast %170 : vector<128xf32> to vector<128x1xf32>
        %172 = vector.broadcast %171 : vector<128x1xf32> to vector<128x128xf32>
        %173 = arith.maximumf %169, %172 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %174 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %175 = arith.maximumf %173, %174 : vector<128x128xf32>
        %176 = tpu.concatenate %175, %175, %175, %175 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %177 = arith.subf %155, %176 : vector<128x512xf32>
        %178 = math.exp2 %177 : vector<128x512xf32>
        %179 = arith.subf %169, %175 : vector<128x128xf32>
        %180 = math.exp2 %179 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %181 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %182 = arith.mulf %180, %181 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %183 = vector.multi_reduction <add>, %178, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %184 = vector.shape_cast %183 : vector<128xf32> to vector<128x1xf32>
        %185 = vector.broadcast %184 : vector<128x1xf32> to vector<128x128xf32>
        %186 = arith.addf %182, %185 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %187 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %188 = vector.shape_cast %187 : vector<128x128xf32> to vector<128x128xf32>
        %189 = vector.shape_cast %186 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %189 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %190 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %191 = vector.load %arg17[%190, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %192 = vector.shape_cast %191 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %193 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %194 = arith.mulf %180, %193 : vector<128x128xf32>
        %195 = arith.truncf %178 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %196 = tpu.matmul %195, %192, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %197 = arith.addf %194, %196 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %198 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %199 = vector.shape_cast %198 : vector<128x128xf32> to vector<128x128xf32>
        %200 = vector.shape_cast %197 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %200 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %201 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %202 = vector.shape_cast %201 : vector<128x128xf32> to vector<128x128xf32>
        %203 = vector.shape_cast %173 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %203 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %204 = vector.extract_strided_slice %115 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %205 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %206 = tpu.memref_squeeze %205 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %207 = vector.load %206[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %208 = tpu.matmul %204, %207, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %209 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %210 = arith.mulf %208, %209 : vector<128x512xf32>
        %211 = vector.extract_strided_slice %126 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %212 = vector.extract_strided_slice %142 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %213 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %214 = arith.select %211, %210, %213 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %215 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %216 = arith.select %212, %214, %215 : vector<128x512xi1>, vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %217 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %218 = vector.multi_reduction <maximumf>, %168, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %219 = vector.shape_cast %218 : vector<128xf32> to vector<128x1xf32>
        %220 = vector.broadcast %219 : vector<128x1xf32> to vector<128x128xf32>
        %221 = arith.maximumf %217, %220 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %222 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %223 = arith.maximumf %221, %222 : vector<128x128xf32>
        %224 = tpu.concatenate %223, %223, %223, %223 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %225 = arith.subf %168, %224 : vector<128x512xf32>
        %226 = math.exp2 %225 : vector<128x512xf32>
        %227 = arith.subf %217, %223 : vector<128x128xf32>
        %228 = math.exp2 %227 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %229 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %230 = arith.mulf %228, %229 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %231 = vector.multi_reduction <add>, %226, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %232 = vector.shape_cast %231 : vector<128xf32> to vector<128x1xf32>
        %233 = vector.broadcast %232 : vector<128x1xf32> to vector<128x128xf32>
        %234 = arith.addf %230, %233 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %235 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %236 = vector.shape_cast %235 : vector<128x128xf32> to vector<128x128xf32>
        %237 = vector.shape_cast %234 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %237 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %238 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %239 = vector.load %arg17[%238, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %240 = vector.shape_cast %239 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %241 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %242 = arith.mulf %228, %241 : vector<128x128xf32>
        %243 = arith.truncf %226 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %244 = tpu.matmul %243, %240, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %245 = arith.addf %242, %244 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %246 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %247 = vector.shape_cast %246 : vector<128x128xf32> to vector<128x128xf32>
        %248 = vector.shape_cast %245 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c128, %c0], %248 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %249 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %250 = vector.shape_cast %249 : vector<128x128xf32> to vector<128x128xf32>
        %251 = vector.shape_cast %221 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %251 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %252 = vector.extract_strided_slice %115 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %253 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %254 = tpu.memref_squeeze %253 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %255 = vector.load %254[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %256 = tpu.matmul %252, %255, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %257 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %258 = arith.mulf %256, %257 : vector<128x512xf32>
        %259 = vector.extract_strided_slice %126 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %260 = vector.extract_strided_slice %142 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %261 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %262 = arith.select %259, %258, %261 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %263 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %264 = arith.select %260, %262, %263 : vector<128x512xi1>, vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %265 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %266 = vector.multi_reduction <maximumf>, %216, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %267 = vector.shape_cast %266 : vector<128xf32> to vector<128x1xf32>
        %268 = vector.broadcast %267 : vector<128x1xf32> to vector<128x128xf32>
        %269 = arith.maximumf %265, %268 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %270 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %271 = arith.maximumf %269, %270 : vector<128x128xf32>
        %272 = tpu.concatenate %271, %271, %271, %271 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %273 = arith.subf %216, %272 : vector<128x512xf32>
        %274 = math.exp2 %273 : vector<128x512xf32>
        %275 = arith.subf %265, %271 : vector<128x128xf32>
        %276 = math.exp2 %275 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %277 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %278 = arith.mulf %276, %277 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %279 = vector.multi_reduction <add>, %274, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %280 = vector.shape_cast %279 : vector<128xf32> to vector<128x1xf32>
        %281 = vector.broadcast %280 : vector<128x1xf32> to vector<128x128xf32>
        %282 = arith.addf %278, %281 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %283 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %284 = vector.shape_cast %283 : vector<128x128xf32> to vector<128x128xf32>
        %285 = vector.shape_cast %282 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %285 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %286 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %287 = vector.load %arg17[%286, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %288 = vector.shape_cast %287 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %289 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %290 = arith.mulf %276, %289 : vector<128x128xf32>
        %291 = arith.truncf %274 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %292 = tpu.matmul %291, %288, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %293 = arith.addf %290, %292 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %294 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %295 = vector.shape_cast %294 : vector<128x128xf32> to vector<128x128xf32>
        %296 = vector.shape_cast %293 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c256, %c0], %296 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %297 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %298 = vector.shape_cast %297 : vector<128x128xf32> to vector<128x128xf32>
        %299 = vector.shape_cast %269 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %299 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %300 = vector.extract_strided_slice %115 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %301 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %302 = tpu.memref_squeeze %301 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %303 = vector.load %302[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %304 = tpu.matmul %300, %303, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %305 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %306 = arith.mulf %304, %305 : vector<128x512xf32>
        %307 = vector.extract_strided_slice %126 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %308 = vector.extract_strided_slice %142 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %309 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %310 = arith.select %307, %306, %309 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %311 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %312 = arith.select %308, %310, %311 : vector<128x512xi1>, vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %313 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %314 = vector.multi_reduction <maximumf>, %264, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %315 = vector.shape_cast %314 : vector<128xf32> to vector<128x1xf32>
        %316 = vector.broadcast %315 : vector<128x1xf32> to vector<128x128xf32>
        %317 = arith.maximumf %313, %316 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %318 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %319 = arith.maximumf %317, %318 : vector<128x128xf32>
        %320 = tpu.concatenate %319, %319, %319, %319 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %321 = arith.subf %264, %320 : vector<128x512xf32>
        %322 = math.exp2 %321 : vector<128x512xf32>
        %323 = arith.subf %313, %319 : vector<128x128xf32>
        %324 = math.exp2 %323 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %325 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %326 = arith.mulf %324, %325 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %327 = vector.multi_reduction <add>, %322, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %328 = vector.shape_cast %327 : vector<128xf32> to vector<128x1xf32>
        %329 = vector.broadcast %328 : vector<128x1xf32> to vector<128x128xf32>
        %330 = arith.addf %326, %329 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %331 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %332 = vector.shape_cast %331 : vector<128x128xf32> to vector<128x128xf32>
        %333 = vector.shape_cast %330 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %333 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %334 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %335 = vector.load %arg17[%334, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %336 = vector.shape_cast %335 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %337 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %338 = arith.mulf %324, %337 : vector<128x128xf32>
        %339 = arith.truncf %322 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %340 = tpu.matmul %339, %336, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %341 = arith.addf %338, %340 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %342 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %343 = vector.shape_cast %342 : vector<128x128xf32> to vector<128x128xf32>
        %344 = vector.shape_cast %341 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c384, %c0], %344 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %345 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %346 = vector.shape_cast %345 : vector<128x128xf32> to vector<128x128xf32>
        %347 = vector.shape_cast %317 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %347 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %348 = vector.extract_strided_slice %115 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %349 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %350 = tpu.memref_squeeze %349 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %351 = vector.load %350[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %352 = tpu.matmul %348, %351, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %353 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %354 = arith.mulf %352, %353 : vector<128x512xf32>
        %355 = vector.extract_strided_slice %126 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %356 = vector.extract_strided_slice %142 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %357 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %358 = arith.select %355, %354, %357 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %359 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %360 = arith.select %356, %358, %359 : vector<128x512xi1>, vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %361 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %362 = vector.multi_reduction <maximumf>, %312, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %363 = vector.shape_cast %362 : vector<128xf32> to vector<128x1xf32>
        %364 = vector.broadcast %363 : vector<128x1xf32> to vector<128x128xf32>
        %365 = arith.maximumf %361, %364 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %366 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %367 = arith.maximumf %365, %366 : vector<128x128xf32>
        %368 = tpu.concatenate %367, %367, %367, %367 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %369 = arith.subf %312, %368 : vector<128x512xf32>
        %370 = math.exp2 %369 : vector<128x512xf32>
        %371 = arith.subf %361, %367 : vector<128x128xf32>
        %372 = math.exp2 %371 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %373 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %374 = arith.mulf %372, %373 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %375 = vector.multi_reduction <add>, %370, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %376 = vector.shape_cast %375 : vector<128xf32> to vector<128x1xf32>
        %377 = vector.broadcast %376 : vector<128x1xf32> to vector<128x128xf32>
        %378 = arith.addf %374, %377 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %379 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %380 = vector.shape_cast %379 : vector<128x128xf32> to vector<128x128xf32>
        %381 = vector.shape_cast %378 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %381 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %382 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %383 = vector.load %arg17[%382, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %384 = vector.shape_cast %383 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %385 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %386 = arith.mulf %372, %385 : vector<128x128xf32>
        %387 = arith.truncf %370 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %388 = tpu.matmul %387, %384, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %389 = arith.addf %386, %388 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %390 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %391 = vector.shape_cast %390 : vector<128x128xf32> to vector<128x128xf32>
        %392 = vector.shape_cast %389 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c512, %c0], %392 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %393 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %394 = vector.shape_cast %393 : vector<128x128xf32> to vector<128x128xf32>
        %395 = vector.shape_cast %365 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %395 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %396 = vector.extract_strided_slice %115 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %397 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %398 = tpu.memref_squeeze %397 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %399 = vector.load %398[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %400 = tpu.matmul %396, %399, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %401 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %402 = arith.mulf %400, %401 : vector<128x512xf32>
        %403 = vector.extract_strided_slice %126 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %404 = vector.extract_strided_slice %142 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %405 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %406 = arith.select %403, %402, %405 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %407 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %408 = arith.select %404, %406, %407 : vector<128x512xi1>, vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %409 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %410 = vector.multi_reduction <maximumf>, %360, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %411 = vector.shape_cast %410 : vector<128xf32> to vector<128x1xf32>
        %412 = vector.broadcast %411 : vector<128x1xf32> to vector<128x128xf32>
        %413 = arith.maximumf %409, %412 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %414 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %415 = arith.maximumf %413, %414 : vector<128x128xf32>
        %416 = tpu.concatenate %415, %415, %415, %415 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %417 = arith.subf %360, %416 : vector<128x512xf32>
        %418 = math.exp2 %417 : vector<128x512xf32>
        %419 = arith.subf %409, %415 : vector<128x128xf32>
        %420 = math.exp2 %419 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %421 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %422 = arith.mulf %420, %421 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %423 = vector.multi_reduction <add>, %418, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %424 = vector.shape_cast %423 : vector<128xf32> to vector<128x1xf32>
        %425 = vector.broadcast %424 : vector<128x1xf32> to vector<128x128xf32>
        %426 = arith.addf %422, %425 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %427 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %428 = vector.shape_cast %427 : vector<128x128xf32> to vector<128x128xf32>
        %429 = vector.shape_cast %426 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %429 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %430 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %431 = vector.load %arg17[%430, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %432 = vector.shape_cast %431 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %433 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %434 = arith.mulf %420, %433 : vector<128x128xf32>
        %435 = arith.truncf %418 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %436 = tpu.matmul %435, %432, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %437 = arith.addf %434, %436 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %438 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %439 = vector.shape_cast %438 : vector<128x128xf32> to vector<128x128xf32>
        %440 = vector.shape_cast %437 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c640, %c0], %440 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %441 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %442 = vector.shape_cast %441 : vector<128x128xf32> to vector<128x128xf32>
        %443 = vector.shape_cast %413 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %443 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %444 = vector.extract_strided_slice %115 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %445 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %446 = tpu.memref_squeeze %445 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %447 = vector.load %446[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %448 = tpu.matmul %444, %447, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %449 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %450 = arith.mulf %448, %449 : vector<128x512xf32>
        %451 = vector.extract_strided_slice %126 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %452 = vector.extract_strided_slice %142 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %453 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %454 = arith.select %451, %450, %453 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %455 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %456 = arith.select %452, %454, %455 : vector<128x512xi1>, vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %457 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %458 = vector.multi_reduction <maximumf>, %408, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %459 = vector.shape_cast %458 : vector<128xf32> to vector<128x1xf32>
        %460 = vector.broadcast %459 : vector<128x1xf32> to vector<128x128xf32>
        %461 = arith.maximumf %457, %460 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %462 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %463 = arith.maximumf %461, %462 : vector<128x128xf32>
        %464 = tpu.concatenate %463, %463, %463, %463 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %465 = arith.subf %408, %464 : vector<128x512xf32>
        %466 = math.exp2 %465 : vector<128x512xf32>
        %467 = arith.subf %457, %463 : vector<128x128xf32>
        %468 = math.exp2 %467 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %469 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %470 = arith.mulf %468, %469 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %471 = vector.multi_reduction <add>, %466, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %472 = vector.shape_cast %471 : vector<128xf32> to vector<128x1xf32>
        %473 = vector.broadcast %472 : vector<128x1xf32> to vector<128x128xf32>
        %474 = arith.addf %470, %473 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %475 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %476 = vector.shape_cast %475 : vector<128x128xf32> to vector<128x128xf32>
        %477 = vector.shape_cast %474 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %477 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %478 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %479 = vector.load %arg17[%478, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %480 = vector.shape_cast %479 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %481 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %482 = arith.mulf %468, %481 : vector<128x128xf32>
        %483 = arith.truncf %466 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %484 = tpu.matmul %483, %480, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %485 = arith.addf %482, %484 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %486 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %487 = vector.shape_cast %486 : vector<128x128xf32> to vector<128x128xf32>
        %488 = vector.shape_cast %485 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c768, %c0], %488 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %489 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %490 = vector.shape_cast %489 : vector<128x128xf32> to vector<128x128xf32>
        %491 = vector.shape_cast %461 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %491 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %492 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %493 = vector.multi_reduction <maximumf>, %456, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %494 = vector.shape_cast %493 : vector<128xf32> to vector<128x1xf32>
        %495 = vector.broadcast %494 : vector<128x1xf32> to vector<128x128xf32>
        %496 = arith.maximumf %492, %495 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %497 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %498 = arith.maximumf %496, %497 : vector<128x128xf32>
        %499 = tpu.concatenate %498, %498, %498, %498 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %500 = arith.subf %456, %499 : vector<128x512xf32>
        %501 = math.exp2 %500 : vector<128x512xf32>
        %502 = arith.subf %492, %498 : vector<128x128xf32>
        %503 = math.exp2 %502 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %504 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %505 = arith.mulf %503, %504 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %506 = vector.multi_reduction <add>, %501, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %507 = vector.shape_cast %506 : vector<128xf32> to vector<128x1xf32>
        %508 = vector.broadcast %507 : vector<128x1xf32> to vector<128x128xf32>
        %509 = arith.addf %505, %508 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %510 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %511 = vector.shape_cast %510 : vector<128x128xf32> to vector<128x128xf32>
        %512 = vector.shape_cast %509 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %512 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %513 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %514 = vector.load %arg17[%513, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %515 = vector.shape_cast %514 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %516 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %517 = arith.mulf %503, %516 : vector<128x128xf32>
        %518 = arith.truncf %501 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %519 = tpu.matmul %518, %515, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %520 = arith.addf %517, %519 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %521 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %522 = vector.shape_cast %521 : vector<128x128xf32> to vector<128x128xf32>
        %523 = vector.shape_cast %520 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c896, %c0], %523 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %524 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %525 = vector.shape_cast %524 : vector<128x128xf32> to vector<128x128xf32>
        %526 = vector.shape_cast %496 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %526 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %527 = arith.addi %arg23, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %528 = arith.minsi %arg22, %c527_i32 : i32
        %529 = arith.index_cast %528 : i32 to index
        %530 = memref.load %arg4[%529] : memref<528xi8, #tpu.memory_space<smem>>
        %531 = arith.extsi %530 : i8 to i32
        %532 = arith.cmpi sge, %527, %531 : i32
        %c1_i32 = arith.constant 1 : i32
        %533 = arith.addi %arg22, %c1_i32 : i32
        %534 = arith.select %532, %533, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %535 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %536 = arith.select %532, %c0_i32, %535 : i32
        %537 = arith.cmpi slt, %534, %23 : i32
        %538 = arith.extui %537 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %539 = arith.cmpi ne, %538, %c0_i32 : i32
        scf.if %539 {
          %c0_i32 = arith.constant 0 : i32
          %540 = arith.addi %3, %c0_i32 : i32
          %541 = arith.index_cast %534 : i32 to index
          %542 = memref.load %arg3[%541] : memref<528xi8, #tpu.memory_space<smem>>
          %543 = arith.extsi %542 : i8 to i32
          %544 = arith.addi %543, %536 : i32
          %c2_i32 = arith.constant 2 : i32
          %545 = arith.divsi %540, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %546 = arith.muli %544, %c512_i32 : i32
          %547 = tpu.assume_multiple %546, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %548 = arith.divsi %540, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %549 = arith.muli %544, %c512_i32 : i32
          %550 = tpu.assume_multiple %549, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %551 = arith.muli %544, %c512_i32 : i32
          %552 = tpu.assume_multiple %551, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %553 = tpu.memref_slice %arg19[%arg26, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %554 = tpu.memref_squeeze %553 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %555 = tpu.memref_slice %arg16[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %556 = tpu.memref_squeeze %555 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %557 = tpu.memref_slice %arg8[%545, %547, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %558 = tpu.memref_squeeze %557 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%558 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%556 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%554 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %559 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %560 = tpu.memref_squeeze %559 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %561 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %562 = tpu.memref_squeeze %561 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %563 = tpu.memref_slice %arg9[%548, %550, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %564 = tpu.memref_squeeze %563 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%564 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%562 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%560 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %565 = tpu.memref_slice %arg19[%arg26, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %566 = tpu.memref_squeeze %565 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %567 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %568 = tpu.memref_squeeze %567 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %569 = tpu.memref_slice %arg10[%c0_i32, %552] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%569 : memref<8x512xi32, #tpu.memory_space<any>>) target(%568 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%566 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %534, %536 : i32, i32
      }
      scf.yield %arg22, %arg23, %82#0, %82#1, %arg25, %arg26, %arg24 : i32, i32, i32, i32, i32, i32, i32
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
    %47 = tpu.reciprocal %46 : vector<1024x128xf32> -> vector<1024x128xf32>
    %48 = arith.mulf %44, %47 : vector<1024x128xf32>
    %49 = arith.truncf %48 : vector<1024x128xf32> to vector<1024x128xbf16>
    %50 = vector.shape_cast %49 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg11[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %50 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %52 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %53 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %54 = arith.select %43, %41, %53 : vector<1024x128xi1>, vector<1024x128xf32>
    %55 = math.log %54 : vector<1024x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %56 = math.log %cst_x481f63 : f32
    %57 = vector.broadcast %56 : f32 to vector<1024x128xf32>
    %58 = arith.divf %55, %57 : vector<1024x128xf32>
    %59 = arith.addf %52, %58 : vector<1024x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %60 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
    %61 = arith.divf %59, %60 : vector<1024x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %62 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %63 = arith.select %43, %61, %62 : vector<1024x128xi1>, vector<1024x128xf32>
    %64 = vector.extract_strided_slice %63 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %65 = tpu.transpose %64, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %66 = vector.extract_strided_slice %65 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %67 = vector.load %arg12[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %68 = vector.shape_cast %67 : vector<1x1x512xf32> to vector<1x512xf32>
    %69 = vector.shape_cast %66 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %69 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %70 = vector.extract_strided_slice %63 {offsets = [512, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %71 = tpu.transpose %70, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %72 = vector.extract_strided_slice %71 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %73 = vector.load %arg12[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %74 = vector.shape_cast %73 : vector<1x1x512xf32> to vector<1x512xf32>
    %75 = vector.shape_cast %72 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg12[%c1, %c0, %c0], %75 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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
