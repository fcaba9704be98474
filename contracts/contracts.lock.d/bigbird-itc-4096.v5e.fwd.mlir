module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<33xi16>, %arg1: tensor<155xi8>, %arg2: tensor<155xi8>, %arg3: tensor<155xi8>, %arg4: tensor<155xi8>, %arg5: tensor<1x128x128xi8>, %arg6: tensor<33xi16>, %arg7: tensor<160xi8>, %arg8: tensor<160xi8>, %arg9: tensor<160xi8>, %arg10: tensor<160xi8>, %arg11: tensor<1x128x128xi8>, %arg12: tensor<16x4096x64xbf16>, %arg13: tensor<16x4096x64xbf16>, %arg14: tensor<16x4096x64xbf16>) -> (tensor<16x4096x64xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %1 = call @_pad(%arg13, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %2 = call @_pad(%arg14, %c) : (tensor<16x4096x64xbf16>, tensor<i32>) -> tensor<16x4096x64xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:6239035dfd68fed8f4dd024285db0089c8654c385e3a8f4a1172904d25c12994\22, \22cost_estimate\22: {\22bytes_accessed\22: 175112192, \22flops\22: 20266876928, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 79167488}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<33xi16>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<155xi8>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<16x4096x64xbf16>, tensor<1x128x128xi8>) -> tensor<16x4096x64xbf16>
    return %3 : tensor<16x4096x64xbf16>
  }
  func.func private @_pad(%arg0: tensor<16x4096x64xbf16>, %arg1: tensor<i32>) -> tensor<16x4096x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x4096x64xbf16>, tensor<bf16>) -> tensor<16x4096x64xbf16>
    return %1 : tensor<16x4096x64xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:6239035dfd68fed8f4dd024285db0089c8654c385e3a8f4a1172904d25c12994
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>, %arg7: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg8: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg9: memref<16x4096x64xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x128xi8, #tpu.memory_space<vmem>>, %arg11: memref<1x128x64xbf16, #tpu.memory_space<vmem>>, %arg12: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<128x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x128x64xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 32>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 128, 64>}, {}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 1, 128, 64>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c32_i32 = arith.constant 32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %5 = vector.shape_cast %4 : vector<128x128xf32> to vector<128x128xf32>
    %6 = vector.shape_cast %3 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %6 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %8 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x64xf32>
    %9 = tpu.concatenate %8, %7 in 1 : vector<128x64xf32>, vector<128x64xf32> -> vector<128x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %11 = vector.shape_cast %10 : vector<128x128xf32> to vector<128x128xf32>
    %12 = vector.shape_cast %9 : vector<128x128xf32> to vector<128x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %12 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
    %13 = arith.index_cast %arg1 : i32 to index
    %14 = memref.load %arg2[%13] : memref<33xi16, #tpu.memory_space<smem>>
    %15 = arith.extsi %14 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %16 = arith.addi %arg1, %c1_i32 : i32
    %17 = arith.index_cast %16 : i32 to index
    %18 = memref.load %arg2[%17] : memref<33xi16, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i16 to i32
    %20 = arith.cmpi slt, %15, %19 : i32
    %21 = arith.extui %20 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %22 = arith.cmpi ne, %21, %c0_i32 : i32
    scf.if %22 {
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.addi %2, %c0_i32 : i32
      %52 = arith.index_cast %15 : i32 to index
      %53 = memref.load %arg3[%52] : memref<155xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %c0_i32 : i32
      %c128_i32 = arith.constant 128 : i32
      %56 = arith.muli %55, %c128_i32 : i32
      %57 = tpu.assume_multiple %56, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %58 = arith.muli %55, %c128_i32 : i32
      %59 = tpu.assume_multiple %58, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg8[%51, %57, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%65 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%63 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %66 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg9[%51, %59, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%69 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %23 = arith.addi %c0_i32, %c1_i32 : i32
    %c154_i32 = arith.constant 154 : i32
    %24 = arith.minsi %15, %c154_i32 : i32
    %25 = arith.index_cast %24 : i32 to index
    %26 = memref.load %arg4[%25] : memref<155xi8, #tpu.memory_space<smem>>
    %27 = arith.extsi %26 : i8 to i32
    %28 = arith.cmpi sge, %23, %27 : i32
    %c1_i32 = arith.constant 1 : i32
    %29 = arith.addi %15, %c1_i32 : i32
    %30 = arith.select %28, %29, %15 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %31 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %32 = arith.select %28, %c0_i32, %31 : i32
    %33 = arith.cmpi slt, %30, %19 : i32
    %34 = arith.extui %33 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.addi %2, %c0_i32 : i32
      %52 = arith.index_cast %30 : i32 to index
      %53 = memref.load %arg3[%52] : memref<155xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %32 : i32
      %c128_i32 = arith.constant 128 : i32
      %56 = arith.muli %55, %c128_i32 : i32
      %57 = tpu.assume_multiple %56, 128 : i32
      %c128_i32 = arith.constant 128 : i32
      %58 = arith.muli %55, %c128_i32 : i32
      %59 = tpu.assume_multiple %58, 128 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %63 = tpu.memref_squeeze %62 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %64 = tpu.memref_slice %arg8[%51, %57, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %65 = tpu.memref_squeeze %64 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%65 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%63 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %66 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %67 = tpu.memref_squeeze %66 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %70 = tpu.memref_slice %arg9[%51, %59, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %71 = tpu.memref_squeeze %70 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%71 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%69 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%67 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %36:7 = scf.while (%arg17 = %15, %arg18 = %c0_i32, %arg19 = %30, %arg20 = %32, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %51 = arith.cmpi slt, %arg17, %19 : i32
      scf.condition(%51) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %51 = arith.index_cast %arg17 : i32 to index
      %52 = memref.load %arg5[%51] : memref<155xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %54 = arith.muli %c0_i32, %c128_i32 : i32
      %55 = tpu.assume_multiple %54, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c128_i32 = arith.constant 128 : i32
      %56 = arith.muli %c0_i32, %c128_i32 : i32
      %57 = tpu.assume_multiple %56, 128 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %58 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg8[%c0_i32, %55, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%63 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%61 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %64 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %65 = tpu.memref_squeeze %64 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %66 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %67 = tpu.memref_squeeze %66 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %68 = tpu.memref_slice %arg9[%c0_i32, %57, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
      %69 = tpu.memref_squeeze %68 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
      tpu.wait_dma2 semaphore(%65 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%69 : memref<128x64xbf16, #tpu.memory_space<any>>) dst(%67 : memref<128x64xbf16, #tpu.memory_space<vmem>>)
      %c0_i32 = arith.constant 0 : i32
      %70 = arith.addi %2, %c0_i32 : i32
      %71 = arith.index_cast %arg17 : i32 to index
      %72 = memref.load %arg6[%71] : memref<155xi8, #tpu.memory_space<smem>>
      %73 = arith.extsi %72 : i8 to i32
      %74 = arith.index_cast %arg17 : i32 to index
      %75 = memref.load %arg5[%74] : memref<155xi8, #tpu.memory_space<smem>>
      %76 = arith.extsi %75 : i8 to i32
      %c1_i32 = arith.constant 1 : i32
      %77 = arith.cmpi eq, %76, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %78 = arith.select %77, %arg18, %c0_i32 : i32
      %79 = arith.addi %73, %78 : i32
      %80 = arith.index_cast %arg17 : i32 to index
      %81 = memref.load %arg3[%80] : memref<155xi8, #tpu.memory_space<smem>>
      %82 = arith.extsi %81 : i8 to i32
      %83 = arith.addi %82, %arg18 : i32
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %84 = vector.load %arg7[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %85 = vector.shape_cast %84 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
      %87 = tpu.memref_squeeze %86 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %88 = vector.load %87[%c0, %c0] : memref<128x64xbf16, #tpu.memory_space<vmem>>, vector<128x64xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %89 = tpu.matmul %85, %88, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x64xbf16>, vector<128x64xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %cst_x43e5b9 = arith.constant 0.180336878 : f32
      %90 = vector.broadcast %cst_x43e5b9 : f32 to vector<128x128xf32>
      %91 = arith.mulf %89, %90 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %92 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
      %93 = vector.multi_reduction <maximumf>, %91, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
      %94 = vector.shape_cast %93 : vector<128xf32> to vector<128x1xf32>
      %95 = vector.broadcast %94 : vector<128x1xf32> to vector<128x128xf32>
      %96 = arith.maximumf %92, %95 : vector<128x128xf32>
      %cst_x72b973 = arith.constant -3.40282347E+38 : f32
      %97 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
      %98 = arith.maximumf %96, %97 : vector<128x128xf32>
      %99 = arith.subf %91, %98 : vector<128x128xf32>
      %100 = math.exp2 %99 : vector<128x128xf32>
      %101 = arith.subf %92, %98 : vector<128x128xf32>
      %102 = math.exp2 %101 : vector<128x128xf32>
      %103 = arith.index_cast %arg21 : i32 to index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %104 = vector.load %arg15[%103, %c0, %c0] : memref<3x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
      %105 = vector.shape_cast %104 : vector<1x128x64xbf16> to vector<128x64xbf16>
      %cst_xf10d36 = arith.constant 1.000000e+00 : bf16
      %106 = vector.broadcast %cst_xf10d36 : bf16 to vector<128x64xbf16>
      %107 = tpu.concatenate %105, %106 in 1 : vector<128x64xbf16>, vector<128x64xbf16> -> vector<128x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %108 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %109 = arith.mulf %102, %108 : vector<128x128xf32>
      %110 = arith.truncf %100 : vector<128x128xf32> to vector<128x128xbf16>
      %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
      %111 = tpu.matmul %110, %107, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
      %112 = arith.addf %109, %111 : vector<128x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %113 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %114 = vector.shape_cast %113 : vector<128x128xf32> to vector<128x128xf32>
      %115 = vector.shape_cast %112 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg13[%c0, %c0], %115 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %116 = vector.load %arg12[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
      %117 = vector.shape_cast %116 : vector<128x128xf32> to vector<128x128xf32>
      %118 = vector.shape_cast %96 : vector<128x128xf32> to vector<128x128xf32>
      tpu.vector_store %arg12[%c0, %c0], %118 {strides = array<i32>} : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
      %c1_i32 = arith.constant 1 : i32
      %119 = arith.addi %arg20, %c1_i32 : i32
      %c154_i32 = arith.constant 154 : i32
      %120 = arith.minsi %arg19, %c154_i32 : i32
      %121 = arith.index_cast %120 : i32 to index
      %122 = memref.load %arg4[%121] : memref<155xi8, #tpu.memory_space<smem>>
      %123 = arith.extsi %122 : i8 to i32
      %124 = arith.cmpi sge, %119, %123 : i32
      %c1_i32 = arith.constant 1 : i32
      %125 = arith.addi %arg19, %c1_i32 : i32
      %126 = arith.select %124, %125, %arg19 : i32
      %c1_i32 = arith.constant 1 : i32
      %127 = arith.addi %arg20, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %128 = arith.select %124, %c0_i32, %127 : i32
      %129 = arith.cmpi slt, %126, %19 : i32
      %130 = arith.extui %129 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %131 = arith.cmpi ne, %130, %c0_i32 : i32
      scf.if %131 {
        %c0_i32 = arith.constant 0 : i32
        %132 = arith.addi %2, %c0_i32 : i32
        %133 = arith.index_cast %126 : i32 to index
        %134 = memref.load %arg6[%133] : memref<155xi8, #tpu.memory_space<smem>>
        %135 = arith.extsi %134 : i8 to i32
        %136 = arith.index_cast %126 : i32 to index
        %137 = memref.load %arg5[%136] : memref<155xi8, #tpu.memory_space<smem>>
        %138 = arith.extsi %137 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %139 = arith.cmpi eq, %138, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %140 = arith.select %139, %128, %c0_i32 : i32
        %141 = arith.addi %135, %140 : i32
        %142 = arith.index_cast %126 : i32 to index
        %143 = memref.load %arg3[%142] : memref<155xi8, #tpu.memory_space<smem>>
        %144 = arith.extsi %143 : i8 to i32
        %145 = arith.addi %144, %128 : i32
        %c128_i32 = arith.constant 128 : i32
        %146 = arith.muli %145, %c128_i32 : i32
        %147 = tpu.assume_multiple %146, 128 : i32
        %c128_i32 = arith.constant 128 : i32
        %148 = arith.muli %145, %c128_i32 : i32
        %149 = tpu.assume_multiple %148, 128 : i32
        %c0_i32 = arith.constant 0 : i32
        %150 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %151 = tpu.memref_squeeze %150 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %152 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %153 = tpu.memref_squeeze %152 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %154 = tpu.memref_slice %arg8[%132, %147, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %155 = tpu.memref_squeeze %154 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%155 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%153 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%151 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        %c1_i32 = arith.constant 1 : i32
        %156 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x128x64xbf16, #tpu.memory_space<vmem>> -> memref<1x128x64xbf16, #tpu.memory_space<vmem>>
        %159 = tpu.memref_squeeze %158 : memref<1x128x64xbf16, #tpu.memory_space<vmem>> -> memref<128x64xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %160 = tpu.memref_slice %arg9[%132, %149, %c0_i32] : memref<16x4096x64xbf16, #tpu.memory_space<any>> -> memref<1x128x64xbf16, #tpu.memory_space<any>>
        %161 = tpu.memref_squeeze %160 : memref<1x128x64xbf16, #tpu.memory_space<any>> -> memref<128x64xbf16, #tpu.memory_space<any>>
        tpu.enqueue_dma source(%161 : memref<128x64xbf16, #tpu.memory_space<any>>) target(%159 : memref<128x64xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      } else {
      }
      scf.yield %arg19, %arg20, %126, %128, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %37 = vector.load %arg13[%c0, %c0] : memref<128x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
    %38 = vector.extract_strided_slice %37 {offsets = [0, 64], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %39 = tpu.concatenate %38, %38 in 1 : vector<128x64xf32>, vector<128x64xf32> -> vector<128x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<128x128xf32>
    %41 = arith.cmpf ogt, %39, %40 : vector<128x128xf32>
    %42 = vector.extract_strided_slice %37 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %43 = vector.broadcast %cst_x65a06e : f32 to vector<128x128xf32>
    %44 = arith.select %41, %39, %43 : vector<128x128xi1>, vector<128x128xf32>
    %45 = vector.extract_strided_slice %44 {offsets = [0, 0], sizes = [128, 64], strides = [1, 1]} : vector<128x128xf32> to vector<128x64xf32>
    %46 = arith.divf %42, %45 : vector<128x64xf32>
    %47 = arith.truncf %46 : vector<128x64xf32> to vector<128x64xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg11[%c0, %c0, %c0] : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>
    %49 = vector.shape_cast %48 : vector<1x128x64xbf16> to vector<128x64xbf16>
    %50 = vector.shape_cast %47 : vector<128x64xbf16> to vector<1x128x64xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %50 {strides = array<i32>} : memref<1x128x64xbf16, #tpu.memory_space<vmem>>, vector<1x128x64xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<33xi16, #tpu.memory_space<smem>>, %arg3: memref<155xi8, #tpu.memory_space<smem>>, %arg4: memref<155xi8, #tpu.memory_space<smem>>, %arg5: memref<155xi8, #tpu.memory_space<smem>>, %arg6: memref<155xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
