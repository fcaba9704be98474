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
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x16384x192xf32>
    %10:3 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8, %9) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9b4ec28ab19d50dd022360c2f07795628d48a9c1c9dab4a6c7b427633577cbe0\22, \22cost_estimate\22: {\22bytes_accessed\22: 77980499968, \22flops\22: 29480655519744, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}, {\22color\22: 0, \22operand_index\22: 10}], \22needs_layout_passes\22: true, \22output_memory_space_colors\22: [{\22color\22: 0, \22shape_index\22: [2]}], \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 10, operand_tuple_indices = []>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>, tensor<128x1x16384xf32>, tensor<128x16384x192xf32>) -> (tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x16384x192xf32>)
    %11 = stablehlo.convert %10#2 : (tensor<128x16384x192xf32>) -> tensor<128x16384x192xbf16>
    %12 = call @_pad_1(%10#1) : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16>
    %13 = call @_pad_2(%10#0) : (tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16>
    %14 = call @_pad_2(%11) : (tensor<128x16384x192xbf16>) -> tensor<128x16384x192xbf16>
    return %3#0, %14, %13, %12 : tensor<128x16384x128xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>
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

// ---- kernel sparse_cli_dkv sha256:9b4ec28ab19d50dd022360c2f07795628d48a9c1c9dab4a6c7b427633577cbe0
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg9: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<128x1x16384xf32, #tpu.memory_space<any>>, %arg11: memref<128x1x16384xf32, #tpu.memory_space<any>>, %arg12: memref<128x16384x192xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<128x16384x192xf32, #tpu.memory_space<any>>, %arg16: memref<512x192xf32, #tpu.memory_space<vmem>>, %arg17: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg18: memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>, %arg19: memref<3x512x192xbf16, #tpu.memory_space<vmem>>, %arg20: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg21: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg22: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg23: memref<3x512x192xf32, #tpu.memory_space<vmem>>, %arg24: memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 9 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_8, window_bounds = array<i64: 1, 512, 128>}, {}]} {
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
    %5 = vector.load %arg16[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %6 = vector.shape_cast %5 : vector<512x192xf32> to vector<512x192xf32>
    %7 = vector.shape_cast %4 : vector<512x192xf32> to vector<512x192xf32>
    tpu.vector_store %arg16[%c0, %c0], %7 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg17[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %49 = arith.addi %2, %c0_i32 : i32
      %50 = arith.index_cast %14 : i32 to index
      %51 = memref.load %arg3[%50] : memref<63xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.addi %52, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %53, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %53, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %53, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %53, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %53, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg24[%c0_i32, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg8[%49, %55, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg24[%c0_i32, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg9[%49, %57, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %76 = tpu.memref_slice %arg24[%c0_i32, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg21[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg10[%49, %c0_i32, %59] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<1x512xf32, #tpu.memory_space<any>>) target(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %82 = tpu.memref_slice %arg24[%c0_i32, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg22[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg11[%49, %c0_i32, %61] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%87 : memref<1x512xf32, #tpu.memory_space<any>>) target(%85 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c4_i32 = arith.constant 4 : i32
      %88 = tpu.memref_slice %arg24[%c0_i32, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg23[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %92 = tpu.memref_slice %arg15[%49, %63, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
      %93 = tpu.memref_squeeze %92 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%93 : memref<512x192xf32, #tpu.memory_space<any>>) target(%91 : memref<512x192xf32, #tpu.memory_space<vmem>>) target_semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %49 = arith.addi %2, %c0_i32 : i32
      %50 = arith.index_cast %29 : i32 to index
      %51 = memref.load %arg3[%50] : memref<63xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %53 = arith.addi %52, %31 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %53, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %53, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %53, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %53, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %53, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg24[%c1_i32, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg8[%49, %55, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg24[%c1_i32, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg9[%49, %57, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %76 = tpu.memref_slice %arg24[%c1_i32, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg21[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg10[%49, %c0_i32, %59] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%81 : memref<1x512xf32, #tpu.memory_space<any>>) target(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %82 = tpu.memref_slice %arg24[%c1_i32, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg22[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg11[%49, %c0_i32, %61] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%87 : memref<1x512xf32, #tpu.memory_space<any>>) target(%85 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c4_i32 = arith.constant 4 : i32
      %88 = tpu.memref_slice %arg24[%c1_i32, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg23[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %92 = tpu.memref_slice %arg15[%49, %63, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
      %93 = tpu.memref_squeeze %92 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%93 : memref<512x192xf32, #tpu.memory_space<any>>) target(%91 : memref<512x192xf32, #tpu.memory_space<vmem>>) target_semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %35:7 = scf.while (%arg25 = %14, %arg26 = %c0_i32, %arg27 = %29, %arg28 = %31, %arg29 = %c0_i32, %arg30 = %c1_i32, %arg31 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %49 = arith.cmpi slt, %arg25, %18 : i32
      scf.condition(%49) %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32, %arg29: i32, %arg30: i32, %arg31: i32):
      %49 = arith.index_cast %arg25 : i32 to index
      %50 = memref.load %arg5[%49] : memref<63xi8, #tpu.memory_space<smem>>
      %51 = arith.extsi %50 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %52 = arith.cmpi eq, %51, %c2_i32 : i32
      %53 = arith.extui %52 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %54 = arith.cmpi ne, %53, %c0_i32 : i32
      %55:2 = scf.if %54 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %56 = arith.muli %c0_i32, %c512_i32 : i32
        %57 = tpu.assume_multiple %56, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg24[%arg29, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg19[%arg29, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg8[%c0_i32, %57, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %72 = tpu.memref_slice %arg24[%arg29, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg20[%arg29, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg9[%c0_i32, %59, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%75 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %78 = tpu.memref_slice %arg24[%arg29, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %61] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%81 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %84 = tpu.memref_slice %arg24[%arg29, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg22[%arg29, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %63] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%87 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %90 = tpu.memref_slice %arg24[%arg29, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %91 = tpu.memref_squeeze %90 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %94 = tpu.memref_slice %arg15[%c0_i32, %65, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
        %95 = tpu.memref_squeeze %94 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%91 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%95 : memref<512x192xf32, #tpu.memory_space<any>>) dst(%93 : memref<512x192xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %96 = arith.addi %2, %c0_i32 : i32
        %97 = arith.index_cast %arg25 : i32 to index
        %98 = memref.load %arg3[%97] : memref<63xi8, #tpu.memory_space<smem>>
        %99 = arith.extsi %98 : i8 to i32
        %100 = arith.addi %99, %arg26 : i32
        %101 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg19[%101, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %103 = vector.shape_cast %102 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %104 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg20[%104, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %108 = vector.shape_cast %107 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %109 = tpu.matmul %108, %103, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %110 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %111 = arith.mulf %109, %110 : vector<512x512xf32>
        %112 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg21[%112, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %114 = vector.shape_cast %113 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %115 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %116 = arith.mulf %114, %115 : vector<1x512xf32>
        %117 = vector.broadcast %116 : vector<1x512xf32> to vector<512x512xf32>
        %118 = arith.subf %111, %117 : vector<512x512xf32>
        %119 = math.exp2 %118 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = arith.truncf %119 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %122 = tpu.matmul %121, %106, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %123 = arith.addf %120, %122 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %125 = vector.shape_cast %124 : vector<512x128xf32> to vector<512x128xf32>
        %126 = vector.shape_cast %123 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %126 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %128 = vector.shape_cast %127 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %129 = tpu.matmul %128, %106, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %130 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg22[%130, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %132 = vector.shape_cast %131 : vector<1x1x512xf32> to vector<1x512xf32>
        %133 = vector.broadcast %132 : vector<1x512xf32> to vector<512x512xf32>
        %134 = arith.subf %129, %133 : vector<512x512xf32>
        %135 = arith.mulf %119, %134 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg16[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %137 = arith.truncf %135 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %138 = tpu.matmul %137, %103, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %139 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %140 = arith.mulf %138, %139 : vector<512x192xf32>
        %141 = arith.addf %136, %140 : vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg16[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %143 = vector.shape_cast %142 : vector<512x192xf32> to vector<512x192xf32>
        %144 = vector.shape_cast %141 : vector<512x192xf32> to vector<512x192xf32>
        tpu.vector_store %arg16[%c0, %c0], %144 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
        %145 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg23[%145, %c0, %c0] : memref<3x512x192xf32, #tpu.memory_space<vmem>>, vector<1x512x192xf32>
        %147 = vector.shape_cast %146 : vector<1x512x192xf32> to vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %149 = vector.shape_cast %148 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %150 = arith.truncf %135 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %151 = tpu.matmul %150, %149, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %152 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %153 = arith.mulf %151, %152 : vector<512x192xf32>
        %154 = arith.addf %147, %153 : vector<512x192xf32>
        %155 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg23[%155, %c0, %c0] : memref<3x512x192xf32, #tpu.memory_space<vmem>>, vector<1x512x192xf32>
        %157 = vector.shape_cast %156 : vector<1x512x192xf32> to vector<512x192xf32>
        %158 = vector.shape_cast %154 : vector<512x192xf32> to vector<1x512x192xf32>
        tpu.vector_store %arg23[%155, %c0, %c0], %158 {strides = array<i32>} : memref<3x512x192xf32, #tpu.memory_space<vmem>>, vector<1x512x192xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %159 = arith.addi %arg28, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %160 = arith.minsi %arg27, %c62_i32 : i32
        %161 = arith.index_cast %160 : i32 to index
        %162 = memref.load %arg4[%161] : memref<63xi8, #tpu.memory_space<smem>>
        %163 = arith.extsi %162 : i8 to i32
        %164 = arith.cmpi sge, %159, %163 : i32
        %c1_i32 = arith.constant 1 : i32
        %165 = arith.addi %arg27, %c1_i32 : i32
        %166 = arith.select %164, %165, %arg27 : i32
        %c1_i32 = arith.constant 1 : i32
        %167 = arith.addi %arg28, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %168 = arith.select %164, %c0_i32, %167 : i32
        %c512_i32 = arith.constant 512 : i32
        %169 = arith.muli %100, %c512_i32 : i32
        %170 = tpu.assume_multiple %169, 512 : i32
        %171 = tpu.memref_slice %arg18[%arg29] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %172 = tpu.memref_squeeze %171 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %173 = tpu.memref_slice %arg15[%96, %170, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
        %174 = tpu.memref_squeeze %173 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %175 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
        %176 = tpu.memref_squeeze %175 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%176 : memref<512x192xf32, #tpu.memory_space<vmem>>) target(%174 : memref<512x192xf32, #tpu.memory_space<any>>) target_semaphore(%172 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %177 = arith.cmpi ne, %arg25, %14 : i32
        %c0_i32 = arith.constant 0 : i32
        %178 = arith.cmpi ne, %arg26, %c0_i32 : i32
        %179 = arith.ori %177, %178 : i1
        %180 = arith.extui %179 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %181 = arith.cmpi ne, %180, %c0_i32 : i32
        scf.if %181 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %185 = arith.muli %c0_i32, %c512_i32 : i32
          %186 = tpu.assume_multiple %185, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %187 = tpu.memref_slice %arg18[%arg31] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %188 = tpu.memref_squeeze %187 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %189 = tpu.memref_slice %arg15[%c0_i32, %186, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
          %190 = tpu.memref_squeeze %189 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %191 = tpu.memref_slice %arg23[%arg31, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
          %192 = tpu.memref_squeeze %191 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%188 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%192 : memref<512x192xf32, #tpu.memory_space<vmem>>) dst(%190 : memref<512x192xf32, #tpu.memory_space<any>>)
        } else {
        }
        %182 = arith.cmpi slt, %166, %18 : i32
        %183 = arith.extui %182 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %184 = arith.cmpi ne, %183, %c0_i32 : i32
        scf.if %184 {
          %c0_i32 = arith.constant 0 : i32
          %185 = arith.addi %2, %c0_i32 : i32
          %186 = arith.index_cast %166 : i32 to index
          %187 = memref.load %arg3[%186] : memref<63xi8, #tpu.memory_space<smem>>
          %188 = arith.extsi %187 : i8 to i32
          %189 = arith.addi %188, %168 : i32
          %c512_i32 = arith.constant 512 : i32
          %190 = arith.muli %189, %c512_i32 : i32
          %191 = tpu.assume_multiple %190, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %192 = arith.muli %189, %c512_i32 : i32
          %193 = tpu.assume_multiple %192, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %194 = arith.muli %189, %c512_i32 : i32
          %195 = tpu.assume_multiple %194, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %196 = arith.muli %189, %c512_i32 : i32
          %197 = tpu.assume_multiple %196, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %198 = arith.muli %189, %c512_i32 : i32
          %199 = tpu.assume_multiple %198, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %200 = tpu.memref_slice %arg24[%arg31, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %201 = tpu.memref_squeeze %200 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %202 = tpu.memref_slice %arg19[%arg31, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %203 = tpu.memref_squeeze %202 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %204 = tpu.memref_slice %arg8[%185, %191, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %205 = tpu.memref_squeeze %204 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%205 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%203 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%201 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %206 = tpu.memref_slice %arg24[%arg31, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %207 = tpu.memref_squeeze %206 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %208 = tpu.memref_slice %arg20[%arg31, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %209 = tpu.memref_squeeze %208 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %210 = tpu.memref_slice %arg9[%185, %193, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %211 = tpu.memref_squeeze %210 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%211 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%209 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%207 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %212 = tpu.memref_slice %arg24[%arg31, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %213 = tpu.memref_squeeze %212 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %214 = tpu.memref_slice %arg21[%arg31, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %215 = tpu.memref_squeeze %214 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %216 = tpu.memref_slice %arg10[%185, %c0_i32, %195] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %217 = tpu.memref_squeeze %216 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%217 : memref<1x512xf32, #tpu.memory_space<any>>) target(%215 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%213 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %218 = tpu.memref_slice %arg24[%arg31, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %219 = tpu.memref_squeeze %218 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %220 = tpu.memref_slice %arg22[%arg31, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %221 = tpu.memref_squeeze %220 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %222 = tpu.memref_slice %arg11[%185, %c0_i32, %197] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %223 = tpu.memref_squeeze %222 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%223 : memref<1x512xf32, #tpu.memory_space<any>>) target(%221 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%219 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %224 = tpu.memref_slice %arg24[%arg31, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %225 = tpu.memref_squeeze %224 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %226 = tpu.memref_slice %arg23[%arg31, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
          %227 = tpu.memref_squeeze %226 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %228 = tpu.memref_slice %arg15[%185, %199, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
          %229 = tpu.memref_squeeze %228 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%229 : memref<512x192xf32, #tpu.memory_space<any>>) target(%227 : memref<512x192xf32, #tpu.memory_space<vmem>>) target_semaphore(%225 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %166, %168 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %56 = arith.muli %c0_i32, %c512_i32 : i32
        %57 = tpu.assume_multiple %56, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg24[%arg29, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg19[%arg29, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg8[%c0_i32, %57, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%69 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %72 = tpu.memref_slice %arg24[%arg29, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg20[%arg29, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg9[%c0_i32, %59, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %77 = tpu.memref_squeeze %76 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%75 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %78 = tpu.memref_slice %arg24[%arg29, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %79 = tpu.memref_squeeze %78 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %80 = tpu.memref_slice %arg21[%arg29, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg10[%c0_i32, %c0_i32, %61] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%79 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%83 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%81 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %84 = tpu.memref_slice %arg24[%arg29, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %85 = tpu.memref_squeeze %84 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg22[%arg29, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %63] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%85 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%89 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%87 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %90 = tpu.memref_slice %arg24[%arg29, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %91 = tpu.memref_squeeze %90 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %94 = tpu.memref_slice %arg15[%c0_i32, %65, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
        %95 = tpu.memref_squeeze %94 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%91 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%95 : memref<512x192xf32, #tpu.memory_space<any>>) dst(%93 : memref<512x192xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %96 = arith.addi %2, %c0_i32 : i32
        %97 = arith.index_cast %arg25 : i32 to index
        %98 = memref.load %arg3[%97] : memref<63xi8, #tpu.memory_space<smem>>
        %99 = arith.extsi %98 : i8 to i32
        %100 = arith.addi %99, %arg26 : i32
        %101 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg19[%101, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %103 = vector.shape_cast %102 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %104 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg20[%104, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %108 = vector.shape_cast %107 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %109 = tpu.matmul %108, %103, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %110 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %111 = arith.mulf %109, %110 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %112 = arith.muli %100, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %113 = arith.muli %3, %c512_i32 : i32
        %114 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %115 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %116 = arith.subi %113, %112 : i32
        %117 = vector.broadcast %115 : vector<512x1xi32> to vector<512x512xi32>
        %118 = vector.broadcast %114 : vector<1x512xi32> to vector<512x512xi32>
        %119 = arith.subi %117, %118 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %120 = arith.subi %c0_i32, %116 : i32
        %121 = vector.broadcast %120 : i32 to vector<512x512xi32>
        %122 = arith.cmpi sle, %119, %121 : vector<512x512xi32>
        %123 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg21[%123, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %125 = vector.shape_cast %124 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %126 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %127 = arith.mulf %125, %126 : vector<1x512xf32>
        %128 = vector.broadcast %127 : vector<1x512xf32> to vector<512x512xf32>
        %129 = arith.subf %111, %128 : vector<512x512xf32>
        %130 = math.exp2 %129 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %131 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %132 = arith.select %122, %130, %131 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = arith.truncf %132 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %135 = tpu.matmul %134, %106, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %136 = arith.addf %133, %135 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %138 = vector.shape_cast %137 : vector<512x128xf32> to vector<512x128xf32>
        %139 = vector.shape_cast %136 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg17[%c0, %c0], %139 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %141 = vector.shape_cast %140 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %142 = tpu.matmul %141, %106, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %143 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg22[%143, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %145 = vector.shape_cast %144 : vector<1x1x512xf32> to vector<1x512xf32>
        %146 = vector.broadcast %145 : vector<1x512xf32> to vector<512x512xf32>
        %147 = arith.subf %142, %146 : vector<512x512xf32>
        %148 = arith.mulf %132, %147 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg16[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %150 = arith.truncf %148 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %151 = tpu.matmul %150, %103, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %152 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %153 = arith.mulf %151, %152 : vector<512x192xf32>
        %154 = arith.addf %149, %153 : vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %155 = vector.load %arg16[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %156 = vector.shape_cast %155 : vector<512x192xf32> to vector<512x192xf32>
        %157 = vector.shape_cast %154 : vector<512x192xf32> to vector<512x192xf32>
        tpu.vector_store %arg16[%c0, %c0], %157 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
        %158 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %159 = vector.load %arg23[%158, %c0, %c0] : memref<3x512x192xf32, #tpu.memory_space<vmem>>, vector<1x512x192xf32>
        %160 = vector.shape_cast %159 : vector<1x512x192xf32> to vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %162 = vector.shape_cast %161 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %163 = arith.truncf %148 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %164 = tpu.matmul %163, %162, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[0], [0], [1], [1], [0, 1, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %165 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %166 = arith.mulf %164, %165 : vector<512x192xf32>
        %167 = arith.addf %160, %166 : vector<512x192xf32>
        %168 = arith.index_cast %arg29 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg23[%168, %c0, %c0] : memref<3x512x192xf32, #tpu.memory_space<vmem>>, vector<1x512x192xf32>
        %170 = vector.shape_cast %169 : vector<1x512x192xf32> to vector<512x192xf32>
        %171 = vector.shape_cast %167 : vector<512x192xf32> to vector<1x512x192xf32>
        tpu.vector_store %arg23[%168, %c0, %c0], %171 {strides = array<i32>} : memref<3x512x192xf32, #tpu.memory_space<vmem>>, vector<1x512x192xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %172 = arith.addi %arg28, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %173 = arith.minsi %arg27, %c62_i32 : i32
        %174 = arith.index_cast %173 : i32 to index
        %175 = memref.load %arg4[%174] : memref<63xi8, #tpu.memory_space<smem>>
        %176 = arith.extsi %175 : i8 to i32
        %177 = arith.cmpi sge, %172, %176 : i32
        %c1_i32 = arith.constant 1 : i32
        %178 = arith.addi %arg27, %c1_i32 : i32
        %179 = arith.select %177, %178, %arg27 : i32
        %c1_i32 = arith.constant 1 : i32
        %180 = arith.addi %arg28, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %181 = arith.select %177, %c0_i32, %180 : i32
        %c512_i32 = arith.constant 512 : i32
        %182 = arith.muli %100, %c512_i32 : i32
        %183 = tpu.assume_multiple %182, 512 : i32
        %184 = tpu.memref_slice %arg18[%arg29] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %185 = tpu.memref_squeeze %184 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %186 = tpu.memref_slice %arg15[%96, %183, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
        %187 = tpu.memref_squeeze %186 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %188 = tpu.memref_slice %arg23[%arg29, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
        %189 = tpu.memref_squeeze %188 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
        tpu.enqueue_dma source(%189 : memref<512x192xf32, #tpu.memory_space<vmem>>) target(%187 : memref<512x192xf32, #tpu.memory_space<any>>) target_semaphore(%185 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %190 = arith.cmpi ne, %arg25, %14 : i32
        %c0_i32 = arith.constant 0 : i32
        %191 = arith.cmpi ne, %arg26, %c0_i32 : i32
        %192 = arith.ori %190, %191 : i1
        %193 = arith.extui %192 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %194 = arith.cmpi ne, %193, %c0_i32 : i32
        scf.if %194 {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %198 = arith.muli %c0_i32, %c512_i32 : i32
          %199 = tpu.assume_multiple %198, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %200 = tpu.memref_slice %arg18[%arg31] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %201 = tpu.memref_squeeze %200 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %202 = tpu.memref_slice %arg15[%c0_i32, %199, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
          %203 = tpu.memref_squeeze %202 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %204 = tpu.memref_slice %arg23[%arg31, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
          %205 = tpu.memref_squeeze %204 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
          tpu.wait_dma2 semaphore(%201 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%205 : memref<512x192xf32, #tpu.memory_space<vmem>>) dst(%203 : memref<512x192xf32, #tpu.memory_space<any>>)
        } else {
        }
        %195 = arith.cmpi slt, %179, %18 : i32
        %196 = arith.extui %195 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %197 = arith.cmpi ne, %196, %c0_i32 : i32
        scf.if %197 {
          %c0_i32 = arith.constant 0 : i32
          %198 = arith.addi %2, %c0_i32 : i32
          %199 = arith.index_cast %179 : i32 to index
          %200 = memref.load %arg3[%199] : memref<63xi8, #tpu.memory_space<smem>>
          %201 = arith.extsi %200 : i8 to i32
          %202 = arith.addi %201, %181 : i32
          %c512_i32 = arith.constant 512 : i32
          %203 = arith.muli %202, %c512_i32 : i32
          %204 = tpu.assume_multiple %203, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %205 = arith.muli %202, %c512_i32 : i32
          %206 = tpu.assume_multiple %205, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %207 = arith.muli %202, %c512_i32 : i32
          %208 = tpu.assume_multiple %207, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %209 = arith.muli %202, %c512_i32 : i32
          %210 = tpu.assume_multiple %209, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %211 = arith.muli %202, %c512_i32 : i32
          %212 = tpu.assume_multiple %211, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %213 = tpu.memref_slice %arg24[%arg31, %c0_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %214 = tpu.memref_squeeze %213 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %215 = tpu.memref_slice %arg19[%arg31, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %216 = tpu.memref_squeeze %215 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %217 = tpu.memref_slice %arg8[%198, %204, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %218 = tpu.memref_squeeze %217 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%218 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%216 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%214 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %219 = tpu.memref_slice %arg24[%arg31, %c1_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %220 = tpu.memref_squeeze %219 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %221 = tpu.memref_slice %arg20[%arg31, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %222 = tpu.memref_squeeze %221 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %223 = tpu.memref_slice %arg9[%198, %206, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %224 = tpu.memref_squeeze %223 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%224 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%222 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%220 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %225 = tpu.memref_slice %arg24[%arg31, %c2_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %226 = tpu.memref_squeeze %225 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %227 = tpu.memref_slice %arg21[%arg31, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %228 = tpu.memref_squeeze %227 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %229 = tpu.memref_slice %arg10[%198, %c0_i32, %208] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %230 = tpu.memref_squeeze %229 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%230 : memref<1x512xf32, #tpu.memory_space<any>>) target(%228 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%226 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %231 = tpu.memref_slice %arg24[%arg31, %c3_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %232 = tpu.memref_squeeze %231 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %233 = tpu.memref_slice %arg22[%arg31, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %234 = tpu.memref_squeeze %233 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %235 = tpu.memref_slice %arg11[%198, %c0_i32, %210] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %236 = tpu.memref_squeeze %235 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%236 : memref<1x512xf32, #tpu.memory_space<any>>) target(%234 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%232 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c4_i32 = arith.constant 4 : i32
          %237 = tpu.memref_slice %arg24[%arg31, %c4_i32] : memref<3x5x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %238 = tpu.memref_squeeze %237 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %239 = tpu.memref_slice %arg23[%arg31, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
          %240 = tpu.memref_squeeze %239 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %241 = tpu.memref_slice %arg15[%198, %212, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
          %242 = tpu.memref_squeeze %241 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%242 : memref<512x192xf32, #tpu.memory_space<any>>) target(%240 : memref<512x192xf32, #tpu.memory_space<vmem>>) target_semaphore(%238 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %179, %181 : i32, i32
      }
      scf.yield %arg27, %arg28, %55#0, %55#1, %arg30, %arg31, %arg29 : i32, i32, i32, i32, i32, i32, i32
    }
    %36 = arith.cmpi sgt, %18, %14 : i32
    %37 = arith.extui %36 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %38 = arith.cmpi ne, %37, %c0_i32 : i32
    scf.if %38 {
      %c0_i32 = arith.constant 0 : i32
      %c512_i32 = arith.constant 512 : i32
      %49 = arith.muli %c0_i32, %c512_i32 : i32
      %50 = tpu.assume_multiple %49, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg18[%35#6] : memref<3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg15[%c0_i32, %50, %c0_i32] : memref<128x16384x192xf32, #tpu.memory_space<any>> -> memref<1x512x192xf32, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x192xf32, #tpu.memory_space<any>> -> memref<512x192xf32, #tpu.memory_space<any>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg23[%35#6, %c0_i32, %c0_i32] : memref<3x512x192xf32, #tpu.memory_space<vmem>> -> memref<1x512x192xf32, #tpu.memory_space<vmem>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x192xf32, #tpu.memory_space<vmem>> -> memref<512x192xf32, #tpu.memory_space<vmem>>
      tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x192xf32, #tpu.memory_space<vmem>>) dst(%54 : memref<512x192xf32, #tpu.memory_space<any>>)
    } else {
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg16[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %40 = arith.truncf %39 : vector<512x192xf32> to vector<512x192xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
    %42 = vector.shape_cast %41 : vector<1x512x192xbf16> to vector<512x192xbf16>
    %43 = vector.shape_cast %40 : vector<512x192xbf16> to vector<1x512x192xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %43 {strides = array<i32>} : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg17[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %45 = arith.truncf %44 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %46 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %47 = vector.shape_cast %46 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %48 = vector.shape_cast %45 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg14[%c0, %c0, %c0], %48 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
  func.func @transform_8(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
