module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x32x32xi8>, %arg4: tensor<16x16384x128xbf16>, %arg5: tensor<8x16384x128xbf16>, %arg6: tensor<8x16384x128xbf16>, %arg7: tensor<16384xi32>, %arg8: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result[0]"}, tensor<16x16384x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_x23ccff = stablehlo.constant dense<528> : tensor<i32>
    %c_xcdc178 = stablehlo.constant dense<1024> : tensor<i32>
    %c_xad8525 = stablehlo.constant dense<1023> : tensor<i32>
    %c_x62e2e1 = stablehlo.constant dense<true> : tensor<i1>
    %c_x22c4ee = stablehlo.constant dense<1> : tensor<i32>
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
    %63 = stablehlo.not %62 : tensor<1x32x32xi1>
    %64 = call @argsort(%63) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %65 = call @_where_0(%62, %arg0, %c_x9b6259) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %66 = call @take_along_axis(%65, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %67 = call @take_along_axis_1(%arg1, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %68 = stablehlo.convert %62 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %69 = stablehlo.reduce(%68 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %71 = stablehlo.iota dim = 0 : tensor<32xi32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %75 = stablehlo.compare LT, %73, %74, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %76 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %77 = stablehlo.subtract %70, %76 : tensor<1x32x1xi32>
    %78 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %79 = stablehlo.maximum %77, %78 : tensor<1x32x1xi32>
    %80 = call @take_along_axis_2(%67, %79) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %81 = call @_where_3(%75, %67, %80) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %82 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %83 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %84 = stablehlo.compare GE, %82, %83, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %85 = call @_where(%84, %82, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %86 = stablehlo.reduce(%85 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %87 = call @_where(%84, %82, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %88 = stablehlo.reduce(%87 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %89 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %90 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %91 = stablehlo.compare GE, %89, %90, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %92 = call @_where(%91, %89, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %93 = stablehlo.reduce(%92 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %94 = call @_where(%91, %89, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %95 = stablehlo.reduce(%94 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %96 = stablehlo.iota dim = 0 : tensor<32xi32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %98 = stablehlo.convert %arg3 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %99 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %100 = stablehlo.compare LT, %98, %99, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %101 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %102 = stablehlo.add %98, %101 : tensor<1x32x32xi32>
    %103 = stablehlo.select %100, %102, %98 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %105 = "stablehlo.gather"(%86, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %106 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %107 = stablehlo.compare LT, %97, %106, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %108 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %109 = stablehlo.add %97, %108 : tensor<1x32x1xi32>
    %110 = stablehlo.select %107, %109, %97 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %112 = "stablehlo.gather"(%95, %111) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %114 = stablehlo.compare LE, %105, %113, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %115 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %116 = stablehlo.compare LT, %97, %115, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %117 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %118 = stablehlo.add %97, %117 : tensor<1x32x1xi32>
    %119 = stablehlo.select %116, %118, %97 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %121 = "stablehlo.gather"(%93, %120) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %122 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %123 = stablehlo.compare LT, %98, %122, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %124 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %125 = stablehlo.add %98, %124 : tensor<1x32x32xi32>
    %126 = stablehlo.select %123, %125, %98 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %128 = "stablehlo.gather"(%88, %127) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %129 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %130 = stablehlo.compare LE, %129, %128, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %131 = stablehlo.and %114, %130 : tensor<1x32x32xi1>
    %132 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %133 = stablehlo.compare NE, %arg2, %132, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %134 = stablehlo.and %133, %131 : tensor<1x32x32xi1>
    %135 = stablehlo.not %134 : tensor<1x32x32xi1>
    %136 = call @argsort(%135) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %137 = call @_where_0(%134, %arg2, %c_x9b6259) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %138 = call @take_along_axis(%137, %136) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %139 = call @take_along_axis_1(%arg3, %136) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %140 = stablehlo.convert %134 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %141 = stablehlo.reduce(%140 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %143 = stablehlo.iota dim = 0 : tensor<32xi32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %146 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %147 = stablehlo.compare LT, %145, %146, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %148 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %149 = stablehlo.subtract %142, %148 : tensor<1x32x1xi32>
    %150 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %151 = stablehlo.maximum %149, %150 : tensor<1x32x1xi32>
    %152 = call @take_along_axis_2(%139, %151) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %153 = call @_where_3(%147, %139, %152) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %154 = call @_pad_4(%arg4, %c_x9b6259) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %155 = call @_pad_5(%arg5, %c_x9b6259) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %156 = call @_pad_5(%arg6, %c_x9b6259) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %157 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %158 = stablehlo.compare NE, %66, %157, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %159 = stablehlo.convert %81 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %160 = stablehlo.convert %66 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %161 = stablehlo.slice %159 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %162 = stablehlo.slice %159 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %163 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %164 = stablehlo.add %162, %163 : tensor<1x32x31xi32>
    %165 = stablehlo.compare EQ, %161, %164, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %166 = stablehlo.slice %160 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %167 = stablehlo.slice %160 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %168 = stablehlo.compare EQ, %166, %167, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %169 = stablehlo.and %165, %168 : tensor<1x32x31xi1>
    %170 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %171 = stablehlo.not %169 : tensor<1x32x31xi1>
    %172 = stablehlo.concatenate %170, %171, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %173 = stablehlo.and %158, %172 : tensor<1x32x32xi1>
    %174 = stablehlo.convert %81 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %175 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %176 = stablehlo.add %c_x130337, %175 : tensor<1x1xi32>
    %177 = stablehlo.select %c_xcf2552, %176, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %179 = "stablehlo.gather"(%174, %178) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %180 = stablehlo.transpose %179, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %181 = stablehlo.reshape %180 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %182 = stablehlo.convert %66 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %183 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %184 = stablehlo.add %c_x130337, %183 : tensor<1x1xi32>
    %185 = stablehlo.select %c_xcf2552, %184, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %187 = "stablehlo.gather"(%182, %186) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %188 = stablehlo.transpose %187, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %189 = stablehlo.reshape %188 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %190 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %191 = stablehlo.add %c_x130337, %190 : tensor<1x1xi32>
    %192 = stablehlo.select %c_xcf2552, %191, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %194 = "stablehlo.gather"(%158, %193) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %195 = stablehlo.transpose %194, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %196 = stablehlo.reshape %195 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %197 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %198 = stablehlo.add %c_x130337, %197 : tensor<1x1xi32>
    %199 = stablehlo.select %c_xcf2552, %198, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %201 = "stablehlo.gather"(%173, %200) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %202 = stablehlo.transpose %201, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %203 = stablehlo.reshape %202 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %204 = stablehlo.reshape %203 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %205 = stablehlo.reshape %196 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %206 = call @cumsum(%204) : (tensor<1024xi1>) -> tensor<1024xi32>
    %207 = stablehlo.iota dim = 0 : tensor<529xi32>
    %208 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %209 = stablehlo.add %208, %207 : tensor<529xi32>
    %210 = call @searchsorted(%206, %209) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    %211 = stablehlo.broadcast_in_dim %c_xad8525, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %212 = stablehlo.minimum %210, %211 : tensor<529xi32>
    %213 = call @cumsum(%205) : (tensor<1024xi1>) -> tensor<1024xi32>
    %214 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %215 = stablehlo.compare LT, %210, %214, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %216 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %217 = stablehlo.compare LT, %212, %216, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %218 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %219 = stablehlo.add %212, %218 : tensor<529xi32>
    %220 = stablehlo.select %217, %219, %212 : tensor<529xi1>, tensor<529xi32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %222 = "stablehlo.gather"(%213, %221) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<529x1xi32>) -> tensor<529xi32>
    %223 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %224 = stablehlo.compare LT, %212, %223, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %225 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %226 = stablehlo.add %212, %225 : tensor<529xi32>
    %227 = stablehlo.select %224, %226, %212 : tensor<529xi1>, tensor<529xi32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %229 = "stablehlo.gather"(%205, %228) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi1>, tensor<529x1xi32>) -> tensor<529xi1>
    %230 = stablehlo.convert %229 : (tensor<529xi1>) -> tensor<529xi32>
    %231 = stablehlo.subtract %222, %230 : tensor<529xi32>
    %232 = stablehlo.slice %213 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %233 = stablehlo.reshape %232 : (tensor<1xi32>) -> tensor<i32>
    %234 = call @_where_8(%215, %231, %233) : (tensor<529xi1>, tensor<529xi32>, tensor<i32>) -> tensor<529xi32>
    %235 = stablehlo.slice %210 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %236 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %237 = stablehlo.compare LT, %235, %236, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %238 = stablehlo.reshape %181 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %239 = stablehlo.slice %212 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %240 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %241 = stablehlo.compare LT, %239, %240, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %242 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %243 = stablehlo.add %239, %242 : tensor<528xi32>
    %244 = stablehlo.select %241, %243, %239 : tensor<528xi1>, tensor<528xi32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %246 = "stablehlo.gather"(%238, %245) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %247 = call @_where_9(%237, %246, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %248 = stablehlo.reshape %189 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %249 = stablehlo.slice %212 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %250 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %251 = stablehlo.compare LT, %249, %250, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %252 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %253 = stablehlo.add %249, %252 : tensor<528xi32>
    %254 = stablehlo.select %251, %253, %249 : tensor<528xi1>, tensor<528xi32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %256 = "stablehlo.gather"(%248, %255) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %257 = call @_where_9(%237, %256, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %258 = stablehlo.slice %234 [1:529] : (tensor<529xi32>) -> tensor<528xi32>
    %259 = stablehlo.slice %234 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %260 = stablehlo.subtract %258, %259 : tensor<528xi32>
    %261 = stablehlo.reshape %206 : (tensor<1024xi32>) -> tensor<32x32xi32>
    %262 = stablehlo.slice %261 [0:32, 31:32] : (tensor<32x32xi32>) -> tensor<32x1xi32>
    %263 = stablehlo.reshape %262 : (tensor<32x1xi32>) -> tensor<32xi32>
    %264 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %265 = stablehlo.concatenate %264, %263, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %266 = stablehlo.broadcast_in_dim %c_x23ccff, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %267 = stablehlo.minimum %265, %266 : tensor<33xi32>
    %268 = stablehlo.convert %267 : (tensor<33xi32>) -> tensor<33xi16>
    %269 = stablehlo.convert %247 : (tensor<528xi32>) -> tensor<528xi8>
    %270 = stablehlo.convert %260 : (tensor<528xi32>) -> tensor<528xi8>
    %271 = stablehlo.convert %257 : (tensor<528xi32>) -> tensor<528xi8>
    %272:2 = stablehlo.custom_call @tpu_custom_call(%268, %269, %270, %271, %154, %3, %155, %156, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:767089527d7c69983dd81116aded7f769666c9ba2001cd766658b66a0b911605\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
    %273 = stablehlo.convert %272#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %274 = stablehlo.convert %272#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %275 = stablehlo.multiply %273, %274 : tensor<16x16384x128xf32>
    %276 = stablehlo.reduce(%275 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16384x128xf32>, tensor<f32>) -> tensor<16x16384xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 2] : (tensor<16x16384xf32>) -> tensor<16x1x16384xf32>
    %278 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %279 = stablehlo.compare NE, %66, %278, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %280 = stablehlo.convert %81 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %281 = stablehlo.convert %66 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %282 = stablehlo.slice %280 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %283 = stablehlo.slice %280 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %284 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %285 = stablehlo.add %283, %284 : tensor<1x32x31xi32>
    %286 = stablehlo.compare EQ, %282, %285, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %287 = stablehlo.slice %281 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %288 = stablehlo.slice %281 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %289 = stablehlo.compare EQ, %287, %288, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %290 = stablehlo.and %286, %289 : tensor<1x32x31xi1>
    %291 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %292 = stablehlo.not %290 : tensor<1x32x31xi1>
    %293 = stablehlo.concatenate %291, %292, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %294 = stablehlo.and %279, %293 : tensor<1x32x32xi1>
    %295 = stablehlo.convert %81 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %296 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %297 = stablehlo.add %c_x130337, %296 : tensor<1x1xi32>
    %298 = stablehlo.select %c_xcf2552, %297, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %300 = "stablehlo.gather"(%295, %299) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %301 = stablehlo.transpose %300, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %302 = stablehlo.reshape %301 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %303 = stablehlo.convert %66 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %304 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %305 = stablehlo.add %c_x130337, %304 : tensor<1x1xi32>
    %306 = stablehlo.select %c_xcf2552, %305, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %308 = "stablehlo.gather"(%303, %307) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %309 = stablehlo.transpose %308, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %310 = stablehlo.reshape %309 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %311 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %312 = stablehlo.add %c_x130337, %311 : tensor<1x1xi32>
    %313 = stablehlo.select %c_xcf2552, %312, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %315 = "stablehlo.gather"(%279, %314) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %316 = stablehlo.transpose %315, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %317 = stablehlo.reshape %316 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %318 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %319 = stablehlo.add %c_x130337, %318 : tensor<1x1xi32>
    %320 = stablehlo.select %c_xcf2552, %319, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %322 = "stablehlo.gather"(%294, %321) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %323 = stablehlo.transpose %322, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %324 = stablehlo.reshape %323 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %325 = stablehlo.reshape %324 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %326 = stablehlo.reshape %317 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %327 = call @cumsum(%325) : (tensor<1024xi1>) -> tensor<1024xi32>
    %328 = stablehlo.iota dim = 0 : tensor<529xi32>
    %329 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %330 = stablehlo.add %329, %328 : tensor<529xi32>
    %331 = call @searchsorted(%327, %330) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    %332 = stablehlo.broadcast_in_dim %c_xad8525, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %333 = stablehlo.minimum %331, %332 : tensor<529xi32>
    %334 = call @cumsum(%326) : (tensor<1024xi1>) -> tensor<1024xi32>
    %335 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %336 = stablehlo.compare LT, %331, %335, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %337 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %338 = stablehlo.compare LT, %333, %337, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %339 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %340 = stablehlo.add %333, %339 : tensor<529xi32>
    %341 = stablehlo.select %338, %340, %333 : tensor<529xi1>, tensor<529xi32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %343 = "stablehlo.gather"(%334, %342) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<529x1xi32>) -> tensor<529xi32>
    %344 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %345 = stablehlo.compare LT, %333, %344, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %346 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %347 = stablehlo.add %333, %346 : tensor<529xi32>
    %348 = stablehlo.select %345, %347, %333 : tensor<529xi1>, tensor<529xi32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %350 = "stablehlo.gather"(%326, %349) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi1>, tensor<529x1xi32>) -> tensor<529xi1>
    %351 = stablehlo.convert %350 : (tensor<529xi1>) -> tensor<529xi32>
    %352 = stablehlo.subtract %343, %351 : tensor<529xi32>
    %353 = stablehlo.slice %334 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %354 = stablehlo.reshape %353 : (tensor<1xi32>) -> tensor<i32>
    %355 = call @_where_8(%336, %352, %354) : (tensor<529xi1>, tensor<529xi32>, tensor<i32>) -> tensor<529xi32>
    %356 = stablehlo.slice %331 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %357 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %358 = stablehlo.compare LT, %356, %357, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %359 = stablehlo.reshape %302 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %360 = stablehlo.slice %333 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %361 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %362 = stablehlo.compare LT, %360, %361, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %363 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %364 = stablehlo.add %360, %363 : tensor<528xi32>
    %365 = stablehlo.select %362, %364, %360 : tensor<528xi1>, tensor<528xi32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %367 = "stablehlo.gather"(%359, %366) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %368 = call @_where_9(%358, %367, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %369 = stablehlo.reshape %310 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %370 = stablehlo.slice %333 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %371 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %372 = stablehlo.compare LT, %370, %371, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %373 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %374 = stablehlo.add %370, %373 : tensor<528xi32>
    %375 = stablehlo.select %372, %374, %370 : tensor<528xi1>, tensor<528xi32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %377 = "stablehlo.gather"(%369, %376) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %378 = call @_where_9(%358, %377, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %379 = stablehlo.slice %355 [1:529] : (tensor<529xi32>) -> tensor<528xi32>
    %380 = stablehlo.slice %355 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %381 = stablehlo.subtract %379, %380 : tensor<528xi32>
    %382 = stablehlo.reshape %327 : (tensor<1024xi32>) -> tensor<32x32xi32>
    %383 = stablehlo.slice %382 [0:32, 31:32] : (tensor<32x32xi32>) -> tensor<32x1xi32>
    %384 = stablehlo.reshape %383 : (tensor<32x1xi32>) -> tensor<32xi32>
    %385 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %386 = stablehlo.concatenate %385, %384, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %387 = stablehlo.broadcast_in_dim %c_x23ccff, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %388 = stablehlo.minimum %386, %387 : tensor<33xi32>
    %389 = stablehlo.convert %388 : (tensor<33xi32>) -> tensor<33xi16>
    %390 = stablehlo.convert %368 : (tensor<528xi32>) -> tensor<528xi8>
    %391 = stablehlo.convert %381 : (tensor<528xi32>) -> tensor<528xi8>
    %392 = stablehlo.convert %378 : (tensor<528xi32>) -> tensor<528xi8>
    %393 = stablehlo.custom_call @tpu_custom_call(%389, %390, %391, %392, %154, %272#0, %272#1, %277, %3, %155, %156, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5f94d43860f82dd591d55ccc7030c008192bb70eb933c41f57f6e6f36d529060\22, \22cost_estimate\22: {\22bytes_accessed\22: 2415919104, \22flops\22: 1700807049216, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 9}, {\22color\22: 0, \22operand_index\22: 10}, {\22color\22: 0, \22operand_index\22: 11}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    %394 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %395 = stablehlo.compare NE, %138, %394, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %396 = stablehlo.convert %153 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %397 = stablehlo.convert %138 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %398 = stablehlo.slice %396 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %399 = stablehlo.slice %396 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %400 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %401 = stablehlo.add %399, %400 : tensor<1x32x31xi32>
    %402 = stablehlo.compare EQ, %398, %401, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %403 = stablehlo.slice %397 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %404 = stablehlo.slice %397 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %405 = stablehlo.compare EQ, %403, %404, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %406 = stablehlo.and %402, %405 : tensor<1x32x31xi1>
    %407 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %408 = stablehlo.not %406 : tensor<1x32x31xi1>
    %409 = stablehlo.concatenate %407, %408, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %410 = stablehlo.and %395, %409 : tensor<1x32x32xi1>
    %411 = stablehlo.convert %153 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %412 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %413 = stablehlo.add %c_x130337, %412 : tensor<1x1xi32>
    %414 = stablehlo.select %c_xcf2552, %413, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %416 = "stablehlo.gather"(%411, %415) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %417 = stablehlo.transpose %416, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %418 = stablehlo.reshape %417 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %419 = stablehlo.convert %138 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %420 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %421 = stablehlo.add %c_x130337, %420 : tensor<1x1xi32>
    %422 = stablehlo.select %c_xcf2552, %421, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %424 = "stablehlo.gather"(%419, %423) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %425 = stablehlo.transpose %424, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %426 = stablehlo.reshape %425 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %427 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %428 = stablehlo.add %c_x130337, %427 : tensor<1x1xi32>
    %429 = stablehlo.select %c_xcf2552, %428, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %431 = "stablehlo.gather"(%395, %430) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %432 = stablehlo.transpose %431, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %433 = stablehlo.reshape %432 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %434 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %435 = stablehlo.add %c_x130337, %434 : tensor<1x1xi32>
    %436 = stablehlo.select %c_xcf2552, %435, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %438 = "stablehlo.gather"(%410, %437) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %439 = stablehlo.transpose %438, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %440 = stablehlo.reshape %439 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %441 = stablehlo.reshape %440 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %442 = stablehlo.reshape %433 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %443 = call @cumsum(%441) : (tensor<1024xi1>) -> tensor<1024xi32>
    %444 = stablehlo.iota dim = 0 : tensor<529xi32>
    %445 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %446 = stablehlo.add %445, %444 : tensor<529xi32>
    %447 = call @searchsorted(%443, %446) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    %448 = stablehlo.broadcast_in_dim %c_xad8525, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %449 = stablehlo.minimum %447, %448 : tensor<529xi32>
    %450 = call @cumsum(%442) : (tensor<1024xi1>) -> tensor<1024xi32>
    %451 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %452 = stablehlo.compare LT, %447, %451, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %453 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %454 = stablehlo.compare LT, %449, %453, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %455 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %456 = stablehlo.add %449, %455 : tensor<529xi32>
    %457 = stablehlo.select %454, %456, %449 : tensor<529xi1>, tensor<529xi32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %459 = "stablehlo.gather"(%450, %458) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<529x1xi32>) -> tensor<529xi32>
    %460 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %461 = stablehlo.compare LT, %449, %460, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %462 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %463 = stablehlo.add %449, %462 : tensor<529xi32>
    %464 = stablehlo.select %461, %463, %449 : tensor<529xi1>, tensor<529xi32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %466 = "stablehlo.gather"(%442, %465) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi1>, tensor<529x1xi32>) -> tensor<529xi1>
    %467 = stablehlo.convert %466 : (tensor<529xi1>) -> tensor<529xi32>
    %468 = stablehlo.subtract %459, %467 : tensor<529xi32>
    %469 = stablehlo.slice %450 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %470 = stablehlo.reshape %469 : (tensor<1xi32>) -> tensor<i32>
    %471 = call @_where_8(%452, %468, %470) : (tensor<529xi1>, tensor<529xi32>, tensor<i32>) -> tensor<529xi32>
    %472 = stablehlo.slice %447 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %473 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %474 = stablehlo.compare LT, %472, %473, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %475 = stablehlo.reshape %418 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %476 = stablehlo.slice %449 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %477 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %478 = stablehlo.compare LT, %476, %477, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %479 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %480 = stablehlo.add %476, %479 : tensor<528xi32>
    %481 = stablehlo.select %478, %480, %476 : tensor<528xi1>, tensor<528xi32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %483 = "stablehlo.gather"(%475, %482) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %484 = call @_where_9(%474, %483, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %485 = stablehlo.reshape %426 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %486 = stablehlo.slice %449 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %487 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %488 = stablehlo.compare LT, %486, %487, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %489 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %490 = stablehlo.add %486, %489 : tensor<528xi32>
    %491 = stablehlo.select %488, %490, %486 : tensor<528xi1>, tensor<528xi32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %493 = "stablehlo.gather"(%485, %492) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %494 = call @_where_9(%474, %493, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %495 = stablehlo.slice %471 [1:529] : (tensor<529xi32>) -> tensor<528xi32>
    %496 = stablehlo.slice %471 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %497 = stablehlo.subtract %495, %496 : tensor<528xi32>
    %498 = stablehlo.reshape %443 : (tensor<1024xi32>) -> tensor<32x32xi32>
    %499 = stablehlo.slice %498 [0:32, 31:32] : (tensor<32x32xi32>) -> tensor<32x1xi32>
    %500 = stablehlo.reshape %499 : (tensor<32x1xi32>) -> tensor<32xi32>
    %501 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %502 = stablehlo.concatenate %501, %500, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %503 = stablehlo.broadcast_in_dim %c_x23ccff, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %504 = stablehlo.minimum %502, %503 : tensor<33xi32>
    %505 = stablehlo.convert %504 : (tensor<33xi32>) -> tensor<33xi16>
    %506 = stablehlo.convert %484 : (tensor<528xi32>) -> tensor<528xi8>
    %507 = stablehlo.convert %497 : (tensor<528xi32>) -> tensor<528xi8>
    %508 = stablehlo.convert %494 : (tensor<528xi32>) -> tensor<528xi8>
    %509:2 = stablehlo.custom_call @tpu_custom_call(%505, %506, %507, %508, %155, %156, %7, %154, %272#0, %272#1, %277, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:2718a5cbc54ea064879d20e4e9a9434307f1cb6a24a1bbdb2966af1f9b983636\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 2267742732288, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 11}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16384x128xi32>, tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<8x16384xi32>) -> (tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>)
    %510 = call @_pad_10(%509#1) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %511 = call @_pad_10(%509#0) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %512 = call @_pad_11(%393) : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %272#0, %512, %511, %510 : tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>
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
  func.func private @take_along_axis_1(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi32>) -> tensor<1x32x32xi8> {
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
  func.func private @take_along_axis_2(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x1xi32>) -> tensor<1x32x1xi8> {
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
  func.func private @cumsum(%arg0: tensor<1024xi1>) -> tensor<1024xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<1024xi1>) -> tensor<1024xi32>
    %1 = call @cumsum_6(%0) : (tensor<1024xi32>) -> tensor<1024xi32>
    return %1 : tensor<1024xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
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
    %0 = call @_searchsorted_scan_impl_7(%arg0, %arg1) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    return %0 : tensor<529xi32>
  }
  func.func private @_searchsorted_scan_impl_7(%arg0: tensor<1024xi32>, %arg1: tensor<529xi32>) -> tensor<529xi32> {
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
  func.func private @_where_8(%arg0: tensor<529xi1>, %arg1: tensor<529xi32>, %arg2: tensor<i32>) -> tensor<529xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<529xi1>, tensor<529xi32>
    return %1 : tensor<529xi32>
  }
  func.func private @_where_9(%arg0: tensor<528xi1>, %arg1: tensor<528xi32>, %arg2: tensor<i32>) -> tensor<528xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<528xi1>, tensor<528xi32>
    return %2 : tensor<528xi32>
  }
  func.func private @_pad_10(%arg0: tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16384x128xbf16>, tensor<bf16>) -> tensor<8x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:16384, 0:128] : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    return %1 : tensor<8x16384x128xbf16>
  }
  func.func private @_pad_11(%arg0: tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x16384x128xbf16>, tensor<bf16>) -> tensor<16x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:16384, 0:128] : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %1 : tensor<16x16384x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:767089527d7c69983dd81116aded7f769666c9ba2001cd766658b66a0b911605
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg8: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<8x16384xi32, #tpu.memory_space<any>>, %arg11: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x8x512xi32, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %14 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    %15 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %15 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<33xi16, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<33xi16, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i16 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.addi %2, %c0_i32 : i32
      %56 = arith.index_cast %18 : i32 to index
      %57 = memref.load %arg3[%56] : memref<528xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %59 = arith.addi %58, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %60 = arith.divsi %55, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %59, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %63 = arith.divsi %55, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %64 = arith.muli %59, %c512_i32 : i32
      %65 = tpu.assume_multiple %64, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %66 = arith.muli %59, %c512_i32 : i32
      %67 = tpu.assume_multiple %66, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%60, %62, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %74 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg9[%63, %65, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%79 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%77 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %80 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg10[%c0_i32, %67] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%84 : memref<8x512xi32, #tpu.memory_space<any>>) target(%83 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26:3 = scf.while (%arg20 = %18, %arg21 = %c0_i32, %arg22 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %55 = arith.cmpi slt, %arg20, %22 : i32
      scf.condition(%55) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32 = arith.constant 1 : i32
      %55 = arith.addi %arg21, %c1_i32 : i32
      %56 = arith.index_cast %arg20 : i32 to index
      %57 = memref.load %arg4[%56] : memref<528xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.cmpi sge, %55, %58 : i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.addi %arg20, %c1_i32 : i32
      %61 = arith.select %59, %60, %arg20 : i32
      %c1_i32 = arith.constant 1 : i32
      %62 = arith.addi %arg21, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = arith.select %59, %c0_i32, %62 : i32
      %64 = arith.cmpi slt, %61, %22 : i32
      %65 = arith.extui %64 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %66 = arith.cmpi ne, %65, %c0_i32 : i32
      scf.if %66 {
        %c0_i32 = arith.constant 0 : i32
        %104 = arith.addi %2, %c0_i32 : i32
        %105 = arith.index_cast %61 : i32 to index
        %106 = memref.load %arg3[%105] : memref<528xi8, #tpu.memory_space<smem>>
        %107 = arith.extsi %106 : i8 to i32
        %108 = arith.addi %107, %63 : i32
        %c1_i32 = arith.constant 1 : i32
        %109 = arith.subi %c1_i32, %arg22 : i32
        %c2_i32 = arith.constant 2 : i32
        %110 = arith.divsi %104, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %111 = arith.muli %108, %c512_i32 : i32
        %112 = tpu.assume_multiple %111, 512 : i32
        %c2_i32 = arith.constant 2 : i32
        %113 = arith.divsi %104, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %114 = arith.muli %108, %c512_i32 : i32
        %115 = tpu.assume_multiple %114, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %116 = arith.muli %108, %c512_i32 : i32
        %117 = tpu.assume_multiple %116, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg19[%109, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %119 = tpu.memref_squeeze %118 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg16[%109, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %121 = tpu.memref_squeeze %120 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg8[%110, %112, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %123 = tpu.memref_squeeze %122 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%123 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%121 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%119 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %124 = tpu.memref_slice %arg19[%109, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %125 = tpu.memref_squeeze %124 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %126 = tpu.memref_slice %arg17[%109, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %127 = tpu.memref_squeeze %126 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %128 = tpu.memref_slice %arg9[%113, %115, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %129 = tpu.memref_squeeze %128 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%129 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%127 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%125 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %130 = tpu.memref_slice %arg19[%109, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %131 = tpu.memref_squeeze %130 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %132 = tpu.memref_slice %arg18[%109, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %133 = tpu.memref_squeeze %132 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg10[%c0_i32, %117] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%134 : memref<8x512xi32, #tpu.memory_space<any>>) target(%133 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%131 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.addi %2, %c0_i32 : i32
      %68 = arith.index_cast %arg20 : i32 to index
      %69 = memref.load %arg3[%68] : memref<528xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %71 = arith.addi %70, %arg21 : i32
      %c2_i32 = arith.constant 2 : i32
      %72 = arith.divsi %67, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %73 = arith.muli %71, %c512_i32 : i32
      %74 = tpu.assume_multiple %73, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %75 = arith.divsi %67, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %76 = arith.muli %71, %c512_i32 : i32
      %77 = tpu.assume_multiple %76, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %78 = arith.muli %71, %c512_i32 : i32
      %79 = tpu.assume_multiple %78, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg19[%arg22, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg8[%72, %74, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%85 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%83 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %86 = tpu.memref_slice %arg19[%arg22, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg17[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg9[%75, %77, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %92 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %95 = tpu.memref_squeeze %94 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg10[%c0_i32, %79] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%96 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%95 : memref<8x512xi32, #tpu.memory_space<vmem>>)
      %97 = arith.index_cast %arg20 : i32 to index
      %98 = memref.load %arg5[%97] : memref<528xi8, #tpu.memory_space<smem>>
      %99 = arith.extsi %98 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %100 = arith.cmpi eq, %99, %c2_i32 : i32
      %101 = arith.extui %100 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %102 = arith.cmpi ne, %101, %c0_i32 : i32
      scf.if %102 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %105 = vector.shape_cast %104 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %106 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg16[%106, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %108 = vector.shape_cast %107 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %109 = tpu.matmul %105, %108, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %110 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %111 = arith.mulf %109, %110 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %113 = vector.shape_cast %112 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %114 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %115 = tpu.memref_squeeze %114 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %115[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %117 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %118 = arith.cmpi sge, %113, %117 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %119 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %120 = arith.select %118, %113, %119 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %121 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %122 = arith.cmpi sge, %116, %121 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %123 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %124 = arith.select %122, %116, %123 : vector<1x512xi1>, vector<1x512xi32>
        %125 = vector.broadcast %120 : vector<512x1xi32> to vector<512x512xi32>
        %126 = vector.broadcast %124 : vector<1x512xi32> to vector<512x512xi32>
        %127 = arith.cmpi eq, %125, %126 : vector<512x512xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %128 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %129 = arith.select %127, %111, %128 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %131 = vector.multi_reduction <maximumf>, %129, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %132 = vector.shape_cast %131 : vector<512xf32> to vector<512x1xf32>
        %133 = vector.broadcast %132 : vector<512x1xf32> to vector<512x128xf32>
        %134 = arith.maximumf %130, %133 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %135 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %136 = arith.maximumf %134, %135 : vector<512x128xf32>
        %137 = tpu.concatenate %136, %136, %136, %136 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %138 = arith.subf %129, %137 : vector<512x512xf32>
        %139 = math.exp2 %138 : vector<512x512xf32>
        %140 = arith.subf %130, %136 : vector<512x128xf32>
        %141 = math.exp2 %140 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %143 = arith.mulf %141, %142 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %144 = vector.multi_reduction <add>, %139, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %145 = vector.shape_cast %144 : vector<512xf32> to vector<512x1xf32>
        %146 = vector.broadcast %145 : vector<512x1xf32> to vector<512x128xf32>
        %147 = arith.addf %143, %146 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %149 = vector.shape_cast %148 : vector<512x128xf32> to vector<512x128xf32>
        %150 = vector.shape_cast %147 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %150 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %151 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg17[%151, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %153 = vector.shape_cast %152 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %155 = arith.mulf %141, %154 : vector<512x128xf32>
        %156 = arith.truncf %139 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %157 = tpu.matmul %156, %153, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %158 = arith.addf %155, %157 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %160 = vector.shape_cast %159 : vector<512x128xf32> to vector<512x128xf32>
        %161 = vector.shape_cast %158 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %161 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %163 = vector.shape_cast %162 : vector<512x128xf32> to vector<512x128xf32>
        %164 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %164 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %105 = vector.shape_cast %104 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %106 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg16[%106, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %108 = vector.shape_cast %107 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %109 = tpu.matmul %105, %108, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %110 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %111 = arith.mulf %109, %110 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %112 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %113 = arith.muli %71, %c512_i32 : i32
        %114 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %115 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %116 = arith.subi %113, %112 : i32
        %117 = vector.broadcast %115 : vector<1x512xi32> to vector<512x512xi32>
        %118 = vector.broadcast %114 : vector<512x1xi32> to vector<512x512xi32>
        %119 = arith.subi %117, %118 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %120 = arith.subi %c0_i32, %116 : i32
        %121 = vector.broadcast %120 : i32 to vector<512x512xi32>
        %122 = arith.cmpi sle, %119, %121 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %124 = vector.shape_cast %123 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %125 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %126 = tpu.memref_squeeze %125 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %126[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %128 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %129 = arith.cmpi sge, %124, %128 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %130 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %131 = arith.select %129, %124, %130 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %132 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %133 = arith.cmpi sge, %127, %132 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %134 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %135 = arith.select %133, %127, %134 : vector<1x512xi1>, vector<1x512xi32>
        %136 = vector.broadcast %131 : vector<512x1xi32> to vector<512x512xi32>
        %137 = vector.broadcast %135 : vector<1x512xi32> to vector<512x512xi32>
        %138 = arith.cmpi eq, %136, %137 : vector<512x512xi32>
        %139 = arith.andi %122, %138 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %140 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %141 = arith.select %139, %111, %140 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %143 = vector.multi_reduction <maximumf>, %141, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %144 = vector.shape_cast %143 : vector<512xf32> to vector<512x1xf32>
        %145 = vector.broadcast %144 : vector<512x1xf32> to vector<512x128xf32>
        %146 = arith.maximumf %142, %145 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %147 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %148 = arith.maximumf %146, %147 : vector<512x128xf32>
        %149 = tpu.concatenate %148, %148, %148, %148 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %150 = arith.subf %141, %149 : vector<512x512xf32>
        %151 = math.exp2 %150 : vector<512x512xf32>
        %152 = arith.subf %142, %148 : vector<512x128xf32>
        %153 = math.exp2 %152 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %155 = arith.mulf %153, %154 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %156 = vector.multi_reduction <add>, %151, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %157 = vector.shape_cast %156 : vector<512xf32> to vector<512x1xf32>
        %158 = vector.broadcast %157 : vector<512x1xf32> to vector<512x128xf32>
        %159 = arith.addf %155, %158 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %161 = vector.shape_cast %160 : vector<512x128xf32> to vector<512x128xf32>
        %162 = vector.shape_cast %159 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %162 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %163 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %164 = vector.load %arg17[%163, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %165 = vector.shape_cast %164 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %167 = arith.mulf %153, %166 : vector<512x128xf32>
        %168 = arith.truncf %151 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %169 = tpu.matmul %168, %165, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %170 = arith.addf %167, %169 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %172 = vector.shape_cast %171 : vector<512x128xf32> to vector<512x128xf32>
        %173 = vector.shape_cast %170 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %173 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %174 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %175 = vector.shape_cast %174 : vector<512x128xf32> to vector<512x128xf32>
        %176 = vector.shape_cast %146 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %176 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %103 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %61, %63, %103 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = arith.divf %30, %32 : vector<512x128xf32>
    %34 = arith.truncf %33 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg11[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %36 = vector.shape_cast %35 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %37 = vector.shape_cast %34 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %37 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %39 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %40 = arith.select %29, %27, %39 : vector<512x128xi1>, vector<512x128xf32>
    %41 = math.log %40 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %42 = math.log %cst_x481f63 : f32
    %43 = vector.broadcast %42 : f32 to vector<512x128xf32>
    %44 = arith.divf %41, %43 : vector<512x128xf32>
    %45 = arith.addf %38, %44 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %46 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %47 = arith.divf %45, %46 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %48 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %49 = arith.select %29, %47, %48 : vector<512x128xi1>, vector<512x128xf32>
    %50 = tpu.transpose %49, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %51 = vector.extract_strided_slice %50 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %52 = vector.load %arg12[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %53 = vector.shape_cast %52 : vector<1x1x512xf32> to vector<1x512xf32>
    %54 = vector.shape_cast %51 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %54 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
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
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:5f94d43860f82dd591d55ccc7030c008192bb70eb933c41f57f6e6f36d529060
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg11: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg12: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg13: memref<8x16384xi32, #tpu.memory_space<any>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x8x512xi32, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 4 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = memref.load %arg2[%8] : memref<33xi16, #tpu.memory_space<smem>>
    %10 = arith.extsi %9 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.addi %arg1, %c1_i32 : i32
    %12 = arith.index_cast %11 : i32 to index
    %13 = memref.load %arg2[%12] : memref<33xi16, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i16 to i32
    %15 = arith.cmpi slt, %10, %14 : i32
    %16 = arith.extui %15 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32 : i32
    scf.if %17 {
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<528xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %29 = arith.divsi %24, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %30 = arith.muli %28, %c512_i32 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %32 = arith.divsi %24, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %33 = arith.muli %28, %c512_i32 : i32
      %34 = tpu.assume_multiple %33, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %35 = arith.muli %28, %c512_i32 : i32
      %36 = tpu.assume_multiple %35, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg19[%c0_i32, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %38 = tpu.memref_squeeze %37 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %39 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %40 = tpu.memref_squeeze %39 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %41 = tpu.memref_slice %arg11[%29, %31, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %42 = tpu.memref_squeeze %41 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%42 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%40 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%38 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %43 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %44 = tpu.memref_squeeze %43 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %46 = tpu.memref_squeeze %45 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg12[%32, %34, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %48 = tpu.memref_squeeze %47 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%48 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%46 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%44 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %49 = tpu.memref_slice %arg19[%c0_i32, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg13[%c0_i32, %36] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<8x512xi32, #tpu.memory_space<any>>) target(%52 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %18:3 = scf.while (%arg20 = %10, %arg21 = %c0_i32, %arg22 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %24 = arith.cmpi slt, %arg20, %14 : i32
      scf.condition(%24) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32 = arith.constant 1 : i32
      %24 = arith.addi %arg21, %c1_i32 : i32
      %25 = arith.index_cast %arg20 : i32 to index
      %26 = memref.load %arg4[%25] : memref<528xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %28 = arith.cmpi sge, %24, %27 : i32
      %c1_i32 = arith.constant 1 : i32
      %29 = arith.addi %arg20, %c1_i32 : i32
      %30 = arith.select %28, %29, %arg20 : i32
      %c1_i32 = arith.constant 1 : i32
      %31 = arith.addi %arg21, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.select %28, %c0_i32, %31 : i32
      %33 = arith.cmpi slt, %30, %14 : i32
      %34 = arith.extui %33 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %34, %c0_i32 : i32
      scf.if %35 {
        %c0_i32 = arith.constant 0 : i32
        %73 = arith.addi %2, %c0_i32 : i32
        %74 = arith.index_cast %30 : i32 to index
        %75 = memref.load %arg3[%74] : memref<528xi8, #tpu.memory_space<smem>>
        %76 = arith.extsi %75 : i8 to i32
        %77 = arith.addi %76, %32 : i32
        %c1_i32 = arith.constant 1 : i32
        %78 = arith.subi %c1_i32, %arg22 : i32
        %c2_i32 = arith.constant 2 : i32
        %79 = arith.divsi %73, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %80 = arith.muli %77, %c512_i32 : i32
        %81 = tpu.assume_multiple %80, 512 : i32
        %c2_i32 = arith.constant 2 : i32
        %82 = arith.divsi %73, %c2_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %77, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %85 = arith.muli %77, %c512_i32 : i32
        %86 = tpu.assume_multiple %85, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg19[%78, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %88 = tpu.memref_squeeze %87 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg16[%78, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %91 = tpu.memref_slice %arg11[%79, %81, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %92 = tpu.memref_squeeze %91 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%92 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%90 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%88 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %93 = tpu.memref_slice %arg19[%78, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %95 = tpu.memref_slice %arg17[%78, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg12[%82, %84, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %99 = tpu.memref_slice %arg19[%78, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %100 = tpu.memref_squeeze %99 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg18[%78, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg13[%c0_i32, %86] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%103 : memref<8x512xi32, #tpu.memory_space<any>>) target(%102 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%100 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32 : i32
      %37 = arith.index_cast %arg20 : i32 to index
      %38 = memref.load %arg3[%37] : memref<528xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %arg21 : i32
      %c2_i32 = arith.constant 2 : i32
      %41 = arith.divsi %36, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %40, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %44 = arith.divsi %36, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %40, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %47 = arith.muli %40, %c512_i32 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg19[%arg22, %c0_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg11[%41, %43, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%54 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%52 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg19[%arg22, %c1_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg17[%arg22, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg12[%44, %46, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%60 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%58 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg19[%arg22, %c2_i32] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg13[%c0_i32, %48] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%64 : memref<8x512xi32, #tpu.memory_space<vmem>>)
      %66 = arith.index_cast %arg20 : i32 to index
      %67 = memref.load %arg5[%66] : memref<528xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %69 = arith.cmpi eq, %68, %c2_i32 : i32
      %70 = arith.extui %69 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %71 = arith.cmpi ne, %70, %c0_i32 : i32
      scf.if %71 {
        %73 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %74 = vector.load %arg16[%73, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %75 = vector.shape_cast %74 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %76 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %77 = vector.shape_cast %76 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %78 = tpu.matmul %77, %75, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %79 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %80 = arith.mulf %78, %79 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg10[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %82 = vector.shape_cast %81 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %84 = tpu.memref_squeeze %83 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %84[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %86 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %87 = arith.cmpi sge, %82, %86 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %88 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %89 = arith.select %87, %82, %88 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %90 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %91 = arith.cmpi sge, %85, %90 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %92 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %93 = arith.select %91, %85, %92 : vector<1x512xi1>, vector<1x512xi32>
        %94 = vector.broadcast %89 : vector<512x1xi32> to vector<512x512xi32>
        %95 = vector.broadcast %93 : vector<1x512xi32> to vector<512x512xi32>
        %96 = arith.cmpi eq, %94, %95 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %98 = vector.shape_cast %97 : vector<1x1x512xf32> to vector<512xf32>
        %99 = vector.shape_cast %98 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %100 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %101 = arith.mulf %99, %100 : vector<512x1xf32>
        %102 = vector.broadcast %101 : vector<512x1xf32> to vector<512x512xf32>
        %103 = arith.subf %80, %102 : vector<512x512xf32>
        %104 = math.exp2 %103 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %105 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %106 = arith.select %96, %104, %105 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %108 = vector.shape_cast %107 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %109 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg17[%109, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %111 = vector.shape_cast %110 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %112 = tpu.matmul %108, %111, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %114 = vector.shape_cast %113 : vector<1x1x512xf32> to vector<512xf32>
        %115 = vector.shape_cast %114 : vector<512xf32> to vector<512x1xf32>
        %116 = vector.broadcast %115 : vector<512x1xf32> to vector<512x512xf32>
        %117 = arith.subf %112, %116 : vector<512x512xf32>
        %118 = arith.mulf %106, %117 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %120 = arith.truncf %118 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %121 = tpu.matmul %120, %75, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %122 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %123 = arith.mulf %121, %122 : vector<512x128xf32>
        %124 = arith.addf %119, %123 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %126 = vector.shape_cast %125 : vector<512x128xf32> to vector<512x128xf32>
        %127 = vector.shape_cast %124 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %127 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %73 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %74 = vector.load %arg16[%73, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %75 = vector.shape_cast %74 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %76 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %77 = vector.shape_cast %76 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %78 = tpu.matmul %77, %75, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %79 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %80 = arith.mulf %78, %79 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %81 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %82 = arith.muli %40, %c512_i32 : i32
        %83 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %84 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %85 = arith.subi %82, %81 : i32
        %86 = vector.broadcast %84 : vector<1x512xi32> to vector<512x512xi32>
        %87 = vector.broadcast %83 : vector<512x1xi32> to vector<512x512xi32>
        %88 = arith.subi %86, %87 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %89 = arith.subi %c0_i32, %85 : i32
        %90 = vector.broadcast %89 : i32 to vector<512x512xi32>
        %91 = arith.cmpi sle, %88, %90 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg10[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %93 = vector.shape_cast %92 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %94 = tpu.memref_slice %arg18[%arg22, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %95 = tpu.memref_squeeze %94 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %95[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %97 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %98 = arith.cmpi sge, %93, %97 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %99 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %100 = arith.select %98, %93, %99 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %101 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %102 = arith.cmpi sge, %96, %101 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %103 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %104 = arith.select %102, %96, %103 : vector<1x512xi1>, vector<1x512xi32>
        %105 = vector.broadcast %100 : vector<512x1xi32> to vector<512x512xi32>
        %106 = vector.broadcast %104 : vector<1x512xi32> to vector<512x512xi32>
        %107 = arith.cmpi eq, %105, %106 : vector<512x512xi32>
        %108 = arith.andi %91, %107 : vector<512x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %110 = vector.shape_cast %109 : vector<1x1x512xf32> to vector<512xf32>
        %111 = vector.shape_cast %110 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %112 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %113 = arith.mulf %111, %112 : vector<512x1xf32>
        %114 = vector.broadcast %113 : vector<512x1xf32> to vector<512x512xf32>
        %115 = arith.subf %80, %114 : vector<512x512xf32>
        %116 = math.exp2 %115 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %117 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %118 = arith.select %108, %116, %117 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %120 = vector.shape_cast %119 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %121 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg17[%121, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %123 = vector.shape_cast %122 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %124 = tpu.matmul %120, %123, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %126 = vector.shape_cast %125 : vector<1x1x512xf32> to vector<512xf32>
        %127 = vector.shape_cast %126 : vector<512xf32> to vector<512x1xf32>
        %128 = vector.broadcast %127 : vector<512x1xf32> to vector<512x512xf32>
        %129 = arith.subf %124, %128 : vector<512x512xf32>
        %130 = arith.mulf %118, %129 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %132 = arith.truncf %130 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %133 = tpu.matmul %132, %75, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %134 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %135 = arith.mulf %133, %134 : vector<512x128xf32>
        %136 = arith.addf %131, %135 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %138 = vector.shape_cast %137 : vector<512x128xf32> to vector<512x128xf32>
        %139 = vector.shape_cast %136 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %139 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %72 = arith.subi %c1_i32, %arg22 : i32
      scf.yield %30, %32, %72 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %19 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %20 = arith.truncf %19 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %22 = vector.shape_cast %21 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %23 = vector.shape_cast %20 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %23 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.remsi %0, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32 : i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:2718a5cbc54ea064879d20e4e9a9434307f1cb6a24a1bbdb2966af1f9b983636
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg10: memref<16x16384x128xbf16, #tpu.memory_space<any>>, %arg11: memref<16x16384x128xbf16, #tpu.memory_space<any>>, %arg12: memref<16x1x16384xf32, #tpu.memory_space<any>>, %arg13: memref<16x1x16384xf32, #tpu.memory_space<any>>, %arg14: memref<8x16384xi32, #tpu.memory_space<any>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg20: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg21: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg22: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg23: memref<2x8x512xi32, #tpu.memory_space<vmem>>, %arg24: memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 32, 2>, scalar_prefetch = 4 : i64, scratch_operands = 8 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {}, {}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %6 = arith.cmpi eq, %arg2, %c1_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %7 = arith.remsi %0, %c32_i32 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32 : i32
    scf.if %9 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %24 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0, %c0], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %28 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = vector.shape_cast %28 : vector<512x128xf32> to vector<512x128xf32>
      %30 = vector.shape_cast %27 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0, %c0], %30 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = memref.load %arg3[%10] : memref<33xi16, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.addi %arg1, %c1_i32 : i32
    %14 = arith.index_cast %13 : i32 to index
    %15 = memref.load %arg3[%14] : memref<33xi16, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i16 to i32
    %17 = arith.cmpi slt, %12, %16 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %23 = arith.addi %4, %c0_i32 : i32
      %24 = arith.index_cast %12 : i32 to index
      %25 = memref.load %arg4[%24] : memref<528xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %28 = arith.muli %27, %c512_i32 : i32
      %29 = tpu.assume_multiple %28, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %30 = arith.muli %27, %c512_i32 : i32
      %31 = tpu.assume_multiple %30, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %32 = arith.muli %27, %c512_i32 : i32
      %33 = tpu.assume_multiple %32, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %34 = arith.muli %27, %c512_i32 : i32
      %35 = tpu.assume_multiple %34, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %36 = arith.muli %27, %c512_i32 : i32
      %37 = tpu.assume_multiple %36, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %38 = tpu.memref_slice %arg24[%c0_i32, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %39 = tpu.memref_squeeze %38 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %41 = tpu.memref_squeeze %40 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %42 = tpu.memref_slice %arg10[%23, %29, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %43 = tpu.memref_squeeze %42 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%43 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%41 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%39 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %44 = tpu.memref_slice %arg24[%c0_i32, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %45 = tpu.memref_squeeze %44 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %47 = tpu.memref_squeeze %46 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg11[%23, %31, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%49 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%47 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%45 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %50 = tpu.memref_slice %arg24[%c0_i32, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg12[%23, %c0_i32, %33] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%55 : memref<1x512xf32, #tpu.memory_space<any>>) target(%53 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %56 = tpu.memref_slice %arg24[%c0_i32, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg22[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg13[%23, %c0_i32, %35] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%61 : memref<1x512xf32, #tpu.memory_space<any>>) target(%59 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %62 = tpu.memref_slice %arg24[%c0_i32, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg23[%c0_i32, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg14[%c0_i32, %37] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<8x512xi32, #tpu.memory_space<any>>) target(%65 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %20:3 = scf.while (%arg25 = %12, %arg26 = %c0_i32, %arg27 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %23 = arith.cmpi slt, %arg25, %16 : i32
      scf.condition(%23) %arg25, %arg26, %arg27 : i32, i32, i32
    } do {
    ^bb0(%arg25: i32, %arg26: i32, %arg27: i32):
      %c1_i32 = arith.constant 1 : i32
      %23 = arith.addi %arg26, %c1_i32 : i32
      %24 = arith.index_cast %arg25 : i32 to index
      %25 = memref.load %arg5[%24] : memref<528xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.cmpi sge, %23, %26 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.addi %arg25, %c1_i32 : i32
      %29 = arith.select %27, %28, %arg25 : i32
      %c1_i32 = arith.constant 1 : i32
      %30 = arith.addi %arg26, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.select %27, %c0_i32, %30 : i32
      %32 = arith.cmpi slt, %29, %16 : i32
      %33 = arith.extui %32 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32 : i32
      scf.if %34 {
        %c0_i32 = arith.constant 0 : i32
        %86 = arith.addi %4, %c0_i32 : i32
        %87 = arith.index_cast %29 : i32 to index
        %88 = memref.load %arg4[%87] : memref<528xi8, #tpu.memory_space<smem>>
        %89 = arith.extsi %88 : i8 to i32
        %90 = arith.addi %89, %31 : i32
        %c1_i32 = arith.constant 1 : i32
        %91 = arith.subi %c1_i32, %arg27 : i32
        %c512_i32 = arith.constant 512 : i32
        %92 = arith.muli %90, %c512_i32 : i32
        %93 = tpu.assume_multiple %92, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %94 = arith.muli %90, %c512_i32 : i32
        %95 = tpu.assume_multiple %94, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %96 = arith.muli %90, %c512_i32 : i32
        %97 = tpu.assume_multiple %96, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %90, %c512_i32 : i32
        %99 = tpu.assume_multiple %98, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %100 = arith.muli %90, %c512_i32 : i32
        %101 = tpu.assume_multiple %100, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %102 = tpu.memref_slice %arg24[%91, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %103 = tpu.memref_squeeze %102 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg19[%91, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %105 = tpu.memref_squeeze %104 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %106 = tpu.memref_slice %arg10[%86, %93, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %107 = tpu.memref_squeeze %106 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%107 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%105 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%103 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %108 = tpu.memref_slice %arg24[%91, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %109 = tpu.memref_squeeze %108 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg20[%91, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %111 = tpu.memref_squeeze %110 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %112 = tpu.memref_slice %arg11[%86, %95, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %113 = tpu.memref_squeeze %112 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%113 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%111 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%109 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %114 = tpu.memref_slice %arg24[%91, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %115 = tpu.memref_squeeze %114 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %116 = tpu.memref_slice %arg21[%91, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %117 = tpu.memref_squeeze %116 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %118 = tpu.memref_slice %arg12[%86, %c0_i32, %97] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %119 = tpu.memref_squeeze %118 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%119 : memref<1x512xf32, #tpu.memory_space<any>>) target(%117 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%115 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %120 = tpu.memref_slice %arg24[%91, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %121 = tpu.memref_squeeze %120 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %122 = tpu.memref_slice %arg22[%91, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %123 = tpu.memref_squeeze %122 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg13[%86, %c0_i32, %99] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %125 = tpu.memref_squeeze %124 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%125 : memref<1x512xf32, #tpu.memory_space<any>>) target(%123 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%121 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c4_i32 = arith.constant 4 : i32
        %126 = tpu.memref_slice %arg24[%91, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %127 = tpu.memref_squeeze %126 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %128 = tpu.memref_slice %arg23[%91, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %129 = tpu.memref_squeeze %128 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %130 = tpu.memref_slice %arg14[%c0_i32, %101] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%130 : memref<8x512xi32, #tpu.memory_space<any>>) target(%129 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%127 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %4, %c0_i32 : i32
      %36 = arith.index_cast %arg25 : i32 to index
      %37 = memref.load %arg4[%36] : memref<528xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %39 = arith.addi %38, %arg26 : i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %39, %c512_i32 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %39, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %39, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %46 = arith.muli %39, %c512_i32 : i32
      %47 = tpu.assume_multiple %46, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %48 = arith.muli %39, %c512_i32 : i32
      %49 = tpu.assume_multiple %48, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg24[%arg27, %c0_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg19[%arg27, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %53 = tpu.memref_squeeze %52 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg10[%35, %41, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%51 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%55 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%53 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %56 = tpu.memref_slice %arg24[%arg27, %c1_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg20[%arg27, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %59 = tpu.memref_squeeze %58 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg11[%35, %43, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%57 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%61 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%59 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %62 = tpu.memref_slice %arg24[%arg27, %c2_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg21[%arg27, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg12[%35, %c0_i32, %45] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%67 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%65 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %68 = tpu.memref_slice %arg24[%arg27, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg22[%arg27, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg13[%35, %c0_i32, %47] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%71 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c4_i32 = arith.constant 4 : i32
      %74 = tpu.memref_slice %arg24[%arg27, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg23[%arg27, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg14[%c0_i32, %49] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%77 : memref<8x512xi32, #tpu.memory_space<vmem>>)
      %79 = arith.index_cast %arg25 : i32 to index
      %80 = memref.load %arg6[%79] : memref<528xi8, #tpu.memory_space<smem>>
      %81 = arith.extsi %80 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %82 = arith.cmpi eq, %81, %c2_i32 : i32
      %83 = arith.extui %82 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %84 = arith.cmpi ne, %83, %c0_i32 : i32
      scf.if %84 {
        %86 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg19[%86, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %88 = vector.shape_cast %87 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %89 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg20[%89, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %91 = vector.shape_cast %90 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %94 = tpu.matmul %93, %88, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %95 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %96 = arith.mulf %94, %95 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg9[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %98 = vector.shape_cast %97 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg23[%arg27, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %100 = tpu.memref_squeeze %99 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %100[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %102 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %103 = arith.cmpi sge, %98, %102 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %104 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %105 = arith.select %103, %98, %104 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %106 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %107 = arith.cmpi sge, %101, %106 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %108 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %109 = arith.select %107, %101, %108 : vector<1x512xi1>, vector<1x512xi32>
        %110 = vector.broadcast %105 : vector<512x1xi32> to vector<512x512xi32>
        %111 = vector.broadcast %109 : vector<1x512xi32> to vector<512x512xi32>
        %112 = arith.cmpi eq, %110, %111 : vector<512x512xi32>
        %113 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg21[%113, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %115 = vector.shape_cast %114 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %116 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %117 = arith.mulf %115, %116 : vector<1x512xf32>
        %118 = vector.broadcast %117 : vector<1x512xf32> to vector<512x512xf32>
        %119 = arith.subf %96, %118 : vector<512x512xf32>
        %120 = math.exp2 %119 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %121 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %122 = arith.select %112, %120, %121 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = arith.truncf %122 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %125 = tpu.matmul %124, %91, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %126 = arith.addf %123, %125 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = vector.shape_cast %127 : vector<512x128xf32> to vector<512x128xf32>
        %129 = vector.shape_cast %126 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %129 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %131 = vector.shape_cast %130 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %132 = tpu.matmul %131, %91, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %133 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg22[%133, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %135 = vector.shape_cast %134 : vector<1x1x512xf32> to vector<1x512xf32>
        %136 = vector.broadcast %135 : vector<1x512xf32> to vector<512x512xf32>
        %137 = arith.subf %132, %136 : vector<512x512xf32>
        %138 = arith.mulf %122, %137 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %140 = arith.truncf %138 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %141 = tpu.matmul %140, %88, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %142 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %143 = arith.mulf %141, %142 : vector<512x128xf32>
        %144 = arith.addf %139, %143 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %146 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        %147 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %147 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %86 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg19[%86, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %88 = vector.shape_cast %87 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %89 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg20[%89, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %91 = vector.shape_cast %90 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %94 = tpu.matmul %93, %88, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %95 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %96 = arith.mulf %94, %95 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %39, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %7, %c512_i32 : i32
        %99 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %100 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %101 = arith.subi %98, %97 : i32
        %102 = vector.broadcast %100 : vector<512x1xi32> to vector<512x512xi32>
        %103 = vector.broadcast %99 : vector<1x512xi32> to vector<512x512xi32>
        %104 = arith.subi %102, %103 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %105 = arith.subi %c0_i32, %101 : i32
        %106 = vector.broadcast %105 : i32 to vector<512x512xi32>
        %107 = arith.cmpi sle, %104, %106 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg9[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %109 = vector.shape_cast %108 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg23[%arg27, %c0_i32, %c0_i32] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %111 = tpu.memref_squeeze %110 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %111[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %113 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %114 = arith.cmpi sge, %109, %113 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %115 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %116 = arith.select %114, %109, %115 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %117 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %118 = arith.cmpi sge, %112, %117 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %119 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %120 = arith.select %118, %112, %119 : vector<1x512xi1>, vector<1x512xi32>
        %121 = vector.broadcast %116 : vector<512x1xi32> to vector<512x512xi32>
        %122 = vector.broadcast %120 : vector<1x512xi32> to vector<512x512xi32>
        %123 = arith.cmpi eq, %121, %122 : vector<512x512xi32>
        %124 = arith.andi %107, %123 : vector<512x512xi1>
        %125 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg21[%125, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %127 = vector.shape_cast %126 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %128 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %129 = arith.mulf %127, %128 : vector<1x512xf32>
        %130 = vector.broadcast %129 : vector<1x512xf32> to vector<512x512xf32>
        %131 = arith.subf %96, %130 : vector<512x512xf32>
        %132 = math.exp2 %131 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %133 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %134 = arith.select %124, %132, %133 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = arith.truncf %134 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %137 = tpu.matmul %136, %91, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %138 = arith.addf %135, %137 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %140 = vector.shape_cast %139 : vector<512x128xf32> to vector<512x128xf32>
        %141 = vector.shape_cast %138 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %141 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %143 = vector.shape_cast %142 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %144 = tpu.matmul %143, %91, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %145 = arith.index_cast %arg27 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg22[%145, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %147 = vector.shape_cast %146 : vector<1x1x512xf32> to vector<1x512xf32>
        %148 = vector.broadcast %147 : vector<1x512xf32> to vector<512x512xf32>
        %149 = arith.subf %144, %148 : vector<512x512xf32>
        %150 = arith.mulf %134, %149 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %152 = arith.truncf %150 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %153 = tpu.matmul %152, %88, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %154 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %155 = arith.mulf %153, %154 : vector<512x128xf32>
        %156 = arith.addf %151, %155 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %158 = vector.shape_cast %157 : vector<512x128xf32> to vector<512x128xf32>
        %159 = vector.shape_cast %156 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %159 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %85 = arith.subi %c1_i32, %arg27 : i32
      scf.yield %29, %31, %85 : i32, i32, i32
    }
    %21 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32 : i32
    scf.if %22 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %23 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %24 = arith.truncf %23 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %25 = vector.load %arg15[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0, %c0, %c0], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %28 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = arith.truncf %28 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %30 = vector.load %arg16[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %31 = vector.shape_cast %30 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %32 = vector.shape_cast %29 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg16[%c0, %c0, %c0], %32 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %7 = arith.remsi %6, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %7 = arith.remsi %6, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.remsi %0, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32 : i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %7 = arith.remsi %6, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %7 = arith.remsi %6, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
