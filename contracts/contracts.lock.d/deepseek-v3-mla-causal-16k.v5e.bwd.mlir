module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<63xi8>, %arg2: tensor<63xi8>, %arg3: tensor<63xi8>, %arg4: tensor<33xi8>, %arg5: tensor<63xi8>, %arg6: tensor<63xi8>, %arg7: tensor<63xi8>, %arg8: tensor<128x16384x192xbf16>, %arg9: tensor<128x16384x192xbf16>, %arg10: tensor<128x16384x128xbf16>) -> (tensor<128x16384x128xbf16> {jax.result_info = "result[0]"}, tensor<128x16384x192xbf16> {jax.result_info = "result[1][0]"}, tensor<128x16384x192xbf16> {jax.result_info = "result[1][1]"}, tensor<128x16384x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %1 = call @_pad(%arg9, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<128x16384x128xbf16>, tensor<i32>) -> tensor<128x16384x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:bfd3860b12d0a29bb307a32385ade9ade07f080cec2c1a927fd7d87b9640deb8\22, \22cost_estimate\22: {\22bytes_accessed\22: 23488102400, \22flops\22: 11338713661440, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>) -> (tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<128x16384x128xbf16>) -> tensor<128x16384x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<128x16384x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<128x16384x128xf32>, tensor<f32>) -> tensor<128x16384xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<128x16384xf32>) -> tensor<128x1x16384xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:ef7d80714cb81ff3357df37f1f7c7fab64ac0fb0389c8f84f7f2714ca37ca1d2\22, \22cost_estimate\22: {\22bytes_accessed\22: 24293408768, \22flops\22: 18141941858304, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>, tensor<128x1x16384xf32>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>) -> tensor<128x16384x192xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:13a373c4d35d39e4fb8fd53ba0d337cabc7121829b918694a4f678076a22570d\22, \22cost_estimate\22: {\22bytes_accessed\22: 24830279680, \22flops\22: 22677427322880, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>, tensor<128x1x16384xf32>, tensor<128x1x16384xf32>) -> (tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>)
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

