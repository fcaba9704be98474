module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x32x32xi8>, %arg5: tensor<1x32x32xi8>, %arg6: tensor<1x32x32xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x16384x128xbf16>, %arg9: tensor<8x16384x128xbf16>, %arg10: tensor<8x16384x128xbf16>, %arg11: tensor<16384xi32>, %arg12: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<529> : tensor<i32>
    %c_0 = stablehlo.constant dense<528> : tensor<i32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i8>
    %c_4 = stablehlo.constant dense<32> : tensor<i32>
    %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_6 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_9 = stablehlo.constant dense<false> : tensor<1x1xi1>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %0 = call @_pad(%arg11, %c_10) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %1 = call @_pad(%arg12, %c_10) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %6 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %7 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %9 = call @_where(%8, %6, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %10 = stablehlo.reduce(%9 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %11 = call @_where(%8, %6, %c_10) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %12 = stablehlo.reduce(%11 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %14 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %16 = call @_where(%15, %13, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %17 = stablehlo.reduce(%16 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %18 = call @_where(%15, %13, %c_10) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %19 = stablehlo.reduce(%18 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %20 = stablehlo.iota dim = 0 : tensor<32xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %22 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %24 = stablehlo.compare LT, %21, %23, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %26 = stablehlo.add %21, %25 : tensor<1x32x1xi32>
    %27 = stablehlo.select %24, %26, %21 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %29 = "stablehlo.gather"(%10, %28) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %31 = stablehlo.compare LT, %22, %30, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %32 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %33 = stablehlo.add %22, %32 : tensor<1x32x32xi32>
    %34 = stablehlo.select %31, %33, %22 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %36 = "stablehlo.gather"(%19, %35) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %37 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %38 = stablehlo.compare LE, %37, %36, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %39 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %40 = stablehlo.compare LT, %22, %39, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %41 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %42 = stablehlo.add %22, %41 : tensor<1x32x32xi32>
    %43 = stablehlo.select %40, %42, %22 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %45 = "stablehlo.gather"(%17, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %46 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %47 = stablehlo.compare LT, %21, %46, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %48 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %49 = stablehlo.add %21, %48 : tensor<1x32x1xi32>
    %50 = stablehlo.select %47, %49, %21 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %52 = "stablehlo.gather"(%12, %51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %54 = stablehlo.compare LE, %45, %53, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %55 = stablehlo.and %38, %54 : tensor<1x32x32xi1>
    %56 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %57 = stablehlo.compare NE, %arg0, %56, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %58 = stablehlo.and %57, %55 : tensor<1x32x32xi1>
    %59 = stablehlo.not %58 : tensor<1x32x32xi1>
    %60 = call @argsort(%59) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %61 = call @_where_0(%58, %arg0, %c_7) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %62 = call @take_along_axis(%61, %60) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %63 = call @take_along_axis_1(%arg1, %60) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %64 = call @take_along_axis_1(%arg2, %60) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %65 = stablehlo.convert %58 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %66 = stablehlo.reduce(%65 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %68 = stablehlo.iota dim = 0 : tensor<32xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %71 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %72 = stablehlo.compare LT, %70, %71, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %73 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %74 = stablehlo.subtract %67, %73 : tensor<1x32x1xi32>
    %75 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %76 = stablehlo.maximum %74, %75 : tensor<1x32x1xi32>
    %77 = call @take_along_axis_2(%63, %76) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %78 = call @_where_3(%72, %63, %77) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %79 = call @take_along_axis_2(%64, %76) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %80 = call @_where_3(%72, %64, %79) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %81 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %82 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %83 = stablehlo.compare GE, %81, %82, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %84 = call @_where(%83, %81, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %85 = stablehlo.reduce(%84 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %86 = call @_where(%83, %81, %c_10) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %87 = stablehlo.reduce(%86 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %88 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %89 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %90 = stablehlo.compare GE, %88, %89, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %91 = call @_where(%90, %88, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %92 = stablehlo.reduce(%91 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %93 = call @_where(%90, %88, %c_10) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %94 = stablehlo.reduce(%93 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %95 = stablehlo.iota dim = 0 : tensor<32xi32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %97 = stablehlo.convert %arg5 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %98 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %99 = stablehlo.compare LT, %97, %98, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %100 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %101 = stablehlo.add %97, %100 : tensor<1x32x32xi32>
    %102 = stablehlo.select %99, %101, %97 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %104 = "stablehlo.gather"(%85, %103) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %105 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %106 = stablehlo.compare LT, %96, %105, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %107 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %108 = stablehlo.add %96, %107 : tensor<1x32x1xi32>
    %109 = stablehlo.select %106, %108, %96 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %111 = "stablehlo.gather"(%94, %110) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %113 = stablehlo.compare LE, %104, %112, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %114 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %115 = stablehlo.compare LT, %96, %114, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %116 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %117 = stablehlo.add %96, %116 : tensor<1x32x1xi32>
    %118 = stablehlo.select %115, %117, %96 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %120 = "stablehlo.gather"(%92, %119) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %121 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %122 = stablehlo.compare LT, %97, %121, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %123 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %124 = stablehlo.add %97, %123 : tensor<1x32x32xi32>
    %125 = stablehlo.select %122, %124, %97 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %127 = "stablehlo.gather"(%87, %126) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %128 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %129 = stablehlo.compare LE, %128, %127, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %130 = stablehlo.and %113, %129 : tensor<1x32x32xi1>
    %131 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %132 = stablehlo.compare NE, %arg4, %131, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %133 = stablehlo.and %132, %130 : tensor<1x32x32xi1>
    %134 = stablehlo.not %133 : tensor<1x32x32xi1>
    %135 = call @argsort(%134) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %136 = call @_where_0(%133, %arg4, %c_7) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %137 = call @take_along_axis(%136, %135) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %138 = call @take_along_axis_1(%arg5, %135) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %139 = call @take_along_axis_1(%arg6, %135) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %140 = stablehlo.convert %133 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %141 = stablehlo.reduce(%140 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %143 = stablehlo.iota dim = 0 : tensor<32xi32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %146 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %147 = stablehlo.compare LT, %145, %146, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %148 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %149 = stablehlo.subtract %142, %148 : tensor<1x32x1xi32>
    %150 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %151 = stablehlo.maximum %149, %150 : tensor<1x32x1xi32>
    %152 = call @take_along_axis_2(%138, %151) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %153 = call @_where_3(%147, %138, %152) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %154 = call @take_along_axis_2(%139, %151) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %155 = call @_where_3(%147, %139, %154) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %156 = call @_pad_4(%arg8, %c_7) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %157 = call @_pad_5(%arg9, %c_7) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %158 = call @_pad_5(%arg10, %c_7) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %159 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %160 = stablehlo.compare NE, %62, %159, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %161 = stablehlo.convert %78 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %162 = stablehlo.convert %62 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %163 = stablehlo.slice %161 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %164 = stablehlo.slice %161 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %165 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %166 = stablehlo.add %164, %165 : tensor<1x32x31xi32>
    %167 = stablehlo.compare EQ, %163, %166, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %168 = stablehlo.slice %162 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %169 = stablehlo.slice %162 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %170 = stablehlo.compare EQ, %168, %169, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %171 = stablehlo.and %167, %170 : tensor<1x32x31xi1>
    %172 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %173 = stablehlo.not %171 : tensor<1x32x31xi1>
    %174 = stablehlo.concatenate %172, %173, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %175 = stablehlo.and %160, %174 : tensor<1x32x32xi1>
    %176 = stablehlo.convert %78 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %177 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %178 = stablehlo.add %c_8, %177 : tensor<1x1xi32>
    %179 = stablehlo.select %c_9, %178, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %181 = "stablehlo.gather"(%176, %180) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %182 = stablehlo.transpose %181, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %183 = stablehlo.reshape %182 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %184 = stablehlo.convert %62 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %185 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %186 = stablehlo.add %c_8, %185 : tensor<1x1xi32>
    %187 = stablehlo.select %c_9, %186, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %189 = "stablehlo.gather"(%184, %188) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %191 = stablehlo.reshape %190 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %192 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %193 = stablehlo.add %c_8, %192 : tensor<1x1xi32>
    %194 = stablehlo.select %c_9, %193, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %196 = "stablehlo.gather"(%160, %195) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %197 = stablehlo.transpose %196, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %198 = stablehlo.reshape %197 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %199 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %200 = stablehlo.add %c_8, %199 : tensor<1x1xi32>
    %201 = stablehlo.select %c_9, %200, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %203 = "stablehlo.gather"(%175, %202) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %204 = stablehlo.transpose %203, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %205 = stablehlo.reshape %204 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %206 = stablehlo.reshape %205 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %207 = stablehlo.reshape %198 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %208 = call @cumsum(%206) : (tensor<1024xi1>) -> tensor<1024xi32>
    %209 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %210 = stablehlo.subtract %208, %209 : tensor<1024xi32>
    %211 = call @_where_7(%206, %210, %c_0) : (tensor<1024xi1>, tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %212 = stablehlo.reshape %183 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %213 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %214 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %215 = stablehlo.compare LT, %211, %214, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %216 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %217 = stablehlo.add %211, %216 : tensor<1024xi32>
    %218 = stablehlo.select %215, %217, %211 : tensor<1024xi1>, tensor<1024xi32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %220 = "stablehlo.scatter"(%213, %219, %212) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      stablehlo.return %arg14 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %221 = stablehlo.slice %220 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %222 = stablehlo.reshape %191 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %223 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %224 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %225 = stablehlo.compare LT, %211, %224, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %226 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %227 = stablehlo.add %211, %226 : tensor<1024xi32>
    %228 = stablehlo.select %225, %227, %211 : tensor<1024xi1>, tensor<1024xi32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %230 = "stablehlo.scatter"(%223, %229, %222) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      stablehlo.return %arg14 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %231 = stablehlo.slice %230 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %232 = call @_where_7(%207, %210, %c_0) : (tensor<1024xi1>, tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %233 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %234 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %235 = stablehlo.compare LT, %232, %234, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %236 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %237 = stablehlo.add %232, %236 : tensor<1024xi32>
    %238 = stablehlo.select %235, %237, %232 : tensor<1024xi1>, tensor<1024xi32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %240 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %241 = "stablehlo.scatter"(%233, %239, %240) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
      %255 = stablehlo.add %arg13, %arg14 : tensor<i32>
      stablehlo.return %255 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %242 = stablehlo.slice %241 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %243 = stablehlo.convert %205 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %244 = stablehlo.reduce(%243 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x32xi32>, tensor<i32>) -> tensor<32xi32>
    %245 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %246 = call @cumsum_8(%244) : (tensor<32xi32>) -> tensor<32xi32>
    %247 = stablehlo.concatenate %245, %246, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %248 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %249 = stablehlo.minimum %247, %248 : tensor<33xi32>
    %250 = stablehlo.convert %249 : (tensor<33xi32>) -> tensor<33xi16>
    %251 = stablehlo.convert %221 : (tensor<528xi32>) -> tensor<528xi8>
    %252 = stablehlo.convert %242 : (tensor<528xi32>) -> tensor<528xi8>
    %253 = stablehlo.convert %231 : (tensor<528xi32>) -> tensor<528xi8>
    %254 = stablehlo.custom_call @tpu_custom_call(%250, %251, %252, %253, %156, %3, %157, %158, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:46728d6270e07eaf961920ad571db70e3addb9cf1cffc3fee396eee1260ff90a\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    return %254 : tensor<16x16384x128xbf16>
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
  func.func private @_where_7(%arg0: tensor<1024xi1>, %arg1: tensor<1024xi32>, %arg2: tensor<i32>) -> tensor<1024xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1024xi1>, tensor<1024xi32>
    return %2 : tensor<1024xi32>
  }
  func.func private @cumsum_8(%arg0: tensor<32xi32>) -> tensor<32xi32> {
    %0 = call @cumsum_9(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<32xi32>) -> tensor<32xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    return %1 : tensor<32xi32>
  }
}

// ---- kernel sparse_cli_fwd sha256:46728d6270e07eaf961920ad571db70e3addb9cf1cffc3fee396eee1260ff90a
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg8: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<8x16384xi32, #tpu.memory_space<any>>, %arg11: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x8x512xi32, #tpu.memory_space<vmem>>, %arg18: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.muli %arg0, %c1_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %2 = arith.divsi %0, %c32_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_1 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c32_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c32_i32, %c0_i32_3 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c32_i32 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_4 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32_5 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32_5 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c32_i32_8 = arith.constant 32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %22 = arith.cmpi eq, %c32_i32_8, %c0_i32_9 : i32
    %c1_i32_10 = arith.constant 1 : i32
    %23 = arith.select %22, %c1_i32_10, %c32_i32_8 : i32
    %24 = arith.remsi %0, %23 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32_11 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %24, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %23, %c0_i32_13 : i32
    %28 = arith.xori %26, %27 : i1
    %29 = arith.andi %28, %25 : i1
    %30 = arith.addi %24, %23 : i32
    %31 = arith.select %29, %30, %24 : i32
    %cst = arith.constant 0xFF800000 : f32
    %32 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %33 = vector.load %arg12[%c0, %c0_14] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %34 = vector.shape_cast %33 : vector<512x128xf32> to vector<512x128xf32>
    %35 = vector.shape_cast %32 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0_14], %35 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_15 = arith.constant 0.000000e+00 : f32
    %36 = vector.broadcast %cst_15 : f32 to vector<512x128xf32>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %37 = vector.load %arg13[%c0_16, %c0_17] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %38 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
    %39 = vector.shape_cast %36 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0_16, %c0_17], %39 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_18 = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_18 : f32 to vector<512x128xf32>
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %41 = vector.load %arg14[%c0_19, %c0_20] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %42 = vector.shape_cast %41 : vector<512x128xf32> to vector<512x128xf32>
    %43 = vector.shape_cast %40 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0_19, %c0_20], %43 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %44 = arith.index_cast %arg1 : i32 to index
    %45 = memref.load %arg2[%44] : memref<33xi16, #tpu.memory_space<smem>>
    %46 = arith.extsi %45 : i16 to i32
    %c1_i32_21 = arith.constant 1 : i32
    %47 = arith.addi %arg1, %c1_i32_21 : i32
    %48 = arith.index_cast %47 : i32 to index
    %49 = memref.load %arg2[%48] : memref<33xi16, #tpu.memory_space<smem>>
    %50 = arith.extsi %49 : i16 to i32
    %51 = arith.cmpi slt, %46, %50 : i32
    %52 = arith.extui %51 : i1 to i32
    %c0_i32_22 = arith.constant 0 : i32
    %53 = arith.cmpi ne, %52, %c0_i32_22 : i32
    scf.if %53 {
      %c0_i32_34 = arith.constant 0 : i32
      %68 = arith.addi %21, %c0_i32_34 : i32
      %69 = arith.index_cast %46 : i32 to index
      %70 = memref.load %arg3[%69] : memref<528xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %c0_i32_35 = arith.constant 0 : i32
      %72 = arith.addi %71, %c0_i32_35 : i32
      %c2_i32 = arith.constant 2 : i32
      %73 = arith.divsi %68, %c2_i32 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %74 = arith.cmpi sgt, %68, %c0_i32_36 : i32
      %75 = arith.extui %74 : i1 to i32
      %c0_i32_37 = arith.constant 0 : i32
      %76 = arith.cmpi slt, %68, %c0_i32_37 : i32
      %77 = arith.extui %76 : i1 to i32
      %78 = arith.subi %75, %77 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %79 = arith.cmpi sgt, %c2_i32, %c0_i32_38 : i32
      %80 = arith.extui %79 : i1 to i32
      %c0_i32_39 = arith.constant 0 : i32
      %81 = arith.cmpi slt, %c2_i32, %c0_i32_39 : i32
      %82 = arith.extui %81 : i1 to i32
      %83 = arith.subi %80, %82 : i32
      %84 = arith.cmpi ne, %78, %83 : i32
      %85 = arith.remsi %68, %c2_i32 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %86 = arith.cmpi ne, %85, %c0_i32_40 : i32
      %87 = arith.andi %84, %86 : i1
      %c1_i32_41 = arith.constant 1 : i32
      %88 = arith.subi %73, %c1_i32_41 : i32
      %89 = arith.select %87, %88, %73 : i32
      %c512_i32 = arith.constant 512 : i32
      %90 = arith.muli %72, %c512_i32 : i32
      %91 = tpu.assume_multiple %90, 512 : i32
      %c2_i32_42 = arith.constant 2 : i32
      %92 = arith.divsi %68, %c2_i32_42 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %93 = arith.cmpi sgt, %68, %c0_i32_43 : i32
      %94 = arith.extui %93 : i1 to i32
      %c0_i32_44 = arith.constant 0 : i32
      %95 = arith.cmpi slt, %68, %c0_i32_44 : i32
      %96 = arith.extui %95 : i1 to i32
      %97 = arith.subi %94, %96 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %98 = arith.cmpi sgt, %c2_i32_42, %c0_i32_45 : i32
      %99 = arith.extui %98 : i1 to i32
      %c0_i32_46 = arith.constant 0 : i32
      %100 = arith.cmpi slt, %c2_i32_42, %c0_i32_46 : i32
      %101 = arith.extui %100 : i1 to i32
      %102 = arith.subi %99, %101 : i32
      %103 = arith.cmpi ne, %97, %102 : i32
      %104 = arith.remsi %68, %c2_i32_42 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %105 = arith.cmpi ne, %104, %c0_i32_47 : i32
      %106 = arith.andi %103, %105 : i1
      %c1_i32_48 = arith.constant 1 : i32
      %107 = arith.subi %92, %c1_i32_48 : i32
      %108 = arith.select %106, %107, %92 : i32
      %c512_i32_49 = arith.constant 512 : i32
      %109 = arith.muli %72, %c512_i32_49 : i32
      %110 = tpu.assume_multiple %109, 512 : i32
      %c512_i32_50 = arith.constant 512 : i32
      %111 = arith.muli %72, %c512_i32_50 : i32
      %112 = tpu.assume_multiple %111, 512 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %c0_i32_52 = arith.constant 0 : i32
      %c0_i32_53 = arith.constant 0 : i32
      %113 = tpu.memref_slice %arg18[%c0_i32_52, %c0_i32_53] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %114 = tpu.memref_squeeze %113 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_54 = arith.constant 0 : i32
      %c0_i32_55 = arith.constant 0 : i32
      %115 = tpu.memref_slice %arg15[%c0_i32_51, %c0_i32_54, %c0_i32_55] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %116 = tpu.memref_squeeze %115 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_56 = arith.constant 0 : i32
      %117 = tpu.memref_slice %arg8[%89, %91, %c0_i32_56] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %118 = tpu.memref_squeeze %117 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%118 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%116 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%114 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_57 = arith.constant 0 : i32
      %c0_i32_58 = arith.constant 0 : i32
      %c1_i32_59 = arith.constant 1 : i32
      %119 = tpu.memref_slice %arg18[%c0_i32_58, %c1_i32_59] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %120 = tpu.memref_squeeze %119 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_60 = arith.constant 0 : i32
      %c0_i32_61 = arith.constant 0 : i32
      %121 = tpu.memref_slice %arg16[%c0_i32_57, %c0_i32_60, %c0_i32_61] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %122 = tpu.memref_squeeze %121 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_62 = arith.constant 0 : i32
      %123 = tpu.memref_slice %arg9[%108, %110, %c0_i32_62] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %124 = tpu.memref_squeeze %123 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%124 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%122 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%120 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_63 = arith.constant 0 : i32
      %c0_i32_64 = arith.constant 0 : i32
      %c2_i32_65 = arith.constant 2 : i32
      %125 = tpu.memref_slice %arg18[%c0_i32_64, %c2_i32_65] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %126 = tpu.memref_squeeze %125 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_66 = arith.constant 0 : i32
      %c0_i32_67 = arith.constant 0 : i32
      %127 = tpu.memref_slice %arg17[%c0_i32_63, %c0_i32_66, %c0_i32_67] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %128 = tpu.memref_squeeze %127 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32_68 = arith.constant 0 : i32
      %129 = tpu.memref_slice %arg10[%c0_i32_68, %112] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%129 : memref<8x512xi32, #tpu.memory_space<any>>) target(%128 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%126 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_23 = arith.constant 0 : i32
    %c0_i32_24 = arith.constant 0 : i32
    %54:3 = scf.while (%arg19 = %46, %arg20 = %c0_i32_23, %arg21 = %c0_i32_24) : (i32, i32, i32) -> (i32, i32, i32) {
      %68 = arith.cmpi slt, %arg19, %50 : i32
      scf.condition(%68) %arg19, %arg20, %arg21 : i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32):
      %c1_i32_34 = arith.constant 1 : i32
      %68 = arith.addi %arg20, %c1_i32_34 : i32
      %69 = arith.index_cast %arg19 : i32 to index
      %70 = memref.load %arg4[%69] : memref<528xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %72 = arith.cmpi sge, %68, %71 : i32
      %c1_i32_35 = arith.constant 1 : i32
      %73 = arith.addi %arg19, %c1_i32_35 : i32
      %74 = arith.select %72, %73, %arg19 : i32
      %c1_i32_36 = arith.constant 1 : i32
      %75 = arith.addi %arg20, %c1_i32_36 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %76 = arith.select %72, %c0_i32_37, %75 : i32
      %77 = arith.cmpi slt, %74, %50 : i32
      %78 = arith.extui %77 : i1 to i32
      %c0_i32_38 = arith.constant 0 : i32
      %79 = arith.cmpi ne, %78, %c0_i32_38 : i32
      scf.if %79 {
        %c0_i32_109 = arith.constant 0 : i32
        %237 = arith.addi %21, %c0_i32_109 : i32
        %238 = arith.index_cast %74 : i32 to index
        %239 = memref.load %arg3[%238] : memref<528xi8, #tpu.memory_space<smem>>
        %240 = arith.extsi %239 : i8 to i32
        %241 = arith.addi %240, %76 : i32
        %c1_i32_110 = arith.constant 1 : i32
        %242 = arith.subi %c1_i32_110, %arg21 : i32
        %c2_i32_111 = arith.constant 2 : i32
        %243 = arith.divsi %237, %c2_i32_111 : i32
        %c0_i32_112 = arith.constant 0 : i32
        %244 = arith.cmpi sgt, %237, %c0_i32_112 : i32
        %245 = arith.extui %244 : i1 to i32
        %c0_i32_113 = arith.constant 0 : i32
        %246 = arith.cmpi slt, %237, %c0_i32_113 : i32
        %247 = arith.extui %246 : i1 to i32
        %248 = arith.subi %245, %247 : i32
        %c0_i32_114 = arith.constant 0 : i32
        %249 = arith.cmpi sgt, %c2_i32_111, %c0_i32_114 : i32
        %250 = arith.extui %249 : i1 to i32
        %c0_i32_115 = arith.constant 0 : i32
        %251 = arith.cmpi slt, %c2_i32_111, %c0_i32_115 : i32
        %252 = arith.extui %251 : i1 to i32
        %253 = arith.subi %250, %252 : i32
        %254 = arith.cmpi ne, %248, %253 : i32
        %255 = arith.remsi %237, %c2_i32_111 : i32
        %c0_i32_116 = arith.constant 0 : i32
        %256 = arith.cmpi ne, %255, %c0_i32_116 : i32
        %257 = arith.andi %254, %256 : i1
        %c1_i32_117 = arith.constant 1 : i32
        %258 = arith.subi %243, %c1_i32_117 : i32
        %259 = arith.select %257, %258, %243 : i32
        %c512_i32_118 = arith.constant 512 : i32
        %260 = arith.muli %241, %c512_i32_118 : i32
        %261 = tpu.assume_multiple %260, 512 : i32
        %c2_i32_119 = arith.constant 2 : i32
        %262 = arith.divsi %237, %c2_i32_119 : i32
        %c0_i32_120 = arith.constant 0 : i32
        %263 = arith.cmpi sgt, %237, %c0_i32_120 : i32
        %264 = arith.extui %263 : i1 to i32
        %c0_i32_121 = arith.constant 0 : i32
        %265 = arith.cmpi slt, %237, %c0_i32_121 : i32
        %266 = arith.extui %265 : i1 to i32
        %267 = arith.subi %264, %266 : i32
        %c0_i32_122 = arith.constant 0 : i32
        %268 = arith.cmpi sgt, %c2_i32_119, %c0_i32_122 : i32
        %269 = arith.extui %268 : i1 to i32
        %c0_i32_123 = arith.constant 0 : i32
        %270 = arith.cmpi slt, %c2_i32_119, %c0_i32_123 : i32
        %271 = arith.extui %270 : i1 to i32
        %272 = arith.subi %269, %271 : i32
        %273 = arith.cmpi ne, %267, %272 : i32
        %274 = arith.remsi %237, %c2_i32_119 : i32
        %c0_i32_124 = arith.constant 0 : i32
        %275 = arith.cmpi ne, %274, %c0_i32_124 : i32
        %276 = arith.andi %273, %275 : i1
        %c1_i32_125 = arith.constant 1 : i32
        %277 = arith.subi %262, %c1_i32_125 : i32
        %278 = arith.select %276, %277, %262 : i32
        %c512_i32_126 = arith.constant 512 : i32
        %279 = arith.muli %241, %c512_i32_126 : i32
        %280 = tpu.assume_multiple %279, 512 : i32
        %c512_i32_127 = arith.constant 512 : i32
        %281 = arith.muli %241, %c512_i32_127 : i32
        %282 = tpu.assume_multiple %281, 512 : i32
        %c0_i32_128 = arith.constant 0 : i32
        %283 = tpu.memref_slice %arg18[%242, %c0_i32_128] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %284 = tpu.memref_squeeze %283 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_129 = arith.constant 0 : i32
        %c0_i32_130 = arith.constant 0 : i32
        %285 = tpu.memref_slice %arg15[%242, %c0_i32_129, %c0_i32_130] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %286 = tpu.memref_squeeze %285 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_131 = arith.constant 0 : i32
        %287 = tpu.memref_slice %arg8[%259, %261, %c0_i32_131] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %288 = tpu.memref_squeeze %287 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%288 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%286 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%284 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_132 = arith.constant 1 : i32
        %289 = tpu.memref_slice %arg18[%242, %c1_i32_132] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %290 = tpu.memref_squeeze %289 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_133 = arith.constant 0 : i32
        %c0_i32_134 = arith.constant 0 : i32
        %291 = tpu.memref_slice %arg16[%242, %c0_i32_133, %c0_i32_134] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %292 = tpu.memref_squeeze %291 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_135 = arith.constant 0 : i32
        %293 = tpu.memref_slice %arg9[%278, %280, %c0_i32_135] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %294 = tpu.memref_squeeze %293 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%294 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%292 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%290 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_136 = arith.constant 2 : i32
        %295 = tpu.memref_slice %arg18[%242, %c2_i32_136] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %296 = tpu.memref_squeeze %295 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_137 = arith.constant 0 : i32
        %c0_i32_138 = arith.constant 0 : i32
        %297 = tpu.memref_slice %arg17[%242, %c0_i32_137, %c0_i32_138] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %298 = tpu.memref_squeeze %297 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32_139 = arith.constant 0 : i32
        %299 = tpu.memref_slice %arg10[%c0_i32_139, %282] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%299 : memref<8x512xi32, #tpu.memory_space<any>>) target(%298 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%296 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_39 = arith.constant 0 : i32
      %80 = arith.addi %21, %c0_i32_39 : i32
      %81 = arith.index_cast %arg19 : i32 to index
      %82 = memref.load %arg3[%81] : memref<528xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %84 = arith.addi %83, %arg20 : i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.divsi %80, %c2_i32 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %86 = arith.cmpi sgt, %80, %c0_i32_40 : i32
      %87 = arith.extui %86 : i1 to i32
      %c0_i32_41 = arith.constant 0 : i32
      %88 = arith.cmpi slt, %80, %c0_i32_41 : i32
      %89 = arith.extui %88 : i1 to i32
      %90 = arith.subi %87, %89 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %91 = arith.cmpi sgt, %c2_i32, %c0_i32_42 : i32
      %92 = arith.extui %91 : i1 to i32
      %c0_i32_43 = arith.constant 0 : i32
      %93 = arith.cmpi slt, %c2_i32, %c0_i32_43 : i32
      %94 = arith.extui %93 : i1 to i32
      %95 = arith.subi %92, %94 : i32
      %96 = arith.cmpi ne, %90, %95 : i32
      %97 = arith.remsi %80, %c2_i32 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %98 = arith.cmpi ne, %97, %c0_i32_44 : i32
      %99 = arith.andi %96, %98 : i1
      %c1_i32_45 = arith.constant 1 : i32
      %100 = arith.subi %85, %c1_i32_45 : i32
      %101 = arith.select %99, %100, %85 : i32
      %c512_i32 = arith.constant 512 : i32
      %102 = arith.muli %84, %c512_i32 : i32
      %103 = tpu.assume_multiple %102, 512 : i32
      %c2_i32_46 = arith.constant 2 : i32
      %104 = arith.divsi %80, %c2_i32_46 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %105 = arith.cmpi sgt, %80, %c0_i32_47 : i32
      %106 = arith.extui %105 : i1 to i32
      %c0_i32_48 = arith.constant 0 : i32
      %107 = arith.cmpi slt, %80, %c0_i32_48 : i32
      %108 = arith.extui %107 : i1 to i32
      %109 = arith.subi %106, %108 : i32
      %c0_i32_49 = arith.constant 0 : i32
      %110 = arith.cmpi sgt, %c2_i32_46, %c0_i32_49 : i32
      %111 = arith.extui %110 : i1 to i32
      %c0_i32_50 = arith.constant 0 : i32
      %112 = arith.cmpi slt, %c2_i32_46, %c0_i32_50 : i32
      %113 = arith.extui %112 : i1 to i32
      %114 = arith.subi %111, %113 : i32
      %115 = arith.cmpi ne, %109, %114 : i32
      %116 = arith.remsi %80, %c2_i32_46 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %117 = arith.cmpi ne, %116, %c0_i32_51 : i32
      %118 = arith.andi %115, %117 : i1
      %c1_i32_52 = arith.constant 1 : i32
      %119 = arith.subi %104, %c1_i32_52 : i32
      %120 = arith.select %118, %119, %104 : i32
      %c512_i32_53 = arith.constant 512 : i32
      %121 = arith.muli %84, %c512_i32_53 : i32
      %122 = tpu.assume_multiple %121, 512 : i32
      %c512_i32_54 = arith.constant 512 : i32
      %123 = arith.muli %84, %c512_i32_54 : i32
      %124 = tpu.assume_multiple %123, 512 : i32
      %c0_i32_55 = arith.constant 0 : i32
      %125 = tpu.memref_slice %arg18[%arg21, %c0_i32_55] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %126 = tpu.memref_squeeze %125 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_56 = arith.constant 0 : i32
      %c0_i32_57 = arith.constant 0 : i32
      %127 = tpu.memref_slice %arg15[%arg21, %c0_i32_56, %c0_i32_57] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %128 = tpu.memref_squeeze %127 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_58 = arith.constant 0 : i32
      %129 = tpu.memref_slice %arg8[%101, %103, %c0_i32_58] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %130 = tpu.memref_squeeze %129 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%126 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%130 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%128 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_59 = arith.constant 1 : i32
      %131 = tpu.memref_slice %arg18[%arg21, %c1_i32_59] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %132 = tpu.memref_squeeze %131 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_60 = arith.constant 0 : i32
      %c0_i32_61 = arith.constant 0 : i32
      %133 = tpu.memref_slice %arg16[%arg21, %c0_i32_60, %c0_i32_61] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %134 = tpu.memref_squeeze %133 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_62 = arith.constant 0 : i32
      %135 = tpu.memref_slice %arg9[%120, %122, %c0_i32_62] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %136 = tpu.memref_squeeze %135 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%132 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%136 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%134 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32_63 = arith.constant 2 : i32
      %137 = tpu.memref_slice %arg18[%arg21, %c2_i32_63] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %138 = tpu.memref_squeeze %137 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_64 = arith.constant 0 : i32
      %c0_i32_65 = arith.constant 0 : i32
      %139 = tpu.memref_slice %arg17[%arg21, %c0_i32_64, %c0_i32_65] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %140 = tpu.memref_squeeze %139 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32_66 = arith.constant 0 : i32
      %141 = tpu.memref_slice %arg10[%c0_i32_66, %124] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%138 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%141 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%140 : memref<8x512xi32, #tpu.memory_space<vmem>>)
      %142 = arith.index_cast %arg19 : i32 to index
      %143 = memref.load %arg5[%142] : memref<528xi8, #tpu.memory_space<smem>>
      %144 = arith.extsi %143 : i8 to i32
      %c0_67 = arith.constant 0 : index
      %c0_68 = arith.constant 0 : index
      %c0_69 = arith.constant 0 : index
      %145 = vector.load %arg6[%c0_67, %c0_68, %c0_69] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %146 = vector.shape_cast %145 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %147 = arith.index_cast %arg21 : i32 to index
      %c0_70 = arith.constant 0 : index
      %c0_71 = arith.constant 0 : index
      %148 = vector.load %arg15[%147, %c0_70, %c0_71] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %149 = vector.shape_cast %148 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_72 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %150 = tpu.matmul %146, %149, %cst_72 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_73 = arith.constant 0.0883883461 : f32
      %151 = vector.broadcast %cst_73 : f32 to vector<512x512xf32>
      %152 = arith.mulf %150, %151 : vector<512x512xf32>
      %c0_74 = arith.constant 0 : index
      %c0_75 = arith.constant 0 : index
      %153 = vector.load %arg7[%c0_74, %c0_75] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %154 = vector.shape_cast %153 : vector<512x1xi32> to vector<512x1xi32>
      %c0_i32_76 = arith.constant 0 : i32
      %c0_i32_77 = arith.constant 0 : i32
      %155 = tpu.memref_slice %arg17[%arg21, %c0_i32_76, %c0_i32_77] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %156 = tpu.memref_squeeze %155 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_78 = arith.constant 0 : index
      %c0_79 = arith.constant 0 : index
      %157 = vector.load %156[%c0_78, %c0_79] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %c512_i32_80 = arith.constant 512 : i32
      %158 = arith.muli %31, %c512_i32_80 : i32
      %159 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %160 = vector.broadcast %158 : i32 to vector<512x512xi32>
      %161 = arith.addi %160, %159 : vector<512x512xi32>
      %c512_i32_81 = arith.constant 512 : i32
      %162 = arith.muli %84, %c512_i32_81 : i32
      %163 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %164 = vector.broadcast %162 : i32 to vector<512x512xi32>
      %165 = arith.addi %164, %163 : vector<512x512xi32>
      %166 = arith.subi %165, %161 : vector<512x512xi32>
      %167 = arith.cmpi eq, %166, %166 : vector<512x512xi32>
      %c0_i32_82 = arith.constant 0 : i32
      %168 = vector.broadcast %c0_i32_82 : i32 to vector<512x512xi32>
      %169 = arith.cmpi sle, %166, %168 : vector<512x512xi32>
      %170 = arith.andi %167, %169 : vector<512x512xi1>
      %c16384_i32 = arith.constant 16384 : i32
      %171 = vector.broadcast %c16384_i32 : i32 to vector<512x512xi32>
      %172 = arith.cmpi slt, %161, %171 : vector<512x512xi32>
      %173 = arith.andi %170, %172 : vector<512x512xi1>
      %c16384_i32_83 = arith.constant 16384 : i32
      %174 = vector.broadcast %c16384_i32_83 : i32 to vector<512x512xi32>
      %175 = arith.cmpi slt, %165, %174 : vector<512x512xi32>
      %176 = arith.andi %173, %175 : vector<512x512xi1>
      %c2_i32_84 = arith.constant 2 : i32
      %177 = arith.cmpi eq, %144, %c2_i32_84 : i32
      %178 = vector.broadcast %177 : i1 to vector<512x512xi1>
      %179 = arith.ori %176, %178 : vector<512x512xi1>
      %180 = vector.broadcast %154 : vector<512x1xi32> to vector<512x512xi32>
      %181 = vector.broadcast %157 : vector<1x512xi32> to vector<512x512xi32>
      %182 = arith.cmpi eq, %180, %181 : vector<512x512xi32>
      %183 = arith.andi %179, %182 : vector<512x512xi1>
      %c0_i32_85 = arith.constant 0 : i32
      %184 = vector.broadcast %c0_i32_85 : i32 to vector<512x1xi32>
      %185 = arith.cmpi sge, %154, %184 : vector<512x1xi32>
      %186 = vector.broadcast %185 : vector<512x1xi1> to vector<512x512xi1>
      %187 = arith.andi %183, %186 : vector<512x512xi1>
      %c0_i32_86 = arith.constant 0 : i32
      %188 = vector.broadcast %c0_i32_86 : i32 to vector<1x512xi32>
      %189 = arith.cmpi sge, %157, %188 : vector<1x512xi32>
      %190 = vector.broadcast %189 : vector<1x512xi1> to vector<512x512xi1>
      %191 = arith.andi %187, %190 : vector<512x512xi1>
      %c0_87 = arith.constant 0 : index
      %c0_88 = arith.constant 0 : index
      %192 = vector.load %arg12[%c0_87, %c0_88] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_89 = arith.constant 0xFF800000 : f32
      %193 = vector.broadcast %cst_89 : f32 to vector<512x512xf32>
      %194 = arith.select %191, %152, %193 : vector<512x512xi1>, vector<512x512xf32>
      %cst_90 = arith.constant dense<0xFF800000> : vector<512xf32>
      %195 = vector.multi_reduction <maximumf>, %194, %cst_90 [1] : vector<512x512xf32> to vector<512xf32>
      %196 = vector.shape_cast %195 : vector<512xf32> to vector<512x1xf32>
      %197 = vector.broadcast %196 : vector<512x1xf32> to vector<512x128xf32>
      %198 = arith.maximumf %192, %197 : vector<512x128xf32>
      %cst_91 = arith.constant 0xFF800000 : f32
      %199 = vector.broadcast %cst_91 : f32 to vector<512x128xf32>
      %200 = arith.cmpf oeq, %198, %199 : vector<512x128xf32>
      %cst_92 = arith.constant 0.000000e+00 : f32
      %201 = vector.broadcast %cst_92 : f32 to vector<512x128xf32>
      %202 = arith.select %200, %201, %198 : vector<512x128xi1>, vector<512x128xf32>
      %203 = vector.extract_strided_slice %202 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %204 = vector.broadcast %203 : vector<512x1xf32> to vector<512x512xf32>
      %205 = arith.subf %152, %204 : vector<512x512xf32>
      %206 = math.exp %205 : vector<512x512xf32>
      %cst_93 = arith.constant 0.000000e+00 : f32
      %207 = vector.broadcast %cst_93 : f32 to vector<512x512xf32>
      %208 = arith.select %191, %206, %207 : vector<512x512xi1>, vector<512x512xf32>
      %209 = arith.subf %192, %202 : vector<512x128xf32>
      %210 = math.exp %209 : vector<512x128xf32>
      %c0_94 = arith.constant 0 : index
      %c0_95 = arith.constant 0 : index
      %211 = vector.load %arg13[%c0_94, %c0_95] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %212 = arith.mulf %210, %211 : vector<512x128xf32>
      %cst_96 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %213 = vector.multi_reduction <add>, %208, %cst_96 [1] : vector<512x512xf32> to vector<512xf32>
      %214 = vector.shape_cast %213 : vector<512xf32> to vector<512x1xf32>
      %215 = vector.broadcast %214 : vector<512x1xf32> to vector<512x128xf32>
      %216 = arith.addf %212, %215 : vector<512x128xf32>
      %c0_97 = arith.constant 0 : index
      %c0_98 = arith.constant 0 : index
      %217 = vector.load %arg13[%c0_97, %c0_98] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %218 = vector.shape_cast %217 : vector<512x128xf32> to vector<512x128xf32>
      %219 = vector.shape_cast %216 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_97, %c0_98], %219 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %220 = arith.index_cast %arg21 : i32 to index
      %c0_99 = arith.constant 0 : index
      %c0_100 = arith.constant 0 : index
      %221 = vector.load %arg16[%220, %c0_99, %c0_100] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %222 = vector.shape_cast %221 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %223 = vector.extract_strided_slice %210 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_101 = arith.constant 0 : index
      %c0_102 = arith.constant 0 : index
      %224 = vector.load %arg14[%c0_101, %c0_102] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %225 = vector.broadcast %223 : vector<512x1xf32> to vector<512x128xf32>
      %226 = arith.mulf %225, %224 : vector<512x128xf32>
      %227 = arith.truncf %208 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_103 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %228 = tpu.matmul %227, %222, %cst_103 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %229 = arith.addf %226, %228 : vector<512x128xf32>
      %c0_104 = arith.constant 0 : index
      %c0_105 = arith.constant 0 : index
      %230 = vector.load %arg14[%c0_104, %c0_105] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %231 = vector.shape_cast %230 : vector<512x128xf32> to vector<512x128xf32>
      %232 = vector.shape_cast %229 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_104, %c0_105], %232 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_106 = arith.constant 0 : index
      %c0_107 = arith.constant 0 : index
      %233 = vector.load %arg12[%c0_106, %c0_107] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %234 = vector.shape_cast %233 : vector<512x128xf32> to vector<512x128xf32>
      %235 = vector.shape_cast %198 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_106, %c0_107], %235 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_108 = arith.constant 1 : i32
      %236 = arith.subi %c1_i32_108, %arg21 : i32
      scf.yield %74, %76, %236 : i32, i32, i32
    }
    %c0_25 = arith.constant 0 : index
    %c0_26 = arith.constant 0 : index
    %55 = vector.load %arg13[%c0_25, %c0_26] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_27 = arith.constant 0.000000e+00 : f32
    %56 = vector.broadcast %cst_27 : f32 to vector<512x128xf32>
    %57 = arith.cmpf ogt, %55, %56 : vector<512x128xf32>
    %c0_28 = arith.constant 0 : index
    %c0_29 = arith.constant 0 : index
    %58 = vector.load %arg14[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_30 = arith.constant 1.000000e+00 : f32
    %59 = vector.broadcast %cst_30 : f32 to vector<512x128xf32>
    %60 = arith.select %57, %55, %59 : vector<512x128xi1>, vector<512x128xf32>
    %61 = vector.extract_strided_slice %60 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
    %62 = vector.broadcast %61 : vector<512x1xf32> to vector<512x128xf32>
    %63 = arith.divf %58, %62 : vector<512x128xf32>
    %64 = arith.truncf %63 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_31 = arith.constant 0 : index
    %c0_32 = arith.constant 0 : index
    %c0_33 = arith.constant 0 : index
    %65 = vector.load %arg11[%c0_31, %c0_32, %c0_33] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %66 = vector.shape_cast %65 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %67 = vector.shape_cast %64 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg11[%c0_31, %c0_32, %c0_33], %67 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.muli %arg0, %c1_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %2 = arith.divsi %0, %c32_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_1 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c32_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c32_i32, %c0_i32_3 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c32_i32 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_4 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32_5 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32_5 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c32_i32_9 = arith.constant 32 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c32_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c32_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %32, %c0_i32_15 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %1 = arith.cmpi eq, %c32_i32, %c0_i32_0 : i32
    %c1_i32 = arith.constant 1 : i32
    %2 = arith.select %1, %c1_i32, %c32_i32 : i32
    %3 = arith.remsi %0, %2 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %4 = arith.cmpi ne, %3, %c0_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %3, %c0_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %6 = arith.cmpi slt, %2, %c0_i32_3 : i32
    %7 = arith.xori %5, %6 : i1
    %8 = arith.andi %7, %4 : i1
    %9 = arith.addi %3, %2 : i32
    %10 = arith.select %8, %9, %3 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %10, %c0_i32_4 : i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.muli %arg0, %c1_i32 : i32
    %c32_i32 = arith.constant 32 : i32
    %2 = arith.divsi %0, %c32_i32 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi sgt, %0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %c0_i32_1 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %0, %c0_i32_1 : i32
    %6 = arith.extui %5 : i1 to i32
    %7 = arith.subi %4, %6 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi sgt, %c32_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %10 = arith.cmpi slt, %c32_i32, %c0_i32_3 : i32
    %11 = arith.extui %10 : i1 to i32
    %12 = arith.subi %9, %11 : i32
    %13 = arith.cmpi ne, %7, %12 : i32
    %14 = arith.remsi %0, %c32_i32 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %15 = arith.cmpi ne, %14, %c0_i32_4 : i32
    %16 = arith.andi %13, %15 : i1
    %c1_i32_5 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32_5 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_6 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_6 : i32
    %20 = arith.addi %1, %19 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %21 = arith.addi %20, %c0_i32_7 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.addi %c0_i32_8, %arg1 : i32
    %c32_i32_9 = arith.constant 32 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %23 = arith.cmpi eq, %c32_i32_9, %c0_i32_10 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %24 = arith.select %23, %c1_i32_11, %c32_i32_9 : i32
    %25 = arith.remsi %22, %24 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %27 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %24, %c0_i32_14 : i32
    %29 = arith.xori %27, %28 : i1
    %30 = arith.andi %29, %26 : i1
    %31 = arith.addi %25, %24 : i32
    %32 = arith.select %30, %31, %25 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %c0_i32_16 = arith.constant 0 : i32
    return %21, %32, %c0_i32_15 : i32, i32, i32
  }
}
