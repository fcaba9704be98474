module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<256xi16>, %arg2: tensor<256xi8>, %arg3: tensor<256xi8>, %arg4: tensor<2x128x128xi8>, %arg5: tensor<257xi16>, %arg6: tensor<256xi16>, %arg7: tensor<256xi8>, %arg8: tensor<256xi8>, %arg9: tensor<2x128x128xi8>, %arg10: tensor<64x32768x64xbf16>, %arg11: tensor<8x32768x64xbf16>, %arg12: tensor<8x32768x64xbf16>, %arg13: tensor<64xf32>) -> (tensor<64x32768x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<64x32768x64xbf16>, tensor<i32>) -> tensor<64x32768x64xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x32768x64xbf16>, tensor<i32>) -> tensor<8x32768x64xbf16>
    %3 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1x128xf32>
    %5 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %4, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:145e741fa4f4f0ded8fabbd6a2a0f119a9bf2e12aaf00f5e14f20efc7b90eb93\22, \22cost_estimate\22: {\22bytes_accessed\22: 1608515584, \22flops\22: 137170518016, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 535822336}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<256xi16>, tensor<256xi8>, tensor<256xi8>, tensor<64x32768x64xbf16>, tensor<64x1x128xf32>, tensor<8x32768x64xbf16>, tensor<8x32768x64xbf16>) -> tensor<64x32768x64xbf16>
    return %5 : tensor<64x32768x64xbf16>
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
}

