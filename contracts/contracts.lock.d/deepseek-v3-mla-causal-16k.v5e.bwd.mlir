module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<63xi8>, %arg2: tensor<63xi8>, %arg3: tensor<63xi8>, %arg4: tensor<33xi8>, %arg5: tensor<63xi8>, %arg6: tensor<63xi8>, %arg7: tensor<63xi8>, %arg8: tensor<128x16384x192xbf16>, %arg9: tensor<128x16384x192xbf16>, %arg10: tensor<128x16384x128xbf16>) -> (tensor<128x16384x128xbf16> {jax.result_info = "result[0]"}, tensor<128x16384x192xbf16> {jax.result_info = "result[1][0]"}, tensor<128x16384x192xbf16> {jax.result_info = "result[1][1]"}, tensor<128x16384x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<128x16384x128xbf16>, tensor<i32>) -> tensor<128x16384x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:2c67893230869bacdf88cb40f044595848bfae11d5e85909dd6d63ea75c8c305\22, \22cost_estimate\22: {\22bytes_accessed\22: 23488102400, \22flops\22: 11338713661440, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>) -> (tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<128x16384x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<128x16384x128xf32>, tensor<f32>) -> tensor<128x16384xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<128x16384xf32>) -> tensor<128x1x16384xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:edda054a1ac302d76dc533c7cbb1438cde0c1db82187b8e3c4c7a7f00c9dc8cc\22, \22cost_estimate\22: {\22bytes_accessed\22: 24293408768, \22flops\22: 18141941858304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>, tensor<128x1x16384xf32>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>) -> tensor<128x16384x192xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:02534d1b113eb69e6e328fb65ed891cdc6ad068dbe777651c1e7cae81f34caaa\22, \22cost_estimate\22: {\22bytes_accessed\22: 24830279680, \22flops\22: 22677427322880, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>, tensor<128x1x16384xf32>) -> (tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16>
    %12 = call @_pad_2(%10#0) : (tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16>
    %13 = call @_pad_2(%9) : (tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16>
    return %3#0, %13, %12, %11 : tensor<128x16384x128xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<128x16384x192xbf16>, %arg1: tensor<i32>) -> tensor<128x16384x192xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x192xbf16>, tensor<bf16>) -> tensor<128x16384x192xbf16>
    return %1 : tensor<128x16384x192xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<128x16384x128xbf16>, %arg1: tensor<i32>) -> tensor<128x16384x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x128xbf16>, tensor<bf16>) -> tensor<128x16384x128xbf16>
    return %1 : tensor<128x16384x128xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x128xbf16>, tensor<bf16>) -> tensor<128x16384x128xbf16>
    %1 = stablehlo.slice %0 [0:128, 0:16384, 0:128] : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16>
    return %1 : tensor<128x16384x128xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16384x192xbf16>, tensor<bf16>) -> tensor<128x16384x192xbf16>
    %1 = stablehlo.slice %0 [0:128, 0:16384, 0:192] : (tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16>
    return %1 : tensor<128x16384x192xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:2c67893230869bacdf88cb40f044595848bfae11d5e85909dd6d63ea75c8c305
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg8: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x512x192xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %4 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %14 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    %15 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %15 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<33xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<33xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %68 = arith.addi %2, %c0_i32 : i32
      %69 = arith.index_cast %18 : i32 to index
      %70 = memref.load %arg3[%69] : memref<63xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %72 = arith.addi %71, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %73 = arith.muli %72, %c512_i32 : i32
      %74 = tpu.assume_multiple %73, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %75 = arith.muli %72, %c512_i32 : i32
      %76 = tpu.assume_multiple %75, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg7[%68, %74, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%82 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%80 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %83 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg8[%68, %76, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%88 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%86 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %c0_i32, %c1_i32 : i32
    %c62_i32 = arith.constant 62 : i32
    %27 = arith.minsi %18, %c62_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg4[%28] : memref<63xi8, #tpu.memory_space<smem>>
    %30 = arith.extsi %29 : i8 to i32
    %31 = arith.cmpi sge, %26, %30 : i32
    %c1_i32 = arith.constant 1 : i32
    %32 = arith.addi %18, %c1_i32 : i32
    %33 = arith.select %31, %32, %18 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %34 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.select %31, %c0_i32, %34 : i32
    %36 = arith.cmpi slt, %33, %22 : i32
    %37 = arith.extui %36 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %38 = arith.cmpi ne, %37, %c0_i32 : i32
    scf.if %38 {
      %c0_i32 = arith.constant 0 : i32
      %68 = arith.addi %2, %c0_i32 : i32
      %69 = arith.index_cast %33 : i32 to index
      %70 = memref.load %arg3[%69] : memref<63xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %72 = arith.addi %71, %35 : i32
      %c512_i32 = arith.constant 512 : i32
      %73 = arith.muli %72, %c512_i32 : i32
      %74 = tpu.assume_multiple %73, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %75 = arith.muli %72, %c512_i32 : i32
      %76 = tpu.assume_multiple %75, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg7[%68, %74, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%82 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%80 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %83 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %84 = tpu.memref_squeeze %83 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %85 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %86 = tpu.memref_squeeze %85 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %87 = tpu.memref_slice %arg8[%68, %76, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%88 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%86 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%84 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %39:7 = scf.while (%arg17 = %18, %arg18 = %c0_i32, %arg19 = %33, %arg20 = %35, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %68 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%68) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %68 = arith.index_cast %arg17 : i32 to index
      %69 = memref.load %arg5[%68] : memref<63xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %71 = arith.cmpi eq, %70, %c2_i32 : i32
      %72 = arith.extui %71 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %73 = arith.cmpi ne, %72, %c0_i32 : i32
      %74:2 = scf.if %73 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %75 = arith.muli %c0_i32, %c512_i32 : i32
        %76 = tpu.assume_multiple %75, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %77 = arith.muli %c0_i32, %c512_i32 : i32
        %78 = tpu.assume_multiple %77, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg7[%c0_i32, %76, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %84 = tpu.memref_squeeze %83 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%82 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %85 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg8[%c0_i32, %78, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%90 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%88 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %91 = arith.addi %2, %c0_i32 : i32
        %92 = arith.index_cast %arg17 : i32 to index
        %93 = memref.load %arg3[%92] : memref<63xi8, #tpu.memory_space<smem>>
        %94 = arith.extsi %93 : i8 to i32
        %95 = arith.addi %94, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %98 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg14[%98, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %100 = vector.shape_cast %99 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %101 = tpu.matmul %97, %100, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %102 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %103 = arith.mulf %101, %102 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %105 = vector.multi_reduction <maximumf>, %103, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %106 = vector.shape_cast %105 : vector<512xf32> to vector<512x1xf32>
        %107 = vector.broadcast %106 : vector<512x1xf32> to vector<512x128xf32>
        %108 = arith.maximumf %104, %107 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %109 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %110 = arith.maximumf %108, %109 : vector<512x128xf32>
        %111 = tpu.concatenate %110, %110, %110, %110 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %112 = arith.subf %103, %111 : vector<512x512xf32>
        %113 = math.exp2 %112 : vector<512x512xf32>
        %114 = arith.subf %104, %110 : vector<512x128xf32>
        %115 = math.exp2 %114 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = arith.mulf %115, %116 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %118 = vector.multi_reduction <add>, %113, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %119 = vector.shape_cast %118 : vector<512xf32> to vector<512x1xf32>
        %120 = vector.broadcast %119 : vector<512x1xf32> to vector<512x128xf32>
        %121 = arith.addf %117, %120 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %123 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        %124 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %124 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %125 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg15[%125, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %127 = vector.shape_cast %126 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = arith.mulf %115, %128 : vector<512x128xf32>
        %130 = arith.truncf %113 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %131 = tpu.matmul %130, %127, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %132 = arith.addf %129, %131 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        %135 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %135 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %137 = vector.shape_cast %136 : vector<512x128xf32> to vector<512x128xf32>
        %138 = vector.shape_cast %108 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %138 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %139 = arith.addi %arg20, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %140 = arith.minsi %arg19, %c62_i32 : i32
        %141 = arith.index_cast %140 : i32 to index
        %142 = memref.load %arg4[%141] : memref<63xi8, #tpu.memory_space<smem>>
        %143 = arith.extsi %142 : i8 to i32
        %144 = arith.cmpi sge, %139, %143 : i32
        %c1_i32 = arith.constant 1 : i32
        %145 = arith.addi %arg19, %c1_i32 : i32
        %146 = arith.select %144, %145, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %147 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %148 = arith.select %144, %c0_i32, %147 : i32
        %149 = arith.cmpi slt, %146, %22 : i32
        %150 = arith.extui %149 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %151 = arith.cmpi ne, %150, %c0_i32 : i32
        scf.if %151 {
          %c0_i32 = arith.constant 0 : i32
          %152 = arith.addi %2, %c0_i32 : i32
          %153 = arith.index_cast %146 : i32 to index
          %154 = memref.load %arg3[%153] : memref<63xi8, #tpu.memory_space<smem>>
          %155 = arith.extsi %154 : i8 to i32
          %156 = arith.addi %155, %148 : i32
          %c512_i32 = arith.constant 512 : i32
          %157 = arith.muli %156, %c512_i32 : i32
          %158 = tpu.assume_multiple %157, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %159 = arith.muli %156, %c512_i32 : i32
          %160 = tpu.assume_multiple %159, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %161 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %162 = tpu.memref_squeeze %161 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %163 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %164 = tpu.memref_squeeze %163 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg7[%152, %158, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %166 = tpu.memref_squeeze %165 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%166 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%164 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%162 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %167 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %168 = tpu.memref_squeeze %167 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %169 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %170 = tpu.memref_squeeze %169 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg8[%152, %160, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %172 = tpu.memref_squeeze %171 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%172 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%170 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%168 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %146, %148 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %75 = arith.muli %c0_i32, %c512_i32 : i32
        %76 = tpu.assume_multiple %75, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %77 = arith.muli %c0_i32, %c512_i32 : i32
        %78 = tpu.assume_multiple %77, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg7[%c0_i32, %76, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %84 = tpu.memref_squeeze %83 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%82 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %85 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %86 = tpu.memref_squeeze %85 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %87 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %88 = tpu.memref_squeeze %87 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %89 = tpu.memref_slice %arg8[%c0_i32, %78, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %90 = tpu.memref_squeeze %89 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%86 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%90 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%88 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %91 = arith.addi %2, %c0_i32 : i32
        %92 = arith.index_cast %arg17 : i32 to index
        %93 = memref.load %arg3[%92] : memref<63xi8, #tpu.memory_space<smem>>
        %94 = arith.extsi %93 : i8 to i32
        %95 = arith.addi %94, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %98 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg14[%98, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %100 = vector.shape_cast %99 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %101 = tpu.matmul %97, %100, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %102 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %103 = arith.mulf %101, %102 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %104 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %105 = arith.muli %95, %c512_i32 : i32
        %106 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %107 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %108 = arith.subi %105, %104 : i32
        %109 = vector.broadcast %107 : vector<1x512xi32> to vector<512x512xi32>
        %110 = vector.broadcast %106 : vector<512x1xi32> to vector<512x512xi32>
        %111 = arith.subi %109, %110 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %112 = arith.subi %c0_i32, %108 : i32
        %113 = vector.broadcast %112 : i32 to vector<512x512xi32>
        %114 = arith.cmpi sle, %111, %113 : vector<512x512xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %115 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %116 = arith.select %114, %103, %115 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %118 = vector.multi_reduction <maximumf>, %116, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %119 = vector.shape_cast %118 : vector<512xf32> to vector<512x1xf32>
        %120 = vector.broadcast %119 : vector<512x1xf32> to vector<512x128xf32>
        %121 = arith.maximumf %117, %120 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %122 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %123 = arith.maximumf %121, %122 : vector<512x128xf32>
        %124 = tpu.concatenate %123, %123, %123, %123 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %125 = arith.subf %116, %124 : vector<512x512xf32>
        %126 = math.exp2 %125 : vector<512x512xf32>
        %127 = arith.subf %117, %123 : vector<512x128xf32>
        %128 = math.exp2 %127 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %130 = arith.mulf %128, %129 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %131 = vector.multi_reduction <add>, %126, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %132 = vector.shape_cast %131 : vector<512xf32> to vector<512x1xf32>
        %133 = vector.broadcast %132 : vector<512x1xf32> to vector<512x128xf32>
        %134 = arith.addf %130, %133 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        %137 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %138 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg15[%138, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %140 = vector.shape_cast %139 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %141 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %142 = arith.mulf %128, %141 : vector<512x128xf32>
        %143 = arith.truncf %126 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %144 = tpu.matmul %143, %140, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %145 = arith.addf %142, %144 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %147 = vector.shape_cast %146 : vector<512x128xf32> to vector<512x128xf32>
        %148 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %148 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %150 = vector.shape_cast %149 : vector<512x128xf32> to vector<512x128xf32>
        %151 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %151 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %152 = arith.addi %arg20, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %153 = arith.minsi %arg19, %c62_i32 : i32
        %154 = arith.index_cast %153 : i32 to index
        %155 = memref.load %arg4[%154] : memref<63xi8, #tpu.memory_space<smem>>
        %156 = arith.extsi %155 : i8 to i32
        %157 = arith.cmpi sge, %152, %156 : i32
        %c1_i32 = arith.constant 1 : i32
        %158 = arith.addi %arg19, %c1_i32 : i32
        %159 = arith.select %157, %158, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %160 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %161 = arith.select %157, %c0_i32, %160 : i32
        %162 = arith.cmpi slt, %159, %22 : i32
        %163 = arith.extui %162 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %164 = arith.cmpi ne, %163, %c0_i32 : i32
        scf.if %164 {
          %c0_i32 = arith.constant 0 : i32
          %165 = arith.addi %2, %c0_i32 : i32
          %166 = arith.index_cast %159 : i32 to index
          %167 = memref.load %arg3[%166] : memref<63xi8, #tpu.memory_space<smem>>
          %168 = arith.extsi %167 : i8 to i32
          %169 = arith.addi %168, %161 : i32
          %c512_i32 = arith.constant 512 : i32
          %170 = arith.muli %169, %c512_i32 : i32
          %171 = tpu.assume_multiple %170, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %172 = arith.muli %169, %c512_i32 : i32
          %173 = tpu.assume_multiple %172, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %174 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %175 = tpu.memref_squeeze %174 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %176 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %177 = tpu.memref_squeeze %176 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %178 = tpu.memref_slice %arg7[%165, %171, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %179 = tpu.memref_squeeze %178 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%179 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%177 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%175 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %180 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %181 = tpu.memref_squeeze %180 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %183 = tpu.memref_squeeze %182 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %184 = tpu.memref_slice %arg8[%165, %173, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %185 = tpu.memref_squeeze %184 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%185 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%183 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%181 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %159, %161 : i32, i32
      }
      scf.yield %arg19, %arg20, %74#0, %74#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %41 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %42 = arith.cmpf ogt, %40, %41 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %43 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %44 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %45 = arith.select %42, %40, %44 : vector<512x128xi1>, vector<512x128xf32>
    %46 = arith.divf %43, %45 : vector<512x128xf32>
    %47 = arith.truncf %46 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %49 = vector.shape_cast %48 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %50 = vector.shape_cast %47 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %50 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %52 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %53 = arith.select %42, %40, %52 : vector<512x128xi1>, vector<512x128xf32>
    %54 = math.log %53 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %55 = math.log %cst_x481f63 : f32
    %56 = vector.broadcast %55 : f32 to vector<512x128xf32>
    %57 = arith.divf %54, %56 : vector<512x128xf32>
    %58 = arith.addf %51, %57 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %59 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %60 = arith.divf %58, %59 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %61 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %62 = arith.select %42, %60, %61 : vector<512x128xi1>, vector<512x128xf32>
    %63 = tpu.transpose %62, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %64 = vector.extract_strided_slice %63 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %65 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %66 = vector.shape_cast %65 : vector<1x1x512xf32> to vector<1x512xf32>
    %67 = vector.shape_cast %64 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %67 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:edda054a1ac302d76dc533c7cbb1438cde0c1db82187b8e3c4c7a7f00c9dc8cc
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg11: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x192xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x192xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 192>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x192xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %6 = vector.shape_cast %5 : vector<512x192xf32> to vector<512x192xf32>
    %7 = vector.shape_cast %4 : vector<512x192xf32> to vector<512x192xf32>
    tpu.vector_store %arg13[%c0, %c0], %7 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %9 = vector.shape_cast %8 : vector<1x1x512xf32> to vector<1x512xf32>
    %10 = vector.shape_cast %9 : vector<1x512xf32> to vector<1x512xf32>
    %11 = vector.broadcast %10 : vector<1x512xf32> to vector<128x512xf32>
    %12 = tpu.transpose %11, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %14 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    %15 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %15 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %16 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %17 = vector.shape_cast %16 : vector<1x1x512xf32> to vector<1x512xf32>
    %18 = vector.shape_cast %17 : vector<1x512xf32> to vector<1x512xf32>
    %19 = vector.broadcast %18 : vector<1x512xf32> to vector<128x512xf32>
    %20 = tpu.transpose %19, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %22 = vector.shape_cast %21 : vector<512x128xf32> to vector<512x128xf32>
    %23 = vector.shape_cast %20 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %23 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %24 = arith.index_cast %arg1 : i32 to index
    %25 = memref.load %arg2[%24] : memref<33xi8, #tpu.memory_space<smem>>
    %26 = arith.extsi %25 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %arg1, %c1_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg2[%28] : memref<33xi8, #tpu.memory_space<smem>>
    %30 = arith.extsi %29 : i8 to i32
    %31 = arith.cmpi slt, %26, %30 : i32
    %32 = arith.extui %31 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %33 = arith.cmpi ne, %32, %c0_i32 : i32
    scf.if %33 {
      %c0_i32 = arith.constant 0 : i32
      %53 = arith.addi %2, %c0_i32 : i32
      %54 = arith.index_cast %26 : i32 to index
      %55 = memref.load %arg3[%54] : memref<63xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.addi %56, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %57, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %57, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg10[%53, %59, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%67 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%65 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %68 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg11[%53, %61, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %34 = arith.addi %c0_i32, %c1_i32 : i32
    %c62_i32 = arith.constant 62 : i32
    %35 = arith.minsi %26, %c62_i32 : i32
    %36 = arith.index_cast %35 : i32 to index
    %37 = memref.load %arg4[%36] : memref<63xi8, #tpu.memory_space<smem>>
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
      %55 = memref.load %arg3[%54] : memref<63xi8, #tpu.memory_space<smem>>
      %56 = arith.extsi %55 : i8 to i32
      %57 = arith.addi %56, %43 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %57, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %57, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg10[%53, %59, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%67 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%65 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %68 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg11[%53, %61, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %54 = memref.load %arg5[%53] : memref<63xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.cmpi eq, %55, %c2_i32 : i32
      %57 = arith.extui %56 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %58 = arith.cmpi ne, %57, %c0_i32 : i32
      %59:2 = scf.if %58 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg10[%c0_i32, %61, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %70 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg11[%c0_i32, %63, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %76 = arith.addi %2, %c0_i32 : i32
        %77 = arith.index_cast %arg19 : i32 to index
        %78 = memref.load %arg3[%77] : memref<63xi8, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i8 to i32
        %80 = arith.addi %79, %arg20 : i32
        %81 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg16[%81, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %86 = tpu.matmul %85, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %87 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %88 = arith.mulf %86, %87 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %90 = tpu.concatenate %89, %89, %89, %89 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %91 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %92 = arith.mulf %90, %91 : vector<512x512xf32>
        %93 = arith.subf %88, %92 : vector<512x512xf32>
        %94 = math.exp2 %93 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %97 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg17[%97, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %100 = tpu.matmul %96, %99, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %102 = tpu.concatenate %101, %101, %101, %101 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %103 = arith.subf %100, %102 : vector<512x512xf32>
        %104 = arith.mulf %94, %103 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %106 = arith.truncf %104 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %107 = tpu.matmul %106, %83, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %108 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %109 = arith.mulf %107, %108 : vector<512x192xf32>
        %110 = arith.addf %105, %109 : vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %112 = vector.shape_cast %111 : vector<512x192xf32> to vector<512x192xf32>
        %113 = vector.shape_cast %110 : vector<512x192xf32> to vector<512x192xf32>
        tpu.vector_store %arg13[%c0, %c0], %113 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %114 = arith.addi %arg22, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %115 = arith.minsi %arg21, %c62_i32 : i32
        %116 = arith.index_cast %115 : i32 to index
        %117 = memref.load %arg4[%116] : memref<63xi8, #tpu.memory_space<smem>>
        %118 = arith.extsi %117 : i8 to i32
        %119 = arith.cmpi sge, %114, %118 : i32
        %c1_i32 = arith.constant 1 : i32
        %120 = arith.addi %arg21, %c1_i32 : i32
        %121 = arith.select %119, %120, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %122 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = arith.select %119, %c0_i32, %122 : i32
        %124 = arith.cmpi slt, %121, %30 : i32
        %125 = arith.extui %124 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %126 = arith.cmpi ne, %125, %c0_i32 : i32
        scf.if %126 {
          %c0_i32 = arith.constant 0 : i32
          %127 = arith.addi %2, %c0_i32 : i32
          %128 = arith.index_cast %121 : i32 to index
          %129 = memref.load %arg3[%128] : memref<63xi8, #tpu.memory_space<smem>>
          %130 = arith.extsi %129 : i8 to i32
          %131 = arith.addi %130, %123 : i32
          %c512_i32 = arith.constant 512 : i32
          %132 = arith.muli %131, %c512_i32 : i32
          %133 = tpu.assume_multiple %132, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %134 = arith.muli %131, %c512_i32 : i32
          %135 = tpu.assume_multiple %134, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %136 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %137 = tpu.memref_squeeze %136 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %138 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %139 = tpu.memref_squeeze %138 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %140 = tpu.memref_slice %arg10[%127, %133, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %141 = tpu.memref_squeeze %140 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%141 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%139 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%137 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %142 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %143 = tpu.memref_squeeze %142 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %144 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %145 = tpu.memref_squeeze %144 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %146 = tpu.memref_slice %arg11[%127, %135, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %147 = tpu.memref_squeeze %146 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%147 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%145 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%143 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %121, %123 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg10[%c0_i32, %61, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %70 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg11[%c0_i32, %63, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %76 = arith.addi %2, %c0_i32 : i32
        %77 = arith.index_cast %arg19 : i32 to index
        %78 = memref.load %arg3[%77] : memref<63xi8, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i8 to i32
        %80 = arith.addi %79, %arg20 : i32
        %81 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg16[%81, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %86 = tpu.matmul %85, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %87 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %88 = arith.mulf %86, %87 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %90 = arith.muli %80, %c512_i32 : i32
        %91 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %92 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %93 = arith.subi %90, %89 : i32
        %94 = vector.broadcast %92 : vector<1x512xi32> to vector<512x512xi32>
        %95 = vector.broadcast %91 : vector<512x1xi32> to vector<512x512xi32>
        %96 = arith.subi %94, %95 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %97 = arith.subi %c0_i32, %93 : i32
        %98 = vector.broadcast %97 : i32 to vector<512x512xi32>
        %99 = arith.cmpi sle, %96, %98 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %101 = tpu.concatenate %100, %100, %100, %100 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %102 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x512xf32>
        %103 = arith.mulf %101, %102 : vector<512x512xf32>
        %104 = arith.subf %88, %103 : vector<512x512xf32>
        %105 = math.exp2 %104 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %106 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %107 = arith.select %99, %105, %106 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %109 = vector.shape_cast %108 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %110 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg17[%110, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %112 = vector.shape_cast %111 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %113 = tpu.matmul %109, %112, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = tpu.concatenate %114, %114, %114, %114 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %116 = arith.subf %113, %115 : vector<512x512xf32>
        %117 = arith.mulf %107, %116 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %119 = arith.truncf %117 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %120 = tpu.matmul %119, %83, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %121 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %122 = arith.mulf %120, %121 : vector<512x192xf32>
        %123 = arith.addf %118, %122 : vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %125 = vector.shape_cast %124 : vector<512x192xf32> to vector<512x192xf32>
        %126 = vector.shape_cast %123 : vector<512x192xf32> to vector<512x192xf32>
        tpu.vector_store %arg13[%c0, %c0], %126 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %127 = arith.addi %arg22, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %128 = arith.minsi %arg21, %c62_i32 : i32
        %129 = arith.index_cast %128 : i32 to index
        %130 = memref.load %arg4[%129] : memref<63xi8, #tpu.memory_space<smem>>
        %131 = arith.extsi %130 : i8 to i32
        %132 = arith.cmpi sge, %127, %131 : i32
        %c1_i32 = arith.constant 1 : i32
        %133 = arith.addi %arg21, %c1_i32 : i32
        %134 = arith.select %132, %133, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %135 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %136 = arith.select %132, %c0_i32, %135 : i32
        %137 = arith.cmpi slt, %134, %30 : i32
        %138 = arith.extui %137 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %139 = arith.cmpi ne, %138, %c0_i32 : i32
        scf.if %139 {
          %c0_i32 = arith.constant 0 : i32
          %140 = arith.addi %2, %c0_i32 : i32
          %141 = arith.index_cast %134 : i32 to index
          %142 = memref.load %arg3[%141] : memref<63xi8, #tpu.memory_space<smem>>
          %143 = arith.extsi %142 : i8 to i32
          %144 = arith.addi %143, %136 : i32
          %c512_i32 = arith.constant 512 : i32
          %145 = arith.muli %144, %c512_i32 : i32
          %146 = tpu.assume_multiple %145, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %147 = arith.muli %144, %c512_i32 : i32
          %148 = tpu.assume_multiple %147, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %149 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %150 = tpu.memref_squeeze %149 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %151 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %152 = tpu.memref_squeeze %151 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %153 = tpu.memref_slice %arg10[%140, %146, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %154 = tpu.memref_squeeze %153 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%154 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%152 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%150 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %155 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %156 = tpu.memref_squeeze %155 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %157 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %158 = tpu.memref_squeeze %157 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %159 = tpu.memref_slice %arg11[%140, %148, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %160 = tpu.memref_squeeze %159 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%160 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%158 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%156 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %134, %136 : i32, i32
      }
      scf.yield %arg21, %arg22, %59#0, %59#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %49 = arith.truncf %48 : vector<512x192xf32> to vector<512x192xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
    %51 = vector.shape_cast %50 : vector<1x512x192xbf16> to vector<512x192xbf16>
    %52 = vector.shape_cast %49 : vector<512x192xbf16> to vector<1x512x192xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %52 {strides = array<i32>} : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %c0_i32, %4 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dkv sha256:02534d1b113eb69e6e328fb65ed891cdc6ad068dbe777651c1e7cae81f34caaa
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg9: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<128x1x16384xf32, #tpu.memory_space<any>>, %arg11: memref<128x1x16384xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x192xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x192xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c32_i32 = arith.constant 32 : i32
    %3 = arith.remsi %0, %c32_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %4 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x192xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %5 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %6 = vector.shape_cast %5 : vector<512x192xf32> to vector<512x192xf32>
    %7 = vector.shape_cast %4 : vector<512x192xf32> to vector<512x192xf32>
    tpu.vector_store %arg14[%c0, %c0], %7 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %12 = arith.index_cast %arg1 : i32 to index
    %13 = memref.load %arg2[%12] : memref<33xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %15 = arith.addi %arg1, %c1_i32 : i32
    %16 = arith.index_cast %15 : i32 to index
    %17 = memref.load %arg2[%16] : memref<33xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %19 = arith.cmpi slt, %14, %18 : i32
    %20 = arith.extui %19 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %21 = arith.cmpi ne, %20, %c0_i32 : i32
    scf.if %21 {
      %c0_i32 = arith.constant 0 : i32
      %46 = arith.addi %2, %c0_i32 : i32
      %47 = arith.index_cast %14 : i32 to index
      %48 = memref.load %arg3[%47] : memref<63xi8, #tpu.memory_space<smem>>
      %49 = arith.extsi %48 : i8 to i32
      %50 = arith.addi %49, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %51 = arith.muli %50, %c512_i32 : i32
      %52 = tpu.assume_multiple %51, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %53 = arith.muli %50, %c512_i32 : i32
      %54 = tpu.assume_multiple %53, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %50, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %50, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg20[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg8[%46, %52, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%62 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %65 = tpu.memref_slice %arg20[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg9[%46, %54, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %71 = tpu.memref_slice %arg20[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg10[%46, %c0_i32, %56] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<1x512xf32, #tpu.memory_space<any>>) target(%74 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %77 = tpu.memref_slice %arg20[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg11[%46, %c0_i32, %58] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%82 : memref<1x512xf32, #tpu.memory_space<any>>) target(%80 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %22 = arith.addi %c0_i32, %c1_i32 : i32
    %c62_i32 = arith.constant 62 : i32
    %23 = arith.minsi %14, %c62_i32 : i32
    %24 = arith.index_cast %23 : i32 to index
    %25 = memref.load %arg4[%24] : memref<63xi8, #tpu.memory_space<smem>>
    %26 = arith.extsi %25 : i8 to i32
    %27 = arith.cmpi sge, %22, %26 : i32
    %c1_i32 = arith.constant 1 : i32
    %28 = arith.addi %14, %c1_i32 : i32
    %29 = arith.select %27, %28, %14 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %30 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %31 = arith.select %27, %c0_i32, %30 : i32
    %32 = arith.cmpi slt, %29, %18 : i32
    %33 = arith.extui %32 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %34 = arith.cmpi ne, %33, %c0_i32 : i32
    scf.if %34 {
      %c0_i32 = arith.constant 0 : i32
      %46 = arith.addi %2, %c0_i32 : i32
      %47 = arith.index_cast %29 : i32 to index
      %48 = memref.load %arg3[%47] : memref<63xi8, #tpu.memory_space<smem>>
      %49 = arith.extsi %48 : i8 to i32
      %50 = arith.addi %49, %31 : i32
      %c512_i32 = arith.constant 512 : i32
      %51 = arith.muli %50, %c512_i32 : i32
      %52 = tpu.assume_multiple %51, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %53 = arith.muli %50, %c512_i32 : i32
      %54 = tpu.assume_multiple %53, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %55 = arith.muli %50, %c512_i32 : i32
      %56 = tpu.assume_multiple %55, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %50, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg20[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %60 = tpu.memref_squeeze %59 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %61 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %62 = tpu.memref_squeeze %61 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg8[%46, %52, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %64 = tpu.memref_squeeze %63 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%64 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%62 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%60 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %65 = tpu.memref_slice %arg20[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg9[%46, %54, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %71 = tpu.memref_slice %arg20[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg10[%46, %c0_i32, %56] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<1x512xf32, #tpu.memory_space<any>>) target(%74 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %77 = tpu.memref_slice %arg20[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %79 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %80 = tpu.memref_squeeze %79 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %81 = tpu.memref_slice %arg11[%46, %c0_i32, %58] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%82 : memref<1x512xf32, #tpu.memory_space<any>>) target(%80 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %35:7 = scf.while (%arg21 = %14, %arg22 = %c0_i32, %arg23 = %29, %arg24 = %31, %arg25 = %c0_i32, %arg26 = %c1_i32, %arg27 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %46 = arith.cmpi slt, %arg21, %18 : i32
      scf.condition(%46) %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32):
      %46 = arith.index_cast %arg21 : i32 to index
      %47 = memref.load %arg5[%46] : memref<63xi8, #tpu.memory_space<smem>>
      %48 = arith.extsi %47 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %49 = arith.cmpi eq, %48, %c2_i32 : i32
      %50 = arith.extui %49 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.cmpi ne, %50, %c0_i32 : i32
      %52:2 = scf.if %51 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %53 = arith.muli %c0_i32, %c512_i32 : i32
        %54 = tpu.assume_multiple %53, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %55 = arith.muli %c0_i32, %c512_i32 : i32
        %56 = tpu.assume_multiple %55, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg20[%arg25, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg8[%c0_i32, %54, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%64 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %67 = tpu.memref_slice %arg20[%arg25, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg9[%c0_i32, %56, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %73 = tpu.memref_slice %arg20[%arg25, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg18[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %58] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%76 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %79 = tpu.memref_slice %arg20[%arg25, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg19[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %60] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %84 = tpu.memref_squeeze %83 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%82 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %85 = arith.addi %2, %c0_i32 : i32
        %86 = arith.index_cast %arg21 : i32 to index
        %87 = memref.load %arg3[%86] : memref<63xi8, #tpu.memory_space<smem>>
        %88 = arith.extsi %87 : i8 to i32
        %89 = arith.addi %88, %arg22 : i32
        %90 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg16[%90, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %93 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg17[%93, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %98 = tpu.matmul %97, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %99 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %100 = arith.mulf %98, %99 : vector<512x512xf32>
        %101 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg18[%101, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %103 = vector.shape_cast %102 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %104 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %105 = arith.mulf %103, %104 : vector<1x512xf32>
        %106 = vector.broadcast %105 : vector<1x512xf32> to vector<512x512xf32>
        %107 = arith.subf %100, %106 : vector<512x512xf32>
        %108 = math.exp2 %107 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %110 = arith.truncf %108 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %111 = tpu.matmul %110, %95, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %112 = arith.addf %109, %111 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %114 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
        %115 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %115 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %117 = vector.shape_cast %116 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %118 = tpu.matmul %117, %95, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %119 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg19[%119, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %121 = vector.shape_cast %120 : vector<1x1x512xf32> to vector<1x512xf32>
        %122 = vector.broadcast %121 : vector<1x512xf32> to vector<512x512xf32>
        %123 = arith.subf %118, %122 : vector<512x512xf32>
        %124 = arith.mulf %108, %123 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %126 = arith.truncf %124 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %127 = tpu.matmul %126, %92, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %128 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %129 = arith.mulf %127, %128 : vector<512x192xf32>
        %130 = arith.addf %125, %129 : vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %132 = vector.shape_cast %131 : vector<512x192xf32> to vector<512x192xf32>
        %133 = vector.shape_cast %130 : vector<512x192xf32> to vector<512x192xf32>
        tpu.vector_store %arg14[%c0, %c0], %133 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.addi %arg24, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %135 = arith.minsi %arg23, %c62_i32 : i32
        %136 = arith.index_cast %135 : i32 to index
        %137 = memref.load %arg4[%136] : memref<63xi8, #tpu.memory_space<smem>>
        %138 = arith.extsi %137 : i8 to i32
        %139 = arith.cmpi sge, %134, %138 : i32
        %c1_i32 = arith.constant 1 : i32
        %140 = arith.addi %arg23, %c1_i32 : i32
        %141 = arith.select %139, %140, %arg23 : i32
        %c1_i32 = arith.constant 1 : i32
        %142 = arith.addi %arg24, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %143 = arith.select %139, %c0_i32, %142 : i32
        %144 = arith.cmpi slt, %141, %18 : i32
        %145 = arith.extui %144 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.cmpi ne, %145, %c0_i32 : i32
        scf.if %146 {
          %c0_i32 = arith.constant 0 : i32
          %147 = arith.addi %2, %c0_i32 : i32
          %148 = arith.index_cast %141 : i32 to index
          %149 = memref.load %arg3[%148] : memref<63xi8, #tpu.memory_space<smem>>
          %150 = arith.extsi %149 : i8 to i32
          %151 = arith.addi %150, %143 : i32
          %c512_i32 = arith.constant 512 : i32
          %152 = arith.muli %151, %c512_i32 : i32
          %153 = tpu.assume_multiple %152, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %154 = arith.muli %151, %c512_i32 : i32
          %155 = tpu.assume_multiple %154, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %156 = arith.muli %151, %c512_i32 : i32
          %157 = tpu.assume_multiple %156, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %158 = arith.muli %151, %c512_i32 : i32
          %159 = tpu.assume_multiple %158, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg20[%arg27, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %161 = tpu.memref_squeeze %160 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %162 = tpu.memref_slice %arg16[%arg27, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %163 = tpu.memref_squeeze %162 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg8[%147, %153, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %165 = tpu.memref_squeeze %164 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%165 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%163 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%161 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %166 = tpu.memref_slice %arg20[%arg27, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %167 = tpu.memref_squeeze %166 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %168 = tpu.memref_slice %arg17[%arg27, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %169 = tpu.memref_squeeze %168 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg9[%147, %155, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %171 = tpu.memref_squeeze %170 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%171 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%169 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%167 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %172 = tpu.memref_slice %arg20[%arg27, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %173 = tpu.memref_squeeze %172 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %174 = tpu.memref_slice %arg18[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %175 = tpu.memref_squeeze %174 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %176 = tpu.memref_slice %arg10[%147, %c0_i32, %157] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %177 = tpu.memref_squeeze %176 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%177 : memref<1x512xf32, #tpu.memory_space<any>>) target(%175 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%173 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %178 = tpu.memref_slice %arg20[%arg27, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %179 = tpu.memref_squeeze %178 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %180 = tpu.memref_slice %arg19[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %181 = tpu.memref_squeeze %180 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg11[%147, %c0_i32, %159] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %183 = tpu.memref_squeeze %182 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%183 : memref<1x512xf32, #tpu.memory_space<any>>) target(%181 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%179 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %141, %143 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %53 = arith.muli %c0_i32, %c512_i32 : i32
        %54 = tpu.assume_multiple %53, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %55 = arith.muli %c0_i32, %c512_i32 : i32
        %56 = tpu.assume_multiple %55, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %57 = arith.muli %c0_i32, %c512_i32 : i32
        %58 = tpu.assume_multiple %57, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg20[%arg25, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %63 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %64 = tpu.memref_squeeze %63 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg8[%c0_i32, %54, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %66 = tpu.memref_squeeze %65 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%66 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%64 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %67 = tpu.memref_slice %arg20[%arg25, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg9[%c0_i32, %56, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %73 = tpu.memref_slice %arg20[%arg25, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg18[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %58] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %78 = tpu.memref_squeeze %77 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%76 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %79 = tpu.memref_slice %arg20[%arg25, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %81 = tpu.memref_slice %arg19[%arg25, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %82 = tpu.memref_squeeze %81 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %83 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %60] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %84 = tpu.memref_squeeze %83 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%82 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %85 = arith.addi %2, %c0_i32 : i32
        %86 = arith.index_cast %arg21 : i32 to index
        %87 = memref.load %arg3[%86] : memref<63xi8, #tpu.memory_space<smem>>
        %88 = arith.extsi %87 : i8 to i32
        %89 = arith.addi %88, %arg22 : i32
        %90 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %91 = vector.load %arg16[%90, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %92 = vector.shape_cast %91 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %93 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %94 = vector.load %arg17[%93, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %95 = vector.shape_cast %94 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %98 = tpu.matmul %97, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %99 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %100 = arith.mulf %98, %99 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %89, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %102 = arith.muli %3, %c512_i32 : i32
        %103 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %104 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %105 = arith.subi %102, %101 : i32
        %106 = vector.broadcast %104 : vector<512x1xi32> to vector<512x512xi32>
        %107 = vector.broadcast %103 : vector<1x512xi32> to vector<512x512xi32>
        %108 = arith.subi %106, %107 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %109 = arith.subi %c0_i32, %105 : i32
        %110 = vector.broadcast %109 : i32 to vector<512x512xi32>
        %111 = arith.cmpi sle, %108, %110 : vector<512x512xi32>
        %112 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg18[%112, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %114 = vector.shape_cast %113 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %115 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %116 = arith.mulf %114, %115 : vector<1x512xf32>
        %117 = vector.broadcast %116 : vector<1x512xf32> to vector<512x512xf32>
        %118 = arith.subf %100, %117 : vector<512x512xf32>
        %119 = math.exp2 %118 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %120 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %121 = arith.select %111, %119, %120 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %123 = arith.truncf %121 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %124 = tpu.matmul %123, %95, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %125 = arith.addf %122, %124 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %127 = vector.shape_cast %126 : vector<512x128xf32> to vector<512x128xf32>
        %128 = vector.shape_cast %125 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %128 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %131 = tpu.matmul %130, %95, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %132 = arith.index_cast %arg25 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg19[%132, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %134 = vector.shape_cast %133 : vector<1x1x512xf32> to vector<1x512xf32>
        %135 = vector.broadcast %134 : vector<1x512xf32> to vector<512x512xf32>
        %136 = arith.subf %131, %135 : vector<512x512xf32>
        %137 = arith.mulf %121, %136 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %139 = arith.truncf %137 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %140 = tpu.matmul %139, %92, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %141 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %142 = arith.mulf %140, %141 : vector<512x192xf32>
        %143 = arith.addf %138, %142 : vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %145 = vector.shape_cast %144 : vector<512x192xf32> to vector<512x192xf32>
        %146 = vector.shape_cast %143 : vector<512x192xf32> to vector<512x192xf32>
        tpu.vector_store %arg14[%c0, %c0], %146 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %147 = arith.addi %arg24, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %148 = arith.minsi %arg23, %c62_i32 : i32
        %149 = arith.index_cast %148 : i32 to index
        %150 = memref.load %arg4[%149] : memref<63xi8, #tpu.memory_space<smem>>
        %151 = arith.extsi %150 : i8 to i32
        %152 = arith.cmpi sge, %147, %151 : i32
        %c1_i32 = arith.constant 1 : i32
        %153 = arith.addi %arg23, %c1_i32 : i32
        %154 = arith.select %152, %153, %arg23 : i32
        %c1_i32 = arith.constant 1 : i32
        %155 = arith.addi %arg24, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %156 = arith.select %152, %c0_i32, %155 : i32
        %157 = arith.cmpi slt, %154, %18 : i32
        %158 = arith.extui %157 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %159 = arith.cmpi ne, %158, %c0_i32 : i32
        scf.if %159 {
          %c0_i32 = arith.constant 0 : i32
          %160 = arith.addi %2, %c0_i32 : i32
          %161 = arith.index_cast %154 : i32 to index
          %162 = memref.load %arg3[%161] : memref<63xi8, #tpu.memory_space<smem>>
          %163 = arith.extsi %162 : i8 to i32
          %164 = arith.addi %163, %156 : i32
          %c512_i32 = arith.constant 512 : i32
          %165 = arith.muli %164, %c512_i32 : i32
          %166 = tpu.assume_multiple %165, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %167 = arith.muli %164, %c512_i32 : i32
          %168 = tpu.assume_multiple %167, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %169 = arith.muli %164, %c512_i32 : i32
          %170 = tpu.assume_multiple %169, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %171 = arith.muli %164, %c512_i32 : i32
          %172 = tpu.assume_multiple %171, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg20[%arg27, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg16[%arg27, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %176 = tpu.memref_squeeze %175 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg8[%160, %166, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %178 = tpu.memref_squeeze %177 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%178 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%176 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %179 = tpu.memref_slice %arg20[%arg27, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %181 = tpu.memref_slice %arg17[%arg27, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %182 = tpu.memref_squeeze %181 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg9[%160, %168, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %184 = tpu.memref_squeeze %183 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%184 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%182 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%180 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %185 = tpu.memref_slice %arg20[%arg27, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %186 = tpu.memref_squeeze %185 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %187 = tpu.memref_slice %arg18[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %188 = tpu.memref_squeeze %187 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %189 = tpu.memref_slice %arg10[%160, %c0_i32, %170] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %190 = tpu.memref_squeeze %189 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%190 : memref<1x512xf32, #tpu.memory_space<any>>) target(%188 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%186 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %191 = tpu.memref_slice %arg20[%arg27, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %192 = tpu.memref_squeeze %191 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %193 = tpu.memref_slice %arg19[%arg27, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %194 = tpu.memref_squeeze %193 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %195 = tpu.memref_slice %arg11[%160, %c0_i32, %172] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %196 = tpu.memref_squeeze %195 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%196 : memref<1x512xf32, #tpu.memory_space<any>>) target(%194 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%192 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %154, %156 : i32, i32
      }
      scf.yield %arg23, %arg24, %52#0, %52#1, %arg26, %arg27, %arg25 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %36 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %37 = arith.truncf %36 : vector<512x192xf32> to vector<512x192xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
    %39 = vector.shape_cast %38 : vector<1x512x192xbf16> to vector<512x192xbf16>
    %40 = vector.shape_cast %37 : vector<512x192xbf16> to vector<1x512x192xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %40 {strides = array<i32>} : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %42 = arith.truncf %41 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %43 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %44 = vector.shape_cast %43 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %45 = vector.shape_cast %42 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %45 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %4 = arith.remsi %3, %c32_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}
