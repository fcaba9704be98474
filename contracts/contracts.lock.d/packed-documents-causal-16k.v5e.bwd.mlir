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
    %385:2 = stablehlo.custom_call @tpu_custom_call(%381, %382, %383, %384, %267, %3, %268, %269, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c72c8d6e4aa326d3b805f60cf80d68c3d44258352a4b0aa921234058c0e21916\22, \22cost_estimate\22: {\22bytes_accessed\22: 1241513984, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
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
    %507:3 = stablehlo.custom_call @tpu_custom_call(%503, %504, %505, %506, %268, %269, %7, %267, %385#0, %385#1, %390, %391, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a1fe79c94192b261fee5eb01af0e3d2b911b32cf7e10b22e624176a4df80fe59\22, \22cost_estimate\22: {\22bytes_accessed\22: 6777995264, \22flops\22: 2834678415360, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 11}, {\22color\22: 0, \22operand_index\22: 12}], \22needs_layout_passes\22: true, \22output_memory_space_colors\22: [{\22color\22: 0, \22shape_index\22: [2]}], \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 11, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16384x128xi32>, tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16x16384x128xf32>, tensor<8x16384xi32>) -> (tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16x16384x128xf32>)
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

// ---- kernel sparse_cli_fwd sha256:c72c8d6e4aa326d3b805f60cf80d68c3d44258352a4b0aa921234058c0e21916
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
      %80 = arith.addi %3, %c0_i32 : i32
      %81 = arith.index_cast %19 : i32 to index
      %82 = memref.load %arg3[%81] : memref<528xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %84 = arith.addi %83, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.divsi %80, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %86 = arith.muli %84, %c512_i32 : i32
      %87 = tpu.assume_multiple %86, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.divsi %80, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %89 = arith.muli %84, %c512_i32 : i32
      %90 = tpu.assume_multiple %89, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %91 = arith.muli %84, %c512_i32 : i32
      %92 = tpu.assume_multiple %91, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg8[%85, %87, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %99 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %101 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %103 = tpu.memref_slice %arg9[%88, %90, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %104 = tpu.memref_squeeze %103 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%104 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%102 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %105 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %106 = tpu.memref_squeeze %105 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %107 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %108 = tpu.memref_squeeze %107 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg10[%c0_i32, %92] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%109 : memref<8x512xi32, #tpu.memory_space<any>>) target(%108 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %80 = arith.addi %3, %c0_i32 : i32
      %81 = arith.index_cast %34 : i32 to index
      %82 = memref.load %arg3[%81] : memref<528xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %84 = arith.addi %83, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.divsi %80, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %86 = arith.muli %84, %c512_i32 : i32
      %87 = tpu.assume_multiple %86, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.divsi %80, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %89 = arith.muli %84, %c512_i32 : i32
      %90 = tpu.assume_multiple %89, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %91 = arith.muli %84, %c512_i32 : i32
      %92 = tpu.assume_multiple %91, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg19[%c1_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg8[%85, %87, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %99 = tpu.memref_slice %arg19[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %101 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %103 = tpu.memref_slice %arg9[%88, %90, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %104 = tpu.memref_squeeze %103 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%104 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%102 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %105 = tpu.memref_slice %arg19[%c1_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %106 = tpu.memref_squeeze %105 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %107 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %108 = tpu.memref_squeeze %107 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg10[%c0_i32, %92] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%109 : memref<8x512xi32, #tpu.memory_space<any>>) target(%108 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg20 = %19, %arg21 = %c0_i32, %arg22 = %34, %arg23 = %36, %arg24 = %c0_i32, %arg25 = %c1_i32, %arg26 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %80 = arith.cmpi slt, %arg20, %23 : i32
      scf.condition(%80) %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32):
      %80 = arith.index_cast %arg20 : i32 to index
      %81 = memref.load %arg5[%80] : memref<528xi8, #tpu.memory_space<smem>>
      %82 = arith.extsi %81 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %83 = arith.cmpi eq, %82, %c2_i32 : i32
      %84 = arith.extui %83 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %85 = arith.cmpi ne, %84, %c0_i32 : i32
      %86:2 = scf.if %85 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %87 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %c0_i32, %c512_i32 : i32
        %89 = tpu.assume_multiple %88, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %90 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %c0_i32, %c512_i32 : i32
        %92 = tpu.assume_multiple %91, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %c0_i32, %c512_i32 : i32
        %94 = tpu.assume_multiple %93, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg19[%arg24, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg8[%87, %89, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%100 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%98 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %101 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %102 = tpu.memref_squeeze %101 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %104 = tpu.memref_squeeze %103 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg9[%90, %92, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %106 = tpu.memref_squeeze %105 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%102 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%106 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%104 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %107 = tpu.memref_slice %arg19[%arg24, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %110 = tpu.memref_squeeze %109 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg10[%c0_i32, %94] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%108 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%111 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%110 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %112 = arith.addi %3, %c0_i32 : i32
        %113 = arith.index_cast %arg20 : i32 to index
        %114 = memref.load %arg3[%113] : memref<528xi8, #tpu.memory_space<smem>>
        %115 = arith.extsi %114 : i8 to i32
        %116 = arith.addi %115, %arg21 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %118 = vector.shape_cast %117 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %119 = vector.shape_cast %118 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %120 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %121 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %122 = tpu.memref_squeeze %121 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %122[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %124 = tpu.matmul %120, %123, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %125 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %126 = arith.mulf %124, %125 : vector<128x512xf32>
        %127 = vector.extract_strided_slice %119 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %128 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %129 = tpu.memref_squeeze %128 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %129[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %131 = tpu.matmul %127, %130, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %132 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %133 = arith.mulf %131, %132 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %135 = vector.multi_reduction <maximumf>, %126, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %136 = vector.shape_cast %135 : vector<128xf32> to vector<128x1xf32>
        %137 = vector.broadcast %136 : vector<128x1xf32> to vector<128x128xf32>
        %138 = arith.maximumf %134, %137 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %139 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %140 = arith.maximumf %138, %139 : vector<128x128xf32>
        %141 = tpu.concatenate %140, %140, %140, %140 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %142 = arith.subf %126, %141 : vector<128x512xf32>
        %143 = math.exp2 %142 : vector<128x512xf32>
        %144 = arith.subf %134, %140 : vector<128x128xf32>
        %145 = math.exp2 %144 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %147 = arith.mulf %145, %146 : vector<128x128xf32>
        %148 = vector.extract_strided_slice %143 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %149 = vector.extract_strided_slice %143 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %150 = vector.extract_strided_slice %143 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %151 = vector.extract_strided_slice %143 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %152 = arith.addf %148, %149 : vector<128x128xf32>
        %153 = arith.addf %152, %150 : vector<128x128xf32>
        %154 = arith.addf %153, %151 : vector<128x128xf32>
        %155 = arith.addf %147, %154 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %157 = vector.shape_cast %156 : vector<128x128xf32> to vector<128x128xf32>
        %158 = vector.shape_cast %155 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %158 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %159 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg17[%159, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %161 = vector.shape_cast %160 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %163 = arith.mulf %145, %162 : vector<128x128xf32>
        %164 = arith.truncf %143 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %165 = tpu.matmul %164, %161, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %166 = arith.addf %163, %165 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %168 = vector.shape_cast %167 : vector<128x128xf32> to vector<128x128xf32>
        %169 = vector.shape_cast %166 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %169 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %170 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %171 = vector.shape_cast %170 : vector<128x128xf32> to vector<128x128xf32>
        %172 = vector.shape_cast %138 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %172 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %173 = vector.extract_strided_slice %119 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %174 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %175 = tpu.memref_squeeze %174 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %176 = vector.load %175[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %177 = tpu.matmul %173, %176, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %178 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %179 = arith.mulf %177, %178 : vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %181 = vector.multi_reduction <maximumf>, %133, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %182 = vector.shape_cast %181 : vector<128xf32> to vector<128x1xf32>
        %183 = vector.broadcast %182 : vector<128x1xf32> to vector<128x128xf32>
        %184 = arith.maximumf %180, %183 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %185 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %186 = arith.maximumf %184, %185 : vector<128x128xf32>
        %187 = tpu.concatenate %186, %186, %186, %186 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %188 = arith.subf %133, %187 : vector<128x512xf32>
        %189 = math.exp2 %188 : vector<128x512xf32>
        %190 = arith.subf %180, %186 : vector<128x128xf32>
        %191 = math.exp2 %190 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %192 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %193 = arith.mulf %191, %192 : vector<128x128xf32>
        %194 = vector.extract_strided_slice %189 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %195 = vector.extract_strided_slice %189 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %196 = vector.extract_strided_slice %189 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %197 = vector.extract_strided_slice %189 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %198 = arith.addf %194, %195 : vector<128x128xf32>
        %199 = arith.addf %198, %196 : vector<128x128xf32>
        %200 = arith.addf %199, %197 : vector<128x128xf32>
        %201 = arith.addf %193, %200 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %202 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %203 = vector.shape_cast %202 : vector<128x128xf32> to vector<128x128xf32>
        %204 = vector.shape_cast %201 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %204 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %205 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %206 = vector.load %arg17[%205, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %207 = vector.shape_cast %206 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %208 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %209 = arith.mulf %191, %208 : vector<128x128xf32>
        %210 = arith.truncf %189 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %211 = tpu.matmul %210, %207, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %212 = arith.addf %209, %211 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %213 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %214 = vector.shape_cast %213 : vector<128x128xf32> to vector<128x128xf32>
        %215 = vector.shape_cast %212 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c128, %c0], %215 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %216 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %217 = vector.shape_cast %216 : vector<128x128xf32> to vector<128x128xf32>
        %218 = vector.shape_cast %184 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %218 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %219 = vector.extract_strided_slice %119 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %220 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %221 = tpu.memref_squeeze %220 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %222 = vector.load %221[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %223 = tpu.matmul %219, %222, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %224 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %225 = arith.mulf %223, %224 : vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %226 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %227 = vector.multi_reduction <maximumf>, %179, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %228 = vector.shape_cast %227 : vector<128xf32> to vector<128x1xf32>
        %229 = vector.broadcast %228 : vector<128x1xf32> to vector<128x128xf32>
        %230 = arith.maximumf %226, %229 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %231 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %232 = arith.maximumf %230, %231 : vector<128x128xf32>
        %233 = tpu.concatenate %232, %232, %232, %232 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %234 = arith.subf %179, %233 : vector<128x512xf32>
        %235 = math.exp2 %234 : vector<128x512xf32>
        %236 = arith.subf %226, %232 : vector<128x128xf32>
        %237 = math.exp2 %236 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %238 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %239 = arith.mulf %237, %238 : vector<128x128xf32>
        %240 = vector.extract_strided_slice %235 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %241 = vector.extract_strided_slice %235 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %242 = vector.extract_strided_slice %235 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %243 = vector.extract_strided_slice %235 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %244 = arith.addf %240, %241 : vector<128x128xf32>
        %245 = arith.addf %244, %242 : vector<128x128xf32>
        %246 = arith.addf %245, %243 : vector<128x128xf32>
        %247 = arith.addf %239, %246 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %248 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %249 = vector.shape_cast %248 : vector<128x128xf32> to vector<128x128xf32>
        %250 = vector.shape_cast %247 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %250 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %251 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %252 = vector.load %arg17[%251, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %253 = vector.shape_cast %252 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %254 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %255 = arith.mulf %237, %254 : vector<128x128xf32>
        %256 = arith.truncf %235 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %257 = tpu.matmul %256, %253, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %258 = arith.addf %255, %257 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %259 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %260 = vector.shape_cast %259 : vector<128x128xf32> to vector<128x128xf32>
        %261 = vector.shape_cast %258 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c256, %c0], %261 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %262 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %263 = vector.shape_cast %262 : vector<128x128xf32> to vector<128x128xf32>
        %264 = vector.shape_cast %230 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %264 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %265 = vector.extract_strided_slice %119 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %266 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %267 = tpu.memref_squeeze %266 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %268 = vector.load %267[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %269 = tpu.matmul %265, %268, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %270 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %271 = arith.mulf %269, %270 : vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %272 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %273 = vector.multi_reduction <maximumf>, %225, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %274 = vector.shape_cast %273 : vector<128xf32> to vector<128x1xf32>
        %275 = vector.broadcast %274 : vector<128x1xf32> to vector<128x128xf32>
        %276 = arith.maximumf %272, %275 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %277 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %278 = arith.maximumf %276, %277 : vector<128x128xf32>
        %279 = tpu.concatenate %278, %278, %278, %278 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %280 = arith.subf %225, %279 : vector<128x512xf32>
        %281 = math.exp2 %280 : vector<128x512xf32>
        %282 = arith.subf %272, %278 : vector<128x128xf32>
        %283 = math.exp2 %282 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %284 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %285 = arith.mulf %283, %284 : vector<128x128xf32>
        %286 = vector.extract_strided_slice %281 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %287 = vector.extract_strided_slice %281 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %288 = vector.extract_strided_slice %281 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %289 = vector.extract_strided_slice %281 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %290 = arith.addf %286, %287 : vector<128x128xf32>
        %291 = arith.addf %290, %288 : vector<128x128xf32>
        %292 = arith.addf %291, %289 : vector<128x128xf32>
        %293 = arith.addf %285, %292 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %294 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %295 = vector.shape_cast %294 : vector<128x128xf32> to vector<128x128xf32>
        %296 = vector.shape_cast %293 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %296 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %297 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %298 = vector.load %arg17[%297, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %299 = vector.shape_cast %298 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %300 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %301 = arith.mulf %283, %300 : vector<128x128xf32>
        %302 = arith.truncf %281 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %303 = tpu.matmul %302, %299, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %304 = arith.addf %301, %303 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %305 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %306 = vector.shape_cast %305 : vector<128x128xf32> to vector<128x128xf32>
        %307 = vector.shape_cast %304 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c384, %c0], %307 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %308 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %309 = vector.shape_cast %308 : vector<128x128xf32> to vector<128x128xf32>
        %310 = vector.shape_cast %276 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %310 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %311 = vector.extract_strided_slice %119 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %312 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %313 = tpu.memref_squeeze %312 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %314 = vector.load %313[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %315 = tpu.matmul %311, %314, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %316 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %317 = arith.mulf %315, %316 : vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %318 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %319 = vector.multi_reduction <maximumf>, %271, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %320 = vector.shape_cast %319 : vector<128xf32> to vector<128x1xf32>
        %321 = vector.broadcast %320 : vector<128x1xf32> to vector<128x128xf32>
        %322 = arith.maximumf %318, %321 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %323 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %324 = arith.maximumf %322, %323 : vector<128x128xf32>
        %325 = tpu.concatenate %324, %324, %324, %324 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %326 = arith.subf %271, %325 : vector<128x512xf32>
        %327 = math.exp2 %326 : vector<128x512xf32>
        %328 = arith.subf %318, %324 : vector<128x128xf32>
        %329 = math.exp2 %328 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %330 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %331 = arith.mulf %329, %330 : vector<128x128xf32>
        %332 = vector.extract_strided_slice %327 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %333 = vector.extract_strided_slice %327 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %334 = vector.extract_strided_slice %327 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %335 = vector.extract_strided_slice %327 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %336 = arith.addf %332, %333 : vector<128x128xf32>
        %337 = arith.addf %336, %334 : vector<128x128xf32>
        %338 = arith.addf %337, %335 : vector<128x128xf32>
        %339 = arith.addf %331, %338 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %340 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %341 = vector.shape_cast %340 : vector<128x128xf32> to vector<128x128xf32>
        %342 = vector.shape_cast %339 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %342 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %343 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %344 = vector.load %arg17[%343, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %345 = vector.shape_cast %344 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %346 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %347 = arith.mulf %329, %346 : vector<128x128xf32>
        %348 = arith.truncf %327 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %349 = tpu.matmul %348, %345, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %350 = arith.addf %347, %349 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %351 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %352 = vector.shape_cast %351 : vector<128x128xf32> to vector<128x128xf32>
        %353 = vector.shape_cast %350 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c512, %c0], %353 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %354 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %355 = vector.shape_cast %354 : vector<128x128xf32> to vector<128x128xf32>
        %356 = vector.shape_cast %322 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %356 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %357 = vector.extract_strided_slice %119 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %358 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %359 = tpu.memref_squeeze %358 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %360 = vector.load %359[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %361 = tpu.matmul %357, %360, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %362 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %363 = arith.mulf %361, %362 : vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %364 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %365 = vector.multi_reduction <maximumf>, %317, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %366 = vector.shape_cast %365 : vector<128xf32> to vector<128x1xf32>
        %367 = vector.broadcast %366 : vector<128x1xf32> to vector<128x128xf32>
        %368 = arith.maximumf %364, %367 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %369 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %370 = arith.maximumf %368, %369 : vector<128x128xf32>
        %371 = tpu.concatenate %370, %370, %370, %370 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %372 = arith.subf %317, %371 : vector<128x512xf32>
        %373 = math.exp2 %372 : vector<128x512xf32>
        %374 = arith.subf %364, %370 : vector<128x128xf32>
        %375 = math.exp2 %374 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %376 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %377 = arith.mulf %375, %376 : vector<128x128xf32>
        %378 = vector.extract_strided_slice %373 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %379 = vector.extract_strided_slice %373 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %380 = vector.extract_strided_slice %373 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %381 = vector.extract_strided_slice %373 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %382 = arith.addf %378, %379 : vector<128x128xf32>
        %383 = arith.addf %382, %380 : vector<128x128xf32>
        %384 = arith.addf %383, %381 : vector<128x128xf32>
        %385 = arith.addf %377, %384 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %386 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %387 = vector.shape_cast %386 : vector<128x128xf32> to vector<128x128xf32>
        %388 = vector.shape_cast %385 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %388 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %389 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %390 = vector.load %arg17[%389, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %391 = vector.shape_cast %390 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %392 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %393 = arith.mulf %375, %392 : vector<128x128xf32>
        %394 = arith.truncf %373 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %395 = tpu.matmul %394, %391, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %396 = arith.addf %393, %395 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %397 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %398 = vector.shape_cast %397 : vector<128x128xf32> to vector<128x128xf32>
        %399 = vector.shape_cast %396 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c640, %c0], %399 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %400 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %401 = vector.shape_cast %400 : vector<128x128xf32> to vector<128x128xf32>
        %402 = vector.shape_cast %368 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %402 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %403 = vector.extract_strided_slice %119 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %404 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %405 = tpu.memref_squeeze %404 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %406 = vector.load %405[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %407 = tpu.matmul %403, %406, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %408 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %409 = arith.mulf %407, %408 : vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %410 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %411 = vector.multi_reduction <maximumf>, %363, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %412 = vector.shape_cast %411 : vector<128xf32> to vector<128x1xf32>
        %413 = vector.broadcast %412 : vector<128x1xf32> to vector<128x128xf32>
        %414 = arith.maximumf %410, %413 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %415 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %416 = arith.maximumf %414, %415 : vector<128x128xf32>
        %417 = tpu.concatenate %416, %416, %416, %416 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %418 = arith.subf %363, %417 : vector<128x512xf32>
        %419 = math.exp2 %418 : vector<128x512xf32>
        %420 = arith.subf %410, %416 : vector<128x128xf32>
        %421 = math.exp2 %420 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %422 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %423 = arith.mulf %421, %422 : vector<128x128xf32>
        %424 = vector.extract_strided_slice %419 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %425 = vector.extract_strided_slice %419 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %426 = vector.extract_strided_slice %419 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %427 = vector.extract_strided_slice %419 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %428 = arith.addf %424, %425 : vector<128x128xf32>
        %429 = arith.addf %428, %426 : vector<128x128xf32>
        %430 = arith.addf %429, %427 : vector<128x128xf32>
        %431 = arith.addf %423, %430 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %432 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %433 = vector.shape_cast %432 : vector<128x128xf32> to vector<128x128xf32>
        %434 = vector.shape_cast %431 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %434 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %435 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %436 = vector.load %arg17[%435, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %437 = vector.shape_cast %436 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %438 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %439 = arith.mulf %421, %438 : vector<128x128xf32>
        %440 = arith.truncf %419 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %441 = tpu.matmul %440, %437, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %442 = arith.addf %439, %441 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %443 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %444 = vector.shape_cast %443 : vector<128x128xf32> to vector<128x128xf32>
        %445 = vector.shape_cast %442 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c768, %c0], %445 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %446 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %447 = vector.shape_cast %446 : vector<128x128xf32> to vector<128x128xf32>
        %448 = vector.shape_cast %414 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %448 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %449 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %450 = vector.multi_reduction <maximumf>, %409, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %451 = vector.shape_cast %450 : vector<128xf32> to vector<128x1xf32>
        %452 = vector.broadcast %451 : vector<128x1xf32> to vector<128x128xf32>
        %453 = arith.maximumf %449, %452 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %454 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %455 = arith.maximumf %453, %454 : vector<128x128xf32>
        %456 = tpu.concatenate %455, %455, %455, %455 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %457 = arith.subf %409, %456 : vector<128x512xf32>
        %458 = math.exp2 %457 : vector<128x512xf32>
        %459 = arith.subf %449, %455 : vector<128x128xf32>
        %460 = math.exp2 %459 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %461 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %462 = arith.mulf %460, %461 : vector<128x128xf32>
        %463 = vector.extract_strided_slice %458 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %464 = vector.extract_strided_slice %458 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %465 = vector.extract_strided_slice %458 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %466 = vector.extract_strided_slice %458 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %467 = arith.addf %463, %464 : vector<128x128xf32>
        %468 = arith.addf %467, %465 : vector<128x128xf32>
        %469 = arith.addf %468, %466 : vector<128x128xf32>
        %470 = arith.addf %462, %469 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %471 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %472 = vector.shape_cast %471 : vector<128x128xf32> to vector<128x128xf32>
        %473 = vector.shape_cast %470 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %473 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %474 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %475 = vector.load %arg17[%474, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %476 = vector.shape_cast %475 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %477 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %478 = arith.mulf %460, %477 : vector<128x128xf32>
        %479 = arith.truncf %458 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %480 = tpu.matmul %479, %476, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %481 = arith.addf %478, %480 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %482 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %483 = vector.shape_cast %482 : vector<128x128xf32> to vector<128x128xf32>
        %484 = vector.shape_cast %481 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c896, %c0], %484 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %485 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %486 = vector.shape_cast %485 : vector<128x128xf32> to vector<128x128xf32>
        %487 = vector.shape_cast %453 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %487 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %488 = arith.addi %arg23, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %489 = arith.minsi %arg22, %c527_i32 : i32
        %490 = arith.index_cast %489 : i32 to index
        %491 = memref.load %arg4[%490] : memref<528xi8, #tpu.memory_space<smem>>
        %492 = arith.extsi %491 : i8 to i32
        %493 = arith.cmpi sge, %488, %492 : i32
        %c1_i32 = arith.constant 1 : i32
        %494 = arith.addi %arg22, %c1_i32 : i32
        %495 = arith.select %493, %494, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %496 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %497 = arith.select %493, %c0_i32, %496 : i32
        %498 = arith.cmpi slt, %495, %23 : i32
        %499 = arith.extui %498 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %500 = arith.cmpi ne, %499, %c0_i32 : i32
        scf.if %500 {
          %c0_i32 = arith.constant 0 : i32
          %501 = arith.addi %3, %c0_i32 : i32
          %502 = arith.index_cast %495 : i32 to index
          %503 = memref.load %arg3[%502] : memref<528xi8, #tpu.memory_space<smem>>
          %504 = arith.extsi %503 : i8 to i32
          %505 = arith.addi %504, %497 : i32
          %c2_i32 = arith.constant 2 : i32
          %506 = arith.divsi %501, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %507 = arith.muli %505, %c512_i32 : i32
          %508 = tpu.assume_multiple %507, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %509 = arith.divsi %501, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %510 = arith.muli %505, %c512_i32 : i32
          %511 = tpu.assume_multiple %510, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %512 = arith.muli %505, %c512_i32 : i32
          %513 = tpu.assume_multiple %512, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %514 = tpu.memref_slice %arg19[%arg26, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %515 = tpu.memref_squeeze %514 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %516 = tpu.memref_slice %arg16[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %517 = tpu.memref_squeeze %516 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %518 = tpu.memref_slice %arg8[%506, %508, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %519 = tpu.memref_squeeze %518 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%519 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%517 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%515 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %520 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %521 = tpu.memref_squeeze %520 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %522 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %523 = tpu.memref_squeeze %522 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %524 = tpu.memref_slice %arg9[%509, %511, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %525 = tpu.memref_squeeze %524 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%525 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%523 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%521 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %526 = tpu.memref_slice %arg19[%arg26, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %527 = tpu.memref_squeeze %526 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %528 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %529 = tpu.memref_squeeze %528 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %530 = tpu.memref_slice %arg10[%c0_i32, %513] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%530 : memref<8x512xi32, #tpu.memory_space<any>>) target(%529 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%527 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %495, %497 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %87 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %c0_i32, %c512_i32 : i32
        %89 = tpu.assume_multiple %88, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %90 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %c0_i32, %c512_i32 : i32
        %92 = tpu.assume_multiple %91, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %c0_i32, %c512_i32 : i32
        %94 = tpu.assume_multiple %93, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg19[%arg24, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg8[%87, %89, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%100 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%98 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %101 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %102 = tpu.memref_squeeze %101 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %104 = tpu.memref_squeeze %103 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg9[%90, %92, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %106 = tpu.memref_squeeze %105 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%102 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%106 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%104 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %107 = tpu.memref_slice %arg19[%arg24, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %108 = tpu.memref_squeeze %107 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %110 = tpu.memref_squeeze %109 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg10[%c0_i32, %94] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%108 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%111 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%110 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %112 = arith.addi %3, %c0_i32 : i32
        %113 = arith.index_cast %arg20 : i32 to index
        %114 = memref.load %arg3[%113] : memref<528xi8, #tpu.memory_space<smem>>
        %115 = arith.extsi %114 : i8 to i32
        %116 = arith.addi %115, %arg21 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %118 = vector.shape_cast %117 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %119 = vector.shape_cast %118 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c512_i32 = arith.constant 512 : i32
        %120 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %121 = arith.muli %116, %c512_i32 : i32
        %122 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %123 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %124 = arith.subi %121, %120 : i32
        %125 = vector.broadcast %123 : vector<1x512xi32> to vector<512x512xi32>
        %126 = vector.broadcast %122 : vector<512x1xi32> to vector<512x512xi32>
        %127 = arith.subi %125, %126 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %128 = arith.subi %c0_i32, %124 : i32
        %129 = vector.broadcast %128 : i32 to vector<512x512xi32>
        %130 = arith.cmpi sle, %127, %129 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %132 = vector.shape_cast %131 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %133 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %134 = tpu.memref_squeeze %133 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %134[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %136 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %137 = arith.cmpi sge, %132, %136 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %138 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %139 = arith.select %137, %132, %138 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %140 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %141 = arith.cmpi sge, %135, %140 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %142 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %143 = arith.select %141, %135, %142 : vector<1x512xi1>, vector<1x512xi32>
        %144 = vector.broadcast %139 : vector<512x1xi32> to vector<512x512xi32>
        %145 = vector.broadcast %143 : vector<1x512xi32> to vector<512x512xi32>
        %146 = arith.cmpi eq, %144, %145 : vector<512x512xi32>
        %147 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %148 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %149 = tpu.memref_squeeze %148 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %149[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %151 = tpu.matmul %147, %150, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %152 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %153 = arith.mulf %151, %152 : vector<128x512xf32>
        %154 = vector.extract_strided_slice %130 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %155 = vector.extract_strided_slice %146 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %156 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %157 = arith.select %154, %153, %156 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %158 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %159 = arith.select %155, %157, %158 : vector<128x512xi1>, vector<128x512xf32>
        %160 = vector.extract_strided_slice %119 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %161 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %162 = tpu.memref_squeeze %161 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %162[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %164 = tpu.matmul %160, %163, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %165 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %166 = arith.mulf %164, %165 : vector<128x512xf32>
        %167 = vector.extract_strided_slice %130 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %168 = vector.extract_strided_slice %146 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %169 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %170 = arith.select %167, %166, %169 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %171 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %172 = arith.select %168, %170, %171 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %173 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %174 = vector.multi_reduction <maximumf>, %159, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %175 = vector.shape_cast %174 : vector<128xf32> to vector<128x1xf32>
        %176 = vector.broadcast %175 : vector<128x1xf32> to vector<128x128xf32>
        %177 = arith.maximumf %173, %176 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %178 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %179 = arith.maximumf %177, %178 : vector<128x128xf32>
        %180 = tpu.concatenate %179, %179, %179, %179 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %181 = arith.subf %159, %180 : vector<128x512xf32>
        %182 = math.exp2 %181 : vector<128x512xf32>
        %183 = arith.subf %173, %179 : vector<128x128xf32>
        %184 = math.exp2 %183 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %185 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %186 = arith.mulf %184, %185 : vector<128x128xf32>
        %187 = vector.extract_strided_slice %182 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %188 = vector.extract_strided_slice %182 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %189 = vector.extract_strided_slice %182 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %190 = vector.extract_strided_slice %182 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %191 = arith.addf %187, %188 : vector<128x128xf32>
        %192 = arith.addf %191, %189 : vector<128x128xf32>
        %193 = arith.addf %192, %190 : vector<128x128xf32>
        %194 = arith.addf %186, %193 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %195 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %196 = vector.shape_cast %195 : vector<128x128xf32> to vector<128x128xf32>
        %197 = vector.shape_cast %194 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %197 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %198 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %199 = vector.load %arg17[%198, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %200 = vector.shape_cast %199 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %201 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %202 = arith.mulf %184, %201 : vector<128x128xf32>
        %203 = arith.truncf %182 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %204 = tpu.matmul %203, %200, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %205 = arith.addf %202, %204 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %206 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %207 = vector.shape_cast %206 : vector<128x128xf32> to vector<128x128xf32>
        %208 = vector.shape_cast %205 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %208 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %209 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %210 = vector.shape_cast %209 : vector<128x128xf32> to vector<128x128xf32>
        %211 = vector.shape_cast %177 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %211 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %212 = vector.extract_strided_slice %119 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %213 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %214 = tpu.memref_squeeze %213 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %215 = vector.load %214[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %216 = tpu.matmul %212, %215, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %217 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %218 = arith.mulf %216, %217 : vector<128x512xf32>
        %219 = vector.extract_strided_slice %130 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %220 = vector.extract_strided_slice %146 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %221 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %222 = arith.select %219, %218, %221 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %223 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %224 = arith.select %220, %222, %223 : vector<128x512xi1>, vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %225 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %226 = vector.multi_reduction <maximumf>, %172, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %227 = vector.shape_cast %226 : vector<128xf32> to vector<128x1xf32>
        %228 = vector.broadcast %227 : vector<128x1xf32> to vector<128x128xf32>
        %229 = arith.maximumf %225, %228 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %230 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %231 = arith.maximumf %229, %230 : vector<128x128xf32>
        %232 = tpu.concatenate %231, %231, %231, %231 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %233 = arith.subf %172, %232 : vector<128x512xf32>
        %234 = math.exp2 %233 : vector<128x512xf32>
        %235 = arith.subf %225, %231 : vector<128x128xf32>
        %236 = math.exp2 %235 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %237 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %238 = arith.mulf %236, %237 : vector<128x128xf32>
        %239 = vector.extract_strided_slice %234 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %240 = vector.extract_strided_slice %234 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %241 = vector.extract_strided_slice %234 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %242 = vector.extract_strided_slice %234 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %243 = arith.addf %239, %240 : vector<128x128xf32>
        %244 = arith.addf %243, %241 : vector<128x128xf32>
        %245 = arith.addf %244, %242 : vector<128x128xf32>
        %246 = arith.addf %238, %245 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %247 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %248 = vector.shape_cast %247 : vector<128x128xf32> to vector<128x128xf32>
        %249 = vector.shape_cast %246 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %249 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %250 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %251 = vector.load %arg17[%250, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %252 = vector.shape_cast %251 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %253 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %254 = arith.mulf %236, %253 : vector<128x128xf32>
        %255 = arith.truncf %234 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %256 = tpu.matmul %255, %252, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %257 = arith.addf %254, %256 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %258 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %259 = vector.shape_cast %258 : vector<128x128xf32> to vector<128x128xf32>
        %260 = vector.shape_cast %257 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c128, %c0], %260 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %261 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %262 = vector.shape_cast %261 : vector<128x128xf32> to vector<128x128xf32>
        %263 = vector.shape_cast %229 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %263 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %264 = vector.extract_strided_slice %119 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %265 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %266 = tpu.memref_squeeze %265 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %267 = vector.load %266[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %268 = tpu.matmul %264, %267, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %269 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %270 = arith.mulf %268, %269 : vector<128x512xf32>
        %271 = vector.extract_strided_slice %130 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %272 = vector.extract_strided_slice %146 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %273 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %274 = arith.select %271, %270, %273 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %275 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %276 = arith.select %272, %274, %275 : vector<128x512xi1>, vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %277 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %278 = vector.multi_reduction <maximumf>, %224, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %279 = vector.shape_cast %278 : vector<128xf32> to vector<128x1xf32>
        %280 = vector.broadcast %279 : vector<128x1xf32> to vector<128x128xf32>
        %281 = arith.maximumf %277, %280 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %282 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %283 = arith.maximumf %281, %282 : vector<128x128xf32>
        %284 = tpu.concatenate %283, %283, %283, %283 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %285 = arith.subf %224, %284 : vector<128x512xf32>
        %286 = math.exp2 %285 : vector<128x512xf32>
        %287 = arith.subf %277, %283 : vector<128x128xf32>
        %288 = math.exp2 %287 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %289 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %290 = arith.mulf %288, %289 : vector<128x128xf32>
        %291 = vector.extract_strided_slice %286 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %292 = vector.extract_strided_slice %286 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %293 = vector.extract_strided_slice %286 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %294 = vector.extract_strided_slice %286 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %295 = arith.addf %291, %292 : vector<128x128xf32>
        %296 = arith.addf %295, %293 : vector<128x128xf32>
        %297 = arith.addf %296, %294 : vector<128x128xf32>
        %298 = arith.addf %290, %297 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %299 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %300 = vector.shape_cast %299 : vector<128x128xf32> to vector<128x128xf32>
        %301 = vector.shape_cast %298 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %301 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %302 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %303 = vector.load %arg17[%302, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %304 = vector.shape_cast %303 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %305 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %306 = arith.mulf %288, %305 : vector<128x128xf32>
        %307 = arith.truncf %286 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %308 = tpu.matmul %307, %304, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %309 = arith.addf %306, %308 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %310 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %311 = vector.shape_cast %310 : vector<128x128xf32> to vector<128x128xf32>
        %312 = vector.shape_cast %309 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c256, %c0], %312 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %313 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %314 = vector.shape_cast %313 : vector<128x128xf32> to vector<128x128xf32>
        %315 = vector.shape_cast %281 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %315 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %316 = vector.extract_strided_slice %119 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %317 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %318 = tpu.memref_squeeze %317 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %319 = vector.load %318[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %320 = tpu.matmul %316, %319, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %321 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %322 = arith.mulf %320, %321 : vector<128x512xf32>
        %323 = vector.extract_strided_slice %130 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %324 = vector.extract_strided_slice %146 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %325 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %326 = arith.select %323, %322, %325 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %327 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %328 = arith.select %324, %326, %327 : vector<128x512xi1>, vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %329 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %330 = vector.multi_reduction <maximumf>, %276, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %331 = vector.shape_cast %330 : vector<128xf32> to vector<128x1xf32>
        %332 = vector.broadcast %331 : vector<128x1xf32> to vector<128x128xf32>
        %333 = arith.maximumf %329, %332 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %334 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %335 = arith.maximumf %333, %334 : vector<128x128xf32>
        %336 = tpu.concatenate %335, %335, %335, %335 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %337 = arith.subf %276, %336 : vector<128x512xf32>
        %338 = math.exp2 %337 : vector<128x512xf32>
        %339 = arith.subf %329, %335 : vector<128x128xf32>
        %340 = math.exp2 %339 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %341 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %342 = arith.mulf %340, %341 : vector<128x128xf32>
        %343 = vector.extract_strided_slice %338 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %344 = vector.extract_strided_slice %338 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %345 = vector.extract_strided_slice %338 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %346 = vector.extract_strided_slice %338 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %347 = arith.addf %343, %344 : vector<128x128xf32>
        %348 = arith.addf %347, %345 : vector<128x128xf32>
        %349 = arith.addf %348, %346 : vector<128x128xf32>
        %350 = arith.addf %342, %349 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %351 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %352 = vector.shape_cast %351 : vector<128x128xf32> to vector<128x128xf32>
        %353 = vector.shape_cast %350 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %353 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %354 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %355 = vector.load %arg17[%354, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %356 = vector.shape_cast %355 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %357 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %358 = arith.mulf %340, %357 : vector<128x128xf32>
        %359 = arith.truncf %338 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %360 = tpu.matmul %359, %356, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %361 = arith.addf %358, %360 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %362 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %363 = vector.shape_cast %362 : vector<128x128xf32> to vector<128x128xf32>
        %364 = vector.shape_cast %361 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c384, %c0], %364 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %365 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %366 = vector.shape_cast %365 : vector<128x128xf32> to vector<128x128xf32>
        %367 = vector.shape_cast %333 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %367 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %368 = vector.extract_strided_slice %119 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %369 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %370 = tpu.memref_squeeze %369 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %371 = vector.load %370[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %372 = tpu.matmul %368, %371, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %373 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %374 = arith.mulf %372, %373 : vector<128x512xf32>
        %375 = vector.extract_strided_slice %130 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %376 = vector.extract_strided_slice %146 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %377 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %378 = arith.select %375, %374, %377 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %379 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %380 = arith.select %376, %378, %379 : vector<128x512xi1>, vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %381 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %382 = vector.multi_reduction <maximumf>, %328, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %383 = vector.shape_cast %382 : vector<128xf32> to vector<128x1xf32>
        %384 = vector.broadcast %383 : vector<128x1xf32> to vector<128x128xf32>
        %385 = arith.maximumf %381, %384 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %386 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %387 = arith.maximumf %385, %386 : vector<128x128xf32>
        %388 = tpu.concatenate %387, %387, %387, %387 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %389 = arith.subf %328, %388 : vector<128x512xf32>
        %390 = math.exp2 %389 : vector<128x512xf32>
        %391 = arith.subf %381, %387 : vector<128x128xf32>
        %392 = math.exp2 %391 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %393 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %394 = arith.mulf %392, %393 : vector<128x128xf32>
        %395 = vector.extract_strided_slice %390 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %396 = vector.extract_strided_slice %390 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %397 = vector.extract_strided_slice %390 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %398 = vector.extract_strided_slice %390 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %399 = arith.addf %395, %396 : vector<128x128xf32>
        %400 = arith.addf %399, %397 : vector<128x128xf32>
        %401 = arith.addf %400, %398 : vector<128x128xf32>
        %402 = arith.addf %394, %401 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %403 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %404 = vector.shape_cast %403 : vector<128x128xf32> to vector<128x128xf32>
        %405 = vector.shape_cast %402 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %405 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %406 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %407 = vector.load %arg17[%406, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %408 = vector.shape_cast %407 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %409 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %410 = arith.mulf %392, %409 : vector<128x128xf32>
        %411 = arith.truncf %390 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %412 = tpu.matmul %411, %408, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %413 = arith.addf %410, %412 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %414 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %415 = vector.shape_cast %414 : vector<128x128xf32> to vector<128x128xf32>
        %416 = vector.shape_cast %413 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c512, %c0], %416 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %417 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %418 = vector.shape_cast %417 : vector<128x128xf32> to vector<128x128xf32>
        %419 = vector.shape_cast %385 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %419 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %420 = vector.extract_strided_slice %119 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %421 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %422 = tpu.memref_squeeze %421 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %423 = vector.load %422[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %424 = tpu.matmul %420, %423, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %425 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %426 = arith.mulf %424, %425 : vector<128x512xf32>
        %427 = vector.extract_strided_slice %130 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %428 = vector.extract_strided_slice %146 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %429 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %430 = arith.select %427, %426, %429 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %431 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %432 = arith.select %428, %430, %431 : vector<128x512xi1>, vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %433 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %434 = vector.multi_reduction <maximumf>, %380, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %435 = vector.shape_cast %434 : vector<128xf32> to vector<128x1xf32>
        %436 = vector.broadcast %435 : vector<128x1xf32> to vector<128x128xf32>
        %437 = arith.maximumf %433, %436 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %438 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %439 = arith.maximumf %437, %438 : vector<128x128xf32>
        %440 = tpu.concatenate %439, %439, %439, %439 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %441 = arith.subf %380, %440 : vector<128x512xf32>
        %442 = math.exp2 %441 : vector<128x512xf32>
        %443 = arith.subf %433, %439 : vector<128x128xf32>
        %444 = math.exp2 %443 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %445 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %446 = arith.mulf %444, %445 : vector<128x128xf32>
        %447 = vector.extract_strided_slice %442 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %448 = vector.extract_strided_slice %442 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %449 = vector.extract_strided_slice %442 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %450 = vector.extract_strided_slice %442 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %451 = arith.addf %447, %448 : vector<128x128xf32>
        %452 = arith.addf %451, %449 : vector<128x128xf32>
        %453 = arith.addf %452, %450 : vector<128x128xf32>
        %454 = arith.addf %446, %453 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %455 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %456 = vector.shape_cast %455 : vector<128x128xf32> to vector<128x128xf32>
        %457 = vector.shape_cast %454 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %457 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %458 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %459 = vector.load %arg17[%458, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %460 = vector.shape_cast %459 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %461 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %462 = arith.mulf %444, %461 : vector<128x128xf32>
        %463 = arith.truncf %442 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %464 = tpu.matmul %463, %460, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %465 = arith.addf %462, %464 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %466 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %467 = vector.shape_cast %466 : vector<128x128xf32> to vector<128x128xf32>
        %468 = vector.shape_cast %465 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c640, %c0], %468 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %469 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %470 = vector.shape_cast %469 : vector<128x128xf32> to vector<128x128xf32>
        %471 = vector.shape_cast %437 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %471 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %472 = vector.extract_strided_slice %119 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %473 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %474 = tpu.memref_squeeze %473 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %475 = vector.load %474[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %476 = tpu.matmul %472, %475, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %477 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %478 = arith.mulf %476, %477 : vector<128x512xf32>
        %479 = vector.extract_strided_slice %130 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %480 = vector.extract_strided_slice %146 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %481 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %482 = arith.select %479, %478, %481 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %483 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %484 = arith.select %480, %482, %483 : vector<128x512xi1>, vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %485 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %486 = vector.multi_reduction <maximumf>, %432, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %487 = vector.shape_cast %486 : vector<128xf32> to vector<128x1xf32>
        %488 = vector.broadcast %487 : vector<128x1xf32> to vector<128x128xf32>
        %489 = arith.maximumf %485, %488 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %490 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %491 = arith.maximumf %489, %490 : vector<128x128xf32>
        %492 = tpu.concatenate %491, %491, %491, %491 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %493 = arith.subf %432, %492 : vector<128x512xf32>
        %494 = math.exp2 %493 : vector<128x512xf32>
        %495 = arith.subf %485, %491 : vector<128x128xf32>
        %496 = math.exp2 %495 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %497 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %498 = arith.mulf %496, %497 : vector<128x128xf32>
        %499 = vector.extract_strided_slice %494 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %500 = vector.extract_strided_slice %494 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %501 = vector.extract_strided_slice %494 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %502 = vector.extract_strided_slice %494 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %503 = arith.addf %499, %500 : vector<128x128xf32>
        %504 = arith.addf %503, %501 : vector<128x128xf32>
        %505 = arith.addf %504, %502 : vector<128x128xf32>
        %506 = arith.addf %498, %505 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %507 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %508 = vector.shape_cast %507 : vector<128x128xf32> to vector<128x128xf32>
        %509 = vector.shape_cast %506 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %509 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %510 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %511 = vector.load %arg17[%510, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %512 = vector.shape_cast %511 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %513 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %514 = arith.mulf %496, %513 : vector<128x128xf32>
        %515 = arith.truncf %494 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %516 = tpu.matmul %515, %512, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %517 = arith.addf %514, %516 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %518 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %519 = vector.shape_cast %518 : vector<128x128xf32> to vector<128x128xf32>
        %520 = vector.shape_cast %517 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c768, %c0], %520 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %521 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %522 = vector.shape_cast %521 : vector<128x128xf32> to vector<128x128xf32>
        %523 = vector.shape_cast %489 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %523 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %524 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %525 = vector.multi_reduction <maximumf>, %484, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %526 = vector.shape_cast %525 : vector<128xf32> to vector<128x1xf32>
        %527 = vector.broadcast %526 : vector<128x1xf32> to vector<128x128xf32>
        %528 = arith.maximumf %524, %527 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %529 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %530 = arith.maximumf %528, %529 : vector<128x128xf32>
        %531 = tpu.concatenate %530, %530, %530, %530 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %532 = arith.subf %484, %531 : vector<128x512xf32>
        %533 = math.exp2 %532 : vector<128x512xf32>
        %534 = arith.subf %524, %530 : vector<128x128xf32>
        %535 = math.exp2 %534 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %536 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %537 = arith.mulf %535, %536 : vector<128x128xf32>
        %538 = vector.extract_strided_slice %533 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %539 = vector.extract_strided_slice %533 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %540 = vector.extract_strided_slice %533 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %541 = vector.extract_strided_slice %533 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %542 = arith.addf %538, %539 : vector<128x128xf32>
        %543 = arith.addf %542, %540 : vector<128x128xf32>
        %544 = arith.addf %543, %541 : vector<128x128xf32>
        %545 = arith.addf %537, %544 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %546 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %547 = vector.shape_cast %546 : vector<128x128xf32> to vector<128x128xf32>
        %548 = vector.shape_cast %545 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %548 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %549 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %550 = vector.load %arg17[%549, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %551 = vector.shape_cast %550 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %552 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %553 = arith.mulf %535, %552 : vector<128x128xf32>
        %554 = arith.truncf %533 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %555 = tpu.matmul %554, %551, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %556 = arith.addf %553, %555 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %557 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %558 = vector.shape_cast %557 : vector<128x128xf32> to vector<128x128xf32>
        %559 = vector.shape_cast %556 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c896, %c0], %559 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %560 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %561 = vector.shape_cast %560 : vector<128x128xf32> to vector<128x128xf32>
        %562 = vector.shape_cast %528 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %562 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %563 = arith.addi %arg23, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %564 = arith.minsi %arg22, %c527_i32 : i32
        %565 = arith.index_cast %564 : i32 to index
        %566 = memref.load %arg4[%565] : memref<528xi8, #tpu.memory_space<smem>>
        %567 = arith.extsi %566 : i8 to i32
        %568 = arith.cmpi sge, %563, %567 : i32
        %c1_i32 = arith.constant 1 : i32
        %569 = arith.addi %arg22, %c1_i32 : i32
        %570 = arith.select %568, %569, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %571 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %572 = arith.select %568, %c0_i32, %571 : i32
        %573 = arith.cmpi slt, %570, %23 : i32
        %574 = arith.extui %573 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %575 = arith.cmpi ne, %574, %c0_i32 : i32
        scf.if %575 {
          %c0_i32 = arith.constant 0 : i32
          %576 = arith.addi %3, %c0_i32 : i32
          %577 = arith.index_cast %570 : i32 to index
          %578 = memref.load %arg3[%577] : memref<528xi8, #tpu.memory_space<smem>>
          %579 = arith.extsi %578 : i8 to i32
          %580 = arith.addi %579, %572 : i32
          %c2_i32 = arith.constant 2 : i32
          %581 = arith.divsi %576, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %582 = arith.muli %580, %c512_i32 : i32
          %583 = tpu.assume_multiple %582, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %584 = arith.divsi %576, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %585 = arith.muli %580, %c512_i32 : i32
          %586 = tpu.assume_multiple %585, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %587 = arith.muli %580, %c512_i32 : i32
          %588 = tpu.assume_multiple %587, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %589 = tpu.memref_slice %arg19[%arg26, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %590 = tpu.memref_squeeze %589 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %591 = tpu.memref_slice %arg16[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %592 = tpu.memref_squeeze %591 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %593 = tpu.memref_slice %arg8[%581, %583, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %594 = tpu.memref_squeeze %593 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%594 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%592 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%590 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %595 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %596 = tpu.memref_squeeze %595 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %597 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %598 = tpu.memref_squeeze %597 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %599 = tpu.memref_slice %arg9[%584, %586, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %600 = tpu.memref_squeeze %599 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%600 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%598 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%596 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %601 = tpu.memref_slice %arg19[%arg26, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %602 = tpu.memref_squeeze %601 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %603 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %604 = tpu.memref_squeeze %603 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %605 = tpu.memref_slice %arg10[%c0_i32, %588] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%605 : memref<8x512xi32, #tpu.memory_space<any>>) target(%604 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%602 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %570, %572 : i32, i32
      }
      scf.yield %arg22, %arg23, %86#0, %86#1, %arg25, %arg26, %arg24 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
    %42 = vector.multi_reduction <add>, %41, %cst_x56bed9 [1] : vector<1024x128xf32> to vector<1024xf32>
    %43 = vector.shape_cast %42 : vector<1024xf32> to vector<1024x1xf32>
    %44 = vector.shape_cast %43 : vector<1024x1xf32> to vector<1024x1xf32>
    %45 = vector.broadcast %44 : vector<1024x1xf32> to vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %46 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %47 = arith.cmpf one, %45, %46 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %49 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %50 = arith.select %47, %45, %49 : vector<1024x128xi1>, vector<1024x128xf32>
    %51 = tpu.reciprocal %50 : vector<1024x128xf32> -> vector<1024x128xf32>
    %52 = arith.mulf %48, %51 : vector<1024x128xf32>
    %53 = arith.truncf %52 : vector<1024x128xf32> to vector<1024x128xbf16>
    %54 = vector.shape_cast %53 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %55 = vector.load %arg11[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %54 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %56 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %57 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %58 = arith.select %47, %45, %57 : vector<1024x128xi1>, vector<1024x128xf32>
    %59 = math.log %58 : vector<1024x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %60 = math.log %cst_x481f63 : f32
    %61 = vector.broadcast %60 : f32 to vector<1024x128xf32>
    %62 = arith.divf %59, %61 : vector<1024x128xf32>
    %63 = arith.addf %56, %62 : vector<1024x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %64 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
    %65 = arith.divf %63, %64 : vector<1024x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %66 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %67 = arith.select %47, %65, %66 : vector<1024x128xi1>, vector<1024x128xf32>
    %68 = vector.extract_strided_slice %67 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %69 = tpu.transpose %68, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %70 = vector.extract_strided_slice %69 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %71 = vector.load %arg12[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %72 = vector.shape_cast %71 : vector<1x1x512xf32> to vector<1x512xf32>
    %73 = vector.shape_cast %70 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %73 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %74 = vector.extract_strided_slice %67 {offsets = [512, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %75 = tpu.transpose %74, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %76 = vector.extract_strided_slice %75 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %77 = vector.load %arg12[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %78 = vector.shape_cast %77 : vector<1x1x512xf32> to vector<1x512xf32>
    %79 = vector.shape_cast %76 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg12[%c1, %c0, %c0], %79 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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

// ---- kernel sparse_cli_dkv sha256:a1fe79c94192b261fee5eb01af0e3d2b911b32cf7e10b22e624176a4df80fe59
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
        %112 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %113 = vector.shape_cast %112 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xd1955e = arith.constant dense<0.000000e+00> : vector<256x1024xf32>
        %114 = tpu.matmul %113, %107, %cst_xd1955e {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<1024x128xbf16>, vector<256x1024xf32> -> vector<256x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %115 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x1024xf32>
        %116 = arith.mulf %114, %115 : vector<256x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %118 = vector.shape_cast %117 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xd1955e = arith.constant dense<0.000000e+00> : vector<256x1024xf32>
        %119 = tpu.matmul %118, %111, %cst_xd1955e {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<1024x128xbf16>, vector<256x1024xf32> -> vector<256x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg21[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %121 = tpu.memref_squeeze %120 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %121[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %123 = vector.shape_cast %122 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg22[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %125 = tpu.memref_squeeze %124 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %125[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %127 = vector.shape_cast %126 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg6[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %129 = vector.shape_cast %128 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xd1955e = arith.constant dense<0.000000e+00> : vector<256x1024xf32>
        %130 = tpu.matmul %129, %123, %cst_xd1955e {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<1024x128xbf16>, vector<256x1024xf32> -> vector<256x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %131 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x1024xf32>
        %132 = arith.mulf %130, %131 : vector<256x1024xf32>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %134 = vector.shape_cast %133 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xd1955e = arith.constant dense<0.000000e+00> : vector<256x1024xf32>
        %135 = tpu.matmul %134, %127, %cst_xd1955e {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<1024x128xbf16>, vector<256x1024xf32> -> vector<256x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %136 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %137 = tpu.memref_squeeze %136 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %137[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %139 = vector.shape_cast %138 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %140 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %141 = tpu.memref_squeeze %140 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %141[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %143 = vector.shape_cast %142 : vector<1x1x512xf32> to vector<1x512xf32>
        %144 = tpu.concatenate %139, %143 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %145 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %146 = arith.mulf %144, %145 : vector<1x1024xf32>
        %147 = vector.broadcast %146 : vector<1x1024xf32> to vector<256x1024xf32>
        %148 = arith.subf %116, %147 : vector<256x1024xf32>
        %149 = math.exp2 %148 : vector<256x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %151 = arith.truncf %149 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %152 = tpu.matmul %151, %111, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<1024x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %153 = arith.addf %150, %152 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %155 = vector.shape_cast %154 : vector<256x128xf32> to vector<256x128xf32>
        %156 = vector.shape_cast %153 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %156 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %157 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %158 = tpu.memref_squeeze %157 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %158[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %160 = vector.shape_cast %159 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %161 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %162 = tpu.memref_squeeze %161 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %162[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %164 = vector.shape_cast %163 : vector<1x1x512xf32> to vector<1x512xf32>
        %165 = tpu.concatenate %160, %164 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %166 = vector.broadcast %165 : vector<1x1024xf32> to vector<256x1024xf32>
        %167 = arith.subf %119, %166 : vector<256x1024xf32>
        %168 = arith.mulf %149, %167 : vector<256x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %170 = arith.truncf %168 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %171 = tpu.matmul %170, %107, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<1024x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %172 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %173 = arith.mulf %171, %172 : vector<256x128xf32>
        %174 = arith.addf %169, %173 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %175 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %176 = vector.shape_cast %175 : vector<256x128xf32> to vector<256x128xf32>
        %177 = vector.shape_cast %174 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %177 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %178 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %179 = vector.shape_cast %178 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %180 = arith.truncf %168 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %181 = tpu.matmul %180, %179, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<256x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %182 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %183 = tpu.memref_squeeze %182 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %184 = vector.load %183[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %185 = vector.shape_cast %184 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %186 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %187 = tpu.memref_squeeze %186 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %188 = vector.load %187[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %189 = vector.shape_cast %188 : vector<1x1x512xf32> to vector<1x512xf32>
        %190 = tpu.concatenate %185, %189 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %191 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %192 = arith.mulf %190, %191 : vector<1x1024xf32>
        %193 = vector.broadcast %192 : vector<1x1024xf32> to vector<256x1024xf32>
        %194 = arith.subf %132, %193 : vector<256x1024xf32>
        %195 = math.exp2 %194 : vector<256x1024xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %196 = vector.load %arg19[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %197 = arith.truncf %195 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %198 = tpu.matmul %197, %127, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<1024x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %199 = arith.addf %196, %198 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %200 = vector.load %arg19[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %201 = vector.shape_cast %200 : vector<256x128xf32> to vector<256x128xf32>
        %202 = vector.shape_cast %199 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg19[%c256, %c0], %202 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %203 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %204 = tpu.memref_squeeze %203 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %205 = vector.load %204[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %206 = vector.shape_cast %205 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %207 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %208 = tpu.memref_squeeze %207 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %209 = vector.load %208[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %210 = vector.shape_cast %209 : vector<1x1x512xf32> to vector<1x512xf32>
        %211 = tpu.concatenate %206, %210 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %212 = vector.broadcast %211 : vector<1x1024xf32> to vector<256x1024xf32>
        %213 = arith.subf %135, %212 : vector<256x1024xf32>
        %214 = arith.mulf %195, %213 : vector<256x1024xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %215 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %216 = arith.truncf %214 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %217 = tpu.matmul %216, %123, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<1024x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %218 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %219 = arith.mulf %217, %218 : vector<256x128xf32>
        %220 = arith.addf %215, %219 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %221 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %222 = vector.shape_cast %221 : vector<256x128xf32> to vector<256x128xf32>
        %223 = vector.shape_cast %220 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c256, %c0], %223 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %224 = vector.load %arg6[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %225 = vector.shape_cast %224 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %226 = arith.truncf %214 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %227 = tpu.matmul %226, %225, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<256x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %228 = arith.addf %181, %227 : vector<1024x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %229 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %230 = tpu.memref_squeeze %229 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %231 = vector.load %230[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %232 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %233 = arith.mulf %228, %232 : vector<1024x128xf32>
        %234 = vector.shape_cast %233 : vector<1024x128xf32> to vector<2x512x128xf32>
        %235 = arith.addf %231, %234 : vector<2x512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %236 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %237 = tpu.memref_squeeze %236 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %238 = vector.load %237[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %239 = vector.shape_cast %238 : vector<2x512x128xf32> to vector<2x512x128xf32>
        %240 = vector.shape_cast %235 : vector<2x512x128xf32> to vector<2x512x128xf32>
        tpu.vector_store %237[%c0, %c0, %c0], %240 {strides = array<i32>} : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %241 = arith.addi %arg31, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %242 = arith.minsi %arg30, %c527_i32 : i32
        %243 = arith.index_cast %242 : i32 to index
        %244 = memref.load %arg4[%243] : memref<528xi8, #tpu.memory_space<smem>>
        %245 = arith.extsi %244 : i8 to i32
        %246 = arith.cmpi sge, %241, %245 : i32
        %c1_i32 = arith.constant 1 : i32
        %247 = arith.addi %arg30, %c1_i32 : i32
        %248 = arith.select %246, %247, %arg30 : i32
        %c1_i32 = arith.constant 1 : i32
        %249 = arith.addi %arg31, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %250 = arith.select %246, %c0_i32, %249 : i32
        %c512_i32 = arith.constant 512 : i32
        %251 = arith.muli %103, %c512_i32 : i32
        %252 = tpu.assume_multiple %251, 512 : i32
        %253 = tpu.memref_slice %arg20[%arg32] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %254 = tpu.memref_squeeze %253 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %255 = tpu.memref_slice %arg17[%99, %252, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %256 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %257 = tpu.memref_squeeze %256 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%257 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target(%255 : memref<2x512x128xf32, #tpu.memory_space<any>>) target_semaphore(%254 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %258 = arith.cmpi ne, %arg28, %15 : i32
        %c0_i32 = arith.constant 0 : i32
        %259 = arith.cmpi ne, %arg29, %c0_i32 : i32
        %260 = arith.ori %258, %259 : i1
        %261 = arith.extui %260 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %262 = arith.cmpi ne, %261, %c0_i32 : i32
        scf.if %262 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %266 = arith.muli %c0_i32, %c512_i32 : i32
          %267 = tpu.assume_multiple %266, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %268 = tpu.memref_slice %arg20[%arg34] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %269 = tpu.memref_squeeze %268 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %270 = tpu.memref_slice %arg17[%c0_i32, %267, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %271 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %272 = tpu.memref_squeeze %271 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%269 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%272 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) dst(%270 : memref<2x512x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %263 = arith.cmpi slt, %248, %19 : i32
        %264 = arith.extui %263 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %265 = arith.cmpi ne, %264, %c0_i32 : i32
        scf.if %265 {
          %c0_i32 = arith.constant 0 : i32
          %266 = arith.addi %3, %c0_i32 : i32
          %267 = arith.index_cast %248 : i32 to index
          %268 = memref.load %arg3[%267] : memref<528xi8, #tpu.memory_space<smem>>
          %269 = arith.extsi %268 : i8 to i32
          %270 = arith.addi %269, %250 : i32
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
          %c512_i32 = arith.constant 512 : i32
          %281 = arith.muli %270, %c512_i32 : i32
          %282 = tpu.assume_multiple %281, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %283 = tpu.memref_slice %arg27[%arg34, %c0_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %284 = tpu.memref_squeeze %283 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %285 = tpu.memref_slice %arg21[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %286 = tpu.memref_squeeze %285 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %287 = tpu.memref_slice %arg9[%266, %272, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%287 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%286 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%284 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %288 = tpu.memref_slice %arg27[%arg34, %c1_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %289 = tpu.memref_squeeze %288 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %290 = tpu.memref_slice %arg22[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %291 = tpu.memref_squeeze %290 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %292 = tpu.memref_slice %arg10[%266, %274, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%292 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%291 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%289 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %293 = tpu.memref_slice %arg27[%arg34, %c2_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %294 = tpu.memref_squeeze %293 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %295 = tpu.memref_slice %arg23[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %296 = tpu.memref_squeeze %295 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %297 = tpu.memref_slice %arg11[%266, %c0_i32, %276] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%297 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%296 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%294 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %298 = tpu.memref_slice %arg27[%arg34, %c3_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %299 = tpu.memref_squeeze %298 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %300 = tpu.memref_slice %arg24[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %301 = tpu.memref_squeeze %300 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %302 = tpu.memref_slice %arg12[%266, %c0_i32, %278] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%302 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%301 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%299 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %303 = tpu.memref_slice %arg27[%arg34, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %304 = tpu.memref_squeeze %303 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %305 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %306 = tpu.memref_squeeze %305 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %307 = tpu.memref_slice %arg17[%266, %280, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%307 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%306 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%304 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c5_i32 = arith.constant 5 : i32
          %308 = tpu.memref_slice %arg27[%arg34, %c5_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %309 = tpu.memref_squeeze %308 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %310 = tpu.memref_slice %arg26[%arg34, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %311 = tpu.memref_squeeze %310 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %312 = tpu.memref_slice %arg14[%c0_i32, %282] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%312 : memref<8x512xi32, #tpu.memory_space<any>>) target(%311 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%309 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %248, %250 : i32, i32
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
        %112 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %113 = vector.shape_cast %112 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xd1955e = arith.constant dense<0.000000e+00> : vector<256x1024xf32>
        %114 = tpu.matmul %113, %107, %cst_xd1955e {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<1024x128xbf16>, vector<256x1024xf32> -> vector<256x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %115 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x1024xf32>
        %116 = arith.mulf %114, %115 : vector<256x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %118 = vector.shape_cast %117 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xd1955e = arith.constant dense<0.000000e+00> : vector<256x1024xf32>
        %119 = tpu.matmul %118, %111, %cst_xd1955e {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<1024x128xbf16>, vector<256x1024xf32> -> vector<256x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg21[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %121 = tpu.memref_squeeze %120 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %121[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %123 = vector.shape_cast %122 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg22[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
        %125 = tpu.memref_squeeze %124 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %125[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %127 = vector.shape_cast %126 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg6[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %129 = vector.shape_cast %128 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xd1955e = arith.constant dense<0.000000e+00> : vector<256x1024xf32>
        %130 = tpu.matmul %129, %123, %cst_xd1955e {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<1024x128xbf16>, vector<256x1024xf32> -> vector<256x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %131 = vector.broadcast %cst_xa6fad0 : f32 to vector<256x1024xf32>
        %132 = arith.mulf %130, %131 : vector<256x1024xf32>
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg7[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %134 = vector.shape_cast %133 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %cst_xd1955e = arith.constant dense<0.000000e+00> : vector<256x1024xf32>
        %135 = tpu.matmul %134, %127, %cst_xd1955e {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<256x128xbf16>, vector<1024x128xbf16>, vector<256x1024xf32> -> vector<256x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %136 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %137 = tpu.memref_squeeze %136 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %137[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %139 = vector.shape_cast %138 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %140 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %141 = tpu.memref_squeeze %140 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %141[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %143 = vector.shape_cast %142 : vector<1x1x512xf32> to vector<1x512xf32>
        %144 = tpu.concatenate %139, %143 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %145 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %146 = arith.mulf %144, %145 : vector<1x1024xf32>
        %147 = vector.broadcast %146 : vector<1x1024xf32> to vector<256x1024xf32>
        %148 = arith.subf %116, %147 : vector<256x1024xf32>
        %149 = math.exp2 %148 : vector<256x1024xf32>
        %c512_i32 = arith.constant 512 : i32
        %150 = arith.muli %103, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %151 = arith.muli %4, %c512_i32 : i32
        %152 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %153 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %154 = arith.subi %151, %150 : i32
        %155 = vector.broadcast %153 : vector<256x1xi32> to vector<256x512xi32>
        %156 = vector.broadcast %152 : vector<1x512xi32> to vector<256x512xi32>
        %157 = arith.subi %155, %156 : vector<256x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %158 = arith.subi %c0_i32, %154 : i32
        %159 = vector.broadcast %158 : i32 to vector<256x512xi32>
        %160 = arith.cmpi sle, %157, %159 : vector<256x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg8[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<256x1xi32>
        %162 = vector.shape_cast %161 : vector<256x1xi32> to vector<256x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %163 = tpu.memref_slice %arg26[%arg32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %164 = tpu.memref_squeeze %163 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %165 = vector.load %164[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %166 = vector.broadcast %c0_i32 : i32 to vector<256x1xi32>
        %167 = arith.cmpi sge, %162, %166 : vector<256x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %168 = vector.broadcast %c-1_i32 : i32 to vector<256x1xi32>
        %169 = arith.select %167, %162, %168 : vector<256x1xi1>, vector<256x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %170 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %171 = arith.cmpi sge, %165, %170 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %172 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %173 = arith.select %171, %165, %172 : vector<1x512xi1>, vector<1x512xi32>
        %174 = vector.broadcast %169 : vector<256x1xi32> to vector<256x512xi32>
        %175 = vector.broadcast %173 : vector<1x512xi32> to vector<256x512xi32>
        %176 = arith.cmpi eq, %174, %175 : vector<256x512xi32>
        %177 = tpu.concatenate %160, %160 in 1 : vector<256x512xi1>, vector<256x512xi1> -> vector<256x1024xi1>
        %178 = tpu.concatenate %176, %176 in 1 : vector<256x512xi1>, vector<256x512xi1> -> vector<256x1024xi1>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %179 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x1024xf32>
        %180 = arith.select %177, %149, %179 : vector<256x1024xi1>, vector<256x1024xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %181 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x1024xf32>
        %182 = arith.select %178, %180, %181 : vector<256x1024xi1>, vector<256x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %183 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %184 = arith.truncf %182 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %185 = tpu.matmul %184, %111, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<1024x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %186 = arith.addf %183, %185 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %187 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %188 = vector.shape_cast %187 : vector<256x128xf32> to vector<256x128xf32>
        %189 = vector.shape_cast %186 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %189 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %190 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %191 = tpu.memref_squeeze %190 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %192 = vector.load %191[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %193 = vector.shape_cast %192 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %194 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %195 = tpu.memref_squeeze %194 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %196 = vector.load %195[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %197 = vector.shape_cast %196 : vector<1x1x512xf32> to vector<1x512xf32>
        %198 = tpu.concatenate %193, %197 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %199 = vector.broadcast %198 : vector<1x1024xf32> to vector<256x1024xf32>
        %200 = arith.subf %119, %199 : vector<256x1024xf32>
        %201 = arith.mulf %182, %200 : vector<256x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %202 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %203 = arith.truncf %201 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %204 = tpu.matmul %203, %107, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<1024x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %205 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %206 = arith.mulf %204, %205 : vector<256x128xf32>
        %207 = arith.addf %202, %206 : vector<256x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %208 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %209 = vector.shape_cast %208 : vector<256x128xf32> to vector<256x128xf32>
        %210 = vector.shape_cast %207 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %210 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %211 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %212 = vector.shape_cast %211 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %213 = arith.truncf %201 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %214 = tpu.matmul %213, %212, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<256x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %215 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %216 = tpu.memref_squeeze %215 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %217 = vector.load %216[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %218 = vector.shape_cast %217 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %219 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %220 = tpu.memref_squeeze %219 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %221 = vector.load %220[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %222 = vector.shape_cast %221 : vector<1x1x512xf32> to vector<1x512xf32>
        %223 = tpu.concatenate %218, %222 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %224 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %225 = arith.mulf %223, %224 : vector<1x1024xf32>
        %226 = vector.broadcast %225 : vector<1x1024xf32> to vector<256x1024xf32>
        %227 = arith.subf %132, %226 : vector<256x1024xf32>
        %228 = math.exp2 %227 : vector<256x1024xf32>
        %c512_i32 = arith.constant 512 : i32
        %229 = arith.muli %103, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %230 = arith.muli %4, %c512_i32 : i32
        %c256_i32 = arith.constant 256 : i32
        %231 = arith.addi %230, %c256_i32 : i32
        %232 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %233 = tpu.iota {dimensions = array<i32: 0>} : vector<256x1xi32>
        %234 = arith.subi %231, %229 : i32
        %235 = vector.broadcast %233 : vector<256x1xi32> to vector<256x512xi32>
        %236 = vector.broadcast %232 : vector<1x512xi32> to vector<256x512xi32>
        %237 = arith.subi %235, %236 : vector<256x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %238 = arith.subi %c0_i32, %234 : i32
        %239 = vector.broadcast %238 : i32 to vector<256x512xi32>
        %240 = arith.cmpi sle, %237, %239 : vector<256x512xi32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %241 = vector.load %arg8[%c256, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<256x1xi32>
        %242 = vector.shape_cast %241 : vector<256x1xi32> to vector<256x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %243 = tpu.memref_slice %arg26[%arg32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %244 = tpu.memref_squeeze %243 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %245 = vector.load %244[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %246 = vector.broadcast %c0_i32 : i32 to vector<256x1xi32>
        %247 = arith.cmpi sge, %242, %246 : vector<256x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %248 = vector.broadcast %c-1_i32 : i32 to vector<256x1xi32>
        %249 = arith.select %247, %242, %248 : vector<256x1xi1>, vector<256x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %250 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %251 = arith.cmpi sge, %245, %250 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %252 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %253 = arith.select %251, %245, %252 : vector<1x512xi1>, vector<1x512xi32>
        %254 = vector.broadcast %249 : vector<256x1xi32> to vector<256x512xi32>
        %255 = vector.broadcast %253 : vector<1x512xi32> to vector<256x512xi32>
        %256 = arith.cmpi eq, %254, %255 : vector<256x512xi32>
        %257 = tpu.concatenate %240, %240 in 1 : vector<256x512xi1>, vector<256x512xi1> -> vector<256x1024xi1>
        %258 = tpu.concatenate %256, %256 in 1 : vector<256x512xi1>, vector<256x512xi1> -> vector<256x1024xi1>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %259 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x1024xf32>
        %260 = arith.select %257, %228, %259 : vector<256x1024xi1>, vector<256x1024xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %261 = vector.broadcast %cst_x8ee5ec : f32 to vector<256x1024xf32>
        %262 = arith.select %258, %260, %261 : vector<256x1024xi1>, vector<256x1024xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %263 = vector.load %arg19[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %264 = arith.truncf %262 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %265 = tpu.matmul %264, %127, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<1024x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %266 = arith.addf %263, %265 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %267 = vector.load %arg19[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %268 = vector.shape_cast %267 : vector<256x128xf32> to vector<256x128xf32>
        %269 = vector.shape_cast %266 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg19[%c256, %c0], %269 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %270 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %271 = tpu.memref_squeeze %270 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %272 = vector.load %271[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %273 = vector.shape_cast %272 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %274 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %275 = tpu.memref_squeeze %274 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %276 = vector.load %275[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %277 = vector.shape_cast %276 : vector<1x1x512xf32> to vector<1x512xf32>
        %278 = tpu.concatenate %273, %277 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %279 = vector.broadcast %278 : vector<1x1024xf32> to vector<256x1024xf32>
        %280 = arith.subf %135, %279 : vector<256x1024xf32>
        %281 = arith.mulf %262, %280 : vector<256x1024xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %282 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %283 = arith.truncf %281 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_xc9b52a = arith.constant dense<0.000000e+00> : vector<256x128xf32>
        %284 = tpu.matmul %283, %123, %cst_xc9b52a {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<1024x128xbf16>, vector<256x128xf32> -> vector<256x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %285 = vector.broadcast %cst_xf22304 : f32 to vector<256x128xf32>
        %286 = arith.mulf %284, %285 : vector<256x128xf32>
        %287 = arith.addf %282, %286 : vector<256x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %288 = vector.load %arg18[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>
        %289 = vector.shape_cast %288 : vector<256x128xf32> to vector<256x128xf32>
        %290 = vector.shape_cast %287 : vector<256x128xf32> to vector<256x128xf32>
        tpu.vector_store %arg18[%c256, %c0], %290 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<256x128xf32>, 
        %c0 = arith.constant 0 : index
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %291 = vector.load %arg6[%c0, %c256, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x256x128xbf16>
        %292 = vector.shape_cast %291 : vector<1x256x128xbf16> to vector<256x128xbf16>
        %293 = arith.truncf %281 : vector<256x1024xf32> to vector<256x1024xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %294 = tpu.matmul %293, %292, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<256x1024xbf16>, vector<256x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %295 = arith.addf %214, %294 : vector<1024x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %296 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %297 = tpu.memref_squeeze %296 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %298 = vector.load %297[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %299 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %300 = arith.mulf %295, %299 : vector<1024x128xf32>
        %301 = vector.shape_cast %300 : vector<1024x128xf32> to vector<2x512x128xf32>
        %302 = arith.addf %298, %301 : vector<2x512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %303 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %304 = tpu.memref_squeeze %303 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %305 = vector.load %304[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %306 = vector.shape_cast %305 : vector<2x512x128xf32> to vector<2x512x128xf32>
        %307 = vector.shape_cast %302 : vector<2x512x128xf32> to vector<2x512x128xf32>
        tpu.vector_store %304[%c0, %c0, %c0], %307 {strides = array<i32>} : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %308 = arith.addi %arg31, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %309 = arith.minsi %arg30, %c527_i32 : i32
        %310 = arith.index_cast %309 : i32 to index
        %311 = memref.load %arg4[%310] : memref<528xi8, #tpu.memory_space<smem>>
        %312 = arith.extsi %311 : i8 to i32
        %313 = arith.cmpi sge, %308, %312 : i32
        %c1_i32 = arith.constant 1 : i32
        %314 = arith.addi %arg30, %c1_i32 : i32
        %315 = arith.select %313, %314, %arg30 : i32
        %c1_i32 = arith.constant 1 : i32
        %316 = arith.addi %arg31, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %317 = arith.select %313, %c0_i32, %316 : i32
        %c512_i32 = arith.constant 512 : i32
        %318 = arith.muli %103, %c512_i32 : i32
        %319 = tpu.assume_multiple %318, 512 : i32
        %320 = tpu.memref_slice %arg20[%arg32] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %321 = tpu.memref_squeeze %320 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %322 = tpu.memref_slice %arg17[%99, %319, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %323 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %324 = tpu.memref_squeeze %323 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%324 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target(%322 : memref<2x512x128xf32, #tpu.memory_space<any>>) target_semaphore(%321 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %325 = arith.cmpi ne, %arg28, %15 : i32
        %c0_i32 = arith.constant 0 : i32
        %326 = arith.cmpi ne, %arg29, %c0_i32 : i32
        %327 = arith.ori %325, %326 : i1
        %328 = arith.extui %327 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %329 = arith.cmpi ne, %328, %c0_i32 : i32
        scf.if %329 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %333 = arith.muli %c0_i32, %c512_i32 : i32
          %334 = tpu.assume_multiple %333, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %335 = tpu.memref_slice %arg20[%arg34] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %336 = tpu.memref_squeeze %335 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %337 = tpu.memref_slice %arg17[%c0_i32, %334, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %338 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %339 = tpu.memref_squeeze %338 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%336 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%339 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) dst(%337 : memref<2x512x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %330 = arith.cmpi slt, %315, %19 : i32
        %331 = arith.extui %330 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %332 = arith.cmpi ne, %331, %c0_i32 : i32
        scf.if %332 {
          %c0_i32 = arith.constant 0 : i32
          %333 = arith.addi %3, %c0_i32 : i32
          %334 = arith.index_cast %315 : i32 to index
          %335 = memref.load %arg3[%334] : memref<528xi8, #tpu.memory_space<smem>>
          %336 = arith.extsi %335 : i8 to i32
          %337 = arith.addi %336, %317 : i32
          %c512_i32 = arith.constant 512 : i32
          %338 = arith.muli %337, %c512_i32 : i32
          %339 = tpu.assume_multiple %338, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %340 = arith.muli %337, %c512_i32 : i32
          %341 = tpu.assume_multiple %340, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %342 = arith.muli %337, %c512_i32 : i32
          %343 = tpu.assume_multiple %342, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %344 = arith.muli %337, %c512_i32 : i32
          %345 = tpu.assume_multiple %344, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %346 = arith.muli %337, %c512_i32 : i32
          %347 = tpu.assume_multiple %346, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %348 = arith.muli %337, %c512_i32 : i32
          %349 = tpu.assume_multiple %348, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %350 = tpu.memref_slice %arg27[%arg34, %c0_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %351 = tpu.memref_squeeze %350 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %352 = tpu.memref_slice %arg21[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %353 = tpu.memref_squeeze %352 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %354 = tpu.memref_slice %arg9[%333, %339, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%354 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%353 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%351 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %355 = tpu.memref_slice %arg27[%arg34, %c1_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %356 = tpu.memref_squeeze %355 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %357 = tpu.memref_slice %arg22[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %358 = tpu.memref_squeeze %357 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %359 = tpu.memref_slice %arg10[%333, %341, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%359 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%358 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%356 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %360 = tpu.memref_slice %arg27[%arg34, %c2_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %361 = tpu.memref_squeeze %360 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %362 = tpu.memref_slice %arg23[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %363 = tpu.memref_squeeze %362 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %364 = tpu.memref_slice %arg11[%333, %c0_i32, %343] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%364 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%363 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%361 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %365 = tpu.memref_slice %arg27[%arg34, %c3_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %366 = tpu.memref_squeeze %365 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %367 = tpu.memref_slice %arg24[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %368 = tpu.memref_squeeze %367 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %369 = tpu.memref_slice %arg12[%333, %c0_i32, %345] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%369 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%368 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%366 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %370 = tpu.memref_slice %arg27[%arg34, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %371 = tpu.memref_squeeze %370 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %372 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %373 = tpu.memref_squeeze %372 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %374 = tpu.memref_slice %arg17[%333, %347, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%374 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%373 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%371 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c5_i32 = arith.constant 5 : i32
          %375 = tpu.memref_slice %arg27[%arg34, %c5_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %376 = tpu.memref_squeeze %375 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %377 = tpu.memref_slice %arg26[%arg34, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %378 = tpu.memref_squeeze %377 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %379 = tpu.memref_slice %arg14[%c0_i32, %349] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%379 : memref<8x512xi32, #tpu.memory_space<any>>) target(%378 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%376 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %315, %317 : i32, i32
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