// ---- kernel sparse_cli_fwd sha256:145e741fa4f4f0ded8fabbd6a2a0f119a9bf2e12aaf00f5e14f20efc7b90eb93
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<256xi16, #tpu.memory_space<smem>>, %arg4: memref<256xi8, #tpu.memory_space<smem>>, %arg5: memref<256xi8, #tpu.memory_space<smem>>, %arg6: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg7: memref<1x1x128xf32, #tpu.memory_space<vmem>>, %arg8: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg9: memref<8x32768x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg11: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x64xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 64, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 1, 128>}, {}, {}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}]} {
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
    %10 = vector.load %arg11[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %11 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    %12 = vector.shape_cast %9 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %12 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %13 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %15 = vector.shape_cast %14 : vector<128x128xf32> to vector<128x128xf32>
    %16 = vector.shape_cast %13 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %16 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %17 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %18 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
    %19 = vector.shape_cast %18 : vector<128x64xf32> to vector<128x64xf32>
    %20 = vector.shape_cast %17 : vector<128x64xf32> to vector<128x64xf32>
    tpu.vector_store %arg13[%c0, %c0], %20 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
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
      %57 = arith.addi %2, %c0_i32 : i32
      %58 = arith.index_cast %23 : i32 to index
      %59 = memref.load %arg3[%58] : memref<256xi16, #tpu.memory_space<smem>>
      %60 = arith.extsi %59 : i16 to i32
      %61 = arith.addi %60, %c0_i32 : i32
      %c8_i32 = arith.constant 8 : i32
      %62 = arith.divsi %57, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %63 = arith.muli %61, %c128_i32 : i32
      %64 = tpu.assume_multiple %63, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %65 = arith.divsi %57, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %66 = arith.muli %61, %c128_i32 : i32
      %67 = tpu.assume_multiple %66, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%62, %64, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%71 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %74 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg9[%65, %67, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %79 = tpu.memref_squeeze %78 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%79 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%77 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %57 = arith.addi %2, %c0_i32 : i32
      %58 = arith.index_cast %38 : i32 to index
      %59 = memref.load %arg3[%58] : memref<256xi16, #tpu.memory_space<smem>>
      %60 = arith.extsi %59 : i16 to i32
      %61 = arith.addi %60, %40 : i32
      %c8_i32 = arith.constant 8 : i32
      %62 = arith.divsi %57, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %63 = arith.muli %61, %c128_i32 : i32
      %64 = tpu.assume_multiple %63, 128 : i32
      %c8_i32 = arith.constant 8 : i32
      %65 = arith.divsi %57, %c8_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %66 = arith.muli %61, %c128_i32 : i32
      %67 = tpu.assume_multiple %66, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%62, %64, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%71 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %74 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %75 = tpu.memref_squeeze %74 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %78 = tpu.memref_slice %arg9[%65, %67, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %79 = tpu.memref_squeeze %78 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%79 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%77 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%75 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %44:7 = scf.while (%arg17 = %23, %arg18 = %c0_i32, %arg19 = %38, %arg20 = %40, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %57 = arith.cmpi slt, %arg17, %27 : i32
      scf.condition(%57) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %57 = arith.index_cast %arg17 : i32 to index
      %58 = memref.load %arg5[%57] : memref<256xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %60 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %61 = arith.muli %c0_i32, %c128_i32 : i32
      %62 = tpu.assume_multiple %61, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c8_i32 = arith.constant 8 : i32
      %63 = arith.divsi %c0_i32, %c8_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %64 = arith.muli %c0_i32, %c128_i32 : i32
      %65 = tpu.assume_multiple %64, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg8[%60, %62, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%71 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%69 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c1_i32 = arith.constant 1 : i32
      %72 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %73 = tpu.memref_squeeze %72 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %74 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %75 = tpu.memref_squeeze %74 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %76 = tpu.memref_slice %arg9[%63, %65, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %77 = tpu.memref_squeeze %76 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%73 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%77 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%75 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %78 = arith.addi %2, %c0_i32 : i32
      %79 = arith.index_cast %arg17 : i32 to index
      %80 = memref.load %arg3[%79] : memref<256xi16, #tpu.memory_space<smem>>
      %81 = arith.extsi %80 : i16 to i32
      %82 = arith.addi %81, %arg18 : i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %83 = vector.load %arg6[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %84 = vector.shape_cast %83 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %85 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %86 = vector.load %arg14[%85, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %87 = vector.shape_cast %86 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %88 = tpu.matmul %84, %87, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %89 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %90 = arith.mulf %88, %89 : vector<128x128xf32>
      %c128_i32 = arith.constant 128 : i32
      %91 = arith.muli %3, %c128_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %92 = arith.muli %82, %c128_i32 : i32
      %93 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
      %94 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
      %95 = arith.subi %92, %91 : i32
      %96 = vector.broadcast %94 : vector<1x128xi32> to vector<128x128xi32>
      %97 = vector.broadcast %93 : vector<128x1xi32> to vector<128x128xi32>
      %98 = arith.subi %96, %97 : vector<128x128xi32>
      %c127_i32 = arith.constant 127 : i32
      %99 = arith.addi %c127_i32, %95 : i32
      %c0_i32 = arith.constant 0 : i32
      %100 = arith.subi %c0_i32, %95 : i32
      %c0_i32 = arith.constant 0 : i32
      %101 = arith.subi %c0_i32, %99 : i32
      %102 = vector.broadcast %101 : i32 to vector<128x128xi32>
      %103 = arith.cmpi sge, %98, %102 : vector<128x128xi32>
      %104 = vector.broadcast %100 : i32 to vector<128x128xi32>
      %105 = arith.cmpi sle, %98, %104 : vector<128x128xi32>
      %106 = arith.andi %103, %105 : vector<128x128xi1>
      %cst_xbef082 = arith.constant 0xFF800000 : f32
      %107 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
      %108 = arith.select %106, %90, %107 : vector<128x128xi1>, vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %109 = vector.load %arg11[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %110 = vector.multi_reduction <maximumf>, %108, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %111 = vector.shape_cast %110 : vector<128xf32> to vector<128x1xf32>
      %112 = vector.broadcast %111 : vector<128x1xf32> to vector<128x128xf32>
      %113 = arith.maximumf %109, %112 : vector<128x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %114 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
      %115 = arith.maximumf %113, %114 : vector<128x128xf32>
      %116 = arith.subf %108, %115 : vector<128x128xf32>
      %117 = math.exp2 %116 : vector<128x128xf32>
      %118 = arith.subf %109, %115 : vector<128x128xf32>
      %119 = math.exp2 %118 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %120 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %121 = arith.mulf %119, %120 : vector<128x128xf32>
      %cst_x9a411a = arith.constant dense<0.000000e+00> : vector<128xf32>
      %122 = vector.multi_reduction <add>, %117, %cst_x9a411a [1] : vector<128x128xf32> to vector<128xf32>
      %123 = vector.shape_cast %122 : vector<128xf32> to vector<128x1xf32>
      %124 = vector.broadcast %123 : vector<128x1xf32> to vector<128x128xf32>
      %125 = arith.addf %121, %124 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %126 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %127 = vector.shape_cast %126 : vector<128x128xf32> to vector<128x128xf32>
      %128 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %128 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %129 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %130 = vector.load %arg15[%129, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %131 = vector.shape_cast %130 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %132 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %133 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %134 = arith.mulf %132, %133 : vector<128x64xf32>
      %135 = arith.truncf %117 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3ce721 = arith.constant dense<0.000000e+00> : vector<128x64xf32>
      %136 = tpu.matmul %135, %131, %cst_x3ce721 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x64xbf16>, vector<128x64xf32> -> vector<128x64xf32>
      %137 = arith.addf %134, %136 : vector<128x64xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %138 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
      %139 = vector.shape_cast %138 : vector<128x64xf32> to vector<128x64xf32>
      %140 = vector.shape_cast %137 : vector<128x64xf32> to vector<128x64xf32>
      tpu.vector_store %arg13[%c0, %c0], %140 {strides = array<i32>} : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %141 = vector.load %arg11[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %142 = vector.shape_cast %141 : vector<128x128xf32> to vector<128x128xf32>
      %143 = vector.shape_cast %113 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg11[%c0, %c0], %143 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %144 = arith.addi %arg20, %c1_i32 : i32
      %c255_i32 = arith.constant 255 : i32
      %145 = arith.minsi %arg19, %c255_i32 : i32
      %146 = arith.index_cast %145 : i32 to index
      %147 = memref.load %arg4[%146] : memref<256xi8, #tpu.memory_space<smem>>
      %148 = arith.extsi %147 : i8 to i32
      %149 = arith.cmpi sge, %144, %148 : i32
      %c1_i32 = arith.constant 1 : i32
      %150 = arith.addi %arg19, %c1_i32 : i32
      %151 = arith.select %149, %150, %arg19 : i32
      %c1_i32 = arith.constant 1 : i32
      %152 = arith.addi %arg20, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %153 = arith.select %149, %c0_i32, %152 : i32
      %154 = arith.cmpi slt, %151, %27 : i32
      %155 = arith.extui %154 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %156 = arith.cmpi ne, %155, %c0_i32 : i32
      scf.if %156 {
        %c0_i32 = arith.constant 0 : i32
        %157 = arith.addi %2, %c0_i32 : i32
        %158 = arith.index_cast %151 : i32 to index
        %159 = memref.load %arg3[%158] : memref<256xi16, #tpu.memory_space<smem>>
        %160 = arith.extsi %159 : i16 to i32
        %161 = arith.addi %160, %153 : i32
        %c8_i32 = arith.constant 8 : i32
        %162 = arith.divsi %157, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %163 = arith.muli %161, %c128_i32 : i32
        %164 = tpu.assume_multiple %163, 128 : i32
        %c8_i32 = arith.constant 8 : i32
        %165 = arith.divsi %157, %c8_i32 : i32
        %c128_i32 = arith.constant 128 : i32
        %166 = arith.muli %161, %c128_i32 : i32
        %167 = tpu.assume_multiple %166, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %168 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %169 = tpu.memref_squeeze %168 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %170 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %171 = tpu.memref_squeeze %170 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %172 = tpu.memref_slice %arg8[%162, %164, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %173 = tpu.memref_squeeze %172 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%173 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%171 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%169 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %174 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %175 = tpu.memref_squeeze %174 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %176 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %177 = tpu.memref_squeeze %176 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %178 = tpu.memref_slice %arg9[%165, %167, %c0_i32] : memref<8x32768x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %179 = tpu.memref_squeeze %178 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%179 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%177 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%175 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg19, %arg20, %151, %153, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %45 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %46 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %47 = arith.cmpf ogt, %45, %46 : vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg13[%c0, %c0] : memref<128x64xf32, #tpu.memory_space<vmem>>, vector<128x64xf32>
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
}
