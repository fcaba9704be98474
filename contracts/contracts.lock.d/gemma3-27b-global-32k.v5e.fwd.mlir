module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi8>, %arg1: tensor<127xi8>, %arg2: tensor<127xi8>, %arg3: tensor<127xi8>, %arg4: tensor<1x512x512xi8>, %arg5: tensor<65xi8>, %arg6: tensor<127xi8>, %arg7: tensor<127xi8>, %arg8: tensor<127xi8>, %arg9: tensor<1x512x512xi8>, %arg10: tensor<32x32768x128xbf16>, %arg11: tensor<16x32768x128xbf16>, %arg12: tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg10, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg11, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %2 = call @_pad_0(%arg12, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:9f4bd10fe48b8354bf311d58b58d51cccbd885498b56294f98eb78bd6bc15cf4\22, \22cost_estimate\22: {\22bytes_accessed\22: 9261023232, \22flops\22: 8933531975680, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17448304640}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<127xi8>, tensor<127xi8>, tensor<127xi8>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> tensor<32x32768x128xbf16>
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

// ---- kernel sparse_cli_fwd sha256:9f4bd10fe48b8354bf311d58b58d51cccbd885498b56294f98eb78bd6bc15cf4
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
        %100 = vector.extract_strided_slice %88 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %110 = vector.extract_strided_slice %88 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %120 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %132 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %142 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %143 = vector.shape_cast %142 : vector<128x128xf32> to vector<128x128xf32>
        %144 = vector.shape_cast %141 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %144 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %145 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg14[%145, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %147 = vector.shape_cast %146 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %149 = arith.mulf %131, %148 : vector<128x128xf32>
        %150 = arith.truncf %129 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %151 = tpu.matmul %150, %147, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %152 = arith.addf %149, %151 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %154 = vector.shape_cast %153 : vector<128x128xf32> to vector<128x128xf32>
        %155 = vector.shape_cast %152 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %155 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %156 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %157 = vector.shape_cast %156 : vector<128x128xf32> to vector<128x128xf32>
        %158 = vector.shape_cast %124 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %158 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %159 = vector.extract_strided_slice %88 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %169 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %181 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %191 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %192 = vector.shape_cast %191 : vector<128x128xf32> to vector<128x128xf32>
        %193 = vector.shape_cast %190 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c128, %c0], %193 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %194 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %195 = vector.load %arg14[%194, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %196 = vector.shape_cast %195 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %197 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %198 = arith.mulf %180, %197 : vector<128x128xf32>
        %199 = arith.truncf %178 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %200 = tpu.matmul %199, %196, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %201 = arith.addf %198, %200 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %202 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %203 = vector.shape_cast %202 : vector<128x128xf32> to vector<128x128xf32>
        %204 = vector.shape_cast %201 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %204 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %205 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %206 = vector.shape_cast %205 : vector<128x128xf32> to vector<128x128xf32>
        %207 = vector.shape_cast %173 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c128, %c0], %207 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %208 = vector.extract_strided_slice %88 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %218 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %230 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %240 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %241 = vector.shape_cast %240 : vector<128x128xf32> to vector<128x128xf32>
        %242 = vector.shape_cast %239 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c256, %c0], %242 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %243 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %244 = vector.load %arg14[%243, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %245 = vector.shape_cast %244 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %246 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %247 = arith.mulf %229, %246 : vector<128x128xf32>
        %248 = arith.truncf %227 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %249 = tpu.matmul %248, %245, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %250 = arith.addf %247, %249 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %251 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %252 = vector.shape_cast %251 : vector<128x128xf32> to vector<128x128xf32>
        %253 = vector.shape_cast %250 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %253 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %254 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %255 = vector.shape_cast %254 : vector<128x128xf32> to vector<128x128xf32>
        %256 = vector.shape_cast %222 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c256, %c0], %256 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %257 = vector.extract_strided_slice %88 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %267 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %279 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %289 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %290 = vector.shape_cast %289 : vector<128x128xf32> to vector<128x128xf32>
        %291 = vector.shape_cast %288 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c384, %c0], %291 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %292 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %293 = vector.load %arg14[%292, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %294 = vector.shape_cast %293 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %295 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %296 = arith.mulf %278, %295 : vector<128x128xf32>
        %297 = arith.truncf %276 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %298 = tpu.matmul %297, %294, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %299 = arith.addf %296, %298 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %300 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %301 = vector.shape_cast %300 : vector<128x128xf32> to vector<128x128xf32>
        %302 = vector.shape_cast %299 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %302 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %303 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %304 = vector.shape_cast %303 : vector<128x128xf32> to vector<128x128xf32>
        %305 = vector.shape_cast %271 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c384, %c0], %305 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %306 = vector.extract_strided_slice %88 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %316 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %328 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %338 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %339 = vector.shape_cast %338 : vector<128x128xf32> to vector<128x128xf32>
        %340 = vector.shape_cast %337 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c512, %c0], %340 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %341 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %342 = vector.load %arg14[%341, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %343 = vector.shape_cast %342 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %344 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %345 = arith.mulf %327, %344 : vector<128x128xf32>
        %346 = arith.truncf %325 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %347 = tpu.matmul %346, %343, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %348 = arith.addf %345, %347 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %349 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %350 = vector.shape_cast %349 : vector<128x128xf32> to vector<128x128xf32>
        %351 = vector.shape_cast %348 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %351 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %352 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %353 = vector.shape_cast %352 : vector<128x128xf32> to vector<128x128xf32>
        %354 = vector.shape_cast %320 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c512, %c0], %354 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %355 = vector.extract_strided_slice %88 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %365 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %377 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %387 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %388 = vector.shape_cast %387 : vector<128x128xf32> to vector<128x128xf32>
        %389 = vector.shape_cast %386 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c640, %c0], %389 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %390 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %391 = vector.load %arg14[%390, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %392 = vector.shape_cast %391 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %393 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %394 = arith.mulf %376, %393 : vector<128x128xf32>
        %395 = arith.truncf %374 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %396 = tpu.matmul %395, %392, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %397 = arith.addf %394, %396 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %398 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %399 = vector.shape_cast %398 : vector<128x128xf32> to vector<128x128xf32>
        %400 = vector.shape_cast %397 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %400 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %401 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %402 = vector.shape_cast %401 : vector<128x128xf32> to vector<128x128xf32>
        %403 = vector.shape_cast %369 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c640, %c0], %403 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %404 = vector.extract_strided_slice %88 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
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
        %414 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %426 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
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
        %436 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %437 = vector.shape_cast %436 : vector<128x128xf32> to vector<128x128xf32>
        %438 = vector.shape_cast %435 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c768, %c0], %438 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %439 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %440 = vector.load %arg14[%439, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %441 = vector.shape_cast %440 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %442 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %443 = arith.mulf %425, %442 : vector<128x128xf32>
        %444 = arith.truncf %423 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %445 = tpu.matmul %444, %441, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %446 = arith.addf %443, %445 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %447 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %448 = vector.shape_cast %447 : vector<128x128xf32> to vector<128x128xf32>
        %449 = vector.shape_cast %446 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %449 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %450 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %451 = vector.shape_cast %450 : vector<128x128xf32> to vector<128x128xf32>
        %452 = vector.shape_cast %418 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c768, %c0], %452 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %453 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %454 = vector.multi_reduction <maximumf>, %413, %cst_x5413f7 [1] : vector<128x512xf32> to vector<128xf32>
        %455 = vector.shape_cast %454 : vector<128xf32> to vector<128x1xf32>
        %456 = vector.broadcast %455 : vector<128x1xf32> to vector<128x128xf32>
        %457 = arith.maximumf %453, %456 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %458 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %459 = arith.maximumf %457, %458 : vector<128x128xf32>
        %460 = tpu.concatenate %459, %459, %459, %459 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x512xf32>
        %461 = arith.subf %413, %460 : vector<128x512xf32>
        %462 = math.exp2 %461 : vector<128x512xf32>
        %463 = arith.subf %453, %459 : vector<128x128xf32>
        %464 = math.exp2 %463 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %465 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %466 = arith.mulf %464, %465 : vector<128x128xf32>
        %467 = vector.extract_strided_slice %462 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %468 = vector.extract_strided_slice %462 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %469 = vector.extract_strided_slice %462 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %470 = vector.extract_strided_slice %462 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
        %471 = arith.addf %467, %468 : vector<128x128xf32>
        %472 = arith.addf %471, %469 : vector<128x128xf32>
        %473 = arith.addf %472, %470 : vector<128x128xf32>
        %474 = arith.addf %466, %473 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %475 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %476 = vector.shape_cast %475 : vector<128x128xf32> to vector<128x128xf32>
        %477 = vector.shape_cast %474 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c896, %c0], %477 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %478 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %479 = vector.load %arg14[%478, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %480 = vector.shape_cast %479 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %481 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %482 = arith.mulf %464, %481 : vector<128x128xf32>
        %483 = arith.truncf %462 : vector<128x512xf32> to vector<128x512xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %484 = tpu.matmul %483, %480, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x512xbf16>, vector<512x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %485 = arith.addf %482, %484 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %486 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %487 = vector.shape_cast %486 : vector<128x128xf32> to vector<128x128xf32>
        %488 = vector.shape_cast %485 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %488 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %489 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %490 = vector.shape_cast %489 : vector<128x128xf32> to vector<128x128xf32>
        %491 = vector.shape_cast %457 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c896, %c0], %491 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %492 = arith.addi %arg19, %c1_i32 : i32
        %c126_i32 = arith.constant 126 : i32
        %493 = arith.minsi %arg18, %c126_i32 : i32
        %494 = arith.index_cast %493 : i32 to index
        %495 = memref.load %arg4[%494] : memref<127xi8, #tpu.memory_space<smem>>
        %496 = arith.extsi %495 : i8 to i32
        %497 = arith.cmpi sge, %492, %496 : i32
        %c1_i32 = arith.constant 1 : i32
        %498 = arith.addi %arg18, %c1_i32 : i32
        %499 = arith.select %497, %498, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %500 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %501 = arith.select %497, %c0_i32, %500 : i32
        %502 = arith.cmpi slt, %499, %23 : i32
        %503 = arith.extui %502 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %504 = arith.cmpi ne, %503, %c0_i32 : i32
        scf.if %504 {
          %c0_i32 = arith.constant 0 : i32
          %505 = arith.addi %3, %c0_i32 : i32
          %506 = arith.index_cast %499 : i32 to index
          %507 = memref.load %arg3[%506] : memref<127xi8, #tpu.memory_space<smem>>
          %508 = arith.extsi %507 : i8 to i32
          %509 = arith.addi %508, %501 : i32
          %c2_i32 = arith.constant 2 : i32
          %510 = arith.divsi %505, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %511 = arith.muli %509, %c512_i32 : i32
          %512 = tpu.assume_multiple %511, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %513 = arith.divsi %505, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %514 = arith.muli %509, %c512_i32 : i32
          %515 = tpu.assume_multiple %514, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %516 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %517 = tpu.memref_squeeze %516 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %518 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %519 = tpu.memref_squeeze %518 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %520 = tpu.memref_slice %arg7[%510, %512, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %521 = tpu.memref_squeeze %520 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%521 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%519 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%517 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %522 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %523 = tpu.memref_squeeze %522 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %524 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %525 = tpu.memref_squeeze %524 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %526 = tpu.memref_slice %arg8[%513, %515, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %527 = tpu.memref_squeeze %526 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%527 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%525 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%523 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %499, %501 : i32, i32
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
    %47 = arith.cmpf ogt, %45, %46 : vector<1024x128xf32>
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
