module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi16>, %arg1: tensor<189xi8>, %arg2: tensor<189xi8>, %arg3: tensor<189xi8>, %arg4: tensor<2x512x512xi8>, %arg5: tensor<65xi16>, %arg6: tensor<189xi8>, %arg7: tensor<189xi8>, %arg8: tensor<189xi8>, %arg9: tensor<2x512x512xi8>, %arg10: tensor<32x32768x128xbf16>, %arg11: tensor<16x32768x128xbf16>, %arg12: tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9c0d6c02663f9426ada8fdf7fbf0ef7ee5462d22ef3a6dd3789a002f8ac88764\22, \22cost_estimate\22: {\22bytes_accessed\22: 2122317824, \22flops\22: 811748818944, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 1585446912}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi16>, tensor<189xi8>, tensor<189xi8>, tensor<189xi8>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %3 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<32x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<16x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<16x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xbf16>, tensor<bf16>) -> tensor<16x32768x128xbf16>
    return %1 : tensor<16x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:9c0d6c02663f9426ada8fdf7fbf0ef7ee5462d22ef3a6dd3789a002f8ac88764
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>, %arg6: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 32, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c64_i32 = arith.constant 64 : i32
    %3 = arith.remsi %0, %c64_i32 : i32
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
    %17 = memref.load %arg2[%16] : memref<65xi16, #tpu.memory_space<smem>>
    %18 = arith.extsi %17 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %19 = arith.addi %arg1, %c1_i32 : i32
    %20 = arith.index_cast %19 : i32 to index
    %21 = memref.load %arg2[%20] : memref<65xi16, #tpu.memory_space<smem>>
    %22 = arith.extsi %21 : i16 to i32
    %23 = arith.cmpi slt, %18, %22 : i32
    %24 = arith.extui %23 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %25 = arith.cmpi ne, %24, %c0_i32 : i32
    scf.if %25 {
      %c0_i32 = arith.constant 0 : i32
      %51 = arith.addi %2, %c0_i32 : i32
      %52 = arith.index_cast %18 : i32 to index
      %53 = memref.load %arg3[%52] : memref<189xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.divsi %51, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.divsi %51, %c2_i32 : i32
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
      %66 = tpu.memref_slice %arg7[%56, %58, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %72 = tpu.memref_slice %arg8[%59, %61, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %c0_i32, %c1_i32 : i32
    %c188_i32 = arith.constant 188 : i32
    %27 = arith.minsi %18, %c188_i32 : i32
    %28 = arith.index_cast %27 : i32 to index
    %29 = memref.load %arg4[%28] : memref<189xi8, #tpu.memory_space<smem>>
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
      %53 = memref.load %arg3[%52] : memref<189xi8, #tpu.memory_space<smem>>
      %54 = arith.extsi %53 : i8 to i32
      %55 = arith.addi %54, %35 : i32
      %c2_i32 = arith.constant 2 : i32
      %56 = arith.divsi %51, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %57 = arith.muli %55, %c512_i32 : i32
      %58 = tpu.assume_multiple %57, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.divsi %51, %c2_i32 : i32
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
      %66 = tpu.memref_slice %arg7[%56, %58, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %72 = tpu.memref_slice %arg8[%59, %61, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %73 = tpu.memref_squeeze %72 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%73 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%71 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%69 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %52 = memref.load %arg5[%51] : memref<189xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %54 = arith.cmpi eq, %53, %c2_i32 : i32
      %55 = arith.extui %54 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.cmpi ne, %55, %c0_i32 : i32
      %57:2 = scf.if %56 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %58 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %61 = arith.divsi %c0_i32, %c2_i32 : i32
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
        %68 = tpu.memref_slice %arg7[%58, %60, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
        %74 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %76 = arith.addi %2, %c0_i32 : i32
        %77 = arith.index_cast %arg16 : i32 to index
        %78 = memref.load %arg3[%77] : memref<189xi8, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i8 to i32
        %80 = arith.addi %79, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %83 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg13[%83, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %86 = tpu.matmul %82, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %87 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %88 = arith.mulf %86, %87 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %89 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %90 = vector.multi_reduction <maximumf>, %88, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %91 = vector.shape_cast %90 : vector<512xf32> to vector<512x1xf32>
        %92 = vector.broadcast %91 : vector<512x1xf32> to vector<512x128xf32>
        %93 = arith.maximumf %89, %92 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %94 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %95 = arith.maximumf %93, %94 : vector<512x128xf32>
        %96 = tpu.concatenate %95, %95, %95, %95 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %97 = arith.subf %88, %96 : vector<512x512xf32>
        %98 = math.exp2 %97 : vector<512x512xf32>
        %99 = arith.subf %89, %95 : vector<512x128xf32>
        %100 = math.exp2 %99 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %101 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %102 = arith.mulf %100, %101 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %103 = vector.multi_reduction <add>, %98, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %104 = vector.shape_cast %103 : vector<512xf32> to vector<512x1xf32>
        %105 = vector.broadcast %104 : vector<512x1xf32> to vector<512x128xf32>
        %106 = arith.addf %102, %105 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %108 = vector.shape_cast %107 : vector<512x128xf32> to vector<512x128xf32>
        %109 = vector.shape_cast %106 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %109 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %110 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg14[%110, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %112 = vector.shape_cast %111 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %113 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %114 = arith.mulf %100, %113 : vector<512x128xf32>
        %115 = arith.truncf %98 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %116 = tpu.matmul %115, %112, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %117 = arith.addf %114, %116 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %119 = vector.shape_cast %118 : vector<512x128xf32> to vector<512x128xf32>
        %120 = vector.shape_cast %117 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %120 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %93 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %124 = arith.addi %arg19, %c1_i32 : i32
        %c188_i32 = arith.constant 188 : i32
        %125 = arith.minsi %arg18, %c188_i32 : i32
        %126 = arith.index_cast %125 : i32 to index
        %127 = memref.load %arg4[%126] : memref<189xi8, #tpu.memory_space<smem>>
        %128 = arith.extsi %127 : i8 to i32
        %129 = arith.cmpi sge, %124, %128 : i32
        %c1_i32 = arith.constant 1 : i32
        %130 = arith.addi %arg18, %c1_i32 : i32
        %131 = arith.select %129, %130, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %132 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %133 = arith.select %129, %c0_i32, %132 : i32
        %134 = arith.cmpi slt, %131, %22 : i32
        %135 = arith.extui %134 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %136 = arith.cmpi ne, %135, %c0_i32 : i32
        scf.if %136 {
          %c0_i32 = arith.constant 0 : i32
          %137 = arith.addi %2, %c0_i32 : i32
          %138 = arith.index_cast %131 : i32 to index
          %139 = memref.load %arg3[%138] : memref<189xi8, #tpu.memory_space<smem>>
          %140 = arith.extsi %139 : i8 to i32
          %141 = arith.addi %140, %133 : i32
          %c2_i32 = arith.constant 2 : i32
          %142 = arith.divsi %137, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %143 = arith.muli %141, %c512_i32 : i32
          %144 = tpu.assume_multiple %143, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %145 = arith.divsi %137, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %146 = arith.muli %141, %c512_i32 : i32
          %147 = tpu.assume_multiple %146, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %148 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %149 = tpu.memref_squeeze %148 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %150 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %151 = tpu.memref_squeeze %150 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg7[%142, %144, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %153 = tpu.memref_squeeze %152 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%153 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%151 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%149 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %154 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %155 = tpu.memref_squeeze %154 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %156 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %157 = tpu.memref_squeeze %156 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg8[%145, %147, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %159 = tpu.memref_squeeze %158 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%159 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%157 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%155 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %131, %133 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %58 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %59 = arith.muli %c0_i32, %c512_i32 : i32
        %60 = tpu.assume_multiple %59, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %61 = arith.divsi %c0_i32, %c2_i32 : i32
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
        %68 = tpu.memref_slice %arg7[%58, %60, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
        %74 = tpu.memref_slice %arg8[%61, %63, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %75 = tpu.memref_squeeze %74 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%71 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%75 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%73 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %76 = arith.addi %2, %c0_i32 : i32
        %77 = arith.index_cast %arg16 : i32 to index
        %78 = memref.load %arg3[%77] : memref<189xi8, #tpu.memory_space<smem>>
        %79 = arith.extsi %78 : i8 to i32
        %80 = arith.addi %79, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg6[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %83 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg13[%83, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %86 = tpu.matmul %82, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %87 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %88 = arith.mulf %86, %87 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %89 = arith.muli %3, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %90 = arith.muli %80, %c512_i32 : i32
        %91 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %92 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %93 = arith.subi %90, %89 : i32
        %94 = vector.broadcast %92 : vector<1x512xi32> to vector<512x512xi32>
        %95 = vector.broadcast %91 : vector<512x1xi32> to vector<512x512xi32>
        %96 = arith.subi %94, %95 : vector<512x512xi32>
        %c1023_i32 = arith.constant 1023 : i32
        %97 = arith.addi %c1023_i32, %93 : i32
        %c0_i32 = arith.constant 0 : i32
        %98 = arith.subi %c0_i32, %93 : i32
        %c0_i32 = arith.constant 0 : i32
        %99 = arith.subi %c0_i32, %97 : i32
        %100 = vector.broadcast %99 : i32 to vector<512x512xi32>
        %101 = arith.cmpi sge, %96, %100 : vector<512x512xi32>
        %102 = vector.broadcast %98 : i32 to vector<512x512xi32>
        %103 = arith.cmpi sle, %96, %102 : vector<512x512xi32>
        %104 = arith.andi %101, %103 : vector<512x512xi1>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %105 = vector.broadcast %cst_xbef082 : f32 to vector<512x512xf32>
        %106 = arith.select %104, %88, %105 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %107 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %108 = vector.multi_reduction <maximumf>, %106, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %109 = vector.shape_cast %108 : vector<512xf32> to vector<512x1xf32>
        %110 = vector.broadcast %109 : vector<512x1xf32> to vector<512x128xf32>
        %111 = arith.maximumf %107, %110 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %112 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %113 = arith.maximumf %111, %112 : vector<512x128xf32>
        %114 = tpu.concatenate %113, %113, %113, %113 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %115 = arith.subf %106, %114 : vector<512x512xf32>
        %116 = math.exp2 %115 : vector<512x512xf32>
        %117 = arith.subf %107, %113 : vector<512x128xf32>
        %118 = math.exp2 %117 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %119 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %120 = arith.mulf %118, %119 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %121 = vector.multi_reduction <add>, %116, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %122 = vector.shape_cast %121 : vector<512xf32> to vector<512x1xf32>
        %123 = vector.broadcast %122 : vector<512x1xf32> to vector<512x128xf32>
        %124 = arith.addf %120, %123 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg11[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %126 = vector.shape_cast %125 : vector<512x128xf32> to vector<512x128xf32>
        %127 = vector.shape_cast %124 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %127 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %128 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg14[%128, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %132 = arith.mulf %118, %131 : vector<512x128xf32>
        %133 = arith.truncf %116 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %134 = tpu.matmul %133, %130, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %135 = arith.addf %132, %134 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %137 = vector.shape_cast %136 : vector<512x128xf32> to vector<512x128xf32>
        %138 = vector.shape_cast %135 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %138 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg10[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %140 = vector.shape_cast %139 : vector<512x128xf32> to vector<512x128xf32>
        %141 = vector.shape_cast %111 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %141 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %142 = arith.addi %arg19, %c1_i32 : i32
        %c188_i32 = arith.constant 188 : i32
        %143 = arith.minsi %arg18, %c188_i32 : i32
        %144 = arith.index_cast %143 : i32 to index
        %145 = memref.load %arg4[%144] : memref<189xi8, #tpu.memory_space<smem>>
        %146 = arith.extsi %145 : i8 to i32
        %147 = arith.cmpi sge, %142, %146 : i32
        %c1_i32 = arith.constant 1 : i32
        %148 = arith.addi %arg18, %c1_i32 : i32
        %149 = arith.select %147, %148, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %150 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %151 = arith.select %147, %c0_i32, %150 : i32
        %152 = arith.cmpi slt, %149, %22 : i32
        %153 = arith.extui %152 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %154 = arith.cmpi ne, %153, %c0_i32 : i32
        scf.if %154 {
          %c0_i32 = arith.constant 0 : i32
          %155 = arith.addi %2, %c0_i32 : i32
          %156 = arith.index_cast %149 : i32 to index
          %157 = memref.load %arg3[%156] : memref<189xi8, #tpu.memory_space<smem>>
          %158 = arith.extsi %157 : i8 to i32
          %159 = arith.addi %158, %151 : i32
          %c2_i32 = arith.constant 2 : i32
          %160 = arith.divsi %155, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %161 = arith.muli %159, %c512_i32 : i32
          %162 = tpu.assume_multiple %161, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %163 = arith.divsi %155, %c2_i32 : i32
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
          %170 = tpu.memref_slice %arg7[%160, %162, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
          %176 = tpu.memref_slice %arg8[%163, %165, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %2 = arith.addi %1, %arg0 : i32
    %c0_i32 = arith.constant 0 : i32
    %3 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %3, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %2, %4, %c0_i32 : i32, i32, i32
  }
}
