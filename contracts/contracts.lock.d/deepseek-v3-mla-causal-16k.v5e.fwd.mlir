module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi8>, %arg1: tensor<63xi8>, %arg2: tensor<63xi8>, %arg3: tensor<63xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<33xi8>, %arg6: tensor<63xi8>, %arg7: tensor<63xi8>, %arg8: tensor<63xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<128x16384x192xbf16>, %arg11: tensor<128x16384x192xbf16>, %arg12: tensor<128x16384x128xbf16>) -> (tensor<128x16384x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %1 = call @_pad(%arg11, %c) : (tensor<128x16384x192xbf16>, tensor<i32>) -> tensor<128x16384x192xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<128x16384x128xbf16>, tensor<i32>) -> tensor<128x16384x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:2b832ff9d8cf27227653cce0bd6bf5bfeff7f53997bce25905680b5a3da1fbec\22, \22cost_estimate\22: {\22bytes_accessed\22: 23488102400, \22flops\22: 11338713661440, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi8>, tensor<63xi8>, tensor<63xi8>, tensor<63xi8>, tensor<128x16384x192xbf16>, tensor<128x16384x192xbf16>, tensor<128x16384x128xbf16>) -> tensor<128x16384x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:2b832ff9d8cf27227653cce0bd6bf5bfeff7f53997bce25905680b5a3da1fbec
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
      %51 = arith.addi %2, %c0_i32 : i32
      %52 = arith.index_cast %18 : i32 to index
      %53 = memref.load %arg3[%52] : memref<63xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %55, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %55, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg7[%51, %57, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%65 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%63 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %66 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg8[%51, %59, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %51 = arith.addi %2, %c0_i32 : i32
      %52 = arith.index_cast %33 : i32 to index
      %53 = memref.load %arg3[%52] : memref<63xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %35 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %55, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %58 = arith.muli %55, %c512_i32 : i32
      %59 = tpu.assume_multiple %58, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg15[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg13[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg7[%51, %57, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%65 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%63 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %66 = tpu.memref_slice %arg15[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg8[%51, %59, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%69 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %39:7 = scf.while (%arg16 = %18, %arg17 = %c0_i32, %arg18 = %33, %arg19 = %35, %arg20 = %c0_i32, %arg21 = %c1_i32, %arg22 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %51 = arith.cmpi slt, %arg16, %22 : i32
      scf.condition(%51) %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg16: i32, %arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32):
      %51 = arith.index_cast %arg16 : i32 to index
      %52 = memref.load %arg5[%51] : memref<63xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %54 = arith.cmpi eq, %53, %c2_i32 : i32
      %55 = arith.extui %54 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.cmpi ne, %55, %c0_i32 : i32
      %57:2 = scf.if %56 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %62 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %65 = tpu.memref_squeeze %64 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg7[%c0_i32, %59, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%67 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%65 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %68 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg8[%c0_i32, %61, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %74 = arith.addi %2, %c0_i32 : i32
        %75 = arith.index_cast %arg16 : i32 to index
        %76 = memref.load %arg3[%75] : memref<63xi8, #tpu.memory_space<smem>>
        %77 = arith.extsi %76 : i8 to i32
        %78 = arith.addi %77, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %80 = vector.shape_cast %79 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %81 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg13[%81, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %84 = tpu.matmul %80, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %85 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %86 = arith.mulf %84, %85 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %87 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %88 = vector.multi_reduction <maximumf>, %86, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %89 = vector.shape_cast %88 : vector<512xf32> to vector<512x1xf32>
        %90 = vector.broadcast %89 : vector<512x1xf32> to vector<512x128xf32>
        %91 = arith.maximumf %87, %90 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %92 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %93 = arith.maximumf %91, %92 : vector<512x128xf32>
        %94 = tpu.concatenate %93, %93, %93, %93 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %95 = arith.subf %86, %94 : vector<512x512xf32>
        %96 = math.exp2 %95 : vector<512x512xf32>
        %97 = arith.subf %87, %93 : vector<512x128xf32>
        %98 = math.exp2 %97 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %100 = arith.mulf %98, %99 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %101 = vector.multi_reduction <add>, %96, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %102 = vector.shape_cast %101 : vector<512xf32> to vector<512x1xf32>
        %103 = vector.broadcast %102 : vector<512x1xf32> to vector<512x128xf32>
        %104 = arith.addf %100, %103 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %106 = vector.shape_cast %105 : vector<512x128xf32> to vector<512x128xf32>
        %107 = vector.shape_cast %104 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %107 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %108 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg14[%108, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %112 = arith.mulf %98, %111 : vector<512x128xf32>
        %113 = arith.truncf %96 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %114 = tpu.matmul %113, %110, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %115 = arith.addf %112, %114 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = vector.shape_cast %116 : vector<512x128xf32> to vector<512x128xf32>
        %118 = vector.shape_cast %115 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %118 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %120 = vector.shape_cast %119 : vector<512x128xf32> to vector<512x128xf32>
        %121 = vector.shape_cast %91 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %121 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %122 = arith.addi %arg19, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %123 = arith.minsi %arg18, %c62_i32 : i32
        %124 = arith.index_cast %123 : i32 to index
        %125 = memref.load %arg4[%124] : memref<63xi8, #tpu.memory_space<smem>>
        %126 = arith.extsi %125 : i8 to i32
        %127 = arith.cmpi sge, %122, %126 : i32
        %c1_i32 = arith.constant 1 : i32
        %128 = arith.addi %arg18, %c1_i32 : i32
        %129 = arith.select %127, %128, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %130 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %131 = arith.select %127, %c0_i32, %130 : i32
        %132 = arith.cmpi slt, %129, %22 : i32
        %133 = arith.extui %132 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %134 = arith.cmpi ne, %133, %c0_i32 : i32
        scf.if %134 {
          %c0_i32 = arith.constant 0 : i32
          %135 = arith.addi %2, %c0_i32 : i32
          %136 = arith.index_cast %129 : i32 to index
          %137 = memref.load %arg3[%136] : memref<63xi8, #tpu.memory_space<smem>>
          %138 = arith.extsi %137 : i8 to i32
          %139 = arith.addi %138, %131 : i32
          %c512_i32 = arith.constant 512 : i32
          %140 = arith.muli %139, %c512_i32 : i32
          %141 = tpu.assume_multiple %140, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %142 = arith.muli %139, %c512_i32 : i32
          %143 = tpu.assume_multiple %142, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %144 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %145 = tpu.memref_squeeze %144 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %146 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %147 = tpu.memref_squeeze %146 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %148 = tpu.memref_slice %arg7[%135, %141, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %149 = tpu.memref_squeeze %148 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%149 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%147 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%145 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %150 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %151 = tpu.memref_squeeze %150 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %153 = tpu.memref_squeeze %152 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %154 = tpu.memref_slice %arg8[%135, %143, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %155 = tpu.memref_squeeze %154 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%155 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%153 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%151 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %129, %131 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %60 = arith.muli %c0_i32, %c512_i32 : i32
        %61 = tpu.assume_multiple %60, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %62 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %63 = tpu.memref_squeeze %62 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
        %65 = tpu.memref_squeeze %64 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %66 = tpu.memref_slice %arg7[%c0_i32, %59, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
        %67 = tpu.memref_squeeze %66 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%63 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%67 : memref<512x192xbf16, #tpu.memory_space<any>>) dst(%65 : memref<512x192xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %68 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %69 = tpu.memref_squeeze %68 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %70 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %71 = tpu.memref_squeeze %70 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %72 = tpu.memref_slice %arg8[%c0_i32, %61, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %74 = arith.addi %2, %c0_i32 : i32
        %75 = arith.index_cast %arg16 : i32 to index
        %76 = memref.load %arg3[%75] : memref<63xi8, #tpu.memory_space<smem>>
        %77 = arith.extsi %76 : i8 to i32
        %78 = arith.addi %77, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %79 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %80 = vector.shape_cast %79 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %81 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %82 = vector.load %arg13[%81, %c0, %c0] : memref<3x512x192xbf16, #tpu.memory_space<vmem>>, vector<1x512x192xbf16>
        %83 = vector.shape_cast %82 : vector<1x512x192xbf16> to vector<512x192xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %84 = tpu.matmul %80, %83, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x192xbf16>, vector<512x192xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_x917f08 = arith.constant 0.10411755 : f32
        %85 = vector.broadcast %cst_x917f08 : f32 to vector<512x512xf32>
        %86 = arith.mulf %84, %85 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %87 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %88 = arith.muli %78, %c512_i32 : i32
        %89 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %90 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %91 = arith.subi %88, %87 : i32
        %92 = vector.broadcast %90 : vector<1x512xi32> to vector<512x512xi32>
        %93 = vector.broadcast %89 : vector<512x1xi32> to vector<512x512xi32>
        %94 = arith.subi %92, %93 : vector<512x512xi32>
        %c0_i32 = arith.constant 0 : i32
        %95 = arith.subi %c0_i32, %91 : i32
        %96 = vector.broadcast %95 : i32 to vector<512x512xi32>
        %97 = arith.cmpi sle, %94, %96 : vector<512x512xi32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %98 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %99 = arith.select %97, %86, %98 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %101 = vector.multi_reduction <maximumf>, %99, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %102 = vector.shape_cast %101 : vector<512xf32> to vector<512x1xf32>
        %103 = vector.broadcast %102 : vector<512x1xf32> to vector<512x128xf32>
        %104 = arith.maximumf %100, %103 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %105 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %106 = arith.maximumf %104, %105 : vector<512x128xf32>
        %107 = tpu.concatenate %106, %106, %106, %106 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %108 = arith.subf %99, %107 : vector<512x512xf32>
        %109 = math.exp2 %108 : vector<512x512xf32>
        %110 = arith.subf %100, %106 : vector<512x128xf32>
        %111 = math.exp2 %110 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %112 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %113 = arith.mulf %111, %112 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %114 = vector.multi_reduction <add>, %109, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %115 = vector.shape_cast %114 : vector<512xf32> to vector<512x1xf32>
        %116 = vector.broadcast %115 : vector<512x1xf32> to vector<512x128xf32>
        %117 = arith.addf %113, %116 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %119 = vector.shape_cast %118 : vector<512x128xf32> to vector<512x128xf32>
        %120 = vector.shape_cast %117 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %120 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %121 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg14[%121, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %123 = vector.shape_cast %122 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %125 = arith.mulf %111, %124 : vector<512x128xf32>
        %126 = arith.truncf %109 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %127 = tpu.matmul %126, %123, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %128 = arith.addf %125, %127 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %130 = vector.shape_cast %129 : vector<512x128xf32> to vector<512x128xf32>
        %131 = vector.shape_cast %128 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %131 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %133 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        %134 = vector.shape_cast %104 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %134 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %135 = arith.addi %arg19, %c1_i32 : i32
        %c62_i32 = arith.constant 62 : i32
        %136 = arith.minsi %arg18, %c62_i32 : i32
        %137 = arith.index_cast %136 : i32 to index
        %138 = memref.load %arg4[%137] : memref<63xi8, #tpu.memory_space<smem>>
        %139 = arith.extsi %138 : i8 to i32
        %140 = arith.cmpi sge, %135, %139 : i32
        %c1_i32 = arith.constant 1 : i32
        %141 = arith.addi %arg18, %c1_i32 : i32
        %142 = arith.select %140, %141, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %143 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %144 = arith.select %140, %c0_i32, %143 : i32
        %145 = arith.cmpi slt, %142, %22 : i32
        %146 = arith.extui %145 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %147 = arith.cmpi ne, %146, %c0_i32 : i32
        scf.if %147 {
          %c0_i32 = arith.constant 0 : i32
          %148 = arith.addi %2, %c0_i32 : i32
          %149 = arith.index_cast %142 : i32 to index
          %150 = memref.load %arg3[%149] : memref<63xi8, #tpu.memory_space<smem>>
          %151 = arith.extsi %150 : i8 to i32
          %152 = arith.addi %151, %144 : i32
          %c512_i32 = arith.constant 512 : i32
          %153 = arith.muli %152, %c512_i32 : i32
          %154 = tpu.assume_multiple %153, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %155 = arith.muli %152, %c512_i32 : i32
          %156 = tpu.assume_multiple %155, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %157 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %158 = tpu.memref_squeeze %157 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %159 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x192xbf16, #tpu.memory_space<vmem>> -> memref<1x512x192xbf16, #tpu.memory_space<vmem>>
          %160 = tpu.memref_squeeze %159 : memref<1x512x192xbf16, #tpu.memory_space<vmem>> -> memref<512x192xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %161 = tpu.memref_slice %arg7[%148, %154, %c0_i32] : memref<128x16384x192xbf16, #tpu.memory_space<any>> -> memref<1x512x192xbf16, #tpu.memory_space<any>>
          %162 = tpu.memref_squeeze %161 : memref<1x512x192xbf16, #tpu.memory_space<any>> -> memref<512x192xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%162 : memref<512x192xbf16, #tpu.memory_space<any>>) target(%160 : memref<512x192xbf16, #tpu.memory_space<vmem>>) target_semaphore(%158 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %163 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %164 = tpu.memref_squeeze %163 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %165 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %166 = tpu.memref_squeeze %165 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %167 = tpu.memref_slice %arg8[%148, %156, %c0_i32] : memref<128x16384x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %168 = tpu.memref_squeeze %167 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%168 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%166 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%164 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %142, %144 : i32, i32
      }
      scf.yield %arg18, %arg19, %57#0, %57#1, %arg21, %arg22, %arg20 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %40 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %41 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %42 = arith.cmpf ogt, %40, %41 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %43 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
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
