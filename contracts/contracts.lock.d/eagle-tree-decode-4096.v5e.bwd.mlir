module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c7e8b811e913baeec9e56892bf15415b89369b818a7ea6f8864b294f7e44fa37\22, \22cost_estimate\22: {\22bytes_accessed\22: 19398656, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:fd7776b2079cb527f9b18e64736721468e35840e7a0097efd46262912dd24ade\22, \22cost_estimate\22: {\22bytes_accessed\22: 20447232, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 10}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg6, %arg7, %arg8, %arg9, %arg10, %1, %2, %0, %3#0, %3#1, %8, %arg11) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:f2012ad3aa87f3bf6ecb9e732193b391b4a2f4c346e9099090596b0bd443f9ad\22, \22cost_estimate\22: {\22bytes_accessed\22: 52428800, \22flops\22: 17179869184, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<9xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<1x512x128xi8>) -> (tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:c7e8b811e913baeec9e56892bf15415b89369b818a7ea6f8864b294f7e44fa37
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg11: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<4x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 4, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 4, 1, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %15 = arith.index_cast %arg1 : i32 to index
    %16 = memref.load %arg2[%15] : memref<2xi8, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %18 = arith.addi %arg1, %c1_i32 : i32
    %19 = arith.index_cast %18 : i32 to index
    %20 = memref.load %arg2[%19] : memref<2xi8, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i8 to i32
    %22 = arith.cmpi slt, %17, %21 : i32
    %23 = arith.extui %22 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32 : i32
    scf.if %24 {
      %c0_i32 = arith.constant 0 : i32
      %85 = arith.addi %2, %c0_i32 : i32
      %86 = arith.index_cast %17 : i32 to index
      %87 = memref.load %arg3[%86] : memref<2xi8, #tpu.memory_space<smem>>
      %88 = arith.extsi %87 : i8 to i32
      %89 = arith.addi %88, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %90 = arith.divsi %85, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %91 = arith.muli %89, %c512_i32 : i32
      %92 = tpu.assume_multiple %91, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %93 = tpu.memref_slice %arg17[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg9[%90, %92, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %25 = arith.addi %c0_i32, %c1_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.minsi %17, %c1_i32 : i32
    %27 = arith.index_cast %26 : i32 to index
    %28 = memref.load %arg4[%27] : memref<2xi8, #tpu.memory_space<smem>>
    %29 = arith.extsi %28 : i8 to i32
    %30 = arith.cmpi sge, %25, %29 : i32
    %c1_i32 = arith.constant 1 : i32
    %31 = arith.addi %17, %c1_i32 : i32
    %32 = arith.select %30, %31, %17 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %33 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %34 = arith.select %30, %c0_i32, %33 : i32
    %35 = arith.cmpi slt, %32, %21 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %37 = arith.cmpi ne, %36, %c0_i32 : i32
    scf.if %37 {
      %c0_i32 = arith.constant 0 : i32
      %85 = arith.addi %2, %c0_i32 : i32
      %86 = arith.index_cast %32 : i32 to index
      %87 = memref.load %arg3[%86] : memref<2xi8, #tpu.memory_space<smem>>
      %88 = arith.extsi %87 : i8 to i32
      %89 = arith.addi %88, %34 : i32
      %c4_i32 = arith.constant 4 : i32
      %90 = arith.divsi %85, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %91 = arith.muli %89, %c512_i32 : i32
      %92 = tpu.assume_multiple %91, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %93 = tpu.memref_slice %arg17[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %94 = tpu.memref_squeeze %93 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %96 = tpu.memref_squeeze %95 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %97 = tpu.memref_slice %arg9[%90, %92, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%98 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%96 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%94 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %38:7 = scf.while (%arg18 = %17, %arg19 = %c0_i32, %arg20 = %32, %arg21 = %34, %arg22 = %c0_i32, %arg23 = %c1_i32, %arg24 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %85 = arith.cmpi slt, %arg18, %21 : i32
      scf.condition(%85) %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
      %85 = arith.index_cast %arg18 : i32 to index
      %86 = memref.load %arg5[%85] : memref<2xi8, #tpu.memory_space<smem>>
      %87 = arith.extsi %86 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %88 = arith.cmpi eq, %87, %c2_i32 : i32
      %89 = arith.extui %88 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %90 = arith.cmpi ne, %89, %c0_i32 : i32
      %91:2 = scf.if %90 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %92 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %c0_i32, %c512_i32 : i32
        %94 = tpu.assume_multiple %93, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %95 = tpu.memref_slice %arg17[%arg22, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg9[%92, %94, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%100 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%98 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %101 = arith.addi %2, %c0_i32 : i32
        %102 = arith.index_cast %arg18 : i32 to index
        %103 = memref.load %arg6[%102] : memref<2xi8, #tpu.memory_space<smem>>
        %104 = arith.extsi %103 : i8 to i32
        %105 = arith.index_cast %arg18 : i32 to index
        %106 = memref.load %arg5[%105] : memref<2xi8, #tpu.memory_space<smem>>
        %107 = arith.extsi %106 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %108 = arith.cmpi eq, %107, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = arith.select %108, %arg19, %c0_i32 : i32
        %110 = arith.addi %104, %109 : i32
        %111 = arith.index_cast %arg18 : i32 to index
        %112 = memref.load %arg3[%111] : memref<2xi8, #tpu.memory_space<smem>>
        %113 = arith.extsi %112 : i8 to i32
        %114 = arith.addi %113, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %115 = arith.divsi %101, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %116 = arith.muli %114, %c512_i32 : i32
        %117 = tpu.assume_multiple %116, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %119 = vector.shape_cast %118 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %120 = vector.shape_cast %119 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %121 = arith.index_cast %115 : i32 to index
        %122 = arith.index_cast %117 : i32 to index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg8[%121, %122, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %124 = vector.shape_cast %123 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %125 = tpu.matmul %120, %124, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %126 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %127 = arith.mulf %125, %126 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %129 = vector.multi_reduction <maximumf>, %127, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %130 = vector.shape_cast %129 : vector<512xf32> to vector<512x1xf32>
        %131 = vector.broadcast %130 : vector<512x1xf32> to vector<512x128xf32>
        %132 = arith.maximumf %128, %131 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %133 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %134 = arith.maximumf %132, %133 : vector<512x128xf32>
        %135 = tpu.concatenate %134, %134, %134, %134 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %136 = arith.subf %127, %135 : vector<512x512xf32>
        %137 = math.exp2 %136 : vector<512x512xf32>
        %138 = arith.subf %128, %134 : vector<512x128xf32>
        %139 = math.exp2 %138 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %141 = arith.mulf %139, %140 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %142 = vector.multi_reduction <add>, %137, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %143 = vector.shape_cast %142 : vector<512xf32> to vector<512x1xf32>
        %144 = vector.broadcast %143 : vector<512x1xf32> to vector<512x128xf32>
        %145 = arith.addf %141, %144 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %147 = vector.shape_cast %146 : vector<512x128xf32> to vector<512x128xf32>
        %148 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %148 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %149 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %150 = vector.load %arg16[%149, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %151 = vector.shape_cast %150 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %153 = arith.mulf %139, %152 : vector<512x128xf32>
        %154 = arith.truncf %137 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %155 = tpu.matmul %154, %151, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %156 = arith.addf %153, %155 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %158 = vector.shape_cast %157 : vector<512x128xf32> to vector<512x128xf32>
        %159 = vector.shape_cast %156 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %159 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %161 = vector.shape_cast %160 : vector<512x128xf32> to vector<512x128xf32>
        %162 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %162 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %163 = arith.addi %arg21, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %164 = arith.minsi %arg20, %c1_i32 : i32
        %165 = arith.index_cast %164 : i32 to index
        %166 = memref.load %arg4[%165] : memref<2xi8, #tpu.memory_space<smem>>
        %167 = arith.extsi %166 : i8 to i32
        %168 = arith.cmpi sge, %163, %167 : i32
        %c1_i32 = arith.constant 1 : i32
        %169 = arith.addi %arg20, %c1_i32 : i32
        %170 = arith.select %168, %169, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %171 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %172 = arith.select %168, %c0_i32, %171 : i32
        %173 = arith.cmpi slt, %170, %21 : i32
        %174 = arith.extui %173 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %175 = arith.cmpi ne, %174, %c0_i32 : i32
        scf.if %175 {
          %c0_i32 = arith.constant 0 : i32
          %176 = arith.addi %2, %c0_i32 : i32
          %177 = arith.index_cast %170 : i32 to index
          %178 = memref.load %arg6[%177] : memref<2xi8, #tpu.memory_space<smem>>
          %179 = arith.extsi %178 : i8 to i32
          %180 = arith.index_cast %170 : i32 to index
          %181 = memref.load %arg5[%180] : memref<2xi8, #tpu.memory_space<smem>>
          %182 = arith.extsi %181 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %183 = arith.cmpi eq, %182, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %184 = arith.select %183, %172, %c0_i32 : i32
          %185 = arith.addi %179, %184 : i32
          %186 = arith.index_cast %170 : i32 to index
          %187 = memref.load %arg3[%186] : memref<2xi8, #tpu.memory_space<smem>>
          %188 = arith.extsi %187 : i8 to i32
          %189 = arith.addi %188, %172 : i32
          %c4_i32 = arith.constant 4 : i32
          %190 = arith.divsi %176, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %191 = arith.muli %189, %c512_i32 : i32
          %192 = tpu.assume_multiple %191, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %193 = tpu.memref_slice %arg17[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %194 = tpu.memref_squeeze %193 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %195 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %196 = tpu.memref_squeeze %195 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %197 = tpu.memref_slice %arg9[%190, %192, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %198 = tpu.memref_squeeze %197 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%198 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%196 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%194 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %170, %172 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %92 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %93 = arith.muli %c0_i32, %c512_i32 : i32
        %94 = tpu.assume_multiple %93, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %95 = tpu.memref_slice %arg17[%arg22, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %96 = tpu.memref_squeeze %95 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %99 = tpu.memref_slice %arg9[%92, %94, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %100 = tpu.memref_squeeze %99 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%96 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%100 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%98 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %101 = arith.addi %2, %c0_i32 : i32
        %102 = arith.index_cast %arg18 : i32 to index
        %103 = memref.load %arg6[%102] : memref<2xi8, #tpu.memory_space<smem>>
        %104 = arith.extsi %103 : i8 to i32
        %105 = arith.index_cast %arg18 : i32 to index
        %106 = memref.load %arg5[%105] : memref<2xi8, #tpu.memory_space<smem>>
        %107 = arith.extsi %106 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %108 = arith.cmpi eq, %107, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %109 = arith.select %108, %arg19, %c0_i32 : i32
        %110 = arith.addi %104, %109 : i32
        %111 = arith.index_cast %arg18 : i32 to index
        %112 = memref.load %arg3[%111] : memref<2xi8, #tpu.memory_space<smem>>
        %113 = arith.extsi %112 : i8 to i32
        %114 = arith.addi %113, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %115 = arith.divsi %101, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %116 = arith.muli %114, %c512_i32 : i32
        %117 = tpu.assume_multiple %116, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %119 = vector.shape_cast %118 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %120 = vector.shape_cast %119 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %121 = arith.index_cast %115 : i32 to index
        %122 = arith.index_cast %117 : i32 to index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg8[%121, %122, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %124 = vector.shape_cast %123 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %125 = tpu.matmul %120, %124, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %126 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %127 = arith.mulf %125, %126 : vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %128 = tpu.memref_slice %arg10[%110, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %129 = tpu.memref_squeeze %128 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %129[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %131 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %132 = arith.cmpi ne, %130, %131 : vector<128x512xi8>
        %133 = vector.shape_cast %127 : vector<512x512xf32> to vector<4x128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %134 = vector.shape_cast %132 : vector<128x512xi1> to vector<1x128x512xi1>
        %135 = vector.broadcast %134 : vector<1x128x512xi1> to vector<4x128x512xi1>
        %136 = vector.broadcast %cst_xbef082 : f32 to vector<4x128x512xf32>
        %137 = arith.select %135, %133, %136 : vector<4x128x512xi1>, vector<4x128x512xf32>
        %138 = vector.shape_cast %137 : vector<4x128x512xf32> to vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %140 = vector.multi_reduction <maximumf>, %138, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %141 = vector.shape_cast %140 : vector<512xf32> to vector<512x1xf32>
        %142 = vector.broadcast %141 : vector<512x1xf32> to vector<512x128xf32>
        %143 = arith.maximumf %139, %142 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %144 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %145 = arith.maximumf %143, %144 : vector<512x128xf32>
        %146 = tpu.concatenate %145, %145, %145, %145 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %147 = arith.subf %138, %146 : vector<512x512xf32>
        %148 = math.exp2 %147 : vector<512x512xf32>
        %149 = arith.subf %139, %145 : vector<512x128xf32>
        %150 = math.exp2 %149 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %151 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %152 = arith.mulf %150, %151 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %153 = vector.multi_reduction <add>, %148, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %154 = vector.shape_cast %153 : vector<512xf32> to vector<512x1xf32>
        %155 = vector.broadcast %154 : vector<512x1xf32> to vector<512x128xf32>
        %156 = arith.addf %152, %155 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %158 = vector.shape_cast %157 : vector<512x128xf32> to vector<512x128xf32>
        %159 = vector.shape_cast %156 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %159 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %160 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg16[%160, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %162 = vector.shape_cast %161 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %164 = arith.mulf %150, %163 : vector<512x128xf32>
        %165 = arith.truncf %148 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %166 = tpu.matmul %165, %162, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %167 = arith.addf %164, %166 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %169 = vector.shape_cast %168 : vector<512x128xf32> to vector<512x128xf32>
        %170 = vector.shape_cast %167 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %170 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %172 = vector.shape_cast %171 : vector<512x128xf32> to vector<512x128xf32>
        %173 = vector.shape_cast %143 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %173 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %174 = arith.addi %arg21, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %175 = arith.minsi %arg20, %c1_i32 : i32
        %176 = arith.index_cast %175 : i32 to index
        %177 = memref.load %arg4[%176] : memref<2xi8, #tpu.memory_space<smem>>
        %178 = arith.extsi %177 : i8 to i32
        %179 = arith.cmpi sge, %174, %178 : i32
        %c1_i32 = arith.constant 1 : i32
        %180 = arith.addi %arg20, %c1_i32 : i32
        %181 = arith.select %179, %180, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %182 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %183 = arith.select %179, %c0_i32, %182 : i32
        %184 = arith.cmpi slt, %181, %21 : i32
        %185 = arith.extui %184 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %186 = arith.cmpi ne, %185, %c0_i32 : i32
        scf.if %186 {
          %c0_i32 = arith.constant 0 : i32
          %187 = arith.addi %2, %c0_i32 : i32
          %188 = arith.index_cast %181 : i32 to index
          %189 = memref.load %arg6[%188] : memref<2xi8, #tpu.memory_space<smem>>
          %190 = arith.extsi %189 : i8 to i32
          %191 = arith.index_cast %181 : i32 to index
          %192 = memref.load %arg5[%191] : memref<2xi8, #tpu.memory_space<smem>>
          %193 = arith.extsi %192 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %194 = arith.cmpi eq, %193, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %195 = arith.select %194, %183, %c0_i32 : i32
          %196 = arith.addi %190, %195 : i32
          %197 = arith.index_cast %181 : i32 to index
          %198 = memref.load %arg3[%197] : memref<2xi8, #tpu.memory_space<smem>>
          %199 = arith.extsi %198 : i8 to i32
          %200 = arith.addi %199, %183 : i32
          %c4_i32 = arith.constant 4 : i32
          %201 = arith.divsi %187, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %202 = arith.muli %200, %c512_i32 : i32
          %203 = tpu.assume_multiple %202, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %204 = tpu.memref_slice %arg17[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %205 = tpu.memref_squeeze %204 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %206 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %207 = tpu.memref_squeeze %206 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %208 = tpu.memref_slice %arg9[%201, %203, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %209 = tpu.memref_squeeze %208 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%209 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%207 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%205 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %181, %183 : i32, i32
      }
      scf.yield %arg20, %arg21, %91#0, %91#1, %arg23, %arg24, %arg22 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %41 = arith.cmpf ogt, %39, %40 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %42 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %43 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %44 = arith.select %41, %39, %43 : vector<512x128xi1>, vector<512x128xf32>
    %45 = arith.divf %42, %44 : vector<512x128xf32>
    %46 = arith.truncf %45 : vector<512x128xf32> to vector<512x128xbf16>
    %47 = vector.shape_cast %46 : vector<512x128xbf16> to vector<4x128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg11[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %47 {strides = array<i32>} : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %50 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %51 = arith.select %41, %39, %50 : vector<512x128xi1>, vector<512x128xf32>
    %52 = math.log %51 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %53 = math.log %cst_x481f63 : f32
    %54 = vector.broadcast %53 : f32 to vector<512x128xf32>
    %55 = arith.divf %52, %54 : vector<512x128xf32>
    %56 = arith.addf %49, %55 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %57 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %58 = arith.divf %56, %57 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %59 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %60 = arith.select %41, %58, %59 : vector<512x128xi1>, vector<512x128xf32>
    %61 = vector.extract_strided_slice %60 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %62 = tpu.transpose %61, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %63 = vector.extract_strided_slice %62 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %64 = vector.load %arg12[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %65 = vector.shape_cast %64 : vector<1x1x128xf32> to vector<1x128xf32>
    %66 = vector.shape_cast %63 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %66 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %67 = vector.extract_strided_slice %60 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %68 = tpu.transpose %67, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %69 = vector.extract_strided_slice %68 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %70 = vector.load %arg12[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %71 = vector.shape_cast %70 : vector<1x1x128xf32> to vector<1x128xf32>
    %72 = vector.shape_cast %69 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c1, %c0, %c0], %72 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %73 = vector.extract_strided_slice %60 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %74 = tpu.transpose %73, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %75 = vector.extract_strided_slice %74 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %76 = vector.load %arg12[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %77 = vector.shape_cast %76 : vector<1x1x128xf32> to vector<1x128xf32>
    %78 = vector.shape_cast %75 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c2, %c0, %c0], %78 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    %79 = vector.extract_strided_slice %60 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<512x128xf32> to vector<128x128xf32>
    %80 = tpu.transpose %79, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %81 = vector.extract_strided_slice %80 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %82 = vector.load %arg12[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %83 = vector.shape_cast %82 : vector<1x1x128xf32> to vector<1x128xf32>
    %84 = vector.shape_cast %81 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c3, %c0, %c0], %84 {strides = array<i32>} : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:fd7776b2079cb527f9b18e64736721468e35840e7a0097efd46262912dd24ade
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<4x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<4x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg13: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg14: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 4, 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 4, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 4, 1, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 4, 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %3 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %7 = vector.load %arg9[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %8 = vector.shape_cast %7 : vector<1x1x128xf32> to vector<1x128xf32>
    %9 = vector.shape_cast %8 : vector<1x128xf32> to vector<1x128xf32>
    %10 = vector.broadcast %9 : vector<1x128xf32> to vector<128x128xf32>
    %11 = tpu.transpose %10, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %13 = vector.shape_cast %12 : vector<128x128xf32> to vector<128x128xf32>
    %14 = vector.shape_cast %11 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg16[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %15 = vector.load %arg9[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %16 = vector.shape_cast %15 : vector<1x1x128xf32> to vector<1x128xf32>
    %17 = vector.shape_cast %16 : vector<1x128xf32> to vector<1x128xf32>
    %18 = vector.broadcast %17 : vector<1x128xf32> to vector<128x128xf32>
    %19 = tpu.transpose %18, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %20 = vector.load %arg16[%c128, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %21 = vector.shape_cast %20 : vector<128x128xf32> to vector<128x128xf32>
    %22 = vector.shape_cast %19 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg16[%c128, %c0], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %23 = vector.load %arg9[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %24 = vector.shape_cast %23 : vector<1x1x128xf32> to vector<1x128xf32>
    %25 = vector.shape_cast %24 : vector<1x128xf32> to vector<1x128xf32>
    %26 = vector.broadcast %25 : vector<1x128xf32> to vector<128x128xf32>
    %27 = tpu.transpose %26, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg16[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %29 = vector.shape_cast %28 : vector<128x128xf32> to vector<128x128xf32>
    %30 = vector.shape_cast %27 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg16[%c256, %c0], %30 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %31 = vector.load %arg9[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %32 = vector.shape_cast %31 : vector<1x1x128xf32> to vector<1x128xf32>
    %33 = vector.shape_cast %32 : vector<1x128xf32> to vector<1x128xf32>
    %34 = vector.broadcast %33 : vector<1x128xf32> to vector<128x128xf32>
    %35 = tpu.transpose %34, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c384 = arith.constant 384 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg16[%c384, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %37 = vector.shape_cast %36 : vector<128x128xf32> to vector<128x128xf32>
    %38 = vector.shape_cast %35 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg16[%c384, %c0], %38 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg10[%c0, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %40 = vector.shape_cast %39 : vector<1x1x128xf32> to vector<1x128xf32>
    %41 = vector.shape_cast %40 : vector<1x128xf32> to vector<1x128xf32>
    %42 = vector.broadcast %41 : vector<1x128xf32> to vector<128x128xf32>
    %43 = tpu.transpose %42, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %45 = vector.shape_cast %44 : vector<128x128xf32> to vector<128x128xf32>
    %46 = vector.shape_cast %43 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg17[%c0, %c0], %46 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %47 = vector.load %arg10[%c1, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %48 = vector.shape_cast %47 : vector<1x1x128xf32> to vector<1x128xf32>
    %49 = vector.shape_cast %48 : vector<1x128xf32> to vector<1x128xf32>
    %50 = vector.broadcast %49 : vector<1x128xf32> to vector<128x128xf32>
    %51 = tpu.transpose %50, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %52 = vector.load %arg17[%c128, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %53 = vector.shape_cast %52 : vector<128x128xf32> to vector<128x128xf32>
    %54 = vector.shape_cast %51 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg17[%c128, %c0], %54 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %55 = vector.load %arg10[%c2, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %56 = vector.shape_cast %55 : vector<1x1x128xf32> to vector<1x128xf32>
    %57 = vector.shape_cast %56 : vector<1x128xf32> to vector<1x128xf32>
    %58 = vector.broadcast %57 : vector<1x128xf32> to vector<128x128xf32>
    %59 = tpu.transpose %58, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %60 = vector.load %arg17[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %61 = vector.shape_cast %60 : vector<128x128xf32> to vector<128x128xf32>
    %62 = vector.shape_cast %59 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg17[%c256, %c0], %62 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %63 = vector.load %arg10[%c3, %c0, %c0] : memref<4x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %64 = vector.shape_cast %63 : vector<1x1x128xf32> to vector<1x128xf32>
    %65 = vector.shape_cast %64 : vector<1x128xf32> to vector<1x128xf32>
    %66 = vector.broadcast %65 : vector<1x128xf32> to vector<128x128xf32>
    %67 = tpu.transpose %66, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c384 = arith.constant 384 : index
    %c0 = arith.constant 0 : index
    %68 = vector.load %arg17[%c384, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %69 = vector.shape_cast %68 : vector<128x128xf32> to vector<128x128xf32>
    %70 = vector.shape_cast %67 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg17[%c384, %c0], %70 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %71 = arith.index_cast %arg1 : i32 to index
    %72 = memref.load %arg2[%71] : memref<2xi8, #tpu.memory_space<smem>>
    %73 = arith.extsi %72 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %74 = arith.addi %arg1, %c1_i32 : i32
    %75 = arith.index_cast %74 : i32 to index
    %76 = memref.load %arg2[%75] : memref<2xi8, #tpu.memory_space<smem>>
    %77 = arith.extsi %76 : i8 to i32
    %78 = arith.cmpi slt, %73, %77 : i32
    %79 = arith.extui %78 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %80 = arith.cmpi ne, %79, %c0_i32 : i32
    scf.if %80 {
      %c0_i32 = arith.constant 0 : i32
      %99 = arith.addi %2, %c0_i32 : i32
      %100 = arith.index_cast %73 : i32 to index
      %101 = memref.load %arg3[%100] : memref<2xi8, #tpu.memory_space<smem>>
      %102 = arith.extsi %101 : i8 to i32
      %103 = arith.addi %102, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %104 = arith.divsi %99, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %105 = arith.muli %103, %c512_i32 : i32
      %106 = tpu.assume_multiple %105, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %107 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %108 = tpu.memref_squeeze %107 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %110 = tpu.memref_squeeze %109 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %111 = tpu.memref_slice %arg12[%104, %106, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%112 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%110 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%108 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %81 = arith.addi %c0_i32, %c1_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %82 = arith.minsi %73, %c1_i32 : i32
    %83 = arith.index_cast %82 : i32 to index
    %84 = memref.load %arg4[%83] : memref<2xi8, #tpu.memory_space<smem>>
    %85 = arith.extsi %84 : i8 to i32
    %86 = arith.cmpi sge, %81, %85 : i32
    %c1_i32 = arith.constant 1 : i32
    %87 = arith.addi %73, %c1_i32 : i32
    %88 = arith.select %86, %87, %73 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %89 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %90 = arith.select %86, %c0_i32, %89 : i32
    %91 = arith.cmpi slt, %88, %77 : i32
    %92 = arith.extui %91 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %93 = arith.cmpi ne, %92, %c0_i32 : i32
    scf.if %93 {
      %c0_i32 = arith.constant 0 : i32
      %99 = arith.addi %2, %c0_i32 : i32
      %100 = arith.index_cast %88 : i32 to index
      %101 = memref.load %arg3[%100] : memref<2xi8, #tpu.memory_space<smem>>
      %102 = arith.extsi %101 : i8 to i32
      %103 = arith.addi %102, %90 : i32
      %c4_i32 = arith.constant 4 : i32
      %104 = arith.divsi %99, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %105 = arith.muli %103, %c512_i32 : i32
      %106 = tpu.assume_multiple %105, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %107 = tpu.memref_slice %arg19[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %108 = tpu.memref_squeeze %107 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %109 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %110 = tpu.memref_squeeze %109 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %111 = tpu.memref_slice %arg12[%104, %106, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%112 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%110 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%108 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %94:7 = scf.while (%arg20 = %73, %arg21 = %c0_i32, %arg22 = %88, %arg23 = %90, %arg24 = %c0_i32, %arg25 = %c1_i32, %arg26 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %99 = arith.cmpi slt, %arg20, %77 : i32
      scf.condition(%99) %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32):
      %99 = arith.index_cast %arg20 : i32 to index
      %100 = memref.load %arg5[%99] : memref<2xi8, #tpu.memory_space<smem>>
      %101 = arith.extsi %100 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %102 = arith.cmpi eq, %101, %c2_i32 : i32
      %103 = arith.extui %102 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %104 = arith.cmpi ne, %103, %c0_i32 : i32
      %105:2 = scf.if %104 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %106 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %107 = arith.muli %c0_i32, %c512_i32 : i32
        %108 = tpu.assume_multiple %107, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %109 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg12[%106, %108, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %114 = tpu.memref_squeeze %113 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%114 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%112 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %115 = arith.addi %2, %c0_i32 : i32
        %116 = arith.index_cast %arg20 : i32 to index
        %117 = memref.load %arg6[%116] : memref<2xi8, #tpu.memory_space<smem>>
        %118 = arith.extsi %117 : i8 to i32
        %119 = arith.index_cast %arg20 : i32 to index
        %120 = memref.load %arg5[%119] : memref<2xi8, #tpu.memory_space<smem>>
        %121 = arith.extsi %120 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %122 = arith.cmpi eq, %121, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = arith.select %122, %arg21, %c0_i32 : i32
        %124 = arith.addi %118, %123 : i32
        %125 = arith.index_cast %arg20 : i32 to index
        %126 = memref.load %arg3[%125] : memref<2xi8, #tpu.memory_space<smem>>
        %127 = arith.extsi %126 : i8 to i32
        %128 = arith.addi %127, %arg21 : i32
        %c4_i32 = arith.constant 4 : i32
        %129 = arith.divsi %115, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %130 = arith.muli %128, %c512_i32 : i32
        %131 = tpu.assume_multiple %130, 512 : i32
        %132 = arith.index_cast %129 : i32 to index
        %133 = arith.index_cast %131 : i32 to index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg11[%132, %133, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %135 = vector.shape_cast %134 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %137 = vector.shape_cast %136 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %138 = vector.shape_cast %137 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %139 = tpu.matmul %138, %135, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %140 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %141 = arith.mulf %139, %140 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %143 = tpu.concatenate %142, %142, %142, %142 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %144 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %145 = arith.mulf %143, %144 : vector<512x512xf32>
        %146 = arith.subf %141, %145 : vector<512x512xf32>
        %147 = math.exp2 %146 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg8[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %149 = vector.shape_cast %148 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %150 = vector.shape_cast %149 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %151 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg18[%151, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %153 = vector.shape_cast %152 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %154 = tpu.matmul %150, %153, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %156 = tpu.concatenate %155, %155, %155, %155 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %157 = arith.subf %154, %156 : vector<512x512xf32>
        %158 = arith.mulf %147, %157 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %160 = arith.truncf %158 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %161 = tpu.matmul %160, %135, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %162 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %163 = arith.mulf %161, %162 : vector<512x128xf32>
        %164 = arith.addf %159, %163 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %165 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %166 = vector.shape_cast %165 : vector<512x128xf32> to vector<512x128xf32>
        %167 = vector.shape_cast %164 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %167 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %168 = arith.addi %arg23, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %169 = arith.minsi %arg22, %c1_i32 : i32
        %170 = arith.index_cast %169 : i32 to index
        %171 = memref.load %arg4[%170] : memref<2xi8, #tpu.memory_space<smem>>
        %172 = arith.extsi %171 : i8 to i32
        %173 = arith.cmpi sge, %168, %172 : i32
        %c1_i32 = arith.constant 1 : i32
        %174 = arith.addi %arg22, %c1_i32 : i32
        %175 = arith.select %173, %174, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %176 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %177 = arith.select %173, %c0_i32, %176 : i32
        %178 = arith.cmpi slt, %175, %77 : i32
        %179 = arith.extui %178 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %180 = arith.cmpi ne, %179, %c0_i32 : i32
        scf.if %180 {
          %c0_i32 = arith.constant 0 : i32
          %181 = arith.addi %2, %c0_i32 : i32
          %182 = arith.index_cast %175 : i32 to index
          %183 = memref.load %arg6[%182] : memref<2xi8, #tpu.memory_space<smem>>
          %184 = arith.extsi %183 : i8 to i32
          %185 = arith.index_cast %175 : i32 to index
          %186 = memref.load %arg5[%185] : memref<2xi8, #tpu.memory_space<smem>>
          %187 = arith.extsi %186 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %188 = arith.cmpi eq, %187, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %189 = arith.select %188, %177, %c0_i32 : i32
          %190 = arith.addi %184, %189 : i32
          %191 = arith.index_cast %175 : i32 to index
          %192 = memref.load %arg3[%191] : memref<2xi8, #tpu.memory_space<smem>>
          %193 = arith.extsi %192 : i8 to i32
          %194 = arith.addi %193, %177 : i32
          %c4_i32 = arith.constant 4 : i32
          %195 = arith.divsi %181, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %196 = arith.muli %194, %c512_i32 : i32
          %197 = tpu.assume_multiple %196, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %198 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %199 = tpu.memref_squeeze %198 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %200 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %201 = tpu.memref_squeeze %200 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %202 = tpu.memref_slice %arg12[%195, %197, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %203 = tpu.memref_squeeze %202 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%203 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%201 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%199 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %175, %177 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %106 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %107 = arith.muli %c0_i32, %c512_i32 : i32
        %108 = tpu.assume_multiple %107, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %109 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg12[%106, %108, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %114 = tpu.memref_squeeze %113 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%114 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%112 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %115 = arith.addi %2, %c0_i32 : i32
        %116 = arith.index_cast %arg20 : i32 to index
        %117 = memref.load %arg6[%116] : memref<2xi8, #tpu.memory_space<smem>>
        %118 = arith.extsi %117 : i8 to i32
        %119 = arith.index_cast %arg20 : i32 to index
        %120 = memref.load %arg5[%119] : memref<2xi8, #tpu.memory_space<smem>>
        %121 = arith.extsi %120 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %122 = arith.cmpi eq, %121, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = arith.select %122, %arg21, %c0_i32 : i32
        %124 = arith.addi %118, %123 : i32
        %125 = arith.index_cast %arg20 : i32 to index
        %126 = memref.load %arg3[%125] : memref<2xi8, #tpu.memory_space<smem>>
        %127 = arith.extsi %126 : i8 to i32
        %128 = arith.addi %127, %arg21 : i32
        %c4_i32 = arith.constant 4 : i32
        %129 = arith.divsi %115, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %130 = arith.muli %128, %c512_i32 : i32
        %131 = tpu.assume_multiple %130, 512 : i32
        %132 = arith.index_cast %129 : i32 to index
        %133 = arith.index_cast %131 : i32 to index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg11[%132, %133, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %135 = vector.shape_cast %134 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %137 = vector.shape_cast %136 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %138 = vector.shape_cast %137 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %139 = tpu.matmul %138, %135, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %140 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %141 = arith.mulf %139, %140 : vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %142 = tpu.memref_slice %arg13[%124, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %143 = tpu.memref_squeeze %142 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %143[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %145 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %146 = arith.cmpi ne, %144, %145 : vector<128x512xi8>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %148 = tpu.concatenate %147, %147, %147, %147 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %149 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %150 = arith.mulf %148, %149 : vector<512x512xf32>
        %151 = arith.subf %141, %150 : vector<512x512xf32>
        %152 = math.exp2 %151 : vector<512x512xf32>
        %153 = vector.shape_cast %152 : vector<512x512xf32> to vector<4x128x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %154 = vector.shape_cast %146 : vector<128x512xi1> to vector<1x128x512xi1>
        %155 = vector.broadcast %154 : vector<1x128x512xi1> to vector<4x128x512xi1>
        %156 = vector.broadcast %cst_x8ee5ec : f32 to vector<4x128x512xf32>
        %157 = arith.select %155, %153, %156 : vector<4x128x512xi1>, vector<4x128x512xf32>
        %158 = vector.shape_cast %157 : vector<4x128x512xf32> to vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg8[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %160 = vector.shape_cast %159 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %161 = vector.shape_cast %160 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %162 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %163 = vector.load %arg18[%162, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %164 = vector.shape_cast %163 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %165 = tpu.matmul %161, %164, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %166 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %167 = tpu.concatenate %166, %166, %166, %166 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %168 = arith.subf %165, %167 : vector<512x512xf32>
        %169 = arith.mulf %158, %168 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %170 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %171 = arith.truncf %169 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %172 = tpu.matmul %171, %135, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %173 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %174 = arith.mulf %172, %173 : vector<512x128xf32>
        %175 = arith.addf %170, %174 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %176 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %177 = vector.shape_cast %176 : vector<512x128xf32> to vector<512x128xf32>
        %178 = vector.shape_cast %175 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %178 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %179 = arith.addi %arg23, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %180 = arith.minsi %arg22, %c1_i32 : i32
        %181 = arith.index_cast %180 : i32 to index
        %182 = memref.load %arg4[%181] : memref<2xi8, #tpu.memory_space<smem>>
        %183 = arith.extsi %182 : i8 to i32
        %184 = arith.cmpi sge, %179, %183 : i32
        %c1_i32 = arith.constant 1 : i32
        %185 = arith.addi %arg22, %c1_i32 : i32
        %186 = arith.select %184, %185, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %187 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %188 = arith.select %184, %c0_i32, %187 : i32
        %189 = arith.cmpi slt, %186, %77 : i32
        %190 = arith.extui %189 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %191 = arith.cmpi ne, %190, %c0_i32 : i32
        scf.if %191 {
          %c0_i32 = arith.constant 0 : i32
          %192 = arith.addi %2, %c0_i32 : i32
          %193 = arith.index_cast %186 : i32 to index
          %194 = memref.load %arg6[%193] : memref<2xi8, #tpu.memory_space<smem>>
          %195 = arith.extsi %194 : i8 to i32
          %196 = arith.index_cast %186 : i32 to index
          %197 = memref.load %arg5[%196] : memref<2xi8, #tpu.memory_space<smem>>
          %198 = arith.extsi %197 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %199 = arith.cmpi eq, %198, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %200 = arith.select %199, %188, %c0_i32 : i32
          %201 = arith.addi %195, %200 : i32
          %202 = arith.index_cast %186 : i32 to index
          %203 = memref.load %arg3[%202] : memref<2xi8, #tpu.memory_space<smem>>
          %204 = arith.extsi %203 : i8 to i32
          %205 = arith.addi %204, %188 : i32
          %c4_i32 = arith.constant 4 : i32
          %206 = arith.divsi %192, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %207 = arith.muli %205, %c512_i32 : i32
          %208 = tpu.assume_multiple %207, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %209 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %210 = tpu.memref_squeeze %209 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %211 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %212 = tpu.memref_squeeze %211 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %213 = tpu.memref_slice %arg12[%206, %208, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %214 = tpu.memref_squeeze %213 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%214 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%212 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%210 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %186, %188 : i32, i32
      }
      scf.yield %arg22, %arg23, %105#0, %105#1, %arg25, %arg26, %arg24 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %95 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %96 = arith.truncf %95 : vector<512x128xf32> to vector<512x128xbf16>
    %97 = vector.shape_cast %96 : vector<512x128xbf16> to vector<4x128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %98 = vector.load %arg14[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %97 {strides = array<i32>} : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:f2012ad3aa87f3bf6ecb9e732193b391b4a2f4c346e9099090596b0bd443f9ad
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<32x128x128xbf16, #tpu.memory_space<vmem>>, %arg11: memref<32x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<32x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<32x1x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xi8, #tpu.memory_space<vmem>>, %arg15: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg19: memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 8, 4>, scalar_prefetch = 5 : i64, scratch_operands = 3 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_2, window_bounds = array<i64: 32, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 32, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 32, 1, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_5, window_bounds = array<i64: 32, 1, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c3_i32 = arith.constant 3 : i32
    %6 = arith.cmpi eq, %arg2, %c3_i32 : i32
    %7 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %8 = arith.cmpi ne, %7, %c0_i32 : i32
    scf.if %8 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %19 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %20 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %21 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
      %22 = vector.shape_cast %19 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg17[%c0, %c0], %22 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %23 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %24 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = vector.shape_cast %24 : vector<512x128xf32> to vector<512x128xf32>
      %26 = vector.shape_cast %23 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg18[%c0, %c0], %26 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %9 = arith.index_cast %arg1 : i32 to index
    %10 = memref.load %arg3[%9] : memref<9xi8, #tpu.memory_space<smem>>
    %11 = arith.extsi %10 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %12 = arith.addi %arg1, %c1_i32 : i32
    %13 = arith.index_cast %12 : i32 to index
    %14 = memref.load %arg3[%13] : memref<9xi8, #tpu.memory_space<smem>>
    %15 = arith.extsi %14 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %16:2 = scf.while (%arg20 = %11, %arg21 = %c0_i32) : (i32, i32) -> (i32, i32) {
      %19 = arith.cmpi slt, %arg20, %15 : i32
      scf.condition(%19) %arg20, %arg21 : i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32):
      %19 = arith.index_cast %arg20 : i32 to index
      %20 = memref.load %arg6[%19] : memref<8xi8, #tpu.memory_space<smem>>
      %21 = arith.extsi %20 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %22 = arith.cmpi eq, %21, %c2_i32 : i32
      %23 = arith.extui %22 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.cmpi ne, %23, %c0_i32 : i32
      %25:2 = scf.if %24 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %26 = arith.addi %4, %c0_i32 : i32
        %27 = arith.index_cast %arg20 : i32 to index
        %28 = memref.load %arg7[%27] : memref<8xi8, #tpu.memory_space<smem>>
        %29 = arith.extsi %28 : i8 to i32
        %30 = arith.index_cast %arg20 : i32 to index
        %31 = memref.load %arg6[%30] : memref<8xi8, #tpu.memory_space<smem>>
        %32 = arith.extsi %31 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %33 = arith.cmpi eq, %32, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %34 = arith.select %33, %arg21, %c0_i32 : i32
        %35 = arith.addi %29, %34 : i32
        %36 = arith.index_cast %arg20 : i32 to index
        %37 = memref.load %arg4[%36] : memref<8xi8, #tpu.memory_space<smem>>
        %38 = arith.extsi %37 : i8 to i32
        %39 = arith.addi %38, %arg21 : i32
        %c128_i32 = arith.constant 128 : i32
        %40 = arith.muli %39, %c128_i32 : i32
        %41 = tpu.assume_multiple %40, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %42 = arith.muli %39, %c128_i32 : i32
        %43 = tpu.assume_multiple %42, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %44 = arith.muli %39, %c128_i32 : i32
        %45 = tpu.assume_multiple %44, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %46 = arith.muli %39, %c128_i32 : i32
        %47 = tpu.assume_multiple %46, 128 : i32
        %48 = arith.index_cast %26 : i32 to index
        %49 = arith.index_cast %41 : i32 to index
        %c0 = arith.constant 0 : index
        %50 = vector.load %arg10[%48, %49, %c0] : memref<32x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %51 = vector.shape_cast %50 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %52 = arith.index_cast %26 : i32 to index
        %53 = arith.index_cast %43 : i32 to index
        %c0 = arith.constant 0 : index
        %54 = vector.load %arg11[%52, %53, %c0] : memref<32x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %55 = vector.shape_cast %54 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %56 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %57 = vector.shape_cast %56 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %58 = tpu.matmul %57, %51, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %59 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %60 = arith.mulf %58, %59 : vector<512x128xf32>
        %61 = arith.index_cast %26 : i32 to index
        %c0 = arith.constant 0 : index
        %62 = arith.index_cast %45 : i32 to index
        %63 = vector.load %arg12[%61, %c0, %62] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %64 = vector.shape_cast %63 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %65 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %66 = arith.mulf %64, %65 : vector<1x128xf32>
        %67 = vector.broadcast %66 : vector<1x128xf32> to vector<512x128xf32>
        %68 = arith.subf %60, %67 : vector<512x128xf32>
        %69 = math.exp2 %68 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %70 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %71 = arith.truncf %69 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %72 = tpu.matmul %71, %55, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %73 = arith.addf %70, %72 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %74 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %75 = vector.shape_cast %74 : vector<512x128xf32> to vector<512x128xf32>
        %76 = vector.shape_cast %73 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %76 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %77 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %78 = vector.shape_cast %77 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %79 = tpu.matmul %78, %55, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %80 = arith.index_cast %26 : i32 to index
        %c0 = arith.constant 0 : index
        %81 = arith.index_cast %47 : i32 to index
        %82 = vector.load %arg13[%80, %c0, %81] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %83 = vector.shape_cast %82 : vector<1x1x128xf32> to vector<1x128xf32>
        %84 = vector.broadcast %83 : vector<1x128xf32> to vector<512x128xf32>
        %85 = arith.subf %79, %84 : vector<512x128xf32>
        %86 = arith.mulf %69, %85 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %88 = arith.truncf %86 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %89 = tpu.matmul %88, %51, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %90 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %91 = arith.mulf %89, %90 : vector<512x128xf32>
        %92 = arith.addf %87, %91 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %94 = vector.shape_cast %93 : vector<512x128xf32> to vector<512x128xf32>
        %95 = vector.shape_cast %92 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %95 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %96 = arith.addi %arg21, %c1_i32 : i32
        %c7_i32 = arith.constant 7 : i32
        %97 = arith.minsi %arg20, %c7_i32 : i32
        %98 = arith.index_cast %97 : i32 to index
        %99 = memref.load %arg5[%98] : memref<8xi8, #tpu.memory_space<smem>>
        %100 = arith.extsi %99 : i8 to i32
        %101 = arith.cmpi sge, %96, %100 : i32
        %c1_i32 = arith.constant 1 : i32
        %102 = arith.addi %arg20, %c1_i32 : i32
        %103 = arith.select %101, %102, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %104 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = arith.select %101, %c0_i32, %104 : i32
        scf.yield %103, %105 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %26 = arith.addi %4, %c0_i32 : i32
        %27 = arith.index_cast %arg20 : i32 to index
        %28 = memref.load %arg7[%27] : memref<8xi8, #tpu.memory_space<smem>>
        %29 = arith.extsi %28 : i8 to i32
        %30 = arith.index_cast %arg20 : i32 to index
        %31 = memref.load %arg6[%30] : memref<8xi8, #tpu.memory_space<smem>>
        %32 = arith.extsi %31 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %33 = arith.cmpi eq, %32, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %34 = arith.select %33, %arg21, %c0_i32 : i32
        %35 = arith.addi %29, %34 : i32
        %36 = arith.index_cast %arg20 : i32 to index
        %37 = memref.load %arg4[%36] : memref<8xi8, #tpu.memory_space<smem>>
        %38 = arith.extsi %37 : i8 to i32
        %39 = arith.addi %38, %arg21 : i32
        %c128_i32 = arith.constant 128 : i32
        %40 = arith.muli %39, %c128_i32 : i32
        %41 = tpu.assume_multiple %40, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %42 = arith.muli %39, %c128_i32 : i32
        %43 = tpu.assume_multiple %42, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %44 = arith.muli %39, %c128_i32 : i32
        %45 = tpu.assume_multiple %44, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %46 = arith.muli %39, %c128_i32 : i32
        %47 = tpu.assume_multiple %46, 128 : i32
        %48 = arith.index_cast %26 : i32 to index
        %49 = arith.index_cast %41 : i32 to index
        %c0 = arith.constant 0 : index
        %50 = vector.load %arg10[%48, %49, %c0] : memref<32x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %51 = vector.shape_cast %50 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %52 = arith.index_cast %26 : i32 to index
        %53 = arith.index_cast %43 : i32 to index
        %c0 = arith.constant 0 : index
        %54 = vector.load %arg11[%52, %53, %c0] : memref<32x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %55 = vector.shape_cast %54 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %56 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %57 = vector.shape_cast %56 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %58 = tpu.matmul %57, %51, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %59 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x128xf32>
        %60 = arith.mulf %58, %59 : vector<512x128xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg14[%35, %c0_i32, %c0_i32] : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<1x512x128xi8, #tpu.memory_space<vmem>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x128xi8, #tpu.memory_space<vmem>> -> memref<512x128xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %63 = vector.load %62[%c0, %c0] : memref<512x128xi8, #tpu.memory_space<vmem>>, vector<512x128xi8>
        %c0_i8 = arith.constant 0 : i8
        %64 = vector.broadcast %c0_i8 : i8 to vector<512x128xi8>
        %65 = arith.cmpi ne, %63, %64 : vector<512x128xi8>
        %66 = arith.index_cast %26 : i32 to index
        %c0 = arith.constant 0 : index
        %67 = arith.index_cast %45 : i32 to index
        %68 = vector.load %arg12[%66, %c0, %67] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %69 = vector.shape_cast %68 : vector<1x1x128xf32> to vector<1x128xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %70 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
        %71 = arith.mulf %69, %70 : vector<1x128xf32>
        %72 = vector.broadcast %71 : vector<1x128xf32> to vector<512x128xf32>
        %73 = arith.subf %60, %72 : vector<512x128xf32>
        %74 = math.exp2 %73 : vector<512x128xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %75 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
        %76 = arith.select %65, %74, %75 : vector<512x128xi1>, vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %77 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %78 = arith.truncf %76 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %79 = tpu.matmul %78, %55, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %80 = arith.addf %77, %79 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %82 = vector.shape_cast %81 : vector<512x128xf32> to vector<512x128xf32>
        %83 = vector.shape_cast %80 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg18[%c0, %c0], %83 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %86 = tpu.matmul %85, %55, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %87 = arith.index_cast %26 : i32 to index
        %c0 = arith.constant 0 : index
        %88 = arith.index_cast %47 : i32 to index
        %89 = vector.load %arg13[%87, %c0, %88] : memref<32x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
        %90 = vector.shape_cast %89 : vector<1x1x128xf32> to vector<1x128xf32>
        %91 = vector.broadcast %90 : vector<1x128xf32> to vector<512x128xf32>
        %92 = arith.subf %86, %91 : vector<512x128xf32>
        %93 = arith.mulf %76, %92 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %95 = arith.truncf %93 : vector<512x128xf32> to vector<512x128xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %96 = tpu.matmul %95, %51, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<128x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %97 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %98 = arith.mulf %96, %97 : vector<512x128xf32>
        %99 = arith.addf %94, %98 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %101 = vector.shape_cast %100 : vector<512x128xf32> to vector<512x128xf32>
        %102 = vector.shape_cast %99 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %102 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %103 = arith.addi %arg21, %c1_i32 : i32
        %c7_i32 = arith.constant 7 : i32
        %104 = arith.minsi %arg20, %c7_i32 : i32
        %105 = arith.index_cast %104 : i32 to index
        %106 = memref.load %arg5[%105] : memref<8xi8, #tpu.memory_space<smem>>
        %107 = arith.extsi %106 : i8 to i32
        %108 = arith.cmpi sge, %103, %107 : i32
        %c1_i32 = arith.constant 1 : i32
        %109 = arith.addi %arg20, %c1_i32 : i32
        %110 = arith.select %108, %109, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %111 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %112 = arith.select %108, %c0_i32, %111 : i32
        scf.yield %110, %112 : i32, i32
      }
      scf.yield %25#0, %25#1 : i32, i32
    }
    %17 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %18 = arith.cmpi ne, %17, %c0_i32 : i32
    scf.if %18 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %19 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %20 = arith.truncf %19 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %21 = vector.load %arg15[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %22 = vector.shape_cast %21 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %23 = vector.shape_cast %20 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg15[%c0, %c0, %c0], %23 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %24 = vector.load %arg18[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %25 = arith.truncf %24 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %26 = vector.load %arg16[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %27 = vector.shape_cast %26 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %28 = vector.shape_cast %25 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg16[%c0, %c0, %c0], %28 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<9xi8, #tpu.memory_space<smem>>, %arg4: memref<8xi8, #tpu.memory_space<smem>>, %arg5: memref<8xi8, #tpu.memory_space<smem>>, %arg6: memref<8xi8, #tpu.memory_space<smem>>, %arg7: memref<8xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %1 = arith.divsi %0, %c8_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c4_i32 = arith.constant 4 : i32
    %5 = arith.divsi %4, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c8_i32 = arith.constant 8 : i32
    %7 = arith.remsi %6, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
