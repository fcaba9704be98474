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
    %272:2 = stablehlo.custom_call @tpu_custom_call(%268, %269, %270, %271, %154, %3, %155, %156, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:cf18f62832f8d7b4f4f118d2b1198c30bde6503602959ef19681eb0b87bbe22c\22, \22cost_estimate\22: {\22bytes_accessed\22: 1241513984, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
    %273 = stablehlo.convert %272#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %274 = stablehlo.convert %272#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %275 = stablehlo.multiply %273, %274 : tensor<16x16384x128xf32>
    %276 = stablehlo.reduce(%275 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16384x128xf32>, tensor<f32>) -> tensor<16x16384xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 2] : (tensor<16x16384xf32>) -> tensor<16x1x16384xf32>
    %278 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16384x128xf32>
    %279 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %280 = stablehlo.compare NE, %138, %279, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %281 = stablehlo.convert %153 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %282 = stablehlo.convert %138 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %283 = stablehlo.slice %281 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %284 = stablehlo.slice %281 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %285 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %286 = stablehlo.add %284, %285 : tensor<1x32x31xi32>
    %287 = stablehlo.compare EQ, %283, %286, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %288 = stablehlo.slice %282 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %289 = stablehlo.slice %282 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %290 = stablehlo.compare EQ, %288, %289, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %291 = stablehlo.and %287, %290 : tensor<1x32x31xi1>
    %292 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %293 = stablehlo.not %291 : tensor<1x32x31xi1>
    %294 = stablehlo.concatenate %292, %293, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %295 = stablehlo.and %280, %294 : tensor<1x32x32xi1>
    %296 = stablehlo.convert %153 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %297 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %298 = stablehlo.add %c_x130337, %297 : tensor<1x1xi32>
    %299 = stablehlo.select %c_xcf2552, %298, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %301 = "stablehlo.gather"(%296, %300) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %302 = stablehlo.transpose %301, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %303 = stablehlo.reshape %302 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %304 = stablehlo.convert %138 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %305 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %306 = stablehlo.add %c_x130337, %305 : tensor<1x1xi32>
    %307 = stablehlo.select %c_xcf2552, %306, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %309 = "stablehlo.gather"(%304, %308) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %310 = stablehlo.transpose %309, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %311 = stablehlo.reshape %310 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %312 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %313 = stablehlo.add %c_x130337, %312 : tensor<1x1xi32>
    %314 = stablehlo.select %c_xcf2552, %313, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %316 = "stablehlo.gather"(%280, %315) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %317 = stablehlo.transpose %316, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %318 = stablehlo.reshape %317 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %319 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %320 = stablehlo.add %c_x130337, %319 : tensor<1x1xi32>
    %321 = stablehlo.select %c_xcf2552, %320, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %323 = "stablehlo.gather"(%295, %322) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %324 = stablehlo.transpose %323, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %325 = stablehlo.reshape %324 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %326 = stablehlo.reshape %325 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %327 = stablehlo.reshape %318 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %328 = call @cumsum(%326) : (tensor<1024xi1>) -> tensor<1024xi32>
    %329 = stablehlo.iota dim = 0 : tensor<529xi32>
    %330 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %331 = stablehlo.add %330, %329 : tensor<529xi32>
    %332 = call @searchsorted(%328, %331) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    %333 = stablehlo.broadcast_in_dim %c_xad8525, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %334 = stablehlo.minimum %332, %333 : tensor<529xi32>
    %335 = call @cumsum(%327) : (tensor<1024xi1>) -> tensor<1024xi32>
    %336 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %337 = stablehlo.compare LT, %332, %336, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %338 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %339 = stablehlo.compare LT, %334, %338, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %340 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %341 = stablehlo.add %334, %340 : tensor<529xi32>
    %342 = stablehlo.select %339, %341, %334 : tensor<529xi1>, tensor<529xi32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %344 = "stablehlo.gather"(%335, %343) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<529x1xi32>) -> tensor<529xi32>
    %345 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %346 = stablehlo.compare LT, %334, %345, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %347 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %348 = stablehlo.add %334, %347 : tensor<529xi32>
    %349 = stablehlo.select %346, %348, %334 : tensor<529xi1>, tensor<529xi32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %351 = "stablehlo.gather"(%327, %350) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi1>, tensor<529x1xi32>) -> tensor<529xi1>
    %352 = stablehlo.convert %351 : (tensor<529xi1>) -> tensor<529xi32>
    %353 = stablehlo.subtract %344, %352 : tensor<529xi32>
    %354 = stablehlo.slice %335 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %355 = stablehlo.reshape %354 : (tensor<1xi32>) -> tensor<i32>
    %356 = call @_where_8(%337, %353, %355) : (tensor<529xi1>, tensor<529xi32>, tensor<i32>) -> tensor<529xi32>
    %357 = stablehlo.slice %332 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %358 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %359 = stablehlo.compare LT, %357, %358, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %360 = stablehlo.reshape %303 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %361 = stablehlo.slice %334 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %362 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %363 = stablehlo.compare LT, %361, %362, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %364 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %365 = stablehlo.add %361, %364 : tensor<528xi32>
    %366 = stablehlo.select %363, %365, %361 : tensor<528xi1>, tensor<528xi32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %368 = "stablehlo.gather"(%360, %367) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %369 = call @_where_9(%359, %368, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %370 = stablehlo.reshape %311 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %371 = stablehlo.slice %334 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %372 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %373 = stablehlo.compare LT, %371, %372, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %374 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %375 = stablehlo.add %371, %374 : tensor<528xi32>
    %376 = stablehlo.select %373, %375, %371 : tensor<528xi1>, tensor<528xi32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %378 = "stablehlo.gather"(%370, %377) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %379 = call @_where_9(%359, %378, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %380 = stablehlo.slice %356 [1:529] : (tensor<529xi32>) -> tensor<528xi32>
    %381 = stablehlo.slice %356 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %382 = stablehlo.subtract %380, %381 : tensor<528xi32>
    %383 = stablehlo.reshape %328 : (tensor<1024xi32>) -> tensor<32x32xi32>
    %384 = stablehlo.slice %383 [0:32, 31:32] : (tensor<32x32xi32>) -> tensor<32x1xi32>
    %385 = stablehlo.reshape %384 : (tensor<32x1xi32>) -> tensor<32xi32>
    %386 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %387 = stablehlo.concatenate %386, %385, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %388 = stablehlo.broadcast_in_dim %c_x23ccff, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %389 = stablehlo.minimum %387, %388 : tensor<33xi32>
    %390 = stablehlo.convert %389 : (tensor<33xi32>) -> tensor<33xi16>
    %391 = stablehlo.convert %369 : (tensor<528xi32>) -> tensor<528xi8>
    %392 = stablehlo.convert %382 : (tensor<528xi32>) -> tensor<528xi8>
    %393 = stablehlo.convert %379 : (tensor<528xi32>) -> tensor<528xi8>
    %394:3 = stablehlo.custom_call @tpu_custom_call(%390, %391, %392, %393, %155, %156, %7, %154, %272#0, %272#1, %277, %278, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ecfbb3fe0443fa4368391b4b29a9fb82cce8382c7c523b8df5b00bb94c26b737\22, \22cost_estimate\22: {\22bytes_accessed\22: 6777995264, \22flops\22: 2834678415360, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 11}, {\22color\22: 0, \22operand_index\22: 12}], \22needs_layout_passes\22: true, \22output_memory_space_colors\22: [{\22color\22: 0, \22shape_index\22: [2]}], \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 11, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16384x128xi32>, tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16x16384x128xf32>, tensor<8x16384xi32>) -> (tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16x16384x128xf32>)
    %395 = stablehlo.convert %394#2 : (tensor<16x16384x128xf32>) -> tensor<16x16384x128xbf16>
    %396 = call @_pad_10(%394#1) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %397 = call @_pad_10(%394#0) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %398 = call @_pad_11(%395) : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %272#0, %398, %397, %396 : tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:cf18f62832f8d7b4f4f118d2b1198c30bde6503602959ef19681eb0b87bbe22c
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
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %116 = vector.shape_cast %115 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %118 = tpu.memref_squeeze %117 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %118[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %120 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %121 = arith.cmpi sge, %116, %120 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %122 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %123 = arith.select %121, %116, %122 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %124 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %125 = arith.cmpi sge, %119, %124 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %126 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %127 = arith.select %125, %119, %126 : vector<1x512xi1>, vector<1x512xi32>
        %128 = vector.broadcast %123 : vector<512x1xi32> to vector<512x512xi32>
        %129 = vector.broadcast %127 : vector<1x512xi32> to vector<512x512xi32>
        %130 = arith.cmpi eq, %128, %129 : vector<512x512xi32>
        %131 = vector.extract_strided_slice %114 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %132 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %133 = tpu.memref_squeeze %132 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %133[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %135 = tpu.matmul %131, %134, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %136 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %137 = arith.mulf %135, %136 : vector<128x512xf32>
        %138 = vector.extract_strided_slice %130 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %139 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %140 = arith.select %138, %137, %139 : vector<128x512xi1>, vector<128x512xf32>
        %141 = vector.extract_strided_slice %114 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %142 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %143 = tpu.memref_squeeze %142 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %143[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %145 = tpu.matmul %141, %144, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %146 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %147 = arith.mulf %145, %146 : vector<128x512xf32>
        %148 = vector.extract_strided_slice %130 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %149 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %150 = arith.select %148, %147, %149 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %152 = vector.multi_reduction <maximumf>, %140, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %153 = vector.shape_cast %152 : vector<128xf32> to vector<128x1xf32>
        %154 = vector.broadcast %153 : vector<128x1xf32> to vector<128x128xf32>
        %155 = arith.maximumf %151, %154 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %156 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %157 = arith.maximumf %155, %156 : vector<128x128xf32>
        %158 = tpu.concatenate %157, %157, %157, %157 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %159 = arith.subf %140, %158 : vector<128x512xf32>
        %160 = math.exp2 %159 : vector<128x512xf32>
        %161 = arith.subf %151, %157 : vector<128x128xf32>
        %162 = math.exp2 %161 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %164 = arith.mulf %162, %163 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %165 = vector.multi_reduction <add>, %160, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %166 = vector.shape_cast %165 : vector<128xf32> to vector<128x1xf32>
        %167 = vector.broadcast %166 : vector<128x1xf32> to vector<128x128xf32>
        %168 = arith.addf %164, %167 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %170 = vector.shape_cast %169 : vector<128x128xf32> to vector<128x128xf32>
        %171 = vector.shape_cast %168 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %171 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %172 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %173 = vector.load %arg17[%172, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %174 = vector.shape_cast %173 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %175 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %176 = arith.mulf %162, %175 : vector<128x128xf32>
        %177 = arith.truncf %160 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %178 = tpu.matmul %177, %174, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %179 = arith.addf %176, %178 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %181 = vector.shape_cast %180 : vector<128x128xf32> to vector<128x128xf32>
        %182 = vector.shape_cast %179 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %182 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %183 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %184 = vector.shape_cast %183 : vector<128x128xf32> to vector<128x128xf32>
        %185 = vector.shape_cast %155 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %185 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %186 = vector.extract_strided_slice %114 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %187 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %188 = tpu.memref_squeeze %187 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %189 = vector.load %188[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %190 = tpu.matmul %186, %189, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %191 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %192 = arith.mulf %190, %191 : vector<128x512xf32>
        %193 = vector.extract_strided_slice %130 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %194 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %195 = arith.select %193, %192, %194 : vector<128x512xi1>, vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %196 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %197 = vector.multi_reduction <maximumf>, %150, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %198 = vector.shape_cast %197 : vector<128xf32> to vector<128x1xf32>
        %199 = vector.broadcast %198 : vector<128x1xf32> to vector<128x128xf32>
        %200 = arith.maximumf %196, %199 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %201 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %202 = arith.maximumf %200, %201 : vector<128x128xf32>
        %203 = tpu.concatenate %202, %202, %202, %202 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %204 = arith.subf %150, %203 : vector<128x512xf32>
        %205 = math.exp2 %204 : vector<128x512xf32>
        %206 = arith.subf %196, %202 : vector<128x128xf32>
        %207 = math.exp2 %206 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %208 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %209 = arith.mulf %207, %208 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %210 = vector.multi_reduction <add>, %205, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %211 = vector.shape_cast %210 : vector<128xf32> to vector<128x1xf32>
        %212 = vector.broadcast %211 : vector<128x1xf32> to vector<128x128xf32>
        %213 = arith.addf %209, %212 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %214 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %215 = vector.shape_cast %214 : vector<128x128xf32> to vector<128x128xf32>
        %216 = vector.shape_cast %213 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %216 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %217 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %218 = vector.load %arg17[%217, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %219 = vector.shape_cast %218 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %220 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %221 = arith.mulf %207, %220 : vector<128x128xf32>
        %222 = arith.truncf %205 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %223 = tpu.matmul %222, %219, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %224 = arith.addf %221, %223 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %225 = vector.load %arg15[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %226 = vector.shape_cast %225 : vector<128x128xf32> to vector<128x128xf32>
        %227 = vector.shape_cast %224 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c128, %c0], %227 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %228 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %229 = vector.shape_cast %228 : vector<128x128xf32> to vector<128x128xf32>
        %230 = vector.shape_cast %200 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %230 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %231 = vector.extract_strided_slice %114 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %232 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %233 = tpu.memref_squeeze %232 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %234 = vector.load %233[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %235 = tpu.matmul %231, %234, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %236 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %237 = arith.mulf %235, %236 : vector<128x512xf32>
        %238 = vector.extract_strided_slice %130 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %239 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %240 = arith.select %238, %237, %239 : vector<128x512xi1>, vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %241 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %242 = vector.multi_reduction <maximumf>, %195, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %243 = vector.shape_cast %242 : vector<128xf32> to vector<128x1xf32>
        %244 = vector.broadcast %243 : vector<128x1xf32> to vector<128x128xf32>
        %245 = arith.maximumf %241, %244 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %246 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %247 = arith.maximumf %245, %246 : vector<128x128xf32>
        %248 = tpu.concatenate %247, %247, %247, %247 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %249 = arith.subf %195, %248 : vector<128x512xf32>
        %250 = math.exp2 %249 : vector<128x512xf32>
        %251 = arith.subf %241, %247 : vector<128x128xf32>
        %252 = math.exp2 %251 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %253 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %254 = arith.mulf %252, %253 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %255 = vector.multi_reduction <add>, %250, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %256 = vector.shape_cast %255 : vector<128xf32> to vector<128x1xf32>
        %257 = vector.broadcast %256 : vector<128x1xf32> to vector<128x128xf32>
        %258 = arith.addf %254, %257 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %259 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %260 = vector.shape_cast %259 : vector<128x128xf32> to vector<128x128xf32>
        %261 = vector.shape_cast %258 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %261 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %262 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %263 = vector.load %arg17[%262, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %264 = vector.shape_cast %263 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %265 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %266 = arith.mulf %252, %265 : vector<128x128xf32>
        %267 = arith.truncf %250 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %268 = tpu.matmul %267, %264, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %269 = arith.addf %266, %268 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %270 = vector.load %arg15[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %271 = vector.shape_cast %270 : vector<128x128xf32> to vector<128x128xf32>
        %272 = vector.shape_cast %269 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c256, %c0], %272 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %273 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %274 = vector.shape_cast %273 : vector<128x128xf32> to vector<128x128xf32>
        %275 = vector.shape_cast %245 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %275 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %276 = vector.extract_strided_slice %114 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %277 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %278 = tpu.memref_squeeze %277 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %279 = vector.load %278[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %280 = tpu.matmul %276, %279, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %281 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %282 = arith.mulf %280, %281 : vector<128x512xf32>
        %283 = vector.extract_strided_slice %130 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %284 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %285 = arith.select %283, %282, %284 : vector<128x512xi1>, vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %286 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %287 = vector.multi_reduction <maximumf>, %240, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %288 = vector.shape_cast %287 : vector<128xf32> to vector<128x1xf32>
        %289 = vector.broadcast %288 : vector<128x1xf32> to vector<128x128xf32>
        %290 = arith.maximumf %286, %289 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %291 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %292 = arith.maximumf %290, %291 : vector<128x128xf32>
        %293 = tpu.concatenate %292, %292, %292, %292 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %294 = arith.subf %240, %293 : vector<128x512xf32>
        %295 = math.exp2 %294 : vector<128x512xf32>
        %296 = arith.subf %286, %292 : vector<128x128xf32>
        %297 = math.exp2 %296 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %298 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %299 = arith.mulf %297, %298 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %300 = vector.multi_reduction <add>, %295, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %301 = vector.shape_cast %300 : vector<128xf32> to vector<128x1xf32>
        %302 = vector.broadcast %301 : vector<128x1xf32> to vector<128x128xf32>
        %303 = arith.addf %299, %302 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %304 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %305 = vector.shape_cast %304 : vector<128x128xf32> to vector<128x128xf32>
        %306 = vector.shape_cast %303 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %306 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %307 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %308 = vector.load %arg17[%307, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %309 = vector.shape_cast %308 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %310 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %311 = arith.mulf %297, %310 : vector<128x128xf32>
        %312 = arith.truncf %295 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %313 = tpu.matmul %312, %309, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %314 = arith.addf %311, %313 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %315 = vector.load %arg15[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %316 = vector.shape_cast %315 : vector<128x128xf32> to vector<128x128xf32>
        %317 = vector.shape_cast %314 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c384, %c0], %317 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %318 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %319 = vector.shape_cast %318 : vector<128x128xf32> to vector<128x128xf32>
        %320 = vector.shape_cast %290 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %320 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %321 = vector.extract_strided_slice %114 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %322 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %323 = tpu.memref_squeeze %322 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %324 = vector.load %323[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %325 = tpu.matmul %321, %324, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %326 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %327 = arith.mulf %325, %326 : vector<128x512xf32>
        %328 = vector.extract_strided_slice %130 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %329 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %330 = arith.select %328, %327, %329 : vector<128x512xi1>, vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %331 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %332 = vector.multi_reduction <maximumf>, %285, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %333 = vector.shape_cast %332 : vector<128xf32> to vector<128x1xf32>
        %334 = vector.broadcast %333 : vector<128x1xf32> to vector<128x128xf32>
        %335 = arith.maximumf %331, %334 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %336 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %337 = arith.maximumf %335, %336 : vector<128x128xf32>
        %338 = tpu.concatenate %337, %337, %337, %337 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %339 = arith.subf %285, %338 : vector<128x512xf32>
        %340 = math.exp2 %339 : vector<128x512xf32>
        %341 = arith.subf %331, %337 : vector<128x128xf32>
        %342 = math.exp2 %341 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %343 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %344 = arith.mulf %342, %343 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %345 = vector.multi_reduction <add>, %340, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %346 = vector.shape_cast %345 : vector<128xf32> to vector<128x1xf32>
        %347 = vector.broadcast %346 : vector<128x1xf32> to vector<128x128xf32>
        %348 = arith.addf %344, %347 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %349 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %350 = vector.shape_cast %349 : vector<128x128xf32> to vector<128x128xf32>
        %351 = vector.shape_cast %348 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %351 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %352 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %353 = vector.load %arg17[%352, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %354 = vector.shape_cast %353 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %355 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %356 = arith.mulf %342, %355 : vector<128x128xf32>
        %357 = arith.truncf %340 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %358 = tpu.matmul %357, %354, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %359 = arith.addf %356, %358 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %360 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %361 = vector.shape_cast %360 : vector<128x128xf32> to vector<128x128xf32>
        %362 = vector.shape_cast %359 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c512, %c0], %362 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %363 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %364 = vector.shape_cast %363 : vector<128x128xf32> to vector<128x128xf32>
        %365 = vector.shape_cast %335 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %365 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %366 = vector.extract_strided_slice %114 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %367 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %368 = tpu.memref_squeeze %367 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %369 = vector.load %368[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %370 = tpu.matmul %366, %369, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %371 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %372 = arith.mulf %370, %371 : vector<128x512xf32>
        %373 = vector.extract_strided_slice %130 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %374 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %375 = arith.select %373, %372, %374 : vector<128x512xi1>, vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %376 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %377 = vector.multi_reduction <maximumf>, %330, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %378 = vector.shape_cast %377 : vector<128xf32> to vector<128x1xf32>
        %379 = vector.broadcast %378 : vector<128x1xf32> to vector<128x128xf32>
        %380 = arith.maximumf %376, %379 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %381 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %382 = arith.maximumf %380, %381 : vector<128x128xf32>
        %383 = tpu.concatenate %382, %382, %382, %382 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %384 = arith.subf %330, %383 : vector<128x512xf32>
        %385 = math.exp2 %384 : vector<128x512xf32>
        %386 = arith.subf %376, %382 : vector<128x128xf32>
        %387 = math.exp2 %386 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %388 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %389 = arith.mulf %387, %388 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %390 = vector.multi_reduction <add>, %385, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %391 = vector.shape_cast %390 : vector<128xf32> to vector<128x1xf32>
        %392 = vector.broadcast %391 : vector<128x1xf32> to vector<128x128xf32>
        %393 = arith.addf %389, %392 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %394 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %395 = vector.shape_cast %394 : vector<128x128xf32> to vector<128x128xf32>
        %396 = vector.shape_cast %393 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %396 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %397 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %398 = vector.load %arg17[%397, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %399 = vector.shape_cast %398 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %400 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %401 = arith.mulf %387, %400 : vector<128x128xf32>
        %402 = arith.truncf %385 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %403 = tpu.matmul %402, %399, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %404 = arith.addf %401, %403 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %405 = vector.load %arg15[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %406 = vector.shape_cast %405 : vector<128x128xf32> to vector<128x128xf32>
        %407 = vector.shape_cast %404 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c640, %c0], %407 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %408 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %409 = vector.shape_cast %408 : vector<128x128xf32> to vector<128x128xf32>
        %410 = vector.shape_cast %380 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %410 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %411 = vector.extract_strided_slice %114 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %412 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %413 = tpu.memref_squeeze %412 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %414 = vector.load %413[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %415 = tpu.matmul %411, %414, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %416 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %417 = arith.mulf %415, %416 : vector<128x512xf32>
        %418 = vector.extract_strided_slice %130 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %419 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %420 = arith.select %418, %417, %419 : vector<128x512xi1>, vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %421 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %422 = vector.multi_reduction <maximumf>, %375, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %423 = vector.shape_cast %422 : vector<128xf32> to vector<128x1xf32>
        %424 = vector.broadcast %423 : vector<128x1xf32> to vector<128x128xf32>
        %425 = arith.maximumf %421, %424 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %426 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %427 = arith.maximumf %425, %426 : vector<128x128xf32>
        %428 = tpu.concatenate %427, %427, %427, %427 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %429 = arith.subf %375, %428 : vector<128x512xf32>
        %430 = math.exp2 %429 : vector<128x512xf32>
        %431 = arith.subf %421, %427 : vector<128x128xf32>
        %432 = math.exp2 %431 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %433 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %434 = arith.mulf %432, %433 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %435 = vector.multi_reduction <add>, %430, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %436 = vector.shape_cast %435 : vector<128xf32> to vector<128x1xf32>
        %437 = vector.broadcast %436 : vector<128x1xf32> to vector<128x128xf32>
        %438 = arith.addf %434, %437 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %439 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %440 = vector.shape_cast %439 : vector<128x128xf32> to vector<128x128xf32>
        %441 = vector.shape_cast %438 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %441 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %442 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %443 = vector.load %arg17[%442, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %444 = vector.shape_cast %443 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %445 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %446 = arith.mulf %432, %445 : vector<128x128xf32>
        %447 = arith.truncf %430 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %448 = tpu.matmul %447, %444, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %449 = arith.addf %446, %448 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %450 = vector.load %arg15[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %451 = vector.shape_cast %450 : vector<128x128xf32> to vector<128x128xf32>
        %452 = vector.shape_cast %449 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c768, %c0], %452 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %453 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %454 = vector.shape_cast %453 : vector<128x128xf32> to vector<128x128xf32>
        %455 = vector.shape_cast %425 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %455 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %456 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %457 = vector.multi_reduction <maximumf>, %420, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %458 = vector.shape_cast %457 : vector<128xf32> to vector<128x1xf32>
        %459 = vector.broadcast %458 : vector<128x1xf32> to vector<128x128xf32>
        %460 = arith.maximumf %456, %459 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %461 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %462 = arith.maximumf %460, %461 : vector<128x128xf32>
        %463 = tpu.concatenate %462, %462, %462, %462 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %464 = arith.subf %420, %463 : vector<128x512xf32>
        %465 = math.exp2 %464 : vector<128x512xf32>
        %466 = arith.subf %456, %462 : vector<128x128xf32>
        %467 = math.exp2 %466 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %468 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %469 = arith.mulf %467, %468 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %470 = vector.multi_reduction <add>, %465, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %471 = vector.shape_cast %470 : vector<128xf32> to vector<128x1xf32>
        %472 = vector.broadcast %471 : vector<128x1xf32> to vector<128x128xf32>
        %473 = arith.addf %469, %472 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %474 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %475 = vector.shape_cast %474 : vector<128x128xf32> to vector<128x128xf32>
        %476 = vector.shape_cast %473 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %476 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %477 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %478 = vector.load %arg17[%477, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %479 = vector.shape_cast %478 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %480 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %481 = arith.mulf %467, %480 : vector<128x128xf32>
        %482 = arith.truncf %465 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %483 = tpu.matmul %482, %479, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %484 = arith.addf %481, %483 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %485 = vector.load %arg15[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %486 = vector.shape_cast %485 : vector<128x128xf32> to vector<128x128xf32>
        %487 = vector.shape_cast %484 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c896, %c0], %487 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %488 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %489 = vector.shape_cast %488 : vector<128x128xf32> to vector<128x128xf32>
        %490 = vector.shape_cast %460 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %490 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %491 = arith.addi %arg23, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %492 = arith.minsi %arg22, %c527_i32 : i32
        %493 = arith.index_cast %492 : i32 to index
        %494 = memref.load %arg4[%493] : memref<528xi8, #tpu.memory_space<smem>>
        %495 = arith.extsi %494 : i8 to i32
        %496 = arith.cmpi sge, %491, %495 : i32
        %c1_i32 = arith.constant 1 : i32
        %497 = arith.addi %arg22, %c1_i32 : i32
        %498 = arith.select %496, %497, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %499 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %500 = arith.select %496, %c0_i32, %499 : i32
        %501 = arith.cmpi slt, %498, %23 : i32
        %502 = arith.extui %501 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %503 = arith.cmpi ne, %502, %c0_i32 : i32
        scf.if %503 {
          %c0_i32 = arith.constant 0 : i32
          %504 = arith.addi %3, %c0_i32 : i32
          %505 = arith.index_cast %498 : i32 to index
          %506 = memref.load %arg3[%505] : memref<528xi8, #tpu.memory_space<smem>>
          %507 = arith.extsi %506 : i8 to i32
          %508 = arith.addi %507, %500 : i32
          %c2_i32 = arith.constant 2 : i32
          %509 = arith.divsi %504, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %510 = arith.muli %508, %c512_i32 : i32
          %511 = tpu.assume_multiple %510, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %512 = arith.divsi %504, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %513 = arith.muli %508, %c512_i32 : i32
          %514 = tpu.assume_multiple %513, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %515 = arith.muli %508, %c512_i32 : i32
          %516 = tpu.assume_multiple %515, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %517 = tpu.memref_slice %arg19[%arg26, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %518 = tpu.memref_squeeze %517 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %519 = tpu.memref_slice %arg16[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %520 = tpu.memref_squeeze %519 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %521 = tpu.memref_slice %arg8[%509, %511, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %522 = tpu.memref_squeeze %521 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%522 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%520 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%518 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %523 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %524 = tpu.memref_squeeze %523 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %525 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %526 = tpu.memref_squeeze %525 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %527 = tpu.memref_slice %arg9[%512, %514, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %528 = tpu.memref_squeeze %527 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%528 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%526 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%524 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %529 = tpu.memref_slice %arg19[%arg26, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %530 = tpu.memref_squeeze %529 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %531 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %532 = tpu.memref_squeeze %531 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %533 = tpu.memref_slice %arg10[%c0_i32, %516] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%533 : memref<8x512xi32, #tpu.memory_space<any>>) target(%532 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%530 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %498, %500 : i32, i32
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

// ---- kernel sparse_cli_dkv sha256:ecfbb3fe0443fa4368391b4b29a9fb82cce8382c7c523b8df5b00bb94c26b737
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
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg8[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %118 = vector.shape_cast %117 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %119 = tpu.memref_slice %arg26[%arg32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %120 = tpu.memref_squeeze %119 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %120[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %122 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %123 = arith.cmpi sge, %118, %122 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %124 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %125 = arith.select %123, %118, %124 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %126 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %127 = arith.cmpi sge, %121, %126 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %128 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %129 = arith.select %127, %121, %128 : vector<1x512xi1>, vector<1x512xi32>
        %130 = vector.broadcast %125 : vector<512x1xi32> to vector<512x512xi32>
        %131 = vector.broadcast %129 : vector<1x512xi32> to vector<512x512xi32>
        %132 = arith.cmpi eq, %130, %131 : vector<512x512xi32>
        %133 = tpu.concatenate %132, %132 in 1 : vector<512x512xi1>, vector<512x512xi1> -> vector<512x1024xi1>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %135 = tpu.memref_squeeze %134 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %135[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %137 = vector.shape_cast %136 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %138 = tpu.memref_slice %arg23[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %139 = tpu.memref_squeeze %138 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %139[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %141 = vector.shape_cast %140 : vector<1x1x512xf32> to vector<1x512xf32>
        %142 = tpu.concatenate %137, %141 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %143 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x1024xf32>
        %144 = arith.mulf %142, %143 : vector<1x1024xf32>
        %145 = vector.broadcast %144 : vector<1x1024xf32> to vector<512x1024xf32>
        %146 = arith.subf %116, %145 : vector<512x1024xf32>
        %147 = math.exp2 %146 : vector<512x1024xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %148 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x1024xf32>
        %149 = arith.select %133, %147, %148 : vector<512x1024xi1>, vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %151 = arith.truncf %149 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %152 = tpu.matmul %151, %111, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %153 = arith.addf %150, %152 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg19[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %155 = vector.shape_cast %154 : vector<512x128xf32> to vector<512x128xf32>
        %156 = vector.shape_cast %153 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg19[%c0, %c0], %156 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %158 = vector.shape_cast %157 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xf074cb = arith.constant dense<0.000000e+00> : vector<512x1024xf32>
        %159 = tpu.matmul %158, %111, %cst_xf074cb {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<1024x128xbf16>, vector<512x1024xf32> -> vector<512x1024xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %161 = tpu.memref_squeeze %160 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %161[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %163 = vector.shape_cast %162 : vector<1x1x512xf32> to vector<1x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %164 = tpu.memref_slice %arg24[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
        %165 = tpu.memref_squeeze %164 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
        %c1 = arith.constant 1 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %165[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %167 = vector.shape_cast %166 : vector<1x1x512xf32> to vector<1x512xf32>
        %168 = tpu.concatenate %163, %167 in 1 : vector<1x512xf32>, vector<1x512xf32> -> vector<1x1024xf32>
        %169 = vector.broadcast %168 : vector<1x1024xf32> to vector<512x1024xf32>
        %170 = arith.subf %159, %169 : vector<512x1024xf32>
        %171 = arith.mulf %149, %170 : vector<512x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %173 = arith.truncf %171 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %174 = tpu.matmul %173, %107, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<1024x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %175 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %176 = arith.mulf %174, %175 : vector<512x128xf32>
        %177 = arith.addf %172, %176 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %178 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %179 = vector.shape_cast %178 : vector<512x128xf32> to vector<512x128xf32>
        %180 = vector.shape_cast %177 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %180 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %181 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %182 = tpu.memref_squeeze %181 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %183 = vector.load %182[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %184 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %185 = vector.shape_cast %184 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %186 = arith.truncf %171 : vector<512x1024xf32> to vector<512x1024xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %187 = tpu.matmul %186, %185, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x1024xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %188 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %189 = arith.mulf %187, %188 : vector<1024x128xf32>
        %190 = vector.shape_cast %189 : vector<1024x128xf32> to vector<2x512x128xf32>
        %191 = arith.addf %183, %190 : vector<2x512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %192 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %193 = tpu.memref_squeeze %192 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %194 = vector.load %193[%c0, %c0, %c0] : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>
        %195 = vector.shape_cast %194 : vector<2x512x128xf32> to vector<2x512x128xf32>
        %196 = vector.shape_cast %191 : vector<2x512x128xf32> to vector<2x512x128xf32>
        tpu.vector_store %193[%c0, %c0, %c0], %196 {strides = array<i32>} : memref<2x512x128xf32, #tpu.memory_space<vmem>>, vector<2x512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %197 = arith.addi %arg31, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %198 = arith.minsi %arg30, %c527_i32 : i32
        %199 = arith.index_cast %198 : i32 to index
        %200 = memref.load %arg4[%199] : memref<528xi8, #tpu.memory_space<smem>>
        %201 = arith.extsi %200 : i8 to i32
        %202 = arith.cmpi sge, %197, %201 : i32
        %c1_i32 = arith.constant 1 : i32
        %203 = arith.addi %arg30, %c1_i32 : i32
        %204 = arith.select %202, %203, %arg30 : i32
        %c1_i32 = arith.constant 1 : i32
        %205 = arith.addi %arg31, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %206 = arith.select %202, %c0_i32, %205 : i32
        %c512_i32 = arith.constant 512 : i32
        %207 = arith.muli %103, %c512_i32 : i32
        %208 = tpu.assume_multiple %207, 512 : i32
        %209 = tpu.memref_slice %arg20[%arg32] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %210 = tpu.memref_squeeze %209 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %211 = tpu.memref_slice %arg17[%99, %208, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %212 = tpu.memref_slice %arg25[%arg32, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
        %213 = tpu.memref_squeeze %212 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%213 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target(%211 : memref<2x512x128xf32, #tpu.memory_space<any>>) target_semaphore(%210 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %214 = arith.cmpi ne, %arg28, %15 : i32
        %c0_i32 = arith.constant 0 : i32
        %215 = arith.cmpi ne, %arg29, %c0_i32 : i32
        %216 = arith.ori %214, %215 : i1
        %217 = arith.extui %216 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %218 = arith.cmpi ne, %217, %c0_i32 : i32
        scf.if %218 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %222 = arith.muli %c0_i32, %c512_i32 : i32
          %223 = tpu.assume_multiple %222, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %224 = tpu.memref_slice %arg20[%arg34] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %225 = tpu.memref_squeeze %224 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %226 = tpu.memref_slice %arg17[%c0_i32, %223, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %227 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %228 = tpu.memref_squeeze %227 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%225 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%228 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) dst(%226 : memref<2x512x128xf32, #tpu.memory_space<any>>)
        } else {
        }
        %219 = arith.cmpi slt, %204, %19 : i32
        %220 = arith.extui %219 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %221 = arith.cmpi ne, %220, %c0_i32 : i32
        scf.if %221 {
          %c0_i32 = arith.constant 0 : i32
          %222 = arith.addi %3, %c0_i32 : i32
          %223 = arith.index_cast %204 : i32 to index
          %224 = memref.load %arg3[%223] : memref<528xi8, #tpu.memory_space<smem>>
          %225 = arith.extsi %224 : i8 to i32
          %226 = arith.addi %225, %206 : i32
          %c512_i32 = arith.constant 512 : i32
          %227 = arith.muli %226, %c512_i32 : i32
          %228 = tpu.assume_multiple %227, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %229 = arith.muli %226, %c512_i32 : i32
          %230 = tpu.assume_multiple %229, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %231 = arith.muli %226, %c512_i32 : i32
          %232 = tpu.assume_multiple %231, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %233 = arith.muli %226, %c512_i32 : i32
          %234 = tpu.assume_multiple %233, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %235 = arith.muli %226, %c512_i32 : i32
          %236 = tpu.assume_multiple %235, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %237 = arith.muli %226, %c512_i32 : i32
          %238 = tpu.assume_multiple %237, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %239 = tpu.memref_slice %arg27[%arg34, %c0_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %240 = tpu.memref_squeeze %239 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %241 = tpu.memref_slice %arg21[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %242 = tpu.memref_squeeze %241 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %243 = tpu.memref_slice %arg9[%222, %228, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%243 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%242 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%240 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %244 = tpu.memref_slice %arg27[%arg34, %c1_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %245 = tpu.memref_squeeze %244 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %246 = tpu.memref_slice %arg22[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x2x512x128xbf16, #tpu.memory_space<vmem>>
          %247 = tpu.memref_squeeze %246 : memref<1x2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<2x512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %248 = tpu.memref_slice %arg10[%222, %230, %c0_i32] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<2x512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%248 : memref<2x512x128xbf16, #tpu.memory_space<any>>) target(%247 : memref<2x512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%245 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %249 = tpu.memref_slice %arg27[%arg34, %c2_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %250 = tpu.memref_squeeze %249 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %251 = tpu.memref_slice %arg23[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %252 = tpu.memref_squeeze %251 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %253 = tpu.memref_slice %arg11[%222, %c0_i32, %232] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%253 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%252 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%250 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %254 = tpu.memref_slice %arg27[%arg34, %c3_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %255 = tpu.memref_squeeze %254 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %256 = tpu.memref_slice %arg24[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x2x1x512xf32, #tpu.memory_space<vmem>>
          %257 = tpu.memref_squeeze %256 : memref<1x2x1x512xf32, #tpu.memory_space<vmem>> -> memref<2x1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %258 = tpu.memref_slice %arg12[%222, %c0_i32, %234] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<2x1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%258 : memref<2x1x512xf32, #tpu.memory_space<any>>) target(%257 : memref<2x1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%255 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %259 = tpu.memref_slice %arg27[%arg34, %c4_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %260 = tpu.memref_squeeze %259 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %261 = tpu.memref_slice %arg25[%arg34, %c0_i32, %c0_i32, %c0_i32] : memref<3x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<1x2x512x128xf32, #tpu.memory_space<vmem>>
          %262 = tpu.memref_squeeze %261 : memref<1x2x512x128xf32, #tpu.memory_space<vmem>> -> memref<2x512x128xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %263 = tpu.memref_slice %arg17[%222, %236, %c0_i32] : memref<16x16384x128xf32, #tpu.memory_space<any>> -> memref<2x512x128xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%263 : memref<2x512x128xf32, #tpu.memory_space<any>>) target(%262 : memref<2x512x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%260 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c5_i32 = arith.constant 5 : i32
          %264 = tpu.memref_slice %arg27[%arg34, %c5_i32] : memref<3x6x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %265 = tpu.memref_squeeze %264 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %266 = tpu.memref_slice %arg26[%arg34, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %267 = tpu.memref_squeeze %266 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %268 = tpu.memref_slice %arg14[%c0_i32, %238] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%268 : memref<8x512xi32, #tpu.memory_space<any>>) target(%267 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%265 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %204, %206 : i32, i32
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
