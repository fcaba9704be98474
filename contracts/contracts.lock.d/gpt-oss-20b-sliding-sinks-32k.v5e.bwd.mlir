module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<256xi16>, %arg2: tensor<256xi8>, %arg3: tensor<256xi8>, %arg4: tensor<257xi16>, %arg5: tensor<256xi16>, %arg6: tensor<256xi8>, %arg7: tensor<256xi8>, %arg8: tensor<64x32768x64xbf16>, %arg9: tensor<8x32768x64xbf16>, %arg10: tensor<8x32768x64xbf16>, %arg11: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result[0]"}, tensor<64x32768x64xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][2]"}, tensor<64xf32> {jax.result_info = "result[1][3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %4, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5e15b10c81a509f763dcbd456a16ae341182d6be2c339fddebee054cfa5018ac\22, \22cost_estimate\22: {\22bytes_accessed\22: 1608515584, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x1x128xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> (tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>)
    %6 = stablehlo.convert %5#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %7 = stablehlo.convert %5#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<64x32768x64xf32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x32768x64xf32>, tensor<f32>) -> tensor<64x32768xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<64x32768xf32>) -> tensor<64x1x32768xf32>
    %11 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %5#0, %5#1, %10, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:699d043ae7b8eb576bf8253a30855a342b5be7c2a746ea5d9bfcfcf1c9992e86\22, \22cost_estimate\22: {\22bytes_accessed\22: 1876951040, \22flops\22: 205755777024, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    %12:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %5#0, %5#1, %10) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:785b40a9090a36014b900b0633cd0d8cbbf9e0879a5ef5fc67819d3ebd9749ed\22, \22cost_estimate\22: {\22bytes_accessed\22: 1205862400, \22flops\22: 274341036032, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>) -> (tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>)
    %13 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %14 = stablehlo.reshape %5#1 : (tensor<64x1x32768xf32>) -> tensor<64x32768xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32768xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<64x32768xf32>
    %17 = stablehlo.exponential %16 : tensor<64x32768xf32>
    %18 = stablehlo.reshape %10 : (tensor<64x1x32768xf32>) -> tensor<64x32768xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<64x32768xf32>
    %20 = stablehlo.reduce(%19 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x32768xf32>, tensor<f32>) -> tensor<64xf32>
    %21 = stablehlo.negate %20 : tensor<64xf32>
    %22 = call @_pad_1(%12#1) : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    %23 = call @_pad_1(%12#0) : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    %24 = call @_pad_2(%11) : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %5#0, %24, %23, %22, %21 : tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64xf32>
  }
  func.func private @_pad(%arg0: tensor<64x32768x64xbf16>, %arg1: tensor<i32>) -> tensor<64x32768x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x32768x64xbf16>, tensor<bf16>) -> tensor<64x32768x64xbf16>
    return %1 : tensor<64x32768x64xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x64xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x64xbf16>, tensor<bf16>) -> tensor<8x32768x64xbf16>
    return %1 : tensor<8x32768x64xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x64xbf16>, tensor<bf16>) -> tensor<8x32768x64xbf16>
    %1 = stablehlo.slice %0 [0:8, 0:32768, 0:64] : (tensor<8x32768x64xbf16>) -> tensor<8x32768x64xbf16>
    return %1 : tensor<8x32768x64xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x32768x64xbf16>, tensor<bf16>) -> tensor<64x32768x64xbf16>
    %1 = stablehlo.slice %0 [0:64, 0:32768, 0:64] : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %1 : tensor<64x32768x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:5e15b10c81a509f763dcbd456a16ae341182d6be2c339fddebee054cfa5018ac
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c256_i32 = arith.constant 256 : i32
    %3 = arith.remsi %0, %c256_i32 : i32
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg7[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %5 = vector.shape_cast %4 : vector<1x1x128xf32> to vector<1x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %6 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
    %7 = arith.mulf %5, %6 : vector<1x128xf32>
    %8 = vector.shape_cast %7 : vector<1x128xf32> to vector<1x128xf32>
    %9 = vector.broadcast %8 : vector<1x128xf32> to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %11 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    %12 = vector.shape_cast %9 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %12 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %13 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %15 = vector.shape_cast %14 : vector<128x128xf32> to vector<128x128xf32>
    %16 = vector.shape_cast %13 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %16 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %17 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %18 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %19 = vector.shape_cast %18 : vector<128x64xf32> to vector<128x64xf32>
    %20 = vector.shape_cast %17 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg14[%c0, %c0], %20 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %21 = arith.index_cast %arg1 : i32 to index
    %22 = memref.load %arg2[%21] : memref<257xi16, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %24 = arith.addi %arg1, %c1_i32 : i32
    %25 = arith.index_cast %24 : i32 to index
    %26 = memref.load %arg2[%25] : memref<257xi16, #tpu.memory_space<smem>>
    %27 = arith.extsi %26 : i16 to i32
    %28 = arith.cmpi slt, %23, %27 : i32
    %29 = arith.extui %28 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %30 = arith.cmpi ne, %29, %c0_i32 : i32
    scf.if %30 {
      %c0_i32 = arith.constant 0 : i32
      %74 = arith.addi %2, %c0_i32 : i32
      %75 = arith.index_cast %23 : i32 to index
      %76 = memref.load %arg3[%75] : memref<256xi16, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i16 to i32
      %78 = arith.addi %77, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %79 = arith.divsi %74, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %80 = arith.muli %78, %c128_i32 : i32
      %81 = tpu.assume_multiple %80, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %82 = arith.divsi %74, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %83 = arith.muli %78, %c128_i32 : i32
      %84 = tpu.assume_multiple %83, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg17[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg8[%79, %81, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%90 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%88 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %91 = tpu.memref_slice %arg17[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %94 = tpu.memref_squeeze %93 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg9[%82, %84, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %96 = tpu.memref_squeeze %95 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%96 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%94 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %31 = arith.addi %c0_i32, %c1_i32 : i32
    %c255_i32 = arith.constant 255 : i32
    %32 = arith.minsi %23, %c255_i32 : i32
    %33 = arith.index_cast %32 : i32 to index
    %34 = memref.load %arg4[%33] : memref<256xi8, #tpu.memory_space<smem>>
    %35 = arith.extsi %34 : i8 to i32
    %36 = arith.cmpi sge, %31, %35 : i32
    %c1_i32 = arith.constant 1 : i32
    %37 = arith.addi %23, %c1_i32 : i32
    %38 = arith.select %36, %37, %23 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %39 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %40 = arith.select %36, %c0_i32, %39 : i32
    %41 = arith.cmpi slt, %38, %27 : i32
    %42 = arith.extui %41 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %43 = arith.cmpi ne, %42, %c0_i32 : i32
    scf.if %43 {
      %c0_i32 = arith.constant 0 : i32
      %74 = arith.addi %2, %c0_i32 : i32
      %75 = arith.index_cast %38 : i32 to index
      %76 = memref.load %arg3[%75] : memref<256xi16, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i16 to i32
      %78 = arith.addi %77, %40 : i32
      %c8_i32 = arith.constant 8 : i32
      %79 = arith.divsi %74, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %80 = arith.muli %78, %c128_i32 : i32
      %81 = tpu.assume_multiple %80, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %82 = arith.divsi %74, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %83 = arith.muli %78, %c128_i32 : i32
      %84 = tpu.assume_multiple %83, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg17[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %88 = tpu.memref_squeeze %87 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %89 = tpu.memref_slice %arg8[%79, %81, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %90 = tpu.memref_squeeze %89 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%90 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%88 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %91 = tpu.memref_slice %arg17[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %92 = tpu.memref_squeeze %91 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %94 = tpu.memref_squeeze %93 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %95 = tpu.memref_slice %arg9[%82, %84, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %96 = tpu.memref_squeeze %95 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%96 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%94 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%92 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %44:7 = scf.while (%arg18 = %23, %arg19 = %c0_i32, %arg20 = %38, %arg21 = %40, %arg22 = %c0_i32, %arg23 = %c1_i32, %arg24 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %74 = arith.cmpi slt, %arg18, %27 : i32
      scf.condition(%74) %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32):
      %74 = arith.index_cast %arg18 : i32 to index
      %75 = memref.load %arg5[%74] : memref<256xi8, #tpu.memory_space<smem>>
      %76 = arith.extsi %75 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %77 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %78 = arith.muli %c0_i32, %c128_i32 : i32
      %79 = tpu.assume_multiple %78, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %80 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %81 = arith.muli %c0_i32, %c128_i32 : i32
      %82 = tpu.assume_multiple %81, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %83 = tpu.memref_slice %arg17[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg15[%arg22, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %86 = tpu.memref_squeeze %85 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg8[%77, %79, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %88 = tpu.memref_squeeze %87 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%88 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%86 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %89 = tpu.memref_slice %arg17[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %90 = tpu.memref_squeeze %89 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %91 = tpu.memref_slice %arg16[%arg22, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %92 = tpu.memref_squeeze %91 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %93 = tpu.memref_slice %arg9[%80, %82, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %94 = tpu.memref_squeeze %93 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%90 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%94 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%92 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %95 = arith.addi %2, %c0_i32 : i32
      %96 = arith.index_cast %arg18 : i32 to index
      %97 = memref.load %arg3[%96] : memref<256xi16, #tpu.memory_space<smem>>
      %98 = arith.extsi %97 : i16 to i32
      %99 = arith.addi %98, %arg19 : i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %100 = vector.load %arg6[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %101 = vector.shape_cast %100 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %102 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %103 = vector.load %arg15[%102, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %104 = vector.shape_cast %103 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %105 = tpu.matmul %101, %104, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %106 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %107 = arith.mulf %105, %106 : vector<128x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %108 = arith.muli %3, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %109 = arith.muli %99, %c128_i32 : i32
      %110 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %111 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %112 = arith.subi %109, %108 : i32
      %113 = vector.broadcast %111 : vector<1x128xi32> to vector<128x128xi32>
      %114 = vector.broadcast %110 : vector<128x1xi32> to vector<128x128xi32>
      %115 = arith.subi %113, %114 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %116 = arith.addi %c127_i32, %112 : i32
      %c0_i32 = arith.constant 0 : i32
      %117 = arith.subi %c0_i32, %112 : i32
      %c0_i32 = arith.constant 0 : i32
      %118 = arith.subi %c0_i32, %116 : i32
      %119 = vector.broadcast %118 : i32 to vector<128x128xi32>
      %120 = arith.cmpi sge, %115, %119 : vector<128x128xi32>
      %121 = vector.broadcast %117 : i32 to vector<128x128xi32>
      %122 = arith.cmpi sle, %115, %121 : vector<128x128xi32>
      %123 = arith.andi %120, %122 : vector<128x128xi1>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %124 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
      %125 = arith.select %123, %107, %124 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %126 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %127 = vector.multi_reduction <maximumf>, %125, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %128 = vector.shape_cast %127 : vector<128xf32> to vector<128x1xf32>
      %129 = vector.broadcast %128 : vector<128x1xf32> to vector<128x128xf32>
      %130 = arith.maximumf %126, %129 : vector<128x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %131 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
      %132 = arith.maximumf %130, %131 : vector<128x128xf32>
      %133 = arith.subf %125, %132 : vector<128x128xf32>
      %134 = math.exp2 %133 : vector<128x128xf32>
      %135 = arith.subf %126, %132 : vector<128x128xf32>
      %136 = math.exp2 %135 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %137 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %138 = arith.mulf %136, %137 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %139 = vector.multi_reduction <add>, %134, %cst_x9a411a [1] : vector<128x128xf32> to vector<128xf32>
      %140 = vector.shape_cast %139 : vector<128xf32> to vector<128x1xf32>
      %141 = vector.broadcast %140 : vector<128x1xf32> to vector<128x128xf32>
      %142 = arith.addf %138, %141 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %143 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %144 = vector.shape_cast %143 : vector<128x128xf32> to vector<128x128xf32>
      %145 = vector.shape_cast %142 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0, %c0], %145 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %146 = arith.index_cast %arg22 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %147 = vector.load %arg16[%146, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %148 = vector.shape_cast %147 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %149 = vector.extract_strided_slice %136 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %150 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %151 = arith.mulf %149, %150 : vector<128x64xf32>
      %152 = arith.truncf %134 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %153 = tpu.matmul %152, %148, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %154 = arith.addf %151, %153 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %155 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %156 = vector.shape_cast %155 : vector<128x64xf32> to vector<128x64xf32>
      %157 = vector.shape_cast %154 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0, %c0], %157 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %158 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %159 = vector.shape_cast %158 : vector<128x128xf32> to vector<128x128xf32>
      %160 = vector.shape_cast %130 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %160 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %161 = arith.addi %arg21, %c1_i32 : i32
      %c255_i32 = arith.constant 255 : i32
      %162 = arith.minsi %arg20, %c255_i32 : i32
      %163 = arith.index_cast %162 : i32 to index
      %164 = memref.load %arg4[%163] : memref<256xi8, #tpu.memory_space<smem>>
      %165 = arith.extsi %164 : i8 to i32
      %166 = arith.cmpi sge, %161, %165 : i32
      %c1_i32 = arith.constant 1 : i32
      %167 = arith.addi %arg20, %c1_i32 : i32
      %168 = arith.select %166, %167, %arg20 : i32
      %c1_i32 = arith.constant 1 : i32
      %169 = arith.addi %arg21, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %170 = arith.select %166, %c0_i32, %169 : i32
      %171 = arith.cmpi slt, %168, %27 : i32
      %172 = arith.extui %171 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %173 = arith.cmpi ne, %172, %c0_i32 : i32
      scf.if %173 {
        %c0_i32 = arith.constant 0 : i32
        %174 = arith.addi %2, %c0_i32 : i32
        %175 = arith.index_cast %168 : i32 to index
        %176 = memref.load %arg3[%175] : memref<256xi16, #tpu.memory_space<smem>>
        %177 = arith.extsi %176 : i16 to i32
        %178 = arith.addi %177, %170 : i32
        %c8_i32 = arith.constant 8 : i32
        %179 = arith.divsi %174, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %180 = arith.muli %178, %c128_i32 : i32
        %181 = tpu.assume_multiple %180, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %182 = arith.divsi %174, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %183 = arith.muli %178, %c128_i32 : i32
        %184 = tpu.assume_multiple %183, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %185 = tpu.memref_slice %arg17[%arg24, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %186 = tpu.memref_squeeze %185 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %187 = tpu.memref_slice %arg15[%arg24, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %188 = tpu.memref_squeeze %187 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %189 = tpu.memref_slice %arg8[%179, %181, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %190 = tpu.memref_squeeze %189 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%190 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%188 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%186 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %191 = tpu.memref_slice %arg17[%arg24, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %192 = tpu.memref_squeeze %191 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %193 = tpu.memref_slice %arg16[%arg24, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %194 = tpu.memref_squeeze %193 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %195 = tpu.memref_slice %arg9[%182, %184, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %196 = tpu.memref_squeeze %195 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%196 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%194 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%192 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg20, %arg21, %168, %170, %arg23, %arg24, %arg22 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %45 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %46 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %47 = arith.cmpf ogt, %45, %46 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %49 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %50 = arith.select %47, %45, %49 : vector<128x128xi1>, vector<128x128xf32>
    %51 = vector.extract_strided_slice %50 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %52 = arith.divf %48, %51 : vector<128x64xf32>
    %53 = arith.truncf %52 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %54 = vector.load %arg10[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %55 = vector.shape_cast %54 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %56 = vector.shape_cast %53 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg10[%c0, %c0, %c0], %56 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %57 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %58 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %59 = arith.select %47, %45, %58 : vector<128x128xi1>, vector<128x128xf32>
    %60 = math.log %59 : vector<128x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %61 = math.log %cst_x481f63 : f32
    %62 = vector.broadcast %61 : f32 to vector<128x128xf32>
    %63 = arith.divf %60, %62 : vector<128x128xf32>
    %64 = arith.addf %57, %63 : vector<128x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %65 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x128xf32>
    %66 = arith.divf %64, %65 : vector<128x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %67 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %68 = arith.select %47, %66, %67 : vector<128x128xi1>, vector<128x128xf32>
    %69 = tpu.transpose %68, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %70 = vector.extract_strided_slice %69 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %71 = vector.load %arg11[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %72 = vector.shape_cast %71 : vector<1x1x128xf32> to vector<1x128xf32>
    %73 = vector.shape_cast %70 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c0, %c0, %c0], %73 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_5(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:699d043ae7b8eb576bf8253a30855a342b5be7c2a746ea5d9bfcfcf1c9992e86
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg11: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg12: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c256_i32 = arith.constant 256 : i32
    %3 = arith.remsi %0, %c256_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %6 = vector.shape_cast %5 : vector<128x64xf32> to vector<128x64xf32>
    %7 = vector.shape_cast %4 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %7 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %9 = vector.shape_cast %8 : vector<1x1x128xf32> to vector<1x128xf32>
    %10 = vector.shape_cast %9 : vector<1x128xf32> to vector<1x128xf32>
    %11 = vector.broadcast %10 : vector<1x128xf32> to vector<128x128xf32>
    %12 = tpu.transpose %11, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %14 = vector.shape_cast %13 : vector<128x128xf32> to vector<128x128xf32>
    %15 = vector.shape_cast %12 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %15 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %16 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %17 = vector.shape_cast %16 : vector<1x1x128xf32> to vector<1x128xf32>
    %18 = vector.shape_cast %17 : vector<1x128xf32> to vector<1x128xf32>
    %19 = vector.broadcast %18 : vector<1x128xf32> to vector<128x128xf32>
    %20 = tpu.transpose %19, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %22 = vector.shape_cast %21 : vector<128x128xf32> to vector<128x128xf32>
    %23 = vector.shape_cast %20 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %23 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %24 = arith.index_cast %arg1 : i32 to index
    %25 = memref.load %arg2[%24] : memref<257xi16, #tpu.memory_space<smem>>
    %26 = arith.extsi %25 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %arg1, %c1_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg2[%28] : memref<257xi16, #tpu.memory_space<smem>>
    %30 = arith.extsi %29 : i16 to i32
    %31 = arith.cmpi slt, %26, %30 : i32
    %32 = arith.extui %31 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %33 = arith.cmpi ne, %32, %c0_i32 : i32
    scf.if %33 {
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %2, %c0_i32 : i32
      %54 = arith.index_cast %26 : i32 to index
      %55 = memref.load %arg3[%54] : memref<256xi16, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i16 to i32
      %57 = arith.addi %56, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %58 = arith.divsi %53, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %59 = arith.muli %57, %c128_i32 : i32
      %60 = tpu.assume_multiple %59, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %61 = arith.divsi %53, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %62 = arith.muli %57, %c128_i32 : i32
      %63 = tpu.assume_multiple %62, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg10[%58, %60, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%67 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg11[%61, %63, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%73 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %34 = arith.addi %c0_i32, %c1_i32 : i32
    %c255_i32 = arith.constant 255 : i32
    %35 = arith.minsi %26, %c255_i32 : i32
    %36 = arith.index_cast %35 : i32 to index
    %37 = memref.load %arg4[%36] : memref<256xi8, #tpu.memory_space<smem>>
    %38 = arith.extsi %37 : i8 to i32
    %39 = arith.cmpi sge, %34, %38 : i32
    %c1_i32 = arith.constant 1 : i32
    %40 = arith.addi %26, %c1_i32 : i32
    %41 = arith.select %39, %40, %26 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %42 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %43 = arith.select %39, %c0_i32, %42 : i32
    %44 = arith.cmpi slt, %41, %30 : i32
    %45 = arith.extui %44 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %46 = arith.cmpi ne, %45, %c0_i32 : i32
    scf.if %46 {
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %2, %c0_i32 : i32
      %54 = arith.index_cast %41 : i32 to index
      %55 = memref.load %arg3[%54] : memref<256xi16, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i16 to i32
      %57 = arith.addi %56, %43 : i32
      %c8_i32 = arith.constant 8 : i32
      %58 = arith.divsi %53, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %59 = arith.muli %57, %c128_i32 : i32
      %60 = tpu.assume_multiple %59, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %61 = arith.divsi %53, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %62 = arith.muli %57, %c128_i32 : i32
      %63 = tpu.assume_multiple %62, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg10[%58, %60, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%67 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg11[%61, %63, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%73 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %47:7 = scf.while (%arg19 = %26, %arg20 = %c0_i32, %arg21 = %41, %arg22 = %43, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %53 = arith.cmpi slt, %arg19, %30 : i32
      scf.condition(%53) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %53 = arith.index_cast %arg19 : i32 to index
      %54 = memref.load %arg5[%53] : memref<256xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %56 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %57 = arith.muli %c0_i32, %c128_i32 : i32
      %58 = tpu.assume_multiple %57, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %59 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %60 = arith.muli %c0_i32, %c128_i32 : i32
      %61 = tpu.assume_multiple %60, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg10[%56, %58, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%67 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%65 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %68 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg11[%59, %61, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%71 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %74 = arith.addi %2, %c0_i32 : i32
      %75 = arith.index_cast %arg19 : i32 to index
      %76 = memref.load %arg3[%75] : memref<256xi16, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i16 to i32
      %78 = arith.addi %77, %arg20 : i32
      %79 = arith.index_cast %arg23 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %80 = vector.load %arg16[%79, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %81 = vector.shape_cast %80 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %82 = vector.load %arg6[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %83 = vector.shape_cast %82 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %84 = tpu.matmul %83, %81, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %85 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %86 = arith.mulf %84, %85 : vector<128x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %87 = arith.muli %3, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %88 = arith.muli %78, %c128_i32 : i32
      %89 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %90 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %91 = arith.subi %88, %87 : i32
      %92 = vector.broadcast %90 : vector<1x128xi32> to vector<128x128xi32>
      %93 = vector.broadcast %89 : vector<128x1xi32> to vector<128x128xi32>
      %94 = arith.subi %92, %93 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %95 = arith.addi %c127_i32, %91 : i32
      %c0_i32 = arith.constant 0 : i32
      %96 = arith.subi %c0_i32, %91 : i32
      %c0_i32 = arith.constant 0 : i32
      %97 = arith.subi %c0_i32, %95 : i32
      %98 = vector.broadcast %97 : i32 to vector<128x128xi32>
      %99 = arith.cmpi sge, %94, %98 : vector<128x128xi32>
      %100 = vector.broadcast %96 : i32 to vector<128x128xi32>
      %101 = arith.cmpi sle, %94, %100 : vector<128x128xi32>
      %102 = arith.andi %99, %101 : vector<128x128xi1>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %103 = vector.load %arg14[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %104 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x128xf32>
      %105 = arith.mulf %103, %104 : vector<128x128xf32>
      %106 = arith.subf %86, %105 : vector<128x128xf32>
      %107 = math.exp2 %106 : vector<128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %108 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
      %109 = arith.select %102, %107, %108 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %110 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %111 = vector.shape_cast %110 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %112 = arith.index_cast %arg23 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %113 = vector.load %arg17[%112, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %114 = vector.shape_cast %113 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %115 = tpu.matmul %111, %114, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %116 = vector.load %arg15[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %117 = arith.subf %115, %116 : vector<128x128xf32>
      %118 = arith.mulf %109, %117 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %119 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %120 = arith.truncf %118 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %121 = tpu.matmul %120, %81, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %122 = vector.broadcast %cst_x35b8ee : f32 to vector<128x64xf32>
      %123 = arith.mulf %121, %122 : vector<128x64xf32>
      %124 = arith.addf %119, %123 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %125 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %126 = vector.shape_cast %125 : vector<128x64xf32> to vector<128x64xf32>
      %127 = vector.shape_cast %124 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0, %c0], %127 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %128 = arith.addi %arg22, %c1_i32 : i32
      %c255_i32 = arith.constant 255 : i32
      %129 = arith.minsi %arg21, %c255_i32 : i32
      %130 = arith.index_cast %129 : i32 to index
      %131 = memref.load %arg4[%130] : memref<256xi8, #tpu.memory_space<smem>>
      %132 = arith.extsi %131 : i8 to i32
      %133 = arith.cmpi sge, %128, %132 : i32
      %c1_i32 = arith.constant 1 : i32
      %134 = arith.addi %arg21, %c1_i32 : i32
      %135 = arith.select %133, %134, %arg21 : i32
      %c1_i32 = arith.constant 1 : i32
      %136 = arith.addi %arg22, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %137 = arith.select %133, %c0_i32, %136 : i32
      %138 = arith.cmpi slt, %135, %30 : i32
      %139 = arith.extui %138 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %140 = arith.cmpi ne, %139, %c0_i32 : i32
      scf.if %140 {
        %c0_i32 = arith.constant 0 : i32
        %141 = arith.addi %2, %c0_i32 : i32
        %142 = arith.index_cast %135 : i32 to index
        %143 = memref.load %arg3[%142] : memref<256xi16, #tpu.memory_space<smem>>
        %144 = arith.extsi %143 : i16 to i32
        %145 = arith.addi %144, %137 : i32
        %c8_i32 = arith.constant 8 : i32
        %146 = arith.divsi %141, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %147 = arith.muli %145, %c128_i32 : i32
        %148 = tpu.assume_multiple %147, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %149 = arith.divsi %141, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %150 = arith.muli %145, %c128_i32 : i32
        %151 = tpu.assume_multiple %150, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %152 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %153 = tpu.memref_squeeze %152 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %154 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %155 = tpu.memref_squeeze %154 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %156 = tpu.memref_slice %arg10[%146, %148, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %157 = tpu.memref_squeeze %156 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%157 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%155 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%153 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %158 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %161 = tpu.memref_squeeze %160 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %162 = tpu.memref_slice %arg11[%149, %151, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %163 = tpu.memref_squeeze %162 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%163 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%161 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%159 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg21, %arg22, %135, %137, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %49 = arith.truncf %48 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg12[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %51 = vector.shape_cast %50 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %52 = vector.shape_cast %49 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %52 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %3, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:785b40a9090a36014b900b0633cd0d8cbbf9e0879a5ef5fc67819d3ebd9749ed
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<64x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<64x32768x64xbf16, #tpu.memory_space<any>>, %arg11: memref<64x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<64x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x1x128xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x1x128xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256, 8>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c7_i32 = arith.constant 7 : i32
    %6 = arith.cmpi eq, %arg2, %c7_i32 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %0, %c256_i32 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32 : i32
    scf.if %9 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %37 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %38 = vector.shape_cast %37 : vector<128x64xf32> to vector<128x64xf32>
      %39 = vector.shape_cast %36 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %39 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %42 = vector.shape_cast %41 : vector<128x64xf32> to vector<128x64xf32>
      %43 = vector.shape_cast %40 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0, %c0], %43 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
    } else {
    }
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = memref.load %arg3[%10] : memref<257xi16, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.addi %arg1, %c1_i32 : i32
    %14 = arith.index_cast %13 : i32 to index
    %15 = memref.load %arg3[%14] : memref<257xi16, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i16 to i32
    %17 = arith.cmpi slt, %12, %16 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %4, %c0_i32 : i32
      %37 = arith.index_cast %12 : i32 to index
      %38 = memref.load %arg4[%37] : memref<256xi16, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i16 to i32
      %40 = arith.addi %39, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %41 = arith.muli %40, %c128_i32 : i32
      %42 = tpu.assume_multiple %41, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %40, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %45 = arith.muli %40, %c128_i32 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %47 = arith.muli %40, %c128_i32 : i32
      %48 = tpu.assume_multiple %47, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%52 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%58 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x128xf32, #tpu.memory_space<any>>) target(%64 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x128xf32, #tpu.memory_space<any>>) target(%70 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %c0_i32, %c1_i32 : i32
    %c255_i32 = arith.constant 255 : i32
    %21 = arith.minsi %12, %c255_i32 : i32
    %22 = arith.index_cast %21 : i32 to index
    %23 = memref.load %arg5[%22] : memref<256xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %25 = arith.cmpi sge, %20, %24 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %12, %c1_i32 : i32
    %27 = arith.select %25, %26, %12 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %28 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %29 = arith.select %25, %c0_i32, %28 : i32
    %30 = arith.cmpi slt, %27, %16 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %32 = arith.cmpi ne, %31, %c0_i32 : i32
    scf.if %32 {
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %4, %c0_i32 : i32
      %37 = arith.index_cast %27 : i32 to index
      %38 = memref.load %arg4[%37] : memref<256xi16, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i16 to i32
      %40 = arith.addi %39, %29 : i32
      %c128_i32 = arith.constant 128 : i32
      %41 = arith.muli %40, %c128_i32 : i32
      %42 = tpu.assume_multiple %41, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %40, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %45 = arith.muli %40, %c128_i32 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %47 = arith.muli %40, %c128_i32 : i32
      %48 = tpu.assume_multiple %47, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%52 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%58 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x128xf32, #tpu.memory_space<any>>) target(%64 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x128xf32, #tpu.memory_space<any>>) target(%70 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %33:7 = scf.while (%arg22 = %12, %arg23 = %c0_i32, %arg24 = %27, %arg25 = %29, %arg26 = %c0_i32, %arg27 = %c1_i32, %arg28 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %36 = arith.cmpi slt, %arg22, %16 : i32
      scf.condition(%36) %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32):
      %36 = arith.index_cast %arg22 : i32 to index
      %37 = memref.load %arg6[%36] : memref<256xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %39 = arith.muli %c0_i32, %c128_i32 : i32
      %40 = tpu.assume_multiple %39, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %41 = arith.muli %c0_i32, %c128_i32 : i32
      %42 = tpu.assume_multiple %41, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %43 = arith.muli %c0_i32, %c128_i32 : i32
      %44 = tpu.assume_multiple %43, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %45 = arith.muli %c0_i32, %c128_i32 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg9[%c0_i32, %40, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%52 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%50 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %53 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg10[%c0_i32, %42, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%58 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%56 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %59 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %44] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%64 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%62 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %65 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %46] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%68 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %71 = arith.addi %4, %c0_i32 : i32
      %72 = arith.index_cast %arg22 : i32 to index
      %73 = memref.load %arg4[%72] : memref<256xi16, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i16 to i32
      %75 = arith.addi %74, %arg23 : i32
      %76 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %77 = vector.load %arg17[%76, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %78 = vector.shape_cast %77 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %79 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %80 = vector.load %arg18[%79, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %81 = vector.shape_cast %80 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %82 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %83 = vector.shape_cast %82 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %84 = tpu.matmul %83, %78, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %85 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %86 = arith.mulf %84, %85 : vector<128x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %87 = arith.muli %75, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %88 = arith.muli %7, %c128_i32 : i32
      %89 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %90 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %91 = arith.subi %88, %87 : i32
      %92 = vector.broadcast %90 : vector<128x1xi32> to vector<128x128xi32>
      %93 = vector.broadcast %89 : vector<1x128xi32> to vector<128x128xi32>
      %94 = arith.subi %92, %93 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %95 = arith.addi %c127_i32, %91 : i32
      %c0_i32 = arith.constant 0 : i32
      %96 = arith.subi %c0_i32, %91 : i32
      %c0_i32 = arith.constant 0 : i32
      %97 = arith.subi %c0_i32, %95 : i32
      %98 = vector.broadcast %97 : i32 to vector<128x128xi32>
      %99 = arith.cmpi sge, %94, %98 : vector<128x128xi32>
      %100 = vector.broadcast %96 : i32 to vector<128x128xi32>
      %101 = arith.cmpi sle, %94, %100 : vector<128x128xi32>
      %102 = arith.andi %99, %101 : vector<128x128xi1>
      %103 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %104 = vector.load %arg19[%103, %c0, %c0] : memref<3x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %105 = vector.shape_cast %104 : vector<1x1x128xf32> to vector<1x128xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %106 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
      %107 = arith.mulf %105, %106 : vector<1x128xf32>
      %108 = vector.broadcast %107 : vector<1x128xf32> to vector<128x128xf32>
      %109 = arith.subf %86, %108 : vector<128x128xf32>
      %110 = math.exp2 %109 : vector<128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %111 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
      %112 = arith.select %102, %110, %111 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %113 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %114 = arith.truncf %112 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %115 = tpu.matmul %114, %81, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %116 = arith.addf %113, %115 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %117 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %118 = vector.shape_cast %117 : vector<128x64xf32> to vector<128x64xf32>
      %119 = vector.shape_cast %116 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0, %c0], %119 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %120 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %121 = vector.shape_cast %120 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %122 = tpu.matmul %121, %81, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %123 = arith.index_cast %arg26 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %124 = vector.load %arg20[%123, %c0, %c0] : memref<3x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %125 = vector.shape_cast %124 : vector<1x1x128xf32> to vector<1x128xf32>
      %126 = vector.broadcast %125 : vector<1x128xf32> to vector<128x128xf32>
      %127 = arith.subf %122, %126 : vector<128x128xf32>
      %128 = arith.mulf %112, %127 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %129 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %130 = arith.truncf %128 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %131 = tpu.matmul %130, %78, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %132 = vector.broadcast %cst_x35b8ee : f32 to vector<128x64xf32>
      %133 = arith.mulf %131, %132 : vector<128x64xf32>
      %134 = arith.addf %129, %133 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %135 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %136 = vector.shape_cast %135 : vector<128x64xf32> to vector<128x64xf32>
      %137 = vector.shape_cast %134 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %137 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %138 = arith.addi %arg25, %c1_i32 : i32
      %c255_i32 = arith.constant 255 : i32
      %139 = arith.minsi %arg24, %c255_i32 : i32
      %140 = arith.index_cast %139 : i32 to index
      %141 = memref.load %arg5[%140] : memref<256xi8, #tpu.memory_space<smem>>
      %142 = arith.extsi %141 : i8 to i32
      %143 = arith.cmpi sge, %138, %142 : i32
      %c1_i32 = arith.constant 1 : i32
      %144 = arith.addi %arg24, %c1_i32 : i32
      %145 = arith.select %143, %144, %arg24 : i32
      %c1_i32 = arith.constant 1 : i32
      %146 = arith.addi %arg25, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %147 = arith.select %143, %c0_i32, %146 : i32
      %148 = arith.cmpi slt, %145, %16 : i32
      %149 = arith.extui %148 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %150 = arith.cmpi ne, %149, %c0_i32 : i32
      scf.if %150 {
        %c0_i32 = arith.constant 0 : i32
        %151 = arith.addi %4, %c0_i32 : i32
        %152 = arith.index_cast %145 : i32 to index
        %153 = memref.load %arg4[%152] : memref<256xi16, #tpu.memory_space<smem>>
        %154 = arith.extsi %153 : i16 to i32
        %155 = arith.addi %154, %147 : i32
        %c128_i32 = arith.constant 128 : i32
        %156 = arith.muli %155, %c128_i32 : i32
        %157 = tpu.assume_multiple %156, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %158 = arith.muli %155, %c128_i32 : i32
        %159 = tpu.assume_multiple %158, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %160 = arith.muli %155, %c128_i32 : i32
        %161 = tpu.assume_multiple %160, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %162 = arith.muli %155, %c128_i32 : i32
        %163 = tpu.assume_multiple %162, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %164 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %165 = tpu.memref_squeeze %164 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %166 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %167 = tpu.memref_squeeze %166 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg9[%151, %157, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %169 = tpu.memref_squeeze %168 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%169 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%167 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%165 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %170 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %171 = tpu.memref_squeeze %170 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %172 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %173 = tpu.memref_squeeze %172 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %174 = tpu.memref_slice %arg10[%151, %159, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %175 = tpu.memref_squeeze %174 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%175 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%173 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%171 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %176 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %179 = tpu.memref_squeeze %178 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %180 = tpu.memref_slice %arg11[%151, %c0_i32, %161] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %181 = tpu.memref_squeeze %180 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%181 : memref<1x128xf32, #tpu.memory_space<any>>) target(%179 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %182 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %183 = tpu.memref_squeeze %182 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %184 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %185 = tpu.memref_squeeze %184 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %186 = tpu.memref_slice %arg12[%151, %c0_i32, %163] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %187 = tpu.memref_squeeze %186 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%187 : memref<1x128xf32, #tpu.memory_space<any>>) target(%185 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%183 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg24, %arg25, %145, %147, %arg27, %arg28, %arg26 : i32, i32, i32, i32, i32, i32, i32
    }
    %34 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %36 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %37 = arith.truncf %36 : vector<128x64xf32> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %38 = vector.load %arg13[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %39 = vector.shape_cast %38 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %40 = vector.shape_cast %37 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %40 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %42 = arith.truncf %41 : vector<128x64xf32> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %43 = vector.load %arg14[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %44 = vector.shape_cast %43 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %45 = vector.shape_cast %42 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %45 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c8_i32 = arith.constant 8 : i32
    %2 = arith.muli %arg0, %c8_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c8_i32 = arith.constant 8 : i32
    %5 = arith.divsi %4, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %7 = arith.remsi %6, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
