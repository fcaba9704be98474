module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<256xi16>, %arg2: tensor<256xi8>, %arg3: tensor<256xi8>, %arg4: tensor<257xi16>, %arg5: tensor<256xi16>, %arg6: tensor<256xi8>, %arg7: tensor<256xi8>, %arg8: tensor<64x32768x64xbf16>, %arg9: tensor<8x32768x64xbf16>, %arg10: tensor<8x32768x64xbf16>, %arg11: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result[0]"}, tensor<64x32768x64xbf16> {jax.result_info = "result[1][0]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][1]"}, tensor<8x32768x64xbf16> {jax.result_info = "result[1][2]"}, tensor<64xf32> {jax.result_info = "result[1][3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %4, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:5c3dbfef5fc77b3ec5bff8e8033a5ea0cf641ac11c88c8453351382b407a8fbc\22, \22cost_estimate\22: {\22bytes_accessed\22: 1608515584, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x1x128xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> (tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>)
    %6 = stablehlo.convert %5#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %7 = stablehlo.convert %5#0 : (tensor<64x32768x64xbf16>) -> tensor<64x32768x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<64x32768x64xf32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x32768x64xf32>, tensor<f32>) -> tensor<64x32768xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<64x32768xf32>) -> tensor<64x1x32768xf32>
    %11 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %5#0, %5#1, %10, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:462202e0829a4e2eb01e02acba805d25912f6f076facd1e7252bda8825a09fe8\22, \22cost_estimate\22: {\22bytes_accessed\22: 1876951040, \22flops\22: 205755777024, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    %12:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %5#0, %5#1, %10) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:c634c78d4c63cc81d2c1ac1acdd6282c35d8aa27ec10305228757579c72fcc1f\22, \22cost_estimate\22: {\22bytes_accessed\22: 1205862400, \22flops\22: 274341036032, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x32768x64xbf16>, tensor<64x1x32768xf32>, tensor<64x1x32768xf32>) -> (tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:5c3dbfef5fc77b3ec5bff8e8033a5ea0cf641ac11c88c8453351382b407a8fbc
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg15: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_5, window_bounds = array<i64: 1, 1, 128>}]} {
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
    %30 = arith.cmpi ne, %29, %c0_i32 : i32
    scf.if %30 {
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.addi %2, %c0_i32 : i32
      %62 = arith.index_cast %23 : i32 to index
      %63 = memref.load %arg3[%62] : memref<256xi16, #tpu.memory_space<smem>>
      %64 = arith.extsi %63 : i16 to i32
      %c0_i32 = arith.constant 0 : i32
      %65 = arith.addi %64, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %66 = arith.divsi %61, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %67 = arith.muli %65, %c128_i32 : i32
      %68 = tpu.assume_multiple %67, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %69 = arith.divsi %61, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %70 = arith.muli %65, %c128_i32 : i32
      %71 = tpu.assume_multiple %70, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg17[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg8[%66, %68, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%77 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%75 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %78 = tpu.memref_slice %arg17[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %81 = tpu.memref_squeeze %80 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg9[%69, %71, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %83 = tpu.memref_squeeze %82 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%83 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%81 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %31:3 = scf.while (%arg18 = %23, %arg19 = %c0_i32, %arg20 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %61 = arith.cmpi slt, %arg18, %27 : i32
      scf.condition(%61) %arg18, %arg19, %arg20 : i32, i32, i32
    } do {
    ^bb0(%arg18: i32, %arg19: i32, %arg20: i32):
      %c1_i32 = arith.constant 1 : i32
      %61 = arith.addi %arg19, %c1_i32 : i32
      %62 = arith.index_cast %arg18 : i32 to index
      %63 = memref.load %arg4[%62] : memref<256xi8, #tpu.memory_space<smem>>
      %64 = arith.extsi %63 : i8 to i32
      %65 = arith.cmpi sge, %61, %64 : i32
      %c1_i32 = arith.constant 1 : i32
      %66 = arith.addi %arg18, %c1_i32 : i32
      %67 = arith.select %65, %66, %arg18 : i32
      %c1_i32 = arith.constant 1 : i32
      %68 = arith.addi %arg19, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = arith.select %65, %c0_i32, %68 : i32
      %70 = arith.cmpi slt, %67, %27 : i32
      %71 = arith.extui %70 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %72 = arith.cmpi ne, %71, %c0_i32 : i32
      scf.if %72 {
        %c0_i32 = arith.constant 0 : i32
        %161 = arith.addi %2, %c0_i32 : i32
        %162 = arith.index_cast %67 : i32 to index
        %163 = memref.load %arg3[%162] : memref<256xi16, #tpu.memory_space<smem>>
        %164 = arith.extsi %163 : i16 to i32
        %165 = arith.addi %164, %69 : i32
        %c1_i32 = arith.constant 1 : i32
        %166 = arith.subi %c1_i32, %arg20 : i32
        %c8_i32 = arith.constant 8 : i32
        %167 = arith.divsi %161, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %168 = arith.muli %165, %c128_i32 : i32
        %169 = tpu.assume_multiple %168, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %170 = arith.divsi %161, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %171 = arith.muli %165, %c128_i32 : i32
        %172 = tpu.assume_multiple %171, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg17[%166, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %175 = tpu.memref_slice %arg15[%166, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %176 = tpu.memref_squeeze %175 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %177 = tpu.memref_slice %arg8[%167, %169, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %178 = tpu.memref_squeeze %177 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%178 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%176 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %179 = tpu.memref_slice %arg17[%166, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %180 = tpu.memref_squeeze %179 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %181 = tpu.memref_slice %arg16[%166, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %182 = tpu.memref_squeeze %181 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %183 = tpu.memref_slice %arg9[%170, %172, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %184 = tpu.memref_squeeze %183 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%184 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%182 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%180 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %73 = arith.addi %2, %c0_i32 : i32
      %74 = arith.index_cast %arg18 : i32 to index
      %75 = memref.load %arg3[%74] : memref<256xi16, #tpu.memory_space<smem>>
      %76 = arith.extsi %75 : i16 to i32
      %77 = arith.addi %76, %arg19 : i32
      %c8_i32 = arith.constant 8 : i32
      %78 = arith.divsi %73, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %79 = arith.muli %77, %c128_i32 : i32
      %80 = tpu.assume_multiple %79, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %81 = arith.divsi %73, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %82 = arith.muli %77, %c128_i32 : i32
      %83 = tpu.assume_multiple %82, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg17[%arg20, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg15[%arg20, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg8[%78, %80, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %89 = tpu.memref_squeeze %88 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%87 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %90 = tpu.memref_slice %arg17[%arg20, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %91 = tpu.memref_squeeze %90 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %92 = tpu.memref_slice %arg16[%arg20, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %93 = tpu.memref_squeeze %92 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg9[%81, %83, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %95 = tpu.memref_squeeze %94 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%91 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%95 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%93 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %96 = arith.index_cast %arg18 : i32 to index
      %97 = memref.load %arg5[%96] : memref<256xi8, #tpu.memory_space<smem>>
      %98 = arith.extsi %97 : i8 to i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %99 = vector.load %arg6[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %100 = vector.shape_cast %99 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %101 = arith.index_cast %arg20 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %102 = vector.load %arg15[%101, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %103 = vector.shape_cast %102 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %104 = tpu.matmul %100, %103, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %105 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %106 = arith.mulf %104, %105 : vector<128x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %107 = arith.muli %3, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %108 = arith.muli %77, %c128_i32 : i32
      %109 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %110 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %111 = arith.subi %108, %107 : i32
      %112 = vector.broadcast %110 : vector<1x128xi32> to vector<128x128xi32>
      %113 = vector.broadcast %109 : vector<128x1xi32> to vector<128x128xi32>
      %114 = arith.subi %112, %113 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %115 = arith.addi %c127_i32, %111 : i32
      %c0_i32 = arith.constant 0 : i32
      %116 = arith.subi %c0_i32, %111 : i32
      %c0_i32 = arith.constant 0 : i32
      %117 = arith.subi %c0_i32, %115 : i32
      %118 = vector.broadcast %117 : i32 to vector<128x128xi32>
      %119 = arith.cmpi sge, %114, %118 : vector<128x128xi32>
      %120 = vector.broadcast %116 : i32 to vector<128x128xi32>
      %121 = arith.cmpi sle, %114, %120 : vector<128x128xi32>
      %122 = arith.andi %119, %121 : vector<128x128xi1>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %123 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
      %124 = arith.select %122, %106, %123 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %125 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %126 = vector.multi_reduction <maximumf>, %124, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %127 = vector.shape_cast %126 : vector<128xf32> to vector<128x1xf32>
      %128 = vector.broadcast %127 : vector<128x1xf32> to vector<128x128xf32>
      %129 = arith.maximumf %125, %128 : vector<128x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %130 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
      %131 = arith.maximumf %129, %130 : vector<128x128xf32>
      %132 = arith.subf %124, %131 : vector<128x128xf32>
      %133 = math.exp2 %132 : vector<128x128xf32>
      %134 = arith.subf %125, %131 : vector<128x128xf32>
      %135 = math.exp2 %134 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %136 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %137 = arith.mulf %135, %136 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %138 = vector.multi_reduction <add>, %133, %cst_x9a411a [1] : vector<128x128xf32> to vector<128xf32>
      %139 = vector.shape_cast %138 : vector<128xf32> to vector<128x1xf32>
      %140 = vector.broadcast %139 : vector<128x1xf32> to vector<128x128xf32>
      %141 = arith.addf %137, %140 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %142 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %143 = vector.shape_cast %142 : vector<128x128xf32> to vector<128x128xf32>
      %144 = vector.shape_cast %141 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0, %c0], %144 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %145 = arith.index_cast %arg20 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %146 = vector.load %arg16[%145, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %147 = vector.shape_cast %146 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %148 = vector.extract_strided_slice %135 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %149 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %150 = arith.mulf %148, %149 : vector<128x64xf32>
      %151 = arith.truncf %133 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %152 = tpu.matmul %151, %147, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %153 = arith.addf %150, %152 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %154 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %155 = vector.shape_cast %154 : vector<128x64xf32> to vector<128x64xf32>
      %156 = vector.shape_cast %153 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg14[%c0, %c0], %156 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %157 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %158 = vector.shape_cast %157 : vector<128x128xf32> to vector<128x128xf32>
      %159 = vector.shape_cast %129 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %159 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %160 = arith.subi %c1_i32, %arg20 : i32
      scf.yield %67, %69, %160 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %32 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %33 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %34 = arith.cmpf ogt, %32, %33 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg14[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %36 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %37 = arith.select %34, %32, %36 : vector<128x128xi1>, vector<128x128xf32>
    %38 = vector.extract_strided_slice %37 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %39 = arith.divf %35, %38 : vector<128x64xf32>
    %40 = arith.truncf %39 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg10[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %42 = vector.shape_cast %41 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %43 = vector.shape_cast %40 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg10[%c0, %c0, %c0], %43 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %45 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %46 = arith.select %34, %32, %45 : vector<128x128xi1>, vector<128x128xf32>
    %47 = math.log %46 : vector<128x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %48 = math.log %cst_x481f63 : f32
    %49 = vector.broadcast %48 : f32 to vector<128x128xf32>
    %50 = arith.divf %47, %49 : vector<128x128xf32>
    %51 = arith.addf %44, %50 : vector<128x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %52 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x128xf32>
    %53 = arith.divf %51, %52 : vector<128x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %54 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %55 = arith.select %34, %53, %54 : vector<128x128xi1>, vector<128x128xf32>
    %56 = tpu.transpose %55, [1, 0] : vector<128x128xf32> -> vector<128x128xf32>
    %57 = vector.extract_strided_slice %56 {offsets = [0, 0], sizes = [1, 128], strides = [1, 1]} : vector<128x128xf32> to vector<1x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %58 = vector.load %arg11[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
    %59 = vector.shape_cast %58 : vector<1x1x128xf32> to vector<1x128xf32>
    %60 = vector.shape_cast %57 : vector<1x128xf32> to vector<1x1x128xf32>
    tpu.vector_store %arg11[%c0, %c0, %c0], %60 {strides = array<i32>} : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>, 
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

// ---- kernel sparse_cli_dq sha256:462202e0829a4e2eb01e02acba805d25912f6f076facd1e7252bda8825a09fe8
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg10: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg11: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg12: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg13: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 256>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 128>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 64>}]} {
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
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = memref.load %arg2[%8] : memref<257xi16, #tpu.memory_space<smem>>
    %10 = arith.extsi %9 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.addi %arg1, %c1_i32 : i32
    %12 = arith.index_cast %11 : i32 to index
    %13 = memref.load %arg2[%12] : memref<257xi16, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i16 to i32
    %15 = arith.cmpi slt, %10, %14 : i32
    %16 = arith.extui %15 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32 : i32
    scf.if %17 {
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<256xi16, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i16 to i32
      %c0_i32 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %29 = arith.divsi %24, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %30 = arith.muli %28, %c128_i32 : i32
      %31 = tpu.assume_multiple %30, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %32 = arith.divsi %24, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %33 = arith.muli %28, %c128_i32 : i32
      %34 = tpu.assume_multiple %33, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %35 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %36 = tpu.memref_squeeze %35 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %38 = tpu.memref_squeeze %37 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %39 = tpu.memref_slice %arg10[%29, %31, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %40 = tpu.memref_squeeze %39 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%40 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%38 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%36 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %41 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %42 = tpu.memref_squeeze %41 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %44 = tpu.memref_squeeze %43 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg11[%32, %34, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %46 = tpu.memref_squeeze %45 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%46 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%44 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%42 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %18:3 = scf.while (%arg17 = %10, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %24 = arith.cmpi slt, %arg17, %14 : i32
      scf.condition(%24) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %24 = arith.addi %arg18, %c1_i32 : i32
      %25 = arith.index_cast %arg17 : i32 to index
      %26 = memref.load %arg4[%25] : memref<256xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %28 = arith.cmpi sge, %24, %27 : i32
      %c1_i32 = arith.constant 1 : i32
      %29 = arith.addi %arg17, %c1_i32 : i32
      %30 = arith.select %28, %29, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %31 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %32 = arith.select %28, %c0_i32, %31 : i32
      %33 = arith.cmpi slt, %30, %14 : i32
      %34 = arith.extui %33 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.cmpi ne, %34, %c0_i32 : i32
      scf.if %35 {
        %c0_i32 = arith.constant 0 : i32
        %118 = arith.addi %2, %c0_i32 : i32
        %119 = arith.index_cast %30 : i32 to index
        %120 = memref.load %arg3[%119] : memref<256xi16, #tpu.memory_space<smem>>
        %121 = arith.extsi %120 : i16 to i32
        %122 = arith.addi %121, %32 : i32
        %c1_i32 = arith.constant 1 : i32
        %123 = arith.subi %c1_i32, %arg19 : i32
        %c8_i32 = arith.constant 8 : i32
        %124 = arith.divsi %118, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %125 = arith.muli %122, %c128_i32 : i32
        %126 = tpu.assume_multiple %125, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %127 = arith.divsi %118, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %128 = arith.muli %122, %c128_i32 : i32
        %129 = tpu.assume_multiple %128, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %130 = tpu.memref_slice %arg16[%123, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %131 = tpu.memref_squeeze %130 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %132 = tpu.memref_slice %arg14[%123, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %133 = tpu.memref_squeeze %132 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %134 = tpu.memref_slice %arg10[%124, %126, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %135 = tpu.memref_squeeze %134 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%135 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%133 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%131 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %136 = tpu.memref_slice %arg16[%123, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %137 = tpu.memref_squeeze %136 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %138 = tpu.memref_slice %arg15[%123, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %139 = tpu.memref_squeeze %138 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %140 = tpu.memref_slice %arg11[%127, %129, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %141 = tpu.memref_squeeze %140 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%141 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%139 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%137 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32 : i32
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg3[%37] : memref<256xi16, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i16 to i32
      %40 = arith.addi %39, %arg18 : i32
      %c8_i32 = arith.constant 8 : i32
      %41 = arith.divsi %36, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %42 = arith.muli %40, %c128_i32 : i32
      %43 = tpu.assume_multiple %42, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %44 = arith.divsi %36, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %45 = arith.muli %40, %c128_i32 : i32
      %46 = tpu.assume_multiple %45, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %48 = tpu.memref_squeeze %47 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %50 = tpu.memref_squeeze %49 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg10[%41, %43, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %52 = tpu.memref_squeeze %51 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%48 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%52 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%50 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %53 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %54 = tpu.memref_squeeze %53 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg11[%44, %46, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %58 = tpu.memref_squeeze %57 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%54 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%58 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%56 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %59 = arith.index_cast %arg17 : i32 to index
      %60 = memref.load %arg5[%59] : memref<256xi8, #tpu.memory_space<smem>>
      %61 = arith.extsi %60 : i8 to i32
      %62 = arith.index_cast %arg19 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %63 = vector.load %arg14[%62, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %64 = vector.shape_cast %63 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %65 = vector.load %arg6[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %66 = vector.shape_cast %65 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %67 = tpu.matmul %66, %64, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %68 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %69 = arith.mulf %67, %68 : vector<128x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %70 = arith.muli %3, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %71 = arith.muli %40, %c128_i32 : i32
      %72 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %73 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %74 = arith.subi %71, %70 : i32
      %75 = vector.broadcast %73 : vector<1x128xi32> to vector<128x128xi32>
      %76 = vector.broadcast %72 : vector<128x1xi32> to vector<128x128xi32>
      %77 = arith.subi %75, %76 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %78 = arith.addi %c127_i32, %74 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = arith.subi %c0_i32, %74 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = arith.subi %c0_i32, %78 : i32
      %81 = vector.broadcast %80 : i32 to vector<128x128xi32>
      %82 = arith.cmpi sge, %77, %81 : vector<128x128xi32>
      %83 = vector.broadcast %79 : i32 to vector<128x128xi32>
      %84 = arith.cmpi sle, %77, %83 : vector<128x128xi32>
      %85 = arith.andi %82, %84 : vector<128x128xi1>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %86 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %87 = vector.shape_cast %86 : vector<1x1x128xf32> to vector<128xf32>
      %88 = vector.shape_cast %87 : vector<128xf32> to vector<128x1xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %89 = vector.broadcast %cst_x3f8ad7 : f32 to vector<128x1xf32>
      %90 = arith.mulf %88, %89 : vector<128x1xf32>
      %91 = vector.broadcast %90 : vector<128x1xf32> to vector<128x128xf32>
      %92 = arith.subf %69, %91 : vector<128x128xf32>
      %93 = math.exp2 %92 : vector<128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %94 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
      %95 = arith.select %85, %93, %94 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %96 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %97 = vector.shape_cast %96 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %98 = arith.index_cast %arg19 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %99 = vector.load %arg15[%98, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %100 = vector.shape_cast %99 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %101 = tpu.matmul %97, %100, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %102 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %103 = vector.shape_cast %102 : vector<1x1x128xf32> to vector<128xf32>
      %104 = vector.shape_cast %103 : vector<128xf32> to vector<128x1xf32>
      %105 = vector.broadcast %104 : vector<128x1xf32> to vector<128x128xf32>
      %106 = arith.subf %101, %105 : vector<128x128xf32>
      %107 = arith.mulf %95, %106 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %108 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %109 = arith.truncf %107 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %110 = tpu.matmul %109, %64, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %111 = vector.broadcast %cst_x35b8ee : f32 to vector<128x64xf32>
      %112 = arith.mulf %110, %111 : vector<128x64xf32>
      %113 = arith.addf %108, %112 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %114 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %115 = vector.shape_cast %114 : vector<128x64xf32> to vector<128x64xf32>
      %116 = vector.shape_cast %113 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0, %c0], %116 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %117 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %30, %32, %117 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %19 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %20 = arith.truncf %19 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg12[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %22 = vector.shape_cast %21 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %23 = vector.shape_cast %20 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %23 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
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

// ---- kernel sparse_cli_dkv sha256:c634c78d4c63cc81d2c1ac1acdd6282c35d8aa27ec10305228757579c72fcc1f
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<257xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi16, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<256xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg9: memref<64x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<64x32768x64xbf16, #tpu.memory_space<any>>, %arg11: memref<64x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<64x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg16: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg17: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x128x64xbf16, #tpu.memory_space<vmem>>, %arg19: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x1x128xf32, #tpu.memory_space<vmem>>, %arg21: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256, 8>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 128, 64>}]} {
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
      %23 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %24 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %25 = vector.shape_cast %24 : vector<128x64xf32> to vector<128x64xf32>
      %26 = vector.shape_cast %23 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %26 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %27 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %29 = vector.shape_cast %28 : vector<128x64xf32> to vector<128x64xf32>
      %30 = vector.shape_cast %27 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0, %c0], %30 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %23 = arith.addi %4, %c0_i32 : i32
      %24 = arith.index_cast %12 : i32 to index
      %25 = memref.load %arg4[%24] : memref<256xi16, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i16 to i32
      %c0_i32 = arith.constant 0 : i32
      %27 = arith.addi %26, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %28 = arith.muli %27, %c128_i32 : i32
      %29 = tpu.assume_multiple %28, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %30 = arith.muli %27, %c128_i32 : i32
      %31 = tpu.assume_multiple %30, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %32 = arith.muli %27, %c128_i32 : i32
      %33 = tpu.assume_multiple %32, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %34 = arith.muli %27, %c128_i32 : i32
      %35 = tpu.assume_multiple %34, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %36 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %37 = tpu.memref_squeeze %36 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %38 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %39 = tpu.memref_squeeze %38 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %40 = tpu.memref_slice %arg9[%23, %29, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %41 = tpu.memref_squeeze %40 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%41 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%39 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%37 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %42 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %43 = tpu.memref_squeeze %42 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %44 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %45 = tpu.memref_squeeze %44 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg10[%23, %31, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %47 = tpu.memref_squeeze %46 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%47 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%45 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%43 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %48 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg11[%23, %c0_i32, %33] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%53 : memref<1x128xf32, #tpu.memory_space<any>>) target(%51 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %54 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg12[%23, %c0_i32, %35] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%59 : memref<1x128xf32, #tpu.memory_space<any>>) target(%57 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %20:3 = scf.while (%arg22 = %12, %arg23 = %c0_i32, %arg24 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %23 = arith.cmpi slt, %arg22, %16 : i32
      scf.condition(%23) %arg22, %arg23, %arg24 : i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32):
      %c1_i32 = arith.constant 1 : i32
      %23 = arith.addi %arg23, %c1_i32 : i32
      %24 = arith.index_cast %arg22 : i32 to index
      %25 = memref.load %arg5[%24] : memref<256xi8, #tpu.memory_space<smem>>
      %26 = arith.extsi %25 : i8 to i32
      %27 = arith.cmpi sge, %23, %26 : i32
      %c1_i32 = arith.constant 1 : i32
      %28 = arith.addi %arg22, %c1_i32 : i32
      %29 = arith.select %27, %28, %arg22 : i32
      %c1_i32 = arith.constant 1 : i32
      %30 = arith.addi %arg23, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %31 = arith.select %27, %c0_i32, %30 : i32
      %32 = arith.cmpi slt, %29, %16 : i32
      %33 = arith.extui %32 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %34 = arith.cmpi ne, %33, %c0_i32 : i32
      scf.if %34 {
        %c0_i32 = arith.constant 0 : i32
        %138 = arith.addi %4, %c0_i32 : i32
        %139 = arith.index_cast %29 : i32 to index
        %140 = memref.load %arg4[%139] : memref<256xi16, #tpu.memory_space<smem>>
        %141 = arith.extsi %140 : i16 to i32
        %142 = arith.addi %141, %31 : i32
        %c1_i32 = arith.constant 1 : i32
        %143 = arith.subi %c1_i32, %arg24 : i32
        %c128_i32 = arith.constant 128 : i32
        %144 = arith.muli %142, %c128_i32 : i32
        %145 = tpu.assume_multiple %144, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %146 = arith.muli %142, %c128_i32 : i32
        %147 = tpu.assume_multiple %146, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %148 = arith.muli %142, %c128_i32 : i32
        %149 = tpu.assume_multiple %148, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %150 = arith.muli %142, %c128_i32 : i32
        %151 = tpu.assume_multiple %150, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %152 = tpu.memref_slice %arg21[%143, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %153 = tpu.memref_squeeze %152 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %154 = tpu.memref_slice %arg17[%143, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %155 = tpu.memref_squeeze %154 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %156 = tpu.memref_slice %arg9[%138, %145, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %157 = tpu.memref_squeeze %156 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%157 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%155 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%153 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %158 = tpu.memref_slice %arg21[%143, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %159 = tpu.memref_squeeze %158 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg18[%143, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %161 = tpu.memref_squeeze %160 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %162 = tpu.memref_slice %arg10[%138, %147, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %163 = tpu.memref_squeeze %162 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%163 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%161 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%159 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %164 = tpu.memref_slice %arg21[%143, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %165 = tpu.memref_squeeze %164 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %166 = tpu.memref_slice %arg19[%143, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %167 = tpu.memref_squeeze %166 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg11[%138, %c0_i32, %149] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %169 = tpu.memref_squeeze %168 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%169 : memref<1x128xf32, #tpu.memory_space<any>>) target(%167 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%165 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %170 = tpu.memref_slice %arg21[%143, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %171 = tpu.memref_squeeze %170 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %172 = tpu.memref_slice %arg20[%143, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
        %173 = tpu.memref_squeeze %172 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %174 = tpu.memref_slice %arg12[%138, %c0_i32, %151] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
        %175 = tpu.memref_squeeze %174 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%175 : memref<1x128xf32, #tpu.memory_space<any>>) target(%173 : memref<1x128xf32, #tpu.memory_space<vmem>>) target_semaphore(%171 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %35 = arith.addi %4, %c0_i32 : i32
      %36 = arith.index_cast %arg22 : i32 to index
      %37 = memref.load %arg4[%36] : memref<256xi16, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i16 to i32
      %39 = arith.addi %38, %arg23 : i32
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
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg21[%arg24, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %49 = tpu.memref_squeeze %48 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg17[%arg24, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %51 = tpu.memref_squeeze %50 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %52 = tpu.memref_slice %arg9[%35, %41, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %53 = tpu.memref_squeeze %52 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%49 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%53 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%51 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %54 = tpu.memref_slice %arg21[%arg24, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %55 = tpu.memref_squeeze %54 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg18[%arg24, %c0_i32, %c0_i32] : memref<2x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %57 = tpu.memref_squeeze %56 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg10[%35, %43, %c0_i32] : memref<64x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %59 = tpu.memref_squeeze %58 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%55 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%59 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%57 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %60 = tpu.memref_slice %arg21[%arg24, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg19[%arg24, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg11[%35, %c0_i32, %45] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%63 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %66 = tpu.memref_slice %arg21[%arg24, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg20[%arg24, %c0_i32, %c0_i32] : memref<2x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x1x128xf32, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x128xf32, #tpu.memory_space<vmem>> -> memref<1x128xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg12[%35, %c0_i32, %47] : memref<64x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x128xf32, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x128xf32, #tpu.memory_space<any>> -> memref<1x128xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<1x128xf32, #tpu.memory_space<any>>) dst(%69 : memref<1x128xf32, #tpu.memory_space<vmem>>)
      %72 = arith.index_cast %arg22 : i32 to index
      %73 = memref.load %arg6[%72] : memref<256xi8, #tpu.memory_space<smem>>
      %74 = arith.extsi %73 : i8 to i32
      %75 = arith.index_cast %arg24 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %76 = vector.load %arg17[%75, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %77 = vector.shape_cast %76 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %78 = arith.index_cast %arg24 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %79 = vector.load %arg18[%78, %c0, %c0] : memref<2x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %80 = vector.shape_cast %79 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %81 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %82 = vector.shape_cast %81 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %83 = tpu.matmul %82, %77, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %84 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %85 = arith.mulf %83, %84 : vector<128x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %86 = arith.muli %39, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %87 = arith.muli %7, %c128_i32 : i32
      %88 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %89 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %90 = arith.subi %87, %86 : i32
      %91 = vector.broadcast %89 : vector<128x1xi32> to vector<128x128xi32>
      %92 = vector.broadcast %88 : vector<1x128xi32> to vector<128x128xi32>
      %93 = arith.subi %91, %92 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %94 = arith.addi %c127_i32, %90 : i32
      %c0_i32 = arith.constant 0 : i32
      %95 = arith.subi %c0_i32, %90 : i32
      %c0_i32 = arith.constant 0 : i32
      %96 = arith.subi %c0_i32, %94 : i32
      %97 = vector.broadcast %96 : i32 to vector<128x128xi32>
      %98 = arith.cmpi sge, %93, %97 : vector<128x128xi32>
      %99 = vector.broadcast %95 : i32 to vector<128x128xi32>
      %100 = arith.cmpi sle, %93, %99 : vector<128x128xi32>
      %101 = arith.andi %98, %100 : vector<128x128xi1>
      %102 = arith.index_cast %arg24 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %103 = vector.load %arg19[%102, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %104 = vector.shape_cast %103 : vector<1x1x128xf32> to vector<1x128xf32>
      %cst_x3f8ad7 = arith.constant 1.44269502 : f32
      %105 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x128xf32>
      %106 = arith.mulf %104, %105 : vector<1x128xf32>
      %107 = vector.broadcast %106 : vector<1x128xf32> to vector<128x128xf32>
      %108 = arith.subf %85, %107 : vector<128x128xf32>
      %109 = math.exp2 %108 : vector<128x128xf32>
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %110 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
      %111 = arith.select %101, %109, %110 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %112 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %113 = arith.truncf %111 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %114 = tpu.matmul %113, %80, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %115 = arith.addf %112, %114 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %116 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %117 = vector.shape_cast %116 : vector<128x64xf32> to vector<128x64xf32>
      %118 = vector.shape_cast %115 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg16[%c0, %c0], %118 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %119 = vector.load %arg8[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %120 = vector.shape_cast %119 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %121 = tpu.matmul %120, %80, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %122 = arith.index_cast %arg24 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %123 = vector.load %arg20[%122, %c0, %c0] : memref<2x1x128xf32, #tpu.memory_space<vmem>>, vector<1x1x128xf32>
      %124 = vector.shape_cast %123 : vector<1x1x128xf32> to vector<1x128xf32>
      %125 = vector.broadcast %124 : vector<1x128xf32> to vector<128x128xf32>
      %126 = arith.subf %121, %125 : vector<128x128xf32>
      %127 = arith.mulf %111, %126 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %128 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %129 = arith.truncf %127 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %130 = tpu.matmul %129, %77, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %cst_x35b8ee = arith.constant 1.250000e-01 : f32
      %131 = vector.broadcast %cst_x35b8ee : f32 to vector<128x64xf32>
      %132 = arith.mulf %130, %131 : vector<128x64xf32>
      %133 = arith.addf %128, %132 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %134 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %135 = vector.shape_cast %134 : vector<128x64xf32> to vector<128x64xf32>
      %136 = vector.shape_cast %133 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg15[%c0, %c0], %136 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %137 = arith.subi %c1_i32, %arg24 : i32
      scf.yield %29, %31, %137 : i32, i32, i32
    }
    %21 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32 : i32
    scf.if %22 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %23 = vector.load %arg15[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %24 = arith.truncf %23 : vector<128x64xf32> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %25 = vector.load %arg13[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %26 = vector.shape_cast %25 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %27 = vector.shape_cast %24 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %27 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %28 = vector.load %arg16[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %29 = arith.truncf %28 : vector<128x64xf32> to vector<128x64xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %30 = vector.load %arg14[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %31 = vector.shape_cast %30 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %32 = vector.shape_cast %29 : vector<128x64xbf16> to vector<1x128x64xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %32 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
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
