module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x8xi8>, %arg1: tensor<1x1x8xi8>, %arg2: tensor<1x1x8xi8>, %arg3: tensor<1x128x512xi8>, %arg4: tensor<1x8x1xi8>, %arg5: tensor<1x8x1xi8>, %arg6: tensor<1x8x1xi8>, %arg7: tensor<1x512x128xi8>, %arg8: tensor<32x128x128xbf16>, %arg9: tensor<8x4096x128xbf16>, %arg10: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %0, %1, %2, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:7c1079f8ee3589fd0046e3c43da7511b12fb08a1e325cc85327ef54b65b35bd2\22, \22cost_estimate\22: {\22bytes_accessed\22: 69206016, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x1x8xi8>, tensor<1x1x8xi8>, tensor<1x1x8xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %0, %1, %2, %arg3, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5ba7496ffa323f288641f9d21d6c9662cb566e3375156d9284b4ac98520ad701\22, \22cost_estimate\22: {\22bytes_accessed\22: 69206016, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x1x8xi8>, tensor<1x1x8xi8>, tensor<1x1x8xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>) -> tensor<32x128x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %0, %1, %2, %arg7, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:a4b4ed3a234509e1c6b33e1c350f2e82692957f780fb2eda1acf0697f63fd37a\22, \22cost_estimate\22: {\22bytes_accessed\22: 83886080, \22flops\22: 17179869184, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<1x8x1xi8>, tensor<1x8x1xi8>, tensor<1x8x1xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x512x128xi8>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %12 = call @_pad_1(%10#0) : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    %13 = call @_pad_2(%9) : (tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16>
    return %3#0, %13, %12, %11 : tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x128x128xbf16>, %arg1: tensor<i32>) -> tensor<32x128x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x128x128xbf16>, tensor<bf16>) -> tensor<32x128x128xbf16>
    return %1 : tensor<32x128x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x4096x128xbf16>, %arg1: tensor<i32>) -> tensor<8x4096x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x128xbf16>, tensor<bf16>) -> tensor<8x4096x128xbf16>
    return %1 : tensor<8x4096x128xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x128xbf16>, tensor<bf16>) -> tensor<8x4096x128xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:4096, 0:128] : (tensor<8x4096x128xbf16>) -> tensor<8x4096x128xbf16>
    return %1 : tensor<8x4096x128xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x128x128xbf16>, tensor<bf16>) -> tensor<32x128x128xbf16>
    %1 = stablehlo.slice %0 [0:32, 0:128, 0:128] : (tensor<32x128x128xbf16>) -> tensor<32x128x128xbf16>
    return %1 : tensor<32x128x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:7c1079f8ee3589fd0046e3c43da7511b12fb08a1e325cc85327ef54b65b35bd2
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1, 8>, scalar_prefetch = 3 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg3[%c0, %0, %1] : memref<1x1x8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %5 = arith.extui %4 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %6 = arith.cmpi ne, %5, %c0_i32_0 : i32
    scf.if %6 {
      %cst = arith.constant 0xFF800000 : f32
      %13 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %14 = vector.load %arg12[%c0_4, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %15 = vector.shape_cast %14 : vector<128x128xf32> to vector<128x128xf32>
      %16 = vector.shape_cast %13 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_4, %c0_5], %16 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst_6 = arith.constant 0.000000e+00 : f32
      %17 = vector.broadcast %cst_6 : f32 to vector<128x128xf32>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %18 = vector.load %arg13[%c0_7, %c0_8] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %19 = vector.shape_cast %18 : vector<128x128xf32> to vector<128x128xf32>
      %20 = vector.shape_cast %17 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_7, %c0_8], %20 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %cst_9 = arith.constant 0.000000e+00 : f32
      %21 = vector.broadcast %cst_9 : f32 to vector<128x128xf32>
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %22 = vector.load %arg14[%c0_10, %c0_11] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %23 = vector.shape_cast %22 : vector<128x128xf32> to vector<128x128xf32>
      %24 = vector.shape_cast %21 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_10, %c0_11], %24 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi ne, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32_2 : i32
    scf.if %9 {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %13 = vector.load %arg6[%c0_4, %c0_5, %c0_6] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %14 = vector.shape_cast %13 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %15 = vector.load %arg7[%c0_7, %c0_8, %c0_9] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %17 = tpu.matmul %14, %16, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
      %18 = vector.broadcast %cst_10 : f32 to vector<128x512xf32>
      %19 = arith.mulf %17, %18 : vector<128x512xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %20 = vector.load %arg9[%c0_11, %c0_12, %c0_13] : memref<1x128x512xi8, #tpu.memory_space<vmem>>, vector<1x128x512xi8>
      %21 = vector.shape_cast %20 : vector<1x128x512xi8> to vector<128x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %22 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
      %23 = arith.cmpi ne, %21, %22 : vector<128x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %24 = arith.cmpi eq, %3, %c2_i32 : i32
      %25 = vector.broadcast %24 : i1 to vector<128x512xi1>
      %26 = arith.ori %23, %25 : vector<128x512xi1>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %27 = vector.load %arg12[%c0_14, %c0_15] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_16 = arith.constant 0xFF800000 : f32
      %28 = vector.broadcast %cst_16 : f32 to vector<128x512xf32>
      %29 = arith.select %26, %19, %28 : vector<128x512xi1>, vector<128x512xf32>
      %cst_17 = arith.constant dense<0xFF800000> : vector<128xf32>
      %30 = vector.multi_reduction <maximumf>, %29, %cst_17 [1] : vector<128x512xf32> to vector<128xf32>
      %31 = vector.shape_cast %30 : vector<128xf32> to vector<128x1xf32>
      %32 = vector.broadcast %31 : vector<128x1xf32> to vector<128x128xf32>
      %33 = arith.maximumf %27, %32 : vector<128x128xf32>
      %cst_18 = arith.constant 0xFF800000 : f32
      %34 = vector.broadcast %cst_18 : f32 to vector<128x128xf32>
      %35 = arith.cmpf oeq, %33, %34 : vector<128x128xf32>
      %cst_19 = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_19 : f32 to vector<128x128xf32>
      %37 = arith.select %35, %36, %33 : vector<128x128xi1>, vector<128x128xf32>
      %38 = vector.extract_strided_slice %37 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %39 = vector.broadcast %38 : vector<128x1xf32> to vector<128x512xf32>
      %40 = arith.subf %19, %39 : vector<128x512xf32>
      %41 = math.exp %40 : vector<128x512xf32>
      %cst_20 = arith.constant 0.000000e+00 : f32
      %42 = vector.broadcast %cst_20 : f32 to vector<128x512xf32>
      %43 = arith.select %26, %41, %42 : vector<128x512xi1>, vector<128x512xf32>
      %44 = arith.subf %27, %37 : vector<128x128xf32>
      %45 = math.exp %44 : vector<128x128xf32>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %46 = vector.load %arg13[%c0_21, %c0_22] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %47 = arith.mulf %45, %46 : vector<128x128xf32>
      %cst_23 = arith.constant dense<0.000000e+00> : vector<128xf32>
      %48 = vector.multi_reduction <add>, %43, %cst_23 [1] : vector<128x512xf32> to vector<128xf32>
      %49 = vector.shape_cast %48 : vector<128xf32> to vector<128x1xf32>
      %50 = vector.broadcast %49 : vector<128x1xf32> to vector<128x128xf32>
      %51 = arith.addf %47, %50 : vector<128x128xf32>
      %c0_24 = arith.constant 0 : index
      %c0_25 = arith.constant 0 : index
      %52 = vector.load %arg13[%c0_24, %c0_25] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %53 = vector.shape_cast %52 : vector<128x128xf32> to vector<128x128xf32>
      %54 = vector.shape_cast %51 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0_24, %c0_25], %54 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %c0_28 = arith.constant 0 : index
      %55 = vector.load %arg8[%c0_26, %c0_27, %c0_28] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %56 = vector.shape_cast %55 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %57 = vector.extract_strided_slice %45 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %58 = vector.load %arg14[%c0_29, %c0_30] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %59 = vector.broadcast %57 : vector<128x1xf32> to vector<128x128xf32>
      %60 = arith.mulf %59, %58 : vector<128x128xf32>
      %61 = arith.truncf %43 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_31 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %62 = tpu.matmul %61, %56, %cst_31 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %63 = arith.addf %60, %62 : vector<128x128xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %64 = vector.load %arg14[%c0_32, %c0_33] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %65 = vector.shape_cast %64 : vector<128x128xf32> to vector<128x128xf32>
      %66 = vector.shape_cast %63 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %66 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0_34 = arith.constant 0 : index
      %c0_35 = arith.constant 0 : index
      %67 = vector.load %arg12[%c0_34, %c0_35] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %68 = vector.shape_cast %67 : vector<128x128xf32> to vector<128x128xf32>
      %69 = vector.shape_cast %33 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0_34, %c0_35], %69 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %c7_i32 = arith.constant 7 : i32
    %10 = arith.cmpi eq, %arg2, %c7_i32 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi ne, %11, %c0_i32_3 : i32
    scf.if %12 {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %13 = vector.load %arg13[%c0_4, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst = arith.constant 0.000000e+00 : f32
      %14 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %15 = arith.cmpf ogt, %13, %14 : vector<128x128xf32>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %16 = vector.load %arg14[%c0_6, %c0_7] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_8 = arith.constant 1.000000e+00 : f32
      %17 = vector.broadcast %cst_8 : f32 to vector<128x128xf32>
      %18 = arith.select %15, %13, %17 : vector<128x128xi1>, vector<128x128xf32>
      %19 = vector.extract_strided_slice %18 {offsets = [0, 0], sizes = [128, 1], strides = [1, 1]} : vector<128x128xf32> to vector<128x1xf32>
      %20 = vector.broadcast %19 : vector<128x1xf32> to vector<128x128xf32>
      %21 = arith.divf %16, %20 : vector<128x128xf32>
      %22 = arith.truncf %21 : vector<128x128xf32> to vector<128x128xbf16>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %23 = vector.load %arg10[%c0_9, %c0_10, %c0_11] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %24 = vector.shape_cast %23 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %25 = vector.shape_cast %22 : vector<128x128xbf16> to vector<1x128x128xbf16>
      tpu.vector_store %arg10[%c0_9, %c0_10, %c0_11], %25 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %26 = vector.load %arg12[%c0_12, %c0_13] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_14 = arith.constant 1.000000e+00 : f32
      %27 = vector.broadcast %cst_14 : f32 to vector<128x128xf32>
      %28 = arith.select %15, %13, %27 : vector<128x128xi1>, vector<128x128xf32>
      %29 = math.log %28 : vector<128x128xf32>
      %30 = arith.addf %26, %29 : vector<128x128xf32>
      %cst_15 = arith.constant 0xFF800000 : f32
      %31 = vector.broadcast %cst_15 : f32 to vector<128x128xf32>
      %32 = arith.select %15, %30, %31 : vector<128x128xi1>, vector<128x128xf32>
      %33 = tpu.transpose %32, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
      %34 = vector.extract_strided_slice %33 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %35 = vector.load %arg11[%c0_16, %c0_17, %c0_18] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %36 = vector.shape_cast %35 : vector<1x1x128xf32> to vector<1x128xf32>
      %37 = vector.shape_cast %34 : vector<1x128xf32> to vector<1x1x128xf32>
      tpu.vector_store %arg11[%c0_16, %c0_17, %c0_18], %37 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.divsi %arg0, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c4_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c4_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c4_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x1x8xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %16, %20, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.divsi %arg0, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c4_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c4_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c4_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x1x8xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %16, %20, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg5[%c0, %0, %1] : memref<1x1x8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32, %arg1 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:5ba7496ffa323f288641f9d21d6c9662cb566e3375156d9284b4ac98520ad701
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1, 8>, scalar_prefetch = 3 : i64, scratch_operands = 1 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 128>}]} {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg3[%c0, %0, %1] : memref<1x1x8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %5 = arith.extui %4 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %6 = arith.cmpi ne, %5, %c0_i32_0 : i32
    scf.if %6 {
      %cst = arith.constant 0.000000e+00 : f32
      %13 = vector.broadcast %cst : f32 to vector<128x128xf32>
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %14 = vector.load %arg14[%c0_4, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %15 = vector.shape_cast %14 : vector<128x128xf32> to vector<128x128xf32>
      %16 = vector.shape_cast %13 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_4, %c0_5], %16 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi ne, %3, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32_2 : i32
    scf.if %9 {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %13 = vector.load %arg7[%c0_4, %c0_5, %c0_6] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %14 = vector.shape_cast %13 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %c0_9 = arith.constant 0 : index
      %15 = vector.load %arg6[%c0_7, %c0_8, %c0_9] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %17 = tpu.matmul %16, %14, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %cst_10 = arith.constant 0.0883883461 : f32
      %18 = vector.broadcast %cst_10 : f32 to vector<128x512xf32>
      %19 = arith.mulf %17, %18 : vector<128x512xf32>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %20 = vector.load %arg9[%c0_11, %c0_12, %c0_13] : memref<1x128x512xi8, #tpu.memory_space<vmem>>, vector<1x128x512xi8>
      %21 = vector.shape_cast %20 : vector<1x128x512xi8> to vector<128x512xi8>
      %c0_i8 = arith.constant 0 : i8
      %22 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
      %23 = arith.cmpi ne, %21, %22 : vector<128x512xi8>
      %c2_i32 = arith.constant 2 : i32
      %24 = arith.cmpi eq, %3, %c2_i32 : i32
      %25 = vector.broadcast %24 : i1 to vector<128x512xi1>
      %26 = arith.ori %23, %25 : vector<128x512xi1>
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %27 = vector.load %arg11[%c0_14, %c0_15, %c0_16] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %28 = vector.shape_cast %27 : vector<1x1x128xf32> to vector<128xf32>
      %29 = vector.shape_cast %28 : vector<128xf32> to vector<128x1xf32>
      %30 = vector.broadcast %29 : vector<128x1xf32> to vector<128x512xf32>
      %31 = arith.subf %19, %30 : vector<128x512xf32>
      %32 = math.exp %31 : vector<128x512xf32>
      %cst_17 = arith.constant 0.000000e+00 : f32
      %33 = vector.broadcast %cst_17 : f32 to vector<128x512xf32>
      %34 = arith.select %26, %32, %33 : vector<128x512xi1>, vector<128x512xf32>
      %c0_18 = arith.constant 0 : index
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %35 = vector.load %arg10[%c0_18, %c0_19, %c0_20] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %36 = vector.shape_cast %35 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_21 = arith.constant 0 : index
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %37 = vector.load %arg8[%c0_21, %c0_22, %c0_23] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %38 = vector.shape_cast %37 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_24 = arith.constant dense<0.000000e+00> : vector<128x512xf32>
      %39 = tpu.matmul %36, %38, %cst_24 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
      %c0_25 = arith.constant 0 : index
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %40 = vector.load %arg12[%c0_25, %c0_26, %c0_27] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %41 = vector.shape_cast %40 : vector<1x1x128xf32> to vector<128xf32>
      %42 = vector.shape_cast %41 : vector<128xf32> to vector<128x1xf32>
      %43 = vector.broadcast %42 : vector<128x1xf32> to vector<128x512xf32>
      %44 = arith.subf %39, %43 : vector<128x512xf32>
      %45 = arith.mulf %34, %44 : vector<128x512xf32>
      %c0_28 = arith.constant 0 : index
      %c0_29 = arith.constant 0 : index
      %46 = vector.load %arg14[%c0_28, %c0_29] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %47 = arith.truncf %45 : vector<128x512xf32> to vector<128x512xbf16>
      %cst_30 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %48 = tpu.matmul %47, %14, %cst_30 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_31 = arith.constant 0.0883883461 : f32
      %49 = vector.broadcast %cst_31 : f32 to vector<128x128xf32>
      %50 = arith.mulf %48, %49 : vector<128x128xf32>
      %51 = arith.addf %46, %50 : vector<128x128xf32>
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %52 = vector.load %arg14[%c0_32, %c0_33] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %53 = vector.shape_cast %52 : vector<128x128xf32> to vector<128x128xf32>
      %54 = vector.shape_cast %51 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg14[%c0_32, %c0_33], %54 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    } else {
    }
    %c7_i32 = arith.constant 7 : i32
    %10 = arith.cmpi eq, %arg2, %c7_i32 : i32
    %11 = arith.extui %10 : i1 to i32
    %c0_i32_3 = arith.constant 0 : i32
    %12 = arith.cmpi ne, %11, %c0_i32_3 : i32
    scf.if %12 {
      %c0_4 = arith.constant 0 : index
      %c0_5 = arith.constant 0 : index
      %13 = vector.load %arg14[%c0_4, %c0_5] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %14 = arith.truncf %13 : vector<128x128xf32> to vector<128x128xbf16>
      %c0_6 = arith.constant 0 : index
      %c0_7 = arith.constant 0 : index
      %c0_8 = arith.constant 0 : index
      %15 = vector.load %arg13[%c0_6, %c0_7, %c0_8] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %16 = vector.shape_cast %15 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %17 = vector.shape_cast %14 : vector<128x128xbf16> to vector<1x128x128xbf16>
      tpu.vector_store %arg13[%c0_6, %c0_7, %c0_8], %17 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.divsi %arg0, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c4_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c4_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c4_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x1x8xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %16, %20, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.divsi %arg0, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %1 = arith.cmpi sgt, %arg0, %c0_i32 : i32
    %2 = arith.extui %1 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32_0 : i32
    %4 = arith.extui %3 : i1 to i32
    %5 = arith.subi %2, %4 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %6 = arith.cmpi sgt, %c4_i32, %c0_i32_1 : i32
    %7 = arith.extui %6 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.cmpi slt, %c4_i32, %c0_i32_2 : i32
    %9 = arith.extui %8 : i1 to i32
    %10 = arith.subi %7, %9 : i32
    %11 = arith.cmpi ne, %5, %10 : i32
    %12 = arith.remsi %arg0, %c4_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %13 = arith.cmpi ne, %12, %c0_i32_3 : i32
    %14 = arith.andi %11, %13 : i1
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.subi %0, %c1_i32 : i32
    %16 = arith.select %14, %15, %0 : i32
    %c0 = arith.constant 0 : index
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = arith.index_cast %arg2 : i32 to index
    %19 = memref.load %arg4[%c0, %17, %18] : memref<1x1x8xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %c0_i32_5 = arith.constant 0 : i32
    return %16, %20, %c0_i32_4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : index
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = memref.load %arg5[%c0, %0, %1] : memref<1x1x8xi8, #tpu.memory_space<smem>>
    %3 = arith.extsi %2 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32_0 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32, %arg1 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %c0_i32, %arg1 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg4: memref<1x1x8xi8, #tpu.memory_space<smem>>, %arg5: memref<1x1x8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:a4b4ed3a234509e1c6b33e1c350f2e82692957f780fb2eda1acf0697f63fd37a
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x128xi8, #tpu.memory_space<vmem>>, %arg10: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 8, 4>, scalar_prefetch = 3 : i64, scratch_operands = 2 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %c1_i32, %c0_i32 : i32
    %c1_i32_0 = arith.constant 1 : i32
    %1 = arith.select %0, %c1_i32_0, %c1_i32 : i32
    %2 = arith.remsi %arg2, %1 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %3 = arith.cmpi ne, %2, %c0_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %2, %c0_i32_2 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %5 = arith.cmpi slt, %1, %c0_i32_3 : i32
    %6 = arith.xori %4, %5 : i1
    %7 = arith.andi %6, %3 : i1
    %8 = arith.addi %2, %1 : i32
    %9 = arith.select %7, %8, %2 : i32
    %c0 = arith.constant 0 : index
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = arith.index_cast %9 : i32 to index
    %12 = memref.load %arg3[%c0, %10, %11] : memref<1x8x1xi8, #tpu.memory_space<smem>>
    %13 = arith.extsi %12 : i8 to i32
    %c0_i32_4 = arith.constant 0 : i32
    %14 = arith.cmpi eq, %arg2, %c0_i32_4 : i32
    %15 = arith.extui %14 : i1 to i32
    %c0_i32_5 = arith.constant 0 : i32
    %16 = arith.cmpi ne, %15, %c0_i32_5 : i32
    scf.if %16 {
      %cst = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst : f32 to vector<512x128xf32>
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0_9, %c0_10] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_9, %c0_10], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_11 = arith.constant 0.000000e+00 : f32
      %27 = vector.broadcast %cst_11 : f32 to vector<512x128xf32>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0_12, %c0_13] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = vector.shape_cast %28 : vector<512x128xf32> to vector<512x128xf32>
      %30 = vector.shape_cast %27 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_12, %c0_13], %30 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c0_i32_6 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %13, %c0_i32_6 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32_7 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32_7 : i32
    scf.if %19 {
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %c0_11 = arith.constant 0 : index
      %23 = vector.load %arg6[%c0_9, %c0_10, %c0_11] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %24 = vector.shape_cast %23 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %c0_14 = arith.constant 0 : index
      %25 = vector.load %arg10[%c0_12, %c0_13, %c0_14] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x128x128xbf16> to vector<128x128xbf16>
      %c0_15 = arith.constant 0 : index
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %27 = vector.load %arg7[%c0_15, %c0_16, %c0_17] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %28 = vector.shape_cast %27 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %29 = tpu.matmul %28, %24, %cst {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_18 = arith.constant 0.0883883461 : f32
      %30 = vector.broadcast %cst_18 : f32 to vector<512x128xf32>
      %31 = arith.mulf %29, %30 : vector<512x128xf32>
      %c0_19 = arith.constant 0 : index
      %c0_20 = arith.constant 0 : index
      %c0_21 = arith.constant 0 : index
      %32 = vector.load %arg9[%c0_19, %c0_20, %c0_21] : memref<1x512x128xi8, #tpu.memory_space<vmem>>, vector<1x512x128xi8>
      %33 = vector.shape_cast %32 : vector<1x512x128xi8> to vector<512x128xi8>
      %c0_i8 = arith.constant 0 : i8
      %34 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
      %35 = arith.cmpi ne, %33, %34 : vector<512x128xi8>
      %c2_i32 = arith.constant 2 : i32
      %36 = arith.cmpi eq, %13, %c2_i32 : i32
      %37 = vector.broadcast %36 : i1 to vector<512x128xi1>
      %38 = arith.ori %35, %37 : vector<512x128xi1>
      %c0_22 = arith.constant 0 : index
      %c0_23 = arith.constant 0 : index
      %c0_24 = arith.constant 0 : index
      %39 = vector.load %arg11[%c0_22, %c0_23, %c0_24] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %40 = vector.shape_cast %39 : vector<1x1x128xf32> to vector<1x128xf32>
      %41 = vector.broadcast %40 : vector<1x128xf32> to vector<512x128xf32>
      %42 = arith.subf %31, %41 : vector<512x128xf32>
      %43 = math.exp %42 : vector<512x128xf32>
      %cst_25 = arith.constant 0.000000e+00 : f32
      %44 = vector.broadcast %cst_25 : f32 to vector<512x128xf32>
      %45 = arith.select %38, %43, %44 : vector<512x128xi1>, vector<512x128xf32>
      %c0_26 = arith.constant 0 : index
      %c0_27 = arith.constant 0 : index
      %46 = vector.load %arg16[%c0_26, %c0_27] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %47 = arith.truncf %45 : vector<512x128xf32> to vector<512x128xbf16>
      %cst_28 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %48 = tpu.matmul %47, %26, %cst_28 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %49 = arith.addf %46, %48 : vector<512x128xf32>
      %c0_29 = arith.constant 0 : index
      %c0_30 = arith.constant 0 : index
      %50 = vector.load %arg16[%c0_29, %c0_30] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %51 = vector.shape_cast %50 : vector<512x128xf32> to vector<512x128xf32>
      %52 = vector.shape_cast %49 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0_29, %c0_30], %52 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %c0_31 = arith.constant 0 : index
      %c0_32 = arith.constant 0 : index
      %c0_33 = arith.constant 0 : index
      %53 = vector.load %arg8[%c0_31, %c0_32, %c0_33] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %54 = vector.shape_cast %53 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %cst_34 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %55 = tpu.matmul %54, %26, %cst_34 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %c0_35 = arith.constant 0 : index
      %c0_36 = arith.constant 0 : index
      %c0_37 = arith.constant 0 : index
      %56 = vector.load %arg12[%c0_35, %c0_36, %c0_37] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %57 = vector.shape_cast %56 : vector<1x1x128xf32> to vector<1x128xf32>
      %58 = vector.broadcast %57 : vector<1x128xf32> to vector<512x128xf32>
      %59 = arith.subf %55, %58 : vector<512x128xf32>
      %60 = arith.mulf %45, %59 : vector<512x128xf32>
      %c0_38 = arith.constant 0 : index
      %c0_39 = arith.constant 0 : index
      %61 = vector.load %arg15[%c0_38, %c0_39] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %62 = arith.truncf %60 : vector<512x128xf32> to vector<512x128xbf16>
      %cst_40 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
      %63 = tpu.matmul %62, %24, %cst_40 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
      %cst_41 = arith.constant 0.0883883461 : f32
      %64 = vector.broadcast %cst_41 : f32 to vector<512x128xf32>
      %65 = arith.mulf %63, %64 : vector<512x128xf32>
      %66 = arith.addf %61, %65 : vector<512x128xf32>
      %c0_42 = arith.constant 0 : index
      %c0_43 = arith.constant 0 : index
      %67 = vector.load %arg15[%c0_42, %c0_43] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %68 = vector.shape_cast %67 : vector<512x128xf32> to vector<512x128xf32>
      %69 = vector.shape_cast %66 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0_42, %c0_43], %69 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %c3_i32 = arith.constant 3 : i32
    %20 = arith.cmpi eq, %arg2, %c3_i32 : i32
    %21 = arith.extui %20 : i1 to i32
    %c0_i32_8 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32_8 : i32
    scf.if %22 {
      %c0_9 = arith.constant 0 : index
      %c0_10 = arith.constant 0 : index
      %23 = vector.load %arg15[%c0_9, %c0_10] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %24 = arith.truncf %23 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_11 = arith.constant 0 : index
      %c0_12 = arith.constant 0 : index
      %c0_13 = arith.constant 0 : index
      %25 = vector.load %arg13[%c0_11, %c0_12, %c0_13] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %26 = vector.shape_cast %25 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %27 = vector.shape_cast %24 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0_11, %c0_12, %c0_13], %27 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0_14 = arith.constant 0 : index
      %c0_15 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0_14, %c0_15] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %29 = arith.truncf %28 : vector<512x128xf32> to vector<512x128xbf16>
      %c0_16 = arith.constant 0 : index
      %c0_17 = arith.constant 0 : index
      %c0_18 = arith.constant 0 : index
      %30 = vector.load %arg14[%c0_16, %c0_17, %c0_18] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %31 = vector.shape_cast %30 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %32 = vector.shape_cast %29 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0_16, %c0_17, %c0_18], %32 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.divsi %arg2, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c1_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c1_i32_5 : i32
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
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg4[%c0, %29, %30] : memref<1x8x1xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %18, %32, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.divsi %arg2, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c1_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c1_i32_5 : i32
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
    %c4_i32_11 = arith.constant 4 : i32
    %29 = arith.divsi %18, %c4_i32_11 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %30 = arith.cmpi sgt, %18, %c0_i32_12 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32_13 = arith.constant 0 : i32
    %32 = arith.cmpi slt, %18, %c0_i32_13 : i32
    %33 = arith.extui %32 : i1 to i32
    %34 = arith.subi %31, %33 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %35 = arith.cmpi sgt, %c4_i32_11, %c0_i32_14 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32_15 = arith.constant 0 : i32
    %37 = arith.cmpi slt, %c4_i32_11, %c0_i32_15 : i32
    %38 = arith.extui %37 : i1 to i32
    %39 = arith.subi %36, %38 : i32
    %40 = arith.cmpi ne, %34, %39 : i32
    %41 = arith.remsi %18, %c4_i32_11 : i32
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.divsi %arg2, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c1_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c1_i32_5 : i32
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
    %c4_i32_11 = arith.constant 4 : i32
    %29 = arith.divsi %18, %c4_i32_11 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %30 = arith.cmpi sgt, %18, %c0_i32_12 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32_13 = arith.constant 0 : i32
    %32 = arith.cmpi slt, %18, %c0_i32_13 : i32
    %33 = arith.extui %32 : i1 to i32
    %34 = arith.subi %31, %33 : i32
    %c0_i32_14 = arith.constant 0 : i32
    %35 = arith.cmpi sgt, %c4_i32_11, %c0_i32_14 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32_15 = arith.constant 0 : i32
    %37 = arith.cmpi slt, %c4_i32_11, %c0_i32_15 : i32
    %38 = arith.extui %37 : i1 to i32
    %39 = arith.subi %36, %38 : i32
    %40 = arith.cmpi ne, %34, %39 : i32
    %41 = arith.remsi %18, %c4_i32_11 : i32
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.divsi %arg2, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c1_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c1_i32_5 : i32
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
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg5[%c0, %29, %30] : memref<1x8x1xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %c0_i32_13 = arith.constant 0 : i32
    return %32, %c0_i32_11, %c0_i32_12 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.divsi %arg2, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c1_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c1_i32_5 : i32
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
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg4[%c0, %29, %30] : memref<1x8x1xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %18, %32, %c0_i32_11 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.divsi %arg2, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c1_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c1_i32_5 : i32
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
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg4[%c0, %29, %30] : memref<1x8x1xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %18, %c0_i32_11, %32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c4_i32 = arith.constant 4 : i32
    %0 = arith.muli %arg0, %c4_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %1 = arith.divsi %arg2, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.cmpi sgt, %arg2, %c0_i32 : i32
    %3 = arith.extui %2 : i1 to i32
    %c0_i32_0 = arith.constant 0 : i32
    %4 = arith.cmpi slt, %arg2, %c0_i32_0 : i32
    %5 = arith.extui %4 : i1 to i32
    %6 = arith.subi %3, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.cmpi sgt, %c1_i32, %c0_i32_1 : i32
    %8 = arith.extui %7 : i1 to i32
    %c0_i32_2 = arith.constant 0 : i32
    %9 = arith.cmpi slt, %c1_i32, %c0_i32_2 : i32
    %10 = arith.extui %9 : i1 to i32
    %11 = arith.subi %8, %10 : i32
    %12 = arith.cmpi ne, %6, %11 : i32
    %13 = arith.remsi %arg2, %c1_i32 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %14 = arith.cmpi ne, %13, %c0_i32_3 : i32
    %15 = arith.andi %12, %14 : i1
    %c1_i32_4 = arith.constant 1 : i32
    %16 = arith.subi %1, %c1_i32_4 : i32
    %17 = arith.select %15, %16, %1 : i32
    %18 = arith.addi %0, %17 : i32
    %c1_i32_5 = arith.constant 1 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %19 = arith.cmpi eq, %c1_i32_5, %c0_i32_6 : i32
    %c1_i32_7 = arith.constant 1 : i32
    %20 = arith.select %19, %c1_i32_7, %c1_i32_5 : i32
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
    %c0 = arith.constant 0 : index
    %29 = arith.index_cast %arg1 : i32 to index
    %30 = arith.index_cast %28 : i32 to index
    %31 = memref.load %arg4[%c0, %29, %30] : memref<1x8x1xi8, #tpu.memory_space<smem>>
    %32 = arith.extsi %31 : i8 to i32
    %c0_i32_11 = arith.constant 0 : i32
    %c0_i32_12 = arith.constant 0 : i32
    return %18, %c0_i32_11, %32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg4: memref<1x8x1xi8, #tpu.memory_space<smem>>, %arg5: memref<1x8x1xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_0 = arith.constant 0 : i32
    return %arg0, %arg1, %c0_i32 : i32, i32, i32
  }
}
