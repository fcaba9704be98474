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
    %387 = stablehlo.custom_call @tpu_custom_call(%383, %384, %385, %386, %269, %3, %270, %271, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:3266c698ed14759a75ad3e456eff8e30ec3227e12430653a79ba0d57ffff1e62\22, \22cost_estimate\22: {\22bytes_accessed\22: 1241513984, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 8}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:3266c698ed14759a75ad3e456eff8e30ec3227e12430653a79ba0d57ffff1e62
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
      %52 = arith.addi %3, %c0_i32 : i32
      %53 = arith.index_cast %19 : i32 to index
      %54 = memref.load %arg3[%53] : memref<528xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %57 = arith.divsi %52, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %60 = arith.divsi %52, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %56, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %56, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg8[%57, %59, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg9[%60, %62, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = tpu.memref_slice %arg18[%c0_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg10[%c0_i32, %64] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<8x512xi32, #tpu.memory_space<any>>) target(%80 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %52 = arith.addi %3, %c0_i32 : i32
      %53 = arith.index_cast %34 : i32 to index
      %54 = memref.load %arg3[%53] : memref<528xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %57 = arith.divsi %52, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %60 = arith.divsi %52, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %56, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %56, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg8[%57, %59, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg9[%60, %62, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = tpu.memref_slice %arg18[%c1_i32, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg10[%c0_i32, %64] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<8x512xi32, #tpu.memory_space<any>>) target(%80 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg19 = %19, %arg20 = %c0_i32, %arg21 = %34, %arg22 = %36, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %52 = arith.cmpi slt, %arg19, %23 : i32
      scf.condition(%52) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %52 = arith.index_cast %arg19 : i32 to index
      %53 = memref.load %arg5[%52] : memref<528xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %55 = arith.cmpi eq, %54, %c2_i32 : i32
      %56 = arith.extui %55 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %57 = arith.cmpi ne, %56, %c0_i32 : i32
      %58:2 = scf.if %57 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %59 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %62 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %63 = arith.muli %c0_i32, %c512_i32 : i32
        %64 = tpu.assume_multiple %63, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %65 = arith.muli %c0_i32, %c512_i32 : i32
        %66 = tpu.assume_multiple %65, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg8[%59, %61, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %73 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg9[%62, %64, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %79 = tpu.memref_slice %arg18[%arg23, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg10[%c0_i32, %66] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%82 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %84 = arith.addi %3, %c0_i32 : i32
        %85 = arith.index_cast %arg19 : i32 to index
        %86 = memref.load %arg3[%85] : memref<528xi8, #tpu.memory_space<smem>>
        %87 = arith.extsi %86 : i8 to i32
        %88 = arith.addi %87, %arg20 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %90 = vector.shape_cast %89 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %91 = vector.shape_cast %90 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %92 = vector.extract_strided_slice %91 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %94 = tpu.memref_squeeze %93 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %94[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %96 = tpu.matmul %92, %95, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %97 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %98 = arith.mulf %96, %97 : vector<128x512xf32>
        %99 = vector.extract_strided_slice %91 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %100 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %101 = tpu.memref_squeeze %100 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %101[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %103 = tpu.matmul %99, %102, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %104 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %105 = arith.mulf %103, %104 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %107 = vector.multi_reduction <maximumf>, %98, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %108 = vector.shape_cast %107 : vector<128xf32> to vector<128x1xf32>
        %109 = vector.broadcast %108 : vector<128x1xf32> to vector<128x128xf32>
        %110 = arith.maximumf %106, %109 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %111 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %112 = arith.maximumf %110, %111 : vector<128x128xf32>
        %113 = tpu.concatenate %112, %112, %112, %112 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %114 = arith.subf %98, %113 : vector<128x512xf32>
        %115 = math.exp2 %114 : vector<128x512xf32>
        %116 = arith.subf %106, %112 : vector<128x128xf32>
        %117 = math.exp2 %116 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %119 = arith.mulf %117, %118 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %120 = vector.multi_reduction <add>, %115, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %121 = vector.shape_cast %120 : vector<128xf32> to vector<128x1xf32>
        %122 = vector.broadcast %121 : vector<128x1xf32> to vector<128x128xf32>
        %123 = arith.addf %119, %122 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %125 = vector.shape_cast %124 : vector<128x128xf32> to vector<128x128xf32>
        %126 = vector.shape_cast %123 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %126 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %127 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg16[%127, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %129 = vector.shape_cast %128 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %131 = arith.mulf %117, %130 : vector<128x128xf32>
        %132 = arith.truncf %115 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %133 = tpu.matmul %132, %129, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %134 = arith.addf %131, %133 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %136 = vector.shape_cast %135 : vector<128x128xf32> to vector<128x128xf32>
        %137 = vector.shape_cast %134 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %137 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %139 = vector.shape_cast %138 : vector<128x128xf32> to vector<128x128xf32>
        %140 = vector.shape_cast %110 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %140 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %141 = vector.extract_strided_slice %91 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %142 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %143 = tpu.memref_squeeze %142 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %143[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %145 = tpu.matmul %141, %144, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %146 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %147 = arith.mulf %145, %146 : vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %149 = vector.multi_reduction <maximumf>, %105, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %150 = vector.shape_cast %149 : vector<128xf32> to vector<128x1xf32>
        %151 = vector.broadcast %150 : vector<128x1xf32> to vector<128x128xf32>
        %152 = arith.maximumf %148, %151 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %153 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %154 = arith.maximumf %152, %153 : vector<128x128xf32>
        %155 = tpu.concatenate %154, %154, %154, %154 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %156 = arith.subf %105, %155 : vector<128x512xf32>
        %157 = math.exp2 %156 : vector<128x512xf32>
        %158 = arith.subf %148, %154 : vector<128x128xf32>
        %159 = math.exp2 %158 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %161 = arith.mulf %159, %160 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %162 = vector.multi_reduction <add>, %157, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %163 = vector.shape_cast %162 : vector<128xf32> to vector<128x1xf32>
        %164 = vector.broadcast %163 : vector<128x1xf32> to vector<128x128xf32>
        %165 = arith.addf %161, %164 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %167 = vector.shape_cast %166 : vector<128x128xf32> to vector<128x128xf32>
        %168 = vector.shape_cast %165 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %168 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %169 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %170 = vector.load %arg16[%169, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %171 = vector.shape_cast %170 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %172 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %173 = arith.mulf %159, %172 : vector<128x128xf32>
        %174 = arith.truncf %157 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %175 = tpu.matmul %174, %171, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %176 = arith.addf %173, %175 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %178 = vector.shape_cast %177 : vector<128x128xf32> to vector<128x128xf32>
        %179 = vector.shape_cast %176 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %179 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %180 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %181 = vector.shape_cast %180 : vector<128x128xf32> to vector<128x128xf32>
        %182 = vector.shape_cast %152 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %182 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %183 = vector.extract_strided_slice %91 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %184 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %185 = tpu.memref_squeeze %184 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %186 = vector.load %185[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %187 = tpu.matmul %183, %186, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %188 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %189 = arith.mulf %187, %188 : vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %190 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %191 = vector.multi_reduction <maximumf>, %147, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %192 = vector.shape_cast %191 : vector<128xf32> to vector<128x1xf32>
        %193 = vector.broadcast %192 : vector<128x1xf32> to vector<128x128xf32>
        %194 = arith.maximumf %190, %193 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %195 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %196 = arith.maximumf %194, %195 : vector<128x128xf32>
        %197 = tpu.concatenate %196, %196, %196, %196 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %198 = arith.subf %147, %197 : vector<128x512xf32>
        %199 = math.exp2 %198 : vector<128x512xf32>
        %200 = arith.subf %190, %196 : vector<128x128xf32>
        %201 = math.exp2 %200 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %202 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %203 = arith.mulf %201, %202 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %204 = vector.multi_reduction <add>, %199, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %205 = vector.shape_cast %204 : vector<128xf32> to vector<128x1xf32>
        %206 = vector.broadcast %205 : vector<128x1xf32> to vector<128x128xf32>
        %207 = arith.addf %203, %206 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %208 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %209 = vector.shape_cast %208 : vector<128x128xf32> to vector<128x128xf32>
        %210 = vector.shape_cast %207 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %210 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %211 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %212 = vector.load %arg16[%211, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %213 = vector.shape_cast %212 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %214 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %215 = arith.mulf %201, %214 : vector<128x128xf32>
        %216 = arith.truncf %199 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %217 = tpu.matmul %216, %213, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %218 = arith.addf %215, %217 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %219 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %220 = vector.shape_cast %219 : vector<128x128xf32> to vector<128x128xf32>
        %221 = vector.shape_cast %218 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %221 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %222 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %223 = vector.shape_cast %222 : vector<128x128xf32> to vector<128x128xf32>
        %224 = vector.shape_cast %194 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %224 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %225 = vector.extract_strided_slice %91 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %226 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %227 = tpu.memref_squeeze %226 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %228 = vector.load %227[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %229 = tpu.matmul %225, %228, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %230 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %231 = arith.mulf %229, %230 : vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %232 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %233 = vector.multi_reduction <maximumf>, %189, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %234 = vector.shape_cast %233 : vector<128xf32> to vector<128x1xf32>
        %235 = vector.broadcast %234 : vector<128x1xf32> to vector<128x128xf32>
        %236 = arith.maximumf %232, %235 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %237 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %238 = arith.maximumf %236, %237 : vector<128x128xf32>
        %239 = tpu.concatenate %238, %238, %238, %238 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %240 = arith.subf %189, %239 : vector<128x512xf32>
        %241 = math.exp2 %240 : vector<128x512xf32>
        %242 = arith.subf %232, %238 : vector<128x128xf32>
        %243 = math.exp2 %242 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %244 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %245 = arith.mulf %243, %244 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %246 = vector.multi_reduction <add>, %241, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %247 = vector.shape_cast %246 : vector<128xf32> to vector<128x1xf32>
        %248 = vector.broadcast %247 : vector<128x1xf32> to vector<128x128xf32>
        %249 = arith.addf %245, %248 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %250 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %251 = vector.shape_cast %250 : vector<128x128xf32> to vector<128x128xf32>
        %252 = vector.shape_cast %249 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %252 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %253 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %254 = vector.load %arg16[%253, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %255 = vector.shape_cast %254 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %256 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %257 = arith.mulf %243, %256 : vector<128x128xf32>
        %258 = arith.truncf %241 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %259 = tpu.matmul %258, %255, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %260 = arith.addf %257, %259 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %261 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %262 = vector.shape_cast %261 : vector<128x128xf32> to vector<128x128xf32>
        %263 = vector.shape_cast %260 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %263 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %264 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %265 = vector.shape_cast %264 : vector<128x128xf32> to vector<128x128xf32>
        %266 = vector.shape_cast %236 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %266 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %267 = vector.extract_strided_slice %91 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %268 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %269 = tpu.memref_squeeze %268 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %270 = vector.load %269[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %271 = tpu.matmul %267, %270, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %272 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %273 = arith.mulf %271, %272 : vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %274 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %275 = vector.multi_reduction <maximumf>, %231, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %276 = vector.shape_cast %275 : vector<128xf32> to vector<128x1xf32>
        %277 = vector.broadcast %276 : vector<128x1xf32> to vector<128x128xf32>
        %278 = arith.maximumf %274, %277 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %279 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %280 = arith.maximumf %278, %279 : vector<128x128xf32>
        %281 = tpu.concatenate %280, %280, %280, %280 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %282 = arith.subf %231, %281 : vector<128x512xf32>
        %283 = math.exp2 %282 : vector<128x512xf32>
        %284 = arith.subf %274, %280 : vector<128x128xf32>
        %285 = math.exp2 %284 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %286 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %287 = arith.mulf %285, %286 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %288 = vector.multi_reduction <add>, %283, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %289 = vector.shape_cast %288 : vector<128xf32> to vector<128x1xf32>
        %290 = vector.broadcast %289 : vector<128x1xf32> to vector<128x128xf32>
        %291 = arith.addf %287, %290 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %292 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %293 = vector.shape_cast %292 : vector<128x128xf32> to vector<128x128xf32>
        %294 = vector.shape_cast %291 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %294 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %295 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %296 = vector.load %arg16[%295, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %297 = vector.shape_cast %296 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %298 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %299 = arith.mulf %285, %298 : vector<128x128xf32>
        %300 = arith.truncf %283 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %301 = tpu.matmul %300, %297, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %302 = arith.addf %299, %301 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %303 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %304 = vector.shape_cast %303 : vector<128x128xf32> to vector<128x128xf32>
        %305 = vector.shape_cast %302 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %305 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %306 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %307 = vector.shape_cast %306 : vector<128x128xf32> to vector<128x128xf32>
        %308 = vector.shape_cast %278 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %308 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %309 = vector.extract_strided_slice %91 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %310 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %311 = tpu.memref_squeeze %310 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %312 = vector.load %311[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %313 = tpu.matmul %309, %312, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %314 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %315 = arith.mulf %313, %314 : vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %316 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %317 = vector.multi_reduction <maximumf>, %273, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %318 = vector.shape_cast %317 : vector<128xf32> to vector<128x1xf32>
        %319 = vector.broadcast %318 : vector<128x1xf32> to vector<128x128xf32>
        %320 = arith.maximumf %316, %319 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %321 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %322 = arith.maximumf %320, %321 : vector<128x128xf32>
        %323 = tpu.concatenate %322, %322, %322, %322 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %324 = arith.subf %273, %323 : vector<128x512xf32>
        %325 = math.exp2 %324 : vector<128x512xf32>
        %326 = arith.subf %316, %322 : vector<128x128xf32>
        %327 = math.exp2 %326 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %328 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %329 = arith.mulf %327, %328 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %330 = vector.multi_reduction <add>, %325, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %331 = vector.shape_cast %330 : vector<128xf32> to vector<128x1xf32>
        %332 = vector.broadcast %331 : vector<128x1xf32> to vector<128x128xf32>
        %333 = arith.addf %329, %332 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %334 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %335 = vector.shape_cast %334 : vector<128x128xf32> to vector<128x128xf32>
        %336 = vector.shape_cast %333 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %336 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %337 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %338 = vector.load %arg16[%337, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %339 = vector.shape_cast %338 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %340 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %341 = arith.mulf %327, %340 : vector<128x128xf32>
        %342 = arith.truncf %325 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %343 = tpu.matmul %342, %339, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %344 = arith.addf %341, %343 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %345 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %346 = vector.shape_cast %345 : vector<128x128xf32> to vector<128x128xf32>
        %347 = vector.shape_cast %344 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %347 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %348 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %349 = vector.shape_cast %348 : vector<128x128xf32> to vector<128x128xf32>
        %350 = vector.shape_cast %320 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %350 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %351 = vector.extract_strided_slice %91 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %352 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %353 = tpu.memref_squeeze %352 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %354 = vector.load %353[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %355 = tpu.matmul %351, %354, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %356 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %357 = arith.mulf %355, %356 : vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %358 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %359 = vector.multi_reduction <maximumf>, %315, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %360 = vector.shape_cast %359 : vector<128xf32> to vector<128x1xf32>
        %361 = vector.broadcast %360 : vector<128x1xf32> to vector<128x128xf32>
        %362 = arith.maximumf %358, %361 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %363 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %364 = arith.maximumf %362, %363 : vector<128x128xf32>
        %365 = tpu.concatenate %364, %364, %364, %364 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %366 = arith.subf %315, %365 : vector<128x512xf32>
        %367 = math.exp2 %366 : vector<128x512xf32>
        %368 = arith.subf %358, %364 : vector<128x128xf32>
        %369 = math.exp2 %368 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %370 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %371 = arith.mulf %369, %370 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %372 = vector.multi_reduction <add>, %367, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %373 = vector.shape_cast %372 : vector<128xf32> to vector<128x1xf32>
        %374 = vector.broadcast %373 : vector<128x1xf32> to vector<128x128xf32>
        %375 = arith.addf %371, %374 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %376 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %377 = vector.shape_cast %376 : vector<128x128xf32> to vector<128x128xf32>
        %378 = vector.shape_cast %375 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %378 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %379 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %380 = vector.load %arg16[%379, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %381 = vector.shape_cast %380 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %382 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %383 = arith.mulf %369, %382 : vector<128x128xf32>
        %384 = arith.truncf %367 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %385 = tpu.matmul %384, %381, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %386 = arith.addf %383, %385 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %387 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %388 = vector.shape_cast %387 : vector<128x128xf32> to vector<128x128xf32>
        %389 = vector.shape_cast %386 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %389 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %390 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %391 = vector.shape_cast %390 : vector<128x128xf32> to vector<128x128xf32>
        %392 = vector.shape_cast %362 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %392 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %393 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %394 = vector.multi_reduction <maximumf>, %357, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %395 = vector.shape_cast %394 : vector<128xf32> to vector<128x1xf32>
        %396 = vector.broadcast %395 : vector<128x1xf32> to vector<128x128xf32>
        %397 = arith.maximumf %393, %396 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %398 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %399 = arith.maximumf %397, %398 : vector<128x128xf32>
        %400 = tpu.concatenate %399, %399, %399, %399 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %401 = arith.subf %357, %400 : vector<128x512xf32>
        %402 = math.exp2 %401 : vector<128x512xf32>
        %403 = arith.subf %393, %399 : vector<128x128xf32>
        %404 = math.exp2 %403 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %405 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %406 = arith.mulf %404, %405 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %407 = vector.multi_reduction <add>, %402, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %408 = vector.shape_cast %407 : vector<128xf32> to vector<128x1xf32>
        %409 = vector.broadcast %408 : vector<128x1xf32> to vector<128x128xf32>
        %410 = arith.addf %406, %409 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %411 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %412 = vector.shape_cast %411 : vector<128x128xf32> to vector<128x128xf32>
        %413 = vector.shape_cast %410 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %413 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %414 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %415 = vector.load %arg16[%414, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %416 = vector.shape_cast %415 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %417 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %418 = arith.mulf %404, %417 : vector<128x128xf32>
        %419 = arith.truncf %402 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %420 = tpu.matmul %419, %416, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %421 = arith.addf %418, %420 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %422 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %423 = vector.shape_cast %422 : vector<128x128xf32> to vector<128x128xf32>
        %424 = vector.shape_cast %421 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %424 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %425 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %426 = vector.shape_cast %425 : vector<128x128xf32> to vector<128x128xf32>
        %427 = vector.shape_cast %397 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %427 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %428 = arith.addi %arg22, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %429 = arith.minsi %arg21, %c527_i32 : i32
        %430 = arith.index_cast %429 : i32 to index
        %431 = memref.load %arg4[%430] : memref<528xi8, #tpu.memory_space<smem>>
        %432 = arith.extsi %431 : i8 to i32
        %433 = arith.cmpi sge, %428, %432 : i32
        %c1_i32 = arith.constant 1 : i32
        %434 = arith.addi %arg21, %c1_i32 : i32
        %435 = arith.select %433, %434, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %436 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %437 = arith.select %433, %c0_i32, %436 : i32
        %438 = arith.cmpi slt, %435, %23 : i32
        %439 = arith.extui %438 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %440 = arith.cmpi ne, %439, %c0_i32 : i32
        scf.if %440 {
          %c0_i32 = arith.constant 0 : i32
          %441 = arith.addi %3, %c0_i32 : i32
          %442 = arith.index_cast %435 : i32 to index
          %443 = memref.load %arg3[%442] : memref<528xi8, #tpu.memory_space<smem>>
          %444 = arith.extsi %443 : i8 to i32
          %445 = arith.addi %444, %437 : i32
          %c2_i32 = arith.constant 2 : i32
          %446 = arith.divsi %441, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %447 = arith.muli %445, %c512_i32 : i32
          %448 = tpu.assume_multiple %447, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %449 = arith.divsi %441, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %450 = arith.muli %445, %c512_i32 : i32
          %451 = tpu.assume_multiple %450, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %452 = arith.muli %445, %c512_i32 : i32
          %453 = tpu.assume_multiple %452, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %454 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %455 = tpu.memref_squeeze %454 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %456 = tpu.memref_slice %arg15[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %457 = tpu.memref_squeeze %456 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %458 = tpu.memref_slice %arg8[%446, %448, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %459 = tpu.memref_squeeze %458 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%459 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%457 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%455 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %460 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %461 = tpu.memref_squeeze %460 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %462 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %463 = tpu.memref_squeeze %462 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %464 = tpu.memref_slice %arg9[%449, %451, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %465 = tpu.memref_squeeze %464 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%465 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%463 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%461 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %466 = tpu.memref_slice %arg18[%arg25, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %467 = tpu.memref_squeeze %466 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %468 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %469 = tpu.memref_squeeze %468 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %470 = tpu.memref_slice %arg10[%c0_i32, %453] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%470 : memref<8x512xi32, #tpu.memory_space<any>>) target(%469 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%467 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %435, %437 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %59 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %62 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %63 = arith.muli %c0_i32, %c512_i32 : i32
        %64 = tpu.assume_multiple %63, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %65 = arith.muli %c0_i32, %c512_i32 : i32
        %66 = tpu.assume_multiple %65, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg8[%59, %61, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %73 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg9[%62, %64, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c2_i32 = arith.constant 2 : i32
        %79 = tpu.memref_slice %arg18[%arg23, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg10[%c0_i32, %66] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%82 : memref<8x512xi32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %84 = arith.addi %3, %c0_i32 : i32
        %85 = arith.index_cast %arg19 : i32 to index
        %86 = memref.load %arg3[%85] : memref<528xi8, #tpu.memory_space<smem>>
        %87 = arith.extsi %86 : i8 to i32
        %88 = arith.addi %87, %arg20 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %90 = vector.shape_cast %89 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %91 = vector.shape_cast %90 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %c512_i32 = arith.constant 512 : i32
        %92 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %88, %c512_i32 : i32
        %94 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %95 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %96 = arith.subi %93, %92 : i32
        %97 = vector.broadcast %95 : vector<1x512xi32> to vector<512x512xi32>
        %98 = vector.broadcast %94 : vector<512x1xi32> to vector<512x512xi32>
        %99 = arith.subi %97, %98 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %100 = arith.subi %c0_i32, %96 : i32
        %101 = vector.broadcast %100 : i32 to vector<512x512xi32>
        %102 = arith.cmpi sle, %99, %101 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg7[%c0, %c0] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
        %104 = vector.shape_cast %103 : vector<512x1xi32> to vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %106 = tpu.memref_squeeze %105 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %106[%c0, %c0] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %108 = vector.broadcast %c0_i32 : i32 to vector<512x1xi32>
        %109 = arith.cmpi sge, %104, %108 : vector<512x1xi32>
        %c-1_i32 = arith.constant -1 : i32
        %110 = vector.broadcast %c-1_i32 : i32 to vector<512x1xi32>
        %111 = arith.select %109, %104, %110 : vector<512x1xi1>, vector<512x1xi32>
        %c0_i32 = arith.constant 0 : i32
        %112 = vector.broadcast %c0_i32 : i32 to vector<1x512xi32>
        %113 = arith.cmpi sge, %107, %112 : vector<1x512xi32>
        %c-2_i32 = arith.constant -2 : i32
        %114 = vector.broadcast %c-2_i32 : i32 to vector<1x512xi32>
        %115 = arith.select %113, %107, %114 : vector<1x512xi1>, vector<1x512xi32>
        %116 = vector.broadcast %111 : vector<512x1xi32> to vector<512x512xi32>
        %117 = vector.broadcast %115 : vector<1x512xi32> to vector<512x512xi32>
        %118 = arith.cmpi eq, %116, %117 : vector<512x512xi32>
        %119 = vector.extract_strided_slice %91 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %120 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %121 = tpu.memref_squeeze %120 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %121[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %123 = tpu.matmul %119, %122, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %124 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %125 = arith.mulf %123, %124 : vector<128x512xf32>
        %126 = vector.extract_strided_slice %102 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %127 = vector.extract_strided_slice %118 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %128 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %129 = arith.select %126, %125, %128 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %130 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %131 = arith.select %127, %129, %130 : vector<128x512xi1>, vector<128x512xf32>
        %132 = vector.extract_strided_slice %91 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %133 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %134 = tpu.memref_squeeze %133 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %134[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %136 = tpu.matmul %132, %135, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %137 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %138 = arith.mulf %136, %137 : vector<128x512xf32>
        %139 = vector.extract_strided_slice %102 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %140 = vector.extract_strided_slice %118 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %141 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %142 = arith.select %139, %138, %141 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %143 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %144 = arith.select %140, %142, %143 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %146 = vector.multi_reduction <maximumf>, %131, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %147 = vector.shape_cast %146 : vector<128xf32> to vector<128x1xf32>
        %148 = vector.broadcast %147 : vector<128x1xf32> to vector<128x128xf32>
        %149 = arith.maximumf %145, %148 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %150 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %151 = arith.maximumf %149, %150 : vector<128x128xf32>
        %152 = tpu.concatenate %151, %151, %151, %151 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %153 = arith.subf %131, %152 : vector<128x512xf32>
        %154 = math.exp2 %153 : vector<128x512xf32>
        %155 = arith.subf %145, %151 : vector<128x128xf32>
        %156 = math.exp2 %155 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %158 = arith.mulf %156, %157 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %159 = vector.multi_reduction <add>, %154, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %160 = vector.shape_cast %159 : vector<128xf32> to vector<128x1xf32>
        %161 = vector.broadcast %160 : vector<128x1xf32> to vector<128x128xf32>
        %162 = arith.addf %158, %161 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %164 = vector.shape_cast %163 : vector<128x128xf32> to vector<128x128xf32>
        %165 = vector.shape_cast %162 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %165 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %166 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %167 = vector.load %arg16[%166, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %168 = vector.shape_cast %167 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %170 = arith.mulf %156, %169 : vector<128x128xf32>
        %171 = arith.truncf %154 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %172 = tpu.matmul %171, %168, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %173 = arith.addf %170, %172 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %174 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %175 = vector.shape_cast %174 : vector<128x128xf32> to vector<128x128xf32>
        %176 = vector.shape_cast %173 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %176 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %178 = vector.shape_cast %177 : vector<128x128xf32> to vector<128x128xf32>
        %179 = vector.shape_cast %149 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %179 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %180 = vector.extract_strided_slice %91 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %181 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %182 = tpu.memref_squeeze %181 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %183 = vector.load %182[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %184 = tpu.matmul %180, %183, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %185 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %186 = arith.mulf %184, %185 : vector<128x512xf32>
        %187 = vector.extract_strided_slice %102 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %188 = vector.extract_strided_slice %118 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %189 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %190 = arith.select %187, %186, %189 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %191 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %192 = arith.select %188, %190, %191 : vector<128x512xi1>, vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %193 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %194 = vector.multi_reduction <maximumf>, %144, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %195 = vector.shape_cast %194 : vector<128xf32> to vector<128x1xf32>
        %196 = vector.broadcast %195 : vector<128x1xf32> to vector<128x128xf32>
        %197 = arith.maximumf %193, %196 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %198 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %199 = arith.maximumf %197, %198 : vector<128x128xf32>
        %200 = tpu.concatenate %199, %199, %199, %199 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %201 = arith.subf %144, %200 : vector<128x512xf32>
        %202 = math.exp2 %201 : vector<128x512xf32>
        %203 = arith.subf %193, %199 : vector<128x128xf32>
        %204 = math.exp2 %203 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %205 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %206 = arith.mulf %204, %205 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %207 = vector.multi_reduction <add>, %202, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %208 = vector.shape_cast %207 : vector<128xf32> to vector<128x1xf32>
        %209 = vector.broadcast %208 : vector<128x1xf32> to vector<128x128xf32>
        %210 = arith.addf %206, %209 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %211 = vector.load %arg13[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %212 = vector.shape_cast %211 : vector<128x128xf32> to vector<128x128xf32>
        %213 = vector.shape_cast %210 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c128, %c0], %213 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %214 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %215 = vector.load %arg16[%214, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %216 = vector.shape_cast %215 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %217 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %218 = arith.mulf %204, %217 : vector<128x128xf32>
        %219 = arith.truncf %202 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %220 = tpu.matmul %219, %216, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %221 = arith.addf %218, %220 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %222 = vector.load %arg14[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %223 = vector.shape_cast %222 : vector<128x128xf32> to vector<128x128xf32>
        %224 = vector.shape_cast %221 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c128, %c0], %224 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %225 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %226 = vector.shape_cast %225 : vector<128x128xf32> to vector<128x128xf32>
        %227 = vector.shape_cast %197 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %227 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %228 = vector.extract_strided_slice %91 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %229 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %230 = tpu.memref_squeeze %229 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %231 = vector.load %230[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %232 = tpu.matmul %228, %231, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %233 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %234 = arith.mulf %232, %233 : vector<128x512xf32>
        %235 = vector.extract_strided_slice %102 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %236 = vector.extract_strided_slice %118 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %237 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %238 = arith.select %235, %234, %237 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %239 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %240 = arith.select %236, %238, %239 : vector<128x512xi1>, vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %241 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %242 = vector.multi_reduction <maximumf>, %192, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %243 = vector.shape_cast %242 : vector<128xf32> to vector<128x1xf32>
        %244 = vector.broadcast %243 : vector<128x1xf32> to vector<128x128xf32>
        %245 = arith.maximumf %241, %244 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %246 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %247 = arith.maximumf %245, %246 : vector<128x128xf32>
        %248 = tpu.concatenate %247, %247, %247, %247 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %249 = arith.subf %192, %248 : vector<128x512xf32>
        %250 = math.exp2 %249 : vector<128x512xf32>
        %251 = arith.subf %241, %247 : vector<128x128xf32>
        %252 = math.exp2 %251 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %253 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %254 = arith.mulf %252, %253 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %255 = vector.multi_reduction <add>, %250, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %256 = vector.shape_cast %255 : vector<128xf32> to vector<128x1xf32>
        %257 = vector.broadcast %256 : vector<128x1xf32> to vector<128x128xf32>
        %258 = arith.addf %254, %257 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %259 = vector.load %arg13[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %260 = vector.shape_cast %259 : vector<128x128xf32> to vector<128x128xf32>
        %261 = vector.shape_cast %258 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c256, %c0], %261 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %262 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %263 = vector.load %arg16[%262, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %264 = vector.shape_cast %263 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %265 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %266 = arith.mulf %252, %265 : vector<128x128xf32>
        %267 = arith.truncf %250 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %268 = tpu.matmul %267, %264, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %269 = arith.addf %266, %268 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %270 = vector.load %arg14[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %271 = vector.shape_cast %270 : vector<128x128xf32> to vector<128x128xf32>
        %272 = vector.shape_cast %269 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c256, %c0], %272 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %273 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %274 = vector.shape_cast %273 : vector<128x128xf32> to vector<128x128xf32>
        %275 = vector.shape_cast %245 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %275 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %276 = vector.extract_strided_slice %91 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %277 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %278 = tpu.memref_squeeze %277 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %279 = vector.load %278[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %280 = tpu.matmul %276, %279, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %281 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %282 = arith.mulf %280, %281 : vector<128x512xf32>
        %283 = vector.extract_strided_slice %102 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %284 = vector.extract_strided_slice %118 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %285 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %286 = arith.select %283, %282, %285 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %287 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %288 = arith.select %284, %286, %287 : vector<128x512xi1>, vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %289 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %290 = vector.multi_reduction <maximumf>, %240, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %291 = vector.shape_cast %290 : vector<128xf32> to vector<128x1xf32>
        %292 = vector.broadcast %291 : vector<128x1xf32> to vector<128x128xf32>
        %293 = arith.maximumf %289, %292 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %294 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %295 = arith.maximumf %293, %294 : vector<128x128xf32>
        %296 = tpu.concatenate %295, %295, %295, %295 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %297 = arith.subf %240, %296 : vector<128x512xf32>
        %298 = math.exp2 %297 : vector<128x512xf32>
        %299 = arith.subf %289, %295 : vector<128x128xf32>
        %300 = math.exp2 %299 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %301 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %302 = arith.mulf %300, %301 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %303 = vector.multi_reduction <add>, %298, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %304 = vector.shape_cast %303 : vector<128xf32> to vector<128x1xf32>
        %305 = vector.broadcast %304 : vector<128x1xf32> to vector<128x128xf32>
        %306 = arith.addf %302, %305 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %307 = vector.load %arg13[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %308 = vector.shape_cast %307 : vector<128x128xf32> to vector<128x128xf32>
        %309 = vector.shape_cast %306 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c384, %c0], %309 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %310 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %311 = vector.load %arg16[%310, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %312 = vector.shape_cast %311 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %313 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %314 = arith.mulf %300, %313 : vector<128x128xf32>
        %315 = arith.truncf %298 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %316 = tpu.matmul %315, %312, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %317 = arith.addf %314, %316 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %318 = vector.load %arg14[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %319 = vector.shape_cast %318 : vector<128x128xf32> to vector<128x128xf32>
        %320 = vector.shape_cast %317 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c384, %c0], %320 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %321 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %322 = vector.shape_cast %321 : vector<128x128xf32> to vector<128x128xf32>
        %323 = vector.shape_cast %293 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %323 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %324 = vector.extract_strided_slice %91 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %325 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %326 = tpu.memref_squeeze %325 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %327 = vector.load %326[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %328 = tpu.matmul %324, %327, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %329 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %330 = arith.mulf %328, %329 : vector<128x512xf32>
        %331 = vector.extract_strided_slice %102 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %332 = vector.extract_strided_slice %118 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %333 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %334 = arith.select %331, %330, %333 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %335 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %336 = arith.select %332, %334, %335 : vector<128x512xi1>, vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %337 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %338 = vector.multi_reduction <maximumf>, %288, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %339 = vector.shape_cast %338 : vector<128xf32> to vector<128x1xf32>
        %340 = vector.broadcast %339 : vector<128x1xf32> to vector<128x128xf32>
        %341 = arith.maximumf %337, %340 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %342 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %343 = arith.maximumf %341, %342 : vector<128x128xf32>
        %344 = tpu.concatenate %343, %343, %343, %343 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %345 = arith.subf %288, %344 : vector<128x512xf32>
        %346 = math.exp2 %345 : vector<128x512xf32>
        %347 = arith.subf %337, %343 : vector<128x128xf32>
        %348 = math.exp2 %347 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %349 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %350 = arith.mulf %348, %349 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %351 = vector.multi_reduction <add>, %346, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %352 = vector.shape_cast %351 : vector<128xf32> to vector<128x1xf32>
        %353 = vector.broadcast %352 : vector<128x1xf32> to vector<128x128xf32>
        %354 = arith.addf %350, %353 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %355 = vector.load %arg13[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %356 = vector.shape_cast %355 : vector<128x128xf32> to vector<128x128xf32>
        %357 = vector.shape_cast %354 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c512, %c0], %357 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %358 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %359 = vector.load %arg16[%358, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %360 = vector.shape_cast %359 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %361 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %362 = arith.mulf %348, %361 : vector<128x128xf32>
        %363 = arith.truncf %346 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %364 = tpu.matmul %363, %360, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %365 = arith.addf %362, %364 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %366 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %367 = vector.shape_cast %366 : vector<128x128xf32> to vector<128x128xf32>
        %368 = vector.shape_cast %365 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c512, %c0], %368 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %369 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %370 = vector.shape_cast %369 : vector<128x128xf32> to vector<128x128xf32>
        %371 = vector.shape_cast %341 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %371 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %372 = vector.extract_strided_slice %91 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %373 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %374 = tpu.memref_squeeze %373 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %375 = vector.load %374[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %376 = tpu.matmul %372, %375, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %377 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %378 = arith.mulf %376, %377 : vector<128x512xf32>
        %379 = vector.extract_strided_slice %102 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %380 = vector.extract_strided_slice %118 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %381 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %382 = arith.select %379, %378, %381 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %383 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %384 = arith.select %380, %382, %383 : vector<128x512xi1>, vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %385 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %386 = vector.multi_reduction <maximumf>, %336, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %387 = vector.shape_cast %386 : vector<128xf32> to vector<128x1xf32>
        %388 = vector.broadcast %387 : vector<128x1xf32> to vector<128x128xf32>
        %389 = arith.maximumf %385, %388 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %390 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %391 = arith.maximumf %389, %390 : vector<128x128xf32>
        %392 = tpu.concatenate %391, %391, %391, %391 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %393 = arith.subf %336, %392 : vector<128x512xf32>
        %394 = math.exp2 %393 : vector<128x512xf32>
        %395 = arith.subf %385, %391 : vector<128x128xf32>
        %396 = math.exp2 %395 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %397 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %398 = arith.mulf %396, %397 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %399 = vector.multi_reduction <add>, %394, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %400 = vector.shape_cast %399 : vector<128xf32> to vector<128x1xf32>
        %401 = vector.broadcast %400 : vector<128x1xf32> to vector<128x128xf32>
        %402 = arith.addf %398, %401 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %403 = vector.load %arg13[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %404 = vector.shape_cast %403 : vector<128x128xf32> to vector<128x128xf32>
        %405 = vector.shape_cast %402 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c640, %c0], %405 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %406 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %407 = vector.load %arg16[%406, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %408 = vector.shape_cast %407 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %409 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %410 = arith.mulf %396, %409 : vector<128x128xf32>
        %411 = arith.truncf %394 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %412 = tpu.matmul %411, %408, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %413 = arith.addf %410, %412 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %414 = vector.load %arg14[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %415 = vector.shape_cast %414 : vector<128x128xf32> to vector<128x128xf32>
        %416 = vector.shape_cast %413 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c640, %c0], %416 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %417 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %418 = vector.shape_cast %417 : vector<128x128xf32> to vector<128x128xf32>
        %419 = vector.shape_cast %389 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %419 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %420 = vector.extract_strided_slice %91 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %421 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %422 = tpu.memref_squeeze %421 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %423 = vector.load %422[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %424 = tpu.matmul %420, %423, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %425 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %426 = arith.mulf %424, %425 : vector<128x512xf32>
        %427 = vector.extract_strided_slice %102 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %428 = vector.extract_strided_slice %118 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %429 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %430 = arith.select %427, %426, %429 : vector<128x512xi1>, vector<128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %431 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %432 = arith.select %428, %430, %431 : vector<128x512xi1>, vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %433 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %434 = vector.multi_reduction <maximumf>, %384, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %435 = vector.shape_cast %434 : vector<128xf32> to vector<128x1xf32>
        %436 = vector.broadcast %435 : vector<128x1xf32> to vector<128x128xf32>
        %437 = arith.maximumf %433, %436 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %438 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %439 = arith.maximumf %437, %438 : vector<128x128xf32>
        %440 = tpu.concatenate %439, %439, %439, %439 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %441 = arith.subf %384, %440 : vector<128x512xf32>
        %442 = math.exp2 %441 : vector<128x512xf32>
        %443 = arith.subf %433, %439 : vector<128x128xf32>
        %444 = math.exp2 %443 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %445 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %446 = arith.mulf %444, %445 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %447 = vector.multi_reduction <add>, %442, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %448 = vector.shape_cast %447 : vector<128xf32> to vector<128x1xf32>
        %449 = vector.broadcast %448 : vector<128x1xf32> to vector<128x128xf32>
        %450 = arith.addf %446, %449 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %451 = vector.load %arg13[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %452 = vector.shape_cast %451 : vector<128x128xf32> to vector<128x128xf32>
        %453 = vector.shape_cast %450 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c768, %c0], %453 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %454 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %455 = vector.load %arg16[%454, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %456 = vector.shape_cast %455 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %457 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %458 = arith.mulf %444, %457 : vector<128x128xf32>
        %459 = arith.truncf %442 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %460 = tpu.matmul %459, %456, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %461 = arith.addf %458, %460 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %462 = vector.load %arg14[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %463 = vector.shape_cast %462 : vector<128x128xf32> to vector<128x128xf32>
        %464 = vector.shape_cast %461 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c768, %c0], %464 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %465 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %466 = vector.shape_cast %465 : vector<128x128xf32> to vector<128x128xf32>
        %467 = vector.shape_cast %437 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %467 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %468 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %469 = vector.multi_reduction <maximumf>, %432, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %470 = vector.shape_cast %469 : vector<128xf32> to vector<128x1xf32>
        %471 = vector.broadcast %470 : vector<128x1xf32> to vector<128x128xf32>
        %472 = arith.maximumf %468, %471 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %473 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %474 = arith.maximumf %472, %473 : vector<128x128xf32>
        %475 = tpu.concatenate %474, %474, %474, %474 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %476 = arith.subf %432, %475 : vector<128x512xf32>
        %477 = math.exp2 %476 : vector<128x512xf32>
        %478 = arith.subf %468, %474 : vector<128x128xf32>
        %479 = math.exp2 %478 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %480 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %481 = arith.mulf %479, %480 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %482 = vector.multi_reduction <add>, %477, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %483 = vector.shape_cast %482 : vector<128xf32> to vector<128x1xf32>
        %484 = vector.broadcast %483 : vector<128x1xf32> to vector<128x128xf32>
        %485 = arith.addf %481, %484 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %486 = vector.load %arg13[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %487 = vector.shape_cast %486 : vector<128x128xf32> to vector<128x128xf32>
        %488 = vector.shape_cast %485 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c896, %c0], %488 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %489 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %490 = vector.load %arg16[%489, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %491 = vector.shape_cast %490 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %492 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %493 = arith.mulf %479, %492 : vector<128x128xf32>
        %494 = arith.truncf %477 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %495 = tpu.matmul %494, %491, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %496 = arith.addf %493, %495 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %497 = vector.load %arg14[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %498 = vector.shape_cast %497 : vector<128x128xf32> to vector<128x128xf32>
        %499 = vector.shape_cast %496 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c896, %c0], %499 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %500 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %501 = vector.shape_cast %500 : vector<128x128xf32> to vector<128x128xf32>
        %502 = vector.shape_cast %472 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %502 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %503 = arith.addi %arg22, %c1_i32 : i32
        %c527_i32 = arith.constant 527 : i32
        %504 = arith.minsi %arg21, %c527_i32 : i32
        %505 = arith.index_cast %504 : i32 to index
        %506 = memref.load %arg4[%505] : memref<528xi8, #tpu.memory_space<smem>>
        %507 = arith.extsi %506 : i8 to i32
        %508 = arith.cmpi sge, %503, %507 : i32
        %c1_i32 = arith.constant 1 : i32
        %509 = arith.addi %arg21, %c1_i32 : i32
        %510 = arith.select %508, %509, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %511 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %512 = arith.select %508, %c0_i32, %511 : i32
        %513 = arith.cmpi slt, %510, %23 : i32
        %514 = arith.extui %513 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %515 = arith.cmpi ne, %514, %c0_i32 : i32
        scf.if %515 {
          %c0_i32 = arith.constant 0 : i32
          %516 = arith.addi %3, %c0_i32 : i32
          %517 = arith.index_cast %510 : i32 to index
          %518 = memref.load %arg3[%517] : memref<528xi8, #tpu.memory_space<smem>>
          %519 = arith.extsi %518 : i8 to i32
          %520 = arith.addi %519, %512 : i32
          %c2_i32 = arith.constant 2 : i32
          %521 = arith.divsi %516, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %522 = arith.muli %520, %c512_i32 : i32
          %523 = tpu.assume_multiple %522, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %524 = arith.divsi %516, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %525 = arith.muli %520, %c512_i32 : i32
          %526 = tpu.assume_multiple %525, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %527 = arith.muli %520, %c512_i32 : i32
          %528 = tpu.assume_multiple %527, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %529 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %530 = tpu.memref_squeeze %529 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %531 = tpu.memref_slice %arg15[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %532 = tpu.memref_squeeze %531 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %533 = tpu.memref_slice %arg8[%521, %523, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %534 = tpu.memref_squeeze %533 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%534 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%532 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%530 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %535 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %536 = tpu.memref_squeeze %535 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %537 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %538 = tpu.memref_squeeze %537 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %539 = tpu.memref_slice %arg9[%524, %526, %c0_i32] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %540 = tpu.memref_squeeze %539 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%540 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%538 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%536 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %541 = tpu.memref_slice %arg18[%arg25, %c2_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %542 = tpu.memref_squeeze %541 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %543 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
          %544 = tpu.memref_squeeze %543 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %545 = tpu.memref_slice %arg10[%c0_i32, %528] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%545 : memref<8x512xi32, #tpu.memory_space<any>>) target(%544 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%542 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %510, %512 : i32, i32
      }
      scf.yield %arg21, %arg22, %58#0, %58#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
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
    %47 = tpu.reciprocal %46 : vector<1024x128xf32> -> vector<1024x128xf32>
    %48 = arith.mulf %44, %47 : vector<1024x128xf32>
    %49 = arith.truncf %48 : vector<1024x128xf32> to vector<1024x128xbf16>
    %50 = vector.shape_cast %49 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg11[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %50 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
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
