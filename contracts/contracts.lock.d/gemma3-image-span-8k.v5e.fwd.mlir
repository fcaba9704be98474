module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<31xi8>, %arg2: tensor<31xi8>, %arg3: tensor<31xi8>, %arg4: tensor<6x512x512xi8>, %arg5: tensor<17xi8>, %arg6: tensor<31xi8>, %arg7: tensor<31xi8>, %arg8: tensor<31xi8>, %arg9: tensor<6x512x512xi8>, %arg10: tensor<8x8192x256xbf16>, %arg11: tensor<4x8192x256xbf16>, %arg12: tensor<4x8192x256xbf16>) -> (tensor<8x8192x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<4x8192x256xbf16>, tensor<i32>) -> tensor<4x8192x256xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<4x8192x256xbf16>, tensor<i32>) -> tensor<4x8192x256xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:17495856d710dcbd24515f8cdd4f67677c1f096ed3e0a13c13bcdd48fb793a94\22, \22cost_estimate\22: {\22bytes_accessed\22: 650117120, \22flops\22: 298500227072, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 291504128}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<31xi8>, tensor<31xi8>, tensor<31xi8>, tensor<8x8192x256xbf16>, tensor<4x8192x256xbf16>, tensor<4x8192x256xbf16>) -> tensor<8x8192x256xbf16>
    return %3 : tensor<8x8192x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<8x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<8x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8192x256xbf16>, tensor<bf16>) -> tensor<8x8192x256xbf16>
    return %1 : tensor<8x8192x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<4x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<4x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x8192x256xbf16>, tensor<bf16>) -> tensor<4x8192x256xbf16>
    return %1 : tensor<4x8192x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:17495856d710dcbd24515f8cdd4f67677c1f096ed3e0a13c13bcdd48fb793a94
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<31xi8, #tpu.memory_space<smem>>, %arg4: memref<31xi8, #tpu.memory_space<smem>>, %arg5: memref<31xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<4x8192x256xbf16, #tpu.memory_space<any>>, %arg8: memref<4x8192x256xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 16>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 256>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c16_i32 = arith.constant 16 : i32
    %3 = arith.remsi %0, %c16_i32 : i32
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
    %12 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x256xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %13 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %14 = vector.shape_cast %13 : vector<512x256xf32> to vector<512x256xf32>
    %15 = vector.shape_cast %12 : vector<512x256xf32> to vector<512x256xf32>
    tpu.vector_store %arg12[%c0, %c0], %15 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
    %16 = arith.index_cast %arg1 : i32 to index
    %17 = memref.load %arg2[%16] : memref<17xi8, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<17xi8, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i8 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %52 = arith.addi %2, %c0_i32 : i32
      %53 = arith.index_cast %18 : i32 to index
      %54 = memref.load %arg3[%53] : memref<31xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %57 = arith.divsi %52, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %60 = arith.divsi %52, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %56, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg7[%57, %59, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%66 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %69 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg8[%60, %62, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%72 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %c0_i32, %c1_i32 : i32
    %c30_i32 = arith.constant 30 : i32
    %27 = arith.minsi %18, %c30_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg4[%28] : memref<31xi8, #tpu.memory_space<smem>>
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
      %52 = arith.addi %2, %c0_i32 : i32
      %53 = arith.index_cast %33 : i32 to index
      %54 = memref.load %arg3[%53] : memref<31xi8, #tpu.memory_space<smem>>
      %55 = arith.extsi %54 : i8 to i32
      %56 = arith.addi %55, %35 : i32
      %c2_i32 = arith.constant 2 : i32
      %57 = arith.divsi %52, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %56, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %60 = arith.divsi %52, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %61 = arith.muli %56, %c512_i32 : i32
      %62 = tpu.assume_multiple %61, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg15[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg13[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %66 = tpu.memref_squeeze %65 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg7[%57, %59, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %68 = tpu.memref_squeeze %67 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%68 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%66 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %69 = tpu.memref_slice %arg15[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %73 = tpu.memref_slice %arg8[%60, %62, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%72 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %39:7 = scf.while (%arg16 = %18, %arg17 = %c0_i32, %arg18 = %33, %arg19 = %35, %arg20 = %c0_i32, %arg21 = %c1_i32, %arg22 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %52 = arith.cmpi slt, %arg16, %22 : i32
      scf.condition(%52) %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
      %52 = arith.index_cast %arg16 : i32 to index
      %53 = memref.load %arg5[%52] : memref<31xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %55 = arith.cmpi eq, %54, %c2_i32 : i32
      %56 = arith.extui %55 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %57 = arith.cmpi ne, %56, %c0_i32 : i32
      %58:2 = scf.if %57 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %59 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %62 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %63 = arith.muli %c0_i32, %c512_i32 : i32
        %64 = tpu.assume_multiple %63, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg7[%59, %61, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%68 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %71 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg8[%62, %64, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%74 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %77 = arith.addi %2, %c0_i32 : i32
        %78 = arith.index_cast %arg16 : i32 to index
        %79 = memref.load %arg3[%78] : memref<31xi8, #tpu.memory_space<smem>>
        %80 = arith.extsi %79 : i8 to i32
        %81 = arith.addi %80, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %84 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg13[%84, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %87 = tpu.matmul %83, %86, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %88 = vector.broadcast %cst_x82fafc : f32 to vector<512x512xf32>
        %89 = arith.mulf %87, %88 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %91 = vector.multi_reduction <maximumf>, %89, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %92 = vector.shape_cast %91 : vector<512xf32> to vector<512x1xf32>
        %93 = vector.broadcast %92 : vector<512x1xf32> to vector<512x128xf32>
        %94 = arith.maximumf %90, %93 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %95 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %96 = arith.maximumf %94, %95 : vector<512x128xf32>
        %97 = tpu.concatenate %96, %96, %96, %96 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %98 = arith.subf %89, %97 : vector<512x512xf32>
        %99 = math.exp2 %98 : vector<512x512xf32>
        %100 = arith.subf %90, %96 : vector<512x128xf32>
        %101 = math.exp2 %100 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %103 = arith.mulf %101, %102 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %104 = vector.multi_reduction <add>, %99, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %105 = vector.shape_cast %104 : vector<512xf32> to vector<512x1xf32>
        %106 = vector.broadcast %105 : vector<512x1xf32> to vector<512x128xf32>
        %107 = arith.addf %103, %106 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %109 = vector.shape_cast %108 : vector<512x128xf32> to vector<512x128xf32>
        %110 = vector.shape_cast %107 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %110 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %111 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg14[%111, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %113 = vector.shape_cast %112 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %114 = tpu.concatenate %101, %101 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %116 = arith.mulf %114, %115 : vector<512x256xf32>
        %117 = arith.truncf %99 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %118 = tpu.matmul %117, %113, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %119 = arith.addf %116, %118 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %121 = vector.shape_cast %120 : vector<512x256xf32> to vector<512x256xf32>
        %122 = vector.shape_cast %119 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %122 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %123 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %124 = vector.shape_cast %123 : vector<512x128xf32> to vector<512x128xf32>
        %125 = vector.shape_cast %94 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %125 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %126 = arith.addi %arg19, %c1_i32 : i32
        %c30_i32 = arith.constant 30 : i32
        %127 = arith.minsi %arg18, %c30_i32 : i32
        %128 = arith.index_cast %127 : i32 to index
        %129 = memref.load %arg4[%128] : memref<31xi8, #tpu.memory_space<smem>>
        %130 = arith.extsi %129 : i8 to i32
        %131 = arith.cmpi sge, %126, %130 : i32
        %c1_i32 = arith.constant 1 : i32
        %132 = arith.addi %arg18, %c1_i32 : i32
        %133 = arith.select %131, %132, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %135 = arith.select %131, %c0_i32, %134 : i32
        %136 = arith.cmpi slt, %133, %22 : i32
        %137 = arith.extui %136 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %138 = arith.cmpi ne, %137, %c0_i32 : i32
        scf.if %138 {
          %c0_i32 = arith.constant 0 : i32
          %139 = arith.addi %2, %c0_i32 : i32
          %140 = arith.index_cast %133 : i32 to index
          %141 = memref.load %arg3[%140] : memref<31xi8, #tpu.memory_space<smem>>
          %142 = arith.extsi %141 : i8 to i32
          %143 = arith.addi %142, %135 : i32
          %c2_i32 = arith.constant 2 : i32
          %144 = arith.divsi %139, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %145 = arith.muli %143, %c512_i32 : i32
          %146 = tpu.assume_multiple %145, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %147 = arith.divsi %139, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %148 = arith.muli %143, %c512_i32 : i32
          %149 = tpu.assume_multiple %148, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %150 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %151 = tpu.memref_squeeze %150 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %153 = tpu.memref_squeeze %152 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %154 = tpu.memref_slice %arg7[%144, %146, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %155 = tpu.memref_squeeze %154 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%155 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%153 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%151 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %156 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %159 = tpu.memref_squeeze %158 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg8[%147, %149, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %161 = tpu.memref_squeeze %160 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%161 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%159 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %133, %135 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %59 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %62 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %63 = arith.muli %c0_i32, %c512_i32 : i32
        %64 = tpu.assume_multiple %63, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %68 = tpu.memref_squeeze %67 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg7[%59, %61, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %70 = tpu.memref_squeeze %69 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%66 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%70 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%68 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %71 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %75 = tpu.memref_slice %arg8[%62, %64, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%74 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %77 = arith.addi %2, %c0_i32 : i32
        %78 = arith.index_cast %arg16 : i32 to index
        %79 = memref.load %arg3[%78] : memref<31xi8, #tpu.memory_space<smem>>
        %80 = arith.extsi %79 : i8 to i32
        %81 = arith.addi %80, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %84 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg13[%84, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %87 = tpu.matmul %83, %86, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x256xbf16>, vector<512x256xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x82fafc = arith.constant 0.0901684388 : f32
        %88 = vector.broadcast %cst_x82fafc : f32 to vector<512x512xf32>
        %89 = arith.mulf %87, %88 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %90 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %81, %c512_i32 : i32
        %92 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %93 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %94 = vector.broadcast %90 : i32 to vector<512x1xi32>
        %95 = arith.addi %94, %92 : vector<512x1xi32>
        %96 = vector.broadcast %91 : i32 to vector<1x512xi32>
        %97 = arith.addi %96, %93 : vector<1x512xi32>
        %98 = vector.broadcast %97 : vector<1x512xi32> to vector<512x512xi32>
        %99 = vector.broadcast %95 : vector<512x1xi32> to vector<512x512xi32>
        %100 = arith.subi %98, %99 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %101 = vector.broadcast %c0_i32 : i32 to vector<512x512xi32>
        %102 = arith.cmpi sle, %100, %101 : vector<512x512xi32>
        %103 = arith.cmpi eq, %95, %95 : vector<512x1xi32>
        %104 = arith.cmpi eq, %97, %97 : vector<1x512xi32>
        %105 = vector.broadcast %103 : vector<512x1xi1> to vector<512x512xi1>
        %106 = vector.broadcast %104 : vector<1x512xi1> to vector<512x512xi1>
        %107 = arith.andi %105, %106 : vector<512x512xi1>
        %c256_i32 = arith.constant 256 : i32
        %108 = vector.broadcast %c256_i32 : i32 to vector<512x1xi32>
        %109 = arith.cmpi sge, %95, %108 : vector<512x1xi32>
        %110 = vector.broadcast %109 : vector<512x1xi1> to vector<512x512xi1>
        %111 = arith.andi %107, %110 : vector<512x512xi1>
        %c1280_i32 = arith.constant 1280 : i32
        %112 = vector.broadcast %c1280_i32 : i32 to vector<512x1xi32>
        %113 = arith.cmpi slt, %95, %112 : vector<512x1xi32>
        %114 = vector.broadcast %113 : vector<512x1xi1> to vector<512x512xi1>
        %115 = arith.andi %111, %114 : vector<512x512xi1>
        %c256_i32 = arith.constant 256 : i32
        %116 = vector.broadcast %c256_i32 : i32 to vector<1x512xi32>
        %117 = arith.cmpi sge, %97, %116 : vector<1x512xi32>
        %118 = vector.broadcast %117 : vector<1x512xi1> to vector<512x512xi1>
        %119 = arith.andi %115, %118 : vector<512x512xi1>
        %c1280_i32 = arith.constant 1280 : i32
        %120 = vector.broadcast %c1280_i32 : i32 to vector<1x512xi32>
        %121 = arith.cmpi slt, %97, %120 : vector<1x512xi32>
        %122 = vector.broadcast %121 : vector<1x512xi1> to vector<512x512xi1>
        %123 = arith.andi %119, %122 : vector<512x512xi1>
        %124 = arith.ori %102, %123 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %125 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %126 = arith.select %124, %89, %125 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %127 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %128 = vector.multi_reduction <maximumf>, %126, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %129 = vector.shape_cast %128 : vector<512xf32> to vector<512x1xf32>
        %130 = vector.broadcast %129 : vector<512x1xf32> to vector<512x128xf32>
        %131 = arith.maximumf %127, %130 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %132 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %133 = arith.maximumf %131, %132 : vector<512x128xf32>
        %134 = tpu.concatenate %133, %133, %133, %133 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %135 = arith.subf %126, %134 : vector<512x512xf32>
        %136 = math.exp2 %135 : vector<512x512xf32>
        %137 = arith.subf %127, %133 : vector<512x128xf32>
        %138 = math.exp2 %137 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %140 = arith.mulf %138, %139 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %141 = vector.multi_reduction <add>, %136, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %142 = vector.shape_cast %141 : vector<512xf32> to vector<512x1xf32>
        %143 = vector.broadcast %142 : vector<512x1xf32> to vector<512x128xf32>
        %144 = arith.addf %140, %143 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %146 = vector.shape_cast %145 : vector<512x128xf32> to vector<512x128xf32>
        %147 = vector.shape_cast %144 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %147 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %148 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg14[%148, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %150 = vector.shape_cast %149 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %151 = tpu.concatenate %138, %138 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %152 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %153 = arith.mulf %151, %152 : vector<512x256xf32>
        %154 = arith.truncf %136 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %155 = tpu.matmul %154, %150, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %156 = arith.addf %153, %155 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %158 = vector.shape_cast %157 : vector<512x256xf32> to vector<512x256xf32>
        %159 = vector.shape_cast %156 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %159 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %161 = vector.shape_cast %160 : vector<512x128xf32> to vector<512x128xf32>
        %162 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %162 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %163 = arith.addi %arg19, %c1_i32 : i32
        %c30_i32 = arith.constant 30 : i32
        %164 = arith.minsi %arg18, %c30_i32 : i32
        %165 = arith.index_cast %164 : i32 to index
        %166 = memref.load %arg4[%165] : memref<31xi8, #tpu.memory_space<smem>>
        %167 = arith.extsi %166 : i8 to i32
        %168 = arith.cmpi sge, %163, %167 : i32
        %c1_i32 = arith.constant 1 : i32
        %169 = arith.addi %arg18, %c1_i32 : i32
        %170 = arith.select %168, %169, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %171 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %172 = arith.select %168, %c0_i32, %171 : i32
        %173 = arith.cmpi slt, %170, %22 : i32
        %174 = arith.extui %173 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %175 = arith.cmpi ne, %174, %c0_i32 : i32
        scf.if %175 {
          %c0_i32 = arith.constant 0 : i32
          %176 = arith.addi %2, %c0_i32 : i32
          %177 = arith.index_cast %170 : i32 to index
          %178 = memref.load %arg3[%177] : memref<31xi8, #tpu.memory_space<smem>>
          %179 = arith.extsi %178 : i8 to i32
          %180 = arith.addi %179, %172 : i32
          %c2_i32 = arith.constant 2 : i32
          %181 = arith.divsi %176, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %182 = arith.muli %180, %c512_i32 : i32
          %183 = tpu.assume_multiple %182, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %184 = arith.divsi %176, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %185 = arith.muli %180, %c512_i32 : i32
          %186 = tpu.assume_multiple %185, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %187 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %188 = tpu.memref_squeeze %187 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %189 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %190 = tpu.memref_squeeze %189 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %191 = tpu.memref_slice %arg7[%181, %183, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %192 = tpu.memref_squeeze %191 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%192 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%190 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%188 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %193 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %194 = tpu.memref_squeeze %193 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %195 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %196 = tpu.memref_squeeze %195 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %197 = tpu.memref_slice %arg8[%184, %186, %c0_i32] : memref<4x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %198 = tpu.memref_squeeze %197 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%198 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%196 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%194 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %170, %172 : i32, i32
      }
      scf.yield %arg18, %arg19, %58#0, %58#1, %arg21, %arg22, %arg20 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %41 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %42 = arith.cmpf ogt, %40, %41 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %43 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %44 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %45 = arith.select %42, %40, %44 : vector<512x128xi1>, vector<512x128xf32>
    %46 = tpu.concatenate %45, %45 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
    %47 = arith.divf %43, %46 : vector<512x256xf32>
    %48 = arith.truncf %47 : vector<512x256xf32> to vector<512x256xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg9[%c0, %c0, %c0] : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
    %50 = vector.shape_cast %49 : vector<1x512x256xbf16> to vector<512x256xbf16>
    %51 = vector.shape_cast %48 : vector<512x256xbf16> to vector<1x512x256xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %51 {strides = array<i32>} : memref<1x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<31xi8, #tpu.memory_space<smem>>, %arg4: memref<31xi8, #tpu.memory_space<smem>>, %arg5: memref<31xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<31xi8, #tpu.memory_space<smem>>, %arg4: memref<31xi8, #tpu.memory_space<smem>>, %arg5: memref<31xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %1 = arith.divsi %0, %c16_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c16_i32 = arith.constant 16 : i32
    %4 = arith.remsi %3, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}
