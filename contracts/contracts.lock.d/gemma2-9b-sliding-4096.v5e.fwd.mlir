module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<17xi8>, %arg1: tensor<39xi8>, %arg2: tensor<39xi8>, %arg3: tensor<39xi8>, %arg4: tensor<2x512x512xi8>, %arg5: tensor<17xi8>, %arg6: tensor<39xi8>, %arg7: tensor<39xi8>, %arg8: tensor<39xi8>, %arg9: tensor<2x512x512xi8>, %arg10: tensor<16x8192x256xbf16>, %arg11: tensor<8x8192x256xbf16>, %arg12: tensor<8x8192x256xbf16>) -> (tensor<16x8192x256xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<16x8192x256xbf16>, tensor<i32>) -> tensor<16x8192x256xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x8192x256xbf16>, tensor<i32>) -> tensor<8x8192x256xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:fbbb4b49e9f51be23dbb418b7101d2cbabd995340437c3dac7579717adeb7766\22, \22cost_estimate\22: {\22bytes_accessed\22: 1040187392, \22flops\22: 463856467968, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 905969664}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<17xi8>, tensor<39xi8>, tensor<39xi8>, tensor<39xi8>, tensor<16x8192x256xbf16>, tensor<8x8192x256xbf16>, tensor<8x8192x256xbf16>) -> tensor<16x8192x256xbf16>
    return %3 : tensor<16x8192x256xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<16x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x8192x256xbf16>, tensor<bf16>) -> tensor<16x8192x256xbf16>
    return %1 : tensor<16x8192x256xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x8192x256xbf16>, %arg1: tensor<i32>) -> tensor<8x8192x256xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8192x256xbf16>, tensor<bf16>) -> tensor<8x8192x256xbf16>
    return %1 : tensor<8x8192x256xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:fbbb4b49e9f51be23dbb418b7101d2cbabd995340437c3dac7579717adeb7766
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg8: memref<8x8192x256xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x256xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x256xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x512x256xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 16>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 256>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 256>}]} {
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
      %54 = memref.load %arg3[%53] : memref<39xi8, #tpu.memory_space<smem>>
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
      %67 = tpu.memref_slice %arg7[%57, %59, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
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
      %73 = tpu.memref_slice %arg8[%60, %62, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
      %74 = tpu.memref_squeeze %73 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%74 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%72 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %c0_i32, %c1_i32 : i32
    %c38_i32 = arith.constant 38 : i32
    %27 = arith.minsi %18, %c38_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg4[%28] : memref<39xi8, #tpu.memory_space<smem>>
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
      %54 = memref.load %arg3[%53] : memref<39xi8, #tpu.memory_space<smem>>
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
      %67 = tpu.memref_slice %arg7[%57, %59, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
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
      %73 = tpu.memref_slice %arg8[%60, %62, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
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
      %53 = memref.load %arg5[%52] : memref<39xi8, #tpu.memory_space<smem>>
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
        %69 = tpu.memref_slice %arg7[%59, %61, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
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
        %75 = tpu.memref_slice %arg8[%62, %64, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%74 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %77 = arith.addi %2, %c0_i32 : i32
        %78 = arith.index_cast %arg16 : i32 to index
        %79 = memref.load %arg3[%78] : memref<39xi8, #tpu.memory_space<smem>>
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
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %88 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %89 = arith.mulf %87, %88 : vector<512x512xf32>
        %90 = math.tanh %89 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %91 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %92 = arith.mulf %90, %91 : vector<512x512xf32>
        %93 = arith.mulf %90, %90 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %94 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %95 = arith.subf %94, %93 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %96 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %97 = vector.multi_reduction <maximumf>, %92, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %98 = vector.shape_cast %97 : vector<512xf32> to vector<512x1xf32>
        %99 = vector.broadcast %98 : vector<512x1xf32> to vector<512x128xf32>
        %100 = arith.maximumf %96, %99 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %101 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %102 = arith.maximumf %100, %101 : vector<512x128xf32>
        %103 = tpu.concatenate %102, %102, %102, %102 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %104 = arith.subf %92, %103 : vector<512x512xf32>
        %105 = math.exp2 %104 : vector<512x512xf32>
        %106 = arith.subf %96, %102 : vector<512x128xf32>
        %107 = math.exp2 %106 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %109 = arith.mulf %107, %108 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %110 = vector.multi_reduction <add>, %105, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %111 = vector.shape_cast %110 : vector<512xf32> to vector<512x1xf32>
        %112 = vector.broadcast %111 : vector<512x1xf32> to vector<512x128xf32>
        %113 = arith.addf %109, %112 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %115 = vector.shape_cast %114 : vector<512x128xf32> to vector<512x128xf32>
        %116 = vector.shape_cast %113 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %116 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %117 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg14[%117, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %119 = vector.shape_cast %118 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %120 = tpu.concatenate %107, %107 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %122 = arith.mulf %120, %121 : vector<512x256xf32>
        %123 = arith.truncf %105 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %124 = tpu.matmul %123, %119, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %125 = arith.addf %122, %124 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %127 = vector.shape_cast %126 : vector<512x256xf32> to vector<512x256xf32>
        %128 = vector.shape_cast %125 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %128 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %130 = vector.shape_cast %129 : vector<512x128xf32> to vector<512x128xf32>
        %131 = vector.shape_cast %100 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %131 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %132 = arith.addi %arg19, %c1_i32 : i32
        %c38_i32 = arith.constant 38 : i32
        %133 = arith.minsi %arg18, %c38_i32 : i32
        %134 = arith.index_cast %133 : i32 to index
        %135 = memref.load %arg4[%134] : memref<39xi8, #tpu.memory_space<smem>>
        %136 = arith.extsi %135 : i8 to i32
        %137 = arith.cmpi sge, %132, %136 : i32
        %c1_i32 = arith.constant 1 : i32
        %138 = arith.addi %arg18, %c1_i32 : i32
        %139 = arith.select %137, %138, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %140 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %141 = arith.select %137, %c0_i32, %140 : i32
        %142 = arith.cmpi slt, %139, %22 : i32
        %143 = arith.extui %142 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %144 = arith.cmpi ne, %143, %c0_i32 : i32
        scf.if %144 {
          %c0_i32 = arith.constant 0 : i32
          %145 = arith.addi %2, %c0_i32 : i32
          %146 = arith.index_cast %139 : i32 to index
          %147 = memref.load %arg3[%146] : memref<39xi8, #tpu.memory_space<smem>>
          %148 = arith.extsi %147 : i8 to i32
          %149 = arith.addi %148, %141 : i32
          %c2_i32 = arith.constant 2 : i32
          %150 = arith.divsi %145, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %151 = arith.muli %149, %c512_i32 : i32
          %152 = tpu.assume_multiple %151, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %153 = arith.divsi %145, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %154 = arith.muli %149, %c512_i32 : i32
          %155 = tpu.assume_multiple %154, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %156 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %159 = tpu.memref_squeeze %158 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg7[%150, %152, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %161 = tpu.memref_squeeze %160 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%161 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%159 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %162 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %163 = tpu.memref_squeeze %162 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %165 = tpu.memref_squeeze %164 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg8[%153, %155, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %167 = tpu.memref_squeeze %166 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%167 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%165 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%163 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %139, %141 : i32, i32
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
        %69 = tpu.memref_slice %arg7[%59, %61, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
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
        %75 = tpu.memref_slice %arg8[%62, %64, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
        %76 = tpu.memref_squeeze %75 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%72 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%76 : memref<512x256xbf16, #tpu.memory_space<any>>) dst(%74 : memref<512x256xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %77 = arith.addi %2, %c0_i32 : i32
        %78 = arith.index_cast %arg16 : i32 to index
        %79 = memref.load %arg3[%78] : memref<39xi8, #tpu.memory_space<smem>>
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
        %cst_xc9ecc5 = arith.constant 1.250000e-03 : f32
        %88 = vector.broadcast %cst_xc9ecc5 : f32 to vector<512x512xf32>
        %89 = arith.mulf %87, %88 : vector<512x512xf32>
        %90 = math.tanh %89 : vector<512x512xf32>
        %cst_x139a67 = arith.constant 72.1347503 : f32
        %91 = vector.broadcast %cst_x139a67 : f32 to vector<512x512xf32>
        %92 = arith.mulf %90, %91 : vector<512x512xf32>
        %93 = arith.mulf %90, %90 : vector<512x512xf32>
        %cst_x65a06e = arith.constant 1.000000e+00 : f32
        %94 = vector.broadcast %cst_x65a06e : f32 to vector<512x512xf32>
        %95 = arith.subf %94, %93 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %96 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %97 = arith.muli %81, %c512_i32 : i32
        %98 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %99 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %100 = arith.subi %97, %96 : i32
        %101 = vector.broadcast %99 : vector<1x512xi32> to vector<512x512xi32>
        %102 = vector.broadcast %98 : vector<512x1xi32> to vector<512x512xi32>
        %103 = arith.subi %101, %102 : vector<512x512xi32>
        %c4095_i32 = arith.constant 4095 : i32
        %104 = arith.addi %c4095_i32, %100 : i32
        %c0_i32 = arith.constant 0 : i32
        %105 = arith.subi %c0_i32, %100 : i32
        %c0_i32 = arith.constant 0 : i32
        %106 = arith.subi %c0_i32, %104 : i32
        %107 = vector.broadcast %106 : i32 to vector<512x512xi32>
        %108 = arith.cmpi sge, %103, %107 : vector<512x512xi32>
        %109 = vector.broadcast %105 : i32 to vector<512x512xi32>
        %110 = arith.cmpi sle, %103, %109 : vector<512x512xi32>
        %111 = arith.andi %108, %110 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %112 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %113 = arith.select %111, %92, %112 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %115 = vector.multi_reduction <maximumf>, %113, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %116 = vector.shape_cast %115 : vector<512xf32> to vector<512x1xf32>
        %117 = vector.broadcast %116 : vector<512x1xf32> to vector<512x128xf32>
        %118 = arith.maximumf %114, %117 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %119 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %120 = arith.maximumf %118, %119 : vector<512x128xf32>
        %121 = tpu.concatenate %120, %120, %120, %120 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %122 = arith.subf %113, %121 : vector<512x512xf32>
        %123 = math.exp2 %122 : vector<512x512xf32>
        %124 = arith.subf %114, %120 : vector<512x128xf32>
        %125 = math.exp2 %124 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %127 = arith.mulf %125, %126 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %128 = vector.multi_reduction <add>, %123, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %129 = vector.shape_cast %128 : vector<512xf32> to vector<512x1xf32>
        %130 = vector.broadcast %129 : vector<512x1xf32> to vector<512x128xf32>
        %131 = arith.addf %127, %130 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %133 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        %134 = vector.shape_cast %131 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %134 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %135 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg14[%135, %c0, %c0] : memref<3x512x256xbf16, #tpu.memory_space<vmem>>, vector<1x512x256xbf16>
        %137 = vector.shape_cast %136 : vector<1x512x256xbf16> to vector<512x256xbf16>
        %138 = tpu.concatenate %125, %125 in 1 : vector<512x128xf32>, vector<512x128xf32> -> vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %140 = arith.mulf %138, %139 : vector<512x256xf32>
        %141 = arith.truncf %123 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_x3f0fa3 = arith.constant dense<0.000000e+00> : vector<512x256xf32>
        %142 = tpu.matmul %141, %137, %cst_x3f0fa3 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x256xbf16>, vector<512x256xf32> -> vector<512x256xf32>
        %143 = arith.addf %140, %142 : vector<512x256xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg12[%c0, %c0] : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>
        %145 = vector.shape_cast %144 : vector<512x256xf32> to vector<512x256xf32>
        %146 = vector.shape_cast %143 : vector<512x256xf32> to vector<512x256xf32>
        tpu.vector_store %arg12[%c0, %c0], %146 {strides = array<i32>} : memref<512x256xf32, #tpu.memory_space<vmem>>, vector<512x256xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %148 = vector.shape_cast %147 : vector<512x128xf32> to vector<512x128xf32>
        %149 = vector.shape_cast %118 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %149 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %150 = arith.addi %arg19, %c1_i32 : i32
        %c38_i32 = arith.constant 38 : i32
        %151 = arith.minsi %arg18, %c38_i32 : i32
        %152 = arith.index_cast %151 : i32 to index
        %153 = memref.load %arg4[%152] : memref<39xi8, #tpu.memory_space<smem>>
        %154 = arith.extsi %153 : i8 to i32
        %155 = arith.cmpi sge, %150, %154 : i32
        %c1_i32 = arith.constant 1 : i32
        %156 = arith.addi %arg18, %c1_i32 : i32
        %157 = arith.select %155, %156, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %158 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %159 = arith.select %155, %c0_i32, %158 : i32
        %160 = arith.cmpi slt, %157, %22 : i32
        %161 = arith.extui %160 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %162 = arith.cmpi ne, %161, %c0_i32 : i32
        scf.if %162 {
          %c0_i32 = arith.constant 0 : i32
          %163 = arith.addi %2, %c0_i32 : i32
          %164 = arith.index_cast %157 : i32 to index
          %165 = memref.load %arg3[%164] : memref<39xi8, #tpu.memory_space<smem>>
          %166 = arith.extsi %165 : i8 to i32
          %167 = arith.addi %166, %159 : i32
          %c2_i32 = arith.constant 2 : i32
          %168 = arith.divsi %163, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %169 = arith.muli %167, %c512_i32 : i32
          %170 = tpu.assume_multiple %169, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %171 = arith.divsi %163, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %172 = arith.muli %167, %c512_i32 : i32
          %173 = tpu.assume_multiple %172, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %174 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %175 = tpu.memref_squeeze %174 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %176 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %177 = tpu.memref_squeeze %176 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %178 = tpu.memref_slice %arg7[%168, %170, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %179 = tpu.memref_squeeze %178 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%179 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%177 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%175 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %180 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %181 = tpu.memref_squeeze %180 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x256xbf16, #tpu.memory_space<vmem>> -> memref<1x512x256xbf16, #tpu.memory_space<vmem>>
          %183 = tpu.memref_squeeze %182 : memref<1x512x256xbf16, #tpu.memory_space<vmem>> -> memref<512x256xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %184 = tpu.memref_slice %arg8[%171, %173, %c0_i32] : memref<8x8192x256xbf16, #tpu.memory_space<any>> -> memref<1x512x256xbf16, #tpu.memory_space<any>>
          %185 = tpu.memref_squeeze %184 : memref<1x512x256xbf16, #tpu.memory_space<any>> -> memref<512x256xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%185 : memref<512x256xbf16, #tpu.memory_space<any>>) target(%183 : memref<512x256xbf16, #tpu.memory_space<vmem>>) target_semaphore(%181 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %157, %159 : i32, i32
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<17xi8, #tpu.memory_space<smem>>, %arg3: memref<39xi8, #tpu.memory_space<smem>>, %arg4: memref<39xi8, #tpu.memory_space<smem>>, %arg5: memref<39xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
