module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi8>, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>, %arg3: tensor<2xi8>, %arg4: tensor<2xi8>, %arg5: tensor<1x128x512xi8>, %arg6: tensor<9xi8>, %arg7: tensor<8xi8>, %arg8: tensor<8xi8>, %arg9: tensor<8xi8>, %arg10: tensor<8xi8>, %arg11: tensor<1x512x128xi8>, %arg12: tensor<32x128x128xbf16>, %arg13: tensor<8x4096x128xbf16>, %arg14: tensor<8x4096x128xbf16>) -> (tensor<32x128x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg12, %c) : (tensor<32x128x128xbf16>, tensor<i32>) -> tensor<32x128x128xbf16>
    %1 = call @_pad_0(%arg13, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %2 = call @_pad_0(%arg14, %c) : (tensor<8x4096x128xbf16>, tensor<i32>) -> tensor<8x4096x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %arg4, %0, %1, %2, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:b276576dbf1fc77b5c06d37a324ac206a0d159fa6f7a27f4fb8c3040d6230dc8\22, \22cost_estimate\22: {\22bytes_accessed\22: 19398656, \22flops\22: 8589934592, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 16777216}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<2xi8>, tensor<32x128x128xbf16>, tensor<8x4096x128xbf16>, tensor<8x4096x128xbf16>, tensor<1x128x512xi8>) -> tensor<32x128x128xbf16>
    return %3 : tensor<32x128x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x128x128xbf16>, %arg1: tensor<i32>) -> tensor<32x128x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x128x128xbf16>, tensor<bf16>) -> tensor<32x128x128xbf16>
    return %1 : tensor<32x128x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x4096x128xbf16>, %arg1: tensor<i32>) -> tensor<8x4096x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4096x128xbf16>, tensor<bf16>) -> tensor<8x4096x128xbf16>
    return %1 : tensor<8x4096x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:b276576dbf1fc77b5c06d37a324ac206a0d159fa6f7a27f4fb8c3040d6230dc8
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>, %arg7: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<8x4096x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<8x4096x128xbf16, #tpu.memory_space<any>>, %arg10: memref<1x128x512xi8, #tpu.memory_space<vmem>>, %arg11: memref<4x128x128xbf16, #tpu.memory_space<vmem>>, %arg12: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 8, 1>, scalar_prefetch = 5 : i64, scratch_operands = 5 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 4, 128, 128>}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_1, window_bounds = array<i64: 8, 4096, 128>}, {}, {pipeline_mode = #tpu.pipeline_mode<synchronous>, transform_indices = @transform_3, window_bounds = array<i64: 1, 128, 512>}, {transform_indices = @transform_4, window_bounds = array<i64: 4, 128, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %3 = vector.broadcast %cst_xbef082 : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %4 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %5 = vector.shape_cast %4 : vector<512x128xf32> to vector<512x128xf32>
    %6 = vector.shape_cast %3 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %6 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %7 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %8 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %9 = vector.shape_cast %8 : vector<512x128xf32> to vector<512x128xf32>
    %10 = vector.shape_cast %7 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %10 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %11 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %12 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %13 = vector.shape_cast %12 : vector<512x128xf32> to vector<512x128xf32>
    %14 = vector.shape_cast %11 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %14 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %15 = arith.index_cast %arg1 : i32 to index
    %16 = memref.load %arg2[%15] : memref<2xi8, #tpu.memory_space<smem>>
    %17 = arith.extsi %16 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %18 = arith.addi %arg1, %c1_i32 : i32
    %19 = arith.index_cast %18 : i32 to index
    %20 = memref.load %arg2[%19] : memref<2xi8, #tpu.memory_space<smem>>
    %21 = arith.extsi %20 : i8 to i32
    %22 = arith.cmpi slt, %17, %21 : i32
    %23 = arith.extui %22 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %24 = arith.cmpi ne, %23, %c0_i32 : i32
    scf.if %24 {
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %2, %c0_i32 : i32
      %51 = arith.index_cast %17 : i32 to index
      %52 = memref.load %arg3[%51] : memref<2xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %55 = arith.divsi %50, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %54, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %58 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg9[%55, %57, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%61 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %25 = arith.addi %c0_i32, %c1_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.minsi %17, %c1_i32 : i32
    %27 = arith.index_cast %26 : i32 to index
    %28 = memref.load %arg4[%27] : memref<2xi8, #tpu.memory_space<smem>>
    %29 = arith.extsi %28 : i8 to i32
    %30 = arith.cmpi sge, %25, %29 : i32
    %c1_i32 = arith.constant 1 : i32
    %31 = arith.addi %17, %c1_i32 : i32
    %32 = arith.select %30, %31, %17 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %33 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %34 = arith.select %30, %c0_i32, %33 : i32
    %35 = arith.cmpi slt, %32, %21 : i32
    %36 = arith.extui %35 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %37 = arith.cmpi ne, %36, %c0_i32 : i32
    scf.if %37 {
      %c0_i32 = arith.constant 0 : i32
      %50 = arith.addi %2, %c0_i32 : i32
      %51 = arith.index_cast %32 : i32 to index
      %52 = memref.load %arg3[%51] : memref<2xi8, #tpu.memory_space<smem>>
      %53 = arith.extsi %52 : i8 to i32
      %54 = arith.addi %53, %34 : i32
      %c4_i32 = arith.constant 4 : i32
      %55 = arith.divsi %50, %c4_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %56 = arith.muli %54, %c512_i32 : i32
      %57 = tpu.assume_multiple %56, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %58 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %59 = tpu.memref_squeeze %58 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %60 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %61 = tpu.memref_squeeze %60 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %62 = tpu.memref_slice %arg9[%55, %57, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%63 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%61 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%59 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %38:7 = scf.while (%arg17 = %17, %arg18 = %c0_i32, %arg19 = %32, %arg20 = %34, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %50 = arith.cmpi slt, %arg17, %21 : i32
      scf.condition(%50) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %50 = arith.index_cast %arg17 : i32 to index
      %51 = memref.load %arg5[%50] : memref<2xi8, #tpu.memory_space<smem>>
      %52 = arith.extsi %51 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %53 = arith.cmpi eq, %52, %c2_i32 : i32
      %54 = arith.extui %53 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %55 = arith.cmpi ne, %54, %c0_i32 : i32
      %56:2 = scf.if %55 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %57 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %60 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %62 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg9[%57, %59, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%63 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %66 = arith.addi %2, %c0_i32 : i32
        %67 = arith.index_cast %arg17 : i32 to index
        %68 = memref.load %arg6[%67] : memref<2xi8, #tpu.memory_space<smem>>
        %69 = arith.extsi %68 : i8 to i32
        %70 = arith.index_cast %arg17 : i32 to index
        %71 = memref.load %arg5[%70] : memref<2xi8, #tpu.memory_space<smem>>
        %72 = arith.extsi %71 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %73 = arith.cmpi eq, %72, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = arith.select %73, %arg18, %c0_i32 : i32
        %75 = arith.addi %69, %74 : i32
        %76 = arith.index_cast %arg17 : i32 to index
        %77 = memref.load %arg3[%76] : memref<2xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg18 : i32
        %c4_i32 = arith.constant 4 : i32
        %80 = arith.divsi %66, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %81 = arith.muli %79, %c512_i32 : i32
        %82 = tpu.assume_multiple %81, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %84 = vector.shape_cast %83 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %85 = vector.shape_cast %84 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg8[%80, %82, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %87[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %89 = vector.shape_cast %88 : vector<512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %90 = tpu.matmul %85, %89, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %91 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %92 = arith.mulf %90, %91 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %93 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %94 = vector.multi_reduction <maximumf>, %92, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %95 = vector.shape_cast %94 : vector<512xf32> to vector<512x1xf32>
        %96 = vector.broadcast %95 : vector<512x1xf32> to vector<512x128xf32>
        %97 = arith.maximumf %93, %96 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %98 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %99 = arith.maximumf %97, %98 : vector<512x128xf32>
        %100 = tpu.concatenate %99, %99, %99, %99 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %101 = arith.subf %92, %100 : vector<512x512xf32>
        %102 = math.exp2 %101 : vector<512x512xf32>
        %103 = arith.subf %93, %99 : vector<512x128xf32>
        %104 = math.exp2 %103 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %106 = arith.mulf %104, %105 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %107 = vector.multi_reduction <add>, %102, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %108 = vector.shape_cast %107 : vector<512xf32> to vector<512x1xf32>
        %109 = vector.broadcast %108 : vector<512x1xf32> to vector<512x128xf32>
        %110 = arith.addf %106, %109 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %111 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %112 = vector.shape_cast %111 : vector<512x128xf32> to vector<512x128xf32>
        %113 = vector.shape_cast %110 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %113 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %114 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg15[%114, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %116 = vector.shape_cast %115 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %118 = arith.mulf %104, %117 : vector<512x128xf32>
        %119 = arith.truncf %102 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %120 = tpu.matmul %119, %116, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %121 = arith.addf %118, %120 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %123 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        %124 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %124 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %126 = vector.shape_cast %125 : vector<512x128xf32> to vector<512x128xf32>
        %127 = vector.shape_cast %97 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %127 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %128 = arith.addi %arg20, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %129 = arith.minsi %arg19, %c1_i32 : i32
        %130 = arith.index_cast %129 : i32 to index
        %131 = memref.load %arg4[%130] : memref<2xi8, #tpu.memory_space<smem>>
        %132 = arith.extsi %131 : i8 to i32
        %133 = arith.cmpi sge, %128, %132 : i32
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.addi %arg19, %c1_i32 : i32
        %135 = arith.select %133, %134, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %136 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %137 = arith.select %133, %c0_i32, %136 : i32
        %138 = arith.cmpi slt, %135, %21 : i32
        %139 = arith.extui %138 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %140 = arith.cmpi ne, %139, %c0_i32 : i32
        scf.if %140 {
          %c0_i32 = arith.constant 0 : i32
          %141 = arith.addi %2, %c0_i32 : i32
          %142 = arith.index_cast %135 : i32 to index
          %143 = memref.load %arg6[%142] : memref<2xi8, #tpu.memory_space<smem>>
          %144 = arith.extsi %143 : i8 to i32
          %145 = arith.index_cast %135 : i32 to index
          %146 = memref.load %arg5[%145] : memref<2xi8, #tpu.memory_space<smem>>
          %147 = arith.extsi %146 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %148 = arith.cmpi eq, %147, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %149 = arith.select %148, %137, %c0_i32 : i32
          %150 = arith.addi %144, %149 : i32
          %151 = arith.index_cast %135 : i32 to index
          %152 = memref.load %arg3[%151] : memref<2xi8, #tpu.memory_space<smem>>
          %153 = arith.extsi %152 : i8 to i32
          %154 = arith.addi %153, %137 : i32
          %c4_i32 = arith.constant 4 : i32
          %155 = arith.divsi %141, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %156 = arith.muli %154, %c512_i32 : i32
          %157 = tpu.assume_multiple %156, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %158 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %159 = tpu.memref_squeeze %158 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %161 = tpu.memref_squeeze %160 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %162 = tpu.memref_slice %arg9[%155, %157, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %163 = tpu.memref_squeeze %162 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%163 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%161 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%159 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %135, %137 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %57 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %58 = arith.muli %c0_i32, %c512_i32 : i32
        %59 = tpu.assume_multiple %58, 512 : i32
        %c1_i32 = arith.constant 1 : i32
        %60 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %61 = tpu.memref_squeeze %60 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %62 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %63 = tpu.memref_squeeze %62 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %64 = tpu.memref_slice %arg9[%57, %59, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %65 = tpu.memref_squeeze %64 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%61 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%65 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%63 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %66 = arith.addi %2, %c0_i32 : i32
        %67 = arith.index_cast %arg17 : i32 to index
        %68 = memref.load %arg6[%67] : memref<2xi8, #tpu.memory_space<smem>>
        %69 = arith.extsi %68 : i8 to i32
        %70 = arith.index_cast %arg17 : i32 to index
        %71 = memref.load %arg5[%70] : memref<2xi8, #tpu.memory_space<smem>>
        %72 = arith.extsi %71 : i8 to i32
        %c1_i32 = arith.constant 1 : i32
        %73 = arith.cmpi eq, %72, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = arith.select %73, %arg18, %c0_i32 : i32
        %75 = arith.addi %69, %74 : i32
        %76 = arith.index_cast %arg17 : i32 to index
        %77 = memref.load %arg3[%76] : memref<2xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg18 : i32
        %c4_i32 = arith.constant 4 : i32
        %80 = arith.divsi %66, %c4_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %81 = arith.muli %79, %c512_i32 : i32
        %82 = tpu.assume_multiple %81, 512 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %83 = vector.load %arg7[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
        %84 = vector.shape_cast %83 : vector<4x128x128xbf16> to vector<4x128x128xbf16>
        %85 = vector.shape_cast %84 : vector<4x128x128xbf16> to vector<512x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg8[%80, %82, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %88 = vector.load %87[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
        %89 = vector.shape_cast %88 : vector<512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %90 = tpu.matmul %85, %89, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %91 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %92 = arith.mulf %90, %91 : vector<512x512xf32>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %93 = tpu.memref_slice %arg10[%75, %c0_i32, %c0_i32] : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<1x128x512xi8, #tpu.memory_space<vmem>>
        %94 = tpu.memref_squeeze %93 : memref<1x128x512xi8, #tpu.memory_space<vmem>> -> memref<128x512xi8, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %95 = vector.load %94[%c0, %c0] : memref<128x512xi8, #tpu.memory_space<vmem>>, vector<128x512xi8>
        %c0_i8 = arith.constant 0 : i8
        %96 = vector.broadcast %c0_i8 : i8 to vector<128x512xi8>
        %97 = arith.cmpi ne, %95, %96 : vector<128x512xi8>
        %98 = vector.shape_cast %92 : vector<512x512xf32> to vector<4x128x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %99 = vector.shape_cast %97 : vector<128x512xi1> to vector<1x128x512xi1>
        %100 = vector.broadcast %99 : vector<1x128x512xi1> to vector<4x128x512xi1>
        %101 = vector.broadcast %cst_xbef082 : f32 to vector<4x128x512xf32>
        %102 = arith.select %100, %98, %101 : vector<4x128x512xi1>, vector<4x128x512xf32>
        %103 = vector.shape_cast %102 : vector<4x128x512xf32> to vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %104 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %cst_x2e5559 = arith.constant dense<0xFF800000> : vector<512xf32>
        %105 = vector.multi_reduction <maximumf>, %103, %cst_x2e5559 [1] : vector<512x512xf32> to vector<512xf32>
        %106 = vector.shape_cast %105 : vector<512xf32> to vector<512x1xf32>
        %107 = vector.broadcast %106 : vector<512x1xf32> to vector<512x128xf32>
        %108 = arith.maximumf %104, %107 : vector<512x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %109 = vector.broadcast %cst_x72b973 : f32 to vector<512x128xf32>
        %110 = arith.maximumf %108, %109 : vector<512x128xf32>
        %111 = tpu.concatenate %110, %110, %110, %110 in 1 : vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32>, vector<512x128xf32> -> vector<512x512xf32>
        %112 = arith.subf %103, %111 : vector<512x512xf32>
        %113 = math.exp2 %112 : vector<512x512xf32>
        %114 = arith.subf %104, %110 : vector<512x128xf32>
        %115 = math.exp2 %114 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %116 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %117 = arith.mulf %115, %116 : vector<512x128xf32>
        %cst_x8e9b0a = arith.constant dense<0.000000e+00> : vector<512xf32>
        %118 = vector.multi_reduction <add>, %113, %cst_x8e9b0a [1] : vector<512x512xf32> to vector<512xf32>
        %119 = vector.shape_cast %118 : vector<512xf32> to vector<512x1xf32>
        %120 = vector.broadcast %119 : vector<512x1xf32> to vector<512x128xf32>
        %121 = arith.addf %117, %120 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %122 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %123 = vector.shape_cast %122 : vector<512x128xf32> to vector<512x128xf32>
        %124 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %124 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %125 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg15[%125, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %127 = vector.shape_cast %126 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %129 = arith.mulf %115, %128 : vector<512x128xf32>
        %130 = arith.truncf %113 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %131 = tpu.matmul %130, %127, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %132 = arith.addf %129, %131 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = vector.shape_cast %133 : vector<512x128xf32> to vector<512x128xf32>
        %135 = vector.shape_cast %132 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg14[%c0, %c0], %135 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg12[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %137 = vector.shape_cast %136 : vector<512x128xf32> to vector<512x128xf32>
        %138 = vector.shape_cast %108 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %138 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %139 = arith.addi %arg20, %c1_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %140 = arith.minsi %arg19, %c1_i32 : i32
        %141 = arith.index_cast %140 : i32 to index
        %142 = memref.load %arg4[%141] : memref<2xi8, #tpu.memory_space<smem>>
        %143 = arith.extsi %142 : i8 to i32
        %144 = arith.cmpi sge, %139, %143 : i32
        %c1_i32 = arith.constant 1 : i32
        %145 = arith.addi %arg19, %c1_i32 : i32
        %146 = arith.select %144, %145, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %147 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %148 = arith.select %144, %c0_i32, %147 : i32
        %149 = arith.cmpi slt, %146, %21 : i32
        %150 = arith.extui %149 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %151 = arith.cmpi ne, %150, %c0_i32 : i32
        scf.if %151 {
          %c0_i32 = arith.constant 0 : i32
          %152 = arith.addi %2, %c0_i32 : i32
          %153 = arith.index_cast %146 : i32 to index
          %154 = memref.load %arg6[%153] : memref<2xi8, #tpu.memory_space<smem>>
          %155 = arith.extsi %154 : i8 to i32
          %156 = arith.index_cast %146 : i32 to index
          %157 = memref.load %arg5[%156] : memref<2xi8, #tpu.memory_space<smem>>
          %158 = arith.extsi %157 : i8 to i32
          %c1_i32 = arith.constant 1 : i32
          %159 = arith.cmpi eq, %158, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %160 = arith.select %159, %148, %c0_i32 : i32
          %161 = arith.addi %155, %160 : i32
          %162 = arith.index_cast %146 : i32 to index
          %163 = memref.load %arg3[%162] : memref<2xi8, #tpu.memory_space<smem>>
          %164 = arith.extsi %163 : i8 to i32
          %165 = arith.addi %164, %148 : i32
          %c4_i32 = arith.constant 4 : i32
          %166 = arith.divsi %152, %c4_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %167 = arith.muli %165, %c512_i32 : i32
          %168 = tpu.assume_multiple %167, 512 : i32
          %c1_i32 = arith.constant 1 : i32
          %169 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x3x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %170 = tpu.memref_squeeze %169 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %171 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %172 = tpu.memref_squeeze %171 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg9[%166, %168, %c0_i32] : memref<8x4096x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %174 = tpu.memref_squeeze %173 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%174 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%172 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%170 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %146, %148 : i32, i32
      }
      scf.yield %arg19, %arg20, %56#0, %56#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %39 = vector.load %arg13[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
    %41 = arith.cmpf ogt, %39, %40 : vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %42 = vector.load %arg14[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %43 = vector.broadcast %cst_x65a06e : f32 to vector<512x128xf32>
    %44 = arith.select %41, %39, %43 : vector<512x128xi1>, vector<512x128xf32>
    %45 = tpu.reciprocal %44 : vector<512x128xf32> -> vector<512x128xf32>
    %46 = arith.mulf %42, %45 : vector<512x128xf32>
    %47 = arith.truncf %46 : vector<512x128xf32> to vector<512x128xbf16>
    %48 = vector.shape_cast %47 : vector<512x128xbf16> to vector<4x128x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %49 = vector.load %arg11[%c0, %c0, %c0] : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>
    tpu.vector_store %arg11[%c0, %c0, %c0], %48 {strides = array<i32>} : memref<4x128x128xbf16, #tpu.memory_space<vmem>>, vector<4x128x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32
  }
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<2xi8, #tpu.memory_space<smem>>, %arg3: memref<2xi8, #tpu.memory_space<smem>>, %arg4: memref<2xi8, #tpu.memory_space<smem>>, %arg5: memref<2xi8, #tpu.memory_space<smem>>, %arg6: memref<2xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c4_i32 = arith.constant 4 : i32
    %1 = arith.muli %arg0, %c4_i32 : i32
    %2 = arith.addi %0, %1 : i32
    %c4_i32 = arith.constant 4 : i32
    %3 = arith.divsi %2, %c4_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %4 = arith.addi %c0_i32, %arg1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %3, %c0_i32, %c0_i32 : i32, i32, i32
  }
}
