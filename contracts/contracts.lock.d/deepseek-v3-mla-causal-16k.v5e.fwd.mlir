module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<63xi8>, %arg2: tensor<63xi8>, %arg3: tensor<63xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<33xi8>, %arg6: tensor<63xi8>, %arg7: tensor<63xi8>, %arg8: tensor<63xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<128x16384x192xbf16>, %arg11: tensor<128x16384x192xbf16>, %arg12: tensor<128x16384x128xbf16>) -> (tensor<128x16384x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<128x16384x128xbf16>, tensor<i32>) -> tensor<128x16384x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:867865e9308cfce83c8e134cbc68462410117c4ad96cfe3a95fd446ac05fc9d9\22, \22cost_estimate\22: {\22bytes_accessed\22: 23488102400, \22flops\22: 11338713661440, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16>
    return %3 : tensor<128x16384x128xbf16>
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
}

// ---- kernel sparse_cli_fwd sha256:867865e9308cfce83c8e134cbc68462410117c4ad96cfe3a95fd446ac05fc9d9
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi8, #tpu.memory_space<smem>>, %arg3: memref<63xi8, #tpu.memory_space<smem>>, %arg4: memref<63xi8, #tpu.memory_space<smem>>, %arg5: memref<63xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x192xbf16, #tpu.memory_space<vmem>>, %arg7: memref<128x16384x192xbf16, #tpu.memory_space<any>>, %arg8: memref<128x16384x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x512x192xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 128, 32>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 192>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
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
    %5 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %6 = vector.shape_cast %5 : vector<512x128xf32> to vector<512x128xf32>
    %7 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %7 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %10 = vector.shape_cast %9 : vector<512x128xf32> to vector<512x128xf32>
    %11 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %11 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %14 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    %15 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %15 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
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
      %56 = arith.addi %2, %c0_i32 : i32
      %57 = arith.index_cast %18 : i32 to index
      %58 = memref.load %arg3[%57] : memref<63xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.addi %59, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %60, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %60, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg7[%56, %62, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg8[%56, %64, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %56 = arith.addi %2, %c0_i32 : i32
      %57 = arith.index_cast %33 : i32 to index
      %58 = memref.load %arg3[%57] : memref<63xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.addi %59, %35 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %60, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %63 = arith.muli %60, %c512_i32 : i32
      %64 = tpu.assume_multiple %63, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg15[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg13[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg7[%56, %62, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%70 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%68 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %71 = tpu.memref_slice %arg15[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg8[%56, %64, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%76 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%74 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %39:7 = scf.while (%arg16 = %18, %arg17 = %c0_i32, %arg18 = %33, %arg19 = %35, %arg20 = %c0_i32, %arg21 = %c1_i32, %arg22 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %56 = arith.cmpi slt, %arg16, %22 : i32
      scf.condition(%56) %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
      %56 = arith.index_cast %arg16 : i32 to index
      %57 = memref.load %arg5[%56] : memref<63xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.cmpi eq, %58, %c2_i32 : i32
      %60 = arith.extui %59 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.cmpi ne, %60, %c0_i32 : i32
      %62:2 = scf.if %61 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %63 = arith.muli %c0_i32, %c512_i32 : i32
        %64 = tpu.assume_multiple %63, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %65 = arith.muli %c0_i32, %c512_i32 : i32
        %66 = tpu.assume_multiple %65, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg7[%c0_i32, %64, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%72 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%70 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %73 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg8[%c0_i32, %66, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %79 = arith.addi %2, %c0_i32 : i32
        %80 = arith.index_cast %arg16 : i32 to index
        %81 = memref.load %arg3[%80] : memref<63xi8, #tpu.memory_space<smem>>
        %82 = arith.extsi %81 : i8 to i32
        %83 = arith.addi %82, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %87[%c0, %c0] : memref<512x192xbf16, #tpu.memory_space<vmem>>, vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %89 = tpu.matmul %85, %88, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %90 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %91 = arith.mulf %89, %90 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %93 = vector.multi_reduction <maximumf>, %91, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %94 = vector.shape_cast %93 : vector<512xf32> to vector<512x1xf32>
        %95 = vector.broadcast %94 : vector<512x1xf32> to vector<512x128xf32>
        %96 = arith.maximumf %92, %95 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %97 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %98 = arith.maximumf %96, %97 : vector<512x128xf32>
        %99 = tpu.concatenate %98, %98, %98, %98 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %100 = arith.subf %91, %99 : vector<512x512xf32>
        %101 = math.exp2 %100 : vector<512x512xf32>
        %102 = arith.subf %92, %98 : vector<512x128xf32>
        %103 = math.exp2 %102 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %105 = arith.mulf %103, %104 : vector<512x128xf32>
        %106 = vector.extract_strided_slice %101 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %107 = vector.extract_strided_slice %101 {offsets = [0, 128], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %108 = vector.extract_strided_slice %101 {offsets = [0, 256], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %109 = vector.extract_strided_slice %101 {offsets = [0, 384], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
        %110 = arith.addf %106, %107 : vector<512x128xf32>
        %111 = arith.addf %110, %108 : vector<512x128xf32>
        %112 = arith.addf %111, %109 : vector<512x128xf32>
        %113 = arith.addf %105, %112 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = vector.shape_cast %114 : vector<512x128xf32> to vector<512x128xf32>
        %116 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %116 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %117 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg14[%117, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %119 = vector.shape_cast %118 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %121 = arith.mulf %103, %120 : vector<512x128xf32>
        %122 = arith.truncf %101 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %123 = tpu.matmul %122, %119, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %124 = arith.addf %121, %123 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %126 = vector.shape_cast %125 : vector<512x128xf32> to vector<512x128xf32>
        %127 = vector.shape_cast %124 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %127 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = vector.shape_cast %128 : vector<512x128xf32> to vector<512x128xf32>
        %130 = vector.shape_cast %96 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %130 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %131 = arith.addi %arg19, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %132 = arith.minsi %arg18, %c62_i32 : i32
        %133 = arith.index_cast %132 : i32 to index
        %134 = memref.load %arg4[%133] : memref<63xi8, #tpu.memory_space<smem>>
        %135 = arith.extsi %134 : i8 to i32
        %136 = arith.cmpi sge, %131, %135 : i32
        %c1_i32 = arith.constant 1 : i32
        %137 = arith.addi %arg18, %c1_i32 : i32
        %138 = arith.select %136, %137, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %139 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %140 = arith.select %136, %c0_i32, %139 : i32
        %141 = arith.cmpi slt, %138, %22 : i32
        %142 = arith.extui %141 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %143 = arith.cmpi ne, %142, %c0_i32 : i32
        scf.if %143 {
          %c0_i32 = arith.constant 0 : i32
          %144 = arith.addi %2, %c0_i32 : i32
          %145 = arith.index_cast %138 : i32 to index
          %146 = memref.load %arg3[%145] : memref<63xi8, #tpu.memory_space<smem>>
          %147 = arith.extsi %146 : i8 to i32
          %148 = arith.addi %147, %140 : i32
          %c512_i32 = arith.constant 512 : i32
          %149 = arith.muli %148, %c512_i32 : i32
          %150 = tpu.assume_multiple %149, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %151 = arith.muli %148, %c512_i32 : i32
          %152 = tpu.assume_multiple %151, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %153 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %154 = tpu.memref_squeeze %153 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %155 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %156 = tpu.memref_squeeze %155 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %157 = tpu.memref_slice %arg7[%144, %150, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %158 = tpu.memref_squeeze %157 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%158 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%156 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%154 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %159 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %160 = tpu.memref_squeeze %159 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %161 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %162 = tpu.memref_squeeze %161 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %163 = tpu.memref_slice %arg8[%144, %152, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %164 = tpu.memref_squeeze %163 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%164 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%162 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%160 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %138, %140 : i32, i32
      } else {
        %c3_i32 = arith.constant 3 : i32
        %63 = arith.cmpi eq, %58, %c3_i32 : i32
        %64 = arith.extui %63 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %65 = arith.cmpi ne, %64, %c0_i32 : i32
        %66:2 = scf.if %65 -> (i32, i32) {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %67 = arith.muli %c0_i32, %c512_i32 : i32
          %68 = tpu.assume_multiple %67, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %69 = arith.muli %c0_i32, %c512_i32 : i32
          %70 = tpu.assume_multiple %69, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %71 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %73 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %74 = tpu.memref_squeeze %73 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %75 = tpu.memref_slice %arg7[%c0_i32, %68, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %76 = tpu.memref_squeeze %75 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%74 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %c1_i32 = arith.constant 1 : i32
          %77 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %79 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %81 = tpu.memref_slice %arg8[%c0_i32, %70, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%80 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %83 = arith.addi %2, %c0_i32 : i32
          %84 = arith.index_cast %arg16 : i32 to index
          %85 = memref.load %arg3[%84] : memref<63xi8, #tpu.memory_space<smem>>
          %86 = arith.extsi %85 : i8 to i32
          %87 = arith.addi %86, %arg17 : i32
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %88 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
          %89 = vector.shape_cast %88 : vector<1x512x192xbf16> to vector<512x192xbf16>
          %90 = vector.extract_strided_slice %89 {offsets = [0, 0], sizes = [128, 192], strides = [1, 1]} : vector<512x192xbf16> to vector<128x192xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %91 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %92 = tpu.memref_squeeze %91 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %93 = vector.load %92[%c0, %c0] : memref<512x192xbf16, #tpu.memory_space<vmem>>, vector<128x192xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %94 = tpu.matmul %90, %93, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x192xbf16>, vector<128x192xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %cst_x917f08 = arith.constant 0.10411755 : f32
          %95 = vector.broadcast %cst_x917f08 : f32 to vector<128x128xf32>
          %96 = arith.mulf %94, %95 : vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %97 = arith.muli %3, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %98 = arith.muli %87, %c512_i32 : i32
          %99 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %100 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %101 = arith.subi %98, %97 : i32
          %102 = vector.broadcast %100 : vector<1x128xi32> to vector<128x128xi32>
          %103 = vector.broadcast %99 : vector<128x1xi32> to vector<128x128xi32>
          %104 = arith.subi %102, %103 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %105 = arith.subi %c0_i32, %101 : i32
          %106 = vector.broadcast %105 : i32 to vector<128x128xi32>
          %107 = arith.cmpi sle, %104, %106 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %108 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %109 = arith.select %107, %96, %108 : vector<128x128xi1>, vector<128x128xf32>
          %110 = vector.extract_strided_slice %89 {offsets = [128, 0], sizes = [128, 192], strides = [1, 1]} : vector<512x192xbf16> to vector<128x192xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %111 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %112 = tpu.memref_squeeze %111 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %113 = vector.load %112[%c0, %c0] : memref<512x192xbf16, #tpu.memory_space<vmem>>, vector<256x192xbf16>
          %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
          %114 = tpu.matmul %110, %113, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x192xbf16>, vector<256x192xbf16>, vector<128x256xf32> -> vector<128x256xf32>
          %cst_x917f08 = arith.constant 0.10411755 : f32
          %115 = vector.broadcast %cst_x917f08 : f32 to vector<128x256xf32>
          %116 = arith.mulf %114, %115 : vector<128x256xf32>
          %117 = vector.extract_strided_slice %116 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %118 = vector.extract_strided_slice %116 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %119 = arith.muli %3, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %120 = arith.muli %87, %c512_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %121 = arith.addi %119, %c128_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %122 = arith.addi %120, %c128_i32 : i32
          %123 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %124 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %125 = arith.subi %122, %121 : i32
          %126 = vector.broadcast %124 : vector<1x128xi32> to vector<128x128xi32>
          %127 = vector.broadcast %123 : vector<128x1xi32> to vector<128x128xi32>
          %128 = arith.subi %126, %127 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %129 = arith.subi %c0_i32, %125 : i32
          %130 = vector.broadcast %129 : i32 to vector<128x128xi32>
          %131 = arith.cmpi sle, %128, %130 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %132 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %133 = arith.select %131, %118, %132 : vector<128x128xi1>, vector<128x128xf32>
          %134 = tpu.concatenate %117, %133 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %135 = vector.extract_strided_slice %89 {offsets = [256, 0], sizes = [128, 192], strides = [1, 1]} : vector<512x192xbf16> to vector<128x192xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %136 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %137 = tpu.memref_squeeze %136 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %138 = vector.load %137[%c0, %c0] : memref<512x192xbf16, #tpu.memory_space<vmem>>, vector<384x192xbf16>
          %cst_xf8d2ea = arith.constant dense<0.000000e+00> : vector<128x384xf32>
          %139 = tpu.matmul %135, %138, %cst_xf8d2ea {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x192xbf16>, vector<384x192xbf16>, vector<128x384xf32> -> vector<128x384xf32>
          %cst_x917f08 = arith.constant 0.10411755 : f32
          %140 = vector.broadcast %cst_x917f08 : f32 to vector<128x384xf32>
          %141 = arith.mulf %139, %140 : vector<128x384xf32>
          %142 = vector.extract_strided_slice %141 {offsets = [0, 0], sizes = [128, 256], strides = [1, 1]} : vector<128x384xf32> to vector<128x256xf32>
          %143 = vector.extract_strided_slice %141 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %144 = arith.muli %3, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %145 = arith.muli %87, %c512_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %146 = arith.addi %144, %c256_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %147 = arith.addi %145, %c256_i32 : i32
          %148 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %149 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %150 = arith.subi %147, %146 : i32
          %151 = vector.broadcast %149 : vector<1x128xi32> to vector<128x128xi32>
          %152 = vector.broadcast %148 : vector<128x1xi32> to vector<128x128xi32>
          %153 = arith.subi %151, %152 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %154 = arith.subi %c0_i32, %150 : i32
          %155 = vector.broadcast %154 : i32 to vector<128x128xi32>
          %156 = arith.cmpi sle, %153, %155 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %157 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %158 = arith.select %156, %143, %157 : vector<128x128xi1>, vector<128x128xf32>
          %159 = tpu.concatenate %142, %158 in 1 : vector<128x256xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %160 = vector.extract_strided_slice %89 {offsets = [384, 0], sizes = [128, 192], strides = [1, 1]} : vector<512x192xbf16> to vector<128x192xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %161 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %162 = tpu.memref_squeeze %161 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %163 = vector.load %162[%c0, %c0] : memref<512x192xbf16, #tpu.memory_space<vmem>>, vector<512x192xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %164 = tpu.matmul %160, %163, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x192xbf16>, vector<512x192xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_x917f08 = arith.constant 0.10411755 : f32
          %165 = vector.broadcast %cst_x917f08 : f32 to vector<128x512xf32>
          %166 = arith.mulf %164, %165 : vector<128x512xf32>
          %167 = vector.extract_strided_slice %166 {offsets = [0, 0], sizes = [128, 384], strides = [1, 1]} : vector<128x512xf32> to vector<128x384xf32>
          %168 = vector.extract_strided_slice %166 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %169 = arith.muli %3, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %170 = arith.muli %87, %c512_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %171 = arith.addi %169, %c384_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %172 = arith.addi %170, %c384_i32 : i32
          %173 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %174 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %175 = arith.subi %172, %171 : i32
          %176 = vector.broadcast %174 : vector<1x128xi32> to vector<128x128xi32>
          %177 = vector.broadcast %173 : vector<128x1xi32> to vector<128x128xi32>
          %178 = arith.subi %176, %177 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %179 = arith.subi %c0_i32, %175 : i32
          %180 = vector.broadcast %179 : i32 to vector<128x128xi32>
          %181 = arith.cmpi sle, %178, %180 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %182 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %183 = arith.select %181, %168, %182 : vector<128x128xi1>, vector<128x128xf32>
          %184 = tpu.concatenate %167, %183 in 1 : vector<128x384xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %185 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %186 = vector.multi_reduction <maximumf>, %109, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
          %187 = vector.shape_cast %186 : vector<128xf32> to vector<128x1xf32>
          %188 = vector.broadcast %187 : vector<128x1xf32> to vector<128x128xf32>
          %189 = arith.maximumf %185, %188 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %190 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %191 = arith.maximumf %189, %190 : vector<128x128xf32>
          %192 = arith.subf %109, %191 : vector<128x128xf32>
          %193 = math.exp2 %192 : vector<128x128xf32>
          %194 = arith.subf %185, %191 : vector<128x128xf32>
          %195 = math.exp2 %194 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %196 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %197 = arith.mulf %195, %196 : vector<128x128xf32>
          %198 = arith.addf %197, %193 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %199 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %200 = vector.shape_cast %199 : vector<128x128xf32> to vector<128x128xf32>
          %201 = vector.shape_cast %198 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c0, %c0], %201 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %202 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %203 = tpu.memref_squeeze %202 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %204 = vector.load %203[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %205 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %206 = arith.mulf %195, %205 : vector<128x128xf32>
          %207 = arith.truncf %193 : vector<128x128xf32> to vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %208 = tpu.matmul %207, %204, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %209 = arith.addf %206, %208 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %210 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %211 = vector.shape_cast %210 : vector<128x128xf32> to vector<128x128xf32>
          %212 = vector.shape_cast %209 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c0, %c0], %212 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %213 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %214 = vector.shape_cast %213 : vector<128x128xf32> to vector<128x128xf32>
          %215 = vector.shape_cast %189 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c0, %c0], %215 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %216 = vector.load %arg10[%c128, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %217 = vector.multi_reduction <maximumf>, %134, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
          %218 = vector.shape_cast %217 : vector<128xf32> to vector<128x1xf32>
          %219 = vector.broadcast %218 : vector<128x1xf32> to vector<128x128xf32>
          %220 = arith.maximumf %216, %219 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %221 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %222 = arith.maximumf %220, %221 : vector<128x128xf32>
          %223 = tpu.concatenate %222, %222 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %224 = arith.subf %134, %223 : vector<128x256xf32>
          %225 = math.exp2 %224 : vector<128x256xf32>
          %226 = arith.subf %216, %222 : vector<128x128xf32>
          %227 = math.exp2 %226 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %228 = vector.load %arg11[%c128, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %229 = arith.mulf %227, %228 : vector<128x128xf32>
          %230 = vector.extract_strided_slice %225 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %231 = vector.extract_strided_slice %225 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %232 = arith.addf %230, %231 : vector<128x128xf32>
          %233 = arith.addf %229, %232 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %234 = vector.load %arg11[%c128, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %235 = vector.shape_cast %234 : vector<128x128xf32> to vector<128x128xf32>
          %236 = vector.shape_cast %233 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c128, %c0], %236 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %237 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %238 = tpu.memref_squeeze %237 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %239 = vector.load %238[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %240 = vector.load %arg12[%c128, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %241 = arith.mulf %227, %240 : vector<128x128xf32>
          %242 = arith.truncf %225 : vector<128x256xf32> to vector<128x256xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %243 = tpu.matmul %242, %239, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %244 = arith.addf %241, %243 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %245 = vector.load %arg12[%c128, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %246 = vector.shape_cast %245 : vector<128x128xf32> to vector<128x128xf32>
          %247 = vector.shape_cast %244 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c128, %c0], %247 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %248 = vector.load %arg10[%c128, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %249 = vector.shape_cast %248 : vector<128x128xf32> to vector<128x128xf32>
          %250 = vector.shape_cast %220 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c128, %c0], %250 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %251 = vector.load %arg10[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %252 = vector.multi_reduction <maximumf>, %159, %cst_x5413f7 [1] : vector<128x384xf32> to vector<128xf32>
          %253 = vector.shape_cast %252 : vector<128xf32> to vector<128x1xf32>
          %254 = vector.broadcast %253 : vector<128x1xf32> to vector<128x128xf32>
          %255 = arith.maximumf %251, %254 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %256 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %257 = arith.maximumf %255, %256 : vector<128x128xf32>
          %258 = tpu.concatenate %257, %257, %257 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %259 = arith.subf %159, %258 : vector<128x384xf32>
          %260 = math.exp2 %259 : vector<128x384xf32>
          %261 = arith.subf %251, %257 : vector<128x128xf32>
          %262 = math.exp2 %261 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %263 = vector.load %arg11[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %264 = arith.mulf %262, %263 : vector<128x128xf32>
          %265 = vector.extract_strided_slice %260 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %266 = vector.extract_strided_slice %260 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %267 = vector.extract_strided_slice %260 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %268 = arith.addf %265, %266 : vector<128x128xf32>
          %269 = arith.addf %268, %267 : vector<128x128xf32>
          %270 = arith.addf %264, %269 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %271 = vector.load %arg11[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %272 = vector.shape_cast %271 : vector<128x128xf32> to vector<128x128xf32>
          %273 = vector.shape_cast %270 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c256, %c0], %273 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %274 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %275 = tpu.memref_squeeze %274 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %276 = vector.load %275[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %277 = vector.load %arg12[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %278 = arith.mulf %262, %277 : vector<128x128xf32>
          %279 = arith.truncf %260 : vector<128x384xf32> to vector<128x384xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %280 = tpu.matmul %279, %276, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x384xbf16>, vector<384x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %281 = arith.addf %278, %280 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %282 = vector.load %arg12[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %283 = vector.shape_cast %282 : vector<128x128xf32> to vector<128x128xf32>
          %284 = vector.shape_cast %281 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c256, %c0], %284 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %285 = vector.load %arg10[%c256, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %286 = vector.shape_cast %285 : vector<128x128xf32> to vector<128x128xf32>
          %287 = vector.shape_cast %255 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c256, %c0], %287 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %288 = vector.load %arg10[%c384, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %289 = vector.multi_reduction <maximumf>, %184, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %290 = vector.shape_cast %289 : vector<128xf32> to vector<128x1xf32>
          %291 = vector.broadcast %290 : vector<128x1xf32> to vector<128x128xf32>
          %292 = arith.maximumf %288, %291 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %293 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %294 = arith.maximumf %292, %293 : vector<128x128xf32>
          %295 = tpu.concatenate %294, %294, %294, %294 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %296 = arith.subf %184, %295 : vector<128x512xf32>
          %297 = math.exp2 %296 : vector<128x512xf32>
          %298 = arith.subf %288, %294 : vector<128x128xf32>
          %299 = math.exp2 %298 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %300 = vector.load %arg11[%c384, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %301 = arith.mulf %299, %300 : vector<128x128xf32>
          %302 = vector.extract_strided_slice %297 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %303 = vector.extract_strided_slice %297 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %304 = vector.extract_strided_slice %297 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %305 = vector.extract_strided_slice %297 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %306 = arith.addf %302, %303 : vector<128x128xf32>
          %307 = arith.addf %306, %304 : vector<128x128xf32>
          %308 = arith.addf %307, %305 : vector<128x128xf32>
          %309 = arith.addf %301, %308 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %310 = vector.load %arg11[%c384, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %311 = vector.shape_cast %310 : vector<128x128xf32> to vector<128x128xf32>
          %312 = vector.shape_cast %309 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c384, %c0], %312 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %313 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %314 = tpu.memref_squeeze %313 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %315 = vector.load %314[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %316 = vector.load %arg12[%c384, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %317 = arith.mulf %299, %316 : vector<128x128xf32>
          %318 = arith.truncf %297 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %319 = tpu.matmul %318, %315, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %320 = arith.addf %317, %319 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %321 = vector.load %arg12[%c384, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %322 = vector.shape_cast %321 : vector<128x128xf32> to vector<128x128xf32>
          %323 = vector.shape_cast %320 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c384, %c0], %323 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %324 = vector.load %arg10[%c384, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %325 = vector.shape_cast %324 : vector<128x128xf32> to vector<128x128xf32>
          %326 = vector.shape_cast %292 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c384, %c0], %326 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c1_i32 = arith.constant 1 : i32
          %327 = arith.addi %arg19, %c1_i32 : i32
          %c62_i32 = arith.constant 62 : i32
          %328 = arith.minsi %arg18, %c62_i32 : i32
          %329 = arith.index_cast %328 : i32 to index
          %330 = memref.load %arg4[%329] : memref<63xi8, #tpu.memory_space<smem>>
          %331 = arith.extsi %330 : i8 to i32
          %332 = arith.cmpi sge, %327, %331 : i32
          %c1_i32 = arith.constant 1 : i32
          %333 = arith.addi %arg18, %c1_i32 : i32
          %334 = arith.select %332, %333, %arg18 : i32
          %c1_i32 = arith.constant 1 : i32
          %335 = arith.addi %arg19, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %336 = arith.select %332, %c0_i32, %335 : i32
          %337 = arith.cmpi slt, %334, %22 : i32
          %338 = arith.extui %337 : i1 to i32
          %c0_i32 = arith.constant 0 : i32
          %339 = arith.cmpi ne, %338, %c0_i32 : i32
          scf.if %339 {
            %c0_i32 = arith.constant 0 : i32
            %340 = arith.addi %2, %c0_i32 : i32
            %341 = arith.index_cast %334 : i32 to index
            %342 = memref.load %arg3[%341] : memref<63xi8, #tpu.memory_space<smem>>
            %343 = arith.extsi %342 : i8 to i32
            %344 = arith.addi %343, %336 : i32
            %c512_i32 = arith.constant 512 : i32
            %345 = arith.muli %344, %c512_i32 : i32
            %346 = tpu.assume_multiple %345, 512 : i32
            %c512_i32 = arith.constant 512 : i32
            %347 = arith.muli %344, %c512_i32 : i32
            %348 = tpu.assume_multiple %347, 512 : i32
            %c0_i32 = arith.constant 0 : i32
            %349 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %350 = tpu.memref_squeeze %349 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %351 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
            %352 = tpu.memref_squeeze %351 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %353 = tpu.memref_slice %arg7[%340, %346, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
            %354 = tpu.memref_squeeze %353 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%354 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%352 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%350 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %355 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %356 = tpu.memref_squeeze %355 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %357 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
            %358 = tpu.memref_squeeze %357 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %359 = tpu.memref_slice %arg8[%340, %348, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
            %360 = tpu.memref_squeeze %359 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%360 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%358 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%356 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %334, %336 : i32, i32
        } else {
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %67 = arith.muli %c0_i32, %c512_i32 : i32
          %68 = tpu.assume_multiple %67, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %69 = arith.muli %c0_i32, %c512_i32 : i32
          %70 = tpu.assume_multiple %69, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %71 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %73 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %74 = tpu.memref_squeeze %73 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %75 = tpu.memref_slice %arg7[%c0_i32, %68, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %76 = tpu.memref_squeeze %75 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%74 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %c1_i32 = arith.constant 1 : i32
          %77 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %78 = tpu.memref_squeeze %77 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %79 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %81 = tpu.memref_slice %arg8[%c0_i32, %70, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%78 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%82 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%80 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %83 = arith.addi %2, %c0_i32 : i32
          %84 = arith.index_cast %arg16 : i32 to index
          %85 = memref.load %arg3[%84] : memref<63xi8, #tpu.memory_space<smem>>
          %86 = arith.extsi %85 : i8 to i32
          %87 = arith.addi %86, %arg17 : i32
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %88 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
          %89 = vector.shape_cast %88 : vector<1x512x192xbf16> to vector<512x192xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %90 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %91 = tpu.memref_squeeze %90 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %92 = vector.load %91[%c0, %c0] : memref<512x192xbf16, #tpu.memory_space<vmem>>, vector<512x192xbf16>
          %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
          %93 = tpu.matmul %89, %92, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
          %cst_x917f08 = arith.constant 0.10411755 : f32
          %94 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
          %95 = arith.mulf %93, %94 : vector<512x512xf32>
          %c512_i32 = arith.constant 512 : i32
          %96 = arith.muli %3, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %97 = arith.muli %87, %c512_i32 : i32
          %98 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
          %99 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
          %100 = arith.subi %97, %96 : i32
          %101 = vector.broadcast %99 : vector<1x512xi32> to vector<512x512xi32>
          %102 = vector.broadcast %98 : vector<512x1xi32> to vector<512x512xi32>
          %103 = arith.subi %101, %102 : vector<512x512xi32>
          %c0_i32 = arith.constant 0 : i32
          %104 = arith.subi %c0_i32, %100 : i32
          %105 = vector.broadcast %104 : i32 to vector<512x512xi32>
          %106 = arith.cmpi sle, %103, %105 : vector<512x512xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %107 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
          %108 = arith.select %106, %95, %107 : vector<512x512xi1>, vector<512x512xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %109 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
          %110 = vector.multi_reduction <maximumf>, %108, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
          %111 = vector.shape_cast %110 : vector<512xf32> to vector<512x1xf32>
          %112 = vector.broadcast %111 : vector<512x1xf32> to vector<512x128xf32>
          %113 = arith.maximumf %109, %112 : vector<512x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %114 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
          %115 = arith.maximumf %113, %114 : vector<512x128xf32>
          %116 = tpu.concatenate %115, %115, %115, %115 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
          %117 = arith.subf %108, %116 : vector<512x512xf32>
          %118 = math.exp2 %117 : vector<512x512xf32>
          %119 = arith.subf %109, %115 : vector<512x128xf32>
          %120 = math.exp2 %119 : vector<512x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %121 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %122 = arith.mulf %120, %121 : vector<512x128xf32>
          %123 = vector.extract_strided_slice %118 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
          %124 = vector.extract_strided_slice %118 {offsets = [0, 128], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
          %125 = vector.extract_strided_slice %118 {offsets = [0, 256], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
          %126 = vector.extract_strided_slice %118 {offsets = [0, 384], sizes = [512, 128], strides = [1, 1]} : vector<512x512xf32> to vector<512x128xf32>
          %127 = arith.addf %123, %124 : vector<512x128xf32>
          %128 = arith.addf %127, %125 : vector<512x128xf32>
          %129 = arith.addf %128, %126 : vector<512x128xf32>
          %130 = arith.addf %122, %129 : vector<512x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %131 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %132 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
          %133 = vector.shape_cast %130 : vector<512x128xf32> to vector<512x128xf32>
          tpu.vector_store %arg11[%c0, %c0], %133 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
          %134 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %135 = vector.load %arg14[%134, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %136 = vector.shape_cast %135 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %137 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %138 = arith.mulf %120, %137 : vector<512x128xf32>
          %139 = arith.truncf %118 : vector<512x512xf32> to vector<512x512xbf16>
          %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
          %140 = tpu.matmul %139, %136, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
          %141 = arith.addf %138, %140 : vector<512x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %142 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %143 = vector.shape_cast %142 : vector<512x128xf32> to vector<512x128xf32>
          %144 = vector.shape_cast %141 : vector<512x128xf32> to vector<512x128xf32>
          tpu.vector_store %arg12[%c0, %c0], %144 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %145 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
          %146 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
          %147 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
          tpu.vector_store %arg10[%c0, %c0], %147 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
          %c1_i32 = arith.constant 1 : i32
          %148 = arith.addi %arg19, %c1_i32 : i32
          %c62_i32 = arith.constant 62 : i32
          %149 = arith.minsi %arg18, %c62_i32 : i32
          %150 = arith.index_cast %149 : i32 to index
          %151 = memref.load %arg4[%150] : memref<63xi8, #tpu.memory_space<smem>>
          %152 = arith.extsi %151 : i8 to i32
          %153 = arith.cmpi sge, %148, %152 : i32
          %c1_i32 = arith.constant 1 : i32
          %154 = arith.addi %arg18, %c1_i32 : i32
          %155 = arith.select %153, %154, %arg18 : i32
          %c1_i32 = arith.constant 1 : i32
          %156 = arith.addi %arg19, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %157 = arith.select %153, %c0_i32, %156 : i32
          %158 = arith.cmpi slt, %155, %22 : i32
          %159 = arith.extui %158 : i1 to i32
          %c0_i32 = arith.constant 0 : i32
          %160 = arith.cmpi ne, %159, %c0_i32 : i32
          scf.if %160 {
            %c0_i32 = arith.constant 0 : i32
            %161 = arith.addi %2, %c0_i32 : i32
            %162 = arith.index_cast %155 : i32 to index
            %163 = memref.load %arg3[%162] : memref<63xi8, #tpu.memory_space<smem>>
            %164 = arith.extsi %163 : i8 to i32
            %165 = arith.addi %164, %157 : i32
            %c512_i32 = arith.constant 512 : i32
            %166 = arith.muli %165, %c512_i32 : i32
            %167 = tpu.assume_multiple %166, 512 : i32
            %c512_i32 = arith.constant 512 : i32
            %168 = arith.muli %165, %c512_i32 : i32
            %169 = tpu.assume_multiple %168, 512 : i32
            %c0_i32 = arith.constant 0 : i32
            %170 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %171 = tpu.memref_squeeze %170 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %172 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
            %173 = tpu.memref_squeeze %172 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %174 = tpu.memref_slice %arg7[%161, %167, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
            %175 = tpu.memref_squeeze %174 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%175 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%173 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%171 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %176 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %177 = tpu.memref_squeeze %176 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %178 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
            %179 = tpu.memref_squeeze %178 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %180 = tpu.memref_slice %arg8[%161, %169, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
            %181 = tpu.memref_squeeze %180 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%181 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%179 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%177 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %155, %157 : i32, i32
        }
        scf.yield %66#0, %66#1 : i32, i32
      }
      scf.yield %arg18, %arg19, %62#0, %62#1, %arg21, %arg22, %arg20 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
    %41 = vector.multi_reduction <add>, %40, %cst_x8e9b0a [1] : vector<512x128xf32> to vector<512xf32>
    %42 = vector.shape_cast %41 : vector<512xf32> to vector<512x1xf32>
    %43 = vector.shape_cast %42 : vector<512x1xf32> to vector<512x1xf32>
    %44 = vector.broadcast %43 : vector<512x1xf32> to vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %45 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %46 = arith.cmpf one, %44, %45 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %47 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %48 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %49 = arith.select %46, %44, %48 : vector<512x128xi1>, vector<512x128xf32>
    %50 = tpu.reciprocal %49 : vector<512x128xf32> -> vector<512x128xf32>
    %51 = arith.mulf %47, %50 : vector<512x128xf32>
    %52 = arith.truncf %51 : vector<512x128xf32> to vector<512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %53 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
    %54 = vector.shape_cast %53 : vector<1x512x128xbf16> to vector<512x128xbf16>
    %55 = vector.shape_cast %52 : vector<512x128xbf16> to vector<1x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %55 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
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
}
