module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x32x32xi8>, %arg1: tensor<1x32x32xi8>, %arg2: tensor<1x32x32xi8>, %arg3: tensor<1x32x32xi8>, %arg4: tensor<16x16384x128xbf16>, %arg5: tensor<8x16384x128xbf16>, %arg6: tensor<8x16384x128xbf16>, %arg7: tensor<16384xi32>, %arg8: tensor<16384xi32>) -> (tensor<16x16384x128xbf16> {jax.result_info = "result[0]"}, tensor<16x16384x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x16384x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
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
    %0 = call @_pad(%arg7, %c_8) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %1 = call @_pad(%arg8, %c_8) : (tensor<16384xi32>, tensor<i32>) -> tensor<16384xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %4 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %6 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<16384x1xi32>) -> tensor<16384x128xi32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<16384xi32>) -> tensor<1x16384xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16384xi32>) -> tensor<8x16384xi32>
    %10 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %11 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %13 = call @_where(%12, %10, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %14 = stablehlo.reduce(%13 init: %c_5) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %15 = call @_where(%12, %10, %c_8) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %16 = stablehlo.reduce(%15 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %17 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %20 = call @_where(%19, %17, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %21 = stablehlo.reduce(%20 init: %c_5) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %22 = call @_where(%19, %17, %c_8) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %23 = stablehlo.reduce(%22 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %24 = stablehlo.iota dim = 0 : tensor<32xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %26 = stablehlo.convert %arg1 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %27 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %28 = stablehlo.compare LT, %25, %27, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %29 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %30 = stablehlo.add %25, %29 : tensor<1x32x1xi32>
    %31 = stablehlo.select %28, %30, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %33 = "stablehlo.gather"(%14, %32) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %34 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %35 = stablehlo.compare LT, %26, %34, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %36 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %37 = stablehlo.add %26, %36 : tensor<1x32x32xi32>
    %38 = stablehlo.select %35, %37, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %40 = "stablehlo.gather"(%23, %39) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %42 = stablehlo.compare LE, %41, %40, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %43 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %44 = stablehlo.compare LT, %26, %43, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %45 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %46 = stablehlo.add %26, %45 : tensor<1x32x32xi32>
    %47 = stablehlo.select %44, %46, %26 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %49 = "stablehlo.gather"(%21, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %50 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %51 = stablehlo.compare LT, %25, %50, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %52 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %53 = stablehlo.add %25, %52 : tensor<1x32x1xi32>
    %54 = stablehlo.select %51, %53, %25 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %56 = "stablehlo.gather"(%16, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %58 = stablehlo.compare LE, %49, %57, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %59 = stablehlo.and %42, %58 : tensor<1x32x32xi1>
    %60 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %61 = stablehlo.compare NE, %arg0, %60, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %62 = stablehlo.and %61, %59 : tensor<1x32x32xi1>
    %63 = stablehlo.not %62 : tensor<1x32x32xi1>
    %64 = call @argsort(%63) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %65 = call @_where_0(%62, %arg0, %c_6) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %66 = call @take_along_axis(%65, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %67 = call @take_along_axis_1(%arg1, %64) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %68 = stablehlo.convert %62 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %69 = stablehlo.reduce(%68 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %71 = stablehlo.iota dim = 0 : tensor<32xi32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [2] : (tensor<32xi32>) -> tensor<1x1x32xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %75 = stablehlo.compare LT, %73, %74, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %76 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %77 = stablehlo.subtract %70, %76 : tensor<1x32x1xi32>
    %78 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %79 = stablehlo.maximum %77, %78 : tensor<1x32x1xi32>
    %80 = call @take_along_axis_2(%67, %79) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %81 = call @_where_3(%75, %67, %80) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %82 = stablehlo.reshape %0 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %83 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %84 = stablehlo.compare GE, %82, %83, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %85 = call @_where(%84, %82, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %86 = stablehlo.reduce(%85 init: %c_5) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %87 = call @_where(%84, %82, %c_8) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %88 = stablehlo.reduce(%87 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %89 = stablehlo.reshape %1 : (tensor<16384xi32>) -> tensor<32x512xi32>
    %90 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x512xi32>
    %91 = stablehlo.compare GE, %89, %90, SIGNED : (tensor<32x512xi32>, tensor<32x512xi32>) -> tensor<32x512xi1>
    %92 = call @_where(%91, %89, %c_5) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %93 = stablehlo.reduce(%92 init: %c_5) applies stablehlo.minimum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %94 = call @_where(%91, %89, %c_8) : (tensor<32x512xi1>, tensor<32x512xi32>, tensor<i32>) -> tensor<32x512xi32>
    %95 = stablehlo.reduce(%94 init: %c_4) applies stablehlo.maximum across dimensions = [1] : (tensor<32x512xi32>, tensor<i32>) -> tensor<32xi32>
    %96 = stablehlo.iota dim = 0 : tensor<32xi32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1] : (tensor<32xi32>) -> tensor<1x32x1xi32>
    %98 = stablehlo.convert %arg3 : (tensor<1x32x32xi8>) -> tensor<1x32x32xi32>
    %99 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %100 = stablehlo.compare LT, %98, %99, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %101 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %102 = stablehlo.add %98, %101 : tensor<1x32x32xi32>
    %103 = stablehlo.select %100, %102, %98 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %105 = "stablehlo.gather"(%86, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %106 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %107 = stablehlo.compare LT, %97, %106, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %108 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %109 = stablehlo.add %97, %108 : tensor<1x32x1xi32>
    %110 = stablehlo.select %107, %109, %97 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %112 = "stablehlo.gather"(%95, %111) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %114 = stablehlo.compare LE, %105, %113, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %115 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %116 = stablehlo.compare LT, %97, %115, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %117 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %118 = stablehlo.add %97, %117 : tensor<1x32x1xi32>
    %119 = stablehlo.select %116, %118, %97 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %121 = "stablehlo.gather"(%93, %120) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xi32>
    %122 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %123 = stablehlo.compare LT, %98, %122, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %124 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x32xi32>
    %125 = stablehlo.add %98, %124 : tensor<1x32x32xi32>
    %126 = stablehlo.select %123, %125, %98 : tensor<1x32x32xi1>, tensor<1x32x32xi32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<1x32x32x1xi32>
    %128 = "stablehlo.gather"(%88, %127) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 3>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<1x32x32x1xi32>) -> tensor<1x32x32xi32>
    %129 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
    %130 = stablehlo.compare LE, %129, %128, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
    %131 = stablehlo.and %114, %130 : tensor<1x32x32xi1>
    %132 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %133 = stablehlo.compare NE, %arg2, %132, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %134 = stablehlo.and %133, %131 : tensor<1x32x32xi1>
    %135 = stablehlo.not %134 : tensor<1x32x32xi1>
    %136 = call @argsort(%135) : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %137 = call @_where_0(%134, %arg2, %c_6) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<i32>) -> tensor<1x32x32xi8>
    %138 = call @take_along_axis(%137, %136) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %139 = call @take_along_axis_1(%arg3, %136) : (tensor<1x32x32xi8>, tensor<1x32x32xi32>) -> tensor<1x32x32xi8>
    %140 = stablehlo.convert %134 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
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
    %152 = call @take_along_axis_2(%139, %151) : (tensor<1x32x32xi8>, tensor<1x32x1xi32>) -> tensor<1x32x1xi8>
    %153 = call @_where_3(%147, %139, %152) : (tensor<1x32x32xi1>, tensor<1x32x32xi8>, tensor<1x32x1xi8>) -> tensor<1x32x32xi8>
    %154 = call @_pad_4(%arg4, %c_6) : (tensor<16x16384x128xbf16>, tensor<i32>) -> tensor<16x16384x128xbf16>
    %155 = call @_pad_5(%arg5, %c_6) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %156 = call @_pad_5(%arg6, %c_6) : (tensor<8x16384x128xbf16>, tensor<i32>) -> tensor<8x16384x128xbf16>
    %157 = stablehlo.iota dim = 0 : tensor<32xi32>
    %158 = call @floor_divide(%157, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %159 = call @remainder(%157, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %160 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %161 = stablehlo.compare NE, %66, %160, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %162 = stablehlo.convert %161 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %163 = stablehlo.reduce(%162 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %164 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %165 = stablehlo.compare LT, %158, %164, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %166 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %167 = stablehlo.add %158, %166 : tensor<32xi32>
    %168 = stablehlo.select %165, %167, %158 : tensor<32xi1>, tensor<32xi32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %170 = "stablehlo.gather"(%c_7, %169) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %171 = stablehlo.broadcast_in_dim %159, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %172 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %173 = stablehlo.compare LT, %170, %172, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %174 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %175 = stablehlo.add %170, %174 : tensor<32x1xi32>
    %176 = stablehlo.select %173, %175, %170 : tensor<32x1xi1>, tensor<32x1xi32>
    %177 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %178 = stablehlo.compare LT, %171, %177, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %179 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %180 = stablehlo.add %171, %179 : tensor<32x1xi32>
    %181 = stablehlo.select %178, %180, %171 : tensor<32x1xi1>, tensor<32x1xi32>
    %182 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %183 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %184 = stablehlo.concatenate %182, %183, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %185 = "stablehlo.gather"(%163, %184) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %186 = stablehlo.reduce(%185 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %187 = call @cumsum(%185) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %188 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %189 = stablehlo.maximum %186, %188 : tensor<32xi32>
    %190 = call @cumsum_9(%189) : (tensor<32xi32>) -> tensor<32xi32>
    %191 = stablehlo.iota dim = 0 : tensor<528xi32>
    %192 = stablehlo.slice %190 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %193 = stablehlo.reshape %192 : (tensor<1xi32>) -> tensor<i32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %195 = stablehlo.compare LT, %191, %194, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %196 = stablehlo.slice %190 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %197 = stablehlo.reshape %196 : (tensor<1xi32>) -> tensor<i32>
    %198 = stablehlo.subtract %197, %c_1 : tensor<i32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %200 = stablehlo.minimum %191, %199 : tensor<528xi32>
    %201 = call @searchsorted(%190, %200) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    %202 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %203 = stablehlo.add %202, %201 : tensor<528xi32>
    %204 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %205 = stablehlo.compare LT, %201, %204, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %206 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %207 = stablehlo.add %201, %206 : tensor<528xi32>
    %208 = stablehlo.select %205, %207, %201 : tensor<528xi1>, tensor<528xi32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %210 = "stablehlo.gather"(%190, %209) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %211 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %212 = stablehlo.compare LT, %201, %211, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %213 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %214 = stablehlo.add %201, %213 : tensor<528xi32>
    %215 = stablehlo.select %212, %214, %201 : tensor<528xi1>, tensor<528xi32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %217 = "stablehlo.gather"(%189, %216) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %218 = stablehlo.subtract %210, %217 : tensor<528xi32>
    %219 = stablehlo.subtract %200, %218 : tensor<528xi32>
    %220 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %221 = stablehlo.compare LT, %203, %220, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %222 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %223 = stablehlo.add %203, %222 : tensor<528xi32>
    %224 = stablehlo.select %221, %223, %203 : tensor<528xi1>, tensor<528xi32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %226 = "stablehlo.gather"(%187, %225) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %227 = stablehlo.broadcast_in_dim %219, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %228 = stablehlo.compare LE, %226, %227, SIGNED : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi1>
    %229 = stablehlo.convert %228 : (tensor<528x1xi1>) -> tensor<528x1xi32>
    %230 = stablehlo.reduce(%229 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<528x1xi32>, tensor<i32>) -> tensor<528xi32>
    %231 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %232 = stablehlo.minimum %230, %231 : tensor<528xi32>
    %233 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %234 = stablehlo.compare LT, %203, %233, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %235 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %236 = stablehlo.add %203, %235 : tensor<528xi32>
    %237 = stablehlo.select %234, %236, %203 : tensor<528xi1>, tensor<528xi32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %239 = "stablehlo.gather"(%187, %238) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %240 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %241 = stablehlo.compare LT, %203, %240, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %242 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %243 = stablehlo.add %203, %242 : tensor<528xi32>
    %244 = stablehlo.select %241, %243, %203 : tensor<528xi1>, tensor<528xi32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %246 = "stablehlo.gather"(%185, %245) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %247 = stablehlo.subtract %239, %246 : tensor<528x1xi32>
    %248 = stablehlo.broadcast_in_dim %232, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %249 = call @take_along_axis_13(%247, %248) : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %250 = stablehlo.reshape %249 : (tensor<528x1xi32>) -> tensor<528xi32>
    %251 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %252 = stablehlo.compare LT, %203, %251, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %253 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %254 = stablehlo.add %203, %253 : tensor<528xi32>
    %255 = stablehlo.select %252, %254, %203 : tensor<528xi1>, tensor<528xi32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %257 = "stablehlo.gather"(%186, %256) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %258 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %259 = stablehlo.compare GT, %257, %258, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %260 = stablehlo.subtract %219, %250 : tensor<528xi32>
    %261 = call @_where_14(%259, %260, %c_6) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %262 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %263 = stablehlo.compare LT, %203, %262, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %264 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %265 = stablehlo.add %203, %264 : tensor<528xi32>
    %266 = stablehlo.select %263, %265, %203 : tensor<528xi1>, tensor<528xi32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %268 = "stablehlo.gather"(%158, %267) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %269 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %270 = stablehlo.compare LT, %268, %269, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %271 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %272 = stablehlo.add %268, %271 : tensor<528xi32>
    %273 = stablehlo.select %270, %272, %268 : tensor<528xi1>, tensor<528xi32>
    %274 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %275 = stablehlo.compare LT, %232, %274, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %276 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %277 = stablehlo.add %232, %276 : tensor<528xi32>
    %278 = stablehlo.select %275, %277, %232 : tensor<528xi1>, tensor<528xi32>
    %279 = stablehlo.broadcast_in_dim %273, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %281 = stablehlo.concatenate %279, %280, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %282 = "stablehlo.gather"(%c_7, %281) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %283 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %284 = stablehlo.compare LT, %203, %283, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %285 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %286 = stablehlo.add %203, %285 : tensor<528xi32>
    %287 = stablehlo.select %284, %286, %203 : tensor<528xi1>, tensor<528xi32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %289 = "stablehlo.gather"(%159, %288) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %290 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %291 = stablehlo.compare LT, %203, %290, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %292 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %293 = stablehlo.add %203, %292 : tensor<528xi32>
    %294 = stablehlo.select %291, %293, %203 : tensor<528xi1>, tensor<528xi32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %296 = "stablehlo.gather"(%186, %295) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %297 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %298 = stablehlo.compare GT, %296, %297, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %299 = stablehlo.and %195, %298 : tensor<528xi1>
    %300 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %301 = stablehlo.compare LT, %282, %300, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %302 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %303 = stablehlo.add %282, %302 : tensor<528xi32>
    %304 = stablehlo.select %301, %303, %282 : tensor<528xi1>, tensor<528xi32>
    %305 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %306 = stablehlo.compare LT, %289, %305, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %307 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %308 = stablehlo.add %289, %307 : tensor<528xi32>
    %309 = stablehlo.select %306, %308, %289 : tensor<528xi1>, tensor<528xi32>
    %310 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %311 = stablehlo.compare LT, %261, %310, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %312 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %313 = stablehlo.add %261, %312 : tensor<528xi32>
    %314 = stablehlo.select %311, %313, %261 : tensor<528xi1>, tensor<528xi32>
    %315 = stablehlo.broadcast_in_dim %304, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %316 = stablehlo.broadcast_in_dim %309, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %317 = stablehlo.broadcast_in_dim %314, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %318 = stablehlo.concatenate %315, %316, %317, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %319 = "stablehlo.gather"(%66, %318) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %320 = stablehlo.convert %319 : (tensor<528xi8>) -> tensor<528xi32>
    %321 = call @_where_14(%299, %320, %c_6) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %322 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %323 = stablehlo.compare EQ, %219, %322, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %324 = stablehlo.and %195, %323 : tensor<528xi1>
    %325 = call @_where_15(%324, %c_0, %c_6) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %326 = stablehlo.convert %325 : tensor<528xi32>
    %327 = stablehlo.or %321, %326 : tensor<528xi32>
    %328 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %329 = stablehlo.compare LT, %201, %328, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %330 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %331 = stablehlo.add %201, %330 : tensor<528xi32>
    %332 = stablehlo.select %329, %331, %201 : tensor<528xi1>, tensor<528xi32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %334 = "stablehlo.gather"(%189, %333) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %335 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %336 = stablehlo.subtract %334, %335 : tensor<528xi32>
    %337 = stablehlo.compare EQ, %219, %336, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %338 = stablehlo.and %195, %337 : tensor<528xi1>
    %339 = call @_where_15(%338, %c, %c_6) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %340 = stablehlo.convert %339 : tensor<528xi32>
    %341 = stablehlo.or %327, %340 : tensor<528xi32>
    %342 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %343 = stablehlo.compare LT, %203, %342, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %344 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %345 = stablehlo.add %203, %344 : tensor<528xi32>
    %346 = stablehlo.select %343, %345, %203 : tensor<528xi1>, tensor<528xi32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %348 = "stablehlo.gather"(%158, %347) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %349 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %350 = stablehlo.compare LT, %348, %349, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %351 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %352 = stablehlo.add %348, %351 : tensor<528xi32>
    %353 = stablehlo.select %350, %352, %348 : tensor<528xi1>, tensor<528xi32>
    %354 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %355 = stablehlo.compare LT, %232, %354, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %356 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %357 = stablehlo.add %232, %356 : tensor<528xi32>
    %358 = stablehlo.select %355, %357, %232 : tensor<528xi1>, tensor<528xi32>
    %359 = stablehlo.broadcast_in_dim %353, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %360 = stablehlo.broadcast_in_dim %358, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %361 = stablehlo.concatenate %359, %360, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %362 = "stablehlo.gather"(%c_7, %361) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %363 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %364 = stablehlo.multiply %362, %363 : tensor<528xi32>
    %365 = stablehlo.add %364, %289 : tensor<528xi32>
    %366 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %367 = stablehlo.compare LT, %282, %366, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %368 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %369 = stablehlo.add %282, %368 : tensor<528xi32>
    %370 = stablehlo.select %367, %369, %282 : tensor<528xi1>, tensor<528xi32>
    %371 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %372 = stablehlo.compare LT, %289, %371, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %373 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %374 = stablehlo.add %289, %373 : tensor<528xi32>
    %375 = stablehlo.select %372, %374, %289 : tensor<528xi1>, tensor<528xi32>
    %376 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %377 = stablehlo.compare LT, %261, %376, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %378 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %379 = stablehlo.add %261, %378 : tensor<528xi32>
    %380 = stablehlo.select %377, %379, %261 : tensor<528xi1>, tensor<528xi32>
    %381 = stablehlo.broadcast_in_dim %370, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %382 = stablehlo.broadcast_in_dim %375, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %383 = stablehlo.broadcast_in_dim %380, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %384 = stablehlo.concatenate %381, %382, %383, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %385 = "stablehlo.gather"(%81, %384) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %386 = stablehlo.convert %365 : (tensor<528xi32>) -> tensor<528xi8>
    %387 = stablehlo.convert %341 : (tensor<528xi32>) -> tensor<528xi8>
    %388:2 = stablehlo.custom_call @tpu_custom_call(%386, %385, %387, %154, %155, %156, %3, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:beb5d2dce222fc9a160118460e784795b9f6a3327f8dcae7b03c400c018eb93d\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 1133871366144, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> (tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>)
    %389 = stablehlo.convert %388#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %390 = stablehlo.convert %388#0 : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<16x16384x128xf32>
    %392 = stablehlo.reduce(%391 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16384x128xf32>, tensor<f32>) -> tensor<16x16384xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 2] : (tensor<16x16384xf32>) -> tensor<16x1x16384xf32>
    %394 = stablehlo.iota dim = 0 : tensor<32xi32>
    %395 = call @floor_divide(%394, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %396 = call @remainder(%394, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %397 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %398 = stablehlo.compare NE, %66, %397, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %399 = stablehlo.convert %398 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %400 = stablehlo.reduce(%399 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %401 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %402 = stablehlo.compare LT, %395, %401, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %403 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %404 = stablehlo.add %395, %403 : tensor<32xi32>
    %405 = stablehlo.select %402, %404, %395 : tensor<32xi1>, tensor<32xi32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %407 = "stablehlo.gather"(%c_7, %406) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %408 = stablehlo.broadcast_in_dim %396, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %409 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %410 = stablehlo.compare LT, %407, %409, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %411 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %412 = stablehlo.add %407, %411 : tensor<32x1xi32>
    %413 = stablehlo.select %410, %412, %407 : tensor<32x1xi1>, tensor<32x1xi32>
    %414 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %415 = stablehlo.compare LT, %408, %414, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %416 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %417 = stablehlo.add %408, %416 : tensor<32x1xi32>
    %418 = stablehlo.select %415, %417, %408 : tensor<32x1xi1>, tensor<32x1xi32>
    %419 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %420 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %421 = stablehlo.concatenate %419, %420, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %422 = "stablehlo.gather"(%400, %421) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %423 = stablehlo.reduce(%422 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %424 = call @cumsum(%422) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %425 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %426 = stablehlo.maximum %423, %425 : tensor<32xi32>
    %427 = call @cumsum_9(%426) : (tensor<32xi32>) -> tensor<32xi32>
    %428 = stablehlo.iota dim = 0 : tensor<528xi32>
    %429 = stablehlo.slice %427 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %430 = stablehlo.reshape %429 : (tensor<1xi32>) -> tensor<i32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %432 = stablehlo.compare LT, %428, %431, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %433 = stablehlo.slice %427 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %434 = stablehlo.reshape %433 : (tensor<1xi32>) -> tensor<i32>
    %435 = stablehlo.subtract %434, %c_1 : tensor<i32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %437 = stablehlo.minimum %428, %436 : tensor<528xi32>
    %438 = call @searchsorted(%427, %437) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    %439 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %440 = stablehlo.add %439, %438 : tensor<528xi32>
    %441 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %442 = stablehlo.compare LT, %438, %441, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %443 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %444 = stablehlo.add %438, %443 : tensor<528xi32>
    %445 = stablehlo.select %442, %444, %438 : tensor<528xi1>, tensor<528xi32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %447 = "stablehlo.gather"(%427, %446) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %448 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %449 = stablehlo.compare LT, %438, %448, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %450 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %451 = stablehlo.add %438, %450 : tensor<528xi32>
    %452 = stablehlo.select %449, %451, %438 : tensor<528xi1>, tensor<528xi32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %454 = "stablehlo.gather"(%426, %453) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %455 = stablehlo.subtract %447, %454 : tensor<528xi32>
    %456 = stablehlo.subtract %437, %455 : tensor<528xi32>
    %457 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %458 = stablehlo.compare LT, %440, %457, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %459 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %460 = stablehlo.add %440, %459 : tensor<528xi32>
    %461 = stablehlo.select %458, %460, %440 : tensor<528xi1>, tensor<528xi32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %463 = "stablehlo.gather"(%424, %462) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %464 = stablehlo.broadcast_in_dim %456, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %465 = stablehlo.compare LE, %463, %464, SIGNED : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi1>
    %466 = stablehlo.convert %465 : (tensor<528x1xi1>) -> tensor<528x1xi32>
    %467 = stablehlo.reduce(%466 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<528x1xi32>, tensor<i32>) -> tensor<528xi32>
    %468 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %469 = stablehlo.minimum %467, %468 : tensor<528xi32>
    %470 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %471 = stablehlo.compare LT, %440, %470, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %472 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %473 = stablehlo.add %440, %472 : tensor<528xi32>
    %474 = stablehlo.select %471, %473, %440 : tensor<528xi1>, tensor<528xi32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %476 = "stablehlo.gather"(%424, %475) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %477 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %478 = stablehlo.compare LT, %440, %477, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %479 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %480 = stablehlo.add %440, %479 : tensor<528xi32>
    %481 = stablehlo.select %478, %480, %440 : tensor<528xi1>, tensor<528xi32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %483 = "stablehlo.gather"(%422, %482) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %484 = stablehlo.subtract %476, %483 : tensor<528x1xi32>
    %485 = stablehlo.broadcast_in_dim %469, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %486 = call @take_along_axis_13(%484, %485) : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %487 = stablehlo.reshape %486 : (tensor<528x1xi32>) -> tensor<528xi32>
    %488 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %489 = stablehlo.compare LT, %440, %488, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %490 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %491 = stablehlo.add %440, %490 : tensor<528xi32>
    %492 = stablehlo.select %489, %491, %440 : tensor<528xi1>, tensor<528xi32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %494 = "stablehlo.gather"(%423, %493) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %495 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %496 = stablehlo.compare GT, %494, %495, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %497 = stablehlo.subtract %456, %487 : tensor<528xi32>
    %498 = call @_where_14(%496, %497, %c_6) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %499 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %500 = stablehlo.compare LT, %440, %499, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %501 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %502 = stablehlo.add %440, %501 : tensor<528xi32>
    %503 = stablehlo.select %500, %502, %440 : tensor<528xi1>, tensor<528xi32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %505 = "stablehlo.gather"(%395, %504) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %506 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %507 = stablehlo.compare LT, %505, %506, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %508 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %509 = stablehlo.add %505, %508 : tensor<528xi32>
    %510 = stablehlo.select %507, %509, %505 : tensor<528xi1>, tensor<528xi32>
    %511 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %512 = stablehlo.compare LT, %469, %511, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %513 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %514 = stablehlo.add %469, %513 : tensor<528xi32>
    %515 = stablehlo.select %512, %514, %469 : tensor<528xi1>, tensor<528xi32>
    %516 = stablehlo.broadcast_in_dim %510, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %517 = stablehlo.broadcast_in_dim %515, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %518 = stablehlo.concatenate %516, %517, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %519 = "stablehlo.gather"(%c_7, %518) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %520 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %521 = stablehlo.compare LT, %440, %520, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %522 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %523 = stablehlo.add %440, %522 : tensor<528xi32>
    %524 = stablehlo.select %521, %523, %440 : tensor<528xi1>, tensor<528xi32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %526 = "stablehlo.gather"(%396, %525) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %527 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %528 = stablehlo.compare LT, %440, %527, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %529 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %530 = stablehlo.add %440, %529 : tensor<528xi32>
    %531 = stablehlo.select %528, %530, %440 : tensor<528xi1>, tensor<528xi32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %533 = "stablehlo.gather"(%423, %532) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %534 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %535 = stablehlo.compare GT, %533, %534, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %536 = stablehlo.and %432, %535 : tensor<528xi1>
    %537 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %538 = stablehlo.compare LT, %519, %537, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %539 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %540 = stablehlo.add %519, %539 : tensor<528xi32>
    %541 = stablehlo.select %538, %540, %519 : tensor<528xi1>, tensor<528xi32>
    %542 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %543 = stablehlo.compare LT, %526, %542, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %544 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %545 = stablehlo.add %526, %544 : tensor<528xi32>
    %546 = stablehlo.select %543, %545, %526 : tensor<528xi1>, tensor<528xi32>
    %547 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %548 = stablehlo.compare LT, %498, %547, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %549 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %550 = stablehlo.add %498, %549 : tensor<528xi32>
    %551 = stablehlo.select %548, %550, %498 : tensor<528xi1>, tensor<528xi32>
    %552 = stablehlo.broadcast_in_dim %541, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %553 = stablehlo.broadcast_in_dim %546, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %554 = stablehlo.broadcast_in_dim %551, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %555 = stablehlo.concatenate %552, %553, %554, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %556 = "stablehlo.gather"(%66, %555) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %557 = stablehlo.convert %556 : (tensor<528xi8>) -> tensor<528xi32>
    %558 = call @_where_14(%536, %557, %c_6) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %559 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %560 = stablehlo.compare EQ, %456, %559, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %561 = stablehlo.and %432, %560 : tensor<528xi1>
    %562 = call @_where_15(%561, %c_0, %c_6) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %563 = stablehlo.convert %562 : tensor<528xi32>
    %564 = stablehlo.or %558, %563 : tensor<528xi32>
    %565 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %566 = stablehlo.compare LT, %438, %565, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %567 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %568 = stablehlo.add %438, %567 : tensor<528xi32>
    %569 = stablehlo.select %566, %568, %438 : tensor<528xi1>, tensor<528xi32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %571 = "stablehlo.gather"(%426, %570) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %572 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %573 = stablehlo.subtract %571, %572 : tensor<528xi32>
    %574 = stablehlo.compare EQ, %456, %573, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %575 = stablehlo.and %432, %574 : tensor<528xi1>
    %576 = call @_where_15(%575, %c, %c_6) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %577 = stablehlo.convert %576 : tensor<528xi32>
    %578 = stablehlo.or %564, %577 : tensor<528xi32>
    %579 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %580 = stablehlo.compare LT, %440, %579, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %581 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %582 = stablehlo.add %440, %581 : tensor<528xi32>
    %583 = stablehlo.select %580, %582, %440 : tensor<528xi1>, tensor<528xi32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %585 = "stablehlo.gather"(%395, %584) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %586 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %587 = stablehlo.compare LT, %585, %586, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %588 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %589 = stablehlo.add %585, %588 : tensor<528xi32>
    %590 = stablehlo.select %587, %589, %585 : tensor<528xi1>, tensor<528xi32>
    %591 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %592 = stablehlo.compare LT, %469, %591, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %593 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %594 = stablehlo.add %469, %593 : tensor<528xi32>
    %595 = stablehlo.select %592, %594, %469 : tensor<528xi1>, tensor<528xi32>
    %596 = stablehlo.broadcast_in_dim %590, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %597 = stablehlo.broadcast_in_dim %595, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %598 = stablehlo.concatenate %596, %597, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %599 = "stablehlo.gather"(%c_7, %598) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %600 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %601 = stablehlo.multiply %599, %600 : tensor<528xi32>
    %602 = stablehlo.add %601, %526 : tensor<528xi32>
    %603 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %604 = stablehlo.compare LT, %519, %603, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %605 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %606 = stablehlo.add %519, %605 : tensor<528xi32>
    %607 = stablehlo.select %604, %606, %519 : tensor<528xi1>, tensor<528xi32>
    %608 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %609 = stablehlo.compare LT, %526, %608, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %610 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %611 = stablehlo.add %526, %610 : tensor<528xi32>
    %612 = stablehlo.select %609, %611, %526 : tensor<528xi1>, tensor<528xi32>
    %613 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %614 = stablehlo.compare LT, %498, %613, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %615 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %616 = stablehlo.add %498, %615 : tensor<528xi32>
    %617 = stablehlo.select %614, %616, %498 : tensor<528xi1>, tensor<528xi32>
    %618 = stablehlo.broadcast_in_dim %607, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %619 = stablehlo.broadcast_in_dim %612, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %620 = stablehlo.broadcast_in_dim %617, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %621 = stablehlo.concatenate %618, %619, %620, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %622 = "stablehlo.gather"(%81, %621) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %623 = stablehlo.convert %602 : (tensor<528xi32>) -> tensor<528xi8>
    %624 = stablehlo.convert %578 : (tensor<528xi32>) -> tensor<528xi8>
    %625 = stablehlo.custom_call @tpu_custom_call(%623, %622, %624, %154, %155, %156, %388#0, %388#1, %393, %3, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:727fbe3b7b1baab389b68e3af42554d87e1289eecaee53d2b84a0b606f8cbce8\22, \22cost_estimate\22: {\22bytes_accessed\22: 2415919104, \22flops\22: 1700807049216, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> tensor<16x16384x128xbf16>
    %626 = stablehlo.iota dim = 0 : tensor<32xi32>
    %627 = call @floor_divide(%626, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %628 = call @remainder(%626, %c_3) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %629 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i8>) -> tensor<1x32x32xi8>
    %630 = stablehlo.compare NE, %138, %629, SIGNED : (tensor<1x32x32xi8>, tensor<1x32x32xi8>) -> tensor<1x32x32xi1>
    %631 = stablehlo.convert %630 : (tensor<1x32x32xi1>) -> tensor<1x32x32xi32>
    %632 = stablehlo.reduce(%631 init: %c_6) applies stablehlo.add across dimensions = [2] : (tensor<1x32x32xi32>, tensor<i32>) -> tensor<1x32xi32>
    %633 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %634 = stablehlo.compare LT, %627, %633, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %635 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %636 = stablehlo.add %627, %635 : tensor<32xi32>
    %637 = stablehlo.select %634, %636, %627 : tensor<32xi1>, tensor<32xi32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %639 = "stablehlo.gather"(%c_7, %638) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %640 = stablehlo.broadcast_in_dim %628, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %641 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %642 = stablehlo.compare LT, %639, %641, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %643 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %644 = stablehlo.add %639, %643 : tensor<32x1xi32>
    %645 = stablehlo.select %642, %644, %639 : tensor<32x1xi1>, tensor<32x1xi32>
    %646 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %647 = stablehlo.compare LT, %640, %646, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %648 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %649 = stablehlo.add %640, %648 : tensor<32x1xi32>
    %650 = stablehlo.select %647, %649, %640 : tensor<32x1xi1>, tensor<32x1xi32>
    %651 = stablehlo.broadcast_in_dim %645, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %652 = stablehlo.broadcast_in_dim %650, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %653 = stablehlo.concatenate %651, %652, dim = 2 : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x2xi32>
    %654 = "stablehlo.gather"(%632, %653) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi32>, tensor<32x1x2xi32>) -> tensor<32x1xi32>
    %655 = stablehlo.reduce(%654 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<32x1xi32>, tensor<i32>) -> tensor<32xi32>
    %656 = call @cumsum(%654) : (tensor<32x1xi32>) -> tensor<32x1xi32>
    %657 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %658 = stablehlo.maximum %655, %657 : tensor<32xi32>
    %659 = call @cumsum_9(%658) : (tensor<32xi32>) -> tensor<32xi32>
    %660 = stablehlo.iota dim = 0 : tensor<528xi32>
    %661 = stablehlo.slice %659 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %662 = stablehlo.reshape %661 : (tensor<1xi32>) -> tensor<i32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %664 = stablehlo.compare LT, %660, %663, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %665 = stablehlo.slice %659 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
    %666 = stablehlo.reshape %665 : (tensor<1xi32>) -> tensor<i32>
    %667 = stablehlo.subtract %666, %c_1 : tensor<i32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %669 = stablehlo.minimum %660, %668 : tensor<528xi32>
    %670 = call @searchsorted(%659, %669) : (tensor<32xi32>, tensor<528xi32>) -> tensor<528xi32>
    %671 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %672 = stablehlo.add %671, %670 : tensor<528xi32>
    %673 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %674 = stablehlo.compare LT, %670, %673, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %675 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %676 = stablehlo.add %670, %675 : tensor<528xi32>
    %677 = stablehlo.select %674, %676, %670 : tensor<528xi1>, tensor<528xi32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %679 = "stablehlo.gather"(%659, %678) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %680 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %681 = stablehlo.compare LT, %670, %680, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %682 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %683 = stablehlo.add %670, %682 : tensor<528xi32>
    %684 = stablehlo.select %681, %683, %670 : tensor<528xi1>, tensor<528xi32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %686 = "stablehlo.gather"(%658, %685) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %687 = stablehlo.subtract %679, %686 : tensor<528xi32>
    %688 = stablehlo.subtract %669, %687 : tensor<528xi32>
    %689 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %690 = stablehlo.compare LT, %672, %689, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %691 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %692 = stablehlo.add %672, %691 : tensor<528xi32>
    %693 = stablehlo.select %690, %692, %672 : tensor<528xi1>, tensor<528xi32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %695 = "stablehlo.gather"(%656, %694) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %696 = stablehlo.broadcast_in_dim %688, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %697 = stablehlo.compare LE, %695, %696, SIGNED : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi1>
    %698 = stablehlo.convert %697 : (tensor<528x1xi1>) -> tensor<528x1xi32>
    %699 = stablehlo.reduce(%698 init: %c_6) applies stablehlo.add across dimensions = [1] : (tensor<528x1xi32>, tensor<i32>) -> tensor<528xi32>
    %700 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %701 = stablehlo.minimum %699, %700 : tensor<528xi32>
    %702 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %703 = stablehlo.compare LT, %672, %702, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %704 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %705 = stablehlo.add %672, %704 : tensor<528xi32>
    %706 = stablehlo.select %703, %705, %672 : tensor<528xi1>, tensor<528xi32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %708 = "stablehlo.gather"(%656, %707) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %709 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %710 = stablehlo.compare LT, %672, %709, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %711 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %712 = stablehlo.add %672, %711 : tensor<528xi32>
    %713 = stablehlo.select %710, %712, %672 : tensor<528xi1>, tensor<528xi32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %715 = "stablehlo.gather"(%654, %714) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<32x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %716 = stablehlo.subtract %708, %715 : tensor<528x1xi32>
    %717 = stablehlo.broadcast_in_dim %701, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %718 = call @take_along_axis_13(%716, %717) : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x1xi32>
    %719 = stablehlo.reshape %718 : (tensor<528x1xi32>) -> tensor<528xi32>
    %720 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %721 = stablehlo.compare LT, %672, %720, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %722 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %723 = stablehlo.add %672, %722 : tensor<528xi32>
    %724 = stablehlo.select %721, %723, %672 : tensor<528xi1>, tensor<528xi32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %726 = "stablehlo.gather"(%655, %725) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %727 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %728 = stablehlo.compare GT, %726, %727, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %729 = stablehlo.subtract %688, %719 : tensor<528xi32>
    %730 = call @_where_14(%728, %729, %c_6) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %731 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %732 = stablehlo.compare LT, %672, %731, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %733 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %734 = stablehlo.add %672, %733 : tensor<528xi32>
    %735 = stablehlo.select %732, %734, %672 : tensor<528xi1>, tensor<528xi32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %737 = "stablehlo.gather"(%627, %736) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %738 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %739 = stablehlo.compare LT, %737, %738, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %740 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %741 = stablehlo.add %737, %740 : tensor<528xi32>
    %742 = stablehlo.select %739, %741, %737 : tensor<528xi1>, tensor<528xi32>
    %743 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %744 = stablehlo.compare LT, %701, %743, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %745 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %746 = stablehlo.add %701, %745 : tensor<528xi32>
    %747 = stablehlo.select %744, %746, %701 : tensor<528xi1>, tensor<528xi32>
    %748 = stablehlo.broadcast_in_dim %742, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %749 = stablehlo.broadcast_in_dim %747, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %750 = stablehlo.concatenate %748, %749, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %751 = "stablehlo.gather"(%c_7, %750) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %752 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %753 = stablehlo.compare LT, %672, %752, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %754 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %755 = stablehlo.add %672, %754 : tensor<528xi32>
    %756 = stablehlo.select %753, %755, %672 : tensor<528xi1>, tensor<528xi32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %758 = "stablehlo.gather"(%628, %757) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %759 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %760 = stablehlo.compare LT, %672, %759, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %761 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %762 = stablehlo.add %672, %761 : tensor<528xi32>
    %763 = stablehlo.select %760, %762, %672 : tensor<528xi1>, tensor<528xi32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %765 = "stablehlo.gather"(%655, %764) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %766 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %767 = stablehlo.compare GT, %765, %766, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %768 = stablehlo.and %664, %767 : tensor<528xi1>
    %769 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %770 = stablehlo.compare LT, %751, %769, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %771 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %772 = stablehlo.add %751, %771 : tensor<528xi32>
    %773 = stablehlo.select %770, %772, %751 : tensor<528xi1>, tensor<528xi32>
    %774 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %775 = stablehlo.compare LT, %758, %774, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %776 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %777 = stablehlo.add %758, %776 : tensor<528xi32>
    %778 = stablehlo.select %775, %777, %758 : tensor<528xi1>, tensor<528xi32>
    %779 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %780 = stablehlo.compare LT, %730, %779, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %781 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %782 = stablehlo.add %730, %781 : tensor<528xi32>
    %783 = stablehlo.select %780, %782, %730 : tensor<528xi1>, tensor<528xi32>
    %784 = stablehlo.broadcast_in_dim %773, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %785 = stablehlo.broadcast_in_dim %778, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %786 = stablehlo.broadcast_in_dim %783, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %787 = stablehlo.concatenate %784, %785, %786, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %788 = "stablehlo.gather"(%138, %787) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %789 = stablehlo.convert %788 : (tensor<528xi8>) -> tensor<528xi32>
    %790 = call @_where_14(%768, %789, %c_6) : (tensor<528xi1>, tensor<528xi32>, tensor<i32>) -> tensor<528xi32>
    %791 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %792 = stablehlo.compare EQ, %688, %791, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %793 = stablehlo.and %664, %792 : tensor<528xi1>
    %794 = call @_where_15(%793, %c_0, %c_6) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %795 = stablehlo.convert %794 : tensor<528xi32>
    %796 = stablehlo.or %790, %795 : tensor<528xi32>
    %797 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %798 = stablehlo.compare LT, %670, %797, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %799 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %800 = stablehlo.add %670, %799 : tensor<528xi32>
    %801 = stablehlo.select %798, %800, %670 : tensor<528xi1>, tensor<528xi32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %803 = "stablehlo.gather"(%658, %802) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %804 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %805 = stablehlo.subtract %803, %804 : tensor<528xi32>
    %806 = stablehlo.compare EQ, %688, %805, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %807 = stablehlo.and %664, %806 : tensor<528xi1>
    %808 = call @_where_15(%807, %c, %c_6) : (tensor<528xi1>, tensor<i32>, tensor<i32>) -> tensor<528xi32>
    %809 = stablehlo.convert %808 : tensor<528xi32>
    %810 = stablehlo.or %796, %809 : tensor<528xi32>
    %811 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %812 = stablehlo.compare LT, %672, %811, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %813 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %814 = stablehlo.add %672, %813 : tensor<528xi32>
    %815 = stablehlo.select %812, %814, %672 : tensor<528xi1>, tensor<528xi32>
    %816 = stablehlo.broadcast_in_dim %815, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %817 = "stablehlo.gather"(%627, %816) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<32xi32>, tensor<528x1xi32>) -> tensor<528xi32>
    %818 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %819 = stablehlo.compare LT, %817, %818, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %820 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %821 = stablehlo.add %817, %820 : tensor<528xi32>
    %822 = stablehlo.select %819, %821, %817 : tensor<528xi1>, tensor<528xi32>
    %823 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %824 = stablehlo.compare LT, %701, %823, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %825 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %826 = stablehlo.add %701, %825 : tensor<528xi32>
    %827 = stablehlo.select %824, %826, %701 : tensor<528xi1>, tensor<528xi32>
    %828 = stablehlo.broadcast_in_dim %822, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %829 = stablehlo.broadcast_in_dim %827, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %830 = stablehlo.concatenate %828, %829, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x2xi32>
    %831 = "stablehlo.gather"(%c_7, %830) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<528x2xi32>) -> tensor<528xi32>
    %832 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %833 = stablehlo.multiply %831, %832 : tensor<528xi32>
    %834 = stablehlo.add %833, %758 : tensor<528xi32>
    %835 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %836 = stablehlo.compare LT, %751, %835, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %837 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %838 = stablehlo.add %751, %837 : tensor<528xi32>
    %839 = stablehlo.select %836, %838, %751 : tensor<528xi1>, tensor<528xi32>
    %840 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %841 = stablehlo.compare LT, %758, %840, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %842 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %843 = stablehlo.add %758, %842 : tensor<528xi32>
    %844 = stablehlo.select %841, %843, %758 : tensor<528xi1>, tensor<528xi32>
    %845 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %846 = stablehlo.compare LT, %730, %845, SIGNED : (tensor<528xi32>, tensor<528xi32>) -> tensor<528xi1>
    %847 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<528xi32>
    %848 = stablehlo.add %730, %847 : tensor<528xi32>
    %849 = stablehlo.select %846, %848, %730 : tensor<528xi1>, tensor<528xi32>
    %850 = stablehlo.broadcast_in_dim %839, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %851 = stablehlo.broadcast_in_dim %844, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %852 = stablehlo.broadcast_in_dim %849, dims = [0] : (tensor<528xi32>) -> tensor<528x1xi32>
    %853 = stablehlo.concatenate %850, %851, %852, dim = 1 : (tensor<528x1xi32>, tensor<528x1xi32>, tensor<528x1xi32>) -> tensor<528x3xi32>
    %854 = "stablehlo.gather"(%153, %853) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x32xi8>, tensor<528x3xi32>) -> tensor<528xi8>
    %855 = stablehlo.convert %834 : (tensor<528xi32>) -> tensor<528xi8>
    %856 = stablehlo.convert %810 : (tensor<528xi32>) -> tensor<528xi8>
    %857:2 = stablehlo.custom_call @tpu_custom_call(%855, %854, %856, %154, %155, %156, %388#0, %388#1, %393, %7, %5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a9738ed2c8df33a908e1d8881cdc68ed848331feefbfb6e8c227e91860aab400\22, \22cost_estimate\22: {\22bytes_accessed\22: 2348810240, \22flops\22: 2267742732288, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2214592512}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<528xi8>, tensor<528xi8>, tensor<528xi8>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<16x1x16384xf32>, tensor<16x1x16384xf32>, tensor<16384x128xi32>, tensor<8x16384xi32>) -> (tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>)
    %858 = call @_pad_16(%857#1) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %859 = call @_pad_16(%857#0) : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    %860 = call @_pad_17(%625) : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %388#0, %860, %859, %858 : tensor<16x16384x128xbf16>, tensor<16x16384x128xbf16>, tensor<8x16384x128xbf16>, tensor<8x16384x128xbf16>
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
  func.func private @_pad_16(%arg0: tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16384x128xbf16>, tensor<bf16>) -> tensor<8x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:16384, 0:128] : (tensor<8x16384x128xbf16>) -> tensor<8x16384x128xbf16>
    return %1 : tensor<8x16384x128xbf16>
  }
  func.func private @_pad_17(%arg0: tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x16384x128xbf16>, tensor<bf16>) -> tensor<16x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:16384, 0:128] : (tensor<16x16384x128xbf16>) -> tensor<16x16384x128xbf16>
    return %1 : tensor<16x16384x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:beb5d2dce222fc9a160118460e784795b9f6a3327f8dcae7b03c400c018eb93d
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg9: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 528>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}]} {
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
      %16 = vector.load %arg12[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_6 : f32 to vector<512x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %20 = vector.load %arg13[%c0_7, %c0_8] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_7, %c0_8], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_9 : f32 to vector<512x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg14[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_10, %c0_11], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %76 = vector.load %arg12[%c0_24, %c0_25] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
      %95 = vector.load %arg13[%c0_31, %c0_32] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %96 = arith.mulf %94, %95 : vector<512x128xf32>
      %cst_33 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %97 = vector.multi_reduction <add>, %92, %cst_33 [1] : vector<512x512xf32> to vector<512xf32>
      %98 = vector.shape_cast %97 : vector<512xf32> to vector<512x1xf32>
      %99 = vector.broadcast %98 : vector<512x1xf32> to vector<512x128xf32>
      %100 = arith.addf %96, %99 : vector<512x128xf32>
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %101 = vector.load %arg13[%c0_34, %c0_35] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %102 = vector.shape_cast %101 : vector<512x128xf32> to vector<512x128xf32>
      %103 = vector.shape_cast %100 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_34, %c0_35], %103 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %104 = vector.load %arg7[%c0_36, %c0_37, %c0_38] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %105 = vector.shape_cast %104 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %106 = vector.extract_strided_slice %94 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %107 = vector.load %arg14[%c0_39, %c0_40] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %108 = vector.broadcast %106 : vector<512x1xf32> to vector<512x128xf32>
      %109 = arith.mulf %108, %107 : vector<512x128xf32>
      %110 = arith.truncf %92 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_41 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %111 = tpu.matmul %110, %105, %cst_41 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %112 = arith.addf %109, %111 : vector<512x128xf32>
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %113 = vector.load %arg14[%c0_42, %c0_43] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %114 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
      %115 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_42, %c0_43], %115 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_44 = arith.constant 0 : index
      %c0_45 = arith.constant 0 : index
      %116 = vector.load %arg12[%c0_44, %c0_45] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %117 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
      %118 = vector.shape_cast %82 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_44, %c0_45], %118 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg13[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %16 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %17 = arith.cmpf ogt, %15, %16 : vector<512x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %18 = vector.load %arg14[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %28 = vector.load %arg12[%c0_12, %c0_13] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_14 = arith.constant 1.000000e+00 : f32
      %29 = vector.broadcast %cst_14 : f32 to vector<512x128xf32>
      %30 = arith.select %17, %15, %29 : vector<512x128xi1>, vector<512x128xf32>
      %31 = math.log %30 : vector<512x128xf32>
      %32 = arith.addf %28, %31 : vector<512x128xf32>
      %cst_15 = arith.constant 0xFF800000 : f32
      %33 = vector.broadcast %cst_15 : f32 to vector<512x128xf32>
      %34 = arith.select %17, %32, %33 : vector<512x128xi1>, vector<512x128xf32>
      %35 = tpu.transpose %34, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
      %36 = vector.extract_strided_slice %35 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %37 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %38 = vector.shape_cast %37 : vector<1x1x512xf32> to vector<1x512xf32>
      %39 = vector.shape_cast %36 : vector<1x512xf32> to vector<1x1x512xf32>
      tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %39 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_11, %34 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:727fbe3b7b1baab389b68e3af42554d87e1289eecaee53d2b84a0b606f8cbce8
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg12: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 528>, scalar_prefetch = 3 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
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
      %cst = arith.constant 0.000000e+00 : f32
      %15 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %16 = vector.load %arg14[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %17 = vector.shape_cast %16 : vector<512x128xf32> to vector<512x128xf32>
      %18 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0, %c0_5], %18 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %15 = vector.load %arg6[%c0, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %17 = vector.load %arg5[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %19 = tpu.matmul %18, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
      %20 = vector.broadcast %cst_10 : f32 to vector<512x512xf32>
      %21 = arith.mulf %19, %20 : vector<512x512xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %22 = vector.load %arg11[%c0_11, %c0_12] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %23 = vector.shape_cast %22 : vector<512x1xi32> to vector<512x1xi32>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %24 = vector.load %arg12[%c0_13, %c0_14] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
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
      %c0_26 = arith.constant 0 : index
      %76 = vector.load %arg9[%c0_24, %c0_25, %c0_26] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %77 = vector.shape_cast %76 : vector<1x1x512xf32> to vector<512xf32>
      %78 = vector.shape_cast %77 : vector<512xf32> to vector<512x1xf32>
      %79 = vector.broadcast %78 : vector<512x1xf32> to vector<512x512xf32>
      %80 = arith.subf %21, %79 : vector<512x512xf32>
      %81 = math.exp %80 : vector<512x512xf32>
      %cst_27 = arith.constant 0.000000e+00 : f32
      %82 = vector.broadcast %cst_27 : f32 to vector<512x512xf32>
      %83 = arith.select %75, %81, %82 : vector<512x512xi1>, vector<512x512xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %84 = vector.load %arg8[%c0_28, %c0_29, %c0_30] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %85 = vector.shape_cast %84 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %86 = vector.load %arg7[%c0_31, %c0_32, %c0_33] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_34 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %88 = tpu.matmul %85, %87, %cst_34 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %89 = vector.load %arg10[%c0_35, %c0_36, %c0_37] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %90 = vector.shape_cast %89 : vector<1x1x512xf32> to vector<512xf32>
      %91 = vector.shape_cast %90 : vector<512xf32> to vector<512x1xf32>
      %92 = vector.broadcast %91 : vector<512x1xf32> to vector<512x512xf32>
      %93 = arith.subf %88, %92 : vector<512x512xf32>
      %94 = arith.mulf %83, %93 : vector<512x512xf32>
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %95 = vector.load %arg14[%c0_38, %c0_39] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %96 = arith.truncf %94 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_40 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %97 = tpu.matmul %96, %16, %cst_40 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_41 = arith.constant 0.0883883461 : f32
      %98 = vector.broadcast %cst_41 : f32 to vector<512x128xf32>
      %99 = arith.mulf %97, %98 : vector<512x128xf32>
      %100 = arith.addf %95, %99 : vector<512x128xf32>
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %101 = vector.load %arg14[%c0_42, %c0_43] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %102 = vector.shape_cast %101 : vector<512x128xf32> to vector<512x128xf32>
      %103 = vector.shape_cast %100 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_42, %c0_43], %103 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %13 = arith.extui %7 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_4 : i32
    scf.if %14 {
      %c0 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %15 = vector.load %arg14[%c0, %c0_5] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %16 = arith.truncf %15 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %17 = vector.load %arg13[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %18 = vector.shape_cast %17 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %19 = vector.shape_cast %16 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0_6, %c0_7, %c0_8], %19 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %21, %c0_i32_11, %34 : i32, i32, i32
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
    return %21, %c0_i32_11, %34 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg3[%0] : memref<528xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %c0_i32, %2 : i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<528xi8, #tpu.memory_space<smem>>, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:a9738ed2c8df33a908e1d8881cdc68ed848331feefbfb6e8c227e91860aab400
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xi32, #tpu.memory_space<vmem>>, %arg13: memref<8x512xi32, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 528, 2>, scalar_prefetch = 3 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 8, 512>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_9, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg5[%0] : memref<528xi8, #tpu.memory_space<smem>>
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
    %c0_i32_1 = arith.constant 0 : i32
    %8 = arith.cmpi eq, %arg2, %c0_i32_1 : i32
    %9 = arith.andi %5, %8 : i1
    %c1_i32 = arith.constant 1 : i32
    %10 = arith.cmpi eq, %arg2, %c1_i32 : i32
    %11 = arith.andi %7, %10 : i1
    %12 = arith.extui %9 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_2 : i32
    scf.if %13 {
      %cst = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %20 = vector.load %arg16[%c0, %c0_6] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0, %c0_6], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_7 = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_7 : f32 to vector<512x128xf32>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %24 = vector.load %arg17[%c0_8, %c0_9] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0_8, %c0_9], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %3, %c0_i32_3 : i32
    %15 = arith.extui %14 : i1 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %16 = arith.cmpi ne, %15, %c0_i32_4 : i32
    scf.if %16 {
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %19 = vector.load %arg6[%c0, %c0_6, %c0_7] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %20 = vector.shape_cast %19 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %21 = vector.load %arg9[%c0_8, %c0_9, %c0_10] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %22 = vector.shape_cast %21 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %23 = vector.load %arg7[%c0_11, %c0_12, %c0_13] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %24 = vector.shape_cast %23 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %25 = tpu.matmul %24, %20, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_14 = arith.constant 0.0883883461 : f32
      %26 = vector.broadcast %cst_14 : f32 to vector<512x512xf32>
      %27 = arith.mulf %25, %26 : vector<512x512xf32>
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %28 = vector.load %arg12[%c0_15, %c0_16] : memref<512x128xi32, #tpu.memory_space<vmem>>, vector<512x1xi32>
      %29 = vector.shape_cast %28 : vector<512x1xi32> to vector<512x1xi32>
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %30 = vector.load %arg13[%c0_17, %c0_18] : memref<8x512xi32, #tpu.memory_space<vmem>>, vector<1x512xi32>
      %31 = vector.shape_cast %30 : vector<1x512xi32> to vector<1x512xi32>
      %32 = arith.index_cast %arg1 : i32 to index
      %33 = memref.load %arg3[%32] : memref<528xi8, #tpu.memory_space<smem>>
      %34 = arith.extsi %33 : i8 to i32
      %c32_i32 = arith.constant 32 : i32
      %c0_i32_19 = arith.constant 0 : i32
      %35 = arith.cmpi eq, %c32_i32, %c0_i32_19 : i32
      %c1_i32_20 = arith.constant 1 : i32
      %36 = arith.select %35, %c1_i32_20, %c32_i32 : i32
      %37 = arith.remsi %34, %36 : i32
      %c0_i32_21 = arith.constant 0 : i32
      %38 = arith.cmpi ne, %37, %c0_i32_21 : i32
      %c0_i32_22 = arith.constant 0 : i32
      %39 = arith.cmpi slt, %37, %c0_i32_22 : i32
      %c0_i32_23 = arith.constant 0 : i32
      %40 = arith.cmpi slt, %36, %c0_i32_23 : i32
      %41 = arith.xori %39, %40 : i1
      %42 = arith.andi %41, %38 : i1
      %43 = arith.addi %37, %36 : i32
      %44 = arith.select %42, %43, %37 : i32
      %45 = arith.index_cast %arg1 : i32 to index
      %46 = memref.load %arg4[%45] : memref<528xi8, #tpu.memory_space<smem>>
      %47 = arith.extsi %46 : i8 to i32
      %c512_i32 = arith.constant 512 : i32
      %48 = arith.muli %47, %c512_i32 : i32
      %49 = tpu.iota {dimensions = array<i32: 1>} : vector<512x512xi32>
      %50 = vector.broadcast %48 : i32 to vector<512x512xi32>
      %51 = arith.addi %50, %49 : vector<512x512xi32>
      %c512_i32_24 = arith.constant 512 : i32
      %52 = arith.muli %44, %c512_i32_24 : i32
      %53 = tpu.iota {dimensions = array<i32: 0>} : vector<512x512xi32>
      %54 = vector.broadcast %52 : i32 to vector<512x512xi32>
      %55 = arith.addi %54, %53 : vector<512x512xi32>
      %56 = arith.subi %55, %51 : vector<512x512xi32>
      %57 = arith.cmpi eq, %56, %56 : vector<512x512xi32>
      %c0_i32_25 = arith.constant 0 : i32
      %58 = vector.broadcast %c0_i32_25 : i32 to vector<512x512xi32>
      %59 = arith.cmpi sle, %56, %58 : vector<512x512xi32>
      %60 = arith.andi %57, %59 : vector<512x512xi1>
      %c16384_i32 = arith.constant 16384 : i32
      %61 = vector.broadcast %c16384_i32 : i32 to vector<512x512xi32>
      %62 = arith.cmpi slt, %51, %61 : vector<512x512xi32>
      %63 = arith.andi %60, %62 : vector<512x512xi1>
      %c16384_i32_26 = arith.constant 16384 : i32
      %64 = vector.broadcast %c16384_i32_26 : i32 to vector<512x512xi32>
      %65 = arith.cmpi slt, %55, %64 : vector<512x512xi32>
      %66 = arith.andi %63, %65 : vector<512x512xi1>
      %c2_i32 = arith.constant 2 : i32
      %67 = arith.cmpi eq, %3, %c2_i32 : i32
      %68 = vector.broadcast %67 : i1 to vector<512x512xi1>
      %69 = arith.ori %66, %68 : vector<512x512xi1>
      %70 = vector.broadcast %29 : vector<512x1xi32> to vector<512x512xi32>
      %71 = vector.broadcast %31 : vector<1x512xi32> to vector<512x512xi32>
      %72 = arith.cmpi eq, %70, %71 : vector<512x512xi32>
      %73 = arith.andi %69, %72 : vector<512x512xi1>
      %c0_i32_27 = arith.constant 0 : i32
      %74 = vector.broadcast %c0_i32_27 : i32 to vector<512x1xi32>
      %75 = arith.cmpi sge, %29, %74 : vector<512x1xi32>
      %76 = vector.broadcast %75 : vector<512x1xi1> to vector<512x512xi1>
      %77 = arith.andi %73, %76 : vector<512x512xi1>
      %c0_i32_28 = arith.constant 0 : i32
      %78 = vector.broadcast %c0_i32_28 : i32 to vector<1x512xi32>
      %79 = arith.cmpi sge, %31, %78 : vector<1x512xi32>
      %80 = vector.broadcast %79 : vector<1x512xi1> to vector<512x512xi1>
      %81 = arith.andi %77, %80 : vector<512x512xi1>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %c0_31 = arith.constant 0 : index
      %82 = vector.load %arg10[%c0_29, %c0_30, %c0_31] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %83 = vector.shape_cast %82 : vector<1x1x512xf32> to vector<1x512xf32>
      %84 = vector.broadcast %83 : vector<1x512xf32> to vector<512x512xf32>
      %85 = arith.subf %27, %84 : vector<512x512xf32>
      %86 = math.exp %85 : vector<512x512xf32>
      %cst_32 = arith.constant 0.000000e+00 : f32
      %87 = vector.broadcast %cst_32 : f32 to vector<512x512xf32>
      %88 = arith.select %81, %86, %87 : vector<512x512xi1>, vector<512x512xf32>
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %89 = vector.load %arg17[%c0_33, %c0_34] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %90 = arith.truncf %88 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_35 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %91 = tpu.matmul %90, %22, %cst_35 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %92 = arith.addf %89, %91 : vector<512x128xf32>
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %93 = vector.load %arg17[%c0_36, %c0_37] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %94 = vector.shape_cast %93 : vector<512x128xf32> to vector<512x128xf32>
      %95 = vector.shape_cast %92 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0_36, %c0_37], %95 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %c0_40 = arith.constant 0 : index
      %96 = vector.load %arg8[%c0_38, %c0_39, %c0_40] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %97 = vector.shape_cast %96 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_41 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %98 = tpu.matmul %97, %22, %cst_41 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %c0_44 = arith.constant 0 : index
      %99 = vector.load %arg11[%c0_42, %c0_43, %c0_44] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %100 = vector.shape_cast %99 : vector<1x1x512xf32> to vector<1x512xf32>
      %101 = vector.broadcast %100 : vector<1x512xf32> to vector<512x512xf32>
      %102 = arith.subf %98, %101 : vector<512x512xf32>
      %103 = arith.mulf %88, %102 : vector<512x512xf32>
      %c0_45 = arith.constant 0 : index
      %c0_46 = arith.constant 0 : index
      %104 = vector.load %arg16[%c0_45, %c0_46] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %105 = arith.truncf %103 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_47 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %106 = tpu.matmul %105, %20, %cst_47 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_48 = arith.constant 0.0883883461 : f32
      %107 = vector.broadcast %cst_48 : f32 to vector<512x128xf32>
      %108 = arith.mulf %106, %107 : vector<512x128xf32>
      %109 = arith.addf %104, %108 : vector<512x128xf32>
      %c0_49 = arith.constant 0 : index
      %c0_50 = arith.constant 0 : index
      %110 = vector.load %arg16[%c0_49, %c0_50] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %111 = vector.shape_cast %110 : vector<512x128xf32> to vector<512x128xf32>
      %112 = vector.shape_cast %109 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_49, %c0_50], %112 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %17 = arith.extui %11 : i1 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %18 = arith.cmpi ne, %17, %c0_i32_5 : i32
    scf.if %18 {
      %c0 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %19 = vector.load %arg16[%c0, %c0_6] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %20 = arith.truncf %19 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %21 = vector.load %arg14[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %22 = vector.shape_cast %21 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %23 = vector.shape_cast %20 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0_7, %c0_8, %c0_9], %23 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %24 = vector.load %arg17[%c0_10, %c0_11] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = arith.truncf %24 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %26 = vector.load %arg15[%c0_12, %c0_13, %c0_14] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %27 = vector.shape_cast %26 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %28 = vector.shape_cast %25 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0_12, %c0_13, %c0_14], %28 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<528xi8, #tpu.memory_space<smem>>
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
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<528xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %25, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<528xi8, #tpu.memory_space<smem>>
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
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c2_i32_4 = arith.constant 2 : i32
    %23 = arith.divsi %22, %c2_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c2_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c2_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c2_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<528xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c32_i32_11 = arith.constant 32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c32_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c32_i32_11 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %39, %52, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<528xi8, #tpu.memory_space<smem>>
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
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c2_i32_4 = arith.constant 2 : i32
    %23 = arith.divsi %22, %c2_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c2_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c2_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c2_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<528xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c32_i32_11 = arith.constant 32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c32_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c32_i32_11 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %39, %52, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<528xi8, #tpu.memory_space<smem>>
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
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<528xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %25, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<528xi8, #tpu.memory_space<smem>>
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
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<528xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %c0_i32_4, %25 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<528xi8, #tpu.memory_space<smem>>
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
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %23 = arith.index_cast %arg1 : i32 to index
    %24 = memref.load %arg4[%23] : memref<528xi8, #tpu.memory_space<smem>>
    %25 = arith.extsi %24 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %22, %c0_i32_4, %25 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg3[%0] : memref<528xi8, #tpu.memory_space<smem>>
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
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = memref.load %arg4[%0] : memref<528xi8, #tpu.memory_space<smem>>
    %2 = arith.extsi %1 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %c0_i32, %2 : i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<528xi8, #tpu.memory_space<smem>>
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
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c2_i32_4 = arith.constant 2 : i32
    %23 = arith.divsi %22, %c2_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c2_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c2_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c2_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<528xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c32_i32_11 = arith.constant 32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c32_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c32_i32_11 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %39, %52, %c0_i32_17 : i32, i32, i32
  }
  func.func @transform_9(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<528xi8, #tpu.memory_space<smem>>, %arg4: memref<528xi8, #tpu.memory_space<smem>>, %arg5: memref<528xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.muli %arg0, %c2_i32 : i32
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = memref.load %arg3[%1] : memref<528xi8, #tpu.memory_space<smem>>
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
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.subi %4, %c1_i32 : i32
    %20 = arith.select %18, %19, %4 : i32
    %21 = arith.addi %0, %20 : i32
    %22 = arith.addi %21, %arg2 : i32
    %c2_i32_4 = arith.constant 2 : i32
    %23 = arith.divsi %22, %c2_i32_4 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %24 = arith.cmpi sgt, %22, %c0_i32_5 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32_6 = arith.constant 0 : i32
    %26 = arith.cmpi slt, %22, %c0_i32_6 : i32
    %27 = arith.extui %26 : i1 to i32
    %28 = arith.subi %25, %27 : i32
    %c0_i32_7 = arith.constant 0 : i32
    %29 = arith.cmpi sgt, %c2_i32_4, %c0_i32_7 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %31 = arith.cmpi slt, %c2_i32_4, %c0_i32_8 : i32
    %32 = arith.extui %31 : i1 to i32
    %33 = arith.subi %30, %32 : i32
    %34 = arith.cmpi ne, %28, %33 : i32
    %35 = arith.remsi %22, %c2_i32_4 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_9 : i32
    %37 = arith.andi %34, %36 : i1
    %c1_i32_10 = arith.constant 1 : i32
    %38 = arith.subi %23, %c1_i32_10 : i32
    %39 = arith.select %37, %38, %23 : i32
    %40 = arith.index_cast %arg1 : i32 to index
    %41 = memref.load %arg3[%40] : memref<528xi8, #tpu.memory_space<smem>>
    %42 = arith.extsi %41 : i8 to i32
    %c32_i32_11 = arith.constant 32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %43 = arith.cmpi eq, %c32_i32_11, %c0_i32_12 : i32
    %c1_i32_13 = arith.constant 1 : i32
    %44 = arith.select %43, %c1_i32_13, %c32_i32_11 : i32
    %45 = arith.remsi %42, %44 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32_14 : i32
    %c0_i32_15 = arith.constant 0 : i32
    %47 = arith.cmpi slt, %45, %c0_i32_15 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %48 = arith.cmpi slt, %44, %c0_i32_16 : i32
    %49 = arith.xori %47, %48 : i1
    %50 = arith.andi %49, %46 : i1
    %51 = arith.addi %45, %44 : i32
    %52 = arith.select %50, %51, %45 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %c0_i32_18 = arith.constant 0 : i32
    return %39, %52, %c0_i32_17 : i32, i32, i32
  }
}
