module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x32x32xi8>, %arg4: tensor<16x16384x128xbf16>, %arg5: tensor<8x16384x128xbf16>, %arg6: tensor<8x16384x128xbf16>, %arg7: tensor<16384xi32>, %arg8: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result[0]"}, tensor<16x16384x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
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
    %0 = call @_pad(%arg7, %c_10) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %1 = call @_pad(%arg8, %c_10) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %4 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %10 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %11 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %13 = call @_where(%12, %10, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %14 = stablehlo.reduce(%13 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %15 = call @_where(%12, %10, %c_10) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %16 = stablehlo.reduce(%15 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %17 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %20 = call @_where(%19, %17, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %21 = stablehlo.reduce(%20 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %22 = call @_where(%19, %17, %c_10) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %23 = stablehlo.reduce(%22 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %24 = stablehlo.iota dim = 0 : tensor<32xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %26 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %28 = stablehlo.compare LT, %25, %27, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %30 = stablehlo.add %25, %29 : tensor<1x32x1xi32>
    %31 = stablehlo.select %28, %30, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %33 = "stablehlo.gather"(%14, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %35 = stablehlo.compare LT, %26, %34, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %36 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %37 = stablehlo.add %26, %36 : tensor<1x32x32xi32>
    %38 = stablehlo.select %35, %37, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %40 = "stablehlo.gather"(%23, %39) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %42 = stablehlo.compare LE, %41, %40, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %43 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %44 = stablehlo.compare LT, %26, %43, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %45 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %46 = stablehlo.add %26, %45 : tensor<1x32x32xi32>
    %47 = stablehlo.select %44, %46, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %49 = "stablehlo.gather"(%21, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %50 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %51 = stablehlo.compare LT, %25, %50, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %52 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %53 = stablehlo.add %25, %52 : tensor<1x32x1xi32>
    %54 = stablehlo.select %51, %53, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %56 = "stablehlo.gather"(%16, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %58 = stablehlo.compare LE, %49, %57, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %59 = stablehlo.and %42, %58 : tensor<1x32x32xi1>
    %60 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %61 = stablehlo.compare NE, %arg0, %60, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %62 = stablehlo.and %61, %59 : tensor<1x32x32xi1>
    %63 = stablehlo.not %62 : tensor<1x32x32xi1>
    %64 = call @argsort(%63) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %65 = call @_where_0(%62, %arg0, %c_7) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %66 = call @take_along_axis(%65, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %67 = call @take_along_axis_1(%arg1, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %68 = stablehlo.convert %62 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %69 = stablehlo.reduce(%68 init: %c_7) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %71 = stablehlo.iota dim = 0 : tensor<32xi32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %75 = stablehlo.compare LT, %73, %74, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %76 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %77 = stablehlo.subtract %70, %76 : tensor<1x32x1xi32>
    %78 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %79 = stablehlo.maximum %77, %78 : tensor<1x32x1xi32>
    %80 = call @take_along_axis_2(%67, %79) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %81 = call @_where_3(%75, %67, %80) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %82 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %83 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %84 = stablehlo.compare GE, %82, %83, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %85 = call @_where(%84, %82, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %86 = stablehlo.reduce(%85 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %87 = call @_where(%84, %82, %c_10) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %88 = stablehlo.reduce(%87 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %89 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %90 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %91 = stablehlo.compare GE, %89, %90, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %92 = call @_where(%91, %89, %c_6) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %93 = stablehlo.reduce(%92 init: %c_6) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %94 = call @_where(%91, %89, %c_10) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %95 = stablehlo.reduce(%94 init: %c_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %96 = stablehlo.iota dim = 0 : tensor<32xi32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %98 = stablehlo.convert %arg3 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %99 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %100 = stablehlo.compare LT, %98, %99, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %101 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %102 = stablehlo.add %98, %101 : tensor<1x32x32xi32>
    %103 = stablehlo.select %100, %102, %98 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %105 = "stablehlo.gather"(%86, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %106 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %107 = stablehlo.compare LT, %97, %106, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %108 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %109 = stablehlo.add %97, %108 : tensor<1x32x1xi32>
    %110 = stablehlo.select %107, %109, %97 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %112 = "stablehlo.gather"(%95, %111) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %114 = stablehlo.compare LE, %105, %113, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %115 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %116 = stablehlo.compare LT, %97, %115, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %117 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %118 = stablehlo.add %97, %117 : tensor<1x32x1xi32>
    %119 = stablehlo.select %116, %118, %97 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %121 = "stablehlo.gather"(%93, %120) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %122 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %123 = stablehlo.compare LT, %98, %122, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %124 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %125 = stablehlo.add %98, %124 : tensor<1x32x32xi32>
    %126 = stablehlo.select %123, %125, %98 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %128 = "stablehlo.gather"(%88, %127) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %129 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %130 = stablehlo.compare LE, %129, %128, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %131 = stablehlo.and %114, %130 : tensor<1x32x32xi1>
    %132 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %133 = stablehlo.compare NE, %arg2, %132, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %134 = stablehlo.and %133, %131 : tensor<1x32x32xi1>
    %135 = stablehlo.not %134 : tensor<1x32x32xi1>
    %136 = call @argsort(%135) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %137 = call @_where_0(%134, %arg2, %c_7) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %138 = call @take_along_axis(%137, %136) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %139 = call @take_along_axis_1(%arg3, %136) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %140 = stablehlo.convert %134 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
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
    %152 = call @take_along_axis_2(%139, %151) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %153 = call @_where_3(%147, %139, %152) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %154 = call @_pad_4(%arg4, %c_7) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %155 = call @_pad_5(%arg5, %c_7) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %156 = call @_pad_5(%arg6, %c_7) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %157 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %158 = stablehlo.compare NE, %66, %157, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %159 = stablehlo.convert %81 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %160 = stablehlo.convert %66 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %161 = stablehlo.slice %159 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %162 = stablehlo.slice %159 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %163 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %164 = stablehlo.add %162, %163 : tensor<1x32x31xi32>
    %165 = stablehlo.compare EQ, %161, %164, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %166 = stablehlo.slice %160 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %167 = stablehlo.slice %160 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %168 = stablehlo.compare EQ, %166, %167, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %169 = stablehlo.and %165, %168 : tensor<1x32x31xi1>
    %170 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %171 = stablehlo.not %169 : tensor<1x32x31xi1>
    %172 = stablehlo.concatenate %170, %171, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %173 = stablehlo.and %158, %172 : tensor<1x32x32xi1>
    %174 = stablehlo.convert %81 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %175 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %176 = stablehlo.add %c_8, %175 : tensor<1x1xi32>
    %177 = stablehlo.select %c_9, %176, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %179 = "stablehlo.gather"(%174, %178) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %180 = stablehlo.transpose %179, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %181 = stablehlo.reshape %180 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %182 = stablehlo.convert %66 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %183 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %184 = stablehlo.add %c_8, %183 : tensor<1x1xi32>
    %185 = stablehlo.select %c_9, %184, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %187 = "stablehlo.gather"(%182, %186) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %188 = stablehlo.transpose %187, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %189 = stablehlo.reshape %188 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %190 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %191 = stablehlo.add %c_8, %190 : tensor<1x1xi32>
    %192 = stablehlo.select %c_9, %191, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %194 = "stablehlo.gather"(%158, %193) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %195 = stablehlo.transpose %194, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %196 = stablehlo.reshape %195 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %197 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %198 = stablehlo.add %c_8, %197 : tensor<1x1xi32>
    %199 = stablehlo.select %c_9, %198, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %201 = "stablehlo.gather"(%173, %200) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %202 = stablehlo.transpose %201, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %203 = stablehlo.reshape %202 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %204 = stablehlo.reshape %203 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %205 = stablehlo.reshape %196 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %206 = call @cumsum(%204) : (tensor<1024xi1>) -> tensor<1024xi32>
    %207 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %208 = stablehlo.subtract %206, %207 : tensor<1024xi32>
    %209 = call @_where_7(%204, %208, %c_0) : (tensor<1024xi1>, tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %210 = stablehlo.reshape %181 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %211 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %212 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %213 = stablehlo.compare LT, %209, %212, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %214 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %215 = stablehlo.add %209, %214 : tensor<1024xi32>
    %216 = stablehlo.select %213, %215, %209 : tensor<1024xi1>, tensor<1024xi32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %218 = "stablehlo.scatter"(%211, %217, %210) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      stablehlo.return %arg10 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %219 = stablehlo.slice %218 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %220 = stablehlo.reshape %189 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %221 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %222 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %223 = stablehlo.compare LT, %209, %222, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %224 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %225 = stablehlo.add %209, %224 : tensor<1024xi32>
    %226 = stablehlo.select %223, %225, %209 : tensor<1024xi1>, tensor<1024xi32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %228 = "stablehlo.scatter"(%221, %227, %220) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      stablehlo.return %arg10 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %229 = stablehlo.slice %228 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %230 = call @_where_7(%205, %208, %c_0) : (tensor<1024xi1>, tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %231 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %232 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %233 = stablehlo.compare LT, %230, %232, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %234 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %235 = stablehlo.add %230, %234 : tensor<1024xi32>
    %236 = stablehlo.select %233, %235, %230 : tensor<1024xi1>, tensor<1024xi32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %238 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %239 = "stablehlo.scatter"(%231, %237, %238) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      %453 = stablehlo.add %arg9, %arg10 : tensor<i32>
      stablehlo.return %453 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %240 = stablehlo.slice %239 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %241 = stablehlo.convert %203 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %242 = stablehlo.reduce(%241 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x32xi32>, tensor<i32>) -> tensor<32xi32>
    %243 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %244 = call @cumsum_8(%242) : (tensor<32xi32>) -> tensor<32xi32>
    %245 = stablehlo.concatenate %243, %244, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %246 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %247 = stablehlo.minimum %245, %246 : tensor<33xi32>
    %248 = stablehlo.convert %247 : (tensor<33xi32>) -> tensor<33xi16>
    %249 = stablehlo.convert %219 : (tensor<528xi32>) -> tensor<528xi8>
    %250 = stablehlo.convert %240 : (tensor<528xi32>) -> tensor<528xi8>
    %251 = stablehlo.convert %229 : (tensor<528xi32>) -> tensor<528xi8>
    %252:2 = stablehlo.custom_call @tpu_custom_call(%248, %249, %250, %251, %154, %3, %155, %156, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ee0d2b4a50b24646aa916c53ef32a12d1e254b595c57bda8bfece3dfa9c86351\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
    %253 = stablehlo.convert %252#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %254 = stablehlo.convert %252#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<16x16384x128xf32>
    %256 = stablehlo.reduce(%255 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16384x128xf32>, tensor<f32>) -> tensor<16x16384xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 2] : (tensor<16x16384xf32>) -> tensor<16x1x16384xf32>
    %258 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %259 = stablehlo.compare NE, %66, %258, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %260 = stablehlo.convert %81 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %261 = stablehlo.convert %66 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %262 = stablehlo.slice %260 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %263 = stablehlo.slice %260 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %264 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %265 = stablehlo.add %263, %264 : tensor<1x32x31xi32>
    %266 = stablehlo.compare EQ, %262, %265, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %267 = stablehlo.slice %261 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %268 = stablehlo.slice %261 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %269 = stablehlo.compare EQ, %267, %268, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %270 = stablehlo.and %266, %269 : tensor<1x32x31xi1>
    %271 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %272 = stablehlo.not %270 : tensor<1x32x31xi1>
    %273 = stablehlo.concatenate %271, %272, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %274 = stablehlo.and %259, %273 : tensor<1x32x32xi1>
    %275 = stablehlo.convert %81 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %276 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %277 = stablehlo.add %c_8, %276 : tensor<1x1xi32>
    %278 = stablehlo.select %c_9, %277, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %280 = "stablehlo.gather"(%275, %279) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %281 = stablehlo.transpose %280, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %282 = stablehlo.reshape %281 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %283 = stablehlo.convert %66 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %284 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %285 = stablehlo.add %c_8, %284 : tensor<1x1xi32>
    %286 = stablehlo.select %c_9, %285, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %288 = "stablehlo.gather"(%283, %287) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %289 = stablehlo.transpose %288, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %290 = stablehlo.reshape %289 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %291 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %292 = stablehlo.add %c_8, %291 : tensor<1x1xi32>
    %293 = stablehlo.select %c_9, %292, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %295 = "stablehlo.gather"(%259, %294) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %296 = stablehlo.transpose %295, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %297 = stablehlo.reshape %296 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %298 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %299 = stablehlo.add %c_8, %298 : tensor<1x1xi32>
    %300 = stablehlo.select %c_9, %299, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %302 = "stablehlo.gather"(%274, %301) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %303 = stablehlo.transpose %302, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %304 = stablehlo.reshape %303 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %305 = stablehlo.reshape %304 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %306 = stablehlo.reshape %297 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %307 = call @cumsum(%305) : (tensor<1024xi1>) -> tensor<1024xi32>
    %308 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %309 = stablehlo.subtract %307, %308 : tensor<1024xi32>
    %310 = call @_where_7(%305, %309, %c_0) : (tensor<1024xi1>, tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %311 = stablehlo.reshape %282 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %312 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %313 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %314 = stablehlo.compare LT, %310, %313, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %315 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %316 = stablehlo.add %310, %315 : tensor<1024xi32>
    %317 = stablehlo.select %314, %316, %310 : tensor<1024xi1>, tensor<1024xi32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %319 = "stablehlo.scatter"(%312, %318, %311) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      stablehlo.return %arg10 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %320 = stablehlo.slice %319 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %321 = stablehlo.reshape %290 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %322 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %323 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %324 = stablehlo.compare LT, %310, %323, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %325 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %326 = stablehlo.add %310, %325 : tensor<1024xi32>
    %327 = stablehlo.select %324, %326, %310 : tensor<1024xi1>, tensor<1024xi32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %329 = "stablehlo.scatter"(%322, %328, %321) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      stablehlo.return %arg10 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %330 = stablehlo.slice %329 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %331 = call @_where_7(%306, %309, %c_0) : (tensor<1024xi1>, tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %332 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %333 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %334 = stablehlo.compare LT, %331, %333, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %335 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %336 = stablehlo.add %331, %335 : tensor<1024xi32>
    %337 = stablehlo.select %334, %336, %331 : tensor<1024xi1>, tensor<1024xi32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %339 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %340 = "stablehlo.scatter"(%332, %338, %339) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      %453 = stablehlo.add %arg9, %arg10 : tensor<i32>
      stablehlo.return %453 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %341 = stablehlo.slice %340 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %342 = stablehlo.convert %304 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %343 = stablehlo.reduce(%342 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x32xi32>, tensor<i32>) -> tensor<32xi32>
    %344 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %345 = call @cumsum_8(%343) : (tensor<32xi32>) -> tensor<32xi32>
    %346 = stablehlo.concatenate %344, %345, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %347 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %348 = stablehlo.minimum %346, %347 : tensor<33xi32>
    %349 = stablehlo.convert %348 : (tensor<33xi32>) -> tensor<33xi16>
    %350 = stablehlo.convert %320 : (tensor<528xi32>) -> tensor<528xi8>
    %351 = stablehlo.convert %341 : (tensor<528xi32>) -> tensor<528xi8>
    %352 = stablehlo.convert %330 : (tensor<528xi32>) -> tensor<528xi8>
    %353 = stablehlo.custom_call @tpu_custom_call(%349, %350, %351, %352, %154, %252#0, %252#1, %257, %3, %155, %156, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:82a0ef047027ae604baf298de26dd73742808d82523e38c70c01c9d2eb618f53\22, \22cost_estimate\22: {\22bytes_accessed\22: 2415919104, \22flops\22: 1700807049216, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    %354 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %355 = stablehlo.compare NE, %138, %354, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %356 = stablehlo.convert %153 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %357 = stablehlo.convert %138 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %358 = stablehlo.slice %356 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %359 = stablehlo.slice %356 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %360 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x31xi32>
    %361 = stablehlo.add %359, %360 : tensor<1x32x31xi32>
    %362 = stablehlo.compare EQ, %358, %361, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %363 = stablehlo.slice %357 [0:1, 0:32, 1:32] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %364 = stablehlo.slice %357 [0:1, 0:32, 0:31] : (tensor<1x32x32xi32>) -> tensor<1x32x31xi32>
    %365 = stablehlo.compare EQ, %363, %364, SIGNED : (tensor<1x32x31xi32>, tensor<1x32x31xi32>) -> tensor<1x32x31xi1>
    %366 = stablehlo.and %362, %365 : tensor<1x32x31xi1>
    %367 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<1x32x1xi1>
    %368 = stablehlo.not %366 : tensor<1x32x31xi1>
    %369 = stablehlo.concatenate %367, %368, dim = 2 : (tensor<1x32x1xi1>, tensor<1x32x31xi1>) -> tensor<1x32x32xi1>
    %370 = stablehlo.and %355, %369 : tensor<1x32x32xi1>
    %371 = stablehlo.convert %153 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %372 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %373 = stablehlo.add %c_8, %372 : tensor<1x1xi32>
    %374 = stablehlo.select %c_9, %373, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %376 = "stablehlo.gather"(%371, %375) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %377 = stablehlo.transpose %376, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %378 = stablehlo.reshape %377 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %379 = stablehlo.convert %138 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %380 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %381 = stablehlo.add %c_8, %380 : tensor<1x1xi32>
    %382 = stablehlo.select %c_9, %381, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %384 = "stablehlo.gather"(%379, %383) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi32>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi32>
    %385 = stablehlo.transpose %384, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi32>) -> tensor<1x32x1x32xi32>
    %386 = stablehlo.reshape %385 : (tensor<1x32x1x32xi32>) -> tensor<32x32xi32>
    %387 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %388 = stablehlo.add %c_8, %387 : tensor<1x1xi32>
    %389 = stablehlo.select %c_9, %388, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %391 = "stablehlo.gather"(%355, %390) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %392 = stablehlo.transpose %391, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %393 = stablehlo.reshape %392 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %394 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %395 = stablehlo.add %c_8, %394 : tensor<1x1xi32>
    %396 = stablehlo.select %c_9, %395, %c_8 : tensor<1x1xi1>, tensor<1x1xi32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %398 = "stablehlo.gather"(%370, %397) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<1x32x32xi1>, tensor<1x1x1xi32>) -> tensor<1x1x32x32xi1>
    %399 = stablehlo.transpose %398, dims = [0, 2, 1, 3] : (tensor<1x1x32x32xi1>) -> tensor<1x32x1x32xi1>
    %400 = stablehlo.reshape %399 : (tensor<1x32x1x32xi1>) -> tensor<32x32xi1>
    %401 = stablehlo.reshape %400 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %402 = stablehlo.reshape %393 : (tensor<32x32xi1>) -> tensor<1024xi1>
    %403 = call @cumsum(%401) : (tensor<1024xi1>) -> tensor<1024xi32>
    %404 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %405 = stablehlo.subtract %403, %404 : tensor<1024xi32>
    %406 = call @_where_7(%401, %405, %c_0) : (tensor<1024xi1>, tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %407 = stablehlo.reshape %378 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %408 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %409 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %410 = stablehlo.compare LT, %406, %409, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %411 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %412 = stablehlo.add %406, %411 : tensor<1024xi32>
    %413 = stablehlo.select %410, %412, %406 : tensor<1024xi1>, tensor<1024xi32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %415 = "stablehlo.scatter"(%408, %414, %407) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      stablehlo.return %arg10 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %416 = stablehlo.slice %415 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %417 = stablehlo.reshape %386 : (tensor<32x32xi32>) -> tensor<1024xi32>
    %418 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %419 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %420 = stablehlo.compare LT, %406, %419, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %421 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %422 = stablehlo.add %406, %421 : tensor<1024xi32>
    %423 = stablehlo.select %420, %422, %406 : tensor<1024xi1>, tensor<1024xi32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %425 = "stablehlo.scatter"(%418, %424, %417) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      stablehlo.return %arg10 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %426 = stablehlo.slice %425 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %427 = call @_where_7(%402, %405, %c_0) : (tensor<1024xi1>, tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %428 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<529xi32>
    %429 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %430 = stablehlo.compare LT, %427, %429, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %431 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %432 = stablehlo.add %427, %431 : tensor<1024xi32>
    %433 = stablehlo.select %430, %432, %427 : tensor<1024xi1>, tensor<1024xi32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %435 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %436 = "stablehlo.scatter"(%428, %434, %435) <{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
      %453 = stablehlo.add %arg9, %arg10 : tensor<i32>
      stablehlo.return %453 : tensor<i32>
    }) : (tensor<529xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<529xi32>
    %437 = stablehlo.slice %436 [0:528] : (tensor<529xi32>) -> tensor<528xi32>
    %438 = stablehlo.convert %400 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %439 = stablehlo.reduce(%438 init: %c_7) applies stablehlo.add across dimensions = [1] : (tensor<32x32xi32>, tensor<i32>) -> tensor<32xi32>
    %440 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %441 = call @cumsum_8(%439) : (tensor<32xi32>) -> tensor<32xi32>
    %442 = stablehlo.concatenate %440, %441, dim = 0 : (tensor<1xi32>, tensor<32xi32>) -> tensor<33xi32>
    %443 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<33xi32>
    %444 = stablehlo.minimum %442, %443 : tensor<33xi32>
    %445 = stablehlo.convert %444 : (tensor<33xi32>) -> tensor<33xi16>
    %446 = stablehlo.convert %416 : (tensor<528xi32>) -> tensor<528xi8>
    %447 = stablehlo.convert %437 : (tensor<528xi32>) -> tensor<528xi8>
    %448 = stablehlo.convert %426 : (tensor<528xi32>) -> tensor<528xi8>
    %449:2 = stablehlo.custom_call @tpu_custom_call(%445, %446, %447, %448, %155, %156, %7, %154, %252#0, %252#1, %257, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:47936768406c9b9f7efe62992d4a5bccb74e8d1ad11e55b7dc275b7dece0199b\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 2267742732288, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16384x128xi32>, tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<8x16384xi32>) -> (tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>)
    %450 = call @_pad_10(%449#1) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %451 = call @_pad_10(%449#0) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %452 = call @_pad_11(%353) : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %252#0, %452, %451, %450 : tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:ee0d2b4a50b24646aa916c53ef32a12d1e254b595c57bda8bfece3dfa9c86351
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg8: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<8x16384xi32, #tpu.memory_space<any>>, %arg11: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x8x512xi32, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}]} {
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
    %33 = vector.load %arg13[%c0, %c0_14] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %34 = vector.shape_cast %33 : vector<512x128xf32> to vector<512x128xf32>
    %35 = vector.shape_cast %32 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0_14], %35 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_15 = arith.constant 0.000000e+00 : f32
    %36 = vector.broadcast %cst_15 : f32 to vector<512x128xf32>
    %c0_16 = arith.constant 0 : index
    %c0_17 = arith.constant 0 : index
    %37 = vector.load %arg14[%c0_16, %c0_17] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %38 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
    %39 = vector.shape_cast %36 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0_16, %c0_17], %39 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_18 = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_18 : f32 to vector<512x128xf32>
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %41 = vector.load %arg15[%c0_19, %c0_20] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %42 = vector.shape_cast %41 : vector<512x128xf32> to vector<512x128xf32>
    %43 = vector.shape_cast %40 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0_19, %c0_20], %43 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %c0_i32_41 = arith.constant 0 : i32
      %80 = arith.addi %21, %c0_i32_41 : i32
      %81 = arith.index_cast %46 : i32 to index
      %82 = memref.load %arg3[%81] : memref<528xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %c0_i32_42 = arith.constant 0 : i32
      %84 = arith.addi %83, %c0_i32_42 : i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.divsi %80, %c2_i32 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %86 = arith.cmpi sgt, %80, %c0_i32_43 : i32
      %87 = arith.extui %86 : i1 to i32
      %c0_i32_44 = arith.constant 0 : i32
      %88 = arith.cmpi slt, %80, %c0_i32_44 : i32
      %89 = arith.extui %88 : i1 to i32
      %90 = arith.subi %87, %89 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %91 = arith.cmpi sgt, %c2_i32, %c0_i32_45 : i32
      %92 = arith.extui %91 : i1 to i32
      %c0_i32_46 = arith.constant 0 : i32
      %93 = arith.cmpi slt, %c2_i32, %c0_i32_46 : i32
      %94 = arith.extui %93 : i1 to i32
      %95 = arith.subi %92, %94 : i32
      %96 = arith.cmpi ne, %90, %95 : i32
      %97 = arith.remsi %80, %c2_i32 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %98 = arith.cmpi ne, %97, %c0_i32_47 : i32
      %99 = arith.andi %96, %98 : i1
      %c1_i32_48 = arith.constant 1 : i32
      %100 = arith.subi %85, %c1_i32_48 : i32
      %101 = arith.select %99, %100, %85 : i32
      %c512_i32 = arith.constant 512 : i32
      %102 = arith.muli %84, %c512_i32 : i32
      %103 = tpu.assume_multiple %102, 512 : i32
      %c2_i32_49 = arith.constant 2 : i32
      %104 = arith.divsi %80, %c2_i32_49 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %105 = arith.cmpi sgt, %80, %c0_i32_50 : i32
      %106 = arith.extui %105 : i1 to i32
      %c0_i32_51 = arith.constant 0 : i32
      %107 = arith.cmpi slt, %80, %c0_i32_51 : i32
      %108 = arith.extui %107 : i1 to i32
      %109 = arith.subi %106, %108 : i32
      %c0_i32_52 = arith.constant 0 : i32
      %110 = arith.cmpi sgt, %c2_i32_49, %c0_i32_52 : i32
      %111 = arith.extui %110 : i1 to i32
      %c0_i32_53 = arith.constant 0 : i32
      %112 = arith.cmpi slt, %c2_i32_49, %c0_i32_53 : i32
      %113 = arith.extui %112 : i1 to i32
      %114 = arith.subi %111, %113 : i32
      %115 = arith.cmpi ne, %109, %114 : i32
      %116 = arith.remsi %80, %c2_i32_49 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %117 = arith.cmpi ne, %116, %c0_i32_54 : i32
      %118 = arith.andi %115, %117 : i1
      %c1_i32_55 = arith.constant 1 : i32
      %119 = arith.subi %104, %c1_i32_55 : i32
      %120 = arith.select %118, %119, %104 : i32
      %c512_i32_56 = arith.constant 512 : i32
      %121 = arith.muli %84, %c512_i32_56 : i32
      %122 = tpu.assume_multiple %121, 512 : i32
      %c512_i32_57 = arith.constant 512 : i32
      %123 = arith.muli %84, %c512_i32_57 : i32
      %124 = tpu.assume_multiple %123, 512 : i32
      %c0_i32_58 = arith.constant 0 : i32
      %c0_i32_59 = arith.constant 0 : i32
      %c0_i32_60 = arith.constant 0 : i32
      %125 = tpu.memref_slice %arg19[%c0_i32_59, %c0_i32_60] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %126 = tpu.memref_squeeze %125 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_61 = arith.constant 0 : i32
      %c0_i32_62 = arith.constant 0 : i32
      %127 = tpu.memref_slice %arg16[%c0_i32_58, %c0_i32_61, %c0_i32_62] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %128 = tpu.memref_squeeze %127 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_63 = arith.constant 0 : i32
      %129 = tpu.memref_slice %arg8[%101, %103, %c0_i32_63] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %130 = tpu.memref_squeeze %129 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%130 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%128 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%126 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_64 = arith.constant 0 : i32
      %c0_i32_65 = arith.constant 0 : i32
      %c1_i32_66 = arith.constant 1 : i32
      %131 = tpu.memref_slice %arg19[%c0_i32_65, %c1_i32_66] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %132 = tpu.memref_squeeze %131 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_67 = arith.constant 0 : i32
      %c0_i32_68 = arith.constant 0 : i32
      %133 = tpu.memref_slice %arg17[%c0_i32_64, %c0_i32_67, %c0_i32_68] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %134 = tpu.memref_squeeze %133 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_69 = arith.constant 0 : i32
      %135 = tpu.memref_slice %arg9[%120, %122, %c0_i32_69] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %136 = tpu.memref_squeeze %135 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%136 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%134 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%132 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_70 = arith.constant 0 : i32
      %c0_i32_71 = arith.constant 0 : i32
      %c2_i32_72 = arith.constant 2 : i32
      %137 = tpu.memref_slice %arg19[%c0_i32_71, %c2_i32_72] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %138 = tpu.memref_squeeze %137 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_73 = arith.constant 0 : i32
      %c0_i32_74 = arith.constant 0 : i32
      %139 = tpu.memref_slice %arg18[%c0_i32_70, %c0_i32_73, %c0_i32_74] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %140 = tpu.memref_squeeze %139 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32_75 = arith.constant 0 : i32
      %141 = tpu.memref_slice %arg10[%c0_i32_75, %124] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%141 : memref<8x512xi32, #tpu.memory_space<any>>) target(%140 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%138 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_23 = arith.constant 0 : i32
    %c0_i32_24 = arith.constant 0 : i32
    %54:3 = scf.while (%arg20 = %46, %arg21 = %c0_i32_23, %arg22 = %c0_i32_24) : (i32, i32, i32) -> (i32, i32, i32) {
      %80 = arith.cmpi slt, %arg20, %50 : i32
      scf.condition(%80) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32_41 = arith.constant 1 : i32
      %80 = arith.addi %arg21, %c1_i32_41 : i32
      %81 = arith.index_cast %arg20 : i32 to index
      %82 = memref.load %arg4[%81] : memref<528xi8, #tpu.memory_space<smem>>
      %83 = arith.extsi %82 : i8 to i32
      %84 = arith.cmpi sge, %80, %83 : i32
      %c1_i32_42 = arith.constant 1 : i32
      %85 = arith.addi %arg20, %c1_i32_42 : i32
      %86 = arith.select %84, %85, %arg20 : i32
      %c1_i32_43 = arith.constant 1 : i32
      %87 = arith.addi %arg21, %c1_i32_43 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %88 = arith.select %84, %c0_i32_44, %87 : i32
      %89 = arith.cmpi slt, %86, %50 : i32
      %90 = arith.extui %89 : i1 to i32
      %c0_i32_45 = arith.constant 0 : i32
      %91 = arith.cmpi ne, %90, %c0_i32_45 : i32
      scf.if %91 {
        %c0_i32_116 = arith.constant 0 : i32
        %249 = arith.addi %21, %c0_i32_116 : i32
        %250 = arith.index_cast %86 : i32 to index
        %251 = memref.load %arg3[%250] : memref<528xi8, #tpu.memory_space<smem>>
        %252 = arith.extsi %251 : i8 to i32
        %253 = arith.addi %252, %88 : i32
        %c1_i32_117 = arith.constant 1 : i32
        %254 = arith.subi %c1_i32_117, %arg22 : i32
        %c2_i32_118 = arith.constant 2 : i32
        %255 = arith.divsi %249, %c2_i32_118 : i32
        %c0_i32_119 = arith.constant 0 : i32
        %256 = arith.cmpi sgt, %249, %c0_i32_119 : i32
        %257 = arith.extui %256 : i1 to i32
        %c0_i32_120 = arith.constant 0 : i32
        %258 = arith.cmpi slt, %249, %c0_i32_120 : i32
        %259 = arith.extui %258 : i1 to i32
        %260 = arith.subi %257, %259 : i32
        %c0_i32_121 = arith.constant 0 : i32
        %261 = arith.cmpi sgt, %c2_i32_118, %c0_i32_121 : i32
        %262 = arith.extui %261 : i1 to i32
        %c0_i32_122 = arith.constant 0 : i32
        %263 = arith.cmpi slt, %c2_i32_118, %c0_i32_122 : i32
        %264 = arith.extui %263 : i1 to i32
        %265 = arith.subi %262, %264 : i32
        %266 = arith.cmpi ne, %260, %265 : i32
        %267 = arith.remsi %249, %c2_i32_118 : i32
        %c0_i32_123 = arith.constant 0 : i32
        %268 = arith.cmpi ne, %267, %c0_i32_123 : i32
        %269 = arith.andi %266, %268 : i1
        %c1_i32_124 = arith.constant 1 : i32
        %270 = arith.subi %255, %c1_i32_124 : i32
        %271 = arith.select %269, %270, %255 : i32
        %c512_i32_125 = arith.constant 512 : i32
        %272 = arith.muli %253, %c512_i32_125 : i32
        %273 = tpu.assume_multiple %272, 512 : i32
        %c2_i32_126 = arith.constant 2 : i32
        %274 = arith.divsi %249, %c2_i32_126 : i32
        %c0_i32_127 = arith.constant 0 : i32
        %275 = arith.cmpi sgt, %249, %c0_i32_127 : i32
        %276 = arith.extui %275 : i1 to i32
        %c0_i32_128 = arith.constant 0 : i32
        %277 = arith.cmpi slt, %249, %c0_i32_128 : i32
        %278 = arith.extui %277 : i1 to i32
        %279 = arith.subi %276, %278 : i32
        %c0_i32_129 = arith.constant 0 : i32
        %280 = arith.cmpi sgt, %c2_i32_126, %c0_i32_129 : i32
        %281 = arith.extui %280 : i1 to i32
        %c0_i32_130 = arith.constant 0 : i32
        %282 = arith.cmpi slt, %c2_i32_126, %c0_i32_130 : i32
        %283 = arith.extui %282 : i1 to i32
        %284 = arith.subi %281, %283 : i32
        %285 = arith.cmpi ne, %279, %284 : i32
        %286 = arith.remsi %249, %c2_i32_126 : i32
        %c0_i32_131 = arith.constant 0 : i32
        %287 = arith.cmpi ne, %286, %c0_i32_131 : i32
        %288 = arith.andi %285, %287 : i1
        %c1_i32_132 = arith.constant 1 : i32
        %289 = arith.subi %274, %c1_i32_132 : i32
        %290 = arith.select %288, %289, %274 : i32
        %c512_i32_133 = arith.constant 512 : i32
        %291 = arith.muli %253, %c512_i32_133 : i32
        %292 = tpu.assume_multiple %291, 512 : i32
        %c512_i32_134 = arith.constant 512 : i32
        %293 = arith.muli %253, %c512_i32_134 : i32
        %294 = tpu.assume_multiple %293, 512 : i32
        %c0_i32_135 = arith.constant 0 : i32
        %295 = tpu.memref_slice %arg19[%254, %c0_i32_135] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %296 = tpu.memref_squeeze %295 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_136 = arith.constant 0 : i32
        %c0_i32_137 = arith.constant 0 : i32
        %297 = tpu.memref_slice %arg16[%254, %c0_i32_136, %c0_i32_137] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %298 = tpu.memref_squeeze %297 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_138 = arith.constant 0 : i32
        %299 = tpu.memref_slice %arg8[%271, %273, %c0_i32_138] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %300 = tpu.memref_squeeze %299 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%300 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%298 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%296 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_139 = arith.constant 1 : i32
        %301 = tpu.memref_slice %arg19[%254, %c1_i32_139] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %302 = tpu.memref_squeeze %301 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_140 = arith.constant 0 : i32
        %c0_i32_141 = arith.constant 0 : i32
        %303 = tpu.memref_slice %arg17[%254, %c0_i32_140, %c0_i32_141] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %304 = tpu.memref_squeeze %303 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_142 = arith.constant 0 : i32
        %305 = tpu.memref_slice %arg9[%290, %292, %c0_i32_142] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %306 = tpu.memref_squeeze %305 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%306 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%304 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%302 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_143 = arith.constant 2 : i32
        %307 = tpu.memref_slice %arg19[%254, %c2_i32_143] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %308 = tpu.memref_squeeze %307 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_144 = arith.constant 0 : i32
        %c0_i32_145 = arith.constant 0 : i32
        %309 = tpu.memref_slice %arg18[%254, %c0_i32_144, %c0_i32_145] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %310 = tpu.memref_squeeze %309 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32_146 = arith.constant 0 : i32
        %311 = tpu.memref_slice %arg10[%c0_i32_146, %294] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%311 : memref<8x512xi32, #tpu.memory_space<any>>) target(%310 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%308 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_46 = arith.constant 0 : i32
      %92 = arith.addi %21, %c0_i32_46 : i32
      %93 = arith.index_cast %arg20 : i32 to index
      %94 = memref.load %arg3[%93] : memref<528xi8, #tpu.memory_space<smem>>
      %95 = arith.extsi %94 : i8 to i32
      %96 = arith.addi %95, %arg21 : i32
      %c2_i32 = arith.constant 2 : i32
      %97 = arith.divsi %92, %c2_i32 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %98 = arith.cmpi sgt, %92, %c0_i32_47 : i32
      %99 = arith.extui %98 : i1 to i32
      %c0_i32_48 = arith.constant 0 : i32
      %100 = arith.cmpi slt, %92, %c0_i32_48 : i32
      %101 = arith.extui %100 : i1 to i32
      %102 = arith.subi %99, %101 : i32
      %c0_i32_49 = arith.constant 0 : i32
      %103 = arith.cmpi sgt, %c2_i32, %c0_i32_49 : i32
      %104 = arith.extui %103 : i1 to i32
      %c0_i32_50 = arith.constant 0 : i32
      %105 = arith.cmpi slt, %c2_i32, %c0_i32_50 : i32
      %106 = arith.extui %105 : i1 to i32
      %107 = arith.subi %104, %106 : i32
      %108 = arith.cmpi ne, %102, %107 : i32
      %109 = arith.remsi %92, %c2_i32 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %110 = arith.cmpi ne, %109, %c0_i32_51 : i32
      %111 = arith.andi %108, %110 : i1
      %c1_i32_52 = arith.constant 1 : i32
      %112 = arith.subi %97, %c1_i32_52 : i32
      %113 = arith.select %111, %112, %97 : i32
      %c512_i32 = arith.constant 512 : i32
      %114 = arith.muli %96, %c512_i32 : i32
      %115 = tpu.assume_multiple %114, 512 : i32
      %c2_i32_53 = arith.constant 2 : i32
      %116 = arith.divsi %92, %c2_i32_53 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %117 = arith.cmpi sgt, %92, %c0_i32_54 : i32
      %118 = arith.extui %117 : i1 to i32
      %c0_i32_55 = arith.constant 0 : i32
      %119 = arith.cmpi slt, %92, %c0_i32_55 : i32
      %120 = arith.extui %119 : i1 to i32
      %121 = arith.subi %118, %120 : i32
      %c0_i32_56 = arith.constant 0 : i32
      %122 = arith.cmpi sgt, %c2_i32_53, %c0_i32_56 : i32
      %123 = arith.extui %122 : i1 to i32
      %c0_i32_57 = arith.constant 0 : i32
      %124 = arith.cmpi slt, %c2_i32_53, %c0_i32_57 : i32
      %125 = arith.extui %124 : i1 to i32
      %126 = arith.subi %123, %125 : i32
      %127 = arith.cmpi ne, %121, %126 : i32
      %128 = arith.remsi %92, %c2_i32_53 : i32
      %c0_i32_58 = arith.constant 0 : i32
      %129 = arith.cmpi ne, %128, %c0_i32_58 : i32
      %130 = arith.andi %127, %129 : i1
      %c1_i32_59 = arith.constant 1 : i32
      %131 = arith.subi %116, %c1_i32_59 : i32
      %132 = arith.select %130, %131, %116 : i32
      %c512_i32_60 = arith.constant 512 : i32
      %133 = arith.muli %96, %c512_i32_60 : i32
      %134 = tpu.assume_multiple %133, 512 : i32
      %c512_i32_61 = arith.constant 512 : i32
      %135 = arith.muli %96, %c512_i32_61 : i32
      %136 = tpu.assume_multiple %135, 512 : i32
      %c0_i32_62 = arith.constant 0 : i32
      %137 = tpu.memref_slice %arg19[%arg22, %c0_i32_62] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %138 = tpu.memref_squeeze %137 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_63 = arith.constant 0 : i32
      %c0_i32_64 = arith.constant 0 : i32
      %139 = tpu.memref_slice %arg16[%arg22, %c0_i32_63, %c0_i32_64] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %140 = tpu.memref_squeeze %139 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_65 = arith.constant 0 : i32
      %141 = tpu.memref_slice %arg8[%113, %115, %c0_i32_65] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %142 = tpu.memref_squeeze %141 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%138 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%142 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%140 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_66 = arith.constant 1 : i32
      %143 = tpu.memref_slice %arg19[%arg22, %c1_i32_66] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %144 = tpu.memref_squeeze %143 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_67 = arith.constant 0 : i32
      %c0_i32_68 = arith.constant 0 : i32
      %145 = tpu.memref_slice %arg17[%arg22, %c0_i32_67, %c0_i32_68] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %146 = tpu.memref_squeeze %145 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_69 = arith.constant 0 : i32
      %147 = tpu.memref_slice %arg9[%132, %134, %c0_i32_69] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %148 = tpu.memref_squeeze %147 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%144 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%148 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%146 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32_70 = arith.constant 2 : i32
      %149 = tpu.memref_slice %arg19[%arg22, %c2_i32_70] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %150 = tpu.memref_squeeze %149 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_71 = arith.constant 0 : i32
      %c0_i32_72 = arith.constant 0 : i32
      %151 = tpu.memref_slice %arg18[%arg22, %c0_i32_71, %c0_i32_72] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %152 = tpu.memref_squeeze %151 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32_73 = arith.constant 0 : i32
      %153 = tpu.memref_slice %arg10[%c0_i32_73, %136] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%150 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%153 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%152 : memref<8x512xi32, #tpu.memory_space<vmem>>)
      %154 = arith.index_cast %arg20 : i32 to index
      %155 = memref.load %arg5[%154] : memref<528xi8, #tpu.memory_space<smem>>
      %156 = arith.extsi %155 : i8 to i32
      %c0_74 = arith.constant 0 : index
      %c0_75 = arith.constant 0 : index
      %c0_76 = arith.constant 0 : index
      %157 = vector.load %arg6[%c0_74, %c0_75, %c0_76] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %158 = vector.shape_cast %157 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %159 = arith.index_cast %arg22 : i32 to index
      %c0_77 = arith.constant 0 : index
      %c0_78 = arith.constant 0 : index
      %160 = vector.load %arg16[%159, %c0_77, %c0_78] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %161 = vector.shape_cast %160 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_79 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %162 = tpu.matmul %158, %161, %cst_79 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_80 = arith.constant 0.0883883461 : f32
      %163 = vector.broadcast %cst_80 : f32 to vector<512x512xf32>
      %164 = arith.mulf %162, %163 : vector<512x512xf32>
      %c0_81 = arith.constant 0 : index
      %c0_82 = arith.constant 0 : index
      %165 = vector.load %arg7[%c0_81, %c0_82] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %166 = vector.shape_cast %165 : vector<512x1xi32> to vector<512x1xi32>
      %c0_i32_83 = arith.constant 0 : i32
      %c0_i32_84 = arith.constant 0 : i32
      %167 = tpu.memref_slice %arg18[%arg22, %c0_i32_83, %c0_i32_84] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %168 = tpu.memref_squeeze %167 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_85 = arith.constant 0 : index
      %c0_86 = arith.constant 0 : index
      %169 = vector.load %168[%c0_85, %c0_86] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %c512_i32_87 = arith.constant 512 : i32
      %170 = arith.muli %31, %c512_i32_87 : i32
      %171 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %172 = vector.broadcast %170 : i32 to vector<512x512xi32>
      %173 = arith.addi %172, %171 : vector<512x512xi32>
      %c512_i32_88 = arith.constant 512 : i32
      %174 = arith.muli %96, %c512_i32_88 : i32
      %175 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %176 = vector.broadcast %174 : i32 to vector<512x512xi32>
      %177 = arith.addi %176, %175 : vector<512x512xi32>
      %178 = arith.subi %177, %173 : vector<512x512xi32>
      %179 = arith.cmpi eq, %178, %178 : vector<512x512xi32>
      %c0_i32_89 = arith.constant 0 : i32
      %180 = vector.broadcast %c0_i32_89 : i32 to vector<512x512xi32>
      %181 = arith.cmpi sle, %178, %180 : vector<512x512xi32>
      %182 = arith.andi %179, %181 : vector<512x512xi1>
      %c16384_i32 = arith.constant 16384 : i32
      %183 = vector.broadcast %c16384_i32 : i32 to vector<512x512xi32>
      %184 = arith.cmpi slt, %173, %183 : vector<512x512xi32>
      %185 = arith.andi %182, %184 : vector<512x512xi1>
      %c16384_i32_90 = arith.constant 16384 : i32
      %186 = vector.broadcast %c16384_i32_90 : i32 to vector<512x512xi32>
      %187 = arith.cmpi slt, %177, %186 : vector<512x512xi32>
      %188 = arith.andi %185, %187 : vector<512x512xi1>
      %c2_i32_91 = arith.constant 2 : i32
      %189 = arith.cmpi eq, %156, %c2_i32_91 : i32
      %190 = vector.broadcast %189 : i1 to vector<512x512xi1>
      %191 = arith.ori %188, %190 : vector<512x512xi1>
      %192 = vector.broadcast %166 : vector<512x1xi32> to vector<512x512xi32>
      %193 = vector.broadcast %169 : vector<1x512xi32> to vector<512x512xi32>
      %194 = arith.cmpi eq, %192, %193 : vector<512x512xi32>
      %195 = arith.andi %191, %194 : vector<512x512xi1>
      %c0_i32_92 = arith.constant 0 : i32
      %196 = vector.broadcast %c0_i32_92 : i32 to vector<512x1xi32>
      %197 = arith.cmpi sge, %166, %196 : vector<512x1xi32>
      %198 = vector.broadcast %197 : vector<512x1xi1> to vector<512x512xi1>
      %199 = arith.andi %195, %198 : vector<512x512xi1>
      %c0_i32_93 = arith.constant 0 : i32
      %200 = vector.broadcast %c0_i32_93 : i32 to vector<1x512xi32>
      %201 = arith.cmpi sge, %169, %200 : vector<1x512xi32>
      %202 = vector.broadcast %201 : vector<1x512xi1> to vector<512x512xi1>
      %203 = arith.andi %199, %202 : vector<512x512xi1>
      %c0_94 = arith.constant 0 : index
      %c0_95 = arith.constant 0 : index
      %204 = vector.load %arg13[%c0_94, %c0_95] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_96 = arith.constant 0xFF800000 : f32
      %205 = vector.broadcast %cst_96 : f32 to vector<512x512xf32>
      %206 = arith.select %203, %164, %205 : vector<512x512xi1>, vector<512x512xf32>
      %cst_97 = arith.constant dense<0xFF800000> : vector<512xf32>
      %207 = vector.multi_reduction <maximumf>, %206, %cst_97 [1] : vector<512x512xf32> to vector<512xf32>
      %208 = vector.shape_cast %207 : vector<512xf32> to vector<512x1xf32>
      %209 = vector.broadcast %208 : vector<512x1xf32> to vector<512x128xf32>
      %210 = arith.maximumf %204, %209 : vector<512x128xf32>
      %cst_98 = arith.constant 0xFF800000 : f32
      %211 = vector.broadcast %cst_98 : f32 to vector<512x128xf32>
      %212 = arith.cmpf oeq, %210, %211 : vector<512x128xf32>
      %cst_99 = arith.constant 0.000000e+00 : f32
      %213 = vector.broadcast %cst_99 : f32 to vector<512x128xf32>
      %214 = arith.select %212, %213, %210 : vector<512x128xi1>, vector<512x128xf32>
      %215 = vector.extract_strided_slice %214 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %216 = vector.broadcast %215 : vector<512x1xf32> to vector<512x512xf32>
      %217 = arith.subf %164, %216 : vector<512x512xf32>
      %218 = math.exp %217 : vector<512x512xf32>
      %cst_100 = arith.constant 0.000000e+00 : f32
      %219 = vector.broadcast %cst_100 : f32 to vector<512x512xf32>
      %220 = arith.select %203, %218, %219 : vector<512x512xi1>, vector<512x512xf32>
      %221 = arith.subf %204, %214 : vector<512x128xf32>
      %222 = math.exp %221 : vector<512x128xf32>
      %c0_101 = arith.constant 0 : index
      %c0_102 = arith.constant 0 : index
      %223 = vector.load %arg14[%c0_101, %c0_102] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %224 = arith.mulf %222, %223 : vector<512x128xf32>
      %cst_103 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %225 = vector.multi_reduction <add>, %220, %cst_103 [1] : vector<512x512xf32> to vector<512xf32>
      %226 = vector.shape_cast %225 : vector<512xf32> to vector<512x1xf32>
      %227 = vector.broadcast %226 : vector<512x1xf32> to vector<512x128xf32>
      %228 = arith.addf %224, %227 : vector<512x128xf32>
      %c0_104 = arith.constant 0 : index
      %c0_105 = arith.constant 0 : index
      %229 = vector.load %arg14[%c0_104, %c0_105] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %230 = vector.shape_cast %229 : vector<512x128xf32> to vector<512x128xf32>
      %231 = vector.shape_cast %228 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_104, %c0_105], %231 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %232 = arith.index_cast %arg22 : i32 to index
      %c0_106 = arith.constant 0 : index
      %c0_107 = arith.constant 0 : index
      %233 = vector.load %arg17[%232, %c0_106, %c0_107] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %234 = vector.shape_cast %233 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %235 = vector.extract_strided_slice %222 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_108 = arith.constant 0 : index
      %c0_109 = arith.constant 0 : index
      %236 = vector.load %arg15[%c0_108, %c0_109] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %237 = vector.broadcast %235 : vector<512x1xf32> to vector<512x128xf32>
      %238 = arith.mulf %237, %236 : vector<512x128xf32>
      %239 = arith.truncf %220 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_110 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %240 = tpu.matmul %239, %234, %cst_110 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %241 = arith.addf %238, %240 : vector<512x128xf32>
      %c0_111 = arith.constant 0 : index
      %c0_112 = arith.constant 0 : index
      %242 = vector.load %arg15[%c0_111, %c0_112] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %243 = vector.shape_cast %242 : vector<512x128xf32> to vector<512x128xf32>
      %244 = vector.shape_cast %241 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_111, %c0_112], %244 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_113 = arith.constant 0 : index
      %c0_114 = arith.constant 0 : index
      %245 = vector.load %arg13[%c0_113, %c0_114] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %246 = vector.shape_cast %245 : vector<512x128xf32> to vector<512x128xf32>
      %247 = vector.shape_cast %210 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_113, %c0_114], %247 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_115 = arith.constant 1 : i32
      %248 = arith.subi %c1_i32_115, %arg22 : i32
      scf.yield %86, %88, %248 : i32, i32, i32
    }
    %c0_25 = arith.constant 0 : index
    %c0_26 = arith.constant 0 : index
    %55 = vector.load %arg14[%c0_25, %c0_26] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_27 = arith.constant 0.000000e+00 : f32
    %56 = vector.broadcast %cst_27 : f32 to vector<512x128xf32>
    %57 = arith.cmpf ogt, %55, %56 : vector<512x128xf32>
    %c0_28 = arith.constant 0 : index
    %c0_29 = arith.constant 0 : index
    %58 = vector.load %arg15[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
    %c0_34 = arith.constant 0 : index
    %c0_35 = arith.constant 0 : index
    %68 = vector.load %arg13[%c0_34, %c0_35] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_36 = arith.constant 1.000000e+00 : f32
    %69 = vector.broadcast %cst_36 : f32 to vector<512x128xf32>
    %70 = arith.select %57, %55, %69 : vector<512x128xi1>, vector<512x128xf32>
    %71 = math.log %70 : vector<512x128xf32>
    %72 = arith.addf %68, %71 : vector<512x128xf32>
    %cst_37 = arith.constant 0xFF800000 : f32
    %73 = vector.broadcast %cst_37 : f32 to vector<512x128xf32>
    %74 = arith.select %57, %72, %73 : vector<512x128xi1>, vector<512x128xf32>
    %75 = tpu.transpose %74, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %76 = vector.extract_strided_slice %75 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0_38 = arith.constant 0 : index
    %c0_39 = arith.constant 0 : index
    %c0_40 = arith.constant 0 : index
    %77 = vector.load %arg12[%c0_38, %c0_39, %c0_40] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %78 = vector.shape_cast %77 : vector<1x1x512xf32> to vector<1x512xf32>
    %79 = vector.shape_cast %76 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg12[%c0_38, %c0_39, %c0_40], %79 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_15, %32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:82a0ef047027ae604baf298de26dd73742808d82523e38c70c01c9d2eb618f53
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg11: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg12: memref<8x16384x128xbf16, #tpu.memory_space<any>>, %arg13: memref<8x16384xi32, #tpu.memory_space<any>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x8x512xi32, #tpu.memory_space<vmem>>, %arg19: memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 4 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
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
    %cst = arith.constant 0.000000e+00 : f32
    %32 = vector.broadcast %cst : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0_14 = arith.constant 0 : index
    %33 = vector.load %arg15[%c0, %c0_14] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %34 = vector.shape_cast %33 : vector<512x128xf32> to vector<512x128xf32>
    %35 = vector.shape_cast %32 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0_14], %35 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %36 = arith.index_cast %arg1 : i32 to index
    %37 = memref.load %arg2[%36] : memref<33xi16, #tpu.memory_space<smem>>
    %38 = arith.extsi %37 : i16 to i32
    %c1_i32_15 = arith.constant 1 : i32
    %39 = arith.addi %arg1, %c1_i32_15 : i32
    %40 = arith.index_cast %39 : i32 to index
    %41 = memref.load %arg2[%40] : memref<33xi16, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i16 to i32
    %43 = arith.cmpi slt, %38, %42 : i32
    %44 = arith.extui %43 : i1 to i32
    %c0_i32_16 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_16 : i32
    scf.if %45 {
      %c0_i32_24 = arith.constant 0 : i32
      %52 = arith.addi %21, %c0_i32_24 : i32
      %53 = arith.index_cast %38 : i32 to index
      %54 = memref.load %arg3[%53] : memref<528xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %c0_i32_25 = arith.constant 0 : i32
      %56 = arith.addi %55, %c0_i32_25 : i32
      %c2_i32 = arith.constant 2 : i32
      %57 = arith.divsi %52, %c2_i32 : i32
      %c0_i32_26 = arith.constant 0 : i32
      %58 = arith.cmpi sgt, %52, %c0_i32_26 : i32
      %59 = arith.extui %58 : i1 to i32
      %c0_i32_27 = arith.constant 0 : i32
      %60 = arith.cmpi slt, %52, %c0_i32_27 : i32
      %61 = arith.extui %60 : i1 to i32
      %62 = arith.subi %59, %61 : i32
      %c0_i32_28 = arith.constant 0 : i32
      %63 = arith.cmpi sgt, %c2_i32, %c0_i32_28 : i32
      %64 = arith.extui %63 : i1 to i32
      %c0_i32_29 = arith.constant 0 : i32
      %65 = arith.cmpi slt, %c2_i32, %c0_i32_29 : i32
      %66 = arith.extui %65 : i1 to i32
      %67 = arith.subi %64, %66 : i32
      %68 = arith.cmpi ne, %62, %67 : i32
      %69 = arith.remsi %52, %c2_i32 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %70 = arith.cmpi ne, %69, %c0_i32_30 : i32
      %71 = arith.andi %68, %70 : i1
      %c1_i32_31 = arith.constant 1 : i32
      %72 = arith.subi %57, %c1_i32_31 : i32
      %73 = arith.select %71, %72, %57 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %56, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c2_i32_32 = arith.constant 2 : i32
      %76 = arith.divsi %52, %c2_i32_32 : i32
      %c0_i32_33 = arith.constant 0 : i32
      %77 = arith.cmpi sgt, %52, %c0_i32_33 : i32
      %78 = arith.extui %77 : i1 to i32
      %c0_i32_34 = arith.constant 0 : i32
      %79 = arith.cmpi slt, %52, %c0_i32_34 : i32
      %80 = arith.extui %79 : i1 to i32
      %81 = arith.subi %78, %80 : i32
      %c0_i32_35 = arith.constant 0 : i32
      %82 = arith.cmpi sgt, %c2_i32_32, %c0_i32_35 : i32
      %83 = arith.extui %82 : i1 to i32
      %c0_i32_36 = arith.constant 0 : i32
      %84 = arith.cmpi slt, %c2_i32_32, %c0_i32_36 : i32
      %85 = arith.extui %84 : i1 to i32
      %86 = arith.subi %83, %85 : i32
      %87 = arith.cmpi ne, %81, %86 : i32
      %88 = arith.remsi %52, %c2_i32_32 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %89 = arith.cmpi ne, %88, %c0_i32_37 : i32
      %90 = arith.andi %87, %89 : i1
      %c1_i32_38 = arith.constant 1 : i32
      %91 = arith.subi %76, %c1_i32_38 : i32
      %92 = arith.select %90, %91, %76 : i32
      %c512_i32_39 = arith.constant 512 : i32
      %93 = arith.muli %56, %c512_i32_39 : i32
      %94 = tpu.assume_multiple %93, 512 : i32
      %c512_i32_40 = arith.constant 512 : i32
      %95 = arith.muli %56, %c512_i32_40 : i32
      %96 = tpu.assume_multiple %95, 512 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %c0_i32_43 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg19[%c0_i32_42, %c0_i32_43] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %98 = tpu.memref_squeeze %97 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_44 = arith.constant 0 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %99 = tpu.memref_slice %arg16[%c0_i32_41, %c0_i32_44, %c0_i32_45] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_46 = arith.constant 0 : i32
      %101 = tpu.memref_slice %arg11[%73, %75, %c0_i32_46] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%102 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%100 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%98 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_47 = arith.constant 0 : i32
      %c0_i32_48 = arith.constant 0 : i32
      %c1_i32_49 = arith.constant 1 : i32
      %103 = tpu.memref_slice %arg19[%c0_i32_48, %c1_i32_49] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %104 = tpu.memref_squeeze %103 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_50 = arith.constant 0 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %105 = tpu.memref_slice %arg17[%c0_i32_47, %c0_i32_50, %c0_i32_51] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %106 = tpu.memref_squeeze %105 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_52 = arith.constant 0 : i32
      %107 = tpu.memref_slice %arg12[%92, %94, %c0_i32_52] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %108 = tpu.memref_squeeze %107 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%108 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%106 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%104 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_53 = arith.constant 0 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %c2_i32_55 = arith.constant 2 : i32
      %109 = tpu.memref_slice %arg19[%c0_i32_54, %c2_i32_55] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_56 = arith.constant 0 : i32
      %c0_i32_57 = arith.constant 0 : i32
      %111 = tpu.memref_slice %arg18[%c0_i32_53, %c0_i32_56, %c0_i32_57] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %112 = tpu.memref_squeeze %111 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32_58 = arith.constant 0 : i32
      %113 = tpu.memref_slice %arg13[%c0_i32_58, %96] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%113 : memref<8x512xi32, #tpu.memory_space<any>>) target(%112 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %46:3 = scf.while (%arg20 = %38, %arg21 = %c0_i32_17, %arg22 = %c0_i32_18) : (i32, i32, i32) -> (i32, i32, i32) {
      %52 = arith.cmpi slt, %arg20, %42 : i32
      scf.condition(%52) %arg20, %arg21, %arg22 : i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32):
      %c1_i32_24 = arith.constant 1 : i32
      %52 = arith.addi %arg21, %c1_i32_24 : i32
      %53 = arith.index_cast %arg20 : i32 to index
      %54 = memref.load %arg4[%53] : memref<528xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.cmpi sge, %52, %55 : i32
      %c1_i32_25 = arith.constant 1 : i32
      %57 = arith.addi %arg20, %c1_i32_25 : i32
      %58 = arith.select %56, %57, %arg20 : i32
      %c1_i32_26 = arith.constant 1 : i32
      %59 = arith.addi %arg21, %c1_i32_26 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %60 = arith.select %56, %c0_i32_27, %59 : i32
      %61 = arith.cmpi slt, %58, %42 : i32
      %62 = arith.extui %61 : i1 to i32
      %c0_i32_28 = arith.constant 0 : i32
      %63 = arith.cmpi ne, %62, %c0_i32_28 : i32
      scf.if %63 {
        %c0_i32_97 = arith.constant 0 : i32
        %206 = arith.addi %21, %c0_i32_97 : i32
        %207 = arith.index_cast %58 : i32 to index
        %208 = memref.load %arg3[%207] : memref<528xi8, #tpu.memory_space<smem>>
        %209 = arith.extsi %208 : i8 to i32
        %210 = arith.addi %209, %60 : i32
        %c1_i32_98 = arith.constant 1 : i32
        %211 = arith.subi %c1_i32_98, %arg22 : i32
        %c2_i32_99 = arith.constant 2 : i32
        %212 = arith.divsi %206, %c2_i32_99 : i32
        %c0_i32_100 = arith.constant 0 : i32
        %213 = arith.cmpi sgt, %206, %c0_i32_100 : i32
        %214 = arith.extui %213 : i1 to i32
        %c0_i32_101 = arith.constant 0 : i32
        %215 = arith.cmpi slt, %206, %c0_i32_101 : i32
        %216 = arith.extui %215 : i1 to i32
        %217 = arith.subi %214, %216 : i32
        %c0_i32_102 = arith.constant 0 : i32
        %218 = arith.cmpi sgt, %c2_i32_99, %c0_i32_102 : i32
        %219 = arith.extui %218 : i1 to i32
        %c0_i32_103 = arith.constant 0 : i32
        %220 = arith.cmpi slt, %c2_i32_99, %c0_i32_103 : i32
        %221 = arith.extui %220 : i1 to i32
        %222 = arith.subi %219, %221 : i32
        %223 = arith.cmpi ne, %217, %222 : i32
        %224 = arith.remsi %206, %c2_i32_99 : i32
        %c0_i32_104 = arith.constant 0 : i32
        %225 = arith.cmpi ne, %224, %c0_i32_104 : i32
        %226 = arith.andi %223, %225 : i1
        %c1_i32_105 = arith.constant 1 : i32
        %227 = arith.subi %212, %c1_i32_105 : i32
        %228 = arith.select %226, %227, %212 : i32
        %c512_i32_106 = arith.constant 512 : i32
        %229 = arith.muli %210, %c512_i32_106 : i32
        %230 = tpu.assume_multiple %229, 512 : i32
        %c2_i32_107 = arith.constant 2 : i32
        %231 = arith.divsi %206, %c2_i32_107 : i32
        %c0_i32_108 = arith.constant 0 : i32
        %232 = arith.cmpi sgt, %206, %c0_i32_108 : i32
        %233 = arith.extui %232 : i1 to i32
        %c0_i32_109 = arith.constant 0 : i32
        %234 = arith.cmpi slt, %206, %c0_i32_109 : i32
        %235 = arith.extui %234 : i1 to i32
        %236 = arith.subi %233, %235 : i32
        %c0_i32_110 = arith.constant 0 : i32
        %237 = arith.cmpi sgt, %c2_i32_107, %c0_i32_110 : i32
        %238 = arith.extui %237 : i1 to i32
        %c0_i32_111 = arith.constant 0 : i32
        %239 = arith.cmpi slt, %c2_i32_107, %c0_i32_111 : i32
        %240 = arith.extui %239 : i1 to i32
        %241 = arith.subi %238, %240 : i32
        %242 = arith.cmpi ne, %236, %241 : i32
        %243 = arith.remsi %206, %c2_i32_107 : i32
        %c0_i32_112 = arith.constant 0 : i32
        %244 = arith.cmpi ne, %243, %c0_i32_112 : i32
        %245 = arith.andi %242, %244 : i1
        %c1_i32_113 = arith.constant 1 : i32
        %246 = arith.subi %231, %c1_i32_113 : i32
        %247 = arith.select %245, %246, %231 : i32
        %c512_i32_114 = arith.constant 512 : i32
        %248 = arith.muli %210, %c512_i32_114 : i32
        %249 = tpu.assume_multiple %248, 512 : i32
        %c512_i32_115 = arith.constant 512 : i32
        %250 = arith.muli %210, %c512_i32_115 : i32
        %251 = tpu.assume_multiple %250, 512 : i32
        %c0_i32_116 = arith.constant 0 : i32
        %252 = tpu.memref_slice %arg19[%211, %c0_i32_116] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %253 = tpu.memref_squeeze %252 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_117 = arith.constant 0 : i32
        %c0_i32_118 = arith.constant 0 : i32
        %254 = tpu.memref_slice %arg16[%211, %c0_i32_117, %c0_i32_118] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %255 = tpu.memref_squeeze %254 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_119 = arith.constant 0 : i32
        %256 = tpu.memref_slice %arg11[%228, %230, %c0_i32_119] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %257 = tpu.memref_squeeze %256 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%257 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%255 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%253 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_120 = arith.constant 1 : i32
        %258 = tpu.memref_slice %arg19[%211, %c1_i32_120] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %259 = tpu.memref_squeeze %258 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_121 = arith.constant 0 : i32
        %c0_i32_122 = arith.constant 0 : i32
        %260 = tpu.memref_slice %arg17[%211, %c0_i32_121, %c0_i32_122] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %261 = tpu.memref_squeeze %260 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_123 = arith.constant 0 : i32
        %262 = tpu.memref_slice %arg12[%247, %249, %c0_i32_123] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %263 = tpu.memref_squeeze %262 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%263 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%261 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%259 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_124 = arith.constant 2 : i32
        %264 = tpu.memref_slice %arg19[%211, %c2_i32_124] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %265 = tpu.memref_squeeze %264 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_125 = arith.constant 0 : i32
        %c0_i32_126 = arith.constant 0 : i32
        %266 = tpu.memref_slice %arg18[%211, %c0_i32_125, %c0_i32_126] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %267 = tpu.memref_squeeze %266 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32_127 = arith.constant 0 : i32
        %268 = tpu.memref_slice %arg13[%c0_i32_127, %251] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%268 : memref<8x512xi32, #tpu.memory_space<any>>) target(%267 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%265 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_29 = arith.constant 0 : i32
      %64 = arith.addi %21, %c0_i32_29 : i32
      %65 = arith.index_cast %arg20 : i32 to index
      %66 = memref.load %arg3[%65] : memref<528xi8, #tpu.memory_space<smem>>
      %67 = arith.extsi %66 : i8 to i32
      %68 = arith.addi %67, %arg21 : i32
      %c2_i32 = arith.constant 2 : i32
      %69 = arith.divsi %64, %c2_i32 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %70 = arith.cmpi sgt, %64, %c0_i32_30 : i32
      %71 = arith.extui %70 : i1 to i32
      %c0_i32_31 = arith.constant 0 : i32
      %72 = arith.cmpi slt, %64, %c0_i32_31 : i32
      %73 = arith.extui %72 : i1 to i32
      %74 = arith.subi %71, %73 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %75 = arith.cmpi sgt, %c2_i32, %c0_i32_32 : i32
      %76 = arith.extui %75 : i1 to i32
      %c0_i32_33 = arith.constant 0 : i32
      %77 = arith.cmpi slt, %c2_i32, %c0_i32_33 : i32
      %78 = arith.extui %77 : i1 to i32
      %79 = arith.subi %76, %78 : i32
      %80 = arith.cmpi ne, %74, %79 : i32
      %81 = arith.remsi %64, %c2_i32 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %82 = arith.cmpi ne, %81, %c0_i32_34 : i32
      %83 = arith.andi %80, %82 : i1
      %c1_i32_35 = arith.constant 1 : i32
      %84 = arith.subi %69, %c1_i32_35 : i32
      %85 = arith.select %83, %84, %69 : i32
      %c512_i32 = arith.constant 512 : i32
      %86 = arith.muli %68, %c512_i32 : i32
      %87 = tpu.assume_multiple %86, 512 : i32
      %c2_i32_36 = arith.constant 2 : i32
      %88 = arith.divsi %64, %c2_i32_36 : i32
      %c0_i32_37 = arith.constant 0 : i32
      %89 = arith.cmpi sgt, %64, %c0_i32_37 : i32
      %90 = arith.extui %89 : i1 to i32
      %c0_i32_38 = arith.constant 0 : i32
      %91 = arith.cmpi slt, %64, %c0_i32_38 : i32
      %92 = arith.extui %91 : i1 to i32
      %93 = arith.subi %90, %92 : i32
      %c0_i32_39 = arith.constant 0 : i32
      %94 = arith.cmpi sgt, %c2_i32_36, %c0_i32_39 : i32
      %95 = arith.extui %94 : i1 to i32
      %c0_i32_40 = arith.constant 0 : i32
      %96 = arith.cmpi slt, %c2_i32_36, %c0_i32_40 : i32
      %97 = arith.extui %96 : i1 to i32
      %98 = arith.subi %95, %97 : i32
      %99 = arith.cmpi ne, %93, %98 : i32
      %100 = arith.remsi %64, %c2_i32_36 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %101 = arith.cmpi ne, %100, %c0_i32_41 : i32
      %102 = arith.andi %99, %101 : i1
      %c1_i32_42 = arith.constant 1 : i32
      %103 = arith.subi %88, %c1_i32_42 : i32
      %104 = arith.select %102, %103, %88 : i32
      %c512_i32_43 = arith.constant 512 : i32
      %105 = arith.muli %68, %c512_i32_43 : i32
      %106 = tpu.assume_multiple %105, 512 : i32
      %c512_i32_44 = arith.constant 512 : i32
      %107 = arith.muli %68, %c512_i32_44 : i32
      %108 = tpu.assume_multiple %107, 512 : i32
      %c0_i32_45 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg19[%arg22, %c0_i32_45] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_46 = arith.constant 0 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %111 = tpu.memref_slice %arg16[%arg22, %c0_i32_46, %c0_i32_47] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_48 = arith.constant 0 : i32
      %113 = tpu.memref_slice %arg11[%85, %87, %c0_i32_48] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %114 = tpu.memref_squeeze %113 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%114 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%112 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_49 = arith.constant 1 : i32
      %115 = tpu.memref_slice %arg19[%arg22, %c1_i32_49] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %116 = tpu.memref_squeeze %115 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_50 = arith.constant 0 : i32
      %c0_i32_51 = arith.constant 0 : i32
      %117 = tpu.memref_slice %arg17[%arg22, %c0_i32_50, %c0_i32_51] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %118 = tpu.memref_squeeze %117 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_52 = arith.constant 0 : i32
      %119 = tpu.memref_slice %arg12[%104, %106, %c0_i32_52] : memref<8x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %120 = tpu.memref_squeeze %119 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%116 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%120 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%118 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32_53 = arith.constant 2 : i32
      %121 = tpu.memref_slice %arg19[%arg22, %c2_i32_53] : memref<2x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %122 = tpu.memref_squeeze %121 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_54 = arith.constant 0 : i32
      %c0_i32_55 = arith.constant 0 : i32
      %123 = tpu.memref_slice %arg18[%arg22, %c0_i32_54, %c0_i32_55] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %124 = tpu.memref_squeeze %123 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32_56 = arith.constant 0 : i32
      %125 = tpu.memref_slice %arg13[%c0_i32_56, %108] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%122 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%125 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%124 : memref<8x512xi32, #tpu.memory_space<vmem>>)
      %126 = arith.index_cast %arg20 : i32 to index
      %127 = memref.load %arg5[%126] : memref<528xi8, #tpu.memory_space<smem>>
      %128 = arith.extsi %127 : i8 to i32
      %129 = arith.index_cast %arg22 : i32 to index
      %c0_57 = arith.constant 0 : index
      %c0_58 = arith.constant 0 : index
      %130 = vector.load %arg16[%129, %c0_57, %c0_58] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %131 = vector.shape_cast %130 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_59 = arith.constant 0 : index
      %c0_60 = arith.constant 0 : index
      %c0_61 = arith.constant 0 : index
      %132 = vector.load %arg6[%c0_59, %c0_60, %c0_61] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %133 = vector.shape_cast %132 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_62 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %134 = tpu.matmul %133, %131, %cst_62 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_63 = arith.constant 0.0883883461 : f32
      %135 = vector.broadcast %cst_63 : f32 to vector<512x512xf32>
      %136 = arith.mulf %134, %135 : vector<512x512xf32>
      %c0_64 = arith.constant 0 : index
      %c0_65 = arith.constant 0 : index
      %137 = vector.load %arg10[%c0_64, %c0_65] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %138 = vector.shape_cast %137 : vector<512x1xi32> to vector<512x1xi32>
      %c0_i32_66 = arith.constant 0 : i32
      %c0_i32_67 = arith.constant 0 : i32
      %139 = tpu.memref_slice %arg18[%arg22, %c0_i32_66, %c0_i32_67] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %140 = tpu.memref_squeeze %139 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_68 = arith.constant 0 : index
      %c0_69 = arith.constant 0 : index
      %141 = vector.load %140[%c0_68, %c0_69] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %c512_i32_70 = arith.constant 512 : i32
      %142 = arith.muli %31, %c512_i32_70 : i32
      %143 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %144 = vector.broadcast %142 : i32 to vector<512x512xi32>
      %145 = arith.addi %144, %143 : vector<512x512xi32>
      %c512_i32_71 = arith.constant 512 : i32
      %146 = arith.muli %68, %c512_i32_71 : i32
      %147 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %148 = vector.broadcast %146 : i32 to vector<512x512xi32>
      %149 = arith.addi %148, %147 : vector<512x512xi32>
      %150 = arith.subi %149, %145 : vector<512x512xi32>
      %151 = arith.cmpi eq, %150, %150 : vector<512x512xi32>
      %c0_i32_72 = arith.constant 0 : i32
      %152 = vector.broadcast %c0_i32_72 : i32 to vector<512x512xi32>
      %153 = arith.cmpi sle, %150, %152 : vector<512x512xi32>
      %154 = arith.andi %151, %153 : vector<512x512xi1>
      %c16384_i32 = arith.constant 16384 : i32
      %155 = vector.broadcast %c16384_i32 : i32 to vector<512x512xi32>
      %156 = arith.cmpi slt, %145, %155 : vector<512x512xi32>
      %157 = arith.andi %154, %156 : vector<512x512xi1>
      %c16384_i32_73 = arith.constant 16384 : i32
      %158 = vector.broadcast %c16384_i32_73 : i32 to vector<512x512xi32>
      %159 = arith.cmpi slt, %149, %158 : vector<512x512xi32>
      %160 = arith.andi %157, %159 : vector<512x512xi1>
      %c2_i32_74 = arith.constant 2 : i32
      %161 = arith.cmpi eq, %128, %c2_i32_74 : i32
      %162 = vector.broadcast %161 : i1 to vector<512x512xi1>
      %163 = arith.ori %160, %162 : vector<512x512xi1>
      %164 = vector.broadcast %138 : vector<512x1xi32> to vector<512x512xi32>
      %165 = vector.broadcast %141 : vector<1x512xi32> to vector<512x512xi32>
      %166 = arith.cmpi eq, %164, %165 : vector<512x512xi32>
      %167 = arith.andi %163, %166 : vector<512x512xi1>
      %c0_i32_75 = arith.constant 0 : i32
      %168 = vector.broadcast %c0_i32_75 : i32 to vector<512x1xi32>
      %169 = arith.cmpi sge, %138, %168 : vector<512x1xi32>
      %170 = vector.broadcast %169 : vector<512x1xi1> to vector<512x512xi1>
      %171 = arith.andi %167, %170 : vector<512x512xi1>
      %c0_i32_76 = arith.constant 0 : i32
      %172 = vector.broadcast %c0_i32_76 : i32 to vector<1x512xi32>
      %173 = arith.cmpi sge, %141, %172 : vector<1x512xi32>
      %174 = vector.broadcast %173 : vector<1x512xi1> to vector<512x512xi1>
      %175 = arith.andi %171, %174 : vector<512x512xi1>
      %c0_77 = arith.constant 0 : index
      %c0_78 = arith.constant 0 : index
      %c0_79 = arith.constant 0 : index
      %176 = vector.load %arg8[%c0_77, %c0_78, %c0_79] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %177 = vector.shape_cast %176 : vector<1x1x512xf32> to vector<512xf32>
      %178 = vector.shape_cast %177 : vector<512xf32> to vector<512x1xf32>
      %179 = vector.broadcast %178 : vector<512x1xf32> to vector<512x512xf32>
      %180 = arith.subf %136, %179 : vector<512x512xf32>
      %181 = math.exp %180 : vector<512x512xf32>
      %cst_80 = arith.constant 0.000000e+00 : f32
      %182 = vector.broadcast %cst_80 : f32 to vector<512x512xf32>
      %183 = arith.select %175, %181, %182 : vector<512x512xi1>, vector<512x512xf32>
      %c0_81 = arith.constant 0 : index
      %c0_82 = arith.constant 0 : index
      %c0_83 = arith.constant 0 : index
      %184 = vector.load %arg7[%c0_81, %c0_82, %c0_83] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %185 = vector.shape_cast %184 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %186 = arith.index_cast %arg22 : i32 to index
      %c0_84 = arith.constant 0 : index
      %c0_85 = arith.constant 0 : index
      %187 = vector.load %arg17[%186, %c0_84, %c0_85] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %188 = vector.shape_cast %187 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_86 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %189 = tpu.matmul %185, %188, %cst_86 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_87 = arith.constant 0 : index
      %c0_88 = arith.constant 0 : index
      %c0_89 = arith.constant 0 : index
      %190 = vector.load %arg9[%c0_87, %c0_88, %c0_89] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %191 = vector.shape_cast %190 : vector<1x1x512xf32> to vector<512xf32>
      %192 = vector.shape_cast %191 : vector<512xf32> to vector<512x1xf32>
      %193 = vector.broadcast %192 : vector<512x1xf32> to vector<512x512xf32>
      %194 = arith.subf %189, %193 : vector<512x512xf32>
      %195 = arith.mulf %183, %194 : vector<512x512xf32>
      %c0_90 = arith.constant 0 : index
      %c0_91 = arith.constant 0 : index
      %196 = vector.load %arg15[%c0_90, %c0_91] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %197 = arith.truncf %195 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_92 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %198 = tpu.matmul %197, %131, %cst_92 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_93 = arith.constant 0.0883883461 : f32
      %199 = vector.broadcast %cst_93 : f32 to vector<512x128xf32>
      %200 = arith.mulf %198, %199 : vector<512x128xf32>
      %201 = arith.addf %196, %200 : vector<512x128xf32>
      %c0_94 = arith.constant 0 : index
      %c0_95 = arith.constant 0 : index
      %202 = vector.load %arg15[%c0_94, %c0_95] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %203 = vector.shape_cast %202 : vector<512x128xf32> to vector<512x128xf32>
      %204 = vector.shape_cast %201 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_94, %c0_95], %204 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_96 = arith.constant 1 : i32
      %205 = arith.subi %c1_i32_96, %arg22 : i32
      scf.yield %58, %60, %205 : i32, i32, i32
    }
    %c0_19 = arith.constant 0 : index
    %c0_20 = arith.constant 0 : index
    %47 = vector.load %arg15[%c0_19, %c0_20] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %48 = arith.truncf %47 : vector<512x128xf32> to vector<512x128xbf16>
    %c0_21 = arith.constant 0 : index
    %c0_22 = arith.constant 0 : index
    %c0_23 = arith.constant 0 : index
    %49 = vector.load %arg14[%c0_21, %c0_22, %c0_23] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %50 = vector.shape_cast %49 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %51 = vector.shape_cast %48 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg14[%c0_21, %c0_22, %c0_23], %51 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_15, %32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_15, %32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
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
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:47936768406c9b9f7efe62992d4a5bccb74e8d1ad11e55b7dc275b7dece0199b
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg10: memref<16x16384x128xbf16, #tpu.memory_space<any>>, %arg11: memref<16x16384x128xbf16, #tpu.memory_space<any>>, %arg12: memref<16x1x16384xf32, #tpu.memory_space<any>>, %arg13: memref<16x1x16384xf32, #tpu.memory_space<any>>, %arg14: memref<8x16384xi32, #tpu.memory_space<any>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg20: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg21: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg22: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg23: memref<2x8x512xi32, #tpu.memory_space<vmem>>, %arg24: memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 32, 2>, scalar_prefetch = 4 : i64, scratch_operands = 8 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 512, 128>}, {}, {}, {}, {}, {}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c2_i32 = arith.constant 2 : i32
    %1 = arith.muli %arg0, %c2_i32 : i32
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
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_5 : i32
    %20 = arith.addi %1, %19 : i32
    %21 = arith.addi %20, %arg2 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %22 = arith.cmpi eq, %arg2, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %23 = arith.cmpi eq, %arg2, %c1_i32_7 : i32
    %c32_i32_8 = arith.constant 32 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %24 = arith.cmpi eq, %c32_i32_8, %c0_i32_9 : i32
    %c1_i32_10 = arith.constant 1 : i32
    %25 = arith.select %24, %c1_i32_10, %c32_i32_8 : i32
    %26 = arith.remsi %0, %25 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %27 = arith.cmpi ne, %26, %c0_i32_11 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %28 = arith.cmpi slt, %26, %c0_i32_12 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %29 = arith.cmpi slt, %25, %c0_i32_13 : i32
    %30 = arith.xori %28, %29 : i1
    %31 = arith.andi %30, %27 : i1
    %32 = arith.addi %26, %25 : i32
    %33 = arith.select %31, %32, %26 : i32
    %34 = arith.extui %22 : i1 to i32
    %c0_i32_14 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_14 : i32
    scf.if %35 {
      %cst = arith.constant 0.000000e+00 : f32
      %49 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %50 = vector.load %arg17[%c0, %c0_20] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %51 = vector.shape_cast %50 : vector<512x128xf32> to vector<512x128xf32>
      %52 = vector.shape_cast %49 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0, %c0_20], %52 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_21 = arith.constant 0.000000e+00 : f32
      %53 = vector.broadcast %cst_21 : f32 to vector<512x128xf32>
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %54 = vector.load %arg18[%c0_22, %c0_23] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %55 = vector.shape_cast %54 : vector<512x128xf32> to vector<512x128xf32>
      %56 = vector.shape_cast %53 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0_22, %c0_23], %56 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %36 = arith.index_cast %arg1 : i32 to index
    %37 = memref.load %arg3[%36] : memref<33xi16, #tpu.memory_space<smem>>
    %38 = arith.extsi %37 : i16 to i32
    %c1_i32_15 = arith.constant 1 : i32
    %39 = arith.addi %arg1, %c1_i32_15 : i32
    %40 = arith.index_cast %39 : i32 to index
    %41 = memref.load %arg3[%40] : memref<33xi16, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i16 to i32
    %43 = arith.cmpi slt, %38, %42 : i32
    %44 = arith.extui %43 : i1 to i32
    %c0_i32_16 = arith.constant 0 : i32
    %45 = arith.cmpi ne, %44, %c0_i32_16 : i32
    scf.if %45 {
      %c0_i32_20 = arith.constant 0 : i32
      %49 = arith.addi %21, %c0_i32_20 : i32
      %50 = arith.index_cast %38 : i32 to index
      %51 = memref.load %arg4[%50] : memref<528xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %c0_i32_21 = arith.constant 0 : i32
      %53 = arith.addi %52, %c0_i32_21 : i32
      %c1_i32_22 = arith.constant 1 : i32
      %54 = arith.divsi %49, %c1_i32_22 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %55 = arith.cmpi sgt, %49, %c0_i32_23 : i32
      %56 = arith.extui %55 : i1 to i32
      %c0_i32_24 = arith.constant 0 : i32
      %57 = arith.cmpi slt, %49, %c0_i32_24 : i32
      %58 = arith.extui %57 : i1 to i32
      %59 = arith.subi %56, %58 : i32
      %c0_i32_25 = arith.constant 0 : i32
      %60 = arith.cmpi sgt, %c1_i32_22, %c0_i32_25 : i32
      %61 = arith.extui %60 : i1 to i32
      %c0_i32_26 = arith.constant 0 : i32
      %62 = arith.cmpi slt, %c1_i32_22, %c0_i32_26 : i32
      %63 = arith.extui %62 : i1 to i32
      %64 = arith.subi %61, %63 : i32
      %65 = arith.cmpi ne, %59, %64 : i32
      %66 = arith.remsi %49, %c1_i32_22 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %67 = arith.cmpi ne, %66, %c0_i32_27 : i32
      %68 = arith.andi %65, %67 : i1
      %c1_i32_28 = arith.constant 1 : i32
      %69 = arith.subi %54, %c1_i32_28 : i32
      %70 = arith.select %68, %69, %54 : i32
      %c512_i32 = arith.constant 512 : i32
      %71 = arith.muli %53, %c512_i32 : i32
      %72 = tpu.assume_multiple %71, 512 : i32
      %c1_i32_29 = arith.constant 1 : i32
      %73 = arith.divsi %49, %c1_i32_29 : i32
      %c0_i32_30 = arith.constant 0 : i32
      %74 = arith.cmpi sgt, %49, %c0_i32_30 : i32
      %75 = arith.extui %74 : i1 to i32
      %c0_i32_31 = arith.constant 0 : i32
      %76 = arith.cmpi slt, %49, %c0_i32_31 : i32
      %77 = arith.extui %76 : i1 to i32
      %78 = arith.subi %75, %77 : i32
      %c0_i32_32 = arith.constant 0 : i32
      %79 = arith.cmpi sgt, %c1_i32_29, %c0_i32_32 : i32
      %80 = arith.extui %79 : i1 to i32
      %c0_i32_33 = arith.constant 0 : i32
      %81 = arith.cmpi slt, %c1_i32_29, %c0_i32_33 : i32
      %82 = arith.extui %81 : i1 to i32
      %83 = arith.subi %80, %82 : i32
      %84 = arith.cmpi ne, %78, %83 : i32
      %85 = arith.remsi %49, %c1_i32_29 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %86 = arith.cmpi ne, %85, %c0_i32_34 : i32
      %87 = arith.andi %84, %86 : i1
      %c1_i32_35 = arith.constant 1 : i32
      %88 = arith.subi %73, %c1_i32_35 : i32
      %89 = arith.select %87, %88, %73 : i32
      %c512_i32_36 = arith.constant 512 : i32
      %90 = arith.muli %53, %c512_i32_36 : i32
      %91 = tpu.assume_multiple %90, 512 : i32
      %c512_i32_37 = arith.constant 512 : i32
      %92 = arith.muli %53, %c512_i32_37 : i32
      %93 = tpu.assume_multiple %92, 512 : i32
      %c512_i32_38 = arith.constant 512 : i32
      %94 = arith.muli %53, %c512_i32_38 : i32
      %95 = tpu.assume_multiple %94, 512 : i32
      %c512_i32_39 = arith.constant 512 : i32
      %96 = arith.muli %53, %c512_i32_39 : i32
      %97 = tpu.assume_multiple %96, 512 : i32
      %c0_i32_40 = arith.constant 0 : i32
      %c0_i32_41 = arith.constant 0 : i32
      %c0_i32_42 = arith.constant 0 : i32
      %98 = tpu.memref_slice %arg24[%c0_i32_41, %c0_i32_42] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %99 = tpu.memref_squeeze %98 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_43 = arith.constant 0 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %100 = tpu.memref_slice %arg19[%c0_i32_40, %c0_i32_43, %c0_i32_44] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %101 = tpu.memref_squeeze %100 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_45 = arith.constant 0 : i32
      %102 = tpu.memref_slice %arg10[%70, %72, %c0_i32_45] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %103 = tpu.memref_squeeze %102 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%103 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%101 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%99 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_46 = arith.constant 0 : i32
      %c0_i32_47 = arith.constant 0 : i32
      %c1_i32_48 = arith.constant 1 : i32
      %104 = tpu.memref_slice %arg24[%c0_i32_47, %c1_i32_48] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %105 = tpu.memref_squeeze %104 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_49 = arith.constant 0 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %106 = tpu.memref_slice %arg20[%c0_i32_46, %c0_i32_49, %c0_i32_50] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %107 = tpu.memref_squeeze %106 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_51 = arith.constant 0 : i32
      %108 = tpu.memref_slice %arg11[%89, %91, %c0_i32_51] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %109 = tpu.memref_squeeze %108 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%109 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%107 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%105 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_52 = arith.constant 0 : i32
      %c0_i32_53 = arith.constant 0 : i32
      %c2_i32_54 = arith.constant 2 : i32
      %110 = tpu.memref_slice %arg24[%c0_i32_53, %c2_i32_54] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %111 = tpu.memref_squeeze %110 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_55 = arith.constant 0 : i32
      %c0_i32_56 = arith.constant 0 : i32
      %112 = tpu.memref_slice %arg21[%c0_i32_52, %c0_i32_55, %c0_i32_56] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %113 = tpu.memref_squeeze %112 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_57 = arith.constant 0 : i32
      %114 = tpu.memref_slice %arg12[%49, %c0_i32_57, %93] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %115 = tpu.memref_squeeze %114 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%115 : memref<1x512xf32, #tpu.memory_space<any>>) target(%113 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%111 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_58 = arith.constant 0 : i32
      %c0_i32_59 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %116 = tpu.memref_slice %arg24[%c0_i32_59, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %117 = tpu.memref_squeeze %116 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_60 = arith.constant 0 : i32
      %c0_i32_61 = arith.constant 0 : i32
      %118 = tpu.memref_slice %arg22[%c0_i32_58, %c0_i32_60, %c0_i32_61] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %119 = tpu.memref_squeeze %118 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_62 = arith.constant 0 : i32
      %120 = tpu.memref_slice %arg13[%49, %c0_i32_62, %95] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %121 = tpu.memref_squeeze %120 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%121 : memref<1x512xf32, #tpu.memory_space<any>>) target(%119 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%117 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32_63 = arith.constant 0 : i32
      %c0_i32_64 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %122 = tpu.memref_slice %arg24[%c0_i32_64, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %123 = tpu.memref_squeeze %122 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_65 = arith.constant 0 : i32
      %c0_i32_66 = arith.constant 0 : i32
      %124 = tpu.memref_slice %arg23[%c0_i32_63, %c0_i32_65, %c0_i32_66] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %125 = tpu.memref_squeeze %124 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32_67 = arith.constant 0 : i32
      %126 = tpu.memref_slice %arg14[%c0_i32_67, %97] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%126 : memref<8x512xi32, #tpu.memory_space<any>>) target(%125 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%123 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %46:3 = scf.while (%arg25 = %38, %arg26 = %c0_i32_17, %arg27 = %c0_i32_18) : (i32, i32, i32) -> (i32, i32, i32) {
      %49 = arith.cmpi slt, %arg25, %42 : i32
      scf.condition(%49) %arg25, %arg26, %arg27 : i32, i32, i32
    } do {
    ^bb0(%arg25: i32, %arg26: i32, %arg27: i32):
      %c1_i32_20 = arith.constant 1 : i32
      %49 = arith.addi %arg26, %c1_i32_20 : i32
      %50 = arith.index_cast %arg25 : i32 to index
      %51 = memref.load %arg5[%50] : memref<528xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.cmpi sge, %49, %52 : i32
      %c1_i32_21 = arith.constant 1 : i32
      %54 = arith.addi %arg25, %c1_i32_21 : i32
      %55 = arith.select %53, %54, %arg25 : i32
      %c1_i32_22 = arith.constant 1 : i32
      %56 = arith.addi %arg26, %c1_i32_22 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %57 = arith.select %53, %c0_i32_23, %56 : i32
      %58 = arith.cmpi slt, %55, %42 : i32
      %59 = arith.extui %58 : i1 to i32
      %c0_i32_24 = arith.constant 0 : i32
      %60 = arith.cmpi ne, %59, %c0_i32_24 : i32
      scf.if %60 {
        %c0_i32_103 = arith.constant 0 : i32
        %226 = arith.addi %21, %c0_i32_103 : i32
        %227 = arith.index_cast %55 : i32 to index
        %228 = memref.load %arg4[%227] : memref<528xi8, #tpu.memory_space<smem>>
        %229 = arith.extsi %228 : i8 to i32
        %230 = arith.addi %229, %57 : i32
        %c1_i32_104 = arith.constant 1 : i32
        %231 = arith.subi %c1_i32_104, %arg27 : i32
        %c1_i32_105 = arith.constant 1 : i32
        %232 = arith.divsi %226, %c1_i32_105 : i32
        %c0_i32_106 = arith.constant 0 : i32
        %233 = arith.cmpi sgt, %226, %c0_i32_106 : i32
        %234 = arith.extui %233 : i1 to i32
        %c0_i32_107 = arith.constant 0 : i32
        %235 = arith.cmpi slt, %226, %c0_i32_107 : i32
        %236 = arith.extui %235 : i1 to i32
        %237 = arith.subi %234, %236 : i32
        %c0_i32_108 = arith.constant 0 : i32
        %238 = arith.cmpi sgt, %c1_i32_105, %c0_i32_108 : i32
        %239 = arith.extui %238 : i1 to i32
        %c0_i32_109 = arith.constant 0 : i32
        %240 = arith.cmpi slt, %c1_i32_105, %c0_i32_109 : i32
        %241 = arith.extui %240 : i1 to i32
        %242 = arith.subi %239, %241 : i32
        %243 = arith.cmpi ne, %237, %242 : i32
        %244 = arith.remsi %226, %c1_i32_105 : i32
        %c0_i32_110 = arith.constant 0 : i32
        %245 = arith.cmpi ne, %244, %c0_i32_110 : i32
        %246 = arith.andi %243, %245 : i1
        %c1_i32_111 = arith.constant 1 : i32
        %247 = arith.subi %232, %c1_i32_111 : i32
        %248 = arith.select %246, %247, %232 : i32
        %c512_i32_112 = arith.constant 512 : i32
        %249 = arith.muli %230, %c512_i32_112 : i32
        %250 = tpu.assume_multiple %249, 512 : i32
        %c1_i32_113 = arith.constant 1 : i32
        %251 = arith.divsi %226, %c1_i32_113 : i32
        %c0_i32_114 = arith.constant 0 : i32
        %252 = arith.cmpi sgt, %226, %c0_i32_114 : i32
        %253 = arith.extui %252 : i1 to i32
        %c0_i32_115 = arith.constant 0 : i32
        %254 = arith.cmpi slt, %226, %c0_i32_115 : i32
        %255 = arith.extui %254 : i1 to i32
        %256 = arith.subi %253, %255 : i32
        %c0_i32_116 = arith.constant 0 : i32
        %257 = arith.cmpi sgt, %c1_i32_113, %c0_i32_116 : i32
        %258 = arith.extui %257 : i1 to i32
        %c0_i32_117 = arith.constant 0 : i32
        %259 = arith.cmpi slt, %c1_i32_113, %c0_i32_117 : i32
        %260 = arith.extui %259 : i1 to i32
        %261 = arith.subi %258, %260 : i32
        %262 = arith.cmpi ne, %256, %261 : i32
        %263 = arith.remsi %226, %c1_i32_113 : i32
        %c0_i32_118 = arith.constant 0 : i32
        %264 = arith.cmpi ne, %263, %c0_i32_118 : i32
        %265 = arith.andi %262, %264 : i1
        %c1_i32_119 = arith.constant 1 : i32
        %266 = arith.subi %251, %c1_i32_119 : i32
        %267 = arith.select %265, %266, %251 : i32
        %c512_i32_120 = arith.constant 512 : i32
        %268 = arith.muli %230, %c512_i32_120 : i32
        %269 = tpu.assume_multiple %268, 512 : i32
        %c512_i32_121 = arith.constant 512 : i32
        %270 = arith.muli %230, %c512_i32_121 : i32
        %271 = tpu.assume_multiple %270, 512 : i32
        %c512_i32_122 = arith.constant 512 : i32
        %272 = arith.muli %230, %c512_i32_122 : i32
        %273 = tpu.assume_multiple %272, 512 : i32
        %c512_i32_123 = arith.constant 512 : i32
        %274 = arith.muli %230, %c512_i32_123 : i32
        %275 = tpu.assume_multiple %274, 512 : i32
        %c0_i32_124 = arith.constant 0 : i32
        %276 = tpu.memref_slice %arg24[%231, %c0_i32_124] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %277 = tpu.memref_squeeze %276 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_125 = arith.constant 0 : i32
        %c0_i32_126 = arith.constant 0 : i32
        %278 = tpu.memref_slice %arg19[%231, %c0_i32_125, %c0_i32_126] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %279 = tpu.memref_squeeze %278 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_127 = arith.constant 0 : i32
        %280 = tpu.memref_slice %arg10[%248, %250, %c0_i32_127] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %281 = tpu.memref_squeeze %280 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%281 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%279 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%277 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32_128 = arith.constant 1 : i32
        %282 = tpu.memref_slice %arg24[%231, %c1_i32_128] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %283 = tpu.memref_squeeze %282 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_129 = arith.constant 0 : i32
        %c0_i32_130 = arith.constant 0 : i32
        %284 = tpu.memref_slice %arg20[%231, %c0_i32_129, %c0_i32_130] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %285 = tpu.memref_squeeze %284 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32_131 = arith.constant 0 : i32
        %286 = tpu.memref_slice %arg11[%267, %269, %c0_i32_131] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %287 = tpu.memref_squeeze %286 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%287 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%285 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%283 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32_132 = arith.constant 2 : i32
        %288 = tpu.memref_slice %arg24[%231, %c2_i32_132] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %289 = tpu.memref_squeeze %288 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_133 = arith.constant 0 : i32
        %c0_i32_134 = arith.constant 0 : i32
        %290 = tpu.memref_slice %arg21[%231, %c0_i32_133, %c0_i32_134] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %291 = tpu.memref_squeeze %290 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_135 = arith.constant 0 : i32
        %292 = tpu.memref_slice %arg12[%226, %c0_i32_135, %271] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %293 = tpu.memref_squeeze %292 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%293 : memref<1x512xf32, #tpu.memory_space<any>>) target(%291 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%289 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32_136 = arith.constant 3 : i32
        %294 = tpu.memref_slice %arg24[%231, %c3_i32_136] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %295 = tpu.memref_squeeze %294 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_137 = arith.constant 0 : i32
        %c0_i32_138 = arith.constant 0 : i32
        %296 = tpu.memref_slice %arg22[%231, %c0_i32_137, %c0_i32_138] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %297 = tpu.memref_squeeze %296 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32_139 = arith.constant 0 : i32
        %298 = tpu.memref_slice %arg13[%226, %c0_i32_139, %273] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %299 = tpu.memref_squeeze %298 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%299 : memref<1x512xf32, #tpu.memory_space<any>>) target(%297 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%295 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c4_i32_140 = arith.constant 4 : i32
        %300 = tpu.memref_slice %arg24[%231, %c4_i32_140] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %301 = tpu.memref_squeeze %300 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32_141 = arith.constant 0 : i32
        %c0_i32_142 = arith.constant 0 : i32
        %302 = tpu.memref_slice %arg23[%231, %c0_i32_141, %c0_i32_142] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
        %303 = tpu.memref_squeeze %302 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
        %c0_i32_143 = arith.constant 0 : i32
        %304 = tpu.memref_slice %arg14[%c0_i32_143, %275] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%304 : memref<8x512xi32, #tpu.memory_space<any>>) target(%303 : memref<8x512xi32, #tpu.memory_space<vmem>>) target_semaphore(%301 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32_25 = arith.constant 0 : i32
      %61 = arith.addi %21, %c0_i32_25 : i32
      %62 = arith.index_cast %arg25 : i32 to index
      %63 = memref.load %arg4[%62] : memref<528xi8, #tpu.memory_space<smem>>
      %64 = arith.extsi %63 : i8 to i32
      %65 = arith.addi %64, %arg26 : i32
      %c1_i32_26 = arith.constant 1 : i32
      %66 = arith.divsi %61, %c1_i32_26 : i32
      %c0_i32_27 = arith.constant 0 : i32
      %67 = arith.cmpi sgt, %61, %c0_i32_27 : i32
      %68 = arith.extui %67 : i1 to i32
      %c0_i32_28 = arith.constant 0 : i32
      %69 = arith.cmpi slt, %61, %c0_i32_28 : i32
      %70 = arith.extui %69 : i1 to i32
      %71 = arith.subi %68, %70 : i32
      %c0_i32_29 = arith.constant 0 : i32
      %72 = arith.cmpi sgt, %c1_i32_26, %c0_i32_29 : i32
      %73 = arith.extui %72 : i1 to i32
      %c0_i32_30 = arith.constant 0 : i32
      %74 = arith.cmpi slt, %c1_i32_26, %c0_i32_30 : i32
      %75 = arith.extui %74 : i1 to i32
      %76 = arith.subi %73, %75 : i32
      %77 = arith.cmpi ne, %71, %76 : i32
      %78 = arith.remsi %61, %c1_i32_26 : i32
      %c0_i32_31 = arith.constant 0 : i32
      %79 = arith.cmpi ne, %78, %c0_i32_31 : i32
      %80 = arith.andi %77, %79 : i1
      %c1_i32_32 = arith.constant 1 : i32
      %81 = arith.subi %66, %c1_i32_32 : i32
      %82 = arith.select %80, %81, %66 : i32
      %c512_i32 = arith.constant 512 : i32
      %83 = arith.muli %65, %c512_i32 : i32
      %84 = tpu.assume_multiple %83, 512 : i32
      %c1_i32_33 = arith.constant 1 : i32
      %85 = arith.divsi %61, %c1_i32_33 : i32
      %c0_i32_34 = arith.constant 0 : i32
      %86 = arith.cmpi sgt, %61, %c0_i32_34 : i32
      %87 = arith.extui %86 : i1 to i32
      %c0_i32_35 = arith.constant 0 : i32
      %88 = arith.cmpi slt, %61, %c0_i32_35 : i32
      %89 = arith.extui %88 : i1 to i32
      %90 = arith.subi %87, %89 : i32
      %c0_i32_36 = arith.constant 0 : i32
      %91 = arith.cmpi sgt, %c1_i32_33, %c0_i32_36 : i32
      %92 = arith.extui %91 : i1 to i32
      %c0_i32_37 = arith.constant 0 : i32
      %93 = arith.cmpi slt, %c1_i32_33, %c0_i32_37 : i32
      %94 = arith.extui %93 : i1 to i32
      %95 = arith.subi %92, %94 : i32
      %96 = arith.cmpi ne, %90, %95 : i32
      %97 = arith.remsi %61, %c1_i32_33 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %98 = arith.cmpi ne, %97, %c0_i32_38 : i32
      %99 = arith.andi %96, %98 : i1
      %c1_i32_39 = arith.constant 1 : i32
      %100 = arith.subi %85, %c1_i32_39 : i32
      %101 = arith.select %99, %100, %85 : i32
      %c512_i32_40 = arith.constant 512 : i32
      %102 = arith.muli %65, %c512_i32_40 : i32
      %103 = tpu.assume_multiple %102, 512 : i32
      %c512_i32_41 = arith.constant 512 : i32
      %104 = arith.muli %65, %c512_i32_41 : i32
      %105 = tpu.assume_multiple %104, 512 : i32
      %c512_i32_42 = arith.constant 512 : i32
      %106 = arith.muli %65, %c512_i32_42 : i32
      %107 = tpu.assume_multiple %106, 512 : i32
      %c512_i32_43 = arith.constant 512 : i32
      %108 = arith.muli %65, %c512_i32_43 : i32
      %109 = tpu.assume_multiple %108, 512 : i32
      %c0_i32_44 = arith.constant 0 : i32
      %110 = tpu.memref_slice %arg24[%arg27, %c0_i32_44] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %111 = tpu.memref_squeeze %110 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_45 = arith.constant 0 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %112 = tpu.memref_slice %arg19[%arg27, %c0_i32_45, %c0_i32_46] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %113 = tpu.memref_squeeze %112 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_47 = arith.constant 0 : i32
      %114 = tpu.memref_slice %arg10[%82, %84, %c0_i32_47] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%111 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%115 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%113 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c1_i32_48 = arith.constant 1 : i32
      %116 = tpu.memref_slice %arg24[%arg27, %c1_i32_48] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %117 = tpu.memref_squeeze %116 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_49 = arith.constant 0 : i32
      %c0_i32_50 = arith.constant 0 : i32
      %118 = tpu.memref_slice %arg20[%arg27, %c0_i32_49, %c0_i32_50] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %119 = tpu.memref_squeeze %118 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32_51 = arith.constant 0 : i32
      %120 = tpu.memref_slice %arg11[%101, %103, %c0_i32_51] : memref<16x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %121 = tpu.memref_squeeze %120 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%117 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%121 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%119 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32_52 = arith.constant 2 : i32
      %122 = tpu.memref_slice %arg24[%arg27, %c2_i32_52] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %123 = tpu.memref_squeeze %122 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_53 = arith.constant 0 : i32
      %c0_i32_54 = arith.constant 0 : i32
      %124 = tpu.memref_slice %arg21[%arg27, %c0_i32_53, %c0_i32_54] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %125 = tpu.memref_squeeze %124 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_55 = arith.constant 0 : i32
      %126 = tpu.memref_slice %arg12[%61, %c0_i32_55, %105] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %127 = tpu.memref_squeeze %126 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%123 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%127 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%125 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %128 = tpu.memref_slice %arg24[%arg27, %c3_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %129 = tpu.memref_squeeze %128 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_56 = arith.constant 0 : i32
      %c0_i32_57 = arith.constant 0 : i32
      %130 = tpu.memref_slice %arg22[%arg27, %c0_i32_56, %c0_i32_57] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %131 = tpu.memref_squeeze %130 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32_58 = arith.constant 0 : i32
      %132 = tpu.memref_slice %arg13[%61, %c0_i32_58, %107] : memref<16x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %133 = tpu.memref_squeeze %132 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%129 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%133 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%131 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c4_i32 = arith.constant 4 : i32
      %134 = tpu.memref_slice %arg24[%arg27, %c4_i32] : memref<2x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %135 = tpu.memref_squeeze %134 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32_59 = arith.constant 0 : i32
      %c0_i32_60 = arith.constant 0 : i32
      %136 = tpu.memref_slice %arg23[%arg27, %c0_i32_59, %c0_i32_60] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %137 = tpu.memref_squeeze %136 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_i32_61 = arith.constant 0 : i32
      %138 = tpu.memref_slice %arg14[%c0_i32_61, %109] : memref<8x16384xi32, #tpu.memory_space<any>> -> memref<8x512xi32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%135 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%138 : memref<8x512xi32, #tpu.memory_space<any>>) dst(%137 : memref<8x512xi32, #tpu.memory_space<vmem>>)
      %139 = arith.index_cast %arg25 : i32 to index
      %140 = memref.load %arg6[%139] : memref<528xi8, #tpu.memory_space<smem>>
      %141 = arith.extsi %140 : i8 to i32
      %142 = arith.index_cast %arg27 : i32 to index
      %c0 = arith.constant 0 : index
      %c0_62 = arith.constant 0 : index
      %143 = vector.load %arg19[%142, %c0, %c0_62] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %144 = vector.shape_cast %143 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %145 = arith.index_cast %arg27 : i32 to index
      %c0_63 = arith.constant 0 : index
      %c0_64 = arith.constant 0 : index
      %146 = vector.load %arg20[%145, %c0_63, %c0_64] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %147 = vector.shape_cast %146 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_65 = arith.constant 0 : index
      %c0_66 = arith.constant 0 : index
      %c0_67 = arith.constant 0 : index
      %148 = vector.load %arg7[%c0_65, %c0_66, %c0_67] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %149 = vector.shape_cast %148 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %150 = tpu.matmul %149, %144, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_68 = arith.constant 0.0883883461 : f32
      %151 = vector.broadcast %cst_68 : f32 to vector<512x512xf32>
      %152 = arith.mulf %150, %151 : vector<512x512xf32>
      %c0_69 = arith.constant 0 : index
      %c0_70 = arith.constant 0 : index
      %153 = vector.load %arg9[%c0_69, %c0_70] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %154 = vector.shape_cast %153 : vector<512x1xi32> to vector<512x1xi32>
      %c0_i32_71 = arith.constant 0 : i32
      %c0_i32_72 = arith.constant 0 : i32
      %155 = tpu.memref_slice %arg23[%arg27, %c0_i32_71, %c0_i32_72] : memref<2x8x512xi32, #tpu.memory_space<vmem>> -> memref<1x8x512xi32, #tpu.memory_space<vmem>>
      %156 = tpu.memref_squeeze %155 : memref<1x8x512xi32, #tpu.memory_space<vmem>> -> memref<8x512xi32, #tpu.memory_space<vmem>>
      %c0_73 = arith.constant 0 : index
      %c0_74 = arith.constant 0 : index
      %157 = vector.load %156[%c0_73, %c0_74] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %c512_i32_75 = arith.constant 512 : i32
      %158 = arith.muli %65, %c512_i32_75 : i32
      %159 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %160 = vector.broadcast %158 : i32 to vector<512x512xi32>
      %161 = arith.addi %160, %159 : vector<512x512xi32>
      %c512_i32_76 = arith.constant 512 : i32
      %162 = arith.muli %33, %c512_i32_76 : i32
      %163 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %164 = vector.broadcast %162 : i32 to vector<512x512xi32>
      %165 = arith.addi %164, %163 : vector<512x512xi32>
      %166 = arith.subi %165, %161 : vector<512x512xi32>
      %167 = arith.cmpi eq, %166, %166 : vector<512x512xi32>
      %c0_i32_77 = arith.constant 0 : i32
      %168 = vector.broadcast %c0_i32_77 : i32 to vector<512x512xi32>
      %169 = arith.cmpi sle, %166, %168 : vector<512x512xi32>
      %170 = arith.andi %167, %169 : vector<512x512xi1>
      %c16384_i32 = arith.constant 16384 : i32
      %171 = vector.broadcast %c16384_i32 : i32 to vector<512x512xi32>
      %172 = arith.cmpi slt, %161, %171 : vector<512x512xi32>
      %173 = arith.andi %170, %172 : vector<512x512xi1>
      %c16384_i32_78 = arith.constant 16384 : i32
      %174 = vector.broadcast %c16384_i32_78 : i32 to vector<512x512xi32>
      %175 = arith.cmpi slt, %165, %174 : vector<512x512xi32>
      %176 = arith.andi %173, %175 : vector<512x512xi1>
      %c2_i32_79 = arith.constant 2 : i32
      %177 = arith.cmpi eq, %141, %c2_i32_79 : i32
      %178 = vector.broadcast %177 : i1 to vector<512x512xi1>
      %179 = arith.ori %176, %178 : vector<512x512xi1>
      %180 = vector.broadcast %154 : vector<512x1xi32> to vector<512x512xi32>
      %181 = vector.broadcast %157 : vector<1x512xi32> to vector<512x512xi32>
      %182 = arith.cmpi eq, %180, %181 : vector<512x512xi32>
      %183 = arith.andi %179, %182 : vector<512x512xi1>
      %c0_i32_80 = arith.constant 0 : i32
      %184 = vector.broadcast %c0_i32_80 : i32 to vector<512x1xi32>
      %185 = arith.cmpi sge, %154, %184 : vector<512x1xi32>
      %186 = vector.broadcast %185 : vector<512x1xi1> to vector<512x512xi1>
      %187 = arith.andi %183, %186 : vector<512x512xi1>
      %c0_i32_81 = arith.constant 0 : i32
      %188 = vector.broadcast %c0_i32_81 : i32 to vector<1x512xi32>
      %189 = arith.cmpi sge, %157, %188 : vector<1x512xi32>
      %190 = vector.broadcast %189 : vector<1x512xi1> to vector<512x512xi1>
      %191 = arith.andi %187, %190 : vector<512x512xi1>
      %192 = arith.index_cast %arg27 : i32 to index
      %c0_82 = arith.constant 0 : index
      %c0_83 = arith.constant 0 : index
      %193 = vector.load %arg21[%192, %c0_82, %c0_83] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %194 = vector.shape_cast %193 : vector<1x1x512xf32> to vector<1x512xf32>
      %195 = vector.broadcast %194 : vector<1x512xf32> to vector<512x512xf32>
      %196 = arith.subf %152, %195 : vector<512x512xf32>
      %197 = math.exp %196 : vector<512x512xf32>
      %cst_84 = arith.constant 0.000000e+00 : f32
      %198 = vector.broadcast %cst_84 : f32 to vector<512x512xf32>
      %199 = arith.select %191, %197, %198 : vector<512x512xi1>, vector<512x512xf32>
      %c0_85 = arith.constant 0 : index
      %c0_86 = arith.constant 0 : index
      %200 = vector.load %arg18[%c0_85, %c0_86] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %201 = arith.truncf %199 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_87 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %202 = tpu.matmul %201, %147, %cst_87 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %203 = arith.addf %200, %202 : vector<512x128xf32>
      %c0_88 = arith.constant 0 : index
      %c0_89 = arith.constant 0 : index
      %204 = vector.load %arg18[%c0_88, %c0_89] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %205 = vector.shape_cast %204 : vector<512x128xf32> to vector<512x128xf32>
      %206 = vector.shape_cast %203 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0_88, %c0_89], %206 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_90 = arith.constant 0 : index
      %c0_91 = arith.constant 0 : index
      %c0_92 = arith.constant 0 : index
      %207 = vector.load %arg8[%c0_90, %c0_91, %c0_92] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %208 = vector.shape_cast %207 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_93 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %209 = tpu.matmul %208, %147, %cst_93 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %210 = arith.index_cast %arg27 : i32 to index
      %c0_94 = arith.constant 0 : index
      %c0_95 = arith.constant 0 : index
      %211 = vector.load %arg22[%210, %c0_94, %c0_95] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %212 = vector.shape_cast %211 : vector<1x1x512xf32> to vector<1x512xf32>
      %213 = vector.broadcast %212 : vector<1x512xf32> to vector<512x512xf32>
      %214 = arith.subf %209, %213 : vector<512x512xf32>
      %215 = arith.mulf %199, %214 : vector<512x512xf32>
      %c0_96 = arith.constant 0 : index
      %c0_97 = arith.constant 0 : index
      %216 = vector.load %arg17[%c0_96, %c0_97] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %217 = arith.truncf %215 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_98 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %218 = tpu.matmul %217, %144, %cst_98 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_99 = arith.constant 0.0883883461 : f32
      %219 = vector.broadcast %cst_99 : f32 to vector<512x128xf32>
      %220 = arith.mulf %218, %219 : vector<512x128xf32>
      %221 = arith.addf %216, %220 : vector<512x128xf32>
      %c0_100 = arith.constant 0 : index
      %c0_101 = arith.constant 0 : index
      %222 = vector.load %arg17[%c0_100, %c0_101] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %223 = vector.shape_cast %222 : vector<512x128xf32> to vector<512x128xf32>
      %224 = vector.shape_cast %221 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0_100, %c0_101], %224 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c1_i32_102 = arith.constant 1 : i32
      %225 = arith.subi %c1_i32_102, %arg27 : i32
      scf.yield %55, %57, %225 : i32, i32, i32
    }
    %47 = arith.extui %23 : i1 to i32
    %c0_i32_19 = arith.constant 0 : i32
    %48 = arith.cmpi ne, %47, %c0_i32_19 : i32
    scf.if %48 {
      %c0 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %49 = vector.load %arg17[%c0, %c0_20] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %50 = arith.truncf %49 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %51 = vector.load %arg15[%c0_21, %c0_22, %c0_23] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %52 = vector.shape_cast %51 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %53 = vector.shape_cast %50 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0_21, %c0_22, %c0_23], %53 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %54 = vector.load %arg18[%c0_24, %c0_25] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %55 = arith.truncf %54 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %56 = vector.load %arg16[%c0_26, %c0_27, %c0_28] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %57 = vector.shape_cast %56 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %58 = vector.shape_cast %55 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg16[%c0_26, %c0_27, %c0_28], %58 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c2_i32 = arith.constant 2 : i32
    %1 = arith.muli %arg0, %c2_i32 : i32
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
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_5 : i32
    %20 = arith.addi %1, %19 : i32
    %21 = arith.addi %20, %arg2 : i32
    %c2_i32_6 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32_6 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_7 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32_6, %c0_i32_9 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32_6, %c0_i32_10 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32_6 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_11 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_12 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_12 : i32
    %38 = arith.select %36, %37, %22 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %39 = arith.addi %c0_i32_13, %arg1 : i32
    %c32_i32_14 = arith.constant 32 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %40 = arith.cmpi eq, %c32_i32_14, %c0_i32_15 : i32
    %c1_i32_16 = arith.constant 1 : i32
    %41 = arith.select %40, %c1_i32_16, %c32_i32_14 : i32
    %42 = arith.remsi %39, %41 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32_17 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %44 = arith.cmpi slt, %42, %c0_i32_18 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %45 = arith.cmpi slt, %41, %c0_i32_19 : i32
    %46 = arith.xori %44, %45 : i1
    %47 = arith.andi %46, %43 : i1
    %48 = arith.addi %42, %41 : i32
    %49 = arith.select %47, %48, %42 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %c0_i32_21 = arith.constant 0 : i32
    return %38, %49, %c0_i32_20 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c2_i32 = arith.constant 2 : i32
    %1 = arith.muli %arg0, %c2_i32 : i32
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
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_5 : i32
    %20 = arith.addi %1, %19 : i32
    %21 = arith.addi %20, %arg2 : i32
    %c2_i32_6 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32_6 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_7 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32_6, %c0_i32_9 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32_6, %c0_i32_10 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32_6 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_11 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_12 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_12 : i32
    %38 = arith.select %36, %37, %22 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %39 = arith.addi %c0_i32_13, %arg1 : i32
    %c32_i32_14 = arith.constant 32 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %40 = arith.cmpi eq, %c32_i32_14, %c0_i32_15 : i32
    %c1_i32_16 = arith.constant 1 : i32
    %41 = arith.select %40, %c1_i32_16, %c32_i32_14 : i32
    %42 = arith.remsi %39, %41 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32_17 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %44 = arith.cmpi slt, %42, %c0_i32_18 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %45 = arith.cmpi slt, %41, %c0_i32_19 : i32
    %46 = arith.xori %44, %45 : i1
    %47 = arith.andi %46, %43 : i1
    %48 = arith.addi %42, %41 : i32
    %49 = arith.select %47, %48, %42 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %c0_i32_21 = arith.constant 0 : i32
    return %38, %49, %c0_i32_20 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
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
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c2_i32 = arith.constant 2 : i32
    %1 = arith.muli %arg0, %c2_i32 : i32
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
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_5 : i32
    %20 = arith.addi %1, %19 : i32
    %21 = arith.addi %20, %arg2 : i32
    %c2_i32_6 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32_6 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_7 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32_6, %c0_i32_9 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32_6, %c0_i32_10 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32_6 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_11 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_12 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_12 : i32
    %38 = arith.select %36, %37, %22 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %39 = arith.addi %c0_i32_13, %arg1 : i32
    %c32_i32_14 = arith.constant 32 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %40 = arith.cmpi eq, %c32_i32_14, %c0_i32_15 : i32
    %c1_i32_16 = arith.constant 1 : i32
    %41 = arith.select %40, %c1_i32_16, %c32_i32_14 : i32
    %42 = arith.remsi %39, %41 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32_17 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %44 = arith.cmpi slt, %42, %c0_i32_18 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %45 = arith.cmpi slt, %41, %c0_i32_19 : i32
    %46 = arith.xori %44, %45 : i1
    %47 = arith.andi %46, %43 : i1
    %48 = arith.addi %42, %41 : i32
    %49 = arith.select %47, %48, %42 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %c0_i32_21 = arith.constant 0 : i32
    return %38, %49, %c0_i32_20 : i32, i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<33xi16, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c2_i32 = arith.constant 2 : i32
    %1 = arith.muli %arg0, %c2_i32 : i32
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
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.subi %2, %c1_i32 : i32
    %18 = arith.select %16, %17, %2 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %19 = arith.muli %18, %c1_i32_5 : i32
    %20 = arith.addi %1, %19 : i32
    %21 = arith.addi %20, %arg2 : i32
    %c2_i32_6 = arith.constant 2 : i32
    %22 = arith.divsi %21, %c2_i32_6 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %23 = arith.cmpi sgt, %21, %c0_i32_7 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %25 = arith.cmpi slt, %21, %c0_i32_8 : i32
    %26 = arith.extui %25 : i1 to i32
    %27 = arith.subi %24, %26 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %28 = arith.cmpi sgt, %c2_i32_6, %c0_i32_9 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32_10 = arith.constant 0 : i32
    %30 = arith.cmpi slt, %c2_i32_6, %c0_i32_10 : i32
    %31 = arith.extui %30 : i1 to i32
    %32 = arith.subi %29, %31 : i32
    %33 = arith.cmpi ne, %27, %32 : i32
    %34 = arith.remsi %21, %c2_i32_6 : i32
    %c0_i32_11 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32_11 : i32
    %36 = arith.andi %33, %35 : i1
    %c1_i32_12 = arith.constant 1 : i32
    %37 = arith.subi %22, %c1_i32_12 : i32
    %38 = arith.select %36, %37, %22 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %39 = arith.addi %c0_i32_13, %arg1 : i32
    %c32_i32_14 = arith.constant 32 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %40 = arith.cmpi eq, %c32_i32_14, %c0_i32_15 : i32
    %c1_i32_16 = arith.constant 1 : i32
    %41 = arith.select %40, %c1_i32_16, %c32_i32_14 : i32
    %42 = arith.remsi %39, %41 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32_17 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %44 = arith.cmpi slt, %42, %c0_i32_18 : i32
    %c0_i32_19 = arith.constant 0 : i32
    %45 = arith.cmpi slt, %41, %c0_i32_19 : i32
    %46 = arith.xori %44, %45 : i1
    %47 = arith.andi %46, %43 : i1
    %48 = arith.addi %42, %41 : i32
    %49 = arith.select %47, %48, %42 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %c0_i32_21 = arith.constant 0 : i32
    return %38, %49, %c0_i32_20 : i32, i32, i32
  }
}