// ---- kernel sparse_cli_fwd sha256:bfd3860b12d0a29bb307a32385ade9ade07f080cec2c1a927fd7d87b9640deb8
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg8: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x192xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 1, 512>}]} {
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
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.addi %2, %c0_i32 : i32
      %56 = arith.index_cast %18 : i32 to index
      %57 = memref.load %arg3[%56] : memref<63xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %59 = arith.addi %58, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %59, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %59, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg7[%55, %61, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%67 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %70 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg8[%55, %63, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26:3 = scf.while (%arg17 = %18, %arg18 = %c0_i32, %arg19 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %55 = arith.cmpi slt, %arg17, %22 : i32
      scf.condition(%55) %arg17, %arg18, %arg19 : i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32):
      %c1_i32 = arith.constant 1 : i32
      %55 = arith.addi %arg18, %c1_i32 : i32
      %56 = arith.index_cast %arg17 : i32 to index
      %57 = memref.load %arg4[%56] : memref<63xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %59 = arith.cmpi sge, %55, %58 : i32
      %c1_i32 = arith.constant 1 : i32
      %60 = arith.addi %arg17, %c1_i32 : i32
      %61 = arith.select %59, %60, %arg17 : i32
      %c1_i32 = arith.constant 1 : i32
      %62 = arith.addi %arg18, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = arith.select %59, %c0_i32, %62 : i32
      %64 = arith.cmpi slt, %61, %22 : i32
      %65 = arith.extui %64 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %66 = arith.cmpi ne, %65, %c0_i32 : i32
      scf.if %66 {
        %c0_i32 = arith.constant 0 : i32
        %95 = arith.addi %2, %c0_i32 : i32
        %96 = arith.index_cast %61 : i32 to index
        %97 = memref.load %arg3[%96] : memref<63xi8, #tpu.memory_space<smem>>
        %98 = arith.extsi %97 : i8 to i32
        %99 = arith.addi %98, %63 : i32
        %c1_i32 = arith.constant 1 : i32
        %100 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %99, %c512_i32 : i32
        %102 = tpu.assume_multiple %101, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %103 = arith.muli %99, %c512_i32 : i32
        %104 = tpu.assume_multiple %103, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg16[%100, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %106 = tpu.memref_squeeze %105 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg14[%100, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %108 = tpu.memref_squeeze %107 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %109 = tpu.memref_slice %arg7[%95, %102, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %110 = tpu.memref_squeeze %109 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%110 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%108 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%106 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %111 = tpu.memref_slice %arg16[%100, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %112 = tpu.memref_squeeze %111 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg15[%100, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %114 = tpu.memref_squeeze %113 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %115 = tpu.memref_slice %arg8[%95, %104, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %116 = tpu.memref_squeeze %115 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%116 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%114 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%112 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %67 = arith.addi %2, %c0_i32 : i32
      %68 = arith.index_cast %arg17 : i32 to index
      %69 = memref.load %arg3[%68] : memref<63xi8, #tpu.memory_space<smem>>
      %70 = arith.extsi %69 : i8 to i32
      %71 = arith.addi %70, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %72 = arith.muli %71, %c512_i32 : i32
      %73 = tpu.assume_multiple %72, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %74 = arith.muli %71, %c512_i32 : i32
      %75 = tpu.assume_multiple %74, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg7[%67, %73, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%79 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %82 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg8[%67, %75, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %88 = arith.index_cast %arg17 : i32 to index
      %89 = memref.load %arg5[%88] : memref<63xi8, #tpu.memory_space<smem>>
      %90 = arith.extsi %89 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %91 = arith.cmpi eq, %90, %c2_i32 : i32
      %92 = arith.extui %91 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %93 = arith.cmpi ne, %92, %c0_i32 : i32
      scf.if %93 {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %97 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg14[%97, %c0, %c0] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %100 = tpu.matmul %96, %99, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %101 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %102 = arith.mulf %100, %101 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %104 = vector.multi_reduction <maximumf>, %102, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %105 = vector.shape_cast %104 : vector<512xf32> to vector<512x1xf32>
        %106 = vector.broadcast %105 : vector<512x1xf32> to vector<512x128xf32>
        %107 = arith.maximumf %103, %106 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %108 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %109 = arith.maximumf %107, %108 : vector<512x128xf32>
        %110 = tpu.concatenate %109, %109, %109, %109 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %111 = arith.subf %102, %110 : vector<512x512xf32>
        %112 = math.exp2 %111 : vector<512x512xf32>
        %113 = arith.subf %103, %109 : vector<512x128xf32>
        %114 = math.exp2 %113 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = arith.mulf %114, %115 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %117 = vector.multi_reduction <add>, %112, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %118 = vector.shape_cast %117 : vector<512xf32> to vector<512x1xf32>
        %119 = vector.broadcast %118 : vector<512x1xf32> to vector<512x128xf32>
        %120 = arith.addf %116, %119 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %124 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg15[%124, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %126 = vector.shape_cast %125 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %128 = arith.mulf %114, %127 : vector<512x128xf32>
        %129 = arith.truncf %112 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %130 = tpu.matmul %129, %126, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %131 = arith.addf %128, %130 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %133 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        %134 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %134 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %135 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %136 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        %137 = vector.shape_cast %107 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %137 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      } else {
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %97 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg14[%97, %c0, %c0] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %99 = vector.shape_cast %98 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %100 = tpu.matmul %96, %99, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %101 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %102 = arith.mulf %100, %101 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %103 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %104 = arith.muli %71, %c512_i32 : i32
        %105 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %106 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %107 = arith.subi %104, %103 : i32
        %108 = vector.broadcast %106 : vector<1x512xi32> to vector<512x512xi32>
        %109 = vector.broadcast %105 : vector<512x1xi32> to vector<512x512xi32>
        %110 = arith.subi %108, %109 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %111 = arith.subi %c0_i32, %107 : i32
        %112 = vector.broadcast %111 : i32 to vector<512x512xi32>
        %113 = arith.cmpi sle, %110, %112 : vector<512x512xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %114 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %115 = arith.select %113, %102, %114 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %117 = vector.multi_reduction <maximumf>, %115, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %118 = vector.shape_cast %117 : vector<512xf32> to vector<512x1xf32>
        %119 = vector.broadcast %118 : vector<512x1xf32> to vector<512x128xf32>
        %120 = arith.maximumf %116, %119 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %121 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %122 = arith.maximumf %120, %121 : vector<512x128xf32>
        %123 = tpu.concatenate %122, %122, %122, %122 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %124 = arith.subf %115, %123 : vector<512x512xf32>
        %125 = math.exp2 %124 : vector<512x512xf32>
        %126 = arith.subf %116, %122 : vector<512x128xf32>
        %127 = math.exp2 %126 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = arith.mulf %127, %128 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %130 = vector.multi_reduction <add>, %125, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %131 = vector.shape_cast %130 : vector<512xf32> to vector<512x1xf32>
        %132 = vector.broadcast %131 : vector<512x1xf32> to vector<512x128xf32>
        %133 = arith.addf %129, %132 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %134 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %135 = vector.shape_cast %134 : vector<512x128xf32> to vector<512x128xf32>
        %136 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %136 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %137 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg15[%137, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %139 = vector.shape_cast %138 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %141 = arith.mulf %127, %140 : vector<512x128xf32>
        %142 = arith.truncf %125 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %143 = tpu.matmul %142, %139, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %144 = arith.addf %141, %143 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %146 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        %147 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %147 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %149 = vector.shape_cast %148 : vector<512x128xf32> to vector<512x128xf32>
        %150 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %150 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %94 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %61, %63, %94 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %27 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %28 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %29 = arith.cmpf ogt, %27, %28 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %31 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %32 = arith.select %29, %27, %31 : vector<512x128xi1>, vector<512x128xf32>
    %33 = arith.divf %30, %32 : vector<512x128xf32>
    %34 = arith.truncf %33 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %35 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %36 = vector.shape_cast %35 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %37 = vector.shape_cast %34 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %37 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %39 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %40 = arith.select %29, %27, %39 : vector<512x128xi1>, vector<512x128xf32>
    %41 = math.log %40 : vector<512x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %42 = math.log %cst_x481f63 : f32
    %43 = vector.broadcast %42 : f32 to vector<512x128xf32>
    %44 = arith.divf %41, %43 : vector<512x128xf32>
    %45 = arith.addf %38, %44 : vector<512x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %46 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x128xf32>
    %47 = arith.divf %45, %46 : vector<512x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %48 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %49 = arith.select %29, %47, %48 : vector<512x128xi1>, vector<512x128xf32>
    %50 = tpu.transpose %49, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %51 = vector.extract_strided_slice %50 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %52 = vector.load %arg10[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %53 = vector.shape_cast %52 : vector<1x1x512xf32> to vector<1x512xf32>
    %54 = vector.shape_cast %51 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %54 {strides = array<i32>} : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
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

// ---- kernel sparse_cli_dq sha256:ef7d80714cb81ff3357df37f1f7c7fab64ac0fb0389c8f84f7f2714ca37ca1d2
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<1x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg11: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg12: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg13: memref<512x192xf32, #tpu.memory_space<vmem>>, %arg14: memref<2x512x192xbf16, #tpu.memory_space<vmem>>, %arg15: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 4 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 1, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 192>}]} {
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
    %8 = arith.index_cast %arg1 : i32 to index
    %9 = memref.load %arg2[%8] : memref<33xi8, #tpu.memory_space<smem>>
    %10 = arith.extsi %9 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %11 = arith.addi %arg1, %c1_i32 : i32
    %12 = arith.index_cast %11 : i32 to index
    %13 = memref.load %arg2[%12] : memref<33xi8, #tpu.memory_space<smem>>
    %14 = arith.extsi %13 : i8 to i32
    %15 = arith.cmpi slt, %10, %14 : i32
    %16 = arith.extui %15 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %17 = arith.cmpi ne, %16, %c0_i32 : i32
    scf.if %17 {
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.addi %2, %c0_i32 : i32
      %25 = arith.index_cast %10 : i32 to index
      %26 = memref.load %arg3[%25] : memref<63xi8, #tpu.memory_space<smem>>
      %27 = arith.extsi %26 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %28 = arith.addi %27, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %29 = arith.muli %28, %c512_i32 : i32
      %30 = tpu.assume_multiple %29, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %31 = arith.muli %28, %c512_i32 : i32
      %32 = tpu.assume_multiple %31, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %33 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %34 = tpu.memref_squeeze %33 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %35 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %36 = tpu.memref_squeeze %35 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %37 = tpu.memref_slice %arg10[%24, %30, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %38 = tpu.memref_squeeze %37 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%38 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%36 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%34 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %39 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %40 = tpu.memref_squeeze %39 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %41 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %42 = tpu.memref_squeeze %41 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %43 = tpu.memref_slice %arg11[%24, %32, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %44 = tpu.memref_squeeze %43 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%44 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%42 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%40 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %26 = memref.load %arg4[%25] : memref<63xi8, #tpu.memory_space<smem>>
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
        %64 = arith.addi %2, %c0_i32 : i32
        %65 = arith.index_cast %30 : i32 to index
        %66 = memref.load %arg3[%65] : memref<63xi8, #tpu.memory_space<smem>>
        %67 = arith.extsi %66 : i8 to i32
        %68 = arith.addi %67, %32 : i32
        %c1_i32 = arith.constant 1 : i32
        %69 = arith.subi %c1_i32, %arg19 : i32
        %c512_i32 = arith.constant 512 : i32
        %70 = arith.muli %68, %c512_i32 : i32
        %71 = tpu.assume_multiple %70, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %72 = arith.muli %68, %c512_i32 : i32
        %73 = tpu.assume_multiple %72, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg16[%69, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %76 = tpu.memref_slice %arg14[%69, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %77 = tpu.memref_squeeze %76 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %78 = tpu.memref_slice %arg10[%64, %71, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %79 = tpu.memref_squeeze %78 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%79 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%77 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %80 = tpu.memref_slice %arg16[%69, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg15[%69, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg11[%64, %73, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%85 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%83 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %2, %c0_i32 : i32
      %37 = arith.index_cast %arg17 : i32 to index
      %38 = memref.load %arg3[%37] : memref<63xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %arg18 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %40, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %40, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %45 = tpu.memref_slice %arg16[%arg19, %c0_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %46 = tpu.memref_squeeze %45 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %47 = tpu.memref_slice %arg14[%arg19, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %48 = tpu.memref_squeeze %47 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg10[%36, %42, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %50 = tpu.memref_squeeze %49 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%46 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%50 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%48 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %51 = tpu.memref_slice %arg16[%arg19, %c1_i32] : memref<2x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg15[%arg19, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %55 = tpu.memref_slice %arg11[%36, %44, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %57 = arith.index_cast %arg17 : i32 to index
      %58 = memref.load %arg5[%57] : memref<63xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %60 = arith.cmpi eq, %59, %c2_i32 : i32
      %61 = arith.extui %60 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %62 = arith.cmpi ne, %61, %c0_i32 : i32
      scf.if %62 {
        %64 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %65 = vector.load %arg14[%64, %c0, %c0] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %66 = vector.shape_cast %65 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %67 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %68 = vector.shape_cast %67 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %69 = tpu.matmul %68, %66, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %70 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %71 = arith.mulf %69, %70 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %72 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %73 = vector.shape_cast %72 : vector<1x1x512xf32> to vector<512xf32>
        %74 = vector.shape_cast %73 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %75 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %76 = arith.mulf %74, %75 : vector<512x1xf32>
        %77 = vector.broadcast %76 : vector<512x1xf32> to vector<512x512xf32>
        %78 = arith.subf %71, %77 : vector<512x512xf32>
        %79 = math.exp2 %78 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %80 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %81 = vector.shape_cast %80 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %82 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg15[%82, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %84 = vector.shape_cast %83 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %85 = tpu.matmul %81, %84, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %87 = vector.shape_cast %86 : vector<1x1x512xf32> to vector<512xf32>
        %88 = vector.shape_cast %87 : vector<512xf32> to vector<512x1xf32>
        %89 = vector.broadcast %88 : vector<512x1xf32> to vector<512x512xf32>
        %90 = arith.subf %85, %89 : vector<512x512xf32>
        %91 = arith.mulf %79, %90 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %93 = arith.truncf %91 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %94 = tpu.matmul %93, %66, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %95 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %96 = arith.mulf %94, %95 : vector<512x192xf32>
        %97 = arith.addf %92, %96 : vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %98 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %99 = vector.shape_cast %98 : vector<512x192xf32> to vector<512x192xf32>
        %100 = vector.shape_cast %97 : vector<512x192xf32> to vector<512x192xf32>
        tpu.vector_store %arg13[%c0, %c0], %100 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
      } else {
        %64 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %65 = vector.load %arg14[%64, %c0, %c0] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %66 = vector.shape_cast %65 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %67 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %68 = vector.shape_cast %67 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %69 = tpu.matmul %68, %66, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %70 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %71 = arith.mulf %69, %70 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %72 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %73 = arith.muli %40, %c512_i32 : i32
        %74 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %75 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %76 = arith.subi %73, %72 : i32
        %77 = vector.broadcast %75 : vector<1x512xi32> to vector<512x512xi32>
        %78 = vector.broadcast %74 : vector<512x1xi32> to vector<512x512xi32>
        %79 = arith.subi %77, %78 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %80 = arith.subi %c0_i32, %76 : i32
        %81 = vector.broadcast %80 : i32 to vector<512x512xi32>
        %82 = arith.cmpi sle, %79, %81 : vector<512x512xi32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg8[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %84 = vector.shape_cast %83 : vector<1x1x512xf32> to vector<512xf32>
        %85 = vector.shape_cast %84 : vector<512xf32> to vector<512x1xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %86 = vector.broadcast %cst_x3f8ad7 : f32 to vector<512x1xf32>
        %87 = arith.mulf %85, %86 : vector<512x1xf32>
        %88 = vector.broadcast %87 : vector<512x1xf32> to vector<512x512xf32>
        %89 = arith.subf %71, %88 : vector<512x512xf32>
        %90 = math.exp2 %89 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %91 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %92 = arith.select %82, %90, %91 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %95 = arith.index_cast %arg19 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg15[%95, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %97 = vector.shape_cast %96 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %98 = tpu.matmul %94, %97, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg9[%c0, %c0, %c0] : memref<1x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %100 = vector.shape_cast %99 : vector<1x1x512xf32> to vector<512xf32>
        %101 = vector.shape_cast %100 : vector<512xf32> to vector<512x1xf32>
        %102 = vector.broadcast %101 : vector<512x1xf32> to vector<512x512xf32>
        %103 = arith.subf %98, %102 : vector<512x512xf32>
        %104 = arith.mulf %92, %103 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %106 = arith.truncf %104 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %107 = tpu.matmul %106, %66, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
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
      }
      %c1_i32 = arith.constant 1 : i32
      %63 = arith.subi %c1_i32, %arg19 : i32
      scf.yield %30, %32, %63 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %19 = vector.load %arg13[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %20 = arith.truncf %19 : vector<512x192xf32> to vector<512x192xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %21 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
    %22 = vector.shape_cast %21 : vector<1x512x192xbf16> to vector<512x192xbf16>
    %23 = vector.shape_cast %20 : vector<512x192xbf16> to vector<1x512x192xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %23 {strides = array<i32>} : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>, 
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

// ---- kernel sparse_cli_dkv sha256:13a373c4d35d39e4fb8fd53ba0d337cabc7121829b918694a4f678076a22570d
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg9: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg10: memref<128x1x16384xf32, #tpu.memory_space<any>>, %arg11: memref<128x1x16384xf32, #tpu.memory_space<any>>, %arg12: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<512x192xf32, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<2x512x192xbf16, #tpu.memory_space<vmem>>, %arg17: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg19: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 192>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
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
    %21 = arith.cmpi ne, %20, %c0_i32 : i32
    scf.if %21 {
      %c0_i32 = arith.constant 0 : i32
      %33 = arith.addi %2, %c0_i32 : i32
      %34 = arith.index_cast %14 : i32 to index
      %35 = memref.load %arg3[%34] : memref<63xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %37 = arith.addi %36, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %38 = arith.muli %37, %c512_i32 : i32
      %39 = tpu.assume_multiple %38, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %40 = arith.muli %37, %c512_i32 : i32
      %41 = tpu.assume_multiple %40, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %42 = arith.muli %37, %c512_i32 : i32
      %43 = tpu.assume_multiple %42, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %44 = arith.muli %37, %c512_i32 : i32
      %45 = tpu.assume_multiple %44, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %46 = tpu.memref_slice %arg20[%c0_i32, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %47 = tpu.memref_squeeze %46 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %48 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %49 = tpu.memref_squeeze %48 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %50 = tpu.memref_slice %arg8[%33, %39, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %51 = tpu.memref_squeeze %50 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%51 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%49 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%47 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %52 = tpu.memref_slice %arg20[%c0_i32, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %53 = tpu.memref_squeeze %52 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %54 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %55 = tpu.memref_squeeze %54 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %56 = tpu.memref_slice %arg9[%33, %41, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %57 = tpu.memref_squeeze %56 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%57 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%55 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%53 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %58 = tpu.memref_slice %arg20[%c0_i32, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg10[%33, %c0_i32, %43] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<1x512xf32, #tpu.memory_space<any>>) target(%61 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %64 = tpu.memref_slice %arg20[%c0_i32, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg11[%33, %c0_i32, %45] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%69 : memref<1x512xf32, #tpu.memory_space<any>>) target(%67 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %22:3 = scf.while (%arg21 = %14, %arg22 = %c0_i32, %arg23 = %c0_i32) : (i32, i32, i32) -> (i32, i32, i32) {
      %33 = arith.cmpi slt, %arg21, %18 : i32
      scf.condition(%33) %arg21, %arg22, %arg23 : i32, i32, i32
    } do {
    ^bb0(%arg21: i32, %arg22: i32, %arg23: i32):
      %c1_i32 = arith.constant 1 : i32
      %33 = arith.addi %arg22, %c1_i32 : i32
      %34 = arith.index_cast %arg21 : i32 to index
      %35 = memref.load %arg4[%34] : memref<63xi8, #tpu.memory_space<smem>>
      %36 = arith.extsi %35 : i8 to i32
      %37 = arith.cmpi sge, %33, %36 : i32
      %c1_i32 = arith.constant 1 : i32
      %38 = arith.addi %arg21, %c1_i32 : i32
      %39 = arith.select %37, %38, %arg21 : i32
      %c1_i32 = arith.constant 1 : i32
      %40 = arith.addi %arg22, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.select %37, %c0_i32, %40 : i32
      %42 = arith.cmpi slt, %39, %18 : i32
      %43 = arith.extui %42 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %44 = arith.cmpi ne, %43, %c0_i32 : i32
      scf.if %44 {
        %c0_i32 = arith.constant 0 : i32
        %89 = arith.addi %2, %c0_i32 : i32
        %90 = arith.index_cast %39 : i32 to index
        %91 = memref.load %arg3[%90] : memref<63xi8, #tpu.memory_space<smem>>
        %92 = arith.extsi %91 : i8 to i32
        %93 = arith.addi %92, %41 : i32
        %c1_i32 = arith.constant 1 : i32
        %94 = arith.subi %c1_i32, %arg23 : i32
        %c512_i32 = arith.constant 512 : i32
        %95 = arith.muli %93, %c512_i32 : i32
        %96 = tpu.assume_multiple %95, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %93, %c512_i32 : i32
        %98 = tpu.assume_multiple %97, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %99 = arith.muli %93, %c512_i32 : i32
        %100 = tpu.assume_multiple %99, 512 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %93, %c512_i32 : i32
        %102 = tpu.assume_multiple %101, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %103 = tpu.memref_slice %arg20[%94, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %104 = tpu.memref_squeeze %103 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = tpu.memref_slice %arg16[%94, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %106 = tpu.memref_squeeze %105 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %107 = tpu.memref_slice %arg8[%89, %96, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %108 = tpu.memref_squeeze %107 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%108 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%106 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%104 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %109 = tpu.memref_slice %arg20[%94, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %110 = tpu.memref_squeeze %109 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg17[%94, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %113 = tpu.memref_slice %arg9[%89, %98, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %114 = tpu.memref_squeeze %113 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%114 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%112 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%110 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c2_i32 = arith.constant 2 : i32
        %115 = tpu.memref_slice %arg20[%94, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %116 = tpu.memref_squeeze %115 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %117 = tpu.memref_slice %arg18[%94, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %118 = tpu.memref_squeeze %117 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %119 = tpu.memref_slice %arg10[%89, %c0_i32, %100] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %120 = tpu.memref_squeeze %119 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%120 : memref<1x512xf32, #tpu.memory_space<any>>) target(%118 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%116 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c3_i32 = arith.constant 3 : i32
        %121 = tpu.memref_slice %arg20[%94, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %122 = tpu.memref_squeeze %121 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = tpu.memref_slice %arg19[%94, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %124 = tpu.memref_squeeze %123 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %125 = tpu.memref_slice %arg11[%89, %c0_i32, %102] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %126 = tpu.memref_squeeze %125 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%126 : memref<1x512xf32, #tpu.memory_space<any>>) target(%124 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%122 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      %c0_i32 = arith.constant 0 : i32
      %45 = arith.addi %2, %c0_i32 : i32
      %46 = arith.index_cast %arg21 : i32 to index
      %47 = memref.load %arg3[%46] : memref<63xi8, #tpu.memory_space<smem>>
      %48 = arith.extsi %47 : i8 to i32
      %49 = arith.addi %48, %arg22 : i32
      %c512_i32 = arith.constant 512 : i32
      %50 = arith.muli %49, %c512_i32 : i32
      %51 = tpu.assume_multiple %50, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %52 = arith.muli %49, %c512_i32 : i32
      %53 = tpu.assume_multiple %52, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %54 = arith.muli %49, %c512_i32 : i32
      %55 = tpu.assume_multiple %54, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %49, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg20[%arg23, %c0_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<2x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg8[%45, %51, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%63 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%61 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg20[%arg23, %c1_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<2x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg9[%45, %53, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
      %c2_i32 = arith.constant 2 : i32
      %70 = tpu.memref_slice %arg20[%arg23, %c2_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg18[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg10[%45, %c0_i32, %55] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%73 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %c3_i32 = arith.constant 3 : i32
      %76 = tpu.memref_slice %arg20[%arg23, %c3_i32] : memref<2x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %77 = tpu.memref_squeeze %76 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg19[%arg23, %c0_i32, %c0_i32] : memref<2x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %79 = tpu.memref_squeeze %78 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg11[%45, %c0_i32, %57] : memref<128x1x16384xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%77 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%81 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%79 : memref<1x512xf32, #tpu.memory_space<vmem>>)
      %82 = arith.index_cast %arg21 : i32 to index
      %83 = memref.load %arg5[%82] : memref<63xi8, #tpu.memory_space<smem>>
      %84 = arith.extsi %83 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %85 = arith.cmpi eq, %84, %c2_i32 : i32
      %86 = arith.extui %85 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %87 = arith.cmpi ne, %86, %c0_i32 : i32
      scf.if %87 {
        %89 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg16[%89, %c0, %c0] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %91 = vector.shape_cast %90 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %92 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg17[%92, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %97 = tpu.matmul %96, %91, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %98 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %99 = arith.mulf %97, %98 : vector<512x512xf32>
        %100 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg18[%100, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %102 = vector.shape_cast %101 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %103 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %104 = arith.mulf %102, %103 : vector<1x512xf32>
        %105 = vector.broadcast %104 : vector<1x512xf32> to vector<512x512xf32>
        %106 = arith.subf %99, %105 : vector<512x512xf32>
        %107 = math.exp2 %106 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %109 = arith.truncf %107 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %110 = tpu.matmul %109, %94, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %111 = arith.addf %108, %110 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %113 = vector.shape_cast %112 : vector<512x128xf32> to vector<512x128xf32>
        %114 = vector.shape_cast %111 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %114 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %116 = vector.shape_cast %115 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %117 = tpu.matmul %116, %94, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %118 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg19[%118, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %120 = vector.shape_cast %119 : vector<1x1x512xf32> to vector<1x512xf32>
        %121 = vector.broadcast %120 : vector<1x512xf32> to vector<512x512xf32>
        %122 = arith.subf %117, %121 : vector<512x512xf32>
        %123 = arith.mulf %107, %122 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %125 = arith.truncf %123 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %126 = tpu.matmul %125, %91, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %127 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %128 = arith.mulf %126, %127 : vector<512x192xf32>
        %129 = arith.addf %124, %128 : vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %130 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %131 = vector.shape_cast %130 : vector<512x192xf32> to vector<512x192xf32>
        %132 = vector.shape_cast %129 : vector<512x192xf32> to vector<512x192xf32>
        tpu.vector_store %arg14[%c0, %c0], %132 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
      } else {
        %89 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg16[%89, %c0, %c0] : memref<2x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %91 = vector.shape_cast %90 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %92 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg17[%92, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %94 = vector.shape_cast %93 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %96 = vector.shape_cast %95 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %97 = tpu.matmul %96, %91, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %98 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %99 = arith.mulf %97, %98 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %100 = arith.muli %49, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %101 = arith.muli %3, %c512_i32 : i32
        %102 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %103 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %104 = arith.subi %101, %100 : i32
        %105 = vector.broadcast %103 : vector<512x1xi32> to vector<512x512xi32>
        %106 = vector.broadcast %102 : vector<1x512xi32> to vector<512x512xi32>
        %107 = arith.subi %105, %106 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %108 = arith.subi %c0_i32, %104 : i32
        %109 = vector.broadcast %108 : i32 to vector<512x512xi32>
        %110 = arith.cmpi sle, %107, %109 : vector<512x512xi32>
        %111 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg18[%111, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %113 = vector.shape_cast %112 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %114 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %115 = arith.mulf %113, %114 : vector<1x512xf32>
        %116 = vector.broadcast %115 : vector<1x512xf32> to vector<512x512xf32>
        %117 = arith.subf %99, %116 : vector<512x512xf32>
        %118 = math.exp2 %117 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %119 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %120 = arith.select %110, %118, %119 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = arith.truncf %120 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %123 = tpu.matmul %122, %94, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %124 = arith.addf %121, %123 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %126 = vector.shape_cast %125 : vector<512x128xf32> to vector<512x128xf32>
        %127 = vector.shape_cast %124 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %127 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %129 = vector.shape_cast %128 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %130 = tpu.matmul %129, %94, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %131 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg19[%131, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %133 = vector.shape_cast %132 : vector<1x1x512xf32> to vector<1x512xf32>
        %134 = vector.broadcast %133 : vector<1x512xf32> to vector<512x512xf32>
        %135 = arith.subf %130, %134 : vector<512x512xf32>
        %136 = arith.mulf %120, %135 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %138 = arith.truncf %136 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x1f55f3 = arith.constant dense<0.000000e+00> : vector<512x192xf32>
        %139 = tpu.matmul %138, %91, %cst_x1f55f3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x192xbf16>, vector<512x192xf32> -> vector<512x192xf32>
        %cst_x88b93f = arith.constant 0.0721687824 : f32
        %140 = vector.broadcast %cst_x88b93f : f32 to vector<512x192xf32>
        %141 = arith.mulf %139, %140 : vector<512x192xf32>
        %142 = arith.addf %137, %141 : vector<512x192xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
        %144 = vector.shape_cast %143 : vector<512x192xf32> to vector<512x192xf32>
        %145 = vector.shape_cast %142 : vector<512x192xf32> to vector<512x192xf32>
        tpu.vector_store %arg14[%c0, %c0], %145 {strides = array<i32>} : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>, 
      }
      %c1_i32 = arith.constant 1 : i32
      %88 = arith.subi %c1_i32, %arg23 : i32
      scf.yield %39, %41, %88 : i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %23 = vector.load %arg14[%c0, %c0] : memref<512x192xf32, #tpu.memory_space<vmem>>, vector<512x192xf32>
    %24 = arith.truncf %23 : vector<512x192xf32> to vector<512x192xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg12[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
    %26 = vector.shape_cast %25 : vector<1x512x192xbf16> to vector<512x192xbf16>
    %27 = vector.shape_cast %24 : vector<512x192xbf16> to vector<1x512x192xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %27 {strides = array<i32>} : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %28 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %29 = arith.truncf %28 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %31 = vector.shape_cast %30 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %32 = vector.shape_cast %29 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg13[%c0, %c0, %c0], %32 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
