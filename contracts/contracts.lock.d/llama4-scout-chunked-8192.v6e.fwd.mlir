module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<257xi16>, %arg1: tensor<496xi16>, %arg2: tensor<496xi8>, %arg3: tensor<496xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<257xi16>, %arg6: tensor<496xi16>, %arg7: tensor<496xi8>, %arg8: tensor<496xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<40x131072x128xbf16>, %arg11: tensor<8x131072x128xbf16>, %arg12: tensor<8x131072x128xbf16>) -> (tensor<40x131072x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<40x131072x128xbf16>, tensor<i32>) -> tensor<40x131072x128xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<8x131072x128xbf16>, tensor<i32>) -> tensor<8x131072x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b69b324a616b02e7468ce31d21fdcd1dc36fb5b8af2a4e519f1a527c3f166de3\22, \22cost_estimate\22: {\22bytes_accessed\22: 7247757312, \22flops\22: 11682311045120, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 22817013760}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<257xi16>, tensor<496xi16>, tensor<496xi8>, tensor<496xi8>, tensor<40x131072x128xbf16>, tensor<8x131072x128xbf16>, tensor<8x131072x128xbf16>) -> tensor<40x131072x128xbf16>
    return %3 : tensor<40x131072x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<40x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<40x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<40x131072x128xbf16>, tensor<bf16>) -> tensor<40x131072x128xbf16>
    return %1 : tensor<40x131072x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x131072x128xbf16>, %arg1: tensor<i32>) -> tensor<8x131072x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x131072x128xbf16>, tensor<bf16>) -> tensor<8x131072x128xbf16>
    return %1 : tensor<8x131072x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:b69b324a616b02e7468ce31d21fdcd1dc36fb5b8af2a4e519f1a527c3f166de3
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>, %arg6: memref<5x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x131072x128xbf16, #tpu.memory_space<any>>, %arg9: memref<5x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<2560x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<2560x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<2560x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 256>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 5, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 5, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c256_i32 = arith.constant 256 : i32
    %4 = arith.remsi %0, %c256_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %5 = vector.broadcast %cst_xbef082 : f32 to vector<2560x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg10[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %7 = vector.shape_cast %6 : vector<2560x128xf32> to vector<2560x128xf32>
    %8 = vector.shape_cast %5 : vector<2560x128xf32> to vector<2560x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %8 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<2560x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %11 = vector.shape_cast %10 : vector<2560x128xf32> to vector<2560x128xf32>
    %12 = vector.shape_cast %9 : vector<2560x128xf32> to vector<2560x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %12 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<2560x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %15 = vector.shape_cast %14 : vector<2560x128xf32> to vector<2560x128xf32>
    %16 = vector.shape_cast %13 : vector<2560x128xf32> to vector<2560x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %16 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
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
      %51 = arith.addi %3, %c0_i32 : i32
      %52 = arith.index_cast %19 : i32 to index
      %53 = memref.load %arg3[%52] : memref<496xi16, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i16 to i32
      %55 = arith.addi %54, %c0_i32 : i32
      %c5_i32 = arith.constant 5 : i32
      %56 = arith.divsi %51, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c5_i32 = arith.constant 5 : i32
      %59 = arith.divsi %51, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %55, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg7[%56, %58, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%67 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%65 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %68 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%59, %61, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c495_i32 = arith.constant 495 : i32
    %28 = arith.minsi %19, %c495_i32 : i32
    %29 = arith.index_cast %28 : i32 to index
    %30 = memref.load %arg4[%29] : memref<496xi8, #tpu.memory_space<smem>>
    %31 = arith.extsi %30 : i8 to i32
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
      %51 = arith.addi %3, %c0_i32 : i32
      %52 = arith.index_cast %34 : i32 to index
      %53 = memref.load %arg3[%52] : memref<496xi16, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i16 to i32
      %55 = arith.addi %54, %36 : i32
      %c5_i32 = arith.constant 5 : i32
      %56 = arith.divsi %51, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c5_i32 = arith.constant 5 : i32
      %59 = arith.divsi %51, %c5_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %60 = arith.muli %55, %c512_i32 : i32
      %61 = tpu.assume_multiple %60, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg15[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg13[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg7[%56, %58, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%67 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%65 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %68 = tpu.memref_slice %arg15[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %72 = tpu.memref_slice %arg8[%59, %61, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg16 = %19, %arg17 = %c0_i32, %arg18 = %34, %arg19 = %36, %arg20 = %c0_i32, %arg21 = %c1_i32, %arg22 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %51 = arith.cmpi slt, %arg16, %23 : i32
      scf.condition(%51) %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
      %51 = arith.index_cast %arg16 : i32 to index
      %52 = memref.load %arg5[%51] : memref<496xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %54 = arith.cmpi eq, %53, %c2_i32 : i32
      %55 = arith.extui %54 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.cmpi ne, %55, %c0_i32 : i32
      %57:2 = scf.if %56 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %58 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %61 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg7[%58, %60, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %70 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %76 = arith.addi %3, %c0_i32 : i32
        %77 = arith.index_cast %arg16 : i32 to index
        %78 = memref.load %arg3[%77] : memref<496xi16, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i16 to i32
        %80 = arith.addi %79, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg6[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<5x512x128xbf16> to vector<5x512x128xbf16>
        %83 = vector.shape_cast %82 : vector<5x512x128xbf16> to vector<2560x128xbf16>
        %84 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg13[%84, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x2b8b1c = arith.constant dense<0.000000e+00> : vector<2560x512xf32>
        %87 = tpu.matmul %83, %86, %cst_x2b8b1c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2560x128xbf16>, vector<512x128xbf16>, vector<2560x512xf32> -> vector<2560x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %88 = vector.broadcast %cst_xa6fad0 : f32 to vector<2560x512xf32>
        %89 = arith.mulf %87, %88 : vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %90 = vector.load %arg10[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %cst_xe1ba40 = arith.constant dense<0xFF800000> : vector<2560xf32>
        %91 = vector.multi_reduction <maximumf>, %89, %cst_xe1ba40 [1] : vector<2560x512xf32> to vector<2560xf32>
        %92 = vector.shape_cast %91 : vector<2560xf32> to vector<2560x1xf32>
        %93 = vector.broadcast %92 : vector<2560x1xf32> to vector<2560x128xf32>
        %94 = arith.maximumf %90, %93 : vector<2560x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %95 = vector.broadcast %cst_x72b973 : f32 to vector<2560x128xf32>
        %96 = arith.maximumf %94, %95 : vector<2560x128xf32>
        %97 = tpu.concatenate %96, %96, %96, %96 in 1 : vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32> -> vector<2560x512xf32>
        %98 = arith.subf %89, %97 : vector<2560x512xf32>
        %99 = math.exp2 %98 : vector<2560x512xf32>
        %100 = arith.subf %90, %96 : vector<2560x128xf32>
        %101 = math.exp2 %100 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %103 = arith.mulf %101, %102 : vector<2560x128xf32>
        %cst_xf8d733 = arith.constant dense<0.000000e+00> : vector<2560xf32>
        %104 = vector.multi_reduction <add>, %99, %cst_xf8d733 [1] : vector<2560x512xf32> to vector<2560xf32>
        %105 = vector.shape_cast %104 : vector<2560xf32> to vector<2560x1xf32>
        %106 = vector.broadcast %105 : vector<2560x1xf32> to vector<2560x128xf32>
        %107 = arith.addf %103, %106 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %109 = vector.shape_cast %108 : vector<2560x128xf32> to vector<2560x128xf32>
        %110 = vector.shape_cast %107 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %110 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %111 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg14[%111, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %113 = vector.shape_cast %112 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %115 = arith.mulf %101, %114 : vector<2560x128xf32>
        %116 = arith.truncf %99 : vector<2560x512xf32> to vector<2560x512xbf16>
        %cst_x45da53 = arith.constant dense<0.000000e+00> : vector<2560x128xf32>
        %117 = tpu.matmul %116, %113, %cst_x45da53 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<2560x512xbf16>, vector<512x128xbf16>, vector<2560x128xf32> -> vector<2560x128xf32>
        %118 = arith.addf %115, %117 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %120 = vector.shape_cast %119 : vector<2560x128xf32> to vector<2560x128xf32>
        %121 = vector.shape_cast %118 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %121 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg10[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %123 = vector.shape_cast %122 : vector<2560x128xf32> to vector<2560x128xf32>
        %124 = vector.shape_cast %94 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %124 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %125 = arith.addi %arg19, %c1_i32 : i32
        %c495_i32 = arith.constant 495 : i32
        %126 = arith.minsi %arg18, %c495_i32 : i32
        %127 = arith.index_cast %126 : i32 to index
        %128 = memref.load %arg4[%127] : memref<496xi8, #tpu.memory_space<smem>>
        %129 = arith.extsi %128 : i8 to i32
        %130 = arith.cmpi sge, %125, %129 : i32
        %c1_i32 = arith.constant 1 : i32
        %131 = arith.addi %arg18, %c1_i32 : i32
        %132 = arith.select %130, %131, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %133 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %134 = arith.select %130, %c0_i32, %133 : i32
        %135 = arith.cmpi slt, %132, %23 : i32
        %136 = arith.extui %135 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %137 = arith.cmpi ne, %136, %c0_i32 : i32
        scf.if %137 {
          %c0_i32 = arith.constant 0 : i32
          %138 = arith.addi %3, %c0_i32 : i32
          %139 = arith.index_cast %132 : i32 to index
          %140 = memref.load %arg3[%139] : memref<496xi16, #tpu.memory_space<smem>>
          %141 = arith.extsi %140 : i16 to i32
          %142 = arith.addi %141, %134 : i32
          %c5_i32 = arith.constant 5 : i32
          %143 = arith.divsi %138, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %144 = arith.muli %142, %c512_i32 : i32
          %145 = tpu.assume_multiple %144, 512 : i32
          %c5_i32 = arith.constant 5 : i32
          %146 = arith.divsi %138, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %147 = arith.muli %142, %c512_i32 : i32
          %148 = tpu.assume_multiple %147, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %149 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %150 = tpu.memref_squeeze %149 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %151 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %152 = tpu.memref_squeeze %151 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %153 = tpu.memref_slice %arg7[%143, %145, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %154 = tpu.memref_squeeze %153 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%154 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%152 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%150 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %155 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %156 = tpu.memref_squeeze %155 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %157 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %158 = tpu.memref_squeeze %157 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %159 = tpu.memref_slice %arg8[%146, %148, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %160 = tpu.memref_squeeze %159 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%160 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%158 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%156 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %132, %134 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %58 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c5_i32 = arith.constant 5 : i32
        %61 = arith.divsi %c0_i32, %c5_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %62 = arith.muli %c0_i32, %c512_i32 : i32
        %63 = tpu.assume_multiple %62, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %68 = tpu.memref_slice %arg7[%58, %60, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%67 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %70 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %71 = tpu.memref_squeeze %70 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %74 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %76 = arith.addi %3, %c0_i32 : i32
        %77 = arith.index_cast %arg16 : i32 to index
        %78 = memref.load %arg3[%77] : memref<496xi16, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i16 to i32
        %80 = arith.addi %79, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg6[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<5x512x128xbf16> to vector<5x512x128xbf16>
        %83 = vector.shape_cast %82 : vector<5x512x128xbf16> to vector<2560x128xbf16>
        %84 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %85 = vector.load %arg13[%84, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %86 = vector.shape_cast %85 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_x2b8b1c = arith.constant dense<0.000000e+00> : vector<2560x512xf32>
        %87 = tpu.matmul %83, %86, %cst_x2b8b1c {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<2560x128xbf16>, vector<512x128xbf16>, vector<2560x512xf32> -> vector<2560x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %88 = vector.broadcast %cst_xa6fad0 : f32 to vector<2560x512xf32>
        %89 = arith.mulf %87, %88 : vector<2560x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %90 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %80, %c512_i32 : i32
        %92 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %93 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %94 = arith.subi %91, %90 : i32
        %95 = vector.broadcast %93 : vector<1x512xi32> to vector<512x512xi32>
        %96 = vector.broadcast %92 : vector<512x1xi32> to vector<512x512xi32>
        %97 = arith.subi %95, %96 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %98 = arith.subi %c0_i32, %94 : i32
        %99 = vector.broadcast %98 : i32 to vector<512x512xi32>
        %100 = arith.cmpi sle, %97, %99 : vector<512x512xi32>
        %101 = vector.shape_cast %89 : vector<2560x512xf32> to vector<5x512x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %102 = vector.shape_cast %100 : vector<512x512xi1> to vector<1x512x512xi1>
        %103 = vector.broadcast %102 : vector<1x512x512xi1> to vector<5x512x512xi1>
        %104 = vector.broadcast %cst_xbef082 : f32 to vector<5x512x512xf32>
        %105 = arith.select %103, %101, %104 : vector<5x512x512xi1>, vector<5x512x512xf32>
        %106 = vector.shape_cast %105 : vector<5x512x512xf32> to vector<2560x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg10[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %cst_xe1ba40 = arith.constant dense<0xFF800000> : vector<2560xf32>
        %108 = vector.multi_reduction <maximumf>, %106, %cst_xe1ba40 [1] : vector<2560x512xf32> to vector<2560xf32>
        %109 = vector.shape_cast %108 : vector<2560xf32> to vector<2560x1xf32>
        %110 = vector.broadcast %109 : vector<2560x1xf32> to vector<2560x128xf32>
        %111 = arith.maximumf %107, %110 : vector<2560x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %112 = vector.broadcast %cst_x72b973 : f32 to vector<2560x128xf32>
        %113 = arith.maximumf %111, %112 : vector<2560x128xf32>
        %114 = tpu.concatenate %113, %113, %113, %113 in 1 : vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32>, vector<2560x128xf32> -> vector<2560x512xf32>
        %115 = arith.subf %106, %114 : vector<2560x512xf32>
        %116 = math.exp2 %115 : vector<2560x512xf32>
        %117 = arith.subf %107, %113 : vector<2560x128xf32>
        %118 = math.exp2 %117 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %120 = arith.mulf %118, %119 : vector<2560x128xf32>
        %cst_xf8d733 = arith.constant dense<0.000000e+00> : vector<2560xf32>
        %121 = vector.multi_reduction <add>, %116, %cst_xf8d733 [1] : vector<2560x512xf32> to vector<2560xf32>
        %122 = vector.shape_cast %121 : vector<2560xf32> to vector<2560x1xf32>
        %123 = vector.broadcast %122 : vector<2560x1xf32> to vector<2560x128xf32>
        %124 = arith.addf %120, %123 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %126 = vector.shape_cast %125 : vector<2560x128xf32> to vector<2560x128xf32>
        %127 = vector.shape_cast %124 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %127 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %128 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg14[%128, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %132 = arith.mulf %118, %131 : vector<2560x128xf32>
        %133 = arith.truncf %116 : vector<2560x512xf32> to vector<2560x512xbf16>
        %cst_x45da53 = arith.constant dense<0.000000e+00> : vector<2560x128xf32>
        %134 = tpu.matmul %133, %130, %cst_x45da53 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<2560x512xbf16>, vector<512x128xbf16>, vector<2560x128xf32> -> vector<2560x128xf32>
        %135 = arith.addf %132, %134 : vector<2560x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %137 = vector.shape_cast %136 : vector<2560x128xf32> to vector<2560x128xf32>
        %138 = vector.shape_cast %135 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %138 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg10[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
        %140 = vector.shape_cast %139 : vector<2560x128xf32> to vector<2560x128xf32>
        %141 = vector.shape_cast %111 : vector<2560x128xf32> to vector<2560x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %141 {strides = array<i32>} : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %142 = arith.addi %arg19, %c1_i32 : i32
        %c495_i32 = arith.constant 495 : i32
        %143 = arith.minsi %arg18, %c495_i32 : i32
        %144 = arith.index_cast %143 : i32 to index
        %145 = memref.load %arg4[%144] : memref<496xi8, #tpu.memory_space<smem>>
        %146 = arith.extsi %145 : i8 to i32
        %147 = arith.cmpi sge, %142, %146 : i32
        %c1_i32 = arith.constant 1 : i32
        %148 = arith.addi %arg18, %c1_i32 : i32
        %149 = arith.select %147, %148, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %150 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %151 = arith.select %147, %c0_i32, %150 : i32
        %152 = arith.cmpi slt, %149, %23 : i32
        %153 = arith.extui %152 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %154 = arith.cmpi ne, %153, %c0_i32 : i32
        scf.if %154 {
          %c0_i32 = arith.constant 0 : i32
          %155 = arith.addi %3, %c0_i32 : i32
          %156 = arith.index_cast %149 : i32 to index
          %157 = memref.load %arg3[%156] : memref<496xi16, #tpu.memory_space<smem>>
          %158 = arith.extsi %157 : i16 to i32
          %159 = arith.addi %158, %151 : i32
          %c5_i32 = arith.constant 5 : i32
          %160 = arith.divsi %155, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %161 = arith.muli %159, %c512_i32 : i32
          %162 = tpu.assume_multiple %161, 512 : i32
          %c5_i32 = arith.constant 5 : i32
          %163 = arith.divsi %155, %c5_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %164 = arith.muli %159, %c512_i32 : i32
          %165 = tpu.assume_multiple %164, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %167 = tpu.memref_squeeze %166 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %168 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %169 = tpu.memref_squeeze %168 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg7[%160, %162, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %171 = tpu.memref_squeeze %170 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%171 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%169 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%167 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %172 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %173 = tpu.memref_squeeze %172 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %174 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %175 = tpu.memref_squeeze %174 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %176 = tpu.memref_slice %arg8[%163, %165, %c0_i32] : memref<8x131072x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %177 = tpu.memref_squeeze %176 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%177 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%175 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%173 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %149, %151 : i32, i32
      }
      scf.yield %arg18, %arg19, %57#0, %57#1, %arg21, %arg22, %arg20 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg11[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %42 = vector.broadcast %cst_x8ee5ec : f32 to vector<2560x128xf32>
    %43 = arith.cmpf ogt, %41, %42 : vector<2560x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg12[%c0, %c0] : memref<2560x128xf32, #tpu.memory_space<vmem>>, vector<2560x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %45 = vector.broadcast %cst_x65a06e : f32 to vector<2560x128xf32>
    %46 = arith.select %43, %41, %45 : vector<2560x128xi1>, vector<2560x128xf32>
    %47 = arith.divf %44, %46 : vector<2560x128xf32>
    %48 = arith.truncf %47 : vector<2560x128xf32> to vector<2560x128xbf16>
    %49 = vector.shape_cast %48 : vector<2560x128xbf16> to vector<5x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg9[%c0, %c0, %c0] : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %49 {strides = array<i32>} : memref<5x512x128xbf16, #tpu.memory_space<vmem>>, vector<5x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c5_i32 = arith.constant 5 : i32
    %4 = arith.divsi %3, %c5_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<257xi16, #tpu.memory_space<smem>>, %arg3: memref<496xi16, #tpu.memory_space<smem>>, %arg4: memref<496xi8, #tpu.memory_space<smem>>, %arg5: memref<496xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %1 = arith.divsi %0, %c256_i32 : i32
    %c5_i32 = arith.constant 5 : i32
    %2 = arith.muli %arg0, %c5_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c5_i32 = arith.constant 5 : i32
    %4 = arith.divsi %3, %c5_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c256_i32 = arith.constant 256 : i32
    %6 = arith.remsi %5, %c256_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}
