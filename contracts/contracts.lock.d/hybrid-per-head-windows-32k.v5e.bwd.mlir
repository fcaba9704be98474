module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64x64xi8>, %arg1: tensor<8x64x64xi8>, %arg2: tensor<8x64x64xi8>, %arg3: tensor<2x512x512xi8>, %arg4: tensor<8x64x64xi8>, %arg5: tensor<8x64x64xi8>, %arg6: tensor<8x64x64xi8>, %arg7: tensor<2x512x512xi8>, %arg8: tensor<8x32768x128xbf16>, %arg9: tensor<8x32768x128xbf16>, %arg10: tensor<8x32768x128xbf16>) -> (tensor<8x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad(%arg10, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %0, %1, %2, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:678ffad1e7d3021fc2de4e3a296a536db4078a60ca3f2b081ea9a081dd1b0601\22, \22cost_estimate\22: {\22bytes_accessed\22: 2195193856, \22flops\22: 1055219777536, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8x64x64xi8>, tensor<8x64x64xi8>, tensor<8x64x64xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<2x512x512xi8>) -> (tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<8x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32768x128xf32>, tensor<f32>) -> tensor<8x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<8x32768xf32>) -> tensor<8x1x32768xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %0, %1, %2, %arg3, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:2f90aebd60a40b16334439fe9c24cbd2d283ff27cad80f02a094e6e2f28ad945\22, \22cost_estimate\22: {\22bytes_accessed\22: 2195193856, \22flops\22: 1582829666304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8x64x64xi8>, tensor<8x64x64xi8>, tensor<8x64x64xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<2x512x512xi8>, tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>, tensor<8x1x32768xf32>) -> tensor<8x32768x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %0, %1, %2, %arg7, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c4a9f1384e7daba81c89f152a27c7105004e7270c0829a6e8de7e8e6d58d8e6f\22, \22cost_estimate\22: {\22bytes_accessed\22: 2195193856, \22flops\22: 2110439555072, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 2060976128}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<8x64x64xi8>, tensor<8x64x64xi8>, tensor<8x64x64xi8>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<2x512x512xi8>, tensor<8x32768x128xbf16>, tensor<8x1x32768xf32>, tensor<8x1x32768xf32>) -> (tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>)
    %11 = call @_pad_0(%10#1) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %12 = call @_pad_0(%10#0) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    %13 = call @_pad_0(%9) : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %3#0, %13, %12, %11 : tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:32768, 0:128] : (tensor<8x32768x128xbf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:678ffad1e7d3021fc2de4e3a296a536db4078a60ca3f2b081ea9a081dd1b0601
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 64, 64>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}]} {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_cast %arg2 : i32 to index
    %3 = memref.load %arg3[%0, %1, %2] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %4 = arith.extsi %3 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi ne, %6, %c0_i32_0 : i32
    scf.if %7 {
      %cst = arith.constant 0xFF800000 : f32
      %14 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_4 = arith.constant 0 : index
      %15 = vector.load %arg12[%c0, %c0_4] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %16 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      %17 = vector.shape_cast %14 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0, %c0_4], %17 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_5 = arith.constant 0.000000e+00 : f32
      %18 = vector.broadcast %cst_5 : f32 to vector<512x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %19 = vector.load %arg13[%c0_6, %c0_7] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %20 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      %21 = vector.shape_cast %18 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_6, %c0_7], %21 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_8 = arith.constant 0.000000e+00 : f32
      %22 = vector.broadcast %cst_8 : f32 to vector<512x128xf32>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %23 = vector.load %arg14[%c0_9, %c0_10] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %24 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      %25 = vector.shape_cast %22 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_9, %c0_10], %25 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_1 = arith.constant 0 : i32
    %8 = arith.cmpi ne, %4, %c0_i32_1 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi ne, %9, %c0_i32_2 : i32
    scf.if %10 {
      %c0 = arith.constant 0 : index
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %14 = vector.load %arg6[%c0, %c0_4, %c0_5] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %15 = vector.shape_cast %14 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %16 = vector.load %arg7[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %17 = vector.shape_cast %16 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %18 = tpu.matmul %15, %17, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_9 = arith.constant 0.0883883461 : f32
      %19 = vector.broadcast %cst_9 : f32 to vector<512x512xf32>
      %20 = arith.mulf %18, %19 : vector<512x512xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %21 = vector.load %arg9[%c0_10, %c0_11, %c0_12] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %22 = vector.shape_cast %21 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %23 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %24 = arith.cmpi ne, %22, %23 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %25 = arith.cmpi eq, %4, %c2_i32 : i32
      %26 = vector.broadcast %25 : i1 to vector<512x512xi1>
      %27 = arith.ori %24, %26 : vector<512x512xi1>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %28 = vector.load %arg12[%c0_13, %c0_14] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_15 = arith.constant 0xFF800000 : f32
      %29 = vector.broadcast %cst_15 : f32 to vector<512x512xf32>
      %30 = arith.select %27, %20, %29 : vector<512x512xi1>, vector<512x512xf32>
      %cst_16 = arith.constant dense<0xFF800000> : vector<512xf32>
      %31 = vector.multi_reduction <maximumf>, %30, %cst_16 [1] : vector<512x512xf32> to vector<512xf32>
      %32 = vector.shape_cast %31 : vector<512xf32> to vector<512x1xf32>
      %33 = vector.broadcast %32 : vector<512x1xf32> to vector<512x128xf32>
      %34 = arith.maximumf %28, %33 : vector<512x128xf32>
      %cst_17 = arith.constant 0xFF800000 : f32
      %35 = vector.broadcast %cst_17 : f32 to vector<512x128xf32>
      %36 = arith.cmpf oeq, %34, %35 : vector<512x128xf32>
      %cst_18 = arith.constant 0.000000e+00 : f32
      %37 = vector.broadcast %cst_18 : f32 to vector<512x128xf32>
      %38 = arith.select %36, %37, %34 : vector<512x128xi1>, vector<512x128xf32>
      %39 = vector.extract_strided_slice %38 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %40 = vector.broadcast %39 : vector<512x1xf32> to vector<512x512xf32>
      %41 = arith.subf %20, %40 : vector<512x512xf32>
      %42 = math.exp %41 : vector<512x512xf32>
      %cst_19 = arith.constant 0.000000e+00 : f32
      %43 = vector.broadcast %cst_19 : f32 to vector<512x512xf32>
      %44 = arith.select %27, %42, %43 : vector<512x512xi1>, vector<512x512xf32>
      %45 = arith.subf %28, %38 : vector<512x128xf32>
      %46 = math.exp %45 : vector<512x128xf32>
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %47 = vector.load %arg13[%c0_20, %c0_21] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %48 = arith.mulf %46, %47 : vector<512x128xf32>
      %cst_22 = arith.constant dense<0.000000e+00> : vector<512xf32>
      %49 = vector.multi_reduction <add>, %44, %cst_22 [1] : vector<512x512xf32> to vector<512xf32>
      %50 = vector.shape_cast %49 : vector<512xf32> to vector<512x1xf32>
      %51 = vector.broadcast %50 : vector<512x1xf32> to vector<512x128xf32>
      %52 = arith.addf %48, %51 : vector<512x128xf32>
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %53 = vector.load %arg13[%c0_23, %c0_24] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %54 = vector.shape_cast %53 : vector<512x128xf32> to vector<512x128xf32>
      %55 = vector.shape_cast %52 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg13[%c0_23, %c0_24], %55 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %56 = vector.load %arg8[%c0_25, %c0_26, %c0_27] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %57 = vector.shape_cast %56 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %58 = vector.extract_strided_slice %46 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %59 = vector.load %arg14[%c0_28, %c0_29] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %60 = vector.broadcast %58 : vector<512x1xf32> to vector<512x128xf32>
      %61 = arith.mulf %60, %59 : vector<512x128xf32>
      %62 = arith.truncf %44 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %63 = tpu.matmul %62, %57, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %64 = arith.addf %61, %63 : vector<512x128xf32>
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %65 = vector.load %arg14[%c0_31, %c0_32] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %66 = vector.shape_cast %65 : vector<512x128xf32> to vector<512x128xf32>
      %67 = vector.shape_cast %64 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_31, %c0_32], %67 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_33 = arith.constant 0 : index
      %c0_34 = arith.constant 0 : index
      %68 = vector.load %arg12[%c0_33, %c0_34] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %69 = vector.shape_cast %68 : vector<512x128xf32> to vector<512x128xf32>
      %70 = vector.shape_cast %34 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg12[%c0_33, %c0_34], %70 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c63_i32 = arith.constant 63 : i32
    %11 = arith.cmpi eq, %arg2, %c63_i32 : i32
    %12 = arith.extui %11 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    scf.if %13 {
      %c0 = arith.constant 0 : index
      %c0_4 = arith.constant 0 : index
      %14 = vector.load %arg13[%c0, %c0_4] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %15 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %16 = arith.cmpf ogt, %14, %15 : vector<512x128xf32>
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %17 = vector.load %arg14[%c0_5, %c0_6] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_7 = arith.constant 1.000000e+00 : f32
      %18 = vector.broadcast %cst_7 : f32 to vector<512x128xf32>
      %19 = arith.select %16, %14, %18 : vector<512x128xi1>, vector<512x128xf32>
      %20 = vector.extract_strided_slice %19 {offsets = [0, 0], sizes = [512, 1], strides = [1, 1]} : vector<512x128xf32> to vector<512x1xf32>
      %21 = vector.broadcast %20 : vector<512x1xf32> to vector<512x128xf32>
      %22 = arith.divf %17, %21 : vector<512x128xf32>
      %23 = arith.truncf %22 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %24 = vector.load %arg10[%c0_8, %c0_9, %c0_10] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %25 = vector.shape_cast %24 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %26 = vector.shape_cast %23 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg10[%c0_8, %c0_9, %c0_10], %26 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %27 = vector.load %arg12[%c0_11, %c0_12] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %cst_13 = arith.constant 1.000000e+00 : f32
      %28 = vector.broadcast %cst_13 : f32 to vector<512x128xf32>
      %29 = arith.select %16, %14, %28 : vector<512x128xi1>, vector<512x128xf32>
      %30 = math.log %29 : vector<512x128xf32>
      %31 = arith.addf %27, %30 : vector<512x128xf32>
      %cst_14 = arith.constant 0xFF800000 : f32
      %32 = vector.broadcast %cst_14 : f32 to vector<512x128xf32>
      %33 = arith.select %16, %31, %32 : vector<512x128xi1>, vector<512x128xf32>
      %34 = tpu.transpose %33, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
      %35 = vector.extract_strided_slice %34 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %36 = vector.load %arg11[%c0_15, %c0_16, %c0_17] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %37 = vector.shape_cast %36 : vector<1x1x512xf32> to vector<1x512xf32>
      %38 = vector.shape_cast %35 : vector<1x512xf32> to vector<1x1x512xf32>
      tpu.vector_store %arg11[%c0_15, %c0_16, %c0_17], %38 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.divsi %arg0, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32_4 : i32
    %16 = arith.select %14, %15, %0 : i32
    %17 = arith.index_cast %arg0 : i32 to index
    %18 = arith.index_cast %arg1 : i32 to index
    %19 = arith.index_cast %arg2 : i32 to index
    %20 = memref.load %arg4[%17, %18, %19] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %16, %21, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.divsi %arg0, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32_4 : i32
    %16 = arith.select %14, %15, %0 : i32
    %17 = arith.index_cast %arg0 : i32 to index
    %18 = arith.index_cast %arg1 : i32 to index
    %19 = arith.index_cast %arg2 : i32 to index
    %20 = memref.load %arg4[%17, %18, %19] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %16, %21, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_cast %arg2 : i32 to index
    %3 = memref.load %arg5[%0, %1, %2] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %4 = arith.extsi %3 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %4, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32, %arg1 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:2f90aebd60a40b16334439fe9c24cbd2d283ff27cad80f02a094e6e2f28ad945
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 64, 64>, scalar_prefetch = 3 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_cast %arg2 : i32 to index
    %3 = memref.load %arg3[%0, %1, %2] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %4 = arith.extsi %3 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %6 = arith.extui %5 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %7 = arith.cmpi ne, %6, %c0_i32_0 : i32
    scf.if %7 {
      %cst = arith.constant 0.000000e+00 : f32
      %14 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_4 = arith.constant 0 : index
      %15 = vector.load %arg14[%c0, %c0_4] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %16 = vector.shape_cast %15 : vector<512x128xf32> to vector<512x128xf32>
      %17 = vector.shape_cast %14 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0, %c0_4], %17 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_1 = arith.constant 0 : i32
    %8 = arith.cmpi ne, %4, %c0_i32_1 : i32
    %9 = arith.extui %8 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %10 = arith.cmpi ne, %9, %c0_i32_2 : i32
    scf.if %10 {
      %c0 = arith.constant 0 : index
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %14 = vector.load %arg7[%c0, %c0_4, %c0_5] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %15 = vector.shape_cast %14 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %16 = vector.load %arg6[%c0_6, %c0_7, %c0_8] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %17 = vector.shape_cast %16 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %18 = tpu.matmul %17, %15, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_9 = arith.constant 0.0883883461 : f32
      %19 = vector.broadcast %cst_9 : f32 to vector<512x512xf32>
      %20 = arith.mulf %18, %19 : vector<512x512xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %21 = vector.load %arg9[%c0_10, %c0_11, %c0_12] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %22 = vector.shape_cast %21 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %23 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %24 = arith.cmpi ne, %22, %23 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %25 = arith.cmpi eq, %4, %c2_i32 : i32
      %26 = vector.broadcast %25 : i1 to vector<512x512xi1>
      %27 = arith.ori %24, %26 : vector<512x512xi1>
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %28 = vector.load %arg11[%c0_13, %c0_14, %c0_15] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %29 = vector.shape_cast %28 : vector<1x1x512xf32> to vector<512xf32>
      %30 = vector.shape_cast %29 : vector<512xf32> to vector<512x1xf32>
      %31 = vector.broadcast %30 : vector<512x1xf32> to vector<512x512xf32>
      %32 = arith.subf %20, %31 : vector<512x512xf32>
      %33 = math.exp %32 : vector<512x512xf32>
      %cst_16 = arith.constant 0.000000e+00 : f32
      %34 = vector.broadcast %cst_16 : f32 to vector<512x512xf32>
      %35 = arith.select %27, %33, %34 : vector<512x512xi1>, vector<512x512xf32>
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %36 = vector.load %arg10[%c0_17, %c0_18, %c0_19] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %37 = vector.shape_cast %36 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %38 = vector.load %arg8[%c0_20, %c0_21, %c0_22] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %39 = vector.shape_cast %38 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %40 = tpu.matmul %37, %39, %cst_23 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %41 = vector.load %arg12[%c0_24, %c0_25, %c0_26] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %42 = vector.shape_cast %41 : vector<1x1x512xf32> to vector<512xf32>
      %43 = vector.shape_cast %42 : vector<512xf32> to vector<512x1xf32>
      %44 = vector.broadcast %43 : vector<512x1xf32> to vector<512x512xf32>
      %45 = arith.subf %40, %44 : vector<512x512xf32>
      %46 = arith.mulf %35, %45 : vector<512x512xf32>
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %47 = vector.load %arg14[%c0_27, %c0_28] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %48 = arith.truncf %46 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_29 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %49 = tpu.matmul %48, %15, %cst_29 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_30 = arith.constant 0.0883883461 : f32
      %50 = vector.broadcast %cst_30 : f32 to vector<512x128xf32>
      %51 = arith.mulf %49, %50 : vector<512x128xf32>
      %52 = arith.addf %47, %51 : vector<512x128xf32>
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %53 = vector.load %arg14[%c0_31, %c0_32] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %54 = vector.shape_cast %53 : vector<512x128xf32> to vector<512x128xf32>
      %55 = vector.shape_cast %52 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg14[%c0_31, %c0_32], %55 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c63_i32 = arith.constant 63 : i32
    %11 = arith.cmpi eq, %arg2, %c63_i32 : i32
    %12 = arith.extui %11 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    scf.if %13 {
      %c0 = arith.constant 0 : index
      %c0_4 = arith.constant 0 : index
      %14 = vector.load %arg14[%c0, %c0_4] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %15 = arith.truncf %14 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %16 = vector.load %arg13[%c0_5, %c0_6, %c0_7] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %17 = vector.shape_cast %16 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %18 = vector.shape_cast %15 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0_5, %c0_6, %c0_7], %18 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.divsi %arg0, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32_4 : i32
    %16 = arith.select %14, %15, %0 : i32
    %17 = arith.index_cast %arg0 : i32 to index
    %18 = arith.index_cast %arg1 : i32 to index
    %19 = arith.index_cast %arg2 : i32 to index
    %20 = memref.load %arg4[%17, %18, %19] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %16, %21, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.divsi %arg0, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32_4 : i32
    %16 = arith.select %14, %15, %0 : i32
    %17 = arith.index_cast %arg0 : i32 to index
    %18 = arith.index_cast %arg1 : i32 to index
    %19 = arith.index_cast %arg2 : i32 to index
    %20 = memref.load %arg4[%17, %18, %19] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i8 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %c0_i32_6 = arith.constant 0 : i32
    return %16, %21, %c0_i32_5 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_cast %arg2 : i32 to index
    %3 = memref.load %arg5[%0, %1, %2] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %4 = arith.extsi %3 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %4, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32, %arg1 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32, %arg1 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:c4a9f1384e7daba81c89f152a27c7105004e7270c0829a6e8de7e8e6d58d8e6f
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 64, 64>, scalar_prefetch = 3 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %arg2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c64_i32_5 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_10 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %29 = arith.index_cast %18 : i32 to index
    %30 = arith.index_cast %arg1 : i32 to index
    %31 = arith.index_cast %28 : i32 to index
    %32 = memref.load %arg3[%29, %30, %31] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %33 = arith.extsi %32 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %34 = arith.cmpi eq, %arg2, %c0_i32_11 : i32
    %35 = arith.extui %34 : i1 to i32
    %c0_i32_12 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32_12 : i32
    scf.if %36 {
      %cst = arith.constant 0.000000e+00 : f32
      %43 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %44 = vector.load %arg15[%c0, %c0_16] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %45 = vector.shape_cast %44 : vector<512x128xf32> to vector<512x128xf32>
      %46 = vector.shape_cast %43 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0, %c0_16], %46 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_17 = arith.constant 0.000000e+00 : f32
      %47 = vector.broadcast %cst_17 : f32 to vector<512x128xf32>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %48 = vector.load %arg16[%c0_18, %c0_19] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %49 = vector.shape_cast %48 : vector<512x128xf32> to vector<512x128xf32>
      %50 = vector.shape_cast %47 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_18, %c0_19], %50 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_13 = arith.constant 0 : i32
    %37 = arith.cmpi ne, %33, %c0_i32_13 : i32
    %38 = arith.extui %37 : i1 to i32
    %c0_i32_14 = arith.constant 0 : i32
    %39 = arith.cmpi ne, %38, %c0_i32_14 : i32
    scf.if %39 {
      %c0 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %43 = vector.load %arg6[%c0, %c0_16, %c0_17] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %44 = vector.shape_cast %43 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %45 = vector.load %arg10[%c0_18, %c0_19, %c0_20] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %46 = vector.shape_cast %45 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %47 = vector.load %arg7[%c0_21, %c0_22, %c0_23] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %48 = vector.shape_cast %47 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %49 = tpu.matmul %48, %44, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %cst_24 = arith.constant 0.0883883461 : f32
      %50 = vector.broadcast %cst_24 : f32 to vector<512x512xf32>
      %51 = arith.mulf %49, %50 : vector<512x512xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %52 = vector.load %arg9[%c0_25, %c0_26, %c0_27] : memref<1x512x512xi8, #tpu.memory_space<vmem>>, vector<1x512x512xi8>
      %53 = vector.shape_cast %52 : vector<1x512x512xi8> to vector<512x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %54 = vector.broadcast %c0_i8 : i8 to vector<512x512xi8>
      %55 = arith.cmpi ne, %53, %54 : vector<512x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.cmpi eq, %33, %c2_i32 : i32
      %57 = vector.broadcast %56 : i1 to vector<512x512xi1>
      %58 = arith.ori %55, %57 : vector<512x512xi1>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %59 = vector.load %arg11[%c0_28, %c0_29, %c0_30] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %60 = vector.shape_cast %59 : vector<1x1x512xf32> to vector<1x512xf32>
      %61 = vector.broadcast %60 : vector<1x512xf32> to vector<512x512xf32>
      %62 = arith.subf %51, %61 : vector<512x512xf32>
      %63 = math.exp %62 : vector<512x512xf32>
      %cst_31 = arith.constant 0.000000e+00 : f32
      %64 = vector.broadcast %cst_31 : f32 to vector<512x512xf32>
      %65 = arith.select %58, %63, %64 : vector<512x512xi1>, vector<512x512xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %66 = vector.load %arg16[%c0_32, %c0_33] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %67 = arith.truncf %65 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_34 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %68 = tpu.matmul %67, %46, %cst_34 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %69 = arith.addf %66, %68 : vector<512x128xf32>
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %70 = vector.load %arg16[%c0_35, %c0_36] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %71 = vector.shape_cast %70 : vector<512x128xf32> to vector<512x128xf32>
      %72 = vector.shape_cast %69 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_35, %c0_36], %72 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_37 = arith.constant 0 : index
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %73 = vector.load %arg8[%c0_37, %c0_38, %c0_39] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %74 = vector.shape_cast %73 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_40 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
      %75 = tpu.matmul %74, %46, %cst_40 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
      %c0_41 = arith.constant 0 : index
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %76 = vector.load %arg12[%c0_41, %c0_42, %c0_43] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
      %77 = vector.shape_cast %76 : vector<1x1x512xf32> to vector<1x512xf32>
      %78 = vector.broadcast %77 : vector<1x512xf32> to vector<512x512xf32>
      %79 = arith.subf %75, %78 : vector<512x512xf32>
      %80 = arith.mulf %65, %79 : vector<512x512xf32>
      %c0_44 = arith.constant 0 : index
      %c0_45 = arith.constant 0 : index
      %81 = vector.load %arg15[%c0_44, %c0_45] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %82 = arith.truncf %80 : vector<512x512xf32> to vector<512x512xbf16>
      %cst_46 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %83 = tpu.matmul %82, %44, %cst_46 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_47 = arith.constant 0.0883883461 : f32
      %84 = vector.broadcast %cst_47 : f32 to vector<512x128xf32>
      %85 = arith.mulf %83, %84 : vector<512x128xf32>
      %86 = arith.addf %81, %85 : vector<512x128xf32>
      %c0_48 = arith.constant 0 : index
      %c0_49 = arith.constant 0 : index
      %87 = vector.load %arg15[%c0_48, %c0_49] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %88 = vector.shape_cast %87 : vector<512x128xf32> to vector<512x128xf32>
      %89 = vector.shape_cast %86 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_48, %c0_49], %89 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c63_i32 = arith.constant 63 : i32
    %40 = arith.cmpi eq, %arg2, %c63_i32 : i32
    %41 = arith.extui %40 : i1 to i32
    %c0_i32_15 = arith.constant 0 : i32
    %42 = arith.cmpi ne, %41, %c0_i32_15 : i32
    scf.if %42 {
      %c0 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %43 = vector.load %arg15[%c0, %c0_16] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %44 = arith.truncf %43 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %45 = vector.load %arg13[%c0_17, %c0_18, %c0_19] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %46 = vector.shape_cast %45 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %47 = vector.shape_cast %44 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0_17, %c0_18, %c0_19], %47 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %48 = vector.load %arg16[%c0_20, %c0_21] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %49 = arith.truncf %48 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %50 = vector.load %arg14[%c0_22, %c0_23, %c0_24] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %51 = vector.shape_cast %50 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %52 = vector.shape_cast %49 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0_22, %c0_23, %c0_24], %52 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %arg2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c64_i32_5 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_10 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %29 = arith.index_cast %18 : i32 to index
    %30 = arith.index_cast %arg1 : i32 to index
    %31 = arith.index_cast %28 : i32 to index
    %32 = memref.load %arg4[%29, %30, %31] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %33 = arith.extsi %32 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %18, %33, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %arg2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c64_i32_5 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_10 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %29 = arith.divsi %18, %c1_i32_11 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %30 = arith.cmpi sgt, %18, %c0_i32_12 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32_13 = arith.constant 0 : i32
    %32 = arith.cmpi slt, %18, %c0_i32_13 : i32
    %33 = arith.extui %32 : i1 to i32
    %34 = arith.subi %31, %33 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %35 = arith.cmpi sgt, %c1_i32_11, %c0_i32_14 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32_15 = arith.constant 0 : i32
    %37 = arith.cmpi slt, %c1_i32_11, %c0_i32_15 : i32
    %38 = arith.extui %37 : i1 to i32
    %39 = arith.subi %36, %38 : i32
    %40 = arith.cmpi ne, %34, %39 : i32
    %41 = arith.remsi %18, %c1_i32_11 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %42 = arith.cmpi ne, %41, %c0_i32_16 : i32
    %43 = arith.andi %40, %42 : i1
    %c1_i32_17 = arith.constant 1 : i32
    %44 = arith.subi %29, %c1_i32_17 : i32
    %45 = arith.select %43, %44, %29 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %45, %arg1, %c0_i32_18 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %arg2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c64_i32_5 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_10 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %c1_i32_11 = arith.constant 1 : i32
    %29 = arith.divsi %18, %c1_i32_11 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %30 = arith.cmpi sgt, %18, %c0_i32_12 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32_13 = arith.constant 0 : i32
    %32 = arith.cmpi slt, %18, %c0_i32_13 : i32
    %33 = arith.extui %32 : i1 to i32
    %34 = arith.subi %31, %33 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %35 = arith.cmpi sgt, %c1_i32_11, %c0_i32_14 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32_15 = arith.constant 0 : i32
    %37 = arith.cmpi slt, %c1_i32_11, %c0_i32_15 : i32
    %38 = arith.extui %37 : i1 to i32
    %39 = arith.subi %36, %38 : i32
    %40 = arith.cmpi ne, %34, %39 : i32
    %41 = arith.remsi %18, %c1_i32_11 : i32
    %c0_i32_16 = arith.constant 0 : i32
    %42 = arith.cmpi ne, %41, %c0_i32_16 : i32
    %43 = arith.andi %40, %42 : i1
    %c1_i32_17 = arith.constant 1 : i32
    %44 = arith.subi %29, %c1_i32_17 : i32
    %45 = arith.select %43, %44, %29 : i32
    %c0_i32_18 = arith.constant 0 : i32
    %c0_i32_19 = arith.constant 0 : i32
    return %45, %arg1, %c0_i32_18 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %arg2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c64_i32_5 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_10 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %29 = arith.index_cast %18 : i32 to index
    %30 = arith.index_cast %arg1 : i32 to index
    %31 = arith.index_cast %28 : i32 to index
    %32 = memref.load %arg5[%29, %30, %31] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %33 = arith.extsi %32 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %33, %c0_i32_11, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %arg2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c64_i32_5 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_10 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %29 = arith.index_cast %18 : i32 to index
    %30 = arith.index_cast %arg1 : i32 to index
    %31 = arith.index_cast %28 : i32 to index
    %32 = memref.load %arg4[%29, %30, %31] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %33 = arith.extsi %32 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %18, %33, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %arg2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c64_i32_5 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_10 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %29 = arith.index_cast %18 : i32 to index
    %30 = arith.index_cast %arg1 : i32 to index
    %31 = arith.index_cast %28 : i32 to index
    %32 = memref.load %arg4[%29, %30, %31] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %33 = arith.extsi %32 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %18, %c0_i32_11, %33 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c1_i32 = arith.constant 1 : i32
    %0 = arith.muli %arg0, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %arg2, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c64_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c64_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c64_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c64_i32_5 = arith.constant 64 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c64_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c64_i32_5 : i32
    %21 = arith.remsi %arg2, %20 : i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_8 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %23 = arith.cmpi slt, %21, %c0_i32_9 : i32
    %c0_i32_10 = arith.constant 0 : i32
    %24 = arith.cmpi slt, %20, %c0_i32_10 : i32
    %25 = arith.xori %23, %24 : i1
    %26 = arith.andi %25, %22 : i1
    %27 = arith.addi %21, %20 : i32
    %28 = arith.select %26, %27, %21 : i32
    %29 = arith.index_cast %18 : i32 to index
    %30 = arith.index_cast %arg1 : i32 to index
    %31 = arith.index_cast %28 : i32 to index
    %32 = memref.load %arg4[%29, %30, %31] : memref<8x64x64xi8, #tpu.memory_space<smem>>
    %33 = arith.extsi %32 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %18, %c0_i32_11, %33 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg4: memref<8x64x64xi8, #tpu.memory_space<smem>>, %arg5: memref<8x64x64xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
}
