module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x32x32xi8>, %arg5: tensor<1x32x32xi8>, %arg6: tensor<1x32x32xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x16384x128xbf16>, %arg9: tensor<8x16384x128xbf16>, %arg10: tensor<8x16384x128xbf16>, %arg11: tensor<16384xi32>, %arg12: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result"}) {
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
    %59 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %60 = stablehlo.slice %59 [0:32, 0:1] : (tensor<32x512xi32>) -> tensor<32x1xi32>
    %61 = stablehlo.reshape %60 : (tensor<32x1xi32>) -> tensor<32xi32>
    %62 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %63 = stablehlo.compare GE, %61, %62, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %64 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x512xi32>
    %66 = stablehlo.compare EQ, %59, %65, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %67 = stablehlo.reduce(%66 init: %c_x62e2e1) applies stablehlo.and across dimensions = [1] : (tensor<32x512xi1>, tensor<i1>) -> tensor<32xi1>
    %68 = stablehlo.and %63, %67 : tensor<32xi1>
    %69 = call @_where_0(%68, %61, %c_x58cbb6) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %70 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %71 = stablehlo.slice %70 [0:32, 0:1] : (tensor<32x512xi32>) -> tensor<32x1xi32>
    %72 = stablehlo.reshape %71 : (tensor<32x1xi32>) -> tensor<32xi32>
    %73 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %74 = stablehlo.compare GE, %72, %73, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %75 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x512xi32>
    %77 = stablehlo.compare EQ, %70, %76, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %78 = stablehlo.reduce(%77 init: %c_x62e2e1) applies stablehlo.and across dimensions = [1] : (tensor<32x512xi1>, tensor<i1>) -> tensor<32xi1>
    %79 = stablehlo.and %74, %78 : tensor<32xi1>
    %80 = call @_where_0(%79, %72, %c_x58cbb6) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %81 = stablehlo.iota dim = 0 : tensor<32xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %83 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %84 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %85 = stablehlo.compare LT, %82, %84, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %86 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %87 = stablehlo.add %82, %86 : tensor<1x32x1xi32>
    %88 = stablehlo.select %85, %87, %82 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %90 = "stablehlo.gather"(%69, %89) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %91 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %92 = stablehlo.compare GE, %90, %91, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %93 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %94 = stablehlo.compare LT, %82, %93, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %95 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %96 = stablehlo.add %82, %95 : tensor<1x32x1xi32>
    %97 = stablehlo.select %94, %96, %82 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %99 = "stablehlo.gather"(%69, %98) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %100 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %101 = stablehlo.compare LT, %83, %100, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %102 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %103 = stablehlo.add %83, %102 : tensor<1x32x32xi32>
    %104 = stablehlo.select %101, %103, %83 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %106 = "stablehlo.gather"(%80, %105) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %107 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %108 = stablehlo.compare EQ, %107, %106, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %109 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x32x1xi1>) -> tensor<1x32x32xi1>
    %110 = stablehlo.and %109, %108 : tensor<1x32x32xi1>
    %111 = stablehlo.broadcast_in_dim %c_x48619e, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %112 = stablehlo.compare EQ, %arg0, %111, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %113 = stablehlo.not %110 : tensor<1x32x32xi1>
    %114 = stablehlo.and %112, %113 : tensor<1x32x32xi1>
    %115 = call @_where_1(%114, %c_x22c4ee, %arg0) : (tensor<1x32x32xi1>, tensor<i32>, tensor<1x32x32xi8>) -> tensor<1x32x32xi8>
    %116 = stablehlo.not %58 : tensor<1x32x32xi1>
    %117 = call @argsort(%116) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %118 = call @_where_2(%58, %115, %c_x9b6259) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %119 = call @take_along_axis(%118, %117) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %120 = call @take_along_axis_3(%arg1, %117) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %121 = call @take_along_axis_3(%arg2, %117) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %122 = stablehlo.convert %58 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %123 = stablehlo.reduce(%122 init: %c_x9b6259) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %125 = stablehlo.iota dim = 0 : tensor<32xi32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %128 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %129 = stablehlo.compare LT, %127, %128, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %130 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %131 = stablehlo.subtract %124, %130 : tensor<1x32x1xi32>
    %132 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %133 = stablehlo.maximum %131, %132 : tensor<1x32x1xi32>
    %134 = call @take_along_axis_4(%120, %133) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %135 = call @_where_5(%129, %120, %134) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %136 = call @take_along_axis_4(%121, %133) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %137 = call @_where_5(%129, %121, %136) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %138 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %139 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %140 = stablehlo.compare GE, %138, %139, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %141 = call @_where(%140, %138, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %142 = stablehlo.reduce(%141 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %143 = call @_where(%140, %138, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %144 = stablehlo.reduce(%143 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %145 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %146 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %147 = stablehlo.compare GE, %145, %146, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %148 = call @_where(%147, %145, %c_xef0c1d) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %149 = stablehlo.reduce(%148 init: %c_xef0c1d) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %150 = call @_where(%147, %145, %c_x58cbb6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %151 = stablehlo.reduce(%150 init: %c_x0a8cd2) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %152 = stablehlo.iota dim = 0 : tensor<32xi32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %154 = stablehlo.convert %arg5 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %155 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %156 = stablehlo.compare LT, %154, %155, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %157 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %158 = stablehlo.add %154, %157 : tensor<1x32x32xi32>
    %159 = stablehlo.select %156, %158, %154 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %161 = "stablehlo.gather"(%142, %160) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %162 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %163 = stablehlo.compare LT, %153, %162, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %164 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %165 = stablehlo.add %153, %164 : tensor<1x32x1xi32>
    %166 = stablehlo.select %163, %165, %153 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %168 = "stablehlo.gather"(%151, %167) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %170 = stablehlo.compare LE, %161, %169, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %171 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %172 = stablehlo.compare LT, %153, %171, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %173 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %174 = stablehlo.add %153, %173 : tensor<1x32x1xi32>
    %175 = stablehlo.select %172, %174, %153 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %177 = "stablehlo.gather"(%149, %176) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %178 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %179 = stablehlo.compare LT, %154, %178, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %180 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %181 = stablehlo.add %154, %180 : tensor<1x32x32xi32>
    %182 = stablehlo.select %179, %181, %154 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %184 = "stablehlo.gather"(%144, %183) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %185 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %186 = stablehlo.compare LE, %185, %184, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %187 = stablehlo.and %170, %186 : tensor<1x32x32xi1>
    %188 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %189 = stablehlo.compare NE, %arg4, %188, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %190 = stablehlo.and %189, %187 : tensor<1x32x32xi1>
    %191 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %192 = stablehlo.slice %191 [0:32, 0:1] : (tensor<32x512xi32>) -> tensor<32x1xi32>
    %193 = stablehlo.reshape %192 : (tensor<32x1xi32>) -> tensor<32xi32>
    %194 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %195 = stablehlo.compare GE, %193, %194, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %196 = stablehlo.broadcast_in_dim %193, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x512xi32>
    %198 = stablehlo.compare EQ, %191, %197, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %199 = stablehlo.reduce(%198 init: %c_x62e2e1) applies stablehlo.and across dimensions = [1] : (tensor<32x512xi1>, tensor<i1>) -> tensor<32xi1>
    %200 = stablehlo.and %195, %199 : tensor<32xi1>
    %201 = call @_where_0(%200, %193, %c_x58cbb6) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %202 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %203 = stablehlo.slice %202 [0:32, 0:1] : (tensor<32x512xi32>) -> tensor<32x1xi32>
    %204 = stablehlo.reshape %203 : (tensor<32x1xi32>) -> tensor<32xi32>
    %205 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %206 = stablehlo.compare GE, %204, %205, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %207 = stablehlo.broadcast_in_dim %204, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x512xi32>
    %209 = stablehlo.compare EQ, %202, %208, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %210 = stablehlo.reduce(%209 init: %c_x62e2e1) applies stablehlo.and across dimensions = [1] : (tensor<32x512xi1>, tensor<i1>) -> tensor<32xi1>
    %211 = stablehlo.and %206, %210 : tensor<32xi1>
    %212 = call @_where_0(%211, %204, %c_x58cbb6) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %213 = stablehlo.iota dim = 0 : tensor<32xi32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %215 = stablehlo.convert %arg5 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %216 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %217 = stablehlo.compare LT, %215, %216, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %218 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %219 = stablehlo.add %215, %218 : tensor<1x32x32xi32>
    %220 = stablehlo.select %217, %219, %215 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %222 = "stablehlo.gather"(%201, %221) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %223 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %224 = stablehlo.compare GE, %222, %223, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %225 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %226 = stablehlo.compare LT, %215, %225, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %227 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %228 = stablehlo.add %215, %227 : tensor<1x32x32xi32>
    %229 = stablehlo.select %226, %228, %215 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %231 = "stablehlo.gather"(%201, %230) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %232 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %233 = stablehlo.compare LT, %214, %232, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %234 = stablehlo.broadcast_in_dim %c_xb6e8f2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %235 = stablehlo.add %214, %234 : tensor<1x32x1xi32>
    %236 = stablehlo.select %233, %235, %214 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %238 = "stablehlo.gather"(%212, %237) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %240 = stablehlo.compare EQ, %231, %239, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %241 = stablehlo.and %224, %240 : tensor<1x32x32xi1>
    %242 = stablehlo.broadcast_in_dim %c_x48619e, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %243 = stablehlo.compare EQ, %arg4, %242, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %244 = stablehlo.not %241 : tensor<1x32x32xi1>
    %245 = stablehlo.and %243, %244 : tensor<1x32x32xi1>
    %246 = call @_where_1(%245, %c_x22c4ee, %arg4) : (tensor<1x32x32xi1>, tensor<i32>, tensor<1x32x32xi8>) -> tensor<1x32x32xi8>
    %247 = stablehlo.not %190 : tensor<1x32x32xi1>
    %248 = call @argsort(%247) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %249 = call @_where_2(%190, %246, %c_x9b6259) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %250 = call @take_along_axis(%249, %248) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %251 = call @take_along_axis_3(%arg5, %248) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %252 = call @take_along_axis_3(%arg6, %248) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %253 = stablehlo.convert %190 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
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
    %265 = call @take_along_axis_4(%251, %264) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %266 = call @_where_5(%260, %251, %265) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %267 = call @take_along_axis_4(%252, %264) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %268 = call @_where_5(%260, %252, %267) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %269 = call @_pad_6(%arg8, %c_x9b6259) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %270 = call @_pad_7(%arg9, %c_x9b6259) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %271 = call @_pad_7(%arg10, %c_x9b6259) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %272 = stablehlo.broadcast_in_dim %c_xfb92f4, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %273 = stablehlo.compare NE, %119, %272, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %274 = stablehlo.convert %135 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %275 = stablehlo.convert %119 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %276 = stablehlo.slice %274 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %277 = stablehlo.slice %274 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %278 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %279 = stablehlo.add %277, %278 : tensor<1x32x31xi32>
    %280 = stablehlo.compare EQ, %276, %279, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %281 = stablehlo.slice %275 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %282 = stablehlo.slice %275 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %283 = stablehlo.compare EQ, %281, %282, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %284 = stablehlo.and %280, %283 : tensor<1x32x31xi1>
    %285 = stablehlo.broadcast_in_dim %c_x62e2e1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %286 = stablehlo.not %284 : tensor<1x32x31xi1>
    %287 = stablehlo.concatenate %285, %286, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %288 = stablehlo.and %273, %287 : tensor<1x32x32xi1>
    %289 = stablehlo.convert %135 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %290 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %291 = stablehlo.add %c_x130337, %290 : tensor<1x1xi32>
    %292 = stablehlo.select %c_xcf2552, %291, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %294 = "stablehlo.gather"(%289, %293) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %295 = stablehlo.transpose %294, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %296 = stablehlo.reshape %295 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %297 = stablehlo.convert %119 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %298 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %299 = stablehlo.add %c_x130337, %298 : tensor<1x1xi32>
    %300 = stablehlo.select %c_xcf2552, %299, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %302 = "stablehlo.gather"(%297, %301) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %303 = stablehlo.transpose %302, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %304 = stablehlo.reshape %303 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %305 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %306 = stablehlo.add %c_x130337, %305 : tensor<1x1xi32>
    %307 = stablehlo.select %c_xcf2552, %306, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %309 = "stablehlo.gather"(%273, %308) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %310 = stablehlo.transpose %309, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %311 = stablehlo.reshape %310 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %312 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %313 = stablehlo.add %c_x130337, %312 : tensor<1x1xi32>
    %314 = stablehlo.select %c_xcf2552, %313, %c_x130337 : tensor<1x1xi1>, tensor<1x1xi32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %316 = "stablehlo.gather"(%288, %315) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %317 = stablehlo.transpose %316, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %318 = stablehlo.reshape %317 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %319 = stablehlo.reshape %318 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %320 = stablehlo.reshape %311 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %321 = call @cumsum(%319) : (tensor<1024xi1>) -> tensor<1024xi32>
    %322 = stablehlo.iota dim = 0 : tensor<529xi32>
    %323 = stablehlo.broadcast_in_dim %c_x22c4ee, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %324 = stablehlo.add %323, %322 : tensor<529xi32>
    %325 = call @searchsorted(%321, %324) : (tensor<1024xi32>, tensor<529xi32>) -> tensor<529xi32>
    %326 = stablehlo.broadcast_in_dim %c_xad8525, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %327 = stablehlo.minimum %325, %326 : tensor<529xi32>
    %328 = call @cumsum(%320) : (tensor<1024xi1>) -> tensor<1024xi32>
    %329 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %330 = stablehlo.compare LT, %325, %329, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %331 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %332 = stablehlo.compare LT, %327, %331, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %333 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %334 = stablehlo.add %327, %333 : tensor<529xi32>
    %335 = stablehlo.select %332, %334, %327 : tensor<529xi1>, tensor<529xi32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %337 = "stablehlo.gather"(%328, %336) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<529x1xi32>) -> tensor<529xi32>
    %338 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %339 = stablehlo.compare LT, %327, %338, SIGNED : (tensor<529xi32>, tensor<529xi32>) -> tensor<529xi1>
    %340 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %341 = stablehlo.add %327, %340 : tensor<529xi32>
    %342 = stablehlo.select %339, %341, %327 : tensor<529xi1>, tensor<529xi32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0] : (tensor<529xi32>) -> tensor<529x1xi32>
    %344 = "stablehlo.gather"(%320, %343) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi1>, tensor<529x1xi32>) -> tensor<529xi1>
    %345 = stablehlo.convert %344 : (tensor<529xi1>) -> tensor<529xi32>
    %346 = stablehlo.subtract %337, %345 : tensor<529xi32>
    %347 = stablehlo.slice %328 [1023:1024] : (tensor<1024xi32>) -> tensor<1xi32>
    %348 = stablehlo.reshape %347 : (tensor<1xi32>) -> tensor<i32>
    %349 = call @_where_10(%330, %346, %348) : (tensor<529xi1>, tensor<529xi32>, tensor<i32>) -> tensor<529xi32>
    %350 = stablehlo.slice %325 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %351 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %352 = stablehlo.compare LT, %350, %351, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %353 = stablehlo.reshape %296 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %354 = stablehlo.slice %327 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %355 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %356 = stablehlo.compare LT, %354, %355, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %357 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %358 = stablehlo.add %354, %357 : tensor<528xi32>
    %359 = stablehlo.select %356, %358, %354 : tensor<528xi1>, tensor<528xi32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %361 = "stablehlo.gather"(%353, %360) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %362 = call @_where_11(%352, %361, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %363 = stablehlo.reshape %304 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %364 = stablehlo.slice %327 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %365 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %366 = stablehlo.compare LT, %364, %365, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %367 = stablehlo.broadcast_in_dim %c_xcdc178, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %368 = stablehlo.add %364, %367 : tensor<528xi32>
    %369 = stablehlo.select %366, %368, %364 : tensor<528xi1>, tensor<528xi32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %371 = "stablehlo.gather"(%363, %370) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<1024xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %372 = call @_where_11(%352, %371, %c_x9b6259) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %373 = stablehlo.slice %349 [1:529] : (tensor<529xi32>) -> tensor<528xi32>
    %374 = stablehlo.slice %349 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %375 = stablehlo.subtract %373, %374 : tensor<528xi32>
    %376 = stablehlo.reshape %321 : (tensor<1024xi32>) -> tensor<32x32xi32>
    %377 = stablehlo.slice %376 [0:32, 31:32] : (tensor<32x32xi32>) -> tensor<32x1xi32>
    %378 = stablehlo.reshape %377 : (tensor<32x1xi32>) -> tensor<32xi32>
    %379 = stablehlo.broadcast_in_dim %c_x9b6259, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %380 = stablehlo.concatenate %379, %378, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %381 = stablehlo.broadcast_in_dim %c_x23ccff, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %382 = stablehlo.minimum %380, %381 : tensor<33xi32>
    %383 = stablehlo.convert %382 : (tensor<33xi32>) -> tensor<33xi16>
    %384 = stablehlo.convert %362 : (tensor<528xi32>) -> tensor<528xi8>
    %385 = stablehlo.convert %375 : (tensor<528xi32>) -> tensor<528xi8>
    %386 = stablehlo.convert %372 : (tensor<528xi32>) -> tensor<528xi8>
    %387 = stablehlo.custom_call @tpu_custom_call(%383, %384, %385, %386, %269, %3, %270, %271, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b42d0fb3f5eda37ef27e8b769bc18536d93c77222001a1a1a52125c948c3d9dc\22, \22cost_estimate\22: {\22bytes_accessed\22: 1241513984, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    return %387 : tensor<16x16384x128xbf16>
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
}

// ---- kernel sparse_cli_fwd sha256:b42d0fb3f5eda37ef27e8b769bc18536d93c77222001a1a1a52125c948c3d9dc
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
      %56 = arith.addi %3, %c0_i32 : i32
      %57 = arith.index_cast %19 : i32 to index
      %58 = memref.load %arg3[%57] : memref<528xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.addi %59, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = arith.divsi %56, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %60, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %64 = arith.divsi %56, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %65 = arith.muli %60, %c512_i32 : i32
      %66 = tpu.assume_multiple %65, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %67 = arith.muli %60, %c512_i32 : i32
      %68 = tpu.assume_multiple %67, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %75 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg9[%64, %66, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%80 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%78 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %81 = tpu.memref_slice %arg18[%c0_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %84 = tpu.memref_squeeze %83 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg10[%c0_i32, %68] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<8x512xi32, #tpu.memory_space<any>>) target(%84 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %56 = arith.addi %3, %c0_i32 : i32
      %57 = arith.index_cast %34 : i32 to index
      %58 = memref.load %arg3[%57] : memref<528xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.addi %59, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = arith.divsi %56, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %60, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %64 = arith.divsi %56, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %65 = arith.muli %60, %c512_i32 : i32
      %66 = tpu.assume_multiple %65, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %67 = arith.muli %60, %c512_i32 : i32
      %68 = tpu.assume_multiple %67, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %75 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg9[%64, %66, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%80 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%78 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %81 = tpu.memref_slice %arg18[%c1_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %84 = tpu.memref_squeeze %83 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg10[%c0_i32, %68] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<8x512xi32, #tpu.memory_space<any>>) target(%84 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%82 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg19 = %19, %arg20 = %c0_i32, %arg21 = %34, %arg22 = %36, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %56 = arith.cmpi slt, %arg19, %23 : i32
      scf.condition(%56) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %56 = arith.index_cast %arg19 : i32 to index
      %57 = memref.load %arg5[%56] : memref<528xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.cmpi eq, %58, %c2_i32 : i32
      %60 = arith.extui %59 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.cmpi ne, %60, %c0_i32 : i32
      %62:2 = scf.if %61 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %66 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %67 = arith.muli %c0_i32, %c512_i32 : i32
        %68 = tpu.assume_multiple %67, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %69 = arith.muli %c0_i32, %c512_i32 : i32
        %70 = tpu.assume_multiple %69, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg8[%63, %65, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %77 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg9[%66, %68, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%80 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %83 = tpu.memref_slice %arg18[%arg23, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %86 = tpu.memref_squeeze %85 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg10[%c0_i32, %70] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%86 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %88 = arith.addi %3, %c0_i32 : i32
        %89 = arith.index_cast %arg19 : i32 to index
        %90 = memref.load %arg3[%89] : memref<528xi8, #tpu.memory_space<smem>>
        %91 = arith.extsi %90 : i8 to i32
        %92 = arith.addi %91, %arg20 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %96 = vector.extract_strided_slice %95 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %98[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %100 = tpu.matmul %96, %99, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %101 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %102 = arith.mulf %100, %101 : vector<128x512xf32>
        %103 = vector.extract_strided_slice %95 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %104 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %105 = tpu.memref_squeeze %104 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %105[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %107 = tpu.matmul %103, %106, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %108 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %109 = arith.mulf %107, %108 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %111 = vector.multi_reduction <maximumf>, %102, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %112 = vector.shape_cast %111 : vector<128xf32> to vector<128x1xf32>
        %113 = vector.broadcast %112 : vector<128x1xf32> to vector<128x128xf32>
        %114 = arith.maximumf %110, %113 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %115 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %116 = arith.maximumf %114, %115 : vector<128x128xf32>
        %117 = tpu.concatenate %116, %116, %116, %116 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %118 = arith.subf %102, %117 : vector<128x512xf32>
        %119 = math.exp2 %118 : vector<128x512xf32>
        %120 = arith.subf %110, %116 : vector<128x128xf32>
        %121 = math.exp2 %120 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %123 = arith.mulf %121, %122 : vector<128x128xf32>
        %124 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %125 = vector.extract_strided_slice %119 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %126 = vector.extract_strided_slice %119 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %127 = vector.extract_strided_slice %119 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %128 = arith.addf %124, %125 : vector<128x128xf32>
        %129 = arith.addf %128, %126 : vector<128x128xf32>
        %130 = arith.addf %129, %127 : vector<128x128xf32>
        %131 = arith.addf %123, %130 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %133 = vector.shape_cast %132 : vector<128x128xf32> to vector<128x128xf32>
        %134 = vector.shape_cast %131 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %134 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %135 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg16[%135, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %137 = vector.shape_cast %136 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %139 = arith.mulf %121, %138 : vector<128x128xf32>
        %140 = arith.truncf %119 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %141 = tpu.matmul %140, %137, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %142 = arith.addf %139, %141 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %144 = vector.shape_cast %143 : vector<128x128xf32> to vector<128x128xf32>
        %145 = vector.shape_cast %142 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %145 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %147 = vector.shape_cast %146 : vector<128x128xf32> to vector<128x128xf32>
        %148 = vector.shape_cast %114 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %148 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %149 = vector.extract_strided_slice %95 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %150 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %151 = tpu.memref_squeeze %150 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %151[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %153 = tpu.matmul %149, %152, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %154 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %155 = arith.mulf %153, %154 : vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %157 = vector.multi_reduction <maximumf>, %109, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %158 = vector.shape_cast %157 : vector<128xf32> to vector<128x1xf32>
        %159 = vector.broadcast %158 : vector<128x1xf32> to vector<128x128xf32>
        %160 = arith.maximumf %156, %159 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %161 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %162 = arith.maximumf %160, %161 : vector<128x128xf32>
        %163 = tpu.concatenate %162, %162, %162, %162 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %164 = arith.subf %109, %163 : vector<128x512xf32>
        %165 = math.exp2 %164 : vector<128x512xf32>
        %166 = arith.subf %156, %162 : vector<128x128xf32>
        %167 = math.exp2 %166 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %169 = arith.mulf %167, %168 : vector<128x128xf32>
        %170 = vector.extract_strided_slice %165 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %171 = vector.extract_strided_slice %165 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %172 = vector.extract_strided_slice %165 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %173 = vector.extract_strided_slice %165 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %174 = arith.addf %170, %171 : vector<128x128xf32>
        %175 = arith.addf %174, %172 : vector<128x128xf32>
        %176 = arith.addf %175, %173 : vector<128x128xf32>
        %177 = arith.addf %169, %176 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %178 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %179 = vector.shape_cast %178 : vector<128x128xf32> to vector<128x128xf32>
        %180 = vector.shape_cast %177 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %180 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %181 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %182 = vector.load %arg16[%181, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %183 = vector.shape_cast %182 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %184 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %185 = arith.mulf %167, %184 : vector<128x128xf32>
        %186 = arith.truncf %165 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %187 = tpu.matmul %186, %183, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %188 = arith.addf %185, %187 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %189 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %190 = vector.shape_cast %189 : vector<128x128xf32> to vector<128x128xf32>
        %191 = vector.shape_cast %188 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %191 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %192 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %193 = vector.shape_cast %192 : vector<128x128xf32> to vector<128x128xf32>
        %194 = vector.shape_cast %160 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %194 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %195 = vector.extract_strided_slice %95 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %196 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %197 = tpu.memref_squeeze %196 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %198 = vector.load %197[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %199 = tpu.matmul %195, %198, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %200 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %201 = arith.mulf %199, %200 : vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %202 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %203 = vector.multi_reduction <maximumf>, %155, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %204 = vector.shape_cast %203 : vector<128xf32> to vector<128x1xf32>
        %205 = vector.broadcast %204 : vector<128x1xf32> to vector<128x128xf32>
        %206 = arith.maximumf %202, %205 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %207 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %208 = arith.maximumf %206, %207 : vector<128x128xf32>
        %209 = tpu.concatenate %208, %208, %208, %208 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %210 = arith.subf %155, %209 : vector<128x512xf32>
        %211 = math.exp2 %210 : vector<128x512xf32>
        %212 = arith.subf %202, %208 : vector<128x128xf32>
        %213 = math.exp2 %212 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %214 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %215 = arith.mulf %213, %214 : vector<128x128xf32>
        %216 = vector.extract_strided_slice %211 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %217 = vector.extract_strided_slice %211 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %218 = vector.extract_strided_slice %211 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %219 = vector.extract_strided_slice %211 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %220 = arith.addf %216, %217 : vector<128x128xf32>
        %221 = arith.addf %220, %218 : vector<128x128xf32>
        %222 = arith.addf %221, %219 : vector<128x128xf32>
        %223 = arith.addf %215, %222 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %224 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %225 = vector.shape_cast %224 : vector<128x128xf32> to vector<128x128xf32>
        %226 = vector.shape_cast %223 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %226 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %227 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %228 = vector.load %arg16[%227, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %229 = vector.shape_cast %228 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %230 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %231 = arith.mulf %213, %230 : vector<128x128xf32>
        %232 = arith.truncf %211 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %233 = tpu.matmul %232, %229, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %234 = arith.addf %231, %233 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %235 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %236 = vector.shape_cast %235 : vector<128x128xf32> to vector<128x128xf32>
        %237 = vector.shape_cast %234 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %237 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %238 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %239 = vector.shape_cast %238 : vector<128x128xf32> to vector<128x128xf32>
        %240 = vector.shape_cast %206 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %240 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %241 = vector.extract_strided_slice %95 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %242 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %243 = tpu.memref_squeeze %242 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %244 = vector.load %243[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %245 = tpu.matmul %241, %244, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %246 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %247 = arith.mulf %245, %246 : vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %248 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %249 = vector.multi_reduction <maximumf>, %201, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %250 = vector.shape_cast %249 : vector<128xf32> to vector<128x1xf32>
        %251 = vector.broadcast %250 : vector<128x1xf32> to vector<128x128xf32>
        %252 = arith.maximumf %248, %251 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %253 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %254 = arith.maximumf %252, %253 : vector<128x128xf32>
        %255 = tpu.concatenate %254, %254, %254, %254 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %256 = arith.subf %201, %255 : vector<128x512xf32>
        %257 = math.exp2 %256 : vector<128x512xf32>
        %258 = arith.subf %248, %254 : vector<128x128xf32>
        %259 = math.exp2 %258 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %260 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %261 = arith.mulf %259, %260 : vector<128x128xf32>
        %262 = vector.extract_strided_slice %257 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %263 = vector.extract_strided_slice %257 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %264 = vector.extract_strided_slice %257 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %265 = vector.extract_strided_slice %257 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %266 = arith.addf %262, %263 : vector<128x128xf32>
        %267 = arith.addf %266, %264 : vector<128x128xf32>
        %268 = arith.addf %267, %265 : vector<128x128xf32>
        %269 = arith.addf %261, %268 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %270 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %271 = vector.shape_cast %270 : vector<128x128xf32> to vector<128x128xf32>
        %272 = vector.shape_cast %269 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %272 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %273 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %274 = vector.load %arg16[%273, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %275 = vector.shape_cast %274 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %276 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %277 = arith.mulf %259, %276 : vector<128x128xf32>
        %278 = arith.truncf %257 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %279 = tpu.matmul %278, %275, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %280 = arith.addf %277, %279 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %281 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %282 = vector.shape_cast %281 : vector<128x128xf32> to vector<128x128xf32>
        %283 = vector.shape_cast %280 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %283 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %284 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %285 = vector.shape_cast %284 : vector<128x128xf32> to vector<128x128xf32>
        %286 = vector.shape_cast %252 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %286 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %287 = vector.extract_strided_slice %95 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %288 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %289 = tpu.memref_squeeze %288 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %290 = vector.load %289[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %291 = tpu.matmul %287, %290, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %292 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %293 = arith.mulf %291, %292 : vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %294 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %295 = vector.multi_reduction <maximumf>, %247, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %296 = vector.shape_cast %295 : vector<128xf32> to vector<128x1xf32>
        %297 = vector.broadcast %296 : vector<128x1xf32> to vector<128x128xf32>
        %298 = arith.maximumf %294, %297 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %299 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %300 = arith.maximumf %298, %299 : vector<128x128xf32>
        %301 = tpu.concatenate %300, %300, %300, %300 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %302 = arith.subf %247, %301 : vector<128x512xf32>
        %303 = math.exp2 %302 : vector<128x512xf32>
        %304 = arith.subf %294, %300 : vector<128x128xf32>
        %305 = math.exp2 %304 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %306 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %307 = arith.mulf %305, %306 : vector<128x128xf32>
        %308 = vector.extract_strided_slice %303 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %309 = vector.extract_strided_slice %303 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %310 = vector.extract_strided_slice %303 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %311 = vector.extract_strided_slice %303 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %312 = arith.addf %308, %309 : vector<128x128xf32>
        %313 = arith.addf %312, %310 : vector<128x128xf32>
        %314 = arith.addf %313, %311 : vector<128x128xf32>
        %315 = arith.addf %307, %314 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %316 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %317 = vector.shape_cast %316 : vector<128x128xf32> to vector<128x128xf32>
        %318 = vector.shape_cast %315 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %318 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %319 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %320 = vector.load %arg16[%319, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %321 = vector.shape_cast %320 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %322 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %323 = arith.mulf %305, %322 : vector<128x128xf32>
        %324 = arith.truncf %303 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %325 = tpu.matmul %324, %321, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %326 = arith.addf %323, %325 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %327 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %328 = vector.shape_cast %327 : vector<128x128xf32> to vector<128x128xf32>
        %329 = vector.shape_cast %326 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %329 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %330 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %331 = vector.shape_cast %330 : vector<128x128xf32> to vector<128x128xf32>
        %332 = vector.shape_cast %298 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %332 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %333 = vector.extract_strided_slice %95 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %334 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
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
        %340 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %341 = vector.multi_reduction <maximumf>, %293, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %342 = vector.shape_cast %341 : vector<128xf32> to vector<128x1xf32>
        %343 = vector.broadcast %342 : vector<128x1xf32> to vector<128x128xf32>
        %344 = arith.maximumf %340, %343 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %345 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %346 = arith.maximumf %344, %345 : vector<128x128xf32>
        %347 = tpu.concatenate %346, %346, %346, %346 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %348 = arith.subf %293, %347 : vector<128x512xf32>
        %349 = math.exp2 %348 : vector<128x512xf32>
        %350 = arith.subf %340, %346 : vector<128x128xf32>
        %351 = math.exp2 %350 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %352 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %353 = arith.mulf %351, %352 : vector<128x128xf32>
        %354 = vector.extract_strided_slice %349 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %355 = vector.extract_strided_slice %349 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %356 = vector.extract_strided_slice %349 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %357 = vector.extract_strided_slice %349 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %358 = arith.addf %354, %355 : vector<128x128xf32>
        %359 = arith.addf %358, %356 : vector<128x128xf32>
        %360 = arith.addf %359, %357 : vector<128x128xf32>
        %361 = arith.addf %353, %360 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %362 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %363 = vector.shape_cast %362 : vector<128x128xf32> to vector<128x128xf32>
        %364 = vector.shape_cast %361 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %364 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %365 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %366 = vector.load %arg16[%365, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %367 = vector.shape_cast %366 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %368 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %369 = arith.mulf %351, %368 : vector<128x128xf32>
        %370 = arith.truncf %349 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %371 = tpu.matmul %370, %367, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %372 = arith.addf %369, %371 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %373 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %374 = vector.shape_cast %373 : vector<128x128xf32> to vector<128x128xf32>
        %375 = vector.shape_cast %372 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %375 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %376 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %377 = vector.shape_cast %376 : vector<128x128xf32> to vector<128x128xf32>
        %378 = vector.shape_cast %344 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %378 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %379 = vector.extract_strided_slice %95 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %380 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %381 = tpu.memref_squeeze %380 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %382 = vector.load %381[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %383 = tpu.matmul %379, %382, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %384 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %385 = arith.mulf %383, %384 : vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %386 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %387 = vector.multi_reduction <maximumf>, %339, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %388 = vector.shape_cast %387 : vector<128xf32> to vector<128x1xf32>
        %389 = vector.broadcast %388 : vector<128x1xf32> to vector<128x128xf32>
        %390 = arith.maximumf %386, %389 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %391 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %392 = arith.maximumf %390, %391 : vector<128x128xf32>
        %393 = tpu.concatenate %392, %392, %392, %392 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %394 = arith.subf %339, %393 : vector<128x512xf32>
        %395 = math.exp2 %394 : vector<128x512xf32>
        %396 = arith.subf %386, %392 : vector<128x128xf32>
        %397 = math.exp2 %396 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %398 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %399 = arith.mulf %397, %398 : vector<128x128xf32>
        %400 = vector.extract_strided_slice %395 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %401 = vector.extract_strided_slice %395 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %402 = vector.extract_strided_slice %395 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %403 = vector.extract_strided_slice %395 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %404 = arith.addf %400, %401 : vector<128x128xf32>
        %405 = arith.addf %404, %402 : vector<128x128xf32>
        %406 = arith.addf %405, %403 : vector<128x128xf32>
        %407 = arith.addf %399, %406 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %408 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %409 = vector.shape_cast %408 : vector<128x128xf32> to vector<128x128xf32>
        %410 = vector.shape_cast %407 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %410 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %411 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %412 = vector.load %arg16[%411, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %413 = vector.shape_cast %412 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %414 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %415 = arith.mulf %397, %414 : vector<128x128xf32>
        %416 = arith.truncf %395 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %417 = tpu.matmul %416, %413, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %418 = arith.addf %415, %417 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %419 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %420 = vector.shape_cast %419 : vector<128x128xf32> to vector<128x128xf32>
        %421 = vector.shape_cast %418 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %421 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %422 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %423 = vector.shape_cast %422 : vector<128x128xf32> to vector<128x128xf32>
        %424 = vector.shape_cast %390 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %424 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %425 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %426 = vector.multi_reduction <maximumf>, %385, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %427 = vector.shape_cast %426 : vector<128xf32> to vector<128x1xf32>
        %428 = vector.broadcast %427 : vector<128x1xf32> to vector<128x128xf32>
        %429 = arith.maximumf %425, %428 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %430 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %431 = arith.maximumf %429, %430 : vector<128x128xf32>
        %432 = tpu.concatenate %431, %431, %431, %431 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %433 = arith.subf %385, %432 : vector<128x512xf32>
        %434 = math.exp2 %433 : vector<128x512xf32>
        %435 = arith.subf %425, %431 : vector<128x128xf32>
        %436 = math.exp2 %435 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %437 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %438 = arith.mulf %436, %437 : vector<128x128xf32>
        %439 = vector.extract_strided_slice %434 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %440 = vector.extract_strided_slice %434 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %441 = vector.extract_strided_slice %434 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %442 = vector.extract_strided_slice %434 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %443 = arith.addf %439, %440 : vector<128x128xf32>
        %444 = arith.addf %443, %441 : vector<128x128xf32>
        %445 = arith.addf %444, %442 : vector<128x128xf32>
        %446 = arith.addf %438, %445 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %447 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %448 = vector.shape_cast %447 : vector<128x128xf32> to vector<128x128xf32>
        %449 = vector.shape_cast %446 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %449 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %450 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %451 = vector.load %arg16[%450, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %452 = vector.shape_cast %451 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %453 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %454 = arith.mulf %436, %453 : vector<128x128xf32>
        %455 = arith.truncf %434 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %456 = tpu.matmul %455, %452, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %457 = arith.addf %454, %456 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %458 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %459 = vector.shape_cast %458 : vector<128x128xf32> to vector<128x128xf32>
        %460 = vector.shape_cast %457 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %460 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %461 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %462 = vector.shape_cast %461 : vector<128x128xf32> to vector<128x128xf32>
        %463 = vector.shape_cast %429 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %463 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %464 = arith.addi %arg22, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %465 = arith.minsi %arg21, %c527_i32 : i32
        %466 = arith.index_cast %465 : i32 to index
        %467 = memref.load %arg4[%466] : memref<528xi8, #tpu.memory_space<smem>>
        %468 = arith.extsi %467 : i8 to i32
        %469 = arith.cmpi sge, %464, %468 : i32
        %c1_i32 = arith.constant 1 : i32
        %470 = arith.addi %arg21, %c1_i32 : i32
        %471 = arith.select %469, %470, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %472 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %473 = arith.select %469, %c0_i32, %472 : i32
        %474 = arith.cmpi slt, %471, %23 : i32
        %475 = arith.extui %474 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %476 = arith.cmpi ne, %475, %c0_i32 : i32
        scf.if %476 {
          %c0_i32 = arith.constant 0 : i32
          %477 = arith.addi %3, %c0_i32 : i32
          %478 = arith.index_cast %471 : i32 to index
          %479 = memref.load %arg3[%478] : memref<528xi8, #tpu.memory_space<smem>>
          %480 = arith.extsi %479 : i8 to i32
          %481 = arith.addi %480, %473 : i32
          %c2_i32 = arith.constant 2 : i32
          %482 = arith.divsi %477, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %483 = arith.muli %481, %c512_i32 : i32
          %484 = tpu.assume_multiple %483, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %485 = arith.divsi %477, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %486 = arith.muli %481, %c512_i32 : i32
          %487 = tpu.assume_multiple %486, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %488 = arith.muli %481, %c512_i32 : i32
          %489 = tpu.assume_multiple %488, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %490 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %491 = tpu.memref_squeeze %490 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %492 = tpu.memref_slice %arg15[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %493 = tpu.memref_squeeze %492 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %494 = tpu.memref_slice %arg8[%482, %484, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %495 = tpu.memref_squeeze %494 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%495 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%493 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%491 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %496 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %497 = tpu.memref_squeeze %496 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %498 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %499 = tpu.memref_squeeze %498 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %500 = tpu.memref_slice %arg9[%485, %487, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %501 = tpu.memref_squeeze %500 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%501 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%499 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%497 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %502 = tpu.memref_slice %arg18[%arg25, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %503 = tpu.memref_squeeze %502 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %504 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %505 = tpu.memref_squeeze %504 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %506 = tpu.memref_slice %arg10[%c0_i32, %489] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%506 : memref<8x512xi32, #tpu.memory_space<any>>) target(%505 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%503 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %471, %473 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %66 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %67 = arith.muli %c0_i32, %c512_i32 : i32
        %68 = tpu.assume_multiple %67, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %69 = arith.muli %c0_i32, %c512_i32 : i32
        %70 = tpu.assume_multiple %69, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg8[%63, %65, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %77 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg9[%66, %68, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%80 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %83 = tpu.memref_slice %arg18[%arg23, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %85 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %86 = tpu.memref_squeeze %85 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg10[%c0_i32, %70] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%86 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %88 = arith.addi %3, %c0_i32 : i32
        %89 = arith.index_cast %arg19 : i32 to index
        %90 = memref.load %arg3[%89] : memref<528xi8, #tpu.memory_space<smem>>
        %91 = arith.extsi %90 : i8 to i32
        %92 = arith.addi %91, %arg20 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c512_i32 = arith.constant 512 : i32
        %96 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %92, %c512_i32 : i32
        %98 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %99 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %100 = arith.subi %97, %96 : i32
        %101 = vector.broadcast %99 : vector<1x512xi32> to vector<512x512xi32>
        %102 = vector.broadcast %98 : vector<512x1xi32> to vector<512x512xi32>
        %103 = arith.subi %101, %102 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %104 = arith.subi %c0_i32, %100 : i32
        %105 = vector.broadcast %104 : i32 to vector<512x512xi32>
        %106 = arith.cmpi sle, %103, %105 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %108 = vector.shape_cast %107 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %110 = tpu.memref_squeeze %109 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %110[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %112 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %113 = arith.cmpi sge, %108, %112 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %114 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %115 = arith.select %113, %108, %114 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %116 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %117 = arith.cmpi sge, %111, %116 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %118 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %119 = arith.select %117, %111, %118 : vector<1x512xi1>, vector<1x512xi32>
        %120 = vector.broadcast %115 : vector<512x1xi32> to vector<512x512xi32>
        %121 = vector.broadcast %119 : vector<1x512xi32> to vector<512x512xi32>
        %122 = arith.cmpi eq, %120, %121 : vector<512x512xi32>
        %123 = vector.extract_strided_slice %95 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %125 = tpu.memref_squeeze %124 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %125[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %127 = tpu.matmul %123, %126, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %128 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %129 = arith.mulf %127, %128 : vector<128x512xf32>
        %130 = vector.extract_strided_slice %106 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %131 = vector.extract_strided_slice %122 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %132 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %133 = arith.select %130, %129, %132 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %134 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %135 = arith.select %131, %133, %134 : vector<128x512xi1>, vector<128x512xf32>
        %136 = vector.extract_strided_slice %95 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %137 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %138 = tpu.memref_squeeze %137 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %138[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %140 = tpu.matmul %136, %139, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %141 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %142 = arith.mulf %140, %141 : vector<128x512xf32>
        %143 = vector.extract_strided_slice %106 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %144 = vector.extract_strided_slice %122 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %145 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %146 = arith.select %143, %142, %145 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %147 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %148 = arith.select %144, %146, %147 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %150 = vector.multi_reduction <maximumf>, %135, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %151 = vector.shape_cast %150 : vector<128xf32> to vector<128x1xf32>
        %152 = vector.broadcast %151 : vector<128x1xf32> to vector<128x128xf32>
        %153 = arith.maximumf %149, %152 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %154 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %155 = arith.maximumf %153, %154 : vector<128x128xf32>
        %156 = tpu.concatenate %155, %155, %155, %155 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %157 = arith.subf %135, %156 : vector<128x512xf32>
        %158 = math.exp2 %157 : vector<128x512xf32>
        %159 = arith.subf %149, %155 : vector<128x128xf32>
        %160 = math.exp2 %159 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %162 = arith.mulf %160, %161 : vector<128x128xf32>
        %163 = vector.extract_strided_slice %158 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %164 = vector.extract_strided_slice %158 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %165 = vector.extract_strided_slice %158 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %166 = vector.extract_strided_slice %158 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %167 = arith.addf %163, %164 : vector<128x128xf32>
        %168 = arith.addf %167, %165 : vector<128x128xf32>
        %169 = arith.addf %168, %166 : vector<128x128xf32>
        %170 = arith.addf %162, %169 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %172 = vector.shape_cast %171 : vector<128x128xf32> to vector<128x128xf32>
        %173 = vector.shape_cast %170 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %173 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %174 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %175 = vector.load %arg16[%174, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %176 = vector.shape_cast %175 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %178 = arith.mulf %160, %177 : vector<128x128xf32>
        %179 = arith.truncf %158 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %180 = tpu.matmul %179, %176, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %181 = arith.addf %178, %180 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %182 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %183 = vector.shape_cast %182 : vector<128x128xf32> to vector<128x128xf32>
        %184 = vector.shape_cast %181 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %184 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %185 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %186 = vector.shape_cast %185 : vector<128x128xf32> to vector<128x128xf32>
        %187 = vector.shape_cast %153 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %187 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %188 = vector.extract_strided_slice %95 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %189 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %190 = tpu.memref_squeeze %189 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %191 = vector.load %190[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %192 = tpu.matmul %188, %191, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %193 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %194 = arith.mulf %192, %193 : vector<128x512xf32>
        %195 = vector.extract_strided_slice %106 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %196 = vector.extract_strided_slice %122 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %197 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %198 = arith.select %195, %194, %197 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %199 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %200 = arith.select %196, %198, %199 : vector<128x512xi1>, vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %201 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %202 = vector.multi_reduction <maximumf>, %148, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %203 = vector.shape_cast %202 : vector<128xf32> to vector<128x1xf32>
        %204 = vector.broadcast %203 : vector<128x1xf32> to vector<128x128xf32>
        %205 = arith.maximumf %201, %204 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %206 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %207 = arith.maximumf %205, %206 : vector<128x128xf32>
        %208 = tpu.concatenate %207, %207, %207, %207 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %209 = arith.subf %148, %208 : vector<128x512xf32>
        %210 = math.exp2 %209 : vector<128x512xf32>
        %211 = arith.subf %201, %207 : vector<128x128xf32>
        %212 = math.exp2 %211 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %213 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %214 = arith.mulf %212, %213 : vector<128x128xf32>
        %215 = vector.extract_strided_slice %210 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %216 = vector.extract_strided_slice %210 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %217 = vector.extract_strided_slice %210 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %218 = vector.extract_strided_slice %210 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %219 = arith.addf %215, %216 : vector<128x128xf32>
        %220 = arith.addf %219, %217 : vector<128x128xf32>
        %221 = arith.addf %220, %218 : vector<128x128xf32>
        %222 = arith.addf %214, %221 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %223 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %224 = vector.shape_cast %223 : vector<128x128xf32> to vector<128x128xf32>
        %225 = vector.shape_cast %222 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %225 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %226 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %227 = vector.load %arg16[%226, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %228 = vector.shape_cast %227 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %229 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %230 = arith.mulf %212, %229 : vector<128x128xf32>
        %231 = arith.truncf %210 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %232 = tpu.matmul %231, %228, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %233 = arith.addf %230, %232 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %234 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %235 = vector.shape_cast %234 : vector<128x128xf32> to vector<128x128xf32>
        %236 = vector.shape_cast %233 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %236 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %237 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %238 = vector.shape_cast %237 : vector<128x128xf32> to vector<128x128xf32>
        %239 = vector.shape_cast %205 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %239 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %240 = vector.extract_strided_slice %95 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %241 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %242 = tpu.memref_squeeze %241 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %243 = vector.load %242[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %244 = tpu.matmul %240, %243, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %245 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %246 = arith.mulf %244, %245 : vector<128x512xf32>
        %247 = vector.extract_strided_slice %106 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %248 = vector.extract_strided_slice %122 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %249 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %250 = arith.select %247, %246, %249 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %251 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %252 = arith.select %248, %250, %251 : vector<128x512xi1>, vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %253 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %254 = vector.multi_reduction <maximumf>, %200, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %255 = vector.shape_cast %254 : vector<128xf32> to vector<128x1xf32>
        %256 = vector.broadcast %255 : vector<128x1xf32> to vector<128x128xf32>
        %257 = arith.maximumf %253, %256 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %258 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %259 = arith.maximumf %257, %258 : vector<128x128xf32>
        %260 = tpu.concatenate %259, %259, %259, %259 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %261 = arith.subf %200, %260 : vector<128x512xf32>
        %262 = math.exp2 %261 : vector<128x512xf32>
        %263 = arith.subf %253, %259 : vector<128x128xf32>
        %264 = math.exp2 %263 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %265 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %266 = arith.mulf %264, %265 : vector<128x128xf32>
        %267 = vector.extract_strided_slice %262 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %268 = vector.extract_strided_slice %262 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %269 = vector.extract_strided_slice %262 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %270 = vector.extract_strided_slice %262 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %271 = arith.addf %267, %268 : vector<128x128xf32>
        %272 = arith.addf %271, %269 : vector<128x128xf32>
        %273 = arith.addf %272, %270 : vector<128x128xf32>
        %274 = arith.addf %266, %273 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %275 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %276 = vector.shape_cast %275 : vector<128x128xf32> to vector<128x128xf32>
        %277 = vector.shape_cast %274 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %277 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %278 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %279 = vector.load %arg16[%278, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %280 = vector.shape_cast %279 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %281 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %282 = arith.mulf %264, %281 : vector<128x128xf32>
        %283 = arith.truncf %262 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %284 = tpu.matmul %283, %280, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %285 = arith.addf %282, %284 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %286 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %287 = vector.shape_cast %286 : vector<128x128xf32> to vector<128x128xf32>
        %288 = vector.shape_cast %285 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %288 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %289 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %290 = vector.shape_cast %289 : vector<128x128xf32> to vector<128x128xf32>
        %291 = vector.shape_cast %257 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %291 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %292 = vector.extract_strided_slice %95 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %293 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %294 = tpu.memref_squeeze %293 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %295 = vector.load %294[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %296 = tpu.matmul %292, %295, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %297 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %298 = arith.mulf %296, %297 : vector<128x512xf32>
        %299 = vector.extract_strided_slice %106 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %300 = vector.extract_strided_slice %122 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %301 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %302 = arith.select %299, %298, %301 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %303 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %304 = arith.select %300, %302, %303 : vector<128x512xi1>, vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %305 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %306 = vector.multi_reduction <maximumf>, %252, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %307 = vector.shape_cast %306 : vector<128xf32> to vector<128x1xf32>
        %308 = vector.broadcast %307 : vector<128x1xf32> to vector<128x128xf32>
        %309 = arith.maximumf %305, %308 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %310 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %311 = arith.maximumf %309, %310 : vector<128x128xf32>
        %312 = tpu.concatenate %311, %311, %311, %311 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %313 = arith.subf %252, %312 : vector<128x512xf32>
        %314 = math.exp2 %313 : vector<128x512xf32>
        %315 = arith.subf %305, %311 : vector<128x128xf32>
        %316 = math.exp2 %315 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %317 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %318 = arith.mulf %316, %317 : vector<128x128xf32>
        %319 = vector.extract_strided_slice %314 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %320 = vector.extract_strided_slice %314 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %321 = vector.extract_strided_slice %314 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %322 = vector.extract_strided_slice %314 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %323 = arith.addf %319, %320 : vector<128x128xf32>
        %324 = arith.addf %323, %321 : vector<128x128xf32>
        %325 = arith.addf %324, %322 : vector<128x128xf32>
        %326 = arith.addf %318, %325 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %327 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %328 = vector.shape_cast %327 : vector<128x128xf32> to vector<128x128xf32>
        %329 = vector.shape_cast %326 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %329 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %330 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %331 = vector.load %arg16[%330, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %332 = vector.shape_cast %331 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %333 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %334 = arith.mulf %316, %333 : vector<128x128xf32>
        %335 = arith.truncf %314 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %336 = tpu.matmul %335, %332, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %337 = arith.addf %334, %336 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %338 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %339 = vector.shape_cast %338 : vector<128x128xf32> to vector<128x128xf32>
        %340 = vector.shape_cast %337 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %340 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %341 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %342 = vector.shape_cast %341 : vector<128x128xf32> to vector<128x128xf32>
        %343 = vector.shape_cast %309 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %343 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %344 = vector.extract_strided_slice %95 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %345 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %346 = tpu.memref_squeeze %345 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %347 = vector.load %346[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %348 = tpu.matmul %344, %347, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %349 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %350 = arith.mulf %348, %349 : vector<128x512xf32>
        %351 = vector.extract_strided_slice %106 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %352 = vector.extract_strided_slice %122 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %353 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %354 = arith.select %351, %350, %353 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %355 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %356 = arith.select %352, %354, %355 : vector<128x512xi1>, vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %357 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %358 = vector.multi_reduction <maximumf>, %304, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %359 = vector.shape_cast %358 : vector<128xf32> to vector<128x1xf32>
        %360 = vector.broadcast %359 : vector<128x1xf32> to vector<128x128xf32>
        %361 = arith.maximumf %357, %360 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %362 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %363 = arith.maximumf %361, %362 : vector<128x128xf32>
        %364 = tpu.concatenate %363, %363, %363, %363 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %365 = arith.subf %304, %364 : vector<128x512xf32>
        %366 = math.exp2 %365 : vector<128x512xf32>
        %367 = arith.subf %357, %363 : vector<128x128xf32>
        %368 = math.exp2 %367 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %369 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %370 = arith.mulf %368, %369 : vector<128x128xf32>
        %371 = vector.extract_strided_slice %366 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %372 = vector.extract_strided_slice %366 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %373 = vector.extract_strided_slice %366 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %374 = vector.extract_strided_slice %366 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %375 = arith.addf %371, %372 : vector<128x128xf32>
        %376 = arith.addf %375, %373 : vector<128x128xf32>
        %377 = arith.addf %376, %374 : vector<128x128xf32>
        %378 = arith.addf %370, %377 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %379 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %380 = vector.shape_cast %379 : vector<128x128xf32> to vector<128x128xf32>
        %381 = vector.shape_cast %378 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %381 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %382 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %383 = vector.load %arg16[%382, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %384 = vector.shape_cast %383 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %385 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %386 = arith.mulf %368, %385 : vector<128x128xf32>
        %387 = arith.truncf %366 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %388 = tpu.matmul %387, %384, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %389 = arith.addf %386, %388 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %390 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %391 = vector.shape_cast %390 : vector<128x128xf32> to vector<128x128xf32>
        %392 = vector.shape_cast %389 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %392 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %393 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %394 = vector.shape_cast %393 : vector<128x128xf32> to vector<128x128xf32>
        %395 = vector.shape_cast %361 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %395 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %396 = vector.extract_strided_slice %95 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %397 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %398 = tpu.memref_squeeze %397 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %399 = vector.load %398[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %400 = tpu.matmul %396, %399, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %401 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %402 = arith.mulf %400, %401 : vector<128x512xf32>
        %403 = vector.extract_strided_slice %106 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %404 = vector.extract_strided_slice %122 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %405 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %406 = arith.select %403, %402, %405 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %407 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %408 = arith.select %404, %406, %407 : vector<128x512xi1>, vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %409 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %410 = vector.multi_reduction <maximumf>, %356, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %411 = vector.shape_cast %410 : vector<128xf32> to vector<128x1xf32>
        %412 = vector.broadcast %411 : vector<128x1xf32> to vector<128x128xf32>
        %413 = arith.maximumf %409, %412 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %414 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %415 = arith.maximumf %413, %414 : vector<128x128xf32>
        %416 = tpu.concatenate %415, %415, %415, %415 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %417 = arith.subf %356, %416 : vector<128x512xf32>
        %418 = math.exp2 %417 : vector<128x512xf32>
        %419 = arith.subf %409, %415 : vector<128x128xf32>
        %420 = math.exp2 %419 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %421 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %422 = arith.mulf %420, %421 : vector<128x128xf32>
        %423 = vector.extract_strided_slice %418 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %424 = vector.extract_strided_slice %418 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %425 = vector.extract_strided_slice %418 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %426 = vector.extract_strided_slice %418 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %427 = arith.addf %423, %424 : vector<128x128xf32>
        %428 = arith.addf %427, %425 : vector<128x128xf32>
        %429 = arith.addf %428, %426 : vector<128x128xf32>
        %430 = arith.addf %422, %429 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %431 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %432 = vector.shape_cast %431 : vector<128x128xf32> to vector<128x128xf32>
        %433 = vector.shape_cast %430 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %433 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %434 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %435 = vector.load %arg16[%434, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %436 = vector.shape_cast %435 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %437 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %438 = arith.mulf %420, %437 : vector<128x128xf32>
        %439 = arith.truncf %418 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %440 = tpu.matmul %439, %436, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %441 = arith.addf %438, %440 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %442 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %443 = vector.shape_cast %442 : vector<128x128xf32> to vector<128x128xf32>
        %444 = vector.shape_cast %441 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %444 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %445 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %446 = vector.shape_cast %445 : vector<128x128xf32> to vector<128x128xf32>
        %447 = vector.shape_cast %413 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %447 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %448 = vector.extract_strided_slice %95 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %449 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %450 = tpu.memref_squeeze %449 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %451 = vector.load %450[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %452 = tpu.matmul %448, %451, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %453 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %454 = arith.mulf %452, %453 : vector<128x512xf32>
        %455 = vector.extract_strided_slice %106 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %456 = vector.extract_strided_slice %122 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %457 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %458 = arith.select %455, %454, %457 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %459 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %460 = arith.select %456, %458, %459 : vector<128x512xi1>, vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %461 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %462 = vector.multi_reduction <maximumf>, %408, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %463 = vector.shape_cast %462 : vector<128xf32> to vector<128x1xf32>
        %464 = vector.broadcast %463 : vector<128x1xf32> to vector<128x128xf32>
        %465 = arith.maximumf %461, %464 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %466 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %467 = arith.maximumf %465, %466 : vector<128x128xf32>
        %468 = tpu.concatenate %467, %467, %467, %467 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %469 = arith.subf %408, %468 : vector<128x512xf32>
        %470 = math.exp2 %469 : vector<128x512xf32>
        %471 = arith.subf %461, %467 : vector<128x128xf32>
        %472 = math.exp2 %471 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %473 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %474 = arith.mulf %472, %473 : vector<128x128xf32>
        %475 = vector.extract_strided_slice %470 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %476 = vector.extract_strided_slice %470 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %477 = vector.extract_strided_slice %470 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %478 = vector.extract_strided_slice %470 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %479 = arith.addf %475, %476 : vector<128x128xf32>
        %480 = arith.addf %479, %477 : vector<128x128xf32>
        %481 = arith.addf %480, %478 : vector<128x128xf32>
        %482 = arith.addf %474, %481 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %483 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %484 = vector.shape_cast %483 : vector<128x128xf32> to vector<128x128xf32>
        %485 = vector.shape_cast %482 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %485 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %486 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %487 = vector.load %arg16[%486, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %488 = vector.shape_cast %487 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %489 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %490 = arith.mulf %472, %489 : vector<128x128xf32>
        %491 = arith.truncf %470 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %492 = tpu.matmul %491, %488, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %493 = arith.addf %490, %492 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %494 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %495 = vector.shape_cast %494 : vector<128x128xf32> to vector<128x128xf32>
        %496 = vector.shape_cast %493 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %496 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %497 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %498 = vector.shape_cast %497 : vector<128x128xf32> to vector<128x128xf32>
        %499 = vector.shape_cast %465 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %499 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %500 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %501 = vector.multi_reduction <maximumf>, %460, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %502 = vector.shape_cast %501 : vector<128xf32> to vector<128x1xf32>
        %503 = vector.broadcast %502 : vector<128x1xf32> to vector<128x128xf32>
        %504 = arith.maximumf %500, %503 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %505 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %506 = arith.maximumf %504, %505 : vector<128x128xf32>
        %507 = tpu.concatenate %506, %506, %506, %506 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %508 = arith.subf %460, %507 : vector<128x512xf32>
        %509 = math.exp2 %508 : vector<128x512xf32>
        %510 = arith.subf %500, %506 : vector<128x128xf32>
        %511 = math.exp2 %510 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %512 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %513 = arith.mulf %511, %512 : vector<128x128xf32>
        %514 = vector.extract_strided_slice %509 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %515 = vector.extract_strided_slice %509 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %516 = vector.extract_strided_slice %509 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %517 = vector.extract_strided_slice %509 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %518 = arith.addf %514, %515 : vector<128x128xf32>
        %519 = arith.addf %518, %516 : vector<128x128xf32>
        %520 = arith.addf %519, %517 : vector<128x128xf32>
        %521 = arith.addf %513, %520 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %522 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %523 = vector.shape_cast %522 : vector<128x128xf32> to vector<128x128xf32>
        %524 = vector.shape_cast %521 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %524 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %525 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %526 = vector.load %arg16[%525, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %527 = vector.shape_cast %526 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %528 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %529 = arith.mulf %511, %528 : vector<128x128xf32>
        %530 = arith.truncf %509 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %531 = tpu.matmul %530, %527, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %532 = arith.addf %529, %531 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %533 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %534 = vector.shape_cast %533 : vector<128x128xf32> to vector<128x128xf32>
        %535 = vector.shape_cast %532 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %535 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %536 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %537 = vector.shape_cast %536 : vector<128x128xf32> to vector<128x128xf32>
        %538 = vector.shape_cast %504 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %538 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %539 = arith.addi %arg22, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %540 = arith.minsi %arg21, %c527_i32 : i32
        %541 = arith.index_cast %540 : i32 to index
        %542 = memref.load %arg4[%541] : memref<528xi8, #tpu.memory_space<smem>>
        %543 = arith.extsi %542 : i8 to i32
        %544 = arith.cmpi sge, %539, %543 : i32
        %c1_i32 = arith.constant 1 : i32
        %545 = arith.addi %arg21, %c1_i32 : i32
        %546 = arith.select %544, %545, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %547 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %548 = arith.select %544, %c0_i32, %547 : i32
        %549 = arith.cmpi slt, %546, %23 : i32
        %550 = arith.extui %549 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %551 = arith.cmpi ne, %550, %c0_i32 : i32
        scf.if %551 {
          %c0_i32 = arith.constant 0 : i32
          %552 = arith.addi %3, %c0_i32 : i32
          %553 = arith.index_cast %546 : i32 to index
          %554 = memref.load %arg3[%553] : memref<528xi8, #tpu.memory_space<smem>>
          %555 = arith.extsi %554 : i8 to i32
          %556 = arith.addi %555, %548 : i32
          %c2_i32 = arith.constant 2 : i32
          %557 = arith.divsi %552, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %558 = arith.muli %556, %c512_i32 : i32
          %559 = tpu.assume_multiple %558, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %560 = arith.divsi %552, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %561 = arith.muli %556, %c512_i32 : i32
          %562 = tpu.assume_multiple %561, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %563 = arith.muli %556, %c512_i32 : i32
          %564 = tpu.assume_multiple %563, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %565 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %566 = tpu.memref_squeeze %565 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %567 = tpu.memref_slice %arg15[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %568 = tpu.memref_squeeze %567 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %569 = tpu.memref_slice %arg8[%557, %559, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %570 = tpu.memref_squeeze %569 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%570 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%568 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%566 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %571 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %572 = tpu.memref_squeeze %571 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %573 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %574 = tpu.memref_squeeze %573 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %575 = tpu.memref_slice %arg9[%560, %562, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %576 = tpu.memref_squeeze %575 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%576 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%574 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%572 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %577 = tpu.memref_slice %arg18[%arg25, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %578 = tpu.memref_squeeze %577 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %579 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %580 = tpu.memref_squeeze %579 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %581 = tpu.memref_slice %arg10[%c0_i32, %564] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%581 : memref<8x512xi32, #tpu.memory_space<any>>) target(%580 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%578 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %546, %548 : i32, i32
      }
      scf.yield %arg21, %arg22, %62#0, %62#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
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
    %48 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
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
