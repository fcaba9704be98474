module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x512x512xi8>, %arg4: tensor<1x32x32xi8>, %arg5: tensor<1x32x32xi8>, %arg6: tensor<1x32x32xi8>, %arg7: tensor<1x512x512xi8>, %arg8: tensor<16x16384x128xbf16>, %arg9: tensor<8x16384x128xbf16>, %arg10: tensor<8x16384x128xbf16>, %arg11: tensor<16384xi32>, %arg12: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<8> : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i8>
    %c_3 = stablehlo.constant dense<32> : tensor<i32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<1x1xi32>
    %c_8 = stablehlo.constant dense<-1> : tensor<i32>
    %0 = call @_pad(%arg11, %c_8) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %1 = call @_pad(%arg12, %c_8) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %6 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %7 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %9 = call @_where(%8, %6, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %10 = stablehlo.reduce(%9 init: %c_5) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %11 = call @_where(%8, %6, %c_8) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %12 = stablehlo.reduce(%11 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %16 = call @_where(%15, %13, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %17 = stablehlo.reduce(%16 init: %c_5) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %18 = call @_where(%15, %13, %c_8) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %19 = stablehlo.reduce(%18 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %20 = stablehlo.iota dim = 0 : tensor<32xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %22 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %24 = stablehlo.compare LT, %21, %23, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %26 = stablehlo.add %21, %25 : tensor<1x32x1xi32>
    %27 = stablehlo.select %24, %26, %21 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %29 = "stablehlo.gather"(%10, %28) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %30 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %31 = stablehlo.compare LT, %22, %30, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %32 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %33 = stablehlo.add %22, %32 : tensor<1x32x32xi32>
    %34 = stablehlo.select %31, %33, %22 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %36 = "stablehlo.gather"(%19, %35) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %37 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %38 = stablehlo.compare LE, %37, %36, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %39 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %40 = stablehlo.compare LT, %22, %39, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %41 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %42 = stablehlo.add %22, %41 : tensor<1x32x32xi32>
    %43 = stablehlo.select %40, %42, %22 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %45 = "stablehlo.gather"(%17, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %46 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %47 = stablehlo.compare LT, %21, %46, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %48 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %49 = stablehlo.add %21, %48 : tensor<1x32x1xi32>
    %50 = stablehlo.select %47, %49, %21 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %52 = "stablehlo.gather"(%12, %51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %54 = stablehlo.compare LE, %45, %53, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %55 = stablehlo.and %38, %54 : tensor<1x32x32xi1>
    %56 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %57 = stablehlo.compare NE, %arg0, %56, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %58 = stablehlo.and %57, %55 : tensor<1x32x32xi1>
    %59 = stablehlo.not %58 : tensor<1x32x32xi1>
    %60 = call @argsort(%59) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %61 = call @_where_0(%58, %arg0, %c_6) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %62 = call @take_along_axis(%61, %60) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %63 = call @take_along_axis_1(%arg1, %60) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %64 = call @take_along_axis_1(%arg2, %60) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %65 = stablehlo.convert %58 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %66 = stablehlo.reduce(%65 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %68 = stablehlo.iota dim = 0 : tensor<32xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %71 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %72 = stablehlo.compare LT, %70, %71, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %73 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %74 = stablehlo.subtract %67, %73 : tensor<1x32x1xi32>
    %75 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %76 = stablehlo.maximum %74, %75 : tensor<1x32x1xi32>
    %77 = call @take_along_axis_2(%63, %76) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %78 = call @_where_3(%72, %63, %77) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %79 = call @take_along_axis_2(%64, %76) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %80 = call @_where_3(%72, %64, %79) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %81 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %82 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %83 = stablehlo.compare GE, %81, %82, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %84 = call @_where(%83, %81, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %85 = stablehlo.reduce(%84 init: %c_5) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %86 = call @_where(%83, %81, %c_8) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %87 = stablehlo.reduce(%86 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %88 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %89 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %90 = stablehlo.compare GE, %88, %89, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %91 = call @_where(%90, %88, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %92 = stablehlo.reduce(%91 init: %c_5) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %93 = call @_where(%90, %88, %c_8) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %94 = stablehlo.reduce(%93 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %95 = stablehlo.iota dim = 0 : tensor<32xi32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %97 = stablehlo.convert %arg5 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %98 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %99 = stablehlo.compare LT, %97, %98, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %100 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %101 = stablehlo.add %97, %100 : tensor<1x32x32xi32>
    %102 = stablehlo.select %99, %101, %97 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %104 = "stablehlo.gather"(%85, %103) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %105 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %106 = stablehlo.compare LT, %96, %105, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %107 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %108 = stablehlo.add %96, %107 : tensor<1x32x1xi32>
    %109 = stablehlo.select %106, %108, %96 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %111 = "stablehlo.gather"(%94, %110) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %113 = stablehlo.compare LE, %104, %112, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %114 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %115 = stablehlo.compare LT, %96, %114, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %116 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %117 = stablehlo.add %96, %116 : tensor<1x32x1xi32>
    %118 = stablehlo.select %115, %117, %96 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %120 = "stablehlo.gather"(%92, %119) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %121 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %122 = stablehlo.compare LT, %97, %121, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %123 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %124 = stablehlo.add %97, %123 : tensor<1x32x32xi32>
    %125 = stablehlo.select %122, %124, %97 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %127 = "stablehlo.gather"(%87, %126) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %128 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %129 = stablehlo.compare LE, %128, %127, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %130 = stablehlo.and %113, %129 : tensor<1x32x32xi1>
    %131 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %132 = stablehlo.compare NE, %arg4, %131, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %133 = stablehlo.and %132, %130 : tensor<1x32x32xi1>
    %134 = stablehlo.not %133 : tensor<1x32x32xi1>
    %135 = call @argsort(%134) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %136 = call @_where_0(%133, %arg4, %c_6) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %137 = call @take_along_axis(%136, %135) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %138 = call @take_along_axis_1(%arg5, %135) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %139 = call @take_along_axis_1(%arg6, %135) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %140 = stablehlo.convert %133 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %141 = stablehlo.reduce(%140 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %143 = stablehlo.iota dim = 0 : tensor<32xi32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %146 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %147 = stablehlo.compare LT, %145, %146, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %148 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %149 = stablehlo.subtract %142, %148 : tensor<1x32x1xi32>
    %150 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %151 = stablehlo.maximum %149, %150 : tensor<1x32x1xi32>
    %152 = call @take_along_axis_2(%138, %151) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %153 = call @_where_3(%147, %138, %152) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %154 = call @take_along_axis_2(%139, %151) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %155 = call @_where_3(%147, %139, %154) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %156 = call @_pad_4(%arg8, %c_6) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %157 = call @_pad_5(%arg9, %c_6) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %158 = call @_pad_5(%arg10, %c_6) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %159 = stablehlo.iota dim = 0 : tensor<32xi32>
    %160 = call @floor_divide(%159, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %161 = call @remainder(%159, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %162 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %163 = stablehlo.compare NE, %62, %162, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %164 = stablehlo.convert %163 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %165 = stablehlo.reduce(%164 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %166 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %167 = stablehlo.compare LT, %160, %166, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %168 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %169 = stablehlo.add %160, %168 : tensor<32xi32>
    %170 = stablehlo.select %167, %169, %160 : tensor<32xi1>, tensor<32xi32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %172 = "stablehlo.gather"(%c_7, %171) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %173 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %174 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %175 = stablehlo.compare LT, %172, %174, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %176 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %177 = stablehlo.add %172, %176 : tensor<32x1xi32>
    %178 = stablehlo.select %175, %177, %172 : tensor<32x1xi1>, tensor<32x1xi32>
    %179 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %180 = stablehlo.compare LT, %173, %179, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %181 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %182 = stablehlo.add %173, %181 : tensor<32x1xi32>
    %183 = stablehlo.select %180, %182, %173 : tensor<32x1xi1>, tensor<32x1xi32>
    %184 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %185 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %186 = stablehlo.concatenate %184, %185, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %187 = "stablehlo.gather"(%165, %186) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %188 = stablehlo.reduce(%187 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %189 = call @cumsum(%187) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %190 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %191 = stablehlo.maximum %188, %190 : tensor<32xi32>
    %192 = call @cumsum_9(%191) : (tensor<32xi32>) -> tensor<32xi32>
    %193 = stablehlo.iota dim = 0 : tensor<528xi32>
    %194 = stablehlo.slice %192 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %195 = stablehlo.reshape %194 : (tensor<1xi32>) -> tensor<i32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %197 = stablehlo.compare LT, %193, %196, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %198 = stablehlo.slice %192 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %199 = stablehlo.reshape %198 : (tensor<1xi32>) -> tensor<i32>
    %200 = stablehlo.subtract %199, %c_1 : tensor<i32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %202 = stablehlo.minimum %193, %201 : tensor<528xi32>
    %203 = call @searchsorted(%192, %202) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    %204 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %205 = stablehlo.add %204, %203 : tensor<528xi32>
    %206 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %207 = stablehlo.compare LT, %203, %206, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %208 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %209 = stablehlo.add %203, %208 : tensor<528xi32>
    %210 = stablehlo.select %207, %209, %203 : tensor<528xi1>, tensor<528xi32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %212 = "stablehlo.gather"(%192, %211) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %213 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %214 = stablehlo.compare LT, %203, %213, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %215 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %216 = stablehlo.add %203, %215 : tensor<528xi32>
    %217 = stablehlo.select %214, %216, %203 : tensor<528xi1>, tensor<528xi32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %219 = "stablehlo.gather"(%191, %218) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %220 = stablehlo.subtract %212, %219 : tensor<528xi32>
    %221 = stablehlo.subtract %202, %220 : tensor<528xi32>
    %222 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %223 = stablehlo.compare LT, %205, %222, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %224 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %225 = stablehlo.add %205, %224 : tensor<528xi32>
    %226 = stablehlo.select %223, %225, %205 : tensor<528xi1>, tensor<528xi32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %228 = "stablehlo.gather"(%189, %227) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %229 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %230 = stablehlo.compare LE, %228, %229, SIGNED : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi1>
    %231 = stablehlo.convert %230 : (tensor<528x1xi1>) -> tensor<528x1xi32>
    %232 = stablehlo.reduce(%231 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<528x1xi32>, tensor<i32>) -> tensor<528xi32>
    %233 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %234 = stablehlo.minimum %232, %233 : tensor<528xi32>
    %235 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %236 = stablehlo.compare LT, %205, %235, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %237 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %238 = stablehlo.add %205, %237 : tensor<528xi32>
    %239 = stablehlo.select %236, %238, %205 : tensor<528xi1>, tensor<528xi32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %241 = "stablehlo.gather"(%189, %240) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %242 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %243 = stablehlo.compare LT, %205, %242, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %244 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %245 = stablehlo.add %205, %244 : tensor<528xi32>
    %246 = stablehlo.select %243, %245, %205 : tensor<528xi1>, tensor<528xi32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %248 = "stablehlo.gather"(%187, %247) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %249 = stablehlo.subtract %241, %248 : tensor<528x1xi32>
    %250 = stablehlo.broadcast_in_dim %234, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %251 = call @take_along_axis_13(%249, %250) : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %252 = stablehlo.reshape %251 : (tensor<528x1xi32>) -> tensor<528xi32>
    %253 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %254 = stablehlo.compare LT, %205, %253, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %255 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %256 = stablehlo.add %205, %255 : tensor<528xi32>
    %257 = stablehlo.select %254, %256, %205 : tensor<528xi1>, tensor<528xi32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %259 = "stablehlo.gather"(%188, %258) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %260 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %261 = stablehlo.compare GT, %259, %260, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %262 = stablehlo.subtract %221, %252 : tensor<528xi32>
    %263 = call @_where_14(%261, %262, %c_6) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %264 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %265 = stablehlo.compare LT, %205, %264, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %266 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %267 = stablehlo.add %205, %266 : tensor<528xi32>
    %268 = stablehlo.select %265, %267, %205 : tensor<528xi1>, tensor<528xi32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %270 = "stablehlo.gather"(%160, %269) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %271 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %272 = stablehlo.compare LT, %270, %271, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %273 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %274 = stablehlo.add %270, %273 : tensor<528xi32>
    %275 = stablehlo.select %272, %274, %270 : tensor<528xi1>, tensor<528xi32>
    %276 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %277 = stablehlo.compare LT, %234, %276, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %278 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %279 = stablehlo.add %234, %278 : tensor<528xi32>
    %280 = stablehlo.select %277, %279, %234 : tensor<528xi1>, tensor<528xi32>
    %281 = stablehlo.broadcast_in_dim %275, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %282 = stablehlo.broadcast_in_dim %280, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %283 = stablehlo.concatenate %281, %282, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %284 = "stablehlo.gather"(%c_7, %283) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %285 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %286 = stablehlo.compare LT, %205, %285, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %287 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %288 = stablehlo.add %205, %287 : tensor<528xi32>
    %289 = stablehlo.select %286, %288, %205 : tensor<528xi1>, tensor<528xi32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %291 = "stablehlo.gather"(%161, %290) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %292 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %293 = stablehlo.compare LT, %205, %292, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %294 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %295 = stablehlo.add %205, %294 : tensor<528xi32>
    %296 = stablehlo.select %293, %295, %205 : tensor<528xi1>, tensor<528xi32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %298 = "stablehlo.gather"(%188, %297) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %299 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %300 = stablehlo.compare GT, %298, %299, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %301 = stablehlo.and %197, %300 : tensor<528xi1>
    %302 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %303 = stablehlo.compare LT, %284, %302, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %304 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %305 = stablehlo.add %284, %304 : tensor<528xi32>
    %306 = stablehlo.select %303, %305, %284 : tensor<528xi1>, tensor<528xi32>
    %307 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %308 = stablehlo.compare LT, %291, %307, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %309 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %310 = stablehlo.add %291, %309 : tensor<528xi32>
    %311 = stablehlo.select %308, %310, %291 : tensor<528xi1>, tensor<528xi32>
    %312 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %313 = stablehlo.compare LT, %263, %312, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %314 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %315 = stablehlo.add %263, %314 : tensor<528xi32>
    %316 = stablehlo.select %313, %315, %263 : tensor<528xi1>, tensor<528xi32>
    %317 = stablehlo.broadcast_in_dim %306, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %318 = stablehlo.broadcast_in_dim %311, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %319 = stablehlo.broadcast_in_dim %316, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %320 = stablehlo.concatenate %317, %318, %319, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %321 = "stablehlo.gather"(%62, %320) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %322 = stablehlo.convert %321 : (tensor<528xi8>) -> tensor<528xi32>
    %323 = call @_where_14(%301, %322, %c_6) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %324 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %325 = stablehlo.compare EQ, %221, %324, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %326 = stablehlo.and %197, %325 : tensor<528xi1>
    %327 = call @_where_15(%326, %c_0, %c_6) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %328 = stablehlo.convert %327 : tensor<528xi32>
    %329 = stablehlo.or %323, %328 : tensor<528xi32>
    %330 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %331 = stablehlo.compare LT, %203, %330, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %332 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %333 = stablehlo.add %203, %332 : tensor<528xi32>
    %334 = stablehlo.select %331, %333, %203 : tensor<528xi1>, tensor<528xi32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %336 = "stablehlo.gather"(%191, %335) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %337 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %338 = stablehlo.subtract %336, %337 : tensor<528xi32>
    %339 = stablehlo.compare EQ, %221, %338, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %340 = stablehlo.and %197, %339 : tensor<528xi1>
    %341 = call @_where_15(%340, %c, %c_6) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %342 = stablehlo.convert %341 : tensor<528xi32>
    %343 = stablehlo.or %329, %342 : tensor<528xi32>
    %344 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %345 = stablehlo.compare LT, %205, %344, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %346 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %347 = stablehlo.add %205, %346 : tensor<528xi32>
    %348 = stablehlo.select %345, %347, %205 : tensor<528xi1>, tensor<528xi32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %350 = "stablehlo.gather"(%160, %349) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %351 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %352 = stablehlo.compare LT, %350, %351, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %353 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %354 = stablehlo.add %350, %353 : tensor<528xi32>
    %355 = stablehlo.select %352, %354, %350 : tensor<528xi1>, tensor<528xi32>
    %356 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %357 = stablehlo.compare LT, %234, %356, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %358 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %359 = stablehlo.add %234, %358 : tensor<528xi32>
    %360 = stablehlo.select %357, %359, %234 : tensor<528xi1>, tensor<528xi32>
    %361 = stablehlo.broadcast_in_dim %355, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %362 = stablehlo.broadcast_in_dim %360, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %363 = stablehlo.concatenate %361, %362, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %364 = "stablehlo.gather"(%c_7, %363) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %365 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %366 = stablehlo.multiply %364, %365 : tensor<528xi32>
    %367 = stablehlo.add %366, %291 : tensor<528xi32>
    %368 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %369 = stablehlo.compare LT, %284, %368, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %370 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %371 = stablehlo.add %284, %370 : tensor<528xi32>
    %372 = stablehlo.select %369, %371, %284 : tensor<528xi1>, tensor<528xi32>
    %373 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %374 = stablehlo.compare LT, %291, %373, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %375 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %376 = stablehlo.add %291, %375 : tensor<528xi32>
    %377 = stablehlo.select %374, %376, %291 : tensor<528xi1>, tensor<528xi32>
    %378 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %379 = stablehlo.compare LT, %263, %378, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %380 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %381 = stablehlo.add %263, %380 : tensor<528xi32>
    %382 = stablehlo.select %379, %381, %263 : tensor<528xi1>, tensor<528xi32>
    %383 = stablehlo.broadcast_in_dim %372, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %384 = stablehlo.broadcast_in_dim %377, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %385 = stablehlo.broadcast_in_dim %382, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %386 = stablehlo.concatenate %383, %384, %385, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %387 = "stablehlo.gather"(%78, %386) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %388 = stablehlo.convert %367 : (tensor<528xi32>) -> tensor<528xi8>
    %389 = stablehlo.convert %343 : (tensor<528xi32>) -> tensor<528xi8>
    %390 = stablehlo.custom_call @tpu_custom_call(%388, %387, %389, %156, %157, %158, %3, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ec43adcfd0979377d40eefde92fca2fe2f1d2e43b046dc686c9de77c95cc0bcb\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    return %390 : tensor<16x16384x128xbf16>
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
}

// ---- kernel sparse_cli_fwd sha256:ec43adcfd0979377d40eefde92fca2fe2f1d2e43b046dc686c9de77c95cc0bcb
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg9: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 528>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<528xi8, #tpu.memory_space<smem>>
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
      %16 = vector.load %arg11[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg12[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<512x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg13[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %15 = vector.load %arg5[%c0, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %19 = tpu.matmul %16, %18, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<512x512xf32>
      %21 = arith.mulf %19, %20 : vector<512x512xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %22 = vector.load %arg8[%c0_11, %c0_12] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %23 = vector.shape_cast %22 : vector<512x1xi32> to vector<512x1xi32>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %24 = vector.load %arg9[%c0_13, %c0_14] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %25 = vector.shape_cast %24 : vector<1x512xi32> to vector<1x512xi32>
      %26 = arith.index_cast %arg1 : i32 to index
      %27 = memref.load %arg2[%26] : memref<528xi8, #tpu.memory_space<smem>>
      %28 = arith.extsi %27 : i8 to i32
      %c32_i32 = arith.constant 32 : i32
      %c0_i32_15 = arith.constant 0 : i32
      %29 = arith.cmpi eq, %c32_i32, %c0_i32_15 : i32
      %c1_i32 = arith.constant 1 : i32
      %30 = arith.select %29, %c1_i32, %c32_i32 : i32
      %31 = arith.remsi %28, %30 : i32
      %c0_i32_16 = arith.constant 0 : i32
      %32 = arith.cmpi ne, %31, %c0_i32_16 : i32
      %c0_i32_17 = arith.constant 0 : i32
      %33 = arith.cmpi slt, %31, %c0_i32_17 : i32
      %c0_i32_18 = arith.constant 0 : i32
      %34 = arith.cmpi slt, %30, %c0_i32_18 : i32
      %35 = arith.xori %33, %34 : i1
      %36 = arith.andi %35, %32 : i1
      %37 = arith.addi %31, %30 : i32
      %38 = arith.select %36, %37, %31 : i32
      %39 = arith.index_cast %arg1 : i32 to index
      %40 = memref.load %arg3[%39] : memref<528xi8, #tpu.memory_space<smem>>
      %41 = arith.extsi %40 : i8 to i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %38, %c512_i32 : i32
      %43 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %44 = vector.broadcast %42 : i32 to vector<512x512xi32>
      %45 = arith.addi %44, %43 : vector<512x512xi32>
      %c512_i32_19 = arith.constant 512 : i32
      %46 = arith.muli %41, %c512_i32_19 : i32
      %47 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %48 = vector.broadcast %46 : i32 to vector<512x512xi32>
      %49 = arith.addi %48, %47 : vector<512x512xi32>
      %50 = arith.subi %49, %45 : vector<512x512xi32>
      %51 = arith.cmpi eq, %50, %50 : vector<512x512xi32>
      %c0_i32_20 = arith.constant 0 : i32
      %52 = vector.broadcast %c0_i32_20 : i32 to vector<512x512xi32>
      %53 = arith.cmpi sle, %50, %52 : vector<512x512xi32>
      %54 = arith.andi %51, %53 : vector<512x512xi1>
      %c16384_i32 = arith.constant 16384 : i32
      %55 = vector.broadcast %c16384_i32 : i32 to vector<512x512xi32>
      %56 = arith.cmpi slt, %45, %55 : vector<512x512xi32>
      %57 = arith.andi %54, %56 : vector<512x512xi1>
      %c16384_i32_21 = arith.constant 16384 : i32
      %58 = vector.broadcast %c16384_i32_21 : i32 to vector<512x512xi32>
      %59 = arith.cmpi slt, %49, %58 : vector<512x512xi32>
      %60 = arith.andi %57, %59 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %61 = arith.cmpi eq, %3, %c2_i32 : i32
      %62 = vector.broadcast %61 : i1 to vector<512x512xi1>
      %63 = arith.ori %60, %62 : vector<512x512xi1>
      %64 = vector.broadcast %23 : vector<512x1xi32> to vector<512x512xi32>
      %65 = vector.broadcast %25 : vector<1x512xi32> to vector<512x512xi32>
      %66 = arith.cmpi eq, %64, %65 : vector<512x512xi32>
      %67 = arith.andi %63, %66 : vector<512x512xi1>
      %c0_i32_22 = arith.constant 0 : i32
      %68 = vector.broadcast %c0_i32_22 : i32 to vector<512x1xi32>
      %69 = arith.cmpi sge, %23, %68 : vector<512x1xi32>
      %70 = vector.broadcast %69 : vector<512x1xi1> to vector<512x512xi1>
      %71 = arith.andi %67, %70 : vector<512x512xi1>
      %c0_i32_23 = arith.constant 0 : i32
      %72 = vector.broadcast %c0_i32_23 : i32 to vector<1x512xi32>
      %73 = arith.cmpi sge, %25, %72 : vector<1x512xi32>
      %74 = vector.broadcast %73 : vector<1x512xi1> to vector<512x512xi1>
      %75 = arith.andi %71, %74 : vector<512x512xi1>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %76 = vector.load %arg11[%c0_24, %c0_25] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_26 = arith.constant 0xFF800000 : f32
      %77 = vector.broadcast %cst_26 : f32 to vector<512x512xf32>
      %78 = arith.select %75, %21, %77 : vector<512x512xi1>, vector<512x512xf32>
      %cst_27 = arith.constant dense<0xFF800000> : vector<512xf32>
      %79 = vector.multi_reduction <maximumf>, %78, %cst_27 [1] : vector<512x512xf32> to vector<512xf32>
      %80 = vector.shape_cast %79 : vector<512xf32> to vector<512x1xf32>
      %81 = vector.broadcast %80 : vector<512x1xf32> to vector<512x128xf32>
      %82 = arith.maximumf %76, %81 : vector<512x128xf32>
      %cst_28 = arith.constant 0xFF800000 : f32
      %83 = vector.broadcast %cst_28 : f32 to vector<512x128xf32>
      %84 = arith.cmpf oeq, %82, %83 : vector<512x128xf32>
      %cst_29 = arith.constant 0.000000e+00 : f32
      %85 = vector.broadcast %cst_29 : f32 to vector<512x128xf32>
      %86 = arith.select %84, %85, %82 : vector<512x128xi1>, vector<512x128xf32>
      %87 = vector.extract_strided_slice %86 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %88 = vector.broadcast %87 : vector<512x1xf32> to vector<512x512xf32>
      %89 = arith.subf %21, %88 : vector<512x512xf32>
      %90 = math.exp %89 : vector<512x512xf32>
      %cst_30 = arith.constant 0.000000e+00 : f32
      %91 = vector.broadcast %cst_30 : f32 to vector<512x512xf32>
      %92 = arith.select %75, %90, %91 : vector<512x512xi1>, vector<512x512xf32>
      %93 = arith.subf %76, %86 : vector<512x128xf32>
      %94 = math.exp %93 : vector<512x128xf32>
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %95 = vector.load %arg12[%c0_31, %c0_32] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %96 = arith.mulf %94, %95 : vector<512x128xf32>
      %cst_33 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %97 = vector.multi_reduction <add>, %92, %cst_33 [1] : vector<512x512xf32> to vector<512xf32>
      %98 = vector.shape_cast %97 : vector<512xf32> to vector<512x1xf32>
      %99 = vector.broadcast %98 : vector<512x1xf32> to vector<512x128xf32>
      %100 = arith.addf %96, %99 : vector<512x128xf32>
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %101 = vector.load %arg12[%c0_34, %c0_35] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %102 = vector.shape_cast %101 : vector<512x128xf32> to vector<512x128xf32>
      %103 = vector.shape_cast %100 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_34, %c0_35], %103 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %104 = vector.load %arg7[%c0_36, %c0_37, %c0_38] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %105 = vector.shape_cast %104 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %106 = vector.extract_strided_slice %94 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %107 = vector.load %arg13[%c0_39, %c0_40] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %108 = vector.broadcast %106 : vector<512x1xf32> to vector<512x128xf32>
      %109 = arith.mulf %108, %107 : vector<512x128xf32>
      %110 = arith.truncf %92 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_41 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %111 = tpu.matmul %110, %105, %cst_41 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %112 = arith.addf %109, %111 : vector<512x128xf32>
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %113 = vector.load %arg13[%c0_42, %c0_43] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %114 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
      %115 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_42, %c0_43], %115 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_44 = arith.constant 0 : index
      %c0_45 = arith.constant 0 : index
      %116 = vector.load %arg11[%c0_44, %c0_45] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %117 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
      %118 = vector.shape_cast %82 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg11[%c0_44, %c0_45], %118 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg12[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<512x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg13[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
      %25 = vector.load %arg10[%c0_9, %c0_10, %c0_11] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg10[%c0_9, %c0_10, %c0_11], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg3[%0] : memref<528xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %c0_i32, %2 : i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
