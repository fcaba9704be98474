module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x32x32xi8>, %arg5: tensor<1x32x32xi8>, %arg6: tensor<1x32x32xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x16384x128xbf16>, %arg9: tensor<8x16384x128xbf16>, %arg10: tensor<8x16384x128xbf16>, %arg11: tensor<16384xi32>, %arg12: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result"}) {
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
    %0 = call @_pad(%arg11, %c_x58cbb6) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %1 = call @_pad(%arg12, %c_x58cbb6) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %6 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %7 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %9 = call @_where(%8, %6, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %10 = stablehlo.reduce(%9 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %11 = call @_where(%8, %6, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %12 = stablehlo.reduce(%11 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %14 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %16 = call @_where(%15, %13, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %17 = stablehlo.reduce(%16 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %18 = call @_where(%15, %13, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %19 = stablehlo.reduce(%18 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %20 = stablehlo.iota dim = 0 : tensor<32xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %22 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %23 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %24 = stablehlo.compare LT, %21, %23, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %25 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %26 = stablehlo.add %21, %25 : tensor<1x32x1xi32>
    %27 = stablehlo.select %24, %26, %21 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %29 = "stablehlo.gather"(%10, %28) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %30 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %31 = stablehlo.compare LT, %22, %30, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %32 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %33 = stablehlo.add %22, %32 : tensor<1x32x32xi32>
    %34 = stablehlo.select %31, %33, %22 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %36 = "stablehlo.gather"(%19, %35) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %37 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %38 = stablehlo.compare LE, %37, %36, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %39 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %40 = stablehlo.compare LT, %22, %39, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %41 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %42 = stablehlo.add %22, %41 : tensor<1x32x32xi32>
    %43 = stablehlo.select %40, %42, %22 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %45 = "stablehlo.gather"(%17, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %46 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %47 = stablehlo.compare LT, %21, %46, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %48 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %49 = stablehlo.add %21, %48 : tensor<1x32x1xi32>
    %50 = stablehlo.select %47, %49, %21 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %52 = "stablehlo.gather"(%12, %51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %54 = stablehlo.compare LE, %45, %53, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %55 = stablehlo.and %38, %54 : tensor<1x32x32xi1>
    %56 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %57 = stablehlo.compare NE, %arg0, %56, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %58 = stablehlo.and %57, %55 : tensor<1x32x32xi1>
    %59 = stablehlo.not %58 : tensor<1x32x32xi1>
    %60 = call @argsort(%59) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %61 = call @_where_0(%58, %arg0, %c_x9b6259) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %62 = call @take_along_axis(%61, %60) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %63 = call @take_along_axis_1(%arg1, %60) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %64 = call @take_along_axis_1(%arg2, %60) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %65 = stablehlo.convert %58 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %66 = stablehlo.reduce(%65 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %68 = stablehlo.iota dim = 0 : tensor<32xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %71 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %72 = stablehlo.compare LT, %70, %71, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %73 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %74 = stablehlo.subtract %67, %73 : tensor<1x32x1xi32>
    %75 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %76 = stablehlo.maximum %74, %75 : tensor<1x32x1xi32>
    %77 = call @take_along_axis_2(%63, %76) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %78 = call @_where_3(%72, %63, %77) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %79 = call @take_along_axis_2(%64, %76) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %80 = call @_where_3(%72, %64, %79) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %81 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %82 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %83 = stablehlo.compare GE, %81, %82, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %84 = call @_where(%83, %81, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %85 = stablehlo.reduce(%84 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %86 = call @_where(%83, %81, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %87 = stablehlo.reduce(%86 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %88 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %89 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %90 = stablehlo.compare GE, %88, %89, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %91 = call @_where(%90, %88, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %92 = stablehlo.reduce(%91 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %93 = call @_where(%90, %88, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %94 = stablehlo.reduce(%93 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %95 = stablehlo.iota dim = 0 : tensor<32xi32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %97 = stablehlo.convert %arg5 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %98 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %99 = stablehlo.compare LT, %97, %98, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %100 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %101 = stablehlo.add %97, %100 : tensor<1x32x32xi32>
    %102 = stablehlo.select %99, %101, %97 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %104 = "stablehlo.gather"(%85, %103) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %105 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %106 = stablehlo.compare LT, %96, %105, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %107 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %108 = stablehlo.add %96, %107 : tensor<1x32x1xi32>
    %109 = stablehlo.select %106, %108, %96 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %111 = "stablehlo.gather"(%94, %110) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %113 = stablehlo.compare LE, %104, %112, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %114 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %115 = stablehlo.compare LT, %96, %114, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %116 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %117 = stablehlo.add %96, %116 : tensor<1x32x1xi32>
    %118 = stablehlo.select %115, %117, %96 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %120 = "stablehlo.gather"(%92, %119) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %121 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %122 = stablehlo.compare LT, %97, %121, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %123 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %124 = stablehlo.add %97, %123 : tensor<1x32x32xi32>
    %125 = stablehlo.select %122, %124, %97 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %127 = "stablehlo.gather"(%87, %126) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %128 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %129 = stablehlo.compare LE, %128, %127, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %130 = stablehlo.and %113, %129 : tensor<1x32x32xi1>
    %131 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %132 = stablehlo.compare NE, %arg4, %131, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %133 = stablehlo.and %132, %130 : tensor<1x32x32xi1>
    %134 = stablehlo.not %133 : tensor<1x32x32xi1>
    %135 = call @argsort(%134) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %136 = call @_where_0(%133, %arg4, %c_x9b6259) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %137 = call @take_along_axis(%136, %135) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %138 = call @take_along_axis_1(%arg5, %135) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %139 = call @take_along_axis_1(%arg6, %135) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %140 = stablehlo.convert %133 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
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
    %152 = call @take_along_axis_2(%138, %151) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %153 = call @_where_3(%147, %138, %152) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %154 = call @take_along_axis_2(%139, %151) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %155 = call @_where_3(%147, %139, %154) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %156 = call @_pad_4(%arg8, %c_x9b6259) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %157 = call @_pad_5(%arg9, %c_x9b6259) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %158 = call @_pad_5(%arg10, %c_x9b6259) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %159 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %160 = stablehlo.compare NE, %62, %159, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %161 = stablehlo.convert %78 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %162 = stablehlo.convert %62 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %163 = stablehlo.slice %161 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %164 = stablehlo.slice %161 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %165 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %166 = stablehlo.add %164, %165 : tensor<1x32x31xi32>
    %167 = stablehlo.compare EQ, %163, %166, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %168 = stablehlo.slice %162 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %169 = stablehlo.slice %162 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %170 = stablehlo.compare EQ, %168, %169, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %171 = stablehlo.and %167, %170 : tensor<1x32x31xi1>
    %172 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %173 = stablehlo.not %171 : tensor<1x32x31xi1>
    %174 = stablehlo.concatenate %172, %173, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %175 = stablehlo.and %160, %174 : tensor<1x32x32xi1>
    %176 = stablehlo.convert %78 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %177 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %178 = stablehlo.add %c_x130337, %177 : tensor<1x1xi32>
    %179 = stablehlo.select %c_xcf2552, %178, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %181 = "stablehlo.gather"(%176, %180) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %182 = stablehlo.transpose %181, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %183 = stablehlo.reshape %182 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %184 = stablehlo.convert %62 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %185 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %186 = stablehlo.add %c_x130337, %185 : tensor<1x1xi32>
    %187 = stablehlo.select %c_xcf2552, %186, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %189 = "stablehlo.gather"(%184, %188) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %191 = stablehlo.reshape %190 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %192 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %193 = stablehlo.add %c_x130337, %192 : tensor<1x1xi32>
    %194 = stablehlo.select %c_xcf2552, %193, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %196 = "stablehlo.gather"(%160, %195) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %197 = stablehlo.transpose %196, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %198 = stablehlo.reshape %197 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %199 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %200 = stablehlo.add %c_x130337, %199 : tensor<1x1xi32>
    %201 = stablehlo.select %c_xcf2552, %200, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %203 = "stablehlo.gather"(%175, %202) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %204 = stablehlo.transpose %203, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %205 = stablehlo.reshape %204 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %206 = stablehlo.reshape %205 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %207 = stablehlo.reshape %198 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %208 = call @cumsum(%206) : (tensor<1024xi1>) -> tensor<1024xi32>
    %209 = stablehlo.iota dim = 0 : tensor<529xi32>
    %210 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %211 = stablehlo.add %210, %209 : tensor<529xi32>
    %212 = call @searchsorted(%208, %211) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    %213 = stablehlo.broadcast_in_dim %c_xad8525, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %214 = stablehlo.minimum %212, %213 : tensor<529xi32>
    %215 = call @cumsum(%207) : (tensor<1024xi1>) -> tensor<1024xi32>
    %216 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %217 = stablehlo.compare LT, %212, %216, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %218 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %219 = stablehlo.compare LT, %214, %218, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %220 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %221 = stablehlo.add %214, %220 : tensor<529xi32>
    %222 = stablehlo.select %219, %221, %214 : tensor<529xi1>, tensor<529xi32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %224 = "stablehlo.gather"(%215, %223) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<529x1xi32>) -> tensor<529xi32>
    %225 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %226 = stablehlo.compare LT, %214, %225, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %227 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %228 = stablehlo.add %214, %227 : tensor<529xi32>
    %229 = stablehlo.select %226, %228, %214 : tensor<529xi1>, tensor<529xi32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %231 = "stablehlo.gather"(%207, %230) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi1>, tensor<529x1xi32>) -> tensor<529xi1>
    %232 = stablehlo.convert %231 : (tensor<529xi1>) -> tensor<529xi32>
    %233 = stablehlo.subtract %224, %232 : tensor<529xi32>
    %234 = stablehlo.slice %215 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %235 = stablehlo.reshape %234 : (tensor<1xi32>) -> tensor<i32>
    %236 = call @_where_8(%217, %233, %235) : (tensor<529xi1>, tensor<529xi32>, tensor<i32>) -> tensor<529xi32>
    %237 = stablehlo.slice %212 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %238 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %239 = stablehlo.compare LT, %237, %238, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %240 = stablehlo.reshape %183 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %241 = stablehlo.slice %214 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %242 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %243 = stablehlo.compare LT, %241, %242, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %244 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %245 = stablehlo.add %241, %244 : tensor<528xi32>
    %246 = stablehlo.select %243, %245, %241 : tensor<528xi1>, tensor<528xi32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %248 = "stablehlo.gather"(%240, %247) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %249 = call @_where_9(%239, %248, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %250 = stablehlo.reshape %191 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %251 = stablehlo.slice %214 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %252 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %253 = stablehlo.compare LT, %251, %252, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %254 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %255 = stablehlo.add %251, %254 : tensor<528xi32>
    %256 = stablehlo.select %253, %255, %251 : tensor<528xi1>, tensor<528xi32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %258 = "stablehlo.gather"(%250, %257) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %259 = call @_where_9(%239, %258, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %260 = stablehlo.slice %236 [1:529] : (tensor<529xi32>) -> tensor<528xi32>
    %261 = stablehlo.slice %236 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %262 = stablehlo.subtract %260, %261 : tensor<528xi32>
    %263 = stablehlo.reshape %208 : (tensor<1024xi32>) -> tensor<32x32xi32>
    %264 = stablehlo.slice %263 [0:32, 31:32] : (tensor<32x32xi32>) -> tensor<32x1xi32>
    %265 = stablehlo.reshape %264 : (tensor<32x1xi32>) -> tensor<32xi32>
    %266 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %267 = stablehlo.concatenate %266, %265, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %268 = stablehlo.broadcast_in_dim %c_x23ccff, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %269 = stablehlo.minimum %267, %268 : tensor<33xi32>
    %270 = stablehlo.convert %269 : (tensor<33xi32>) -> tensor<33xi16>
    %271 = stablehlo.convert %249 : (tensor<528xi32>) -> tensor<528xi8>
    %272 = stablehlo.convert %262 : (tensor<528xi32>) -> tensor<528xi8>
    %273 = stablehlo.convert %259 : (tensor<528xi32>) -> tensor<528xi8>
    %274 = stablehlo.custom_call @tpu_custom_call(%270, %271, %272, %273, %156, %3, %157, %158, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5f653bf864ced7ea8c68427952ec93c7ca4526dd7513def634bfea5ff07ba7af\22, \22cost_estimate\22: {\22bytes_accessed\22: 1241513984, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    return %274 : tensor<16x16384x128xbf16>
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
}

// ---- kernel sparse_cli_fwd sha256:5f653bf864ced7ea8c68427952ec93c7ca4526dd7513def634bfea5ff07ba7af
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg8: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<8x16384xi32, #tpu.memory_space<any>>, %arg11: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x8x512xi32, #tpu.memory_space<vmem>>, %arg18: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {transform_indices = @transform_5, window_bounds = array<i64: 2, 512, 128>}]} {
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
    %6 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %7 = vector.shape_cast %6 : vector<1024x128xf32> to vector<1024x128xf32>
    %8 = vector.shape_cast %5 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %8 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %11 = vector.shape_cast %10 : vector<1024x128xf32> to vector<1024x128xf32>
    %12 = vector.shape_cast %9 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %12 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %15 = vector.shape_cast %14 : vector<1024x128xf32> to vector<1024x128xf32>
    %16 = vector.shape_cast %13 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %16 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
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
      %51 = arith.addi %3, %c0_i32 : i32
      %52 = arith.index_cast %19 : i32 to index
      %53 = memref.load %arg3[%52] : memref<528xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.divsi %51, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.divsi %51, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %55, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %55, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg8[%56, %58, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg9[%59, %61, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %76 = tpu.memref_slice %arg18[%c0_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg10[%c0_i32, %63] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%80 : memref<8x512xi32, #tpu.memory_space<any>>) target(%79 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %51 = arith.addi %3, %c0_i32 : i32
      %52 = arith.index_cast %34 : i32 to index
      %53 = memref.load %arg3[%52] : memref<528xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.divsi %51, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.divsi %51, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %55, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %55, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg8[%56, %58, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg9[%59, %61, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %76 = tpu.memref_slice %arg18[%c1_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg10[%c0_i32, %63] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%80 : memref<8x512xi32, #tpu.memory_space<any>>) target(%79 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg19 = %19, %arg20 = %c0_i32, %arg21 = %34, %arg22 = %36, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %51 = arith.cmpi slt, %arg19, %23 : i32
      scf.condition(%51) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %51 = arith.index_cast %arg19 : i32 to index
      %52 = memref.load %arg5[%51] : memref<528xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %54 = arith.cmpi eq, %53, %c2_i32 : i32
      %55 = arith.extui %54 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.cmpi ne, %55, %c0_i32 : i32
      %57:2 = scf.if %56 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %58 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %61 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg8[%58, %60, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %72 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg9[%61, %63, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%75 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %78 = tpu.memref_slice %arg18[%arg23, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg10[%c0_i32, %65] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%81 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %83 = arith.addi %3, %c0_i32 : i32
        %84 = arith.index_cast %arg19 : i32 to index
        %85 = memref.load %arg3[%84] : memref<528xi8, #tpu.memory_space<smem>>
        %86 = arith.extsi %85 : i8 to i32
        %87 = arith.addi %86, %arg20 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %89 = vector.shape_cast %88 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %90 = vector.shape_cast %89 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %91 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg15[%91, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %94 = tpu.matmul %90, %93, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %95 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %96 = arith.mulf %94, %95 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %97 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %98 = vector.shape_cast %97 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
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
        %113 = vector.shape_cast %96 : vector<1024x512xf32> to vector<2x512x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %114 = vector.shape_cast %112 : vector<512x512xi1> to vector<1x512x512xi1>
        %115 = vector.broadcast %114 : vector<1x512x512xi1> to vector<2x512x512xi1>
        %116 = vector.broadcast %cst_xbef082 : f32 to vector<2x512x512xf32>
        %117 = arith.select %115, %113, %116 : vector<2x512x512xi1>, vector<2x512x512xf32>
        %118 = vector.shape_cast %117 : vector<2x512x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %120 = vector.multi_reduction <maximumf>, %118, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %121 = vector.shape_cast %120 : vector<1024xf32> to vector<1024x1xf32>
        %122 = vector.broadcast %121 : vector<1024x1xf32> to vector<1024x128xf32>
        %123 = arith.maximumf %119, %122 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %124 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %125 = arith.maximumf %123, %124 : vector<1024x128xf32>
        %126 = tpu.concatenate %125, %125, %125, %125 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %127 = arith.subf %118, %126 : vector<1024x512xf32>
        %128 = math.exp2 %127 : vector<1024x512xf32>
        %129 = arith.subf %119, %125 : vector<1024x128xf32>
        %130 = math.exp2 %129 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %132 = arith.mulf %130, %131 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %133 = vector.multi_reduction <add>, %128, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %134 = vector.shape_cast %133 : vector<1024xf32> to vector<1024x1xf32>
        %135 = vector.broadcast %134 : vector<1024x1xf32> to vector<1024x128xf32>
        %136 = arith.addf %132, %135 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %138 = vector.shape_cast %137 : vector<1024x128xf32> to vector<1024x128xf32>
        %139 = vector.shape_cast %136 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %139 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %140 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg16[%140, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %142 = vector.shape_cast %141 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %144 = arith.mulf %130, %143 : vector<1024x128xf32>
        %145 = arith.truncf %128 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %146 = tpu.matmul %145, %142, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %147 = arith.addf %144, %146 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %149 = vector.shape_cast %148 : vector<1024x128xf32> to vector<1024x128xf32>
        %150 = vector.shape_cast %147 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %150 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %152 = vector.shape_cast %151 : vector<1024x128xf32> to vector<1024x128xf32>
        %153 = vector.shape_cast %123 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %153 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %154 = arith.addi %arg22, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %155 = arith.minsi %arg21, %c527_i32 : i32
        %156 = arith.index_cast %155 : i32 to index
        %157 = memref.load %arg4[%156] : memref<528xi8, #tpu.memory_space<smem>>
        %158 = arith.extsi %157 : i8 to i32
        %159 = arith.cmpi sge, %154, %158 : i32
        %c1_i32 = arith.constant 1 : i32
        %160 = arith.addi %arg21, %c1_i32 : i32
        %161 = arith.select %159, %160, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %162 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %163 = arith.select %159, %c0_i32, %162 : i32
        %164 = arith.cmpi slt, %161, %23 : i32
        %165 = arith.extui %164 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %166 = arith.cmpi ne, %165, %c0_i32 : i32
        scf.if %166 {
          %c0_i32 = arith.constant 0 : i32
          %167 = arith.addi %3, %c0_i32 : i32
          %168 = arith.index_cast %161 : i32 to index
          %169 = memref.load %arg3[%168] : memref<528xi8, #tpu.memory_space<smem>>
          %170 = arith.extsi %169 : i8 to i32
          %171 = arith.addi %170, %163 : i32
          %c2_i32 = arith.constant 2 : i32
          %172 = arith.divsi %167, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %173 = arith.muli %171, %c512_i32 : i32
          %174 = tpu.assume_multiple %173, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %175 = arith.divsi %167, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %176 = arith.muli %171, %c512_i32 : i32
          %177 = tpu.assume_multiple %176, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %178 = arith.muli %171, %c512_i32 : i32
          %179 = tpu.assume_multiple %178, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %180 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %181 = tpu.memref_squeeze %180 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg15[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %183 = tpu.memref_squeeze %182 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %184 = tpu.memref_slice %arg8[%172, %174, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %185 = tpu.memref_squeeze %184 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%185 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%183 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%181 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %186 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %187 = tpu.memref_squeeze %186 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %188 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %189 = tpu.memref_squeeze %188 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %190 = tpu.memref_slice %arg9[%175, %177, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %191 = tpu.memref_squeeze %190 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%191 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%189 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%187 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %192 = tpu.memref_slice %arg18[%arg25, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %193 = tpu.memref_squeeze %192 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %194 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %195 = tpu.memref_squeeze %194 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %196 = tpu.memref_slice %arg10[%c0_i32, %179] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%196 : memref<8x512xi32, #tpu.memory_space<any>>) target(%195 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%193 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %161, %163 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %58 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %61 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg8[%58, %60, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %72 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg9[%61, %63, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%75 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %78 = tpu.memref_slice %arg18[%arg23, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg10[%c0_i32, %65] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%81 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %83 = arith.addi %3, %c0_i32 : i32
        %84 = arith.index_cast %arg19 : i32 to index
        %85 = memref.load %arg3[%84] : memref<528xi8, #tpu.memory_space<smem>>
        %86 = arith.extsi %85 : i8 to i32
        %87 = arith.addi %86, %arg20 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %89 = vector.shape_cast %88 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %90 = vector.shape_cast %89 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %91 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg15[%91, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %93 = vector.shape_cast %92 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %94 = tpu.matmul %90, %93, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %95 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %96 = arith.mulf %94, %95 : vector<1024x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %98 = arith.muli %87, %c512_i32 : i32
        %99 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %100 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %101 = arith.subi %98, %97 : i32
        %102 = vector.broadcast %100 : vector<1x512xi32> to vector<512x512xi32>
        %103 = vector.broadcast %99 : vector<512x1xi32> to vector<512x512xi32>
        %104 = arith.subi %102, %103 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %105 = arith.subi %c0_i32, %101 : i32
        %106 = vector.broadcast %105 : i32 to vector<512x512xi32>
        %107 = arith.cmpi sle, %104, %106 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %109 = vector.shape_cast %108 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %110 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
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
        %125 = vector.shape_cast %96 : vector<1024x512xf32> to vector<2x512x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %126 = vector.shape_cast %124 : vector<512x512xi1> to vector<1x512x512xi1>
        %127 = vector.broadcast %126 : vector<1x512x512xi1> to vector<2x512x512xi1>
        %128 = vector.broadcast %cst_xbef082 : f32 to vector<2x512x512xf32>
        %129 = arith.select %127, %125, %128 : vector<2x512x512xi1>, vector<2x512x512xf32>
        %130 = vector.shape_cast %129 : vector<2x512x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %132 = vector.multi_reduction <maximumf>, %130, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %133 = vector.shape_cast %132 : vector<1024xf32> to vector<1024x1xf32>
        %134 = vector.broadcast %133 : vector<1024x1xf32> to vector<1024x128xf32>
        %135 = arith.maximumf %131, %134 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %136 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %137 = arith.maximumf %135, %136 : vector<1024x128xf32>
        %138 = tpu.concatenate %137, %137, %137, %137 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %139 = arith.subf %130, %138 : vector<1024x512xf32>
        %140 = math.exp2 %139 : vector<1024x512xf32>
        %141 = arith.subf %131, %137 : vector<1024x128xf32>
        %142 = math.exp2 %141 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %144 = arith.mulf %142, %143 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %145 = vector.multi_reduction <add>, %140, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %146 = vector.shape_cast %145 : vector<1024xf32> to vector<1024x1xf32>
        %147 = vector.broadcast %146 : vector<1024x1xf32> to vector<1024x128xf32>
        %148 = arith.addf %144, %147 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %150 = vector.shape_cast %149 : vector<1024x128xf32> to vector<1024x128xf32>
        %151 = vector.shape_cast %148 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %151 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %152 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg16[%152, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %154 = vector.shape_cast %153 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %156 = arith.mulf %142, %155 : vector<1024x128xf32>
        %157 = arith.truncf %140 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %158 = tpu.matmul %157, %154, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %159 = arith.addf %156, %158 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %161 = vector.shape_cast %160 : vector<1024x128xf32> to vector<1024x128xf32>
        %162 = vector.shape_cast %159 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %162 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %164 = vector.shape_cast %163 : vector<1024x128xf32> to vector<1024x128xf32>
        %165 = vector.shape_cast %135 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %165 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %166 = arith.addi %arg22, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %167 = arith.minsi %arg21, %c527_i32 : i32
        %168 = arith.index_cast %167 : i32 to index
        %169 = memref.load %arg4[%168] : memref<528xi8, #tpu.memory_space<smem>>
        %170 = arith.extsi %169 : i8 to i32
        %171 = arith.cmpi sge, %166, %170 : i32
        %c1_i32 = arith.constant 1 : i32
        %172 = arith.addi %arg21, %c1_i32 : i32
        %173 = arith.select %171, %172, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %174 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %175 = arith.select %171, %c0_i32, %174 : i32
        %176 = arith.cmpi slt, %173, %23 : i32
        %177 = arith.extui %176 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %178 = arith.cmpi ne, %177, %c0_i32 : i32
        scf.if %178 {
          %c0_i32 = arith.constant 0 : i32
          %179 = arith.addi %3, %c0_i32 : i32
          %180 = arith.index_cast %173 : i32 to index
          %181 = memref.load %arg3[%180] : memref<528xi8, #tpu.memory_space<smem>>
          %182 = arith.extsi %181 : i8 to i32
          %183 = arith.addi %182, %175 : i32
          %c2_i32 = arith.constant 2 : i32
          %184 = arith.divsi %179, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %185 = arith.muli %183, %c512_i32 : i32
          %186 = tpu.assume_multiple %185, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %187 = arith.divsi %179, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %188 = arith.muli %183, %c512_i32 : i32
          %189 = tpu.assume_multiple %188, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %190 = arith.muli %183, %c512_i32 : i32
          %191 = tpu.assume_multiple %190, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %192 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %193 = tpu.memref_squeeze %192 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %194 = tpu.memref_slice %arg15[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %195 = tpu.memref_squeeze %194 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %196 = tpu.memref_slice %arg8[%184, %186, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %197 = tpu.memref_squeeze %196 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%197 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%195 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%193 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %198 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %199 = tpu.memref_squeeze %198 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %200 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %201 = tpu.memref_squeeze %200 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %202 = tpu.memref_slice %arg9[%187, %189, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %203 = tpu.memref_squeeze %202 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%203 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%201 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%199 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %204 = tpu.memref_slice %arg18[%arg25, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %205 = tpu.memref_squeeze %204 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %206 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %207 = tpu.memref_squeeze %206 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %208 = tpu.memref_slice %arg10[%c0_i32, %191] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%208 : memref<8x512xi32, #tpu.memory_space<any>>) target(%207 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%205 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %173, %175 : i32, i32
      }
      scf.yield %arg21, %arg22, %57#0, %57#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %42 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %43 = arith.cmpf ogt, %41, %42 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
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
}
