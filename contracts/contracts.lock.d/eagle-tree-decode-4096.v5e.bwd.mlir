module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result[0]"}, tensor<32x128x128xbf16> {jax.result_info = "result[1][0]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][1]"}, tensor<8x4096x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b57a612f0a2890b9d0525950301084a23a6d31bef07f0cf365c8b75a764477c3\22, \22cost_estimate\22: {\22bytes_accessed\22: 71303168, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> (tensor<32x128x128xbf16>, tensor<32x1x128xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x128x128xbf16>) -> tensor<32x128x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x128x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %3#0, %3#1, %8, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:44e8e5e028643602d2031e34cf8debe4becfdd13fd69e229c381a1775dbb3b83\22, \22cost_estimate\22: {\22bytes_accessed\22: 72351744, \22flops\22: 12884901888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 10}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<32x128x128xbf16>, tensor<32x1x128xf32>, tensor<32x1x128xf32>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:b57a612f0a2890b9d0525950301084a23a6d31bef07f0cf365c8b75a764477c3
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg11: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %2 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %3 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %4 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    %5 = vector.shape_cast %2 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %5 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %6 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %7 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %8 = vector.shape_cast %7 : vector<128x128xf32> to vector<128x128xf32>
    %9 = vector.shape_cast %6 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %9 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %10 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %11 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %12 = vector.shape_cast %11 : vector<128x128xf32> to vector<128x128xf32>
    %13 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %13 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %14 = arith.index_cast %arg1 : i32 to index
    %15 = memref.load %arg2[%14] : memref<2xi8, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %17 = arith.addi %arg1, %c1_i32 : i32
    %18 = arith.index_cast %17 : i32 to index
    %19 = memref.load %arg2[%18] : memref<2xi8, #tpu.memory_space<smem>>
    %20 = arith.extsi %19 : i8 to i32
    %21 = arith.cmpi slt, %16, %20 : i32
    %22 = arith.extui %21 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %23 = arith.cmpi ne, %22, %c0_i32 : i32
    scf.if %23 {
      %c0_i32 = arith.constant 0 : i32
      %66 = arith.addi %1, %c0_i32 : i32
      %67 = arith.index_cast %16 : i32 to index
      %68 = memref.load %arg3[%67] : memref<2xi8, #tpu.memory_space<smem>>
      %69 = arith.extsi %68 : i8 to i32
      %70 = arith.addi %69, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %71 = arith.divsi %66, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %72 = arith.muli %70, %c512_i32 : i32
      %73 = tpu.assume_multiple %72, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %74 = tpu.memref_slice %arg17[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg9[%71, %73, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%79 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%77 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %24 = arith.addi %c0_i32, %c1_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %25 = arith.minsi %16, %c1_i32 : i32
    %26 = arith.index_cast %25 : i32 to index
    %27 = memref.load %arg4[%26] : memref<2xi8, #tpu.memory_space<smem>>
    %28 = arith.extsi %27 : i8 to i32
    %29 = arith.cmpi sge, %24, %28 : i32
    %c1_i32 = arith.constant 1 : i32
    %30 = arith.addi %16, %c1_i32 : i32
    %31 = arith.select %29, %30, %16 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %32 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %33 = arith.select %29, %c0_i32, %32 : i32
    %34 = arith.cmpi slt, %31, %20 : i32
    %35 = arith.extui %34 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %36 = arith.cmpi ne, %35, %c0_i32 : i32
    scf.if %36 {
      %c0_i32 = arith.constant 0 : i32
      %66 = arith.addi %1, %c0_i32 : i32
      %67 = arith.index_cast %31 : i32 to index
      %68 = memref.load %arg3[%67] : memref<2xi8, #tpu.memory_space<smem>>
      %69 = arith.extsi %68 : i8 to i32
      %70 = arith.addi %69, %33 : i32
      %c4_i32 = arith.constant 4 : i32
      %71 = arith.divsi %66, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %72 = arith.muli %70, %c512_i32 : i32
      %73 = tpu.assume_multiple %72, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %74 = tpu.memref_slice %arg17[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg9[%71, %73, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%79 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%77 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %37:7 = scf.while (%arg18 = %16, %arg19 = %c0_i32, %arg20 = %31, %arg21 = %33, %arg22 = %c0_i32, %arg23 = %c1_i32, %arg24 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %66 = arith.cmpi slt, %arg18, %20 : i32
      scf.condition(%66) %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
      %66 = arith.index_cast %arg18 : i32 to index
      %67 = memref.load %arg5[%66] : memref<2xi8, #tpu.memory_space<smem>>
      %68 = arith.extsi %67 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %69 = arith.cmpi eq, %68, %c2_i32 : i32
      %70 = arith.extui %69 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %71 = arith.cmpi ne, %70, %c0_i32 : i32
      %72:2 = scf.if %71 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %73 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %74 = arith.muli %c0_i32, %c512_i32 : i32
        %75 = tpu.assume_multiple %74, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %76 = tpu.memref_slice %arg17[%arg22, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg9[%73, %75, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%79 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %82 = arith.addi %1, %c0_i32 : i32
        %83 = arith.index_cast %arg18 : i32 to index
        %84 = memref.load %arg6[%83] : memref<2xi8, #tpu.memory_space<smem>>
        %85 = arith.extsi %84 : i8 to i32
        %86 = arith.index_cast %arg18 : i32 to index
        %87 = memref.load %arg5[%86] : memref<2xi8, #tpu.memory_space<smem>>
        %88 = arith.extsi %87 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %89 = arith.cmpi eq, %88, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = arith.select %89, %arg19, %c0_i32 : i32
        %91 = arith.addi %85, %90 : i32
        %92 = arith.index_cast %arg18 : i32 to index
        %93 = memref.load %arg3[%92] : memref<2xi8, #tpu.memory_space<smem>>
        %94 = arith.extsi %93 : i8 to i32
        %95 = arith.addi %94, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %96 = arith.divsi %82, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %95, %c512_i32 : i32
        %98 = tpu.assume_multiple %97, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %100 = vector.shape_cast %99 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %101 = arith.index_cast %96 : i32 to index
        %102 = arith.index_cast %98 : i32 to index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg8[%101, %102, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %104 = vector.shape_cast %103 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %105 = tpu.matmul %100, %104, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %106 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %107 = arith.mulf %105, %106 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %109 = vector.multi_reduction <maximumf>, %107, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %110 = vector.shape_cast %109 : vector<128xf32> to vector<128x1xf32>
        %111 = vector.broadcast %110 : vector<128x1xf32> to vector<128x128xf32>
        %112 = arith.maximumf %108, %111 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %113 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %114 = arith.maximumf %112, %113 : vector<128x128xf32>
        %115 = tpu.concatenate %114, %114, %114, %114 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %116 = arith.subf %107, %115 : vector<128x512xf32>
        %117 = math.exp2 %116 : vector<128x512xf32>
        %118 = arith.subf %108, %114 : vector<128x128xf32>
        %119 = math.exp2 %118 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %121 = arith.mulf %119, %120 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %122 = vector.multi_reduction <add>, %117, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %123 = vector.shape_cast %122 : vector<128xf32> to vector<128x1xf32>
        %124 = vector.broadcast %123 : vector<128x1xf32> to vector<128x128xf32>
        %125 = arith.addf %121, %124 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %127 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
        %128 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %128 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %129 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg16[%129, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %131 = vector.shape_cast %130 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %133 = arith.mulf %119, %132 : vector<128x128xf32>
        %134 = arith.truncf %117 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %135 = tpu.matmul %134, %131, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %136 = arith.addf %133, %135 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %138 = vector.shape_cast %137 : vector<128x128xf32> to vector<128x128xf32>
        %139 = vector.shape_cast %136 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %139 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %141 = vector.shape_cast %140 : vector<128x128xf32> to vector<128x128xf32>
        %142 = vector.shape_cast %112 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %142 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %143 = arith.addi %arg21, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %144 = arith.minsi %arg20, %c1_i32 : i32
        %145 = arith.index_cast %144 : i32 to index
        %146 = memref.load %arg4[%145] : memref<2xi8, #tpu.memory_space<smem>>
        %147 = arith.extsi %146 : i8 to i32
        %148 = arith.cmpi sge, %143, %147 : i32
        %c1_i32 = arith.constant 1 : i32
        %149 = arith.addi %arg20, %c1_i32 : i32
        %150 = arith.select %148, %149, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %151 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %152 = arith.select %148, %c0_i32, %151 : i32
        %153 = arith.cmpi slt, %150, %20 : i32
        %154 = arith.extui %153 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %155 = arith.cmpi ne, %154, %c0_i32 : i32
        scf.if %155 {
          %c0_i32 = arith.constant 0 : i32
          %156 = arith.addi %1, %c0_i32 : i32
          %157 = arith.index_cast %150 : i32 to index
          %158 = memref.load %arg6[%157] : memref<2xi8, #tpu.memory_space<smem>>
          %159 = arith.extsi %158 : i8 to i32
          %160 = arith.index_cast %150 : i32 to index
          %161 = memref.load %arg5[%160] : memref<2xi8, #tpu.memory_space<smem>>
          %162 = arith.extsi %161 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %163 = arith.cmpi eq, %162, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = arith.select %163, %152, %c0_i32 : i32
          %165 = arith.addi %159, %164 : i32
          %166 = arith.index_cast %150 : i32 to index
          %167 = memref.load %arg3[%166] : memref<2xi8, #tpu.memory_space<smem>>
          %168 = arith.extsi %167 : i8 to i32
          %169 = arith.addi %168, %152 : i32
          %c4_i32 = arith.constant 4 : i32
          %170 = arith.divsi %156, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %171 = arith.muli %169, %c512_i32 : i32
          %172 = tpu.assume_multiple %171, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %173 = tpu.memref_slice %arg17[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %176 = tpu.memref_squeeze %175 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg9[%170, %172, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %178 = tpu.memref_squeeze %177 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%178 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%176 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %150, %152 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %73 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %74 = arith.muli %c0_i32, %c512_i32 : i32
        %75 = tpu.assume_multiple %74, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %76 = tpu.memref_slice %arg17[%arg22, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %79 = tpu.memref_squeeze %78 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg9[%73, %75, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %81 = tpu.memref_squeeze %80 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%79 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %82 = arith.addi %1, %c0_i32 : i32
        %83 = arith.index_cast %arg18 : i32 to index
        %84 = memref.load %arg6[%83] : memref<2xi8, #tpu.memory_space<smem>>
        %85 = arith.extsi %84 : i8 to i32
        %86 = arith.index_cast %arg18 : i32 to index
        %87 = memref.load %arg5[%86] : memref<2xi8, #tpu.memory_space<smem>>
        %88 = arith.extsi %87 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %89 = arith.cmpi eq, %88, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = arith.select %89, %arg19, %c0_i32 : i32
        %91 = arith.addi %85, %90 : i32
        %92 = arith.index_cast %arg18 : i32 to index
        %93 = memref.load %arg3[%92] : memref<2xi8, #tpu.memory_space<smem>>
        %94 = arith.extsi %93 : i8 to i32
        %95 = arith.addi %94, %arg19 : i32
        %c4_i32 = arith.constant 4 : i32
        %96 = arith.divsi %82, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %95, %c512_i32 : i32
        %98 = tpu.assume_multiple %97, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %100 = vector.shape_cast %99 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %101 = arith.index_cast %96 : i32 to index
        %102 = arith.index_cast %98 : i32 to index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg8[%101, %102, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %104 = vector.shape_cast %103 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %105 = tpu.matmul %100, %104, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %106 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %107 = arith.mulf %105, %106 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %108 = tpu.memref_slice %arg10[%91, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %109 = tpu.memref_squeeze %108 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %109[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %111 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %112 = arith.cmpi ne, %110, %111 : vector<128x512xi8>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %113 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %114 = arith.select %112, %107, %113 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %116 = vector.multi_reduction <maximumf>, %114, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %117 = vector.shape_cast %116 : vector<128xf32> to vector<128x1xf32>
        %118 = vector.broadcast %117 : vector<128x1xf32> to vector<128x128xf32>
        %119 = arith.maximumf %115, %118 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %120 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %121 = arith.maximumf %119, %120 : vector<128x128xf32>
        %122 = tpu.concatenate %121, %121, %121, %121 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %123 = arith.subf %114, %122 : vector<128x512xf32>
        %124 = math.exp2 %123 : vector<128x512xf32>
        %125 = arith.subf %115, %121 : vector<128x128xf32>
        %126 = math.exp2 %125 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %128 = arith.mulf %126, %127 : vector<128x128xf32>
        %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
        %129 = vector.multi_reduction <add>, %124, %cst_x9a411a [1] : vector<128x512xf32> to vector<128xf32>
        %130 = vector.shape_cast %129 : vector<128xf32> to vector<128x1xf32>
        %131 = vector.broadcast %130 : vector<128x1xf32> to vector<128x128xf32>
        %132 = arith.addf %128, %131 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %134 = vector.shape_cast %133 : vector<128x128xf32> to vector<128x128xf32>
        %135 = vector.shape_cast %132 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %135 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %136 = arith.index_cast %arg22 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg16[%136, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %138 = vector.shape_cast %137 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %140 = arith.mulf %126, %139 : vector<128x128xf32>
        %141 = arith.truncf %124 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %142 = tpu.matmul %141, %138, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %143 = arith.addf %140, %142 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %145 = vector.shape_cast %144 : vector<128x128xf32> to vector<128x128xf32>
        %146 = vector.shape_cast %143 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %146 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %148 = vector.shape_cast %147 : vector<128x128xf32> to vector<128x128xf32>
        %149 = vector.shape_cast %119 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %149 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %150 = arith.addi %arg21, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %151 = arith.minsi %arg20, %c1_i32 : i32
        %152 = arith.index_cast %151 : i32 to index
        %153 = memref.load %arg4[%152] : memref<2xi8, #tpu.memory_space<smem>>
        %154 = arith.extsi %153 : i8 to i32
        %155 = arith.cmpi sge, %150, %154 : i32
        %c1_i32 = arith.constant 1 : i32
        %156 = arith.addi %arg20, %c1_i32 : i32
        %157 = arith.select %155, %156, %arg20 : i32
        %c1_i32 = arith.constant 1 : i32
        %158 = arith.addi %arg21, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %159 = arith.select %155, %c0_i32, %158 : i32
        %160 = arith.cmpi slt, %157, %20 : i32
        %161 = arith.extui %160 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %162 = arith.cmpi ne, %161, %c0_i32 : i32
        scf.if %162 {
          %c0_i32 = arith.constant 0 : i32
          %163 = arith.addi %1, %c0_i32 : i32
          %164 = arith.index_cast %157 : i32 to index
          %165 = memref.load %arg6[%164] : memref<2xi8, #tpu.memory_space<smem>>
          %166 = arith.extsi %165 : i8 to i32
          %167 = arith.index_cast %157 : i32 to index
          %168 = memref.load %arg5[%167] : memref<2xi8, #tpu.memory_space<smem>>
          %169 = arith.extsi %168 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %170 = arith.cmpi eq, %169, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %171 = arith.select %170, %159, %c0_i32 : i32
          %172 = arith.addi %166, %171 : i32
          %173 = arith.index_cast %157 : i32 to index
          %174 = memref.load %arg3[%173] : memref<2xi8, #tpu.memory_space<smem>>
          %175 = arith.extsi %174 : i8 to i32
          %176 = arith.addi %175, %159 : i32
          %c4_i32 = arith.constant 4 : i32
          %177 = arith.divsi %163, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %178 = arith.muli %176, %c512_i32 : i32
          %179 = tpu.assume_multiple %178, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %180 = tpu.memref_slice %arg17[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %181 = tpu.memref_squeeze %180 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %183 = tpu.memref_squeeze %182 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %184 = tpu.memref_slice %arg9[%177, %179, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %185 = tpu.memref_squeeze %184 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%185 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%183 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%181 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %157, %159 : i32, i32
      }
      scf.yield %arg20, %arg21, %72#0, %72#1, %arg23, %arg24, %arg22 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %39 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %40 = arith.cmpf ogt, %38, %39 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %42 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %43 = arith.select %40, %38, %42 : vector<128x128xi1>, vector<128x128xf32>
    %44 = arith.divf %41, %43 : vector<128x128xf32>
    %45 = arith.truncf %44 : vector<128x128xf32> to vector<128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg11[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %47 = vector.shape_cast %46 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %48 = vector.shape_cast %45 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %48 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %50 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %51 = arith.select %40, %38, %50 : vector<128x128xi1>, vector<128x128xf32>
    %52 = math.log %51 : vector<128x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %53 = math.log %cst_x481f63 : f32
    %54 = vector.broadcast %53 : f32 to vector<128x128xf32>
    %55 = arith.divf %52, %54 : vector<128x128xf32>
    %56 = arith.addf %49, %55 : vector<128x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %57 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x128xf32>
    %58 = arith.divf %56, %57 : vector<128x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %59 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %60 = arith.select %40, %58, %59 : vector<128x128xi1>, vector<128x128xf32>
    %61 = tpu.transpose %60, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %62 = vector.extract_strided_slice %61 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %63 = vector.load %arg12[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %64 = vector.shape_cast %63 : vector<1x1x128xf32> to vector<1x128xf32>
    %65 = vector.shape_cast %62 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg12[%c0, %c0, %c0], %65 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
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
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:44e8e5e028643602d2031e34cf8debe4becfdd13fd69e229c381a1775dbb3b83
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg13: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg14: memref<1x128x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_4, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %2 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %3 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %4 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    %5 = vector.shape_cast %2 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %5 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %7 = vector.shape_cast %6 : vector<1x1x128xf32> to vector<1x128xf32>
    %8 = vector.shape_cast %7 : vector<1x128xf32> to vector<1x128xf32>
    %9 = vector.broadcast %8 : vector<1x128xf32> to vector<128x128xf32>
    %10 = tpu.transpose %9, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %11 = vector.load %arg16[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %12 = vector.shape_cast %11 : vector<128x128xf32> to vector<128x128xf32>
    %13 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg16[%c0, %c0], %13 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %15 = vector.shape_cast %14 : vector<1x1x128xf32> to vector<1x128xf32>
    %16 = vector.shape_cast %15 : vector<1x128xf32> to vector<1x128xf32>
    %17 = vector.broadcast %16 : vector<1x128xf32> to vector<128x128xf32>
    %18 = tpu.transpose %17, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %19 = vector.load %arg17[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %20 = vector.shape_cast %19 : vector<128x128xf32> to vector<128x128xf32>
    %21 = vector.shape_cast %18 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg17[%c0, %c0], %21 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %22 = arith.index_cast %arg1 : i32 to index
    %23 = memref.load %arg2[%22] : memref<2xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %25 = arith.addi %arg1, %c1_i32 : i32
    %26 = arith.index_cast %25 : i32 to index
    %27 = memref.load %arg2[%26] : memref<2xi8, #tpu.memory_space<smem>>
    %28 = arith.extsi %27 : i8 to i32
    %29 = arith.cmpi slt, %24, %28 : i32
    %30 = arith.extui %29 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %31 = arith.cmpi ne, %30, %c0_i32 : i32
    scf.if %31 {
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.addi %1, %c0_i32 : i32
      %52 = arith.index_cast %24 : i32 to index
      %53 = memref.load %arg3[%52] : memref<2xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %56 = arith.divsi %51, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %59 = tpu.memref_slice %arg19[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg12[%56, %58, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%62 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %32 = arith.addi %c0_i32, %c1_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %33 = arith.minsi %24, %c1_i32 : i32
    %34 = arith.index_cast %33 : i32 to index
    %35 = memref.load %arg4[%34] : memref<2xi8, #tpu.memory_space<smem>>
    %36 = arith.extsi %35 : i8 to i32
    %37 = arith.cmpi sge, %32, %36 : i32
    %c1_i32 = arith.constant 1 : i32
    %38 = arith.addi %24, %c1_i32 : i32
    %39 = arith.select %37, %38, %24 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %40 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %41 = arith.select %37, %c0_i32, %40 : i32
    %42 = arith.cmpi slt, %39, %28 : i32
    %43 = arith.extui %42 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %44 = arith.cmpi ne, %43, %c0_i32 : i32
    scf.if %44 {
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.addi %1, %c0_i32 : i32
      %52 = arith.index_cast %39 : i32 to index
      %53 = memref.load %arg3[%52] : memref<2xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %41 : i32
      %c4_i32 = arith.constant 4 : i32
      %56 = arith.divsi %51, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %59 = tpu.memref_slice %arg19[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg12[%56, %58, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%62 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %45:7 = scf.while (%arg20 = %24, %arg21 = %c0_i32, %arg22 = %39, %arg23 = %41, %arg24 = %c0_i32, %arg25 = %c1_i32, %arg26 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %51 = arith.cmpi slt, %arg20, %28 : i32
      scf.condition(%51) %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32):
      %51 = arith.index_cast %arg20 : i32 to index
      %52 = memref.load %arg5[%51] : memref<2xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %54 = arith.cmpi eq, %53, %c2_i32 : i32
      %55 = arith.extui %54 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.cmpi ne, %55, %c0_i32 : i32
      %57:2 = scf.if %56 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %58 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %61 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg12[%58, %60, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %67 = arith.addi %1, %c0_i32 : i32
        %68 = arith.index_cast %arg20 : i32 to index
        %69 = memref.load %arg6[%68] : memref<2xi8, #tpu.memory_space<smem>>
        %70 = arith.extsi %69 : i8 to i32
        %71 = arith.index_cast %arg20 : i32 to index
        %72 = memref.load %arg5[%71] : memref<2xi8, #tpu.memory_space<smem>>
        %73 = arith.extsi %72 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %74 = arith.cmpi eq, %73, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.select %74, %arg21, %c0_i32 : i32
        %76 = arith.addi %70, %75 : i32
        %77 = arith.index_cast %arg20 : i32 to index
        %78 = memref.load %arg3[%77] : memref<2xi8, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i8 to i32
        %80 = arith.addi %79, %arg21 : i32
        %c4_i32 = arith.constant 4 : i32
        %81 = arith.divsi %67, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %82 = arith.muli %80, %c512_i32 : i32
        %83 = tpu.assume_multiple %82, 512 : i32
        %84 = arith.index_cast %81 : i32 to index
        %85 = arith.index_cast %83 : i32 to index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg11[%84, %85, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %89 = vector.shape_cast %88 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %90 = tpu.matmul %89, %87, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %91 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %92 = arith.mulf %90, %91 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg16[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %94 = tpu.concatenate %93, %93, %93, %93 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %95 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x512xf32>
        %96 = arith.mulf %94, %95 : vector<128x512xf32>
        %97 = arith.subf %92, %96 : vector<128x512xf32>
        %98 = math.exp2 %97 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %100 = vector.shape_cast %99 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %101 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg18[%101, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %103 = vector.shape_cast %102 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %104 = tpu.matmul %100, %103, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg17[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %106 = tpu.concatenate %105, %105, %105, %105 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %107 = arith.subf %104, %106 : vector<128x512xf32>
        %108 = arith.mulf %98, %107 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %110 = arith.truncf %108 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %111 = tpu.matmul %110, %87, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %112 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %113 = arith.mulf %111, %112 : vector<128x128xf32>
        %114 = arith.addf %109, %113 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %116 = vector.shape_cast %115 : vector<128x128xf32> to vector<128x128xf32>
        %117 = vector.shape_cast %114 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %117 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %118 = arith.addi %arg23, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %119 = arith.minsi %arg22, %c1_i32 : i32
        %120 = arith.index_cast %119 : i32 to index
        %121 = memref.load %arg4[%120] : memref<2xi8, #tpu.memory_space<smem>>
        %122 = arith.extsi %121 : i8 to i32
        %123 = arith.cmpi sge, %118, %122 : i32
        %c1_i32 = arith.constant 1 : i32
        %124 = arith.addi %arg22, %c1_i32 : i32
        %125 = arith.select %123, %124, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %126 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %127 = arith.select %123, %c0_i32, %126 : i32
        %128 = arith.cmpi slt, %125, %28 : i32
        %129 = arith.extui %128 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %130 = arith.cmpi ne, %129, %c0_i32 : i32
        scf.if %130 {
          %c0_i32 = arith.constant 0 : i32
          %131 = arith.addi %1, %c0_i32 : i32
          %132 = arith.index_cast %125 : i32 to index
          %133 = memref.load %arg6[%132] : memref<2xi8, #tpu.memory_space<smem>>
          %134 = arith.extsi %133 : i8 to i32
          %135 = arith.index_cast %125 : i32 to index
          %136 = memref.load %arg5[%135] : memref<2xi8, #tpu.memory_space<smem>>
          %137 = arith.extsi %136 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %138 = arith.cmpi eq, %137, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %139 = arith.select %138, %127, %c0_i32 : i32
          %140 = arith.addi %134, %139 : i32
          %141 = arith.index_cast %125 : i32 to index
          %142 = memref.load %arg3[%141] : memref<2xi8, #tpu.memory_space<smem>>
          %143 = arith.extsi %142 : i8 to i32
          %144 = arith.addi %143, %127 : i32
          %c4_i32 = arith.constant 4 : i32
          %145 = arith.divsi %131, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %146 = arith.muli %144, %c512_i32 : i32
          %147 = tpu.assume_multiple %146, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %148 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %149 = tpu.memref_squeeze %148 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %150 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %151 = tpu.memref_squeeze %150 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg12[%145, %147, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %153 = tpu.memref_squeeze %152 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%153 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%151 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%149 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %125, %127 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %58 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %61 = tpu.memref_slice %arg19[%arg24, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg12[%58, %60, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%64 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %67 = arith.addi %1, %c0_i32 : i32
        %68 = arith.index_cast %arg20 : i32 to index
        %69 = memref.load %arg6[%68] : memref<2xi8, #tpu.memory_space<smem>>
        %70 = arith.extsi %69 : i8 to i32
        %71 = arith.index_cast %arg20 : i32 to index
        %72 = memref.load %arg5[%71] : memref<2xi8, #tpu.memory_space<smem>>
        %73 = arith.extsi %72 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %74 = arith.cmpi eq, %73, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.select %74, %arg21, %c0_i32 : i32
        %76 = arith.addi %70, %75 : i32
        %77 = arith.index_cast %arg20 : i32 to index
        %78 = memref.load %arg3[%77] : memref<2xi8, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i8 to i32
        %80 = arith.addi %79, %arg21 : i32
        %c4_i32 = arith.constant 4 : i32
        %81 = arith.divsi %67, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %82 = arith.muli %80, %c512_i32 : i32
        %83 = tpu.assume_multiple %82, 512 : i32
        %84 = arith.index_cast %81 : i32 to index
        %85 = arith.index_cast %83 : i32 to index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg11[%84, %85, %c0] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %89 = vector.shape_cast %88 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %90 = tpu.matmul %89, %87, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %91 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %92 = arith.mulf %90, %91 : vector<128x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg13[%76, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %94 = tpu.memref_squeeze %93 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %94[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %96 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %97 = arith.cmpi ne, %95, %96 : vector<128x512xi8>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg16[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %99 = tpu.concatenate %98, %98, %98, %98 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %100 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x512xf32>
        %101 = arith.mulf %99, %100 : vector<128x512xf32>
        %102 = arith.subf %92, %101 : vector<128x512xf32>
        %103 = math.exp2 %102 : vector<128x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %104 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x512xf32>
        %105 = arith.select %97, %103, %104 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
        %107 = vector.shape_cast %106 : vector<1x128x128xbf16> to vector<128x128xbf16>
        %108 = arith.index_cast %arg24 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg18[%108, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %111 = tpu.matmul %107, %110, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg17[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %113 = tpu.concatenate %112, %112, %112, %112 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %114 = arith.subf %111, %113 : vector<128x512xf32>
        %115 = arith.mulf %105, %114 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %117 = arith.truncf %115 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %118 = tpu.matmul %117, %87, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %119 = vector.broadcast %cst_xf22304 : f32 to vector<128x128xf32>
        %120 = arith.mulf %118, %119 : vector<128x128xf32>
        %121 = arith.addf %116, %120 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %123 = vector.shape_cast %122 : vector<128x128xf32> to vector<128x128xf32>
        %124 = vector.shape_cast %121 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %124 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %125 = arith.addi %arg23, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %126 = arith.minsi %arg22, %c1_i32 : i32
        %127 = arith.index_cast %126 : i32 to index
        %128 = memref.load %arg4[%127] : memref<2xi8, #tpu.memory_space<smem>>
        %129 = arith.extsi %128 : i8 to i32
        %130 = arith.cmpi sge, %125, %129 : i32
        %c1_i32 = arith.constant 1 : i32
        %131 = arith.addi %arg22, %c1_i32 : i32
        %132 = arith.select %130, %131, %arg22 : i32
        %c1_i32 = arith.constant 1 : i32
        %133 = arith.addi %arg23, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %134 = arith.select %130, %c0_i32, %133 : i32
        %135 = arith.cmpi slt, %132, %28 : i32
        %136 = arith.extui %135 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %137 = arith.cmpi ne, %136, %c0_i32 : i32
        scf.if %137 {
          %c0_i32 = arith.constant 0 : i32
          %138 = arith.addi %1, %c0_i32 : i32
          %139 = arith.index_cast %132 : i32 to index
          %140 = memref.load %arg6[%139] : memref<2xi8, #tpu.memory_space<smem>>
          %141 = arith.extsi %140 : i8 to i32
          %142 = arith.index_cast %132 : i32 to index
          %143 = memref.load %arg5[%142] : memref<2xi8, #tpu.memory_space<smem>>
          %144 = arith.extsi %143 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %145 = arith.cmpi eq, %144, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %146 = arith.select %145, %134, %c0_i32 : i32
          %147 = arith.addi %141, %146 : i32
          %148 = arith.index_cast %132 : i32 to index
          %149 = memref.load %arg3[%148] : memref<2xi8, #tpu.memory_space<smem>>
          %150 = arith.extsi %149 : i8 to i32
          %151 = arith.addi %150, %134 : i32
          %c4_i32 = arith.constant 4 : i32
          %152 = arith.divsi %138, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %153 = arith.muli %151, %c512_i32 : i32
          %154 = tpu.assume_multiple %153, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %155 = tpu.memref_slice %arg19[%arg26, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %156 = tpu.memref_squeeze %155 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %157 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %158 = tpu.memref_squeeze %157 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %159 = tpu.memref_slice %arg12[%152, %154, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %160 = tpu.memref_squeeze %159 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%160 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%158 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%156 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %132, %134 : i32, i32
      }
      scf.yield %arg22, %arg23, %57#0, %57#1, %arg25, %arg26, %arg24 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %47 = arith.truncf %46 : vector<128x128xf32> to vector<128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg14[%c0, %c0, %c0] : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>
    %49 = vector.shape_cast %48 : vector<1x128x128xbf16> to vector<128x128xbf16>
    %50 = vector.shape_cast %47 : vector<128x128xbf16> to vector<1x128x128xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %50 {strides = array<i32>} : memref<1x128x128xbf16, #tpu.memory_space<vmem>>, vector<1x128x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
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
    %1 = arith.addi %0, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %1, %c0_i32, %c0_i32 : i32, i32, i32
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
