module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi8>, %arg1: tensor<127xi8>, %arg2: tensor<127xi8>, %arg3: tensor<127xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<65xi8>, %arg6: tensor<127xi8>, %arg7: tensor<127xi8>, %arg8: tensor<127xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<32x32768x128xbf16>, %arg11: tensor<16x32768x128xbf16>, %arg12: tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:7d677ffb4d4ec651a67cd6e9bcc15a5c11981138dd79d855a96602173a6af86d\22, \22cost_estimate\22: {\22bytes_accessed\22: 9261023232, \22flops\22: 8933531975680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> tensor<32x32768x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:7d677ffb4d4ec651a67cd6e9bcc15a5c11981138dd79d855a96602173a6af86d
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 2, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %0, %c64_i32 : i32
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %5 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %7 = vector.shape_cast %6 : vector<1024x128xf32> to vector<1024x128xf32>
    %8 = vector.shape_cast %5 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg10[%c0, %c0], %8 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %11 = vector.shape_cast %10 : vector<1024x128xf32> to vector<1024x128xf32>
    %12 = vector.shape_cast %9 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %12 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %15 = vector.shape_cast %14 : vector<1024x128xf32> to vector<1024x128xf32>
    %16 = vector.shape_cast %13 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %16 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = memref.load %arg2[%17] : memref<65xi8, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i8 to i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %arg1, %c1_i32 : i32
    %21 = arith.index_cast %20 : i32 to index
    %22 = memref.load %arg2[%21] : memref<65xi8, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i8 to i32
    %24 = arith.cmpi slt, %19, %23 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32 : i32
    scf.if %26 {
      %c0_i32 = arith.constant 0 : i32
      %56 = arith.addi %3, %c0_i32 : i32
      %57 = arith.index_cast %19 : i32 to index
      %58 = memref.load %arg3[%57] : memref<127xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.addi %59, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = arith.divsi %56, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %60, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %64 = arith.divsi %56, %c2_i32 : i32
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
      %71 = tpu.memref_slice %arg7[%61, %63, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %77 = tpu.memref_slice %arg8[%64, %66, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c126_i32 = arith.constant 126 : i32
    %28 = arith.minsi %19, %c126_i32 : i32
    %29 = arith.index_cast %28 : i32 to index
    %30 = memref.load %arg4[%29] : memref<127xi8, #tpu.memory_space<smem>>
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
      %56 = arith.addi %3, %c0_i32 : i32
      %57 = arith.index_cast %34 : i32 to index
      %58 = memref.load %arg3[%57] : memref<127xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.addi %59, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = arith.divsi %56, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %62 = arith.muli %60, %c512_i32 : i32
      %63 = tpu.assume_multiple %62, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %64 = arith.divsi %56, %c2_i32 : i32
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
      %71 = tpu.memref_slice %arg7[%61, %63, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %77 = tpu.memref_slice %arg8[%64, %66, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
      %57 = memref.load %arg5[%56] : memref<127xi8, #tpu.memory_space<smem>>
      %58 = arith.extsi %57 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %59 = arith.cmpi eq, %58, %c2_i32 : i32
      %60 = arith.extui %59 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %61 = arith.cmpi ne, %60, %c0_i32 : i32
      %62:2 = scf.if %61 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %64 = arith.muli %c0_i32, %c512_i32 : i32
        %65 = tpu.assume_multiple %64, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %66 = arith.divsi %c0_i32, %c2_i32 : i32
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
        %73 = tpu.memref_slice %arg7[%63, %65, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
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
        %79 = tpu.memref_slice %arg8[%66, %68, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %80 = tpu.memref_squeeze %79 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%78 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %81 = arith.addi %3, %c0_i32 : i32
        %82 = arith.index_cast %arg16 : i32 to index
        %83 = memref.load %arg3[%82] : memref<127xi8, #tpu.memory_space<smem>>
        %84 = arith.extsi %83 : i8 to i32
        %85 = arith.addi %84, %arg17 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %88 = vector.shape_cast %87 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %89 = vector.extract_strided_slice %88 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %96 = vector.extract_strided_slice %88 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %103 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %115 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %125 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %126 = vector.shape_cast %125 : vector<128x128xf32> to vector<128x128xf32>
        %127 = vector.shape_cast %124 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %127 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %128 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %129 = vector.load %arg14[%128, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %130 = vector.shape_cast %129 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %132 = arith.mulf %114, %131 : vector<128x128xf32>
        %133 = arith.truncf %112 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %134 = tpu.matmul %133, %130, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %135 = arith.addf %132, %134 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %137 = vector.shape_cast %136 : vector<128x128xf32> to vector<128x128xf32>
        %138 = vector.shape_cast %135 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %138 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %140 = vector.shape_cast %139 : vector<128x128xf32> to vector<128x128xf32>
        %141 = vector.shape_cast %107 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %141 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %142 = vector.extract_strided_slice %88 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %149 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %161 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %171 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %172 = vector.shape_cast %171 : vector<128x128xf32> to vector<128x128xf32>
        %173 = vector.shape_cast %170 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c128, %c0], %173 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %174 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %175 = vector.load %arg14[%174, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %176 = vector.shape_cast %175 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %177 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %178 = arith.mulf %160, %177 : vector<128x128xf32>
        %179 = arith.truncf %158 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %180 = tpu.matmul %179, %176, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %181 = arith.addf %178, %180 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %182 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %183 = vector.shape_cast %182 : vector<128x128xf32> to vector<128x128xf32>
        %184 = vector.shape_cast %181 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %184 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %185 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %186 = vector.shape_cast %185 : vector<128x128xf32> to vector<128x128xf32>
        %187 = vector.shape_cast %153 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c128, %c0], %187 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %188 = vector.extract_strided_slice %88 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %195 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %207 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %217 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %218 = vector.shape_cast %217 : vector<128x128xf32> to vector<128x128xf32>
        %219 = vector.shape_cast %216 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c256, %c0], %219 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %220 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %221 = vector.load %arg14[%220, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %222 = vector.shape_cast %221 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %223 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %224 = arith.mulf %206, %223 : vector<128x128xf32>
        %225 = arith.truncf %204 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %226 = tpu.matmul %225, %222, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %227 = arith.addf %224, %226 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %228 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %229 = vector.shape_cast %228 : vector<128x128xf32> to vector<128x128xf32>
        %230 = vector.shape_cast %227 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %230 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %231 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %232 = vector.shape_cast %231 : vector<128x128xf32> to vector<128x128xf32>
        %233 = vector.shape_cast %199 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c256, %c0], %233 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %234 = vector.extract_strided_slice %88 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %241 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %253 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %263 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %264 = vector.shape_cast %263 : vector<128x128xf32> to vector<128x128xf32>
        %265 = vector.shape_cast %262 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c384, %c0], %265 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %266 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %267 = vector.load %arg14[%266, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %268 = vector.shape_cast %267 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %269 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %270 = arith.mulf %252, %269 : vector<128x128xf32>
        %271 = arith.truncf %250 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %272 = tpu.matmul %271, %268, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %273 = arith.addf %270, %272 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %274 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %275 = vector.shape_cast %274 : vector<128x128xf32> to vector<128x128xf32>
        %276 = vector.shape_cast %273 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %276 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %277 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %278 = vector.shape_cast %277 : vector<128x128xf32> to vector<128x128xf32>
        %279 = vector.shape_cast %245 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c384, %c0], %279 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %280 = vector.extract_strided_slice %88 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %287 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %299 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %309 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %310 = vector.shape_cast %309 : vector<128x128xf32> to vector<128x128xf32>
        %311 = vector.shape_cast %308 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c512, %c0], %311 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %312 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %313 = vector.load %arg14[%312, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %314 = vector.shape_cast %313 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %315 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %316 = arith.mulf %298, %315 : vector<128x128xf32>
        %317 = arith.truncf %296 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %318 = tpu.matmul %317, %314, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %319 = arith.addf %316, %318 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %320 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %321 = vector.shape_cast %320 : vector<128x128xf32> to vector<128x128xf32>
        %322 = vector.shape_cast %319 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %322 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %323 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %324 = vector.shape_cast %323 : vector<128x128xf32> to vector<128x128xf32>
        %325 = vector.shape_cast %291 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c512, %c0], %325 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %326 = vector.extract_strided_slice %88 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %333 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %345 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %355 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %356 = vector.shape_cast %355 : vector<128x128xf32> to vector<128x128xf32>
        %357 = vector.shape_cast %354 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c640, %c0], %357 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %358 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %359 = vector.load %arg14[%358, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %360 = vector.shape_cast %359 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %361 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %362 = arith.mulf %344, %361 : vector<128x128xf32>
        %363 = arith.truncf %342 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %364 = tpu.matmul %363, %360, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %365 = arith.addf %362, %364 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %366 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %367 = vector.shape_cast %366 : vector<128x128xf32> to vector<128x128xf32>
        %368 = vector.shape_cast %365 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %368 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %369 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %370 = vector.shape_cast %369 : vector<128x128xf32> to vector<128x128xf32>
        %371 = vector.shape_cast %337 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c640, %c0], %371 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %372 = vector.extract_strided_slice %88 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %379 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %391 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %401 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %402 = vector.shape_cast %401 : vector<128x128xf32> to vector<128x128xf32>
        %403 = vector.shape_cast %400 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c768, %c0], %403 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %404 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %405 = vector.load %arg14[%404, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %406 = vector.shape_cast %405 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %407 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %408 = arith.mulf %390, %407 : vector<128x128xf32>
        %409 = arith.truncf %388 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %410 = tpu.matmul %409, %406, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %411 = arith.addf %408, %410 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %412 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %413 = vector.shape_cast %412 : vector<128x128xf32> to vector<128x128xf32>
        %414 = vector.shape_cast %411 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %414 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %415 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %416 = vector.shape_cast %415 : vector<128x128xf32> to vector<128x128xf32>
        %417 = vector.shape_cast %383 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c768, %c0], %417 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %418 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %419 = vector.multi_reduction <maximumf>, %378, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %420 = vector.shape_cast %419 : vector<128xf32> to vector<128x1xf32>
        %421 = vector.broadcast %420 : vector<128x1xf32> to vector<128x128xf32>
        %422 = arith.maximumf %418, %421 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %423 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %424 = arith.maximumf %422, %423 : vector<128x128xf32>
        %425 = tpu.concatenate %424, %424, %424, %424 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %426 = arith.subf %378, %425 : vector<128x512xf32>
        %427 = math.exp2 %426 : vector<128x512xf32>
        %428 = arith.subf %418, %424 : vector<128x128xf32>
        %429 = math.exp2 %428 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %430 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %431 = arith.mulf %429, %430 : vector<128x128xf32>
        %432 = vector.extract_strided_slice %427 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %433 = vector.extract_strided_slice %427 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %434 = vector.extract_strided_slice %427 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %435 = vector.extract_strided_slice %427 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %436 = arith.addf %432, %433 : vector<128x128xf32>
        %437 = arith.addf %436, %434 : vector<128x128xf32>
        %438 = arith.addf %437, %435 : vector<128x128xf32>
        %439 = arith.addf %431, %438 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %440 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %441 = vector.shape_cast %440 : vector<128x128xf32> to vector<128x128xf32>
        %442 = vector.shape_cast %439 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c896, %c0], %442 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %443 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %444 = vector.load %arg14[%443, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %445 = vector.shape_cast %444 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %446 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %447 = arith.mulf %429, %446 : vector<128x128xf32>
        %448 = arith.truncf %427 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %449 = tpu.matmul %448, %445, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %450 = arith.addf %447, %449 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %451 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %452 = vector.shape_cast %451 : vector<128x128xf32> to vector<128x128xf32>
        %453 = vector.shape_cast %450 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %453 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %454 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %455 = vector.shape_cast %454 : vector<128x128xf32> to vector<128x128xf32>
        %456 = vector.shape_cast %422 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c896, %c0], %456 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %457 = arith.addi %arg19, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %458 = arith.minsi %arg18, %c126_i32 : i32
        %459 = arith.index_cast %458 : i32 to index
        %460 = memref.load %arg4[%459] : memref<127xi8, #tpu.memory_space<smem>>
        %461 = arith.extsi %460 : i8 to i32
        %462 = arith.cmpi sge, %457, %461 : i32
        %c1_i32 = arith.constant 1 : i32
        %463 = arith.addi %arg18, %c1_i32 : i32
        %464 = arith.select %462, %463, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %465 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %466 = arith.select %462, %c0_i32, %465 : i32
        %467 = arith.cmpi slt, %464, %23 : i32
        %468 = arith.extui %467 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %469 = arith.cmpi ne, %468, %c0_i32 : i32
        scf.if %469 {
          %c0_i32 = arith.constant 0 : i32
          %470 = arith.addi %3, %c0_i32 : i32
          %471 = arith.index_cast %464 : i32 to index
          %472 = memref.load %arg3[%471] : memref<127xi8, #tpu.memory_space<smem>>
          %473 = arith.extsi %472 : i8 to i32
          %474 = arith.addi %473, %466 : i32
          %c2_i32 = arith.constant 2 : i32
          %475 = arith.divsi %470, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %476 = arith.muli %474, %c512_i32 : i32
          %477 = tpu.assume_multiple %476, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %478 = arith.divsi %470, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %479 = arith.muli %474, %c512_i32 : i32
          %480 = tpu.assume_multiple %479, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %481 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %482 = tpu.memref_squeeze %481 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %483 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %484 = tpu.memref_squeeze %483 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %485 = tpu.memref_slice %arg7[%475, %477, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %486 = tpu.memref_squeeze %485 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%486 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%484 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%482 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %487 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %488 = tpu.memref_squeeze %487 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %489 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %490 = tpu.memref_squeeze %489 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %491 = tpu.memref_slice %arg8[%478, %480, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %492 = tpu.memref_squeeze %491 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%492 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%490 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%488 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %464, %466 : i32, i32
      } else {
        %c3_i32 = arith.constant 3 : i32
        %63 = arith.cmpi eq, %58, %c3_i32 : i32
        %64 = arith.extui %63 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %65 = arith.cmpi ne, %64, %c0_i32 : i32
        %66:2 = scf.if %65 -> (i32, i32) {
          %c0_i32 = arith.constant 0 : i32
          %c2_i32 = arith.constant 2 : i32
          %67 = arith.divsi %c0_i32, %c2_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %68 = arith.muli %c0_i32, %c512_i32 : i32
          %69 = tpu.assume_multiple %68, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %c2_i32 = arith.constant 2 : i32
          %70 = arith.divsi %c0_i32, %c2_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %71 = arith.muli %c0_i32, %c512_i32 : i32
          %72 = tpu.assume_multiple %71, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %73 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %75 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %77 = tpu.memref_slice %arg7[%67, %69, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
          %c1_i32 = arith.constant 1 : i32
          %79 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %81 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %83 = tpu.memref_slice %arg8[%70, %72, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%82 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %85 = arith.addi %3, %c0_i32 : i32
          %86 = arith.index_cast %arg16 : i32 to index
          %87 = memref.load %arg3[%86] : memref<127xi8, #tpu.memory_space<smem>>
          %88 = arith.extsi %87 : i8 to i32
          %89 = arith.addi %88, %arg17 : i32
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %90 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
          %91 = vector.shape_cast %90 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
          %92 = vector.shape_cast %91 : vector<2x512x128xbf16> to vector<1024x128xbf16>
          %93 = vector.extract_strided_slice %92 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %94 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %95 = tpu.memref_squeeze %94 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %96 = vector.load %95[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %97 = tpu.matmul %93, %96, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %98 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x128xf32>
          %99 = arith.mulf %97, %98 : vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %100 = arith.muli %4, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %101 = arith.muli %89, %c512_i32 : i32
          %102 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %103 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %104 = arith.subi %101, %100 : i32
          %105 = vector.broadcast %103 : vector<1x128xi32> to vector<128x128xi32>
          %106 = vector.broadcast %102 : vector<128x1xi32> to vector<128x128xi32>
          %107 = arith.subi %105, %106 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %108 = arith.subi %c0_i32, %104 : i32
          %109 = vector.broadcast %108 : i32 to vector<128x128xi32>
          %110 = arith.cmpi sle, %107, %109 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %111 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %112 = arith.select %110, %99, %111 : vector<128x128xi1>, vector<128x128xf32>
          %113 = vector.extract_strided_slice %92 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %114 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %115 = tpu.memref_squeeze %114 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %116 = vector.load %115[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
          %117 = tpu.matmul %113, %116, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<256x128xbf16>, vector<128x256xf32> -> vector<128x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %118 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x256xf32>
          %119 = arith.mulf %117, %118 : vector<128x256xf32>
          %120 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %121 = vector.extract_strided_slice %119 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %122 = arith.muli %4, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %123 = arith.muli %89, %c512_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %124 = arith.addi %122, %c128_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %125 = arith.addi %123, %c128_i32 : i32
          %126 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %127 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %128 = arith.subi %125, %124 : i32
          %129 = vector.broadcast %127 : vector<1x128xi32> to vector<128x128xi32>
          %130 = vector.broadcast %126 : vector<128x1xi32> to vector<128x128xi32>
          %131 = arith.subi %129, %130 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %132 = arith.subi %c0_i32, %128 : i32
          %133 = vector.broadcast %132 : i32 to vector<128x128xi32>
          %134 = arith.cmpi sle, %131, %133 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %135 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %136 = arith.select %134, %121, %135 : vector<128x128xi1>, vector<128x128xf32>
          %137 = tpu.concatenate %120, %136 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %138 = vector.extract_strided_slice %92 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %139 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %140 = tpu.memref_squeeze %139 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %141 = vector.load %140[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %cst_xf8d2ea = arith.constant dense<0.000000e+00> : vector<128x384xf32>
          %142 = tpu.matmul %138, %141, %cst_xf8d2ea {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<384x128xbf16>, vector<128x384xf32> -> vector<128x384xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %143 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x384xf32>
          %144 = arith.mulf %142, %143 : vector<128x384xf32>
          %145 = vector.extract_strided_slice %144 {offsets = [0, 0], sizes = [128, 256], strides = [1, 1]} : vector<128x384xf32> to vector<128x256xf32>
          %146 = vector.extract_strided_slice %144 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %147 = arith.muli %4, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %148 = arith.muli %89, %c512_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %149 = arith.addi %147, %c256_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %150 = arith.addi %148, %c256_i32 : i32
          %151 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %152 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %153 = arith.subi %150, %149 : i32
          %154 = vector.broadcast %152 : vector<1x128xi32> to vector<128x128xi32>
          %155 = vector.broadcast %151 : vector<128x1xi32> to vector<128x128xi32>
          %156 = arith.subi %154, %155 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %157 = arith.subi %c0_i32, %153 : i32
          %158 = vector.broadcast %157 : i32 to vector<128x128xi32>
          %159 = arith.cmpi sle, %156, %158 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %160 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %161 = arith.select %159, %146, %160 : vector<128x128xi1>, vector<128x128xf32>
          %162 = tpu.concatenate %145, %161 in 1 : vector<128x256xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %163 = vector.extract_strided_slice %92 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %165 = tpu.memref_squeeze %164 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %166 = vector.load %165[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %167 = tpu.matmul %163, %166, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %168 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %169 = arith.mulf %167, %168 : vector<128x512xf32>
          %170 = vector.extract_strided_slice %169 {offsets = [0, 0], sizes = [128, 384], strides = [1, 1]} : vector<128x512xf32> to vector<128x384xf32>
          %171 = vector.extract_strided_slice %169 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %172 = arith.muli %4, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %173 = arith.muli %89, %c512_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %174 = arith.addi %172, %c384_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %175 = arith.addi %173, %c384_i32 : i32
          %176 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %177 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %178 = arith.subi %175, %174 : i32
          %179 = vector.broadcast %177 : vector<1x128xi32> to vector<128x128xi32>
          %180 = vector.broadcast %176 : vector<128x1xi32> to vector<128x128xi32>
          %181 = arith.subi %179, %180 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %182 = arith.subi %c0_i32, %178 : i32
          %183 = vector.broadcast %182 : i32 to vector<128x128xi32>
          %184 = arith.cmpi sle, %181, %183 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %185 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %186 = arith.select %184, %171, %185 : vector<128x128xi1>, vector<128x128xf32>
          %187 = tpu.concatenate %170, %186 in 1 : vector<128x384xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %188 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %189 = vector.multi_reduction <maximumf>, %112, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
          %190 = vector.shape_cast %189 : vector<128xf32> to vector<128x1xf32>
          %191 = vector.broadcast %190 : vector<128x1xf32> to vector<128x128xf32>
          %192 = arith.maximumf %188, %191 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %193 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %194 = arith.maximumf %192, %193 : vector<128x128xf32>
          %195 = arith.subf %112, %194 : vector<128x128xf32>
          %196 = math.exp2 %195 : vector<128x128xf32>
          %197 = arith.subf %188, %194 : vector<128x128xf32>
          %198 = math.exp2 %197 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %199 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %200 = arith.mulf %198, %199 : vector<128x128xf32>
          %201 = arith.addf %200, %196 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %202 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %203 = vector.shape_cast %202 : vector<128x128xf32> to vector<128x128xf32>
          %204 = vector.shape_cast %201 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c0, %c0], %204 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %205 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %206 = tpu.memref_squeeze %205 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %207 = vector.load %206[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %208 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %209 = arith.mulf %198, %208 : vector<128x128xf32>
          %210 = arith.truncf %196 : vector<128x128xf32> to vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %211 = tpu.matmul %210, %207, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %212 = arith.addf %209, %211 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %213 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %214 = vector.shape_cast %213 : vector<128x128xf32> to vector<128x128xf32>
          %215 = vector.shape_cast %212 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c0, %c0], %215 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %216 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %217 = vector.shape_cast %216 : vector<128x128xf32> to vector<128x128xf32>
          %218 = vector.shape_cast %192 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c0, %c0], %218 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %219 = vector.extract_strided_slice %92 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %220 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %221 = tpu.memref_squeeze %220 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %222 = vector.load %221[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %223 = tpu.matmul %219, %222, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %224 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x128xf32>
          %225 = arith.mulf %223, %224 : vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %226 = arith.muli %4, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %227 = arith.muli %89, %c512_i32 : i32
          %228 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %229 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %230 = arith.subi %227, %226 : i32
          %231 = vector.broadcast %229 : vector<1x128xi32> to vector<128x128xi32>
          %232 = vector.broadcast %228 : vector<128x1xi32> to vector<128x128xi32>
          %233 = arith.subi %231, %232 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %234 = arith.subi %c0_i32, %230 : i32
          %235 = vector.broadcast %234 : i32 to vector<128x128xi32>
          %236 = arith.cmpi sle, %233, %235 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %237 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %238 = arith.select %236, %225, %237 : vector<128x128xi1>, vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %239 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %240 = vector.multi_reduction <maximumf>, %137, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
          %241 = vector.shape_cast %240 : vector<128xf32> to vector<128x1xf32>
          %242 = vector.broadcast %241 : vector<128x1xf32> to vector<128x128xf32>
          %243 = arith.maximumf %239, %242 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %244 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %245 = arith.maximumf %243, %244 : vector<128x128xf32>
          %246 = tpu.concatenate %245, %245 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %247 = arith.subf %137, %246 : vector<128x256xf32>
          %248 = math.exp2 %247 : vector<128x256xf32>
          %249 = arith.subf %239, %245 : vector<128x128xf32>
          %250 = math.exp2 %249 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %251 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %252 = arith.mulf %250, %251 : vector<128x128xf32>
          %253 = vector.extract_strided_slice %248 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %254 = vector.extract_strided_slice %248 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %255 = arith.addf %253, %254 : vector<128x128xf32>
          %256 = arith.addf %252, %255 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %257 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %258 = vector.shape_cast %257 : vector<128x128xf32> to vector<128x128xf32>
          %259 = vector.shape_cast %256 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c128, %c0], %259 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %260 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %261 = tpu.memref_squeeze %260 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %262 = vector.load %261[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %263 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %264 = arith.mulf %250, %263 : vector<128x128xf32>
          %265 = arith.truncf %248 : vector<128x256xf32> to vector<128x256xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %266 = tpu.matmul %265, %262, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %267 = arith.addf %264, %266 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %268 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %269 = vector.shape_cast %268 : vector<128x128xf32> to vector<128x128xf32>
          %270 = vector.shape_cast %267 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c128, %c0], %270 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %271 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %272 = vector.shape_cast %271 : vector<128x128xf32> to vector<128x128xf32>
          %273 = vector.shape_cast %243 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c128, %c0], %273 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %274 = vector.extract_strided_slice %92 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %275 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %276 = tpu.memref_squeeze %275 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %277 = vector.load %276[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
          %278 = tpu.matmul %274, %277, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<256x128xbf16>, vector<128x256xf32> -> vector<128x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %279 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x256xf32>
          %280 = arith.mulf %278, %279 : vector<128x256xf32>
          %281 = vector.extract_strided_slice %280 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %282 = vector.extract_strided_slice %280 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %283 = arith.muli %4, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %284 = arith.muli %89, %c512_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %285 = arith.addi %283, %c128_i32 : i32
          %c128_i32 = arith.constant 128 : i32
          %286 = arith.addi %284, %c128_i32 : i32
          %287 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %288 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %289 = arith.subi %286, %285 : i32
          %290 = vector.broadcast %288 : vector<1x128xi32> to vector<128x128xi32>
          %291 = vector.broadcast %287 : vector<128x1xi32> to vector<128x128xi32>
          %292 = arith.subi %290, %291 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %293 = arith.subi %c0_i32, %289 : i32
          %294 = vector.broadcast %293 : i32 to vector<128x128xi32>
          %295 = arith.cmpi sle, %292, %294 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %296 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %297 = arith.select %295, %282, %296 : vector<128x128xi1>, vector<128x128xf32>
          %298 = tpu.concatenate %281, %297 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %299 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %300 = vector.multi_reduction <maximumf>, %162, %cst_x5413f7 [1] : vector<128x384xf32> to vector<128xf32>
          %301 = vector.shape_cast %300 : vector<128xf32> to vector<128x1xf32>
          %302 = vector.broadcast %301 : vector<128x1xf32> to vector<128x128xf32>
          %303 = arith.maximumf %299, %302 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %304 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %305 = arith.maximumf %303, %304 : vector<128x128xf32>
          %306 = tpu.concatenate %305, %305, %305 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %307 = arith.subf %162, %306 : vector<128x384xf32>
          %308 = math.exp2 %307 : vector<128x384xf32>
          %309 = arith.subf %299, %305 : vector<128x128xf32>
          %310 = math.exp2 %309 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %311 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %312 = arith.mulf %310, %311 : vector<128x128xf32>
          %313 = vector.extract_strided_slice %308 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %314 = vector.extract_strided_slice %308 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %315 = vector.extract_strided_slice %308 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %316 = arith.addf %313, %314 : vector<128x128xf32>
          %317 = arith.addf %316, %315 : vector<128x128xf32>
          %318 = arith.addf %312, %317 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %319 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %320 = vector.shape_cast %319 : vector<128x128xf32> to vector<128x128xf32>
          %321 = vector.shape_cast %318 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c256, %c0], %321 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %322 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %323 = tpu.memref_squeeze %322 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %324 = vector.load %323[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %325 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %326 = arith.mulf %310, %325 : vector<128x128xf32>
          %327 = arith.truncf %308 : vector<128x384xf32> to vector<128x384xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %328 = tpu.matmul %327, %324, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x384xbf16>, vector<384x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %329 = arith.addf %326, %328 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %330 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %331 = vector.shape_cast %330 : vector<128x128xf32> to vector<128x128xf32>
          %332 = vector.shape_cast %329 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c256, %c0], %332 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %333 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %334 = vector.shape_cast %333 : vector<128x128xf32> to vector<128x128xf32>
          %335 = vector.shape_cast %303 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c256, %c0], %335 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %336 = vector.extract_strided_slice %92 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %337 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %338 = tpu.memref_squeeze %337 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %339 = vector.load %338[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %cst_xf8d2ea = arith.constant dense<0.000000e+00> : vector<128x384xf32>
          %340 = tpu.matmul %336, %339, %cst_xf8d2ea {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<384x128xbf16>, vector<128x384xf32> -> vector<128x384xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %341 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x384xf32>
          %342 = arith.mulf %340, %341 : vector<128x384xf32>
          %343 = vector.extract_strided_slice %342 {offsets = [0, 0], sizes = [128, 256], strides = [1, 1]} : vector<128x384xf32> to vector<128x256xf32>
          %344 = vector.extract_strided_slice %342 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %345 = arith.muli %4, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %346 = arith.muli %89, %c512_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %347 = arith.addi %345, %c256_i32 : i32
          %c256_i32 = arith.constant 256 : i32
          %348 = arith.addi %346, %c256_i32 : i32
          %349 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %350 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %351 = arith.subi %348, %347 : i32
          %352 = vector.broadcast %350 : vector<1x128xi32> to vector<128x128xi32>
          %353 = vector.broadcast %349 : vector<128x1xi32> to vector<128x128xi32>
          %354 = arith.subi %352, %353 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %355 = arith.subi %c0_i32, %351 : i32
          %356 = vector.broadcast %355 : i32 to vector<128x128xi32>
          %357 = arith.cmpi sle, %354, %356 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %358 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %359 = arith.select %357, %344, %358 : vector<128x128xi1>, vector<128x128xf32>
          %360 = tpu.concatenate %343, %359 in 1 : vector<128x256xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %361 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %362 = vector.multi_reduction <maximumf>, %187, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %363 = vector.shape_cast %362 : vector<128xf32> to vector<128x1xf32>
          %364 = vector.broadcast %363 : vector<128x1xf32> to vector<128x128xf32>
          %365 = arith.maximumf %361, %364 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %366 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %367 = arith.maximumf %365, %366 : vector<128x128xf32>
          %368 = tpu.concatenate %367, %367, %367, %367 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %369 = arith.subf %187, %368 : vector<128x512xf32>
          %370 = math.exp2 %369 : vector<128x512xf32>
          %371 = arith.subf %361, %367 : vector<128x128xf32>
          %372 = math.exp2 %371 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %373 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %374 = arith.mulf %372, %373 : vector<128x128xf32>
          %375 = vector.extract_strided_slice %370 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %376 = vector.extract_strided_slice %370 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %377 = vector.extract_strided_slice %370 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %378 = vector.extract_strided_slice %370 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %379 = arith.addf %375, %376 : vector<128x128xf32>
          %380 = arith.addf %379, %377 : vector<128x128xf32>
          %381 = arith.addf %380, %378 : vector<128x128xf32>
          %382 = arith.addf %374, %381 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %383 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %384 = vector.shape_cast %383 : vector<128x128xf32> to vector<128x128xf32>
          %385 = vector.shape_cast %382 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c384, %c0], %385 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %386 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %387 = tpu.memref_squeeze %386 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %388 = vector.load %387[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %389 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %390 = arith.mulf %372, %389 : vector<128x128xf32>
          %391 = arith.truncf %370 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %392 = tpu.matmul %391, %388, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %393 = arith.addf %390, %392 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %394 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %395 = vector.shape_cast %394 : vector<128x128xf32> to vector<128x128xf32>
          %396 = vector.shape_cast %393 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c384, %c0], %396 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %397 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %398 = vector.shape_cast %397 : vector<128x128xf32> to vector<128x128xf32>
          %399 = vector.shape_cast %365 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c384, %c0], %399 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %400 = vector.extract_strided_slice %92 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %401 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %402 = tpu.memref_squeeze %401 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %403 = vector.load %402[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %404 = tpu.matmul %400, %403, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %405 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %406 = arith.mulf %404, %405 : vector<128x512xf32>
          %407 = vector.extract_strided_slice %406 {offsets = [0, 0], sizes = [128, 384], strides = [1, 1]} : vector<128x512xf32> to vector<128x384xf32>
          %408 = vector.extract_strided_slice %406 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %409 = arith.muli %4, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %410 = arith.muli %89, %c512_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %411 = arith.addi %409, %c384_i32 : i32
          %c384_i32 = arith.constant 384 : i32
          %412 = arith.addi %410, %c384_i32 : i32
          %413 = tpu.iota {dimensions = array<i32: 0>} : vector<128x1xi32>
          %414 = tpu.iota {dimensions = array<i32: 1>} : vector<1x128xi32>
          %415 = arith.subi %412, %411 : i32
          %416 = vector.broadcast %414 : vector<1x128xi32> to vector<128x128xi32>
          %417 = vector.broadcast %413 : vector<128x1xi32> to vector<128x128xi32>
          %418 = arith.subi %416, %417 : vector<128x128xi32>
          %c0_i32 = arith.constant 0 : i32
          %419 = arith.subi %c0_i32, %415 : i32
          %420 = vector.broadcast %419 : i32 to vector<128x128xi32>
          %421 = arith.cmpi sle, %418, %420 : vector<128x128xi32>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %422 = vector.broadcast %cst_xbef082 : f32 to vector<128x128xf32>
          %423 = arith.select %421, %408, %422 : vector<128x128xi1>, vector<128x128xf32>
          %424 = tpu.concatenate %407, %423 in 1 : vector<128x384xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %425 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %426 = vector.multi_reduction <maximumf>, %238, %cst_x5413f7 [1] : vector<128x128xf32> to vector<128xf32>
          %427 = vector.shape_cast %426 : vector<128xf32> to vector<128x1xf32>
          %428 = vector.broadcast %427 : vector<128x1xf32> to vector<128x128xf32>
          %429 = arith.maximumf %425, %428 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %430 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %431 = arith.maximumf %429, %430 : vector<128x128xf32>
          %432 = arith.subf %238, %431 : vector<128x128xf32>
          %433 = math.exp2 %432 : vector<128x128xf32>
          %434 = arith.subf %425, %431 : vector<128x128xf32>
          %435 = math.exp2 %434 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %436 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %437 = arith.mulf %435, %436 : vector<128x128xf32>
          %438 = arith.addf %437, %433 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %439 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %440 = vector.shape_cast %439 : vector<128x128xf32> to vector<128x128xf32>
          %441 = vector.shape_cast %438 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c512, %c0], %441 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %442 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %443 = tpu.memref_squeeze %442 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %444 = vector.load %443[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %445 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %446 = arith.mulf %435, %445 : vector<128x128xf32>
          %447 = arith.truncf %433 : vector<128x128xf32> to vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %448 = tpu.matmul %447, %444, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %449 = arith.addf %446, %448 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %450 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %451 = vector.shape_cast %450 : vector<128x128xf32> to vector<128x128xf32>
          %452 = vector.shape_cast %449 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c512, %c0], %452 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %453 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %454 = vector.shape_cast %453 : vector<128x128xf32> to vector<128x128xf32>
          %455 = vector.shape_cast %429 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c512, %c0], %455 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %456 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %457 = vector.multi_reduction <maximumf>, %298, %cst_x5413f7 [1] : vector<128x256xf32> to vector<128xf32>
          %458 = vector.shape_cast %457 : vector<128xf32> to vector<128x1xf32>
          %459 = vector.broadcast %458 : vector<128x1xf32> to vector<128x128xf32>
          %460 = arith.maximumf %456, %459 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %461 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %462 = arith.maximumf %460, %461 : vector<128x128xf32>
          %463 = tpu.concatenate %462, %462 in 1 : vector<128x128xf32>, vector<128x128xf32> -> vector<128x256xf32>
          %464 = arith.subf %298, %463 : vector<128x256xf32>
          %465 = math.exp2 %464 : vector<128x256xf32>
          %466 = arith.subf %456, %462 : vector<128x128xf32>
          %467 = math.exp2 %466 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %468 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %469 = arith.mulf %467, %468 : vector<128x128xf32>
          %470 = vector.extract_strided_slice %465 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %471 = vector.extract_strided_slice %465 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %472 = arith.addf %470, %471 : vector<128x128xf32>
          %473 = arith.addf %469, %472 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %474 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %475 = vector.shape_cast %474 : vector<128x128xf32> to vector<128x128xf32>
          %476 = vector.shape_cast %473 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c640, %c0], %476 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %477 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %478 = tpu.memref_squeeze %477 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %479 = vector.load %478[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %480 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %481 = arith.mulf %467, %480 : vector<128x128xf32>
          %482 = arith.truncf %465 : vector<128x256xf32> to vector<128x256xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %483 = tpu.matmul %482, %479, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x256xbf16>, vector<256x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %484 = arith.addf %481, %483 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %485 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %486 = vector.shape_cast %485 : vector<128x128xf32> to vector<128x128xf32>
          %487 = vector.shape_cast %484 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c640, %c0], %487 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %488 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %489 = vector.shape_cast %488 : vector<128x128xf32> to vector<128x128xf32>
          %490 = vector.shape_cast %460 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c640, %c0], %490 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %491 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %492 = vector.multi_reduction <maximumf>, %360, %cst_x5413f7 [1] : vector<128x384xf32> to vector<128xf32>
          %493 = vector.shape_cast %492 : vector<128xf32> to vector<128x1xf32>
          %494 = vector.broadcast %493 : vector<128x1xf32> to vector<128x128xf32>
          %495 = arith.maximumf %491, %494 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %496 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %497 = arith.maximumf %495, %496 : vector<128x128xf32>
          %498 = tpu.concatenate %497, %497, %497 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x384xf32>
          %499 = arith.subf %360, %498 : vector<128x384xf32>
          %500 = math.exp2 %499 : vector<128x384xf32>
          %501 = arith.subf %491, %497 : vector<128x128xf32>
          %502 = math.exp2 %501 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %503 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %504 = arith.mulf %502, %503 : vector<128x128xf32>
          %505 = vector.extract_strided_slice %500 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %506 = vector.extract_strided_slice %500 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %507 = vector.extract_strided_slice %500 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %508 = arith.addf %505, %506 : vector<128x128xf32>
          %509 = arith.addf %508, %507 : vector<128x128xf32>
          %510 = arith.addf %504, %509 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %511 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %512 = vector.shape_cast %511 : vector<128x128xf32> to vector<128x128xf32>
          %513 = vector.shape_cast %510 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c768, %c0], %513 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %514 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %515 = tpu.memref_squeeze %514 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %516 = vector.load %515[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %517 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %518 = arith.mulf %502, %517 : vector<128x128xf32>
          %519 = arith.truncf %500 : vector<128x384xf32> to vector<128x384xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %520 = tpu.matmul %519, %516, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x384xbf16>, vector<384x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %521 = arith.addf %518, %520 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %522 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %523 = vector.shape_cast %522 : vector<128x128xf32> to vector<128x128xf32>
          %524 = vector.shape_cast %521 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c768, %c0], %524 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %525 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %526 = vector.shape_cast %525 : vector<128x128xf32> to vector<128x128xf32>
          %527 = vector.shape_cast %495 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c768, %c0], %527 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %528 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %529 = vector.multi_reduction <maximumf>, %424, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %530 = vector.shape_cast %529 : vector<128xf32> to vector<128x1xf32>
          %531 = vector.broadcast %530 : vector<128x1xf32> to vector<128x128xf32>
          %532 = arith.maximumf %528, %531 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %533 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %534 = arith.maximumf %532, %533 : vector<128x128xf32>
          %535 = tpu.concatenate %534, %534, %534, %534 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %536 = arith.subf %424, %535 : vector<128x512xf32>
          %537 = math.exp2 %536 : vector<128x512xf32>
          %538 = arith.subf %528, %534 : vector<128x128xf32>
          %539 = math.exp2 %538 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %540 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %541 = arith.mulf %539, %540 : vector<128x128xf32>
          %542 = vector.extract_strided_slice %537 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %543 = vector.extract_strided_slice %537 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %544 = vector.extract_strided_slice %537 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %545 = vector.extract_strided_slice %537 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %546 = arith.addf %542, %543 : vector<128x128xf32>
          %547 = arith.addf %546, %544 : vector<128x128xf32>
          %548 = arith.addf %547, %545 : vector<128x128xf32>
          %549 = arith.addf %541, %548 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %550 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %551 = vector.shape_cast %550 : vector<128x128xf32> to vector<128x128xf32>
          %552 = vector.shape_cast %549 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c896, %c0], %552 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %553 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %554 = tpu.memref_squeeze %553 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %555 = vector.load %554[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %556 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %557 = arith.mulf %539, %556 : vector<128x128xf32>
          %558 = arith.truncf %537 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %559 = tpu.matmul %558, %555, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %560 = arith.addf %557, %559 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %561 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %562 = vector.shape_cast %561 : vector<128x128xf32> to vector<128x128xf32>
          %563 = vector.shape_cast %560 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c896, %c0], %563 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %564 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %565 = vector.shape_cast %564 : vector<128x128xf32> to vector<128x128xf32>
          %566 = vector.shape_cast %532 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c896, %c0], %566 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c1_i32 = arith.constant 1 : i32
          %567 = arith.addi %arg19, %c1_i32 : i32
          %c126_i32 = arith.constant 126 : i32
          %568 = arith.minsi %arg18, %c126_i32 : i32
          %569 = arith.index_cast %568 : i32 to index
          %570 = memref.load %arg4[%569] : memref<127xi8, #tpu.memory_space<smem>>
          %571 = arith.extsi %570 : i8 to i32
          %572 = arith.cmpi sge, %567, %571 : i32
          %c1_i32 = arith.constant 1 : i32
          %573 = arith.addi %arg18, %c1_i32 : i32
          %574 = arith.select %572, %573, %arg18 : i32
          %c1_i32 = arith.constant 1 : i32
          %575 = arith.addi %arg19, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %576 = arith.select %572, %c0_i32, %575 : i32
          %577 = arith.cmpi slt, %574, %23 : i32
          %578 = arith.extui %577 : i1 to i32
          %c0_i32 = arith.constant 0 : i32
          %579 = arith.cmpi ne, %578, %c0_i32 : i32
          scf.if %579 {
            %c0_i32 = arith.constant 0 : i32
            %580 = arith.addi %3, %c0_i32 : i32
            %581 = arith.index_cast %574 : i32 to index
            %582 = memref.load %arg3[%581] : memref<127xi8, #tpu.memory_space<smem>>
            %583 = arith.extsi %582 : i8 to i32
            %584 = arith.addi %583, %576 : i32
            %c2_i32 = arith.constant 2 : i32
            %585 = arith.divsi %580, %c2_i32 : i32
            %c512_i32 = arith.constant 512 : i32
            %586 = arith.muli %584, %c512_i32 : i32
            %587 = tpu.assume_multiple %586, 512 : i32
            %c2_i32 = arith.constant 2 : i32
            %588 = arith.divsi %580, %c2_i32 : i32
            %c512_i32 = arith.constant 512 : i32
            %589 = arith.muli %584, %c512_i32 : i32
            %590 = tpu.assume_multiple %589, 512 : i32
            %c0_i32 = arith.constant 0 : i32
            %591 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %592 = tpu.memref_squeeze %591 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %593 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
            %594 = tpu.memref_squeeze %593 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %595 = tpu.memref_slice %arg7[%585, %587, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
            %596 = tpu.memref_squeeze %595 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%596 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%594 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%592 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %597 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %598 = tpu.memref_squeeze %597 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %599 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
            %600 = tpu.memref_squeeze %599 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %601 = tpu.memref_slice %arg8[%588, %590, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
            %602 = tpu.memref_squeeze %601 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%602 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%600 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%598 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %574, %576 : i32, i32
        } else {
          %c0_i32 = arith.constant 0 : i32
          %c2_i32 = arith.constant 2 : i32
          %67 = arith.divsi %c0_i32, %c2_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %68 = arith.muli %c0_i32, %c512_i32 : i32
          %69 = tpu.assume_multiple %68, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %c2_i32 = arith.constant 2 : i32
          %70 = arith.divsi %c0_i32, %c2_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c512_i32 = arith.constant 512 : i32
          %71 = arith.muli %c0_i32, %c512_i32 : i32
          %72 = tpu.assume_multiple %71, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %73 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %75 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %76 = tpu.memref_squeeze %75 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %77 = tpu.memref_slice %arg7[%67, %69, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %78 = tpu.memref_squeeze %77 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%76 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
          %c1_i32 = arith.constant 1 : i32
          %79 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %81 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %82 = tpu.memref_squeeze %81 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %83 = tpu.memref_slice %arg8[%70, %72, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %84 = tpu.memref_squeeze %83 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%82 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %85 = arith.addi %3, %c0_i32 : i32
          %86 = arith.index_cast %arg16 : i32 to index
          %87 = memref.load %arg3[%86] : memref<127xi8, #tpu.memory_space<smem>>
          %88 = arith.extsi %87 : i8 to i32
          %89 = arith.addi %88, %arg17 : i32
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %90 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
          %91 = vector.shape_cast %90 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
          %92 = vector.shape_cast %91 : vector<2x512x128xbf16> to vector<1024x128xbf16>
          %c512_i32 = arith.constant 512 : i32
          %93 = arith.muli %4, %c512_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %94 = arith.muli %89, %c512_i32 : i32
          %95 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
          %96 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
          %97 = arith.subi %94, %93 : i32
          %98 = vector.broadcast %96 : vector<1x512xi32> to vector<512x512xi32>
          %99 = vector.broadcast %95 : vector<512x1xi32> to vector<512x512xi32>
          %100 = arith.subi %98, %99 : vector<512x512xi32>
          %c0_i32 = arith.constant 0 : i32
          %101 = arith.subi %c0_i32, %97 : i32
          %102 = vector.broadcast %101 : i32 to vector<512x512xi32>
          %103 = arith.cmpi sle, %100, %102 : vector<512x512xi32>
          %104 = vector.extract_strided_slice %92 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %105 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %106 = tpu.memref_squeeze %105 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %107 = vector.load %106[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %108 = tpu.matmul %104, %107, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %109 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %110 = arith.mulf %108, %109 : vector<128x512xf32>
          %111 = vector.extract_strided_slice %103 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %112 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
          %113 = arith.select %111, %110, %112 : vector<128x512xi1>, vector<128x512xf32>
          %114 = vector.extract_strided_slice %92 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %115 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %116 = tpu.memref_squeeze %115 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %117 = vector.load %116[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %118 = tpu.matmul %114, %117, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %119 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %120 = arith.mulf %118, %119 : vector<128x512xf32>
          %121 = vector.extract_strided_slice %103 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %122 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
          %123 = arith.select %121, %120, %122 : vector<128x512xi1>, vector<128x512xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %124 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %125 = vector.multi_reduction <maximumf>, %113, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %126 = vector.shape_cast %125 : vector<128xf32> to vector<128x1xf32>
          %127 = vector.broadcast %126 : vector<128x1xf32> to vector<128x128xf32>
          %128 = arith.maximumf %124, %127 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %129 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %130 = arith.maximumf %128, %129 : vector<128x128xf32>
          %131 = tpu.concatenate %130, %130, %130, %130 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %132 = arith.subf %113, %131 : vector<128x512xf32>
          %133 = math.exp2 %132 : vector<128x512xf32>
          %134 = arith.subf %124, %130 : vector<128x128xf32>
          %135 = math.exp2 %134 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %136 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %137 = arith.mulf %135, %136 : vector<128x128xf32>
          %138 = vector.extract_strided_slice %133 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %139 = vector.extract_strided_slice %133 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %140 = vector.extract_strided_slice %133 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %141 = vector.extract_strided_slice %133 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %142 = arith.addf %138, %139 : vector<128x128xf32>
          %143 = arith.addf %142, %140 : vector<128x128xf32>
          %144 = arith.addf %143, %141 : vector<128x128xf32>
          %145 = arith.addf %137, %144 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %146 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %147 = vector.shape_cast %146 : vector<128x128xf32> to vector<128x128xf32>
          %148 = vector.shape_cast %145 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c0, %c0], %148 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %149 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %150 = vector.load %arg14[%149, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %151 = vector.shape_cast %150 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %152 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %153 = arith.mulf %135, %152 : vector<128x128xf32>
          %154 = arith.truncf %133 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %155 = tpu.matmul %154, %151, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %156 = arith.addf %153, %155 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %157 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %158 = vector.shape_cast %157 : vector<128x128xf32> to vector<128x128xf32>
          %159 = vector.shape_cast %156 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c0, %c0], %159 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %160 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %161 = vector.shape_cast %160 : vector<128x128xf32> to vector<128x128xf32>
          %162 = vector.shape_cast %128 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c0, %c0], %162 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %163 = vector.extract_strided_slice %92 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %165 = tpu.memref_squeeze %164 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %166 = vector.load %165[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %167 = tpu.matmul %163, %166, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %168 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %169 = arith.mulf %167, %168 : vector<128x512xf32>
          %170 = vector.extract_strided_slice %103 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %171 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
          %172 = arith.select %170, %169, %171 : vector<128x512xi1>, vector<128x512xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %173 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %174 = vector.multi_reduction <maximumf>, %123, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %175 = vector.shape_cast %174 : vector<128xf32> to vector<128x1xf32>
          %176 = vector.broadcast %175 : vector<128x1xf32> to vector<128x128xf32>
          %177 = arith.maximumf %173, %176 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %178 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %179 = arith.maximumf %177, %178 : vector<128x128xf32>
          %180 = tpu.concatenate %179, %179, %179, %179 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %181 = arith.subf %123, %180 : vector<128x512xf32>
          %182 = math.exp2 %181 : vector<128x512xf32>
          %183 = arith.subf %173, %179 : vector<128x128xf32>
          %184 = math.exp2 %183 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %185 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %186 = arith.mulf %184, %185 : vector<128x128xf32>
          %187 = vector.extract_strided_slice %182 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %188 = vector.extract_strided_slice %182 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %189 = vector.extract_strided_slice %182 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %190 = vector.extract_strided_slice %182 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %191 = arith.addf %187, %188 : vector<128x128xf32>
          %192 = arith.addf %191, %189 : vector<128x128xf32>
          %193 = arith.addf %192, %190 : vector<128x128xf32>
          %194 = arith.addf %186, %193 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %195 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %196 = vector.shape_cast %195 : vector<128x128xf32> to vector<128x128xf32>
          %197 = vector.shape_cast %194 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c128, %c0], %197 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %198 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %199 = vector.load %arg14[%198, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %200 = vector.shape_cast %199 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %201 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %202 = arith.mulf %184, %201 : vector<128x128xf32>
          %203 = arith.truncf %182 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %204 = tpu.matmul %203, %200, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %205 = arith.addf %202, %204 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %206 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %207 = vector.shape_cast %206 : vector<128x128xf32> to vector<128x128xf32>
          %208 = vector.shape_cast %205 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c128, %c0], %208 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %209 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %210 = vector.shape_cast %209 : vector<128x128xf32> to vector<128x128xf32>
          %211 = vector.shape_cast %177 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c128, %c0], %211 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %212 = vector.extract_strided_slice %92 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %213 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %214 = tpu.memref_squeeze %213 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %215 = vector.load %214[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %216 = tpu.matmul %212, %215, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %217 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %218 = arith.mulf %216, %217 : vector<128x512xf32>
          %219 = vector.extract_strided_slice %103 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %220 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
          %221 = arith.select %219, %218, %220 : vector<128x512xi1>, vector<128x512xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %222 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %223 = vector.multi_reduction <maximumf>, %172, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %224 = vector.shape_cast %223 : vector<128xf32> to vector<128x1xf32>
          %225 = vector.broadcast %224 : vector<128x1xf32> to vector<128x128xf32>
          %226 = arith.maximumf %222, %225 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %227 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %228 = arith.maximumf %226, %227 : vector<128x128xf32>
          %229 = tpu.concatenate %228, %228, %228, %228 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %230 = arith.subf %172, %229 : vector<128x512xf32>
          %231 = math.exp2 %230 : vector<128x512xf32>
          %232 = arith.subf %222, %228 : vector<128x128xf32>
          %233 = math.exp2 %232 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %234 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %235 = arith.mulf %233, %234 : vector<128x128xf32>
          %236 = vector.extract_strided_slice %231 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %237 = vector.extract_strided_slice %231 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %238 = vector.extract_strided_slice %231 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %239 = vector.extract_strided_slice %231 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %240 = arith.addf %236, %237 : vector<128x128xf32>
          %241 = arith.addf %240, %238 : vector<128x128xf32>
          %242 = arith.addf %241, %239 : vector<128x128xf32>
          %243 = arith.addf %235, %242 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %244 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %245 = vector.shape_cast %244 : vector<128x128xf32> to vector<128x128xf32>
          %246 = vector.shape_cast %243 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c256, %c0], %246 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %247 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %248 = vector.load %arg14[%247, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %249 = vector.shape_cast %248 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %250 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %251 = arith.mulf %233, %250 : vector<128x128xf32>
          %252 = arith.truncf %231 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %253 = tpu.matmul %252, %249, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %254 = arith.addf %251, %253 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %255 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %256 = vector.shape_cast %255 : vector<128x128xf32> to vector<128x128xf32>
          %257 = vector.shape_cast %254 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c256, %c0], %257 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %258 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %259 = vector.shape_cast %258 : vector<128x128xf32> to vector<128x128xf32>
          %260 = vector.shape_cast %226 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c256, %c0], %260 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %261 = vector.extract_strided_slice %92 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %262 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %263 = tpu.memref_squeeze %262 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %264 = vector.load %263[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %265 = tpu.matmul %261, %264, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %266 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %267 = arith.mulf %265, %266 : vector<128x512xf32>
          %268 = vector.extract_strided_slice %103 {offsets = [0, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %269 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
          %270 = arith.select %268, %267, %269 : vector<128x512xi1>, vector<128x512xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %271 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %272 = vector.multi_reduction <maximumf>, %221, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %273 = vector.shape_cast %272 : vector<128xf32> to vector<128x1xf32>
          %274 = vector.broadcast %273 : vector<128x1xf32> to vector<128x128xf32>
          %275 = arith.maximumf %271, %274 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %276 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %277 = arith.maximumf %275, %276 : vector<128x128xf32>
          %278 = tpu.concatenate %277, %277, %277, %277 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %279 = arith.subf %221, %278 : vector<128x512xf32>
          %280 = math.exp2 %279 : vector<128x512xf32>
          %281 = arith.subf %271, %277 : vector<128x128xf32>
          %282 = math.exp2 %281 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %283 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %284 = arith.mulf %282, %283 : vector<128x128xf32>
          %285 = vector.extract_strided_slice %280 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %286 = vector.extract_strided_slice %280 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %287 = vector.extract_strided_slice %280 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %288 = vector.extract_strided_slice %280 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %289 = arith.addf %285, %286 : vector<128x128xf32>
          %290 = arith.addf %289, %287 : vector<128x128xf32>
          %291 = arith.addf %290, %288 : vector<128x128xf32>
          %292 = arith.addf %284, %291 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %293 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %294 = vector.shape_cast %293 : vector<128x128xf32> to vector<128x128xf32>
          %295 = vector.shape_cast %292 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c384, %c0], %295 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %296 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %297 = vector.load %arg14[%296, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %298 = vector.shape_cast %297 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %299 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %300 = arith.mulf %282, %299 : vector<128x128xf32>
          %301 = arith.truncf %280 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %302 = tpu.matmul %301, %298, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %303 = arith.addf %300, %302 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %304 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %305 = vector.shape_cast %304 : vector<128x128xf32> to vector<128x128xf32>
          %306 = vector.shape_cast %303 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c384, %c0], %306 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %307 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %308 = vector.shape_cast %307 : vector<128x128xf32> to vector<128x128xf32>
          %309 = vector.shape_cast %275 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c384, %c0], %309 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %310 = vector.extract_strided_slice %92 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %311 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %312 = tpu.memref_squeeze %311 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %313 = vector.load %312[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %314 = tpu.matmul %310, %313, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %315 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %316 = arith.mulf %314, %315 : vector<128x512xf32>
          %317 = vector.extract_strided_slice %103 {offsets = [128, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %318 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
          %319 = arith.select %317, %316, %318 : vector<128x512xi1>, vector<128x512xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %320 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %321 = vector.multi_reduction <maximumf>, %270, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %322 = vector.shape_cast %321 : vector<128xf32> to vector<128x1xf32>
          %323 = vector.broadcast %322 : vector<128x1xf32> to vector<128x128xf32>
          %324 = arith.maximumf %320, %323 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %325 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %326 = arith.maximumf %324, %325 : vector<128x128xf32>
          %327 = tpu.concatenate %326, %326, %326, %326 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %328 = arith.subf %270, %327 : vector<128x512xf32>
          %329 = math.exp2 %328 : vector<128x512xf32>
          %330 = arith.subf %320, %326 : vector<128x128xf32>
          %331 = math.exp2 %330 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %332 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %333 = arith.mulf %331, %332 : vector<128x128xf32>
          %334 = vector.extract_strided_slice %329 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %335 = vector.extract_strided_slice %329 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %336 = vector.extract_strided_slice %329 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %337 = vector.extract_strided_slice %329 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %338 = arith.addf %334, %335 : vector<128x128xf32>
          %339 = arith.addf %338, %336 : vector<128x128xf32>
          %340 = arith.addf %339, %337 : vector<128x128xf32>
          %341 = arith.addf %333, %340 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %342 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %343 = vector.shape_cast %342 : vector<128x128xf32> to vector<128x128xf32>
          %344 = vector.shape_cast %341 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c512, %c0], %344 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %345 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %346 = vector.load %arg14[%345, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %347 = vector.shape_cast %346 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %348 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %349 = arith.mulf %331, %348 : vector<128x128xf32>
          %350 = arith.truncf %329 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %351 = tpu.matmul %350, %347, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %352 = arith.addf %349, %351 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %353 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %354 = vector.shape_cast %353 : vector<128x128xf32> to vector<128x128xf32>
          %355 = vector.shape_cast %352 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c512, %c0], %355 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %356 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %357 = vector.shape_cast %356 : vector<128x128xf32> to vector<128x128xf32>
          %358 = vector.shape_cast %324 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c512, %c0], %358 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %359 = vector.extract_strided_slice %92 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %360 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %361 = tpu.memref_squeeze %360 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %362 = vector.load %361[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %363 = tpu.matmul %359, %362, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %364 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %365 = arith.mulf %363, %364 : vector<128x512xf32>
          %366 = vector.extract_strided_slice %103 {offsets = [256, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %367 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
          %368 = arith.select %366, %365, %367 : vector<128x512xi1>, vector<128x512xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %369 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %370 = vector.multi_reduction <maximumf>, %319, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %371 = vector.shape_cast %370 : vector<128xf32> to vector<128x1xf32>
          %372 = vector.broadcast %371 : vector<128x1xf32> to vector<128x128xf32>
          %373 = arith.maximumf %369, %372 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %374 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %375 = arith.maximumf %373, %374 : vector<128x128xf32>
          %376 = tpu.concatenate %375, %375, %375, %375 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %377 = arith.subf %319, %376 : vector<128x512xf32>
          %378 = math.exp2 %377 : vector<128x512xf32>
          %379 = arith.subf %369, %375 : vector<128x128xf32>
          %380 = math.exp2 %379 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %381 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %382 = arith.mulf %380, %381 : vector<128x128xf32>
          %383 = vector.extract_strided_slice %378 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %384 = vector.extract_strided_slice %378 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %385 = vector.extract_strided_slice %378 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %386 = vector.extract_strided_slice %378 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %387 = arith.addf %383, %384 : vector<128x128xf32>
          %388 = arith.addf %387, %385 : vector<128x128xf32>
          %389 = arith.addf %388, %386 : vector<128x128xf32>
          %390 = arith.addf %382, %389 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %391 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %392 = vector.shape_cast %391 : vector<128x128xf32> to vector<128x128xf32>
          %393 = vector.shape_cast %390 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c640, %c0], %393 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %394 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %395 = vector.load %arg14[%394, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %396 = vector.shape_cast %395 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %397 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %398 = arith.mulf %380, %397 : vector<128x128xf32>
          %399 = arith.truncf %378 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %400 = tpu.matmul %399, %396, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %401 = arith.addf %398, %400 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %402 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %403 = vector.shape_cast %402 : vector<128x128xf32> to vector<128x128xf32>
          %404 = vector.shape_cast %401 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c640, %c0], %404 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %405 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %406 = vector.shape_cast %405 : vector<128x128xf32> to vector<128x128xf32>
          %407 = vector.shape_cast %373 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c640, %c0], %407 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %408 = vector.extract_strided_slice %92 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %409 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %410 = tpu.memref_squeeze %409 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %411 = vector.load %410[%c0, %c0] : memref<512x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %412 = tpu.matmul %408, %411, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %413 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %414 = arith.mulf %412, %413 : vector<128x512xf32>
          %415 = vector.extract_strided_slice %103 {offsets = [384, 0], sizes = [128, 512], strides = [1, 1]} : vector<512x512xi1> to vector<128x512xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %416 = vector.broadcast %cst_xbef082 : f32 to vector<128x512xf32>
          %417 = arith.select %415, %414, %416 : vector<128x512xi1>, vector<128x512xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %418 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %419 = vector.multi_reduction <maximumf>, %368, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %420 = vector.shape_cast %419 : vector<128xf32> to vector<128x1xf32>
          %421 = vector.broadcast %420 : vector<128x1xf32> to vector<128x128xf32>
          %422 = arith.maximumf %418, %421 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %423 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %424 = arith.maximumf %422, %423 : vector<128x128xf32>
          %425 = tpu.concatenate %424, %424, %424, %424 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %426 = arith.subf %368, %425 : vector<128x512xf32>
          %427 = math.exp2 %426 : vector<128x512xf32>
          %428 = arith.subf %418, %424 : vector<128x128xf32>
          %429 = math.exp2 %428 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %430 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %431 = arith.mulf %429, %430 : vector<128x128xf32>
          %432 = vector.extract_strided_slice %427 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %433 = vector.extract_strided_slice %427 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %434 = vector.extract_strided_slice %427 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %435 = vector.extract_strided_slice %427 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %436 = arith.addf %432, %433 : vector<128x128xf32>
          %437 = arith.addf %436, %434 : vector<128x128xf32>
          %438 = arith.addf %437, %435 : vector<128x128xf32>
          %439 = arith.addf %431, %438 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %440 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %441 = vector.shape_cast %440 : vector<128x128xf32> to vector<128x128xf32>
          %442 = vector.shape_cast %439 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c768, %c0], %442 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %443 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %444 = vector.load %arg14[%443, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %445 = vector.shape_cast %444 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %446 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %447 = arith.mulf %429, %446 : vector<128x128xf32>
          %448 = arith.truncf %427 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %449 = tpu.matmul %448, %445, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %450 = arith.addf %447, %449 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %451 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %452 = vector.shape_cast %451 : vector<128x128xf32> to vector<128x128xf32>
          %453 = vector.shape_cast %450 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c768, %c0], %453 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %454 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %455 = vector.shape_cast %454 : vector<128x128xf32> to vector<128x128xf32>
          %456 = vector.shape_cast %422 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c768, %c0], %456 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %457 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %458 = vector.multi_reduction <maximumf>, %417, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
          %459 = vector.shape_cast %458 : vector<128xf32> to vector<128x1xf32>
          %460 = vector.broadcast %459 : vector<128x1xf32> to vector<128x128xf32>
          %461 = arith.maximumf %457, %460 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %462 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %463 = arith.maximumf %461, %462 : vector<128x128xf32>
          %464 = tpu.concatenate %463, %463, %463, %463 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
          %465 = arith.subf %417, %464 : vector<128x512xf32>
          %466 = math.exp2 %465 : vector<128x512xf32>
          %467 = arith.subf %457, %463 : vector<128x128xf32>
          %468 = math.exp2 %467 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %469 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %470 = arith.mulf %468, %469 : vector<128x128xf32>
          %471 = vector.extract_strided_slice %466 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %472 = vector.extract_strided_slice %466 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %473 = vector.extract_strided_slice %466 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %474 = vector.extract_strided_slice %466 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %475 = arith.addf %471, %472 : vector<128x128xf32>
          %476 = arith.addf %475, %473 : vector<128x128xf32>
          %477 = arith.addf %476, %474 : vector<128x128xf32>
          %478 = arith.addf %470, %477 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %479 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %480 = vector.shape_cast %479 : vector<128x128xf32> to vector<128x128xf32>
          %481 = vector.shape_cast %478 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c896, %c0], %481 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %482 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %483 = vector.load %arg14[%482, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
          %484 = vector.shape_cast %483 : vector<1x512x128xbf16> to vector<512x128xbf16>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %485 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %486 = arith.mulf %468, %485 : vector<128x128xf32>
          %487 = arith.truncf %466 : vector<128x512xf32> to vector<128x512xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %488 = tpu.matmul %487, %484, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %489 = arith.addf %486, %488 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %490 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %491 = vector.shape_cast %490 : vector<128x128xf32> to vector<128x128xf32>
          %492 = vector.shape_cast %489 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c896, %c0], %492 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %493 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %494 = vector.shape_cast %493 : vector<128x128xf32> to vector<128x128xf32>
          %495 = vector.shape_cast %461 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c896, %c0], %495 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c1_i32 = arith.constant 1 : i32
          %496 = arith.addi %arg19, %c1_i32 : i32
          %c126_i32 = arith.constant 126 : i32
          %497 = arith.minsi %arg18, %c126_i32 : i32
          %498 = arith.index_cast %497 : i32 to index
          %499 = memref.load %arg4[%498] : memref<127xi8, #tpu.memory_space<smem>>
          %500 = arith.extsi %499 : i8 to i32
          %501 = arith.cmpi sge, %496, %500 : i32
          %c1_i32 = arith.constant 1 : i32
          %502 = arith.addi %arg18, %c1_i32 : i32
          %503 = arith.select %501, %502, %arg18 : i32
          %c1_i32 = arith.constant 1 : i32
          %504 = arith.addi %arg19, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %505 = arith.select %501, %c0_i32, %504 : i32
          %506 = arith.cmpi slt, %503, %23 : i32
          %507 = arith.extui %506 : i1 to i32
          %c0_i32 = arith.constant 0 : i32
          %508 = arith.cmpi ne, %507, %c0_i32 : i32
          scf.if %508 {
            %c0_i32 = arith.constant 0 : i32
            %509 = arith.addi %3, %c0_i32 : i32
            %510 = arith.index_cast %503 : i32 to index
            %511 = memref.load %arg3[%510] : memref<127xi8, #tpu.memory_space<smem>>
            %512 = arith.extsi %511 : i8 to i32
            %513 = arith.addi %512, %505 : i32
            %c2_i32 = arith.constant 2 : i32
            %514 = arith.divsi %509, %c2_i32 : i32
            %c512_i32 = arith.constant 512 : i32
            %515 = arith.muli %513, %c512_i32 : i32
            %516 = tpu.assume_multiple %515, 512 : i32
            %c2_i32 = arith.constant 2 : i32
            %517 = arith.divsi %509, %c2_i32 : i32
            %c512_i32 = arith.constant 512 : i32
            %518 = arith.muli %513, %c512_i32 : i32
            %519 = tpu.assume_multiple %518, 512 : i32
            %c0_i32 = arith.constant 0 : i32
            %520 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %521 = tpu.memref_squeeze %520 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %522 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
            %523 = tpu.memref_squeeze %522 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %524 = tpu.memref_slice %arg7[%514, %516, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
            %525 = tpu.memref_squeeze %524 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%525 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%523 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%521 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %526 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %527 = tpu.memref_squeeze %526 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %528 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
            %529 = tpu.memref_squeeze %528 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %530 = tpu.memref_slice %arg8[%517, %519, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
            %531 = tpu.memref_squeeze %530 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%531 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%529 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%527 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %503, %505 : i32, i32
        }
        scf.yield %66#0, %66#1 : i32, i32
      }
      scf.yield %arg18, %arg19, %62#0, %62#1, %arg21, %arg22, %arg20 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
    %42 = vector.multi_reduction <add>, %41, %cst_x56bed9 [1] : vector<1024x128xf32> to vector<1024xf32>
    %43 = vector.shape_cast %42 : vector<1024xf32> to vector<1024x1xf32>
    %44 = vector.shape_cast %43 : vector<1024x1xf32> to vector<1024x1xf32>
    %45 = vector.broadcast %44 : vector<1024x1xf32> to vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %46 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %47 = arith.cmpf one, %45, %46 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %48 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %49 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %50 = arith.select %47, %45, %49 : vector<1024x128xi1>, vector<1024x128xf32>
    %51 = tpu.reciprocal %50 : vector<1024x128xf32> -> vector<1024x128xf32>
    %52 = arith.mulf %48, %51 : vector<1024x128xf32>
    %53 = arith.truncf %52 : vector<1024x128xf32> to vector<1024x128xbf16>
    %54 = vector.shape_cast %53 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %55 = vector.load %arg9[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %54 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<127xi8, #tpu.memory_space<smem>>, %arg4: memref<127xi8, #tpu.memory_space<smem>>, %arg5: memref<127xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c2_i32 = arith.constant 2 : i32
    %4 = arith.divsi %3, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %6 = arith.remsi %5, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %4, %6, %c0_i32 : i32, i32, i32
  }
}
