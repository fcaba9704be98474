module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<511xi16>, %arg2: tensor<511xi16>, %arg3: tensor<511xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<257xi16>, %arg6: tensor<511xi16>, %arg7: tensor<511xi16>, %arg8: tensor<511xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<32x131072x128xbf16>, %arg11: tensor<8x131072x128xbf16>, %arg12: tensor<8x131072x128xbf16>) -> (tensor<32x131072x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<32x131072x128xbf16>, tensor<i32>) -> tensor<32x131072x128xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:2b0b9cfbfc8bb099341b048e803bf4973cf2e36b6db05ee83c5aa47b5700eb15\22, \22cost_estimate\22: {\22bytes_accessed\22: 71135395840, \22flops\22: 141287244169216, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 275951648768}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<511xi16>, tensor<511xi16>, tensor<511xi8>, tensor<32x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> tensor<32x131072x128xbf16>
    return %3 : tensor<32x131072x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<32x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x131072x128xbf16>, tensor<bf16>) -> tensor<32x131072x128xbf16>
    return %1 : tensor<32x131072x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<8x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x131072x128xbf16>, tensor<bf16>) -> tensor<8x131072x128xbf16>
    return %1 : tensor<8x131072x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:2b0b9cfbfc8bb099341b048e803bf4973cf2e36b6db05ee83c5aa47b5700eb15
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>, %arg6: memref<4x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg9: memref<4x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<2048x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<2048x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<2048x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 4, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %0, %c256_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %5 = vector.broadcast %cst_xbef082 : f32 to vector<2048x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg10[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
    %7 = vector.shape_cast %6 : vector<2048x128xf32> to vector<2048x128xf32>
    %8 = vector.shape_cast %5 : vector<2048x128xf32> to vector<2048x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %8 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<2048x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg11[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
    %11 = vector.shape_cast %10 : vector<2048x128xf32> to vector<2048x128xf32>
    %12 = vector.shape_cast %9 : vector<2048x128xf32> to vector<2048x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %12 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<2048x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg12[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
    %15 = vector.shape_cast %14 : vector<2048x128xf32> to vector<2048x128xf32>
    %16 = vector.shape_cast %13 : vector<2048x128xf32> to vector<2048x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %16 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>, 
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = memref.load %arg2[%17] : memref<257xi16, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %arg1, %c1_i32 : i32
    %21 = arith.index_cast %20 : i32 to index
    %22 = memref.load %arg2[%21] : memref<257xi16, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i16 to i32
    %24 = arith.cmpi slt, %19, %23 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32 : i32
    scf.if %26 {
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.addi %3, %c0_i32 : i32
      %57 = arith.index_cast %19 : i32 to index
      %58 = memref.load %arg3[%57] : memref<511xi16, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i16 to i32
      %60 = arith.addi %59, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %61 = arith.divsi %56, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %60, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %64 = arith.divsi %56, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %65 = arith.muli %60, %c512_i32 : i32
      %66 = tpu.assume_multiple %65, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg7[%61, %63, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %73 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg8[%64, %66, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c510_i32 = arith.constant 510 : i32
    %28 = arith.minsi %19, %c510_i32 : i32
    %29 = arith.index_cast %28 : i32 to index
    %30 = memref.load %arg4[%29] : memref<511xi16, #tpu.memory_space<smem>>
    %31 = arith.extsi %30 : i16 to i32
    %32 = arith.cmpi sge, %27, %31 : i32
    %c1_i32 = arith.constant 1 : i32
    %33 = arith.addi %19, %c1_i32 : i32
    %34 = arith.select %32, %33, %19 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %35 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %36 = arith.select %32, %c0_i32, %35 : i32
    %37 = arith.cmpi slt, %34, %23 : i32
    %38 = arith.extui %37 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %39 = arith.cmpi ne, %38, %c0_i32 : i32
    scf.if %39 {
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.addi %3, %c0_i32 : i32
      %57 = arith.index_cast %34 : i32 to index
      %58 = memref.load %arg3[%57] : memref<511xi16, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i16 to i32
      %60 = arith.addi %59, %36 : i32
      %c4_i32 = arith.constant 4 : i32
      %61 = arith.divsi %56, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %60, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c4_i32 = arith.constant 4 : i32
      %64 = arith.divsi %56, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %65 = arith.muli %60, %c512_i32 : i32
      %66 = tpu.assume_multiple %65, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg15[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg13[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg7[%61, %63, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %73 = tpu.memref_slice %arg15[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg8[%64, %66, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg16 = %19, %arg17 = %c0_i32, %arg18 = %34, %arg19 = %36, %arg20 = %c0_i32, %arg21 = %c1_i32, %arg22 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %56 = arith.cmpi slt, %arg16, %23 : i32
      scf.condition(%56) %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
      %56 = arith.index_cast %arg16 : i32 to index
      %57 = memref.load %arg5[%56] : memref<511xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.cmpi eq, %58, %c2_i32 : i32
      %60 = arith.extui %59 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.cmpi ne, %60, %c0_i32 : i32
      %62:2 = scf.if %61 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %63 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %66 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %67 = arith.muli %c0_i32, %c512_i32 : i32
        %68 = tpu.assume_multiple %67, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg7[%63, %65, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %75 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg8[%66, %68, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%78 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %81 = arith.addi %3, %c0_i32 : i32
        %82 = arith.index_cast %arg16 : i32 to index
        %83 = memref.load %arg3[%82] : memref<511xi16, #tpu.memory_space<smem>>
        %84 = arith.extsi %83 : i16 to i32
        %85 = arith.addi %84, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg6[%c0, %c0, %c0] : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<4x512x128xbf16> to vector<4x512x128xbf16>
        %88 = vector.shape_cast %87 : vector<4x512x128xbf16> to vector<2048x128xbf16>
        %89 = vector.extract_strided_slice %88 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %91[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %93 = tpu.matmul %89, %92, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %94 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %95 = arith.mulf %93, %94 : vector<128x512xf32>
        %96 = vector.extract_strided_slice %88 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %98[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %100 = tpu.matmul %96, %99, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %101 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %102 = arith.mulf %100, %101 : vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg10[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %104 = vector.multi_reduction <maximumf>, %95, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %105 = vector.shape_cast %104 : vector<128xf32> to vector<128x1xf32>
        %106 = vector.broadcast %105 : vector<128x1xf32> to vector<128x128xf32>
        %107 = arith.maximumf %103, %106 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %108 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %109 = arith.maximumf %107, %108 : vector<128x128xf32>
        %110 = tpu.concatenate %109, %109, %109, %109 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %111 = arith.subf %95, %110 : vector<128x512xf32>
        %112 = math.exp2 %111 : vector<128x512xf32>
        %113 = arith.subf %103, %109 : vector<128x128xf32>
        %114 = math.exp2 %113 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg11[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %116 = arith.mulf %114, %115 : vector<128x128xf32>
        %117 = vector.extract_strided_slice %112 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %118 = vector.extract_strided_slice %112 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %119 = vector.extract_strided_slice %112 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %120 = vector.extract_strided_slice %112 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %121 = arith.addf %117, %118 : vector<128x128xf32>
        %122 = arith.addf %121, %119 : vector<128x128xf32>
        %123 = arith.addf %122, %120 : vector<128x128xf32>
        %124 = arith.addf %116, %123 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg11[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %126 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
        %127 = vector.shape_cast %124 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %127 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %128 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg14[%128, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg12[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %132 = arith.mulf %114, %131 : vector<128x128xf32>
        %133 = arith.truncf %112 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %134 = tpu.matmul %133, %130, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %135 = arith.addf %132, %134 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg12[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %137 = vector.shape_cast %136 : vector<128x128xf32> to vector<128x128xf32>
        %138 = vector.shape_cast %135 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %138 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg10[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %140 = vector.shape_cast %139 : vector<128x128xf32> to vector<128x128xf32>
        %141 = vector.shape_cast %107 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %141 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %142 = vector.extract_strided_slice %88 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %143 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %144 = tpu.memref_squeeze %143 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %145 = vector.load %144[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %146 = tpu.matmul %142, %145, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %147 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %148 = arith.mulf %146, %147 : vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %149 = vector.load %arg10[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %150 = vector.multi_reduction <maximumf>, %102, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %151 = vector.shape_cast %150 : vector<128xf32> to vector<128x1xf32>
        %152 = vector.broadcast %151 : vector<128x1xf32> to vector<128x128xf32>
        %153 = arith.maximumf %149, %152 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %154 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %155 = arith.maximumf %153, %154 : vector<128x128xf32>
        %156 = tpu.concatenate %155, %155, %155, %155 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %157 = arith.subf %102, %156 : vector<128x512xf32>
        %158 = math.exp2 %157 : vector<128x512xf32>
        %159 = arith.subf %149, %155 : vector<128x128xf32>
        %160 = math.exp2 %159 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %161 = vector.load %arg11[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %162 = arith.mulf %160, %161 : vector<128x128xf32>
        %163 = vector.extract_strided_slice %158 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %164 = vector.extract_strided_slice %158 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %165 = vector.extract_strided_slice %158 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %166 = vector.extract_strided_slice %158 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %167 = arith.addf %163, %164 : vector<128x128xf32>
        %168 = arith.addf %167, %165 : vector<128x128xf32>
        %169 = arith.addf %168, %166 : vector<128x128xf32>
        %170 = arith.addf %162, %169 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %171 = vector.load %arg11[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %172 = vector.shape_cast %171 : vector<128x128xf32> to vector<128x128xf32>
        %173 = vector.shape_cast %170 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c128, %c0], %173 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %174 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %175 = vector.load %arg14[%174, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %176 = vector.shape_cast %175 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg12[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %178 = arith.mulf %160, %177 : vector<128x128xf32>
        %179 = arith.truncf %158 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %180 = tpu.matmul %179, %176, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %181 = arith.addf %178, %180 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %182 = vector.load %arg12[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %183 = vector.shape_cast %182 : vector<128x128xf32> to vector<128x128xf32>
        %184 = vector.shape_cast %181 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %184 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %185 = vector.load %arg10[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %186 = vector.shape_cast %185 : vector<128x128xf32> to vector<128x128xf32>
        %187 = vector.shape_cast %153 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c128, %c0], %187 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %188 = vector.extract_strided_slice %88 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %189 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %190 = tpu.memref_squeeze %189 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %191 = vector.load %190[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %192 = tpu.matmul %188, %191, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %193 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %194 = arith.mulf %192, %193 : vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %195 = vector.load %arg10[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %196 = vector.multi_reduction <maximumf>, %148, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %197 = vector.shape_cast %196 : vector<128xf32> to vector<128x1xf32>
        %198 = vector.broadcast %197 : vector<128x1xf32> to vector<128x128xf32>
        %199 = arith.maximumf %195, %198 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %200 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %201 = arith.maximumf %199, %200 : vector<128x128xf32>
        %202 = tpu.concatenate %201, %201, %201, %201 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %203 = arith.subf %148, %202 : vector<128x512xf32>
        %204 = math.exp2 %203 : vector<128x512xf32>
        %205 = arith.subf %195, %201 : vector<128x128xf32>
        %206 = math.exp2 %205 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %207 = vector.load %arg11[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %208 = arith.mulf %206, %207 : vector<128x128xf32>
        %209 = vector.extract_strided_slice %204 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %210 = vector.extract_strided_slice %204 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %211 = vector.extract_strided_slice %204 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %212 = vector.extract_strided_slice %204 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %213 = arith.addf %209, %210 : vector<128x128xf32>
        %214 = arith.addf %213, %211 : vector<128x128xf32>
        %215 = arith.addf %214, %212 : vector<128x128xf32>
        %216 = arith.addf %208, %215 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %217 = vector.load %arg11[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %218 = vector.shape_cast %217 : vector<128x128xf32> to vector<128x128xf32>
        %219 = vector.shape_cast %216 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c256, %c0], %219 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %220 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %221 = vector.load %arg14[%220, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %222 = vector.shape_cast %221 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %223 = vector.load %arg12[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %224 = arith.mulf %206, %223 : vector<128x128xf32>
        %225 = arith.truncf %204 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %226 = tpu.matmul %225, %222, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %227 = arith.addf %224, %226 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %228 = vector.load %arg12[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %229 = vector.shape_cast %228 : vector<128x128xf32> to vector<128x128xf32>
        %230 = vector.shape_cast %227 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %230 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %231 = vector.load %arg10[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %232 = vector.shape_cast %231 : vector<128x128xf32> to vector<128x128xf32>
        %233 = vector.shape_cast %199 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c256, %c0], %233 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %234 = vector.extract_strided_slice %88 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %235 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %236 = tpu.memref_squeeze %235 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %237 = vector.load %236[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %238 = tpu.matmul %234, %237, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %239 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %240 = arith.mulf %238, %239 : vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %241 = vector.load %arg10[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %242 = vector.multi_reduction <maximumf>, %194, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %243 = vector.shape_cast %242 : vector<128xf32> to vector<128x1xf32>
        %244 = vector.broadcast %243 : vector<128x1xf32> to vector<128x128xf32>
        %245 = arith.maximumf %241, %244 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %246 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %247 = arith.maximumf %245, %246 : vector<128x128xf32>
        %248 = tpu.concatenate %247, %247, %247, %247 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %249 = arith.subf %194, %248 : vector<128x512xf32>
        %250 = math.exp2 %249 : vector<128x512xf32>
        %251 = arith.subf %241, %247 : vector<128x128xf32>
        %252 = math.exp2 %251 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %253 = vector.load %arg11[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %254 = arith.mulf %252, %253 : vector<128x128xf32>
        %255 = vector.extract_strided_slice %250 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %256 = vector.extract_strided_slice %250 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %257 = vector.extract_strided_slice %250 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %258 = vector.extract_strided_slice %250 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %259 = arith.addf %255, %256 : vector<128x128xf32>
        %260 = arith.addf %259, %257 : vector<128x128xf32>
        %261 = arith.addf %260, %258 : vector<128x128xf32>
        %262 = arith.addf %254, %261 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %263 = vector.load %arg11[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %264 = vector.shape_cast %263 : vector<128x128xf32> to vector<128x128xf32>
        %265 = vector.shape_cast %262 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c384, %c0], %265 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %266 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %267 = vector.load %arg14[%266, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %268 = vector.shape_cast %267 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %269 = vector.load %arg12[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %270 = arith.mulf %252, %269 : vector<128x128xf32>
        %271 = arith.truncf %250 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %272 = tpu.matmul %271, %268, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %273 = arith.addf %270, %272 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %274 = vector.load %arg12[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %275 = vector.shape_cast %274 : vector<128x128xf32> to vector<128x128xf32>
        %276 = vector.shape_cast %273 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %276 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %277 = vector.load %arg10[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %278 = vector.shape_cast %277 : vector<128x128xf32> to vector<128x128xf32>
        %279 = vector.shape_cast %245 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c384, %c0], %279 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %280 = vector.extract_strided_slice %88 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %281 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %282 = tpu.memref_squeeze %281 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %283 = vector.load %282[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %284 = tpu.matmul %280, %283, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %285 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %286 = arith.mulf %284, %285 : vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %287 = vector.load %arg10[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %288 = vector.multi_reduction <maximumf>, %240, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %289 = vector.shape_cast %288 : vector<128xf32> to vector<128x1xf32>
        %290 = vector.broadcast %289 : vector<128x1xf32> to vector<128x128xf32>
        %291 = arith.maximumf %287, %290 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %292 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %293 = arith.maximumf %291, %292 : vector<128x128xf32>
        %294 = tpu.concatenate %293, %293, %293, %293 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %295 = arith.subf %240, %294 : vector<128x512xf32>
        %296 = math.exp2 %295 : vector<128x512xf32>
        %297 = arith.subf %287, %293 : vector<128x128xf32>
        %298 = math.exp2 %297 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %299 = vector.load %arg11[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %300 = arith.mulf %298, %299 : vector<128x128xf32>
        %301 = vector.extract_strided_slice %296 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %302 = vector.extract_strided_slice %296 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %303 = vector.extract_strided_slice %296 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %304 = vector.extract_strided_slice %296 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %305 = arith.addf %301, %302 : vector<128x128xf32>
        %306 = arith.addf %305, %303 : vector<128x128xf32>
        %307 = arith.addf %306, %304 : vector<128x128xf32>
        %308 = arith.addf %300, %307 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %309 = vector.load %arg11[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %310 = vector.shape_cast %309 : vector<128x128xf32> to vector<128x128xf32>
        %311 = vector.shape_cast %308 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c512, %c0], %311 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %312 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %313 = vector.load %arg14[%312, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %314 = vector.shape_cast %313 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %315 = vector.load %arg12[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %316 = arith.mulf %298, %315 : vector<128x128xf32>
        %317 = arith.truncf %296 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %318 = tpu.matmul %317, %314, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %319 = arith.addf %316, %318 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %320 = vector.load %arg12[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %321 = vector.shape_cast %320 : vector<128x128xf32> to vector<128x128xf32>
        %322 = vector.shape_cast %319 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %322 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %323 = vector.load %arg10[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %324 = vector.shape_cast %323 : vector<128x128xf32> to vector<128x128xf32>
        %325 = vector.shape_cast %291 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c512, %c0], %325 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %326 = vector.extract_strided_slice %88 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %327 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %328 = tpu.memref_squeeze %327 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %329 = vector.load %328[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %330 = tpu.matmul %326, %329, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %331 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %332 = arith.mulf %330, %331 : vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %333 = vector.load %arg10[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %334 = vector.multi_reduction <maximumf>, %286, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %335 = vector.shape_cast %334 : vector<128xf32> to vector<128x1xf32>
        %336 = vector.broadcast %335 : vector<128x1xf32> to vector<128x128xf32>
        %337 = arith.maximumf %333, %336 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %338 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %339 = arith.maximumf %337, %338 : vector<128x128xf32>
        %340 = tpu.concatenate %339, %339, %339, %339 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %341 = arith.subf %286, %340 : vector<128x512xf32>
        %342 = math.exp2 %341 : vector<128x512xf32>
        %343 = arith.subf %333, %339 : vector<128x128xf32>
        %344 = math.exp2 %343 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %345 = vector.load %arg11[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %346 = arith.mulf %344, %345 : vector<128x128xf32>
        %347 = vector.extract_strided_slice %342 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %348 = vector.extract_strided_slice %342 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %349 = vector.extract_strided_slice %342 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %350 = vector.extract_strided_slice %342 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %351 = arith.addf %347, %348 : vector<128x128xf32>
        %352 = arith.addf %351, %349 : vector<128x128xf32>
        %353 = arith.addf %352, %350 : vector<128x128xf32>
        %354 = arith.addf %346, %353 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %355 = vector.load %arg11[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %356 = vector.shape_cast %355 : vector<128x128xf32> to vector<128x128xf32>
        %357 = vector.shape_cast %354 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c640, %c0], %357 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %358 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %359 = vector.load %arg14[%358, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %360 = vector.shape_cast %359 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %361 = vector.load %arg12[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %362 = arith.mulf %344, %361 : vector<128x128xf32>
        %363 = arith.truncf %342 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %364 = tpu.matmul %363, %360, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %365 = arith.addf %362, %364 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %366 = vector.load %arg12[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %367 = vector.shape_cast %366 : vector<128x128xf32> to vector<128x128xf32>
        %368 = vector.shape_cast %365 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %368 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %369 = vector.load %arg10[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %370 = vector.shape_cast %369 : vector<128x128xf32> to vector<128x128xf32>
        %371 = vector.shape_cast %337 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c640, %c0], %371 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %372 = vector.extract_strided_slice %88 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %373 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %374 = tpu.memref_squeeze %373 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %375 = vector.load %374[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %376 = tpu.matmul %372, %375, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %377 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %378 = arith.mulf %376, %377 : vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %379 = vector.load %arg10[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %380 = vector.multi_reduction <maximumf>, %332, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %381 = vector.shape_cast %380 : vector<128xf32> to vector<128x1xf32>
        %382 = vector.broadcast %381 : vector<128x1xf32> to vector<128x128xf32>
        %383 = arith.maximumf %379, %382 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %384 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %385 = arith.maximumf %383, %384 : vector<128x128xf32>
        %386 = tpu.concatenate %385, %385, %385, %385 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %387 = arith.subf %332, %386 : vector<128x512xf32>
        %388 = math.exp2 %387 : vector<128x512xf32>
        %389 = arith.subf %379, %385 : vector<128x128xf32>
        %390 = math.exp2 %389 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %391 = vector.load %arg11[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %392 = arith.mulf %390, %391 : vector<128x128xf32>
        %393 = vector.extract_strided_slice %388 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %394 = vector.extract_strided_slice %388 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %395 = vector.extract_strided_slice %388 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %396 = vector.extract_strided_slice %388 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %397 = arith.addf %393, %394 : vector<128x128xf32>
        %398 = arith.addf %397, %395 : vector<128x128xf32>
        %399 = arith.addf %398, %396 : vector<128x128xf32>
        %400 = arith.addf %392, %399 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %401 = vector.load %arg11[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %402 = vector.shape_cast %401 : vector<128x128xf32> to vector<128x128xf32>
        %403 = vector.shape_cast %400 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c768, %c0], %403 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %404 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %405 = vector.load %arg14[%404, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %406 = vector.shape_cast %405 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %407 = vector.load %arg12[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %408 = arith.mulf %390, %407 : vector<128x128xf32>
        %409 = arith.truncf %388 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %410 = tpu.matmul %409, %406, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %411 = arith.addf %408, %410 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %412 = vector.load %arg12[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %413 = vector.shape_cast %412 : vector<128x128xf32> to vector<128x128xf32>
        %414 = vector.shape_cast %411 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %414 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %415 = vector.load %arg10[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %416 = vector.shape_cast %415 : vector<128x128xf32> to vector<128x128xf32>
        %417 = vector.shape_cast %383 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c768, %c0], %417 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %418 = vector.extract_strided_slice %88 {offsets = [1024, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %419 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %420 = tpu.memref_squeeze %419 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %421 = vector.load %420[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %422 = tpu.matmul %418, %421, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %423 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %424 = arith.mulf %422, %423 : vector<128x512xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %425 = vector.load %arg10[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %426 = vector.multi_reduction <maximumf>, %378, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %427 = vector.shape_cast %426 : vector<128xf32> to vector<128x1xf32>
        %428 = vector.broadcast %427 : vector<128x1xf32> to vector<128x128xf32>
        %429 = arith.maximumf %425, %428 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %430 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %431 = arith.maximumf %429, %430 : vector<128x128xf32>
        %432 = tpu.concatenate %431, %431, %431, %431 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %433 = arith.subf %378, %432 : vector<128x512xf32>
        %434 = math.exp2 %433 : vector<128x512xf32>
        %435 = arith.subf %425, %431 : vector<128x128xf32>
        %436 = math.exp2 %435 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %437 = vector.load %arg11[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %438 = arith.mulf %436, %437 : vector<128x128xf32>
        %439 = vector.extract_strided_slice %434 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %440 = vector.extract_strided_slice %434 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %441 = vector.extract_strided_slice %434 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %442 = vector.extract_strided_slice %434 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %443 = arith.addf %439, %440 : vector<128x128xf32>
        %444 = arith.addf %443, %441 : vector<128x128xf32>
        %445 = arith.addf %444, %442 : vector<128x128xf32>
        %446 = arith.addf %438, %445 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %447 = vector.load %arg11[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %448 = vector.shape_cast %447 : vector<128x128xf32> to vector<128x128xf32>
        %449 = vector.shape_cast %446 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c896, %c0], %449 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %450 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %451 = vector.load %arg14[%450, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %452 = vector.shape_cast %451 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %453 = vector.load %arg12[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %454 = arith.mulf %436, %453 : vector<128x128xf32>
        %455 = arith.truncf %434 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %456 = tpu.matmul %455, %452, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %457 = arith.addf %454, %456 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %458 = vector.load %arg12[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %459 = vector.shape_cast %458 : vector<128x128xf32> to vector<128x128xf32>
        %460 = vector.shape_cast %457 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %460 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %461 = vector.load %arg10[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %462 = vector.shape_cast %461 : vector<128x128xf32> to vector<128x128xf32>
        %463 = vector.shape_cast %429 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c896, %c0], %463 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %464 = vector.extract_strided_slice %88 {offsets = [1152, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %465 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %466 = tpu.memref_squeeze %465 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %467 = vector.load %466[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %468 = tpu.matmul %464, %467, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %469 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %470 = arith.mulf %468, %469 : vector<128x512xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %471 = vector.load %arg10[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %472 = vector.multi_reduction <maximumf>, %424, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %473 = vector.shape_cast %472 : vector<128xf32> to vector<128x1xf32>
        %474 = vector.broadcast %473 : vector<128x1xf32> to vector<128x128xf32>
        %475 = arith.maximumf %471, %474 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %476 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %477 = arith.maximumf %475, %476 : vector<128x128xf32>
        %478 = tpu.concatenate %477, %477, %477, %477 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %479 = arith.subf %424, %478 : vector<128x512xf32>
        %480 = math.exp2 %479 : vector<128x512xf32>
        %481 = arith.subf %471, %477 : vector<128x128xf32>
        %482 = math.exp2 %481 : vector<128x128xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %483 = vector.load %arg11[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %484 = arith.mulf %482, %483 : vector<128x128xf32>
        %485 = vector.extract_strided_slice %480 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %486 = vector.extract_strided_slice %480 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %487 = vector.extract_strided_slice %480 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %488 = vector.extract_strided_slice %480 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %489 = arith.addf %485, %486 : vector<128x128xf32>
        %490 = arith.addf %489, %487 : vector<128x128xf32>
        %491 = arith.addf %490, %488 : vector<128x128xf32>
        %492 = arith.addf %484, %491 : vector<128x128xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %493 = vector.load %arg11[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %494 = vector.shape_cast %493 : vector<128x128xf32> to vector<128x128xf32>
        %495 = vector.shape_cast %492 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1024, %c0], %495 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %496 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %497 = vector.load %arg14[%496, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %498 = vector.shape_cast %497 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %499 = vector.load %arg12[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %500 = arith.mulf %482, %499 : vector<128x128xf32>
        %501 = arith.truncf %480 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %502 = tpu.matmul %501, %498, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %503 = arith.addf %500, %502 : vector<128x128xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %504 = vector.load %arg12[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %505 = vector.shape_cast %504 : vector<128x128xf32> to vector<128x128xf32>
        %506 = vector.shape_cast %503 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1024, %c0], %506 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %507 = vector.load %arg10[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %508 = vector.shape_cast %507 : vector<128x128xf32> to vector<128x128xf32>
        %509 = vector.shape_cast %475 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1024, %c0], %509 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %510 = vector.extract_strided_slice %88 {offsets = [1280, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %511 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %512 = tpu.memref_squeeze %511 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %513 = vector.load %512[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %514 = tpu.matmul %510, %513, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %515 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %516 = arith.mulf %514, %515 : vector<128x512xf32>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %517 = vector.load %arg10[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %518 = vector.multi_reduction <maximumf>, %470, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %519 = vector.shape_cast %518 : vector<128xf32> to vector<128x1xf32>
        %520 = vector.broadcast %519 : vector<128x1xf32> to vector<128x128xf32>
        %521 = arith.maximumf %517, %520 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %522 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %523 = arith.maximumf %521, %522 : vector<128x128xf32>
        %524 = tpu.concatenate %523, %523, %523, %523 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %525 = arith.subf %470, %524 : vector<128x512xf32>
        %526 = math.exp2 %525 : vector<128x512xf32>
        %527 = arith.subf %517, %523 : vector<128x128xf32>
        %528 = math.exp2 %527 : vector<128x128xf32>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %529 = vector.load %arg11[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %530 = arith.mulf %528, %529 : vector<128x128xf32>
        %531 = vector.extract_strided_slice %526 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %532 = vector.extract_strided_slice %526 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %533 = vector.extract_strided_slice %526 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %534 = vector.extract_strided_slice %526 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %535 = arith.addf %531, %532 : vector<128x128xf32>
        %536 = arith.addf %535, %533 : vector<128x128xf32>
        %537 = arith.addf %536, %534 : vector<128x128xf32>
        %538 = arith.addf %530, %537 : vector<128x128xf32>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %539 = vector.load %arg11[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %540 = vector.shape_cast %539 : vector<128x128xf32> to vector<128x128xf32>
        %541 = vector.shape_cast %538 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1152, %c0], %541 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %542 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %543 = vector.load %arg14[%542, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %544 = vector.shape_cast %543 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %545 = vector.load %arg12[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %546 = arith.mulf %528, %545 : vector<128x128xf32>
        %547 = arith.truncf %526 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %548 = tpu.matmul %547, %544, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %549 = arith.addf %546, %548 : vector<128x128xf32>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %550 = vector.load %arg12[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %551 = vector.shape_cast %550 : vector<128x128xf32> to vector<128x128xf32>
        %552 = vector.shape_cast %549 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1152, %c0], %552 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %553 = vector.load %arg10[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %554 = vector.shape_cast %553 : vector<128x128xf32> to vector<128x128xf32>
        %555 = vector.shape_cast %521 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1152, %c0], %555 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %556 = vector.extract_strided_slice %88 {offsets = [1408, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %557 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %558 = tpu.memref_squeeze %557 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %559 = vector.load %558[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %560 = tpu.matmul %556, %559, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %561 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %562 = arith.mulf %560, %561 : vector<128x512xf32>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %563 = vector.load %arg10[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %564 = vector.multi_reduction <maximumf>, %516, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %565 = vector.shape_cast %564 : vector<128xf32> to vector<128x1xf32>
        %566 = vector.broadcast %565 : vector<128x1xf32> to vector<128x128xf32>
        %567 = arith.maximumf %563, %566 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %568 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %569 = arith.maximumf %567, %568 : vector<128x128xf32>
        %570 = tpu.concatenate %569, %569, %569, %569 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %571 = arith.subf %516, %570 : vector<128x512xf32>
        %572 = math.exp2 %571 : vector<128x512xf32>
        %573 = arith.subf %563, %569 : vector<128x128xf32>
        %574 = math.exp2 %573 : vector<128x128xf32>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %575 = vector.load %arg11[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %576 = arith.mulf %574, %575 : vector<128x128xf32>
        %577 = vector.extract_strided_slice %572 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %578 = vector.extract_strided_slice %572 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %579 = vector.extract_strided_slice %572 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %580 = vector.extract_strided_slice %572 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %581 = arith.addf %577, %578 : vector<128x128xf32>
        %582 = arith.addf %581, %579 : vector<128x128xf32>
        %583 = arith.addf %582, %580 : vector<128x128xf32>
        %584 = arith.addf %576, %583 : vector<128x128xf32>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %585 = vector.load %arg11[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %586 = vector.shape_cast %585 : vector<128x128xf32> to vector<128x128xf32>
        %587 = vector.shape_cast %584 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1280, %c0], %587 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %588 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %589 = vector.load %arg14[%588, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %590 = vector.shape_cast %589 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %591 = vector.load %arg12[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %592 = arith.mulf %574, %591 : vector<128x128xf32>
        %593 = arith.truncf %572 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %594 = tpu.matmul %593, %590, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %595 = arith.addf %592, %594 : vector<128x128xf32>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %596 = vector.load %arg12[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %597 = vector.shape_cast %596 : vector<128x128xf32> to vector<128x128xf32>
        %598 = vector.shape_cast %595 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1280, %c0], %598 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %599 = vector.load %arg10[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %600 = vector.shape_cast %599 : vector<128x128xf32> to vector<128x128xf32>
        %601 = vector.shape_cast %567 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1280, %c0], %601 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %602 = vector.extract_strided_slice %88 {offsets = [1536, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %603 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %604 = tpu.memref_squeeze %603 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %605 = vector.load %604[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %606 = tpu.matmul %602, %605, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %607 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %608 = arith.mulf %606, %607 : vector<128x512xf32>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %609 = vector.load %arg10[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %610 = vector.multi_reduction <maximumf>, %562, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %611 = vector.shape_cast %610 : vector<128xf32> to vector<128x1xf32>
        %612 = vector.broadcast %611 : vector<128x1xf32> to vector<128x128xf32>
        %613 = arith.maximumf %609, %612 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %614 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %615 = arith.maximumf %613, %614 : vector<128x128xf32>
        %616 = tpu.concatenate %615, %615, %615, %615 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %617 = arith.subf %562, %616 : vector<128x512xf32>
        %618 = math.exp2 %617 : vector<128x512xf32>
        %619 = arith.subf %609, %615 : vector<128x128xf32>
        %620 = math.exp2 %619 : vector<128x128xf32>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %621 = vector.load %arg11[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %622 = arith.mulf %620, %621 : vector<128x128xf32>
        %623 = vector.extract_strided_slice %618 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %624 = vector.extract_strided_slice %618 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %625 = vector.extract_strided_slice %618 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %626 = vector.extract_strided_slice %618 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %627 = arith.addf %623, %624 : vector<128x128xf32>
        %628 = arith.addf %627, %625 : vector<128x128xf32>
        %629 = arith.addf %628, %626 : vector<128x128xf32>
        %630 = arith.addf %622, %629 : vector<128x128xf32>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %631 = vector.load %arg11[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %632 = vector.shape_cast %631 : vector<128x128xf32> to vector<128x128xf32>
        %633 = vector.shape_cast %630 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1408, %c0], %633 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %634 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %635 = vector.load %arg14[%634, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %636 = vector.shape_cast %635 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %637 = vector.load %arg12[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %638 = arith.mulf %620, %637 : vector<128x128xf32>
        %639 = arith.truncf %618 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %640 = tpu.matmul %639, %636, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %641 = arith.addf %638, %640 : vector<128x128xf32>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %642 = vector.load %arg12[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %643 = vector.shape_cast %642 : vector<128x128xf32> to vector<128x128xf32>
        %644 = vector.shape_cast %641 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1408, %c0], %644 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %645 = vector.load %arg10[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %646 = vector.shape_cast %645 : vector<128x128xf32> to vector<128x128xf32>
        %647 = vector.shape_cast %613 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1408, %c0], %647 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %648 = vector.extract_strided_slice %88 {offsets = [1664, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %649 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %650 = tpu.memref_squeeze %649 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %651 = vector.load %650[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %652 = tpu.matmul %648, %651, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %653 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %654 = arith.mulf %652, %653 : vector<128x512xf32>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %655 = vector.load %arg10[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %656 = vector.multi_reduction <maximumf>, %608, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %657 = vector.shape_cast %656 : vector<128xf32> to vector<128x1xf32>
        %658 = vector.broadcast %657 : vector<128x1xf32> to vector<128x128xf32>
        %659 = arith.maximumf %655, %658 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %660 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %661 = arith.maximumf %659, %660 : vector<128x128xf32>
        %662 = tpu.concatenate %661, %661, %661, %661 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %663 = arith.subf %608, %662 : vector<128x512xf32>
        %664 = math.exp2 %663 : vector<128x512xf32>
        %665 = arith.subf %655, %661 : vector<128x128xf32>
        %666 = math.exp2 %665 : vector<128x128xf32>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %667 = vector.load %arg11[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %668 = arith.mulf %666, %667 : vector<128x128xf32>
        %669 = vector.extract_strided_slice %664 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %670 = vector.extract_strided_slice %664 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %671 = vector.extract_strided_slice %664 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %672 = vector.extract_strided_slice %664 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %673 = arith.addf %669, %670 : vector<128x128xf32>
        %674 = arith.addf %673, %671 : vector<128x128xf32>
        %675 = arith.addf %674, %672 : vector<128x128xf32>
        %676 = arith.addf %668, %675 : vector<128x128xf32>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %677 = vector.load %arg11[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %678 = vector.shape_cast %677 : vector<128x128xf32> to vector<128x128xf32>
        %679 = vector.shape_cast %676 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1536, %c0], %679 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %680 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %681 = vector.load %arg14[%680, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %682 = vector.shape_cast %681 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %683 = vector.load %arg12[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %684 = arith.mulf %666, %683 : vector<128x128xf32>
        %685 = arith.truncf %664 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %686 = tpu.matmul %685, %682, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %687 = arith.addf %684, %686 : vector<128x128xf32>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %688 = vector.load %arg12[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %689 = vector.shape_cast %688 : vector<128x128xf32> to vector<128x128xf32>
        %690 = vector.shape_cast %687 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1536, %c0], %690 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %691 = vector.load %arg10[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %692 = vector.shape_cast %691 : vector<128x128xf32> to vector<128x128xf32>
        %693 = vector.shape_cast %659 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1536, %c0], %693 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %694 = vector.extract_strided_slice %88 {offsets = [1792, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %695 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %696 = tpu.memref_squeeze %695 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %697 = vector.load %696[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %698 = tpu.matmul %694, %697, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %699 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %700 = arith.mulf %698, %699 : vector<128x512xf32>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %701 = vector.load %arg10[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %702 = vector.multi_reduction <maximumf>, %654, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %703 = vector.shape_cast %702 : vector<128xf32> to vector<128x1xf32>
        %704 = vector.broadcast %703 : vector<128x1xf32> to vector<128x128xf32>
        %705 = arith.maximumf %701, %704 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %706 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %707 = arith.maximumf %705, %706 : vector<128x128xf32>
        %708 = tpu.concatenate %707, %707, %707, %707 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %709 = arith.subf %654, %708 : vector<128x512xf32>
        %710 = math.exp2 %709 : vector<128x512xf32>
        %711 = arith.subf %701, %707 : vector<128x128xf32>
        %712 = math.exp2 %711 : vector<128x128xf32>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %713 = vector.load %arg11[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %714 = arith.mulf %712, %713 : vector<128x128xf32>
        %715 = vector.extract_strided_slice %710 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %716 = vector.extract_strided_slice %710 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %717 = vector.extract_strided_slice %710 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %718 = vector.extract_strided_slice %710 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %719 = arith.addf %715, %716 : vector<128x128xf32>
        %720 = arith.addf %719, %717 : vector<128x128xf32>
        %721 = arith.addf %720, %718 : vector<128x128xf32>
        %722 = arith.addf %714, %721 : vector<128x128xf32>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %723 = vector.load %arg11[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %724 = vector.shape_cast %723 : vector<128x128xf32> to vector<128x128xf32>
        %725 = vector.shape_cast %722 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1664, %c0], %725 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %726 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %727 = vector.load %arg14[%726, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %728 = vector.shape_cast %727 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %729 = vector.load %arg12[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %730 = arith.mulf %712, %729 : vector<128x128xf32>
        %731 = arith.truncf %710 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %732 = tpu.matmul %731, %728, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %733 = arith.addf %730, %732 : vector<128x128xf32>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %734 = vector.load %arg12[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %735 = vector.shape_cast %734 : vector<128x128xf32> to vector<128x128xf32>
        %736 = vector.shape_cast %733 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1664, %c0], %736 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %737 = vector.load %arg10[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %738 = vector.shape_cast %737 : vector<128x128xf32> to vector<128x128xf32>
        %739 = vector.shape_cast %705 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1664, %c0], %739 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %740 = vector.extract_strided_slice %88 {offsets = [1920, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %741 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %742 = tpu.memref_squeeze %741 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %743 = vector.load %742[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %744 = tpu.matmul %740, %743, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %745 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %746 = arith.mulf %744, %745 : vector<128x512xf32>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %747 = vector.load %arg10[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %748 = vector.multi_reduction <maximumf>, %700, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %749 = vector.shape_cast %748 : vector<128xf32> to vector<128x1xf32>
        %750 = vector.broadcast %749 : vector<128x1xf32> to vector<128x128xf32>
        %751 = arith.maximumf %747, %750 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %752 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %753 = arith.maximumf %751, %752 : vector<128x128xf32>
        %754 = tpu.concatenate %753, %753, %753, %753 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %755 = arith.subf %700, %754 : vector<128x512xf32>
        %756 = math.exp2 %755 : vector<128x512xf32>
        %757 = arith.subf %747, %753 : vector<128x128xf32>
        %758 = math.exp2 %757 : vector<128x128xf32>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %759 = vector.load %arg11[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %760 = arith.mulf %758, %759 : vector<128x128xf32>
        %761 = vector.extract_strided_slice %756 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %762 = vector.extract_strided_slice %756 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %763 = vector.extract_strided_slice %756 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %764 = vector.extract_strided_slice %756 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %765 = arith.addf %761, %762 : vector<128x128xf32>
        %766 = arith.addf %765, %763 : vector<128x128xf32>
        %767 = arith.addf %766, %764 : vector<128x128xf32>
        %768 = arith.addf %760, %767 : vector<128x128xf32>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %769 = vector.load %arg11[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %770 = vector.shape_cast %769 : vector<128x128xf32> to vector<128x128xf32>
        %771 = vector.shape_cast %768 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1792, %c0], %771 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %772 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %773 = vector.load %arg14[%772, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %774 = vector.shape_cast %773 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %775 = vector.load %arg12[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %776 = arith.mulf %758, %775 : vector<128x128xf32>
        %777 = arith.truncf %756 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %778 = tpu.matmul %777, %774, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %779 = arith.addf %776, %778 : vector<128x128xf32>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %780 = vector.load %arg12[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %781 = vector.shape_cast %780 : vector<128x128xf32> to vector<128x128xf32>
        %782 = vector.shape_cast %779 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1792, %c0], %782 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %783 = vector.load %arg10[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %784 = vector.shape_cast %783 : vector<128x128xf32> to vector<128x128xf32>
        %785 = vector.shape_cast %751 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1792, %c0], %785 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %786 = vector.load %arg10[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %787 = vector.multi_reduction <maximumf>, %746, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %788 = vector.shape_cast %787 : vector<128xf32> to vector<128x1xf32>
        %789 = vector.broadcast %788 : vector<128x1xf32> to vector<128x128xf32>
        %790 = arith.maximumf %786, %789 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %791 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %792 = arith.maximumf %790, %791 : vector<128x128xf32>
        %793 = tpu.concatenate %792, %792, %792, %792 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %794 = arith.subf %746, %793 : vector<128x512xf32>
        %795 = math.exp2 %794 : vector<128x512xf32>
        %796 = arith.subf %786, %792 : vector<128x128xf32>
        %797 = math.exp2 %796 : vector<128x128xf32>
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %798 = vector.load %arg11[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %799 = arith.mulf %797, %798 : vector<128x128xf32>
        %800 = vector.extract_strided_slice %795 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %801 = vector.extract_strided_slice %795 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %802 = vector.extract_strided_slice %795 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %803 = vector.extract_strided_slice %795 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %804 = arith.addf %800, %801 : vector<128x128xf32>
        %805 = arith.addf %804, %802 : vector<128x128xf32>
        %806 = arith.addf %805, %803 : vector<128x128xf32>
        %807 = arith.addf %799, %806 : vector<128x128xf32>
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %808 = vector.load %arg11[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %809 = vector.shape_cast %808 : vector<128x128xf32> to vector<128x128xf32>
        %810 = vector.shape_cast %807 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1920, %c0], %810 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %811 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %812 = vector.load %arg14[%811, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %813 = vector.shape_cast %812 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %814 = vector.load %arg12[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %815 = arith.mulf %797, %814 : vector<128x128xf32>
        %816 = arith.truncf %795 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %817 = tpu.matmul %816, %813, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %818 = arith.addf %815, %817 : vector<128x128xf32>
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %819 = vector.load %arg12[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %820 = vector.shape_cast %819 : vector<128x128xf32> to vector<128x128xf32>
        %821 = vector.shape_cast %818 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1920, %c0], %821 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %822 = vector.load %arg10[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %823 = vector.shape_cast %822 : vector<128x128xf32> to vector<128x128xf32>
        %824 = vector.shape_cast %790 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1920, %c0], %824 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %825 = arith.addi %arg19, %c1_i32 : i32
        %c510_i32 = arith.constant 510 : i32
        %826 = arith.minsi %arg18, %c510_i32 : i32
        %827 = arith.index_cast %826 : i32 to index
        %828 = memref.load %arg4[%827] : memref<511xi16, #tpu.memory_space<smem>>
        %829 = arith.extsi %828 : i16 to i32
        %830 = arith.cmpi sge, %825, %829 : i32
        %c1_i32 = arith.constant 1 : i32
        %831 = arith.addi %arg18, %c1_i32 : i32
        %832 = arith.select %830, %831, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %833 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %834 = arith.select %830, %c0_i32, %833 : i32
        %835 = arith.cmpi slt, %832, %23 : i32
        %836 = arith.extui %835 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %837 = arith.cmpi ne, %836, %c0_i32 : i32
        scf.if %837 {
          %c0_i32 = arith.constant 0 : i32
          %838 = arith.addi %3, %c0_i32 : i32
          %839 = arith.index_cast %832 : i32 to index
          %840 = memref.load %arg3[%839] : memref<511xi16, #tpu.memory_space<smem>>
          %841 = arith.extsi %840 : i16 to i32
          %842 = arith.addi %841, %834 : i32
          %c4_i32 = arith.constant 4 : i32
          %843 = arith.divsi %838, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %844 = arith.muli %842, %c512_i32 : i32
          %845 = tpu.assume_multiple %844, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %846 = arith.divsi %838, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %847 = arith.muli %842, %c512_i32 : i32
          %848 = tpu.assume_multiple %847, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %849 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %850 = tpu.memref_squeeze %849 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %851 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %852 = tpu.memref_squeeze %851 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %853 = tpu.memref_slice %arg7[%843, %845, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %854 = tpu.memref_squeeze %853 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%854 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%852 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%850 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %855 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %856 = tpu.memref_squeeze %855 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %857 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %858 = tpu.memref_squeeze %857 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %859 = tpu.memref_slice %arg8[%846, %848, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %860 = tpu.memref_squeeze %859 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%860 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%858 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%856 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %832, %834 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %63 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %66 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %67 = arith.muli %c0_i32, %c512_i32 : i32
        %68 = tpu.assume_multiple %67, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg7[%63, %65, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %75 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg8[%66, %68, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%78 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %81 = arith.addi %3, %c0_i32 : i32
        %82 = arith.index_cast %arg16 : i32 to index
        %83 = memref.load %arg3[%82] : memref<511xi16, #tpu.memory_space<smem>>
        %84 = arith.extsi %83 : i16 to i32
        %85 = arith.addi %84, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg6[%c0, %c0, %c0] : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<4x512x128xbf16> to vector<4x512x128xbf16>
        %88 = vector.shape_cast %87 : vector<4x512x128xbf16> to vector<2048x128xbf16>
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %90 = arith.muli %85, %c512_i32 : i32
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
        %100 = vector.extract_strided_slice %88 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %102 = tpu.memref_squeeze %101 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %102[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %104 = tpu.matmul %100, %103, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %105 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %106 = arith.mulf %104, %105 : vector<128x512xf32>
        %107 = vector.extract_strided_slice %99 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %108 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %109 = arith.select %107, %106, %108 : vector<128x512xi1>, vector<128x512xf32>
        %110 = vector.extract_strided_slice %88 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %111 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %112 = tpu.memref_squeeze %111 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %112[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %114 = tpu.matmul %110, %113, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %115 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %116 = arith.mulf %114, %115 : vector<128x512xf32>
        %117 = vector.extract_strided_slice %99 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %118 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %119 = arith.select %117, %116, %118 : vector<128x512xi1>, vector<128x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %120 = vector.load %arg10[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %121 = vector.multi_reduction <maximumf>, %109, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %122 = vector.shape_cast %121 : vector<128xf32> to vector<128x1xf32>
        %123 = vector.broadcast %122 : vector<128x1xf32> to vector<128x128xf32>
        %124 = arith.maximumf %120, %123 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %125 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %126 = arith.maximumf %124, %125 : vector<128x128xf32>
        %127 = tpu.concatenate %126, %126, %126, %126 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %128 = arith.subf %109, %127 : vector<128x512xf32>
        %129 = math.exp2 %128 : vector<128x512xf32>
        %130 = arith.subf %120, %126 : vector<128x128xf32>
        %131 = math.exp2 %130 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg11[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %133 = arith.mulf %131, %132 : vector<128x128xf32>
        %134 = vector.extract_strided_slice %129 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %135 = vector.extract_strided_slice %129 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %136 = vector.extract_strided_slice %129 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %137 = vector.extract_strided_slice %129 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %138 = arith.addf %134, %135 : vector<128x128xf32>
        %139 = arith.addf %138, %136 : vector<128x128xf32>
        %140 = arith.addf %139, %137 : vector<128x128xf32>
        %141 = arith.addf %133, %140 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %142 = vector.load %arg11[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %143 = vector.shape_cast %142 : vector<128x128xf32> to vector<128x128xf32>
        %144 = vector.shape_cast %141 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %144 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %145 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg14[%145, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %147 = vector.shape_cast %146 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg12[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %149 = arith.mulf %131, %148 : vector<128x128xf32>
        %150 = arith.truncf %129 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %151 = tpu.matmul %150, %147, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %152 = arith.addf %149, %151 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg12[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %154 = vector.shape_cast %153 : vector<128x128xf32> to vector<128x128xf32>
        %155 = vector.shape_cast %152 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %155 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg10[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %157 = vector.shape_cast %156 : vector<128x128xf32> to vector<128x128xf32>
        %158 = vector.shape_cast %124 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %158 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %159 = vector.extract_strided_slice %88 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %161 = tpu.memref_squeeze %160 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %162 = vector.load %161[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %163 = tpu.matmul %159, %162, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %164 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %165 = arith.mulf %163, %164 : vector<128x512xf32>
        %166 = vector.extract_strided_slice %99 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %167 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %168 = arith.select %166, %165, %167 : vector<128x512xi1>, vector<128x512xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg10[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %170 = vector.multi_reduction <maximumf>, %119, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %171 = vector.shape_cast %170 : vector<128xf32> to vector<128x1xf32>
        %172 = vector.broadcast %171 : vector<128x1xf32> to vector<128x128xf32>
        %173 = arith.maximumf %169, %172 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %174 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %175 = arith.maximumf %173, %174 : vector<128x128xf32>
        %176 = tpu.concatenate %175, %175, %175, %175 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %177 = arith.subf %119, %176 : vector<128x512xf32>
        %178 = math.exp2 %177 : vector<128x512xf32>
        %179 = arith.subf %169, %175 : vector<128x128xf32>
        %180 = math.exp2 %179 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %181 = vector.load %arg11[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %182 = arith.mulf %180, %181 : vector<128x128xf32>
        %183 = vector.extract_strided_slice %178 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %184 = vector.extract_strided_slice %178 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %185 = vector.extract_strided_slice %178 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %186 = vector.extract_strided_slice %178 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %187 = arith.addf %183, %184 : vector<128x128xf32>
        %188 = arith.addf %187, %185 : vector<128x128xf32>
        %189 = arith.addf %188, %186 : vector<128x128xf32>
        %190 = arith.addf %182, %189 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %191 = vector.load %arg11[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %192 = vector.shape_cast %191 : vector<128x128xf32> to vector<128x128xf32>
        %193 = vector.shape_cast %190 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c128, %c0], %193 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %194 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %195 = vector.load %arg14[%194, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %196 = vector.shape_cast %195 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %197 = vector.load %arg12[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %198 = arith.mulf %180, %197 : vector<128x128xf32>
        %199 = arith.truncf %178 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %200 = tpu.matmul %199, %196, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %201 = arith.addf %198, %200 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %202 = vector.load %arg12[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %203 = vector.shape_cast %202 : vector<128x128xf32> to vector<128x128xf32>
        %204 = vector.shape_cast %201 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %204 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %205 = vector.load %arg10[%c128, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %206 = vector.shape_cast %205 : vector<128x128xf32> to vector<128x128xf32>
        %207 = vector.shape_cast %173 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c128, %c0], %207 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %208 = vector.extract_strided_slice %88 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %209 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %210 = tpu.memref_squeeze %209 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %211 = vector.load %210[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %212 = tpu.matmul %208, %211, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %213 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %214 = arith.mulf %212, %213 : vector<128x512xf32>
        %215 = vector.extract_strided_slice %99 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %216 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %217 = arith.select %215, %214, %216 : vector<128x512xi1>, vector<128x512xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %218 = vector.load %arg10[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %219 = vector.multi_reduction <maximumf>, %168, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %220 = vector.shape_cast %219 : vector<128xf32> to vector<128x1xf32>
        %221 = vector.broadcast %220 : vector<128x1xf32> to vector<128x128xf32>
        %222 = arith.maximumf %218, %221 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %223 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %224 = arith.maximumf %222, %223 : vector<128x128xf32>
        %225 = tpu.concatenate %224, %224, %224, %224 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %226 = arith.subf %168, %225 : vector<128x512xf32>
        %227 = math.exp2 %226 : vector<128x512xf32>
        %228 = arith.subf %218, %224 : vector<128x128xf32>
        %229 = math.exp2 %228 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %230 = vector.load %arg11[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %231 = arith.mulf %229, %230 : vector<128x128xf32>
        %232 = vector.extract_strided_slice %227 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %233 = vector.extract_strided_slice %227 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %234 = vector.extract_strided_slice %227 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %235 = vector.extract_strided_slice %227 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %236 = arith.addf %232, %233 : vector<128x128xf32>
        %237 = arith.addf %236, %234 : vector<128x128xf32>
        %238 = arith.addf %237, %235 : vector<128x128xf32>
        %239 = arith.addf %231, %238 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %240 = vector.load %arg11[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %241 = vector.shape_cast %240 : vector<128x128xf32> to vector<128x128xf32>
        %242 = vector.shape_cast %239 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c256, %c0], %242 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %243 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %244 = vector.load %arg14[%243, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %245 = vector.shape_cast %244 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %246 = vector.load %arg12[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %247 = arith.mulf %229, %246 : vector<128x128xf32>
        %248 = arith.truncf %227 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %249 = tpu.matmul %248, %245, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %250 = arith.addf %247, %249 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %251 = vector.load %arg12[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %252 = vector.shape_cast %251 : vector<128x128xf32> to vector<128x128xf32>
        %253 = vector.shape_cast %250 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %253 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %254 = vector.load %arg10[%c256, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %255 = vector.shape_cast %254 : vector<128x128xf32> to vector<128x128xf32>
        %256 = vector.shape_cast %222 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c256, %c0], %256 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %257 = vector.extract_strided_slice %88 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %258 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %259 = tpu.memref_squeeze %258 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %260 = vector.load %259[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %261 = tpu.matmul %257, %260, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %262 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %263 = arith.mulf %261, %262 : vector<128x512xf32>
        %264 = vector.extract_strided_slice %99 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %265 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %266 = arith.select %264, %263, %265 : vector<128x512xi1>, vector<128x512xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %267 = vector.load %arg10[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %268 = vector.multi_reduction <maximumf>, %217, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %269 = vector.shape_cast %268 : vector<128xf32> to vector<128x1xf32>
        %270 = vector.broadcast %269 : vector<128x1xf32> to vector<128x128xf32>
        %271 = arith.maximumf %267, %270 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %272 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %273 = arith.maximumf %271, %272 : vector<128x128xf32>
        %274 = tpu.concatenate %273, %273, %273, %273 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %275 = arith.subf %217, %274 : vector<128x512xf32>
        %276 = math.exp2 %275 : vector<128x512xf32>
        %277 = arith.subf %267, %273 : vector<128x128xf32>
        %278 = math.exp2 %277 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %279 = vector.load %arg11[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %280 = arith.mulf %278, %279 : vector<128x128xf32>
        %281 = vector.extract_strided_slice %276 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %282 = vector.extract_strided_slice %276 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %283 = vector.extract_strided_slice %276 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %284 = vector.extract_strided_slice %276 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %285 = arith.addf %281, %282 : vector<128x128xf32>
        %286 = arith.addf %285, %283 : vector<128x128xf32>
        %287 = arith.addf %286, %284 : vector<128x128xf32>
        %288 = arith.addf %280, %287 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %289 = vector.load %arg11[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %290 = vector.shape_cast %289 : vector<128x128xf32> to vector<128x128xf32>
        %291 = vector.shape_cast %288 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c384, %c0], %291 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %292 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %293 = vector.load %arg14[%292, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %294 = vector.shape_cast %293 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %295 = vector.load %arg12[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %296 = arith.mulf %278, %295 : vector<128x128xf32>
        %297 = arith.truncf %276 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %298 = tpu.matmul %297, %294, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %299 = arith.addf %296, %298 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %300 = vector.load %arg12[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %301 = vector.shape_cast %300 : vector<128x128xf32> to vector<128x128xf32>
        %302 = vector.shape_cast %299 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %302 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %303 = vector.load %arg10[%c384, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %304 = vector.shape_cast %303 : vector<128x128xf32> to vector<128x128xf32>
        %305 = vector.shape_cast %271 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c384, %c0], %305 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %306 = vector.extract_strided_slice %88 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %307 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %308 = tpu.memref_squeeze %307 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %309 = vector.load %308[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %310 = tpu.matmul %306, %309, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %311 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %312 = arith.mulf %310, %311 : vector<128x512xf32>
        %313 = vector.extract_strided_slice %99 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %314 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %315 = arith.select %313, %312, %314 : vector<128x512xi1>, vector<128x512xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %316 = vector.load %arg10[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %317 = vector.multi_reduction <maximumf>, %266, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %318 = vector.shape_cast %317 : vector<128xf32> to vector<128x1xf32>
        %319 = vector.broadcast %318 : vector<128x1xf32> to vector<128x128xf32>
        %320 = arith.maximumf %316, %319 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %321 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %322 = arith.maximumf %320, %321 : vector<128x128xf32>
        %323 = tpu.concatenate %322, %322, %322, %322 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %324 = arith.subf %266, %323 : vector<128x512xf32>
        %325 = math.exp2 %324 : vector<128x512xf32>
        %326 = arith.subf %316, %322 : vector<128x128xf32>
        %327 = math.exp2 %326 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %328 = vector.load %arg11[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %329 = arith.mulf %327, %328 : vector<128x128xf32>
        %330 = vector.extract_strided_slice %325 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %331 = vector.extract_strided_slice %325 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %332 = vector.extract_strided_slice %325 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %333 = vector.extract_strided_slice %325 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %334 = arith.addf %330, %331 : vector<128x128xf32>
        %335 = arith.addf %334, %332 : vector<128x128xf32>
        %336 = arith.addf %335, %333 : vector<128x128xf32>
        %337 = arith.addf %329, %336 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %338 = vector.load %arg11[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %339 = vector.shape_cast %338 : vector<128x128xf32> to vector<128x128xf32>
        %340 = vector.shape_cast %337 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c512, %c0], %340 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %341 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %342 = vector.load %arg14[%341, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %343 = vector.shape_cast %342 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %344 = vector.load %arg12[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %345 = arith.mulf %327, %344 : vector<128x128xf32>
        %346 = arith.truncf %325 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %347 = tpu.matmul %346, %343, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %348 = arith.addf %345, %347 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %349 = vector.load %arg12[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %350 = vector.shape_cast %349 : vector<128x128xf32> to vector<128x128xf32>
        %351 = vector.shape_cast %348 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %351 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %352 = vector.load %arg10[%c512, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %353 = vector.shape_cast %352 : vector<128x128xf32> to vector<128x128xf32>
        %354 = vector.shape_cast %320 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c512, %c0], %354 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %355 = vector.extract_strided_slice %88 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %356 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %357 = tpu.memref_squeeze %356 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %358 = vector.load %357[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %359 = tpu.matmul %355, %358, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %360 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %361 = arith.mulf %359, %360 : vector<128x512xf32>
        %362 = vector.extract_strided_slice %99 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %363 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %364 = arith.select %362, %361, %363 : vector<128x512xi1>, vector<128x512xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %365 = vector.load %arg10[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %366 = vector.multi_reduction <maximumf>, %315, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %367 = vector.shape_cast %366 : vector<128xf32> to vector<128x1xf32>
        %368 = vector.broadcast %367 : vector<128x1xf32> to vector<128x128xf32>
        %369 = arith.maximumf %365, %368 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %370 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %371 = arith.maximumf %369, %370 : vector<128x128xf32>
        %372 = tpu.concatenate %371, %371, %371, %371 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %373 = arith.subf %315, %372 : vector<128x512xf32>
        %374 = math.exp2 %373 : vector<128x512xf32>
        %375 = arith.subf %365, %371 : vector<128x128xf32>
        %376 = math.exp2 %375 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %377 = vector.load %arg11[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %378 = arith.mulf %376, %377 : vector<128x128xf32>
        %379 = vector.extract_strided_slice %374 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %380 = vector.extract_strided_slice %374 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %381 = vector.extract_strided_slice %374 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %382 = vector.extract_strided_slice %374 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %383 = arith.addf %379, %380 : vector<128x128xf32>
        %384 = arith.addf %383, %381 : vector<128x128xf32>
        %385 = arith.addf %384, %382 : vector<128x128xf32>
        %386 = arith.addf %378, %385 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %387 = vector.load %arg11[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %388 = vector.shape_cast %387 : vector<128x128xf32> to vector<128x128xf32>
        %389 = vector.shape_cast %386 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c640, %c0], %389 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %390 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %391 = vector.load %arg14[%390, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %392 = vector.shape_cast %391 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %393 = vector.load %arg12[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %394 = arith.mulf %376, %393 : vector<128x128xf32>
        %395 = arith.truncf %374 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %396 = tpu.matmul %395, %392, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %397 = arith.addf %394, %396 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %398 = vector.load %arg12[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %399 = vector.shape_cast %398 : vector<128x128xf32> to vector<128x128xf32>
        %400 = vector.shape_cast %397 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %400 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %401 = vector.load %arg10[%c640, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %402 = vector.shape_cast %401 : vector<128x128xf32> to vector<128x128xf32>
        %403 = vector.shape_cast %369 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c640, %c0], %403 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %404 = vector.extract_strided_slice %88 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %405 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %406 = tpu.memref_squeeze %405 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %407 = vector.load %406[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %408 = tpu.matmul %404, %407, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %409 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %410 = arith.mulf %408, %409 : vector<128x512xf32>
        %411 = vector.extract_strided_slice %99 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %412 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %413 = arith.select %411, %410, %412 : vector<128x512xi1>, vector<128x512xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %414 = vector.load %arg10[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %415 = vector.multi_reduction <maximumf>, %364, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %416 = vector.shape_cast %415 : vector<128xf32> to vector<128x1xf32>
        %417 = vector.broadcast %416 : vector<128x1xf32> to vector<128x128xf32>
        %418 = arith.maximumf %414, %417 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %419 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %420 = arith.maximumf %418, %419 : vector<128x128xf32>
        %421 = tpu.concatenate %420, %420, %420, %420 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %422 = arith.subf %364, %421 : vector<128x512xf32>
        %423 = math.exp2 %422 : vector<128x512xf32>
        %424 = arith.subf %414, %420 : vector<128x128xf32>
        %425 = math.exp2 %424 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %426 = vector.load %arg11[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %427 = arith.mulf %425, %426 : vector<128x128xf32>
        %428 = vector.extract_strided_slice %423 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %429 = vector.extract_strided_slice %423 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %430 = vector.extract_strided_slice %423 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %431 = vector.extract_strided_slice %423 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %432 = arith.addf %428, %429 : vector<128x128xf32>
        %433 = arith.addf %432, %430 : vector<128x128xf32>
        %434 = arith.addf %433, %431 : vector<128x128xf32>
        %435 = arith.addf %427, %434 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %436 = vector.load %arg11[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %437 = vector.shape_cast %436 : vector<128x128xf32> to vector<128x128xf32>
        %438 = vector.shape_cast %435 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c768, %c0], %438 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %439 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %440 = vector.load %arg14[%439, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %441 = vector.shape_cast %440 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %442 = vector.load %arg12[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %443 = arith.mulf %425, %442 : vector<128x128xf32>
        %444 = arith.truncf %423 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %445 = tpu.matmul %444, %441, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %446 = arith.addf %443, %445 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %447 = vector.load %arg12[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %448 = vector.shape_cast %447 : vector<128x128xf32> to vector<128x128xf32>
        %449 = vector.shape_cast %446 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %449 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %450 = vector.load %arg10[%c768, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %451 = vector.shape_cast %450 : vector<128x128xf32> to vector<128x128xf32>
        %452 = vector.shape_cast %418 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c768, %c0], %452 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %453 = vector.extract_strided_slice %88 {offsets = [1024, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %454 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %455 = tpu.memref_squeeze %454 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %456 = vector.load %455[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %457 = tpu.matmul %453, %456, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %458 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %459 = arith.mulf %457, %458 : vector<128x512xf32>
        %460 = vector.extract_strided_slice %99 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %461 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %462 = arith.select %460, %459, %461 : vector<128x512xi1>, vector<128x512xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %463 = vector.load %arg10[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %464 = vector.multi_reduction <maximumf>, %413, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %465 = vector.shape_cast %464 : vector<128xf32> to vector<128x1xf32>
        %466 = vector.broadcast %465 : vector<128x1xf32> to vector<128x128xf32>
        %467 = arith.maximumf %463, %466 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %468 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %469 = arith.maximumf %467, %468 : vector<128x128xf32>
        %470 = tpu.concatenate %469, %469, %469, %469 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %471 = arith.subf %413, %470 : vector<128x512xf32>
        %472 = math.exp2 %471 : vector<128x512xf32>
        %473 = arith.subf %463, %469 : vector<128x128xf32>
        %474 = math.exp2 %473 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %475 = vector.load %arg11[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %476 = arith.mulf %474, %475 : vector<128x128xf32>
        %477 = vector.extract_strided_slice %472 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %478 = vector.extract_strided_slice %472 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %479 = vector.extract_strided_slice %472 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %480 = vector.extract_strided_slice %472 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %481 = arith.addf %477, %478 : vector<128x128xf32>
        %482 = arith.addf %481, %479 : vector<128x128xf32>
        %483 = arith.addf %482, %480 : vector<128x128xf32>
        %484 = arith.addf %476, %483 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %485 = vector.load %arg11[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %486 = vector.shape_cast %485 : vector<128x128xf32> to vector<128x128xf32>
        %487 = vector.shape_cast %484 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c896, %c0], %487 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %488 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %489 = vector.load %arg14[%488, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %490 = vector.shape_cast %489 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %491 = vector.load %arg12[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %492 = arith.mulf %474, %491 : vector<128x128xf32>
        %493 = arith.truncf %472 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %494 = tpu.matmul %493, %490, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %495 = arith.addf %492, %494 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %496 = vector.load %arg12[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %497 = vector.shape_cast %496 : vector<128x128xf32> to vector<128x128xf32>
        %498 = vector.shape_cast %495 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %498 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %499 = vector.load %arg10[%c896, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %500 = vector.shape_cast %499 : vector<128x128xf32> to vector<128x128xf32>
        %501 = vector.shape_cast %467 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c896, %c0], %501 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %502 = vector.extract_strided_slice %88 {offsets = [1152, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %503 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %504 = tpu.memref_squeeze %503 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %505 = vector.load %504[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %506 = tpu.matmul %502, %505, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %507 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %508 = arith.mulf %506, %507 : vector<128x512xf32>
        %509 = vector.extract_strided_slice %99 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %510 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %511 = arith.select %509, %508, %510 : vector<128x512xi1>, vector<128x512xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %512 = vector.load %arg10[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %513 = vector.multi_reduction <maximumf>, %462, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %514 = vector.shape_cast %513 : vector<128xf32> to vector<128x1xf32>
        %515 = vector.broadcast %514 : vector<128x1xf32> to vector<128x128xf32>
        %516 = arith.maximumf %512, %515 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %517 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %518 = arith.maximumf %516, %517 : vector<128x128xf32>
        %519 = tpu.concatenate %518, %518, %518, %518 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %520 = arith.subf %462, %519 : vector<128x512xf32>
        %521 = math.exp2 %520 : vector<128x512xf32>
        %522 = arith.subf %512, %518 : vector<128x128xf32>
        %523 = math.exp2 %522 : vector<128x128xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %524 = vector.load %arg11[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %525 = arith.mulf %523, %524 : vector<128x128xf32>
        %526 = vector.extract_strided_slice %521 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %527 = vector.extract_strided_slice %521 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %528 = vector.extract_strided_slice %521 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %529 = vector.extract_strided_slice %521 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %530 = arith.addf %526, %527 : vector<128x128xf32>
        %531 = arith.addf %530, %528 : vector<128x128xf32>
        %532 = arith.addf %531, %529 : vector<128x128xf32>
        %533 = arith.addf %525, %532 : vector<128x128xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %534 = vector.load %arg11[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %535 = vector.shape_cast %534 : vector<128x128xf32> to vector<128x128xf32>
        %536 = vector.shape_cast %533 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1024, %c0], %536 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %537 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %538 = vector.load %arg14[%537, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %539 = vector.shape_cast %538 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %540 = vector.load %arg12[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %541 = arith.mulf %523, %540 : vector<128x128xf32>
        %542 = arith.truncf %521 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %543 = tpu.matmul %542, %539, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %544 = arith.addf %541, %543 : vector<128x128xf32>
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %545 = vector.load %arg12[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %546 = vector.shape_cast %545 : vector<128x128xf32> to vector<128x128xf32>
        %547 = vector.shape_cast %544 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1024, %c0], %547 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1024 = arith.constant 1024 : index
        %c0 = arith.constant 0 : index
        %548 = vector.load %arg10[%c1024, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %549 = vector.shape_cast %548 : vector<128x128xf32> to vector<128x128xf32>
        %550 = vector.shape_cast %516 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1024, %c0], %550 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %551 = vector.extract_strided_slice %88 {offsets = [1280, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %552 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %553 = tpu.memref_squeeze %552 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %554 = vector.load %553[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %555 = tpu.matmul %551, %554, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %556 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %557 = arith.mulf %555, %556 : vector<128x512xf32>
        %558 = vector.extract_strided_slice %99 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %559 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %560 = arith.select %558, %557, %559 : vector<128x512xi1>, vector<128x512xf32>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %561 = vector.load %arg10[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %562 = vector.multi_reduction <maximumf>, %511, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %563 = vector.shape_cast %562 : vector<128xf32> to vector<128x1xf32>
        %564 = vector.broadcast %563 : vector<128x1xf32> to vector<128x128xf32>
        %565 = arith.maximumf %561, %564 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %566 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %567 = arith.maximumf %565, %566 : vector<128x128xf32>
        %568 = tpu.concatenate %567, %567, %567, %567 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %569 = arith.subf %511, %568 : vector<128x512xf32>
        %570 = math.exp2 %569 : vector<128x512xf32>
        %571 = arith.subf %561, %567 : vector<128x128xf32>
        %572 = math.exp2 %571 : vector<128x128xf32>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %573 = vector.load %arg11[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %574 = arith.mulf %572, %573 : vector<128x128xf32>
        %575 = vector.extract_strided_slice %570 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %576 = vector.extract_strided_slice %570 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %577 = vector.extract_strided_slice %570 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %578 = vector.extract_strided_slice %570 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %579 = arith.addf %575, %576 : vector<128x128xf32>
        %580 = arith.addf %579, %577 : vector<128x128xf32>
        %581 = arith.addf %580, %578 : vector<128x128xf32>
        %582 = arith.addf %574, %581 : vector<128x128xf32>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %583 = vector.load %arg11[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %584 = vector.shape_cast %583 : vector<128x128xf32> to vector<128x128xf32>
        %585 = vector.shape_cast %582 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1152, %c0], %585 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %586 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %587 = vector.load %arg14[%586, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %588 = vector.shape_cast %587 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %589 = vector.load %arg12[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %590 = arith.mulf %572, %589 : vector<128x128xf32>
        %591 = arith.truncf %570 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %592 = tpu.matmul %591, %588, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %593 = arith.addf %590, %592 : vector<128x128xf32>
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %594 = vector.load %arg12[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %595 = vector.shape_cast %594 : vector<128x128xf32> to vector<128x128xf32>
        %596 = vector.shape_cast %593 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1152, %c0], %596 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1152 = arith.constant 1152 : index
        %c0 = arith.constant 0 : index
        %597 = vector.load %arg10[%c1152, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %598 = vector.shape_cast %597 : vector<128x128xf32> to vector<128x128xf32>
        %599 = vector.shape_cast %565 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1152, %c0], %599 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %600 = vector.extract_strided_slice %88 {offsets = [1408, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %601 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %602 = tpu.memref_squeeze %601 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %603 = vector.load %602[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %604 = tpu.matmul %600, %603, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %605 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %606 = arith.mulf %604, %605 : vector<128x512xf32>
        %607 = vector.extract_strided_slice %99 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %608 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %609 = arith.select %607, %606, %608 : vector<128x512xi1>, vector<128x512xf32>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %610 = vector.load %arg10[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %611 = vector.multi_reduction <maximumf>, %560, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %612 = vector.shape_cast %611 : vector<128xf32> to vector<128x1xf32>
        %613 = vector.broadcast %612 : vector<128x1xf32> to vector<128x128xf32>
        %614 = arith.maximumf %610, %613 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %615 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %616 = arith.maximumf %614, %615 : vector<128x128xf32>
        %617 = tpu.concatenate %616, %616, %616, %616 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %618 = arith.subf %560, %617 : vector<128x512xf32>
        %619 = math.exp2 %618 : vector<128x512xf32>
        %620 = arith.subf %610, %616 : vector<128x128xf32>
        %621 = math.exp2 %620 : vector<128x128xf32>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %622 = vector.load %arg11[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %623 = arith.mulf %621, %622 : vector<128x128xf32>
        %624 = vector.extract_strided_slice %619 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %625 = vector.extract_strided_slice %619 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %626 = vector.extract_strided_slice %619 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %627 = vector.extract_strided_slice %619 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %628 = arith.addf %624, %625 : vector<128x128xf32>
        %629 = arith.addf %628, %626 : vector<128x128xf32>
        %630 = arith.addf %629, %627 : vector<128x128xf32>
        %631 = arith.addf %623, %630 : vector<128x128xf32>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %632 = vector.load %arg11[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %633 = vector.shape_cast %632 : vector<128x128xf32> to vector<128x128xf32>
        %634 = vector.shape_cast %631 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1280, %c0], %634 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %635 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %636 = vector.load %arg14[%635, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %637 = vector.shape_cast %636 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %638 = vector.load %arg12[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %639 = arith.mulf %621, %638 : vector<128x128xf32>
        %640 = arith.truncf %619 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %641 = tpu.matmul %640, %637, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %642 = arith.addf %639, %641 : vector<128x128xf32>
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %643 = vector.load %arg12[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %644 = vector.shape_cast %643 : vector<128x128xf32> to vector<128x128xf32>
        %645 = vector.shape_cast %642 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1280, %c0], %645 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1280 = arith.constant 1280 : index
        %c0 = arith.constant 0 : index
        %646 = vector.load %arg10[%c1280, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %647 = vector.shape_cast %646 : vector<128x128xf32> to vector<128x128xf32>
        %648 = vector.shape_cast %614 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1280, %c0], %648 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %649 = vector.extract_strided_slice %88 {offsets = [1536, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %650 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %651 = tpu.memref_squeeze %650 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %652 = vector.load %651[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %653 = tpu.matmul %649, %652, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %654 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %655 = arith.mulf %653, %654 : vector<128x512xf32>
        %656 = vector.extract_strided_slice %99 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %657 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %658 = arith.select %656, %655, %657 : vector<128x512xi1>, vector<128x512xf32>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %659 = vector.load %arg10[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %660 = vector.multi_reduction <maximumf>, %609, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %661 = vector.shape_cast %660 : vector<128xf32> to vector<128x1xf32>
        %662 = vector.broadcast %661 : vector<128x1xf32> to vector<128x128xf32>
        %663 = arith.maximumf %659, %662 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %664 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %665 = arith.maximumf %663, %664 : vector<128x128xf32>
        %666 = tpu.concatenate %665, %665, %665, %665 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %667 = arith.subf %609, %666 : vector<128x512xf32>
        %668 = math.exp2 %667 : vector<128x512xf32>
        %669 = arith.subf %659, %665 : vector<128x128xf32>
        %670 = math.exp2 %669 : vector<128x128xf32>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %671 = vector.load %arg11[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %672 = arith.mulf %670, %671 : vector<128x128xf32>
        %673 = vector.extract_strided_slice %668 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %674 = vector.extract_strided_slice %668 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %675 = vector.extract_strided_slice %668 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %676 = vector.extract_strided_slice %668 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %677 = arith.addf %673, %674 : vector<128x128xf32>
        %678 = arith.addf %677, %675 : vector<128x128xf32>
        %679 = arith.addf %678, %676 : vector<128x128xf32>
        %680 = arith.addf %672, %679 : vector<128x128xf32>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %681 = vector.load %arg11[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %682 = vector.shape_cast %681 : vector<128x128xf32> to vector<128x128xf32>
        %683 = vector.shape_cast %680 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1408, %c0], %683 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %684 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %685 = vector.load %arg14[%684, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %686 = vector.shape_cast %685 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %687 = vector.load %arg12[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %688 = arith.mulf %670, %687 : vector<128x128xf32>
        %689 = arith.truncf %668 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %690 = tpu.matmul %689, %686, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %691 = arith.addf %688, %690 : vector<128x128xf32>
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %692 = vector.load %arg12[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %693 = vector.shape_cast %692 : vector<128x128xf32> to vector<128x128xf32>
        %694 = vector.shape_cast %691 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1408, %c0], %694 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1408 = arith.constant 1408 : index
        %c0 = arith.constant 0 : index
        %695 = vector.load %arg10[%c1408, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %696 = vector.shape_cast %695 : vector<128x128xf32> to vector<128x128xf32>
        %697 = vector.shape_cast %663 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1408, %c0], %697 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %698 = vector.extract_strided_slice %88 {offsets = [1664, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %699 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %700 = tpu.memref_squeeze %699 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %701 = vector.load %700[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %702 = tpu.matmul %698, %701, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %703 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %704 = arith.mulf %702, %703 : vector<128x512xf32>
        %705 = vector.extract_strided_slice %99 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %706 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %707 = arith.select %705, %704, %706 : vector<128x512xi1>, vector<128x512xf32>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %708 = vector.load %arg10[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %709 = vector.multi_reduction <maximumf>, %658, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %710 = vector.shape_cast %709 : vector<128xf32> to vector<128x1xf32>
        %711 = vector.broadcast %710 : vector<128x1xf32> to vector<128x128xf32>
        %712 = arith.maximumf %708, %711 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %713 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %714 = arith.maximumf %712, %713 : vector<128x128xf32>
        %715 = tpu.concatenate %714, %714, %714, %714 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %716 = arith.subf %658, %715 : vector<128x512xf32>
        %717 = math.exp2 %716 : vector<128x512xf32>
        %718 = arith.subf %708, %714 : vector<128x128xf32>
        %719 = math.exp2 %718 : vector<128x128xf32>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %720 = vector.load %arg11[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %721 = arith.mulf %719, %720 : vector<128x128xf32>
        %722 = vector.extract_strided_slice %717 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %723 = vector.extract_strided_slice %717 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %724 = vector.extract_strided_slice %717 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %725 = vector.extract_strided_slice %717 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %726 = arith.addf %722, %723 : vector<128x128xf32>
        %727 = arith.addf %726, %724 : vector<128x128xf32>
        %728 = arith.addf %727, %725 : vector<128x128xf32>
        %729 = arith.addf %721, %728 : vector<128x128xf32>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %730 = vector.load %arg11[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %731 = vector.shape_cast %730 : vector<128x128xf32> to vector<128x128xf32>
        %732 = vector.shape_cast %729 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1536, %c0], %732 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %733 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %734 = vector.load %arg14[%733, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %735 = vector.shape_cast %734 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %736 = vector.load %arg12[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %737 = arith.mulf %719, %736 : vector<128x128xf32>
        %738 = arith.truncf %717 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %739 = tpu.matmul %738, %735, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %740 = arith.addf %737, %739 : vector<128x128xf32>
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %741 = vector.load %arg12[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %742 = vector.shape_cast %741 : vector<128x128xf32> to vector<128x128xf32>
        %743 = vector.shape_cast %740 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1536, %c0], %743 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1536 = arith.constant 1536 : index
        %c0 = arith.constant 0 : index
        %744 = vector.load %arg10[%c1536, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %745 = vector.shape_cast %744 : vector<128x128xf32> to vector<128x128xf32>
        %746 = vector.shape_cast %712 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1536, %c0], %746 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %747 = vector.extract_strided_slice %88 {offsets = [1792, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %748 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %749 = tpu.memref_squeeze %748 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %750 = vector.load %749[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %751 = tpu.matmul %747, %750, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %752 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %753 = arith.mulf %751, %752 : vector<128x512xf32>
        %754 = vector.extract_strided_slice %99 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %755 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %756 = arith.select %754, %753, %755 : vector<128x512xi1>, vector<128x512xf32>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %757 = vector.load %arg10[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %758 = vector.multi_reduction <maximumf>, %707, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %759 = vector.shape_cast %758 : vector<128xf32> to vector<128x1xf32>
        %760 = vector.broadcast %759 : vector<128x1xf32> to vector<128x128xf32>
        %761 = arith.maximumf %757, %760 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %762 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %763 = arith.maximumf %761, %762 : vector<128x128xf32>
        %764 = tpu.concatenate %763, %763, %763, %763 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %765 = arith.subf %707, %764 : vector<128x512xf32>
        %766 = math.exp2 %765 : vector<128x512xf32>
        %767 = arith.subf %757, %763 : vector<128x128xf32>
        %768 = math.exp2 %767 : vector<128x128xf32>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %769 = vector.load %arg11[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %770 = arith.mulf %768, %769 : vector<128x128xf32>
        %771 = vector.extract_strided_slice %766 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %772 = vector.extract_strided_slice %766 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %773 = vector.extract_strided_slice %766 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %774 = vector.extract_strided_slice %766 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %775 = arith.addf %771, %772 : vector<128x128xf32>
        %776 = arith.addf %775, %773 : vector<128x128xf32>
        %777 = arith.addf %776, %774 : vector<128x128xf32>
        %778 = arith.addf %770, %777 : vector<128x128xf32>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %779 = vector.load %arg11[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %780 = vector.shape_cast %779 : vector<128x128xf32> to vector<128x128xf32>
        %781 = vector.shape_cast %778 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1664, %c0], %781 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %782 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %783 = vector.load %arg14[%782, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %784 = vector.shape_cast %783 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %785 = vector.load %arg12[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %786 = arith.mulf %768, %785 : vector<128x128xf32>
        %787 = arith.truncf %766 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %788 = tpu.matmul %787, %784, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %789 = arith.addf %786, %788 : vector<128x128xf32>
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %790 = vector.load %arg12[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %791 = vector.shape_cast %790 : vector<128x128xf32> to vector<128x128xf32>
        %792 = vector.shape_cast %789 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1664, %c0], %792 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1664 = arith.constant 1664 : index
        %c0 = arith.constant 0 : index
        %793 = vector.load %arg10[%c1664, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %794 = vector.shape_cast %793 : vector<128x128xf32> to vector<128x128xf32>
        %795 = vector.shape_cast %761 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1664, %c0], %795 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %796 = vector.extract_strided_slice %88 {offsets = [1920, 0], sizes = [128, 128], strides = [1, 1]} : vector<2048x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %797 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %798 = tpu.memref_squeeze %797 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %799 = vector.load %798[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
        %800 = tpu.matmul %796, %799, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %801 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
        %802 = arith.mulf %800, %801 : vector<128x512xf32>
        %803 = vector.extract_strided_slice %99 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %804 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
        %805 = arith.select %803, %802, %804 : vector<128x512xi1>, vector<128x512xf32>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %806 = vector.load %arg10[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %807 = vector.multi_reduction <maximumf>, %756, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %808 = vector.shape_cast %807 : vector<128xf32> to vector<128x1xf32>
        %809 = vector.broadcast %808 : vector<128x1xf32> to vector<128x128xf32>
        %810 = arith.maximumf %806, %809 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %811 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %812 = arith.maximumf %810, %811 : vector<128x128xf32>
        %813 = tpu.concatenate %812, %812, %812, %812 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %814 = arith.subf %756, %813 : vector<128x512xf32>
        %815 = math.exp2 %814 : vector<128x512xf32>
        %816 = arith.subf %806, %812 : vector<128x128xf32>
        %817 = math.exp2 %816 : vector<128x128xf32>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %818 = vector.load %arg11[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %819 = arith.mulf %817, %818 : vector<128x128xf32>
        %820 = vector.extract_strided_slice %815 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %821 = vector.extract_strided_slice %815 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %822 = vector.extract_strided_slice %815 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %823 = vector.extract_strided_slice %815 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %824 = arith.addf %820, %821 : vector<128x128xf32>
        %825 = arith.addf %824, %822 : vector<128x128xf32>
        %826 = arith.addf %825, %823 : vector<128x128xf32>
        %827 = arith.addf %819, %826 : vector<128x128xf32>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %828 = vector.load %arg11[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %829 = vector.shape_cast %828 : vector<128x128xf32> to vector<128x128xf32>
        %830 = vector.shape_cast %827 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1792, %c0], %830 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %831 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %832 = vector.load %arg14[%831, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %833 = vector.shape_cast %832 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %834 = vector.load %arg12[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %835 = arith.mulf %817, %834 : vector<128x128xf32>
        %836 = arith.truncf %815 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %837 = tpu.matmul %836, %833, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %838 = arith.addf %835, %837 : vector<128x128xf32>
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %839 = vector.load %arg12[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %840 = vector.shape_cast %839 : vector<128x128xf32> to vector<128x128xf32>
        %841 = vector.shape_cast %838 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1792, %c0], %841 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1792 = arith.constant 1792 : index
        %c0 = arith.constant 0 : index
        %842 = vector.load %arg10[%c1792, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %843 = vector.shape_cast %842 : vector<128x128xf32> to vector<128x128xf32>
        %844 = vector.shape_cast %810 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1792, %c0], %844 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %845 = vector.load %arg10[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %846 = vector.multi_reduction <maximumf>, %805, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %847 = vector.shape_cast %846 : vector<128xf32> to vector<128x1xf32>
        %848 = vector.broadcast %847 : vector<128x1xf32> to vector<128x128xf32>
        %849 = arith.maximumf %845, %848 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %850 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %851 = arith.maximumf %849, %850 : vector<128x128xf32>
        %852 = tpu.concatenate %851, %851, %851, %851 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %853 = arith.subf %805, %852 : vector<128x512xf32>
        %854 = math.exp2 %853 : vector<128x512xf32>
        %855 = arith.subf %845, %851 : vector<128x128xf32>
        %856 = math.exp2 %855 : vector<128x128xf32>
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %857 = vector.load %arg11[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %858 = arith.mulf %856, %857 : vector<128x128xf32>
        %859 = vector.extract_strided_slice %854 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %860 = vector.extract_strided_slice %854 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %861 = vector.extract_strided_slice %854 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %862 = vector.extract_strided_slice %854 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %863 = arith.addf %859, %860 : vector<128x128xf32>
        %864 = arith.addf %863, %861 : vector<128x128xf32>
        %865 = arith.addf %864, %862 : vector<128x128xf32>
        %866 = arith.addf %858, %865 : vector<128x128xf32>
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %867 = vector.load %arg11[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %868 = vector.shape_cast %867 : vector<128x128xf32> to vector<128x128xf32>
        %869 = vector.shape_cast %866 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c1920, %c0], %869 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %870 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %871 = vector.load %arg14[%870, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %872 = vector.shape_cast %871 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %873 = vector.load %arg12[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %874 = arith.mulf %856, %873 : vector<128x128xf32>
        %875 = arith.truncf %854 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %876 = tpu.matmul %875, %872, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %877 = arith.addf %874, %876 : vector<128x128xf32>
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %878 = vector.load %arg12[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %879 = vector.shape_cast %878 : vector<128x128xf32> to vector<128x128xf32>
        %880 = vector.shape_cast %877 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c1920, %c0], %880 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1920 = arith.constant 1920 : index
        %c0 = arith.constant 0 : index
        %881 = vector.load %arg10[%c1920, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %882 = vector.shape_cast %881 : vector<128x128xf32> to vector<128x128xf32>
        %883 = vector.shape_cast %849 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c1920, %c0], %883 {strides = array<i32>} : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %884 = arith.addi %arg19, %c1_i32 : i32
        %c510_i32 = arith.constant 510 : i32
        %885 = arith.minsi %arg18, %c510_i32 : i32
        %886 = arith.index_cast %885 : i32 to index
        %887 = memref.load %arg4[%886] : memref<511xi16, #tpu.memory_space<smem>>
        %888 = arith.extsi %887 : i16 to i32
        %889 = arith.cmpi sge, %884, %888 : i32
        %c1_i32 = arith.constant 1 : i32
        %890 = arith.addi %arg18, %c1_i32 : i32
        %891 = arith.select %889, %890, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %892 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %893 = arith.select %889, %c0_i32, %892 : i32
        %894 = arith.cmpi slt, %891, %23 : i32
        %895 = arith.extui %894 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %896 = arith.cmpi ne, %895, %c0_i32 : i32
        scf.if %896 {
          %c0_i32 = arith.constant 0 : i32
          %897 = arith.addi %3, %c0_i32 : i32
          %898 = arith.index_cast %891 : i32 to index
          %899 = memref.load %arg3[%898] : memref<511xi16, #tpu.memory_space<smem>>
          %900 = arith.extsi %899 : i16 to i32
          %901 = arith.addi %900, %893 : i32
          %c4_i32 = arith.constant 4 : i32
          %902 = arith.divsi %897, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %903 = arith.muli %901, %c512_i32 : i32
          %904 = tpu.assume_multiple %903, 512 : i32
          %c4_i32 = arith.constant 4 : i32
          %905 = arith.divsi %897, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %906 = arith.muli %901, %c512_i32 : i32
          %907 = tpu.assume_multiple %906, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %908 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %909 = tpu.memref_squeeze %908 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %910 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %911 = tpu.memref_squeeze %910 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %912 = tpu.memref_slice %arg7[%902, %904, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %913 = tpu.memref_squeeze %912 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%913 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%911 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%909 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %914 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %915 = tpu.memref_squeeze %914 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %916 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %917 = tpu.memref_squeeze %916 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %918 = tpu.memref_slice %arg8[%905, %907, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %919 = tpu.memref_squeeze %918 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%919 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%917 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%915 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %891, %893 : i32, i32
      }
      scf.yield %arg18, %arg19, %62#0, %62#1, %arg21, %arg22, %arg20 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg11[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
    %cst_x02f733 = arith.constant dense<0.000000e+00> : vector<2048xf32>
    %42 = vector.multi_reduction <add>, %41, %cst_x02f733 [1] : vector<2048x128xf32> to vector<2048xf32>
    %43 = vector.shape_cast %42 : vector<2048xf32> to vector<2048x1xf32>
    %44 = vector.shape_cast %43 : vector<2048x1xf32> to vector<2048x1xf32>
    %45 = vector.broadcast %44 : vector<2048x1xf32> to vector<2048x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %46 = vector.broadcast %cst_x8ee5ec : f32 to vector<2048x128xf32>
    %47 = arith.cmpf one, %45, %46 : vector<2048x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg12[%c0, %c0] : memref<2048x128xf32, #tpu.memory_space<vmem>>, vector<2048x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %49 = vector.broadcast %cst_x65a06e : f32 to vector<2048x128xf32>
    %50 = arith.select %47, %45, %49 : vector<2048x128xi1>, vector<2048x128xf32>
    %51 = tpu.reciprocal %50 : vector<2048x128xf32> -> vector<2048x128xf32>
    %52 = arith.mulf %48, %51 : vector<2048x128xf32>
    %53 = arith.truncf %52 : vector<2048x128xf32> to vector<2048x128xbf16>
    %54 = vector.shape_cast %53 : vector<2048x128xbf16> to vector<4x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %55 = vector.load %arg9[%c0, %c0, %c0] : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %54 {strides = array<i32>} : memref<4x512x128xbf16, #tpu.memory_space<vmem>>, vector<4x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<511xi16, #tpu.memory_space<smem>>, %arg4: memref<511xi16, #tpu.memory_space<smem>>, %arg5: memref<511xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c4_i32 = arith.constant 4 : i32
    %2 = arith.muli %arg0, %c4_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c4_i32 = arith.constant 4 : i32
    %4 = arith.divsi %3, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}
