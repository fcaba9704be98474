module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi8>, %arg1: tensor<126xi8>, %arg2: tensor<126xi8>, %arg3: tensor<126xi8>, %arg4: tensor<2x512x1024xi8>, %arg5: tensor<65xi8>, %arg6: tensor<126xi8>, %arg7: tensor<126xi8>, %arg8: tensor<126xi8>, %arg9: tensor<2x512x1024xi8>, %arg10: tensor<65xi8>, %arg11: tensor<127xi8>, %arg12: tensor<127xi8>, %arg13: tensor<127xi8>, %arg14: tensor<1x512x512xi8>, %arg15: tensor<32x32768x128xbf16>, %arg16: tensor<8x32768x128xbf16>, %arg17: tensor<8x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg15, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg16, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %2 = call @_pad_0(%arg17, %c) : (tensor<8x32768x128xbf16>, tensor<i32>) -> tensor<8x32768x128xbf16>
    %3 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:7f9e5d73be84d0e4f9f17b5080afffb0ed53a4ac182d0434178446bcd92da083\22, \22cost_estimate\22: {\22bytes_accessed\22: 9395240960, \22flops\22: 9070970929152, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 17716740096}, \22disable_bounds_checks\22: true, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi8>, tensor<126xi8>, tensor<126xi8>, tensor<126xi8>, tensor<32x32768x128xbf16>, tensor<8x32768x128xbf16>, tensor<8x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %3 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<32x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<32x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
  func.func private @_pad_0(%arg0: tensor<8x32768x128xbf16>, %arg1: tensor<i32>) -> tensor<8x32768x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32768x128xbf16>, tensor<bf16>) -> tensor<8x32768x128xbf16>
    return %1 : tensor<8x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:7f9e5d73be84d0e4f9f17b5080afffb0ed53a4ac182d0434178446bcd92da083
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<8x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 2, 512, 128>}]} {
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
      %58 = memref.load %arg3[%57] : memref<126xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.addi %59, %c0_i32 : i32
      %c4_i32 = arith.constant 4 : i32
      %61 = arith.divsi %56, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %62 = arith.muli %60, %c1024_i32 : i32
      %63 = tpu.assume_multiple %62, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %64 = arith.divsi %56, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %65 = arith.muli %60, %c1024_i32 : i32
      %66 = tpu.assume_multiple %65, 1024 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg15[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg13[%c0_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg7[%61, %63, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %73 = tpu.memref_slice %arg15[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg8[%64, %66, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%78 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%76 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c125_i32 = arith.constant 125 : i32
    %28 = arith.minsi %19, %c125_i32 : i32
    %29 = arith.index_cast %28 : i32 to index
    %30 = memref.load %arg4[%29] : memref<126xi8, #tpu.memory_space<smem>>
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
      %58 = memref.load %arg3[%57] : memref<126xi8, #tpu.memory_space<smem>>
      %59 = arith.extsi %58 : i8 to i32
      %60 = arith.addi %59, %36 : i32
      %c4_i32 = arith.constant 4 : i32
      %61 = arith.divsi %56, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %62 = arith.muli %60, %c1024_i32 : i32
      %63 = tpu.assume_multiple %62, 1024 : i32
      %c4_i32 = arith.constant 4 : i32
      %64 = arith.divsi %56, %c4_i32 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %65 = arith.muli %60, %c1024_i32 : i32
      %66 = tpu.assume_multiple %65, 1024 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %67 = tpu.memref_slice %arg15[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg13[%c1_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg7[%61, %63, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%70 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %73 = tpu.memref_slice %arg15[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %75 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
      %76 = tpu.memref_squeeze %75 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %77 = tpu.memref_slice %arg8[%64, %66, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
      %78 = tpu.memref_squeeze %77 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%78 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%76 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
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
      %57 = memref.load %arg5[%56] : memref<126xi8, #tpu.memory_space<smem>>
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
        %c1024_i32 = arith.constant 1024 : i32
        %64 = arith.muli %c0_i32, %c1024_i32 : i32
        %65 = tpu.assume_multiple %64, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %c4_i32 = arith.constant 4 : i32
        %66 = arith.divsi %c0_i32, %c4_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c1024_i32 = arith.constant 1024 : i32
        %67 = arith.muli %c0_i32, %c1024_i32 : i32
        %68 = tpu.assume_multiple %67, 1024 : i32
        %c0_i32 = arith.constant 0 : i32
        %69 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg7[%63, %65, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%72 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %75 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %76 = tpu.memref_squeeze %75 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %77 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %78 = tpu.memref_squeeze %77 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %79 = tpu.memref_slice %arg8[%66, %68, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
        %80 = tpu.memref_squeeze %79 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%76 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%80 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%78 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %81 = arith.addi %3, %c0_i32 : i32
        %82 = arith.index_cast %arg16 : i32 to index
        %83 = memref.load %arg3[%82] : memref<126xi8, #tpu.memory_space<smem>>
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
        %90 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %91[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %93 = tpu.matmul %89, %92, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %94 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %95 = arith.mulf %93, %94 : vector<128x1024xf32>
        %96 = vector.extract_strided_slice %88 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %97 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %98 = tpu.memref_squeeze %97 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %98[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %100 = tpu.matmul %96, %99, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %101 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %102 = arith.mulf %100, %101 : vector<128x1024xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %104 = vector.multi_reduction <maximumf>, %95, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %105 = vector.shape_cast %104 : vector<128xf32> to vector<128x1xf32>
        %106 = vector.broadcast %105 : vector<128x1xf32> to vector<128x128xf32>
        %107 = arith.maximumf %103, %106 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %108 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %109 = arith.maximumf %107, %108 : vector<128x128xf32>
        %110 = tpu.concatenate %109, %109, %109, %109, %109, %109, %109, %109 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %111 = arith.subf %95, %110 : vector<128x1024xf32>
        %112 = math.exp2 %111 : vector<128x1024xf32>
        %113 = arith.subf %103, %109 : vector<128x128xf32>
        %114 = math.exp2 %113 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %116 = arith.mulf %114, %115 : vector<128x128xf32>
        %117 = vector.extract_strided_slice %112 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %118 = vector.extract_strided_slice %112 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %119 = vector.extract_strided_slice %112 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %120 = vector.extract_strided_slice %112 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %121 = vector.extract_strided_slice %112 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %122 = vector.extract_strided_slice %112 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %123 = vector.extract_strided_slice %112 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %124 = vector.extract_strided_slice %112 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %125 = arith.addf %117, %118 : vector<128x128xf32>
        %126 = arith.addf %125, %119 : vector<128x128xf32>
        %127 = arith.addf %126, %120 : vector<128x128xf32>
        %128 = arith.addf %127, %121 : vector<128x128xf32>
        %129 = arith.addf %128, %122 : vector<128x128xf32>
        %130 = arith.addf %129, %123 : vector<128x128xf32>
        %131 = arith.addf %130, %124 : vector<128x128xf32>
        %132 = arith.addf %116, %131 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %134 = vector.shape_cast %133 : vector<128x128xf32> to vector<128x128xf32>
        %135 = vector.shape_cast %132 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %135 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %136 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %137 = vector.load %arg14[%136, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %138 = vector.shape_cast %137 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %140 = arith.mulf %114, %139 : vector<128x128xf32>
        %141 = arith.truncf %112 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %142 = tpu.matmul %141, %138, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %143 = arith.addf %140, %142 : vector<128x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %144 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %145 = vector.shape_cast %144 : vector<128x128xf32> to vector<128x128xf32>
        %146 = vector.shape_cast %143 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %146 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %148 = vector.shape_cast %147 : vector<128x128xf32> to vector<128x128xf32>
        %149 = vector.shape_cast %107 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c0, %c0], %149 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %150 = vector.extract_strided_slice %88 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %151 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %152 = tpu.memref_squeeze %151 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %152[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %154 = tpu.matmul %150, %153, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %155 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %156 = arith.mulf %154, %155 : vector<128x1024xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %157 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %158 = vector.multi_reduction <maximumf>, %102, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %159 = vector.shape_cast %158 : vector<128xf32> to vector<128x1xf32>
        %160 = vector.broadcast %159 : vector<128x1xf32> to vector<128x128xf32>
        %161 = arith.maximumf %157, %160 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %162 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %163 = arith.maximumf %161, %162 : vector<128x128xf32>
        %164 = tpu.concatenate %163, %163, %163, %163, %163, %163, %163, %163 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %165 = arith.subf %102, %164 : vector<128x1024xf32>
        %166 = math.exp2 %165 : vector<128x1024xf32>
        %167 = arith.subf %157, %163 : vector<128x128xf32>
        %168 = math.exp2 %167 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %169 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %170 = arith.mulf %168, %169 : vector<128x128xf32>
        %171 = vector.extract_strided_slice %166 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %172 = vector.extract_strided_slice %166 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %173 = vector.extract_strided_slice %166 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %174 = vector.extract_strided_slice %166 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %175 = vector.extract_strided_slice %166 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %176 = vector.extract_strided_slice %166 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %177 = vector.extract_strided_slice %166 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %178 = vector.extract_strided_slice %166 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %179 = arith.addf %171, %172 : vector<128x128xf32>
        %180 = arith.addf %179, %173 : vector<128x128xf32>
        %181 = arith.addf %180, %174 : vector<128x128xf32>
        %182 = arith.addf %181, %175 : vector<128x128xf32>
        %183 = arith.addf %182, %176 : vector<128x128xf32>
        %184 = arith.addf %183, %177 : vector<128x128xf32>
        %185 = arith.addf %184, %178 : vector<128x128xf32>
        %186 = arith.addf %170, %185 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %187 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %188 = vector.shape_cast %187 : vector<128x128xf32> to vector<128x128xf32>
        %189 = vector.shape_cast %186 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c128, %c0], %189 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %190 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %191 = vector.load %arg14[%190, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %192 = vector.shape_cast %191 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %193 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %194 = arith.mulf %168, %193 : vector<128x128xf32>
        %195 = arith.truncf %166 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %196 = tpu.matmul %195, %192, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %197 = arith.addf %194, %196 : vector<128x128xf32>
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %198 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %199 = vector.shape_cast %198 : vector<128x128xf32> to vector<128x128xf32>
        %200 = vector.shape_cast %197 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c128, %c0], %200 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c128 = arith.constant 128 : index
        %c0 = arith.constant 0 : index
        %201 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %202 = vector.shape_cast %201 : vector<128x128xf32> to vector<128x128xf32>
        %203 = vector.shape_cast %161 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c128, %c0], %203 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %204 = vector.extract_strided_slice %88 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %205 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %206 = tpu.memref_squeeze %205 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %207 = vector.load %206[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %208 = tpu.matmul %204, %207, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %209 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %210 = arith.mulf %208, %209 : vector<128x1024xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %211 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %212 = vector.multi_reduction <maximumf>, %156, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %213 = vector.shape_cast %212 : vector<128xf32> to vector<128x1xf32>
        %214 = vector.broadcast %213 : vector<128x1xf32> to vector<128x128xf32>
        %215 = arith.maximumf %211, %214 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %216 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %217 = arith.maximumf %215, %216 : vector<128x128xf32>
        %218 = tpu.concatenate %217, %217, %217, %217, %217, %217, %217, %217 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %219 = arith.subf %156, %218 : vector<128x1024xf32>
        %220 = math.exp2 %219 : vector<128x1024xf32>
        %221 = arith.subf %211, %217 : vector<128x128xf32>
        %222 = math.exp2 %221 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %223 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %224 = arith.mulf %222, %223 : vector<128x128xf32>
        %225 = vector.extract_strided_slice %220 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %226 = vector.extract_strided_slice %220 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %227 = vector.extract_strided_slice %220 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %228 = vector.extract_strided_slice %220 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %229 = vector.extract_strided_slice %220 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %230 = vector.extract_strided_slice %220 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %231 = vector.extract_strided_slice %220 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %232 = vector.extract_strided_slice %220 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %233 = arith.addf %225, %226 : vector<128x128xf32>
        %234 = arith.addf %233, %227 : vector<128x128xf32>
        %235 = arith.addf %234, %228 : vector<128x128xf32>
        %236 = arith.addf %235, %229 : vector<128x128xf32>
        %237 = arith.addf %236, %230 : vector<128x128xf32>
        %238 = arith.addf %237, %231 : vector<128x128xf32>
        %239 = arith.addf %238, %232 : vector<128x128xf32>
        %240 = arith.addf %224, %239 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %241 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %242 = vector.shape_cast %241 : vector<128x128xf32> to vector<128x128xf32>
        %243 = vector.shape_cast %240 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c256, %c0], %243 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %244 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %245 = vector.load %arg14[%244, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %246 = vector.shape_cast %245 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %247 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %248 = arith.mulf %222, %247 : vector<128x128xf32>
        %249 = arith.truncf %220 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %250 = tpu.matmul %249, %246, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %251 = arith.addf %248, %250 : vector<128x128xf32>
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %252 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %253 = vector.shape_cast %252 : vector<128x128xf32> to vector<128x128xf32>
        %254 = vector.shape_cast %251 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c256, %c0], %254 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c256 = arith.constant 256 : index
        %c0 = arith.constant 0 : index
        %255 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %256 = vector.shape_cast %255 : vector<128x128xf32> to vector<128x128xf32>
        %257 = vector.shape_cast %215 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c256, %c0], %257 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %258 = vector.extract_strided_slice %88 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %259 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %260 = tpu.memref_squeeze %259 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %261 = vector.load %260[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %262 = tpu.matmul %258, %261, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %263 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %264 = arith.mulf %262, %263 : vector<128x1024xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %265 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %266 = vector.multi_reduction <maximumf>, %210, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %267 = vector.shape_cast %266 : vector<128xf32> to vector<128x1xf32>
        %268 = vector.broadcast %267 : vector<128x1xf32> to vector<128x128xf32>
        %269 = arith.maximumf %265, %268 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %270 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %271 = arith.maximumf %269, %270 : vector<128x128xf32>
        %272 = tpu.concatenate %271, %271, %271, %271, %271, %271, %271, %271 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %273 = arith.subf %210, %272 : vector<128x1024xf32>
        %274 = math.exp2 %273 : vector<128x1024xf32>
        %275 = arith.subf %265, %271 : vector<128x128xf32>
        %276 = math.exp2 %275 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %277 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %278 = arith.mulf %276, %277 : vector<128x128xf32>
        %279 = vector.extract_strided_slice %274 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %280 = vector.extract_strided_slice %274 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %281 = vector.extract_strided_slice %274 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %282 = vector.extract_strided_slice %274 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %283 = vector.extract_strided_slice %274 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %284 = vector.extract_strided_slice %274 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %285 = vector.extract_strided_slice %274 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %286 = vector.extract_strided_slice %274 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %287 = arith.addf %279, %280 : vector<128x128xf32>
        %288 = arith.addf %287, %281 : vector<128x128xf32>
        %289 = arith.addf %288, %282 : vector<128x128xf32>
        %290 = arith.addf %289, %283 : vector<128x128xf32>
        %291 = arith.addf %290, %284 : vector<128x128xf32>
        %292 = arith.addf %291, %285 : vector<128x128xf32>
        %293 = arith.addf %292, %286 : vector<128x128xf32>
        %294 = arith.addf %278, %293 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %295 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %296 = vector.shape_cast %295 : vector<128x128xf32> to vector<128x128xf32>
        %297 = vector.shape_cast %294 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c384, %c0], %297 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %298 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %299 = vector.load %arg14[%298, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %300 = vector.shape_cast %299 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %301 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %302 = arith.mulf %276, %301 : vector<128x128xf32>
        %303 = arith.truncf %274 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %304 = tpu.matmul %303, %300, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %305 = arith.addf %302, %304 : vector<128x128xf32>
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %306 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %307 = vector.shape_cast %306 : vector<128x128xf32> to vector<128x128xf32>
        %308 = vector.shape_cast %305 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c384, %c0], %308 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c384 = arith.constant 384 : index
        %c0 = arith.constant 0 : index
        %309 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %310 = vector.shape_cast %309 : vector<128x128xf32> to vector<128x128xf32>
        %311 = vector.shape_cast %269 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c384, %c0], %311 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %312 = vector.extract_strided_slice %88 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %313 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %314 = tpu.memref_squeeze %313 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %315 = vector.load %314[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %316 = tpu.matmul %312, %315, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %317 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %318 = arith.mulf %316, %317 : vector<128x1024xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %319 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %320 = vector.multi_reduction <maximumf>, %264, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %321 = vector.shape_cast %320 : vector<128xf32> to vector<128x1xf32>
        %322 = vector.broadcast %321 : vector<128x1xf32> to vector<128x128xf32>
        %323 = arith.maximumf %319, %322 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %324 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %325 = arith.maximumf %323, %324 : vector<128x128xf32>
        %326 = tpu.concatenate %325, %325, %325, %325, %325, %325, %325, %325 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %327 = arith.subf %264, %326 : vector<128x1024xf32>
        %328 = math.exp2 %327 : vector<128x1024xf32>
        %329 = arith.subf %319, %325 : vector<128x128xf32>
        %330 = math.exp2 %329 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %331 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %332 = arith.mulf %330, %331 : vector<128x128xf32>
        %333 = vector.extract_strided_slice %328 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %334 = vector.extract_strided_slice %328 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %335 = vector.extract_strided_slice %328 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %336 = vector.extract_strided_slice %328 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %337 = vector.extract_strided_slice %328 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %338 = vector.extract_strided_slice %328 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %339 = vector.extract_strided_slice %328 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %340 = vector.extract_strided_slice %328 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %341 = arith.addf %333, %334 : vector<128x128xf32>
        %342 = arith.addf %341, %335 : vector<128x128xf32>
        %343 = arith.addf %342, %336 : vector<128x128xf32>
        %344 = arith.addf %343, %337 : vector<128x128xf32>
        %345 = arith.addf %344, %338 : vector<128x128xf32>
        %346 = arith.addf %345, %339 : vector<128x128xf32>
        %347 = arith.addf %346, %340 : vector<128x128xf32>
        %348 = arith.addf %332, %347 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %349 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %350 = vector.shape_cast %349 : vector<128x128xf32> to vector<128x128xf32>
        %351 = vector.shape_cast %348 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c512, %c0], %351 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %352 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %353 = vector.load %arg14[%352, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %354 = vector.shape_cast %353 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %355 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %356 = arith.mulf %330, %355 : vector<128x128xf32>
        %357 = arith.truncf %328 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %358 = tpu.matmul %357, %354, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %359 = arith.addf %356, %358 : vector<128x128xf32>
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %360 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %361 = vector.shape_cast %360 : vector<128x128xf32> to vector<128x128xf32>
        %362 = vector.shape_cast %359 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c512, %c0], %362 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c512 = arith.constant 512 : index
        %c0 = arith.constant 0 : index
        %363 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %364 = vector.shape_cast %363 : vector<128x128xf32> to vector<128x128xf32>
        %365 = vector.shape_cast %323 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c512, %c0], %365 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %366 = vector.extract_strided_slice %88 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %367 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %368 = tpu.memref_squeeze %367 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %369 = vector.load %368[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %370 = tpu.matmul %366, %369, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %371 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %372 = arith.mulf %370, %371 : vector<128x1024xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %373 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %374 = vector.multi_reduction <maximumf>, %318, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %375 = vector.shape_cast %374 : vector<128xf32> to vector<128x1xf32>
        %376 = vector.broadcast %375 : vector<128x1xf32> to vector<128x128xf32>
        %377 = arith.maximumf %373, %376 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %378 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %379 = arith.maximumf %377, %378 : vector<128x128xf32>
        %380 = tpu.concatenate %379, %379, %379, %379, %379, %379, %379, %379 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %381 = arith.subf %318, %380 : vector<128x1024xf32>
        %382 = math.exp2 %381 : vector<128x1024xf32>
        %383 = arith.subf %373, %379 : vector<128x128xf32>
        %384 = math.exp2 %383 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %385 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %386 = arith.mulf %384, %385 : vector<128x128xf32>
        %387 = vector.extract_strided_slice %382 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %388 = vector.extract_strided_slice %382 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %389 = vector.extract_strided_slice %382 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %390 = vector.extract_strided_slice %382 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %391 = vector.extract_strided_slice %382 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %392 = vector.extract_strided_slice %382 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %393 = vector.extract_strided_slice %382 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %394 = vector.extract_strided_slice %382 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %395 = arith.addf %387, %388 : vector<128x128xf32>
        %396 = arith.addf %395, %389 : vector<128x128xf32>
        %397 = arith.addf %396, %390 : vector<128x128xf32>
        %398 = arith.addf %397, %391 : vector<128x128xf32>
        %399 = arith.addf %398, %392 : vector<128x128xf32>
        %400 = arith.addf %399, %393 : vector<128x128xf32>
        %401 = arith.addf %400, %394 : vector<128x128xf32>
        %402 = arith.addf %386, %401 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %403 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %404 = vector.shape_cast %403 : vector<128x128xf32> to vector<128x128xf32>
        %405 = vector.shape_cast %402 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c640, %c0], %405 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %406 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %407 = vector.load %arg14[%406, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %408 = vector.shape_cast %407 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %409 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %410 = arith.mulf %384, %409 : vector<128x128xf32>
        %411 = arith.truncf %382 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %412 = tpu.matmul %411, %408, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %413 = arith.addf %410, %412 : vector<128x128xf32>
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %414 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %415 = vector.shape_cast %414 : vector<128x128xf32> to vector<128x128xf32>
        %416 = vector.shape_cast %413 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c640, %c0], %416 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c640 = arith.constant 640 : index
        %c0 = arith.constant 0 : index
        %417 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %418 = vector.shape_cast %417 : vector<128x128xf32> to vector<128x128xf32>
        %419 = vector.shape_cast %377 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c640, %c0], %419 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %420 = vector.extract_strided_slice %88 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %421 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
        %422 = tpu.memref_squeeze %421 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %423 = vector.load %422[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
        %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
        %424 = tpu.matmul %420, %423, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %425 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
        %426 = arith.mulf %424, %425 : vector<128x1024xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %427 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %428 = vector.multi_reduction <maximumf>, %372, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %429 = vector.shape_cast %428 : vector<128xf32> to vector<128x1xf32>
        %430 = vector.broadcast %429 : vector<128x1xf32> to vector<128x128xf32>
        %431 = arith.maximumf %427, %430 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %432 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %433 = arith.maximumf %431, %432 : vector<128x128xf32>
        %434 = tpu.concatenate %433, %433, %433, %433, %433, %433, %433, %433 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %435 = arith.subf %372, %434 : vector<128x1024xf32>
        %436 = math.exp2 %435 : vector<128x1024xf32>
        %437 = arith.subf %427, %433 : vector<128x128xf32>
        %438 = math.exp2 %437 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %439 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %440 = arith.mulf %438, %439 : vector<128x128xf32>
        %441 = vector.extract_strided_slice %436 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %442 = vector.extract_strided_slice %436 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %443 = vector.extract_strided_slice %436 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %444 = vector.extract_strided_slice %436 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %445 = vector.extract_strided_slice %436 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %446 = vector.extract_strided_slice %436 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %447 = vector.extract_strided_slice %436 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %448 = vector.extract_strided_slice %436 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %449 = arith.addf %441, %442 : vector<128x128xf32>
        %450 = arith.addf %449, %443 : vector<128x128xf32>
        %451 = arith.addf %450, %444 : vector<128x128xf32>
        %452 = arith.addf %451, %445 : vector<128x128xf32>
        %453 = arith.addf %452, %446 : vector<128x128xf32>
        %454 = arith.addf %453, %447 : vector<128x128xf32>
        %455 = arith.addf %454, %448 : vector<128x128xf32>
        %456 = arith.addf %440, %455 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %457 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %458 = vector.shape_cast %457 : vector<128x128xf32> to vector<128x128xf32>
        %459 = vector.shape_cast %456 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c768, %c0], %459 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %460 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %461 = vector.load %arg14[%460, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %462 = vector.shape_cast %461 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %463 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %464 = arith.mulf %438, %463 : vector<128x128xf32>
        %465 = arith.truncf %436 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %466 = tpu.matmul %465, %462, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %467 = arith.addf %464, %466 : vector<128x128xf32>
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %468 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %469 = vector.shape_cast %468 : vector<128x128xf32> to vector<128x128xf32>
        %470 = vector.shape_cast %467 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c768, %c0], %470 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c768 = arith.constant 768 : index
        %c0 = arith.constant 0 : index
        %471 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %472 = vector.shape_cast %471 : vector<128x128xf32> to vector<128x128xf32>
        %473 = vector.shape_cast %431 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c768, %c0], %473 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %474 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
        %475 = vector.multi_reduction <maximumf>, %426, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
        %476 = vector.shape_cast %475 : vector<128xf32> to vector<128x1xf32>
        %477 = vector.broadcast %476 : vector<128x1xf32> to vector<128x128xf32>
        %478 = arith.maximumf %474, %477 : vector<128x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %479 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
        %480 = arith.maximumf %478, %479 : vector<128x128xf32>
        %481 = tpu.concatenate %480, %480, %480, %480, %480, %480, %480, %480 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
        %482 = arith.subf %426, %481 : vector<128x1024xf32>
        %483 = math.exp2 %482 : vector<128x1024xf32>
        %484 = arith.subf %474, %480 : vector<128x128xf32>
        %485 = math.exp2 %484 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %486 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %487 = arith.mulf %485, %486 : vector<128x128xf32>
        %488 = vector.extract_strided_slice %483 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %489 = vector.extract_strided_slice %483 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %490 = vector.extract_strided_slice %483 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %491 = vector.extract_strided_slice %483 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %492 = vector.extract_strided_slice %483 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %493 = vector.extract_strided_slice %483 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %494 = vector.extract_strided_slice %483 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %495 = vector.extract_strided_slice %483 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
        %496 = arith.addf %488, %489 : vector<128x128xf32>
        %497 = arith.addf %496, %490 : vector<128x128xf32>
        %498 = arith.addf %497, %491 : vector<128x128xf32>
        %499 = arith.addf %498, %492 : vector<128x128xf32>
        %500 = arith.addf %499, %493 : vector<128x128xf32>
        %501 = arith.addf %500, %494 : vector<128x128xf32>
        %502 = arith.addf %501, %495 : vector<128x128xf32>
        %503 = arith.addf %487, %502 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %504 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %505 = vector.shape_cast %504 : vector<128x128xf32> to vector<128x128xf32>
        %506 = vector.shape_cast %503 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg11[%c896, %c0], %506 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %507 = arith.index_cast %arg20 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %508 = vector.load %arg14[%507, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
        %509 = vector.shape_cast %508 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %510 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %511 = arith.mulf %485, %510 : vector<128x128xf32>
        %512 = arith.truncf %483 : vector<128x1024xf32> to vector<128x1024xbf16>
        %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
        %513 = tpu.matmul %512, %509, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
        %514 = arith.addf %511, %513 : vector<128x128xf32>
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %515 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %516 = vector.shape_cast %515 : vector<128x128xf32> to vector<128x128xf32>
        %517 = vector.shape_cast %514 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg12[%c896, %c0], %517 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c896 = arith.constant 896 : index
        %c0 = arith.constant 0 : index
        %518 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
        %519 = vector.shape_cast %518 : vector<128x128xf32> to vector<128x128xf32>
        %520 = vector.shape_cast %478 : vector<128x128xf32> to vector<128x128xf32>
        tpu.vector_store %arg10[%c896, %c0], %520 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %521 = arith.addi %arg19, %c1_i32 : i32
        %c125_i32 = arith.constant 125 : i32
        %522 = arith.minsi %arg18, %c125_i32 : i32
        %523 = arith.index_cast %522 : i32 to index
        %524 = memref.load %arg4[%523] : memref<126xi8, #tpu.memory_space<smem>>
        %525 = arith.extsi %524 : i8 to i32
        %526 = arith.cmpi sge, %521, %525 : i32
        %c1_i32 = arith.constant 1 : i32
        %527 = arith.addi %arg18, %c1_i32 : i32
        %528 = arith.select %526, %527, %arg18 : i32
        %c1_i32 = arith.constant 1 : i32
        %529 = arith.addi %arg19, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %530 = arith.select %526, %c0_i32, %529 : i32
        %531 = arith.cmpi slt, %528, %23 : i32
        %532 = arith.extui %531 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %533 = arith.cmpi ne, %532, %c0_i32 : i32
        scf.if %533 {
          %c0_i32 = arith.constant 0 : i32
          %534 = arith.addi %3, %c0_i32 : i32
          %535 = arith.index_cast %528 : i32 to index
          %536 = memref.load %arg3[%535] : memref<126xi8, #tpu.memory_space<smem>>
          %537 = arith.extsi %536 : i8 to i32
          %538 = arith.addi %537, %530 : i32
          %c4_i32 = arith.constant 4 : i32
          %539 = arith.divsi %534, %c4_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %540 = arith.muli %538, %c1024_i32 : i32
          %541 = tpu.assume_multiple %540, 1024 : i32
          %c4_i32 = arith.constant 4 : i32
          %542 = arith.divsi %534, %c4_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %543 = arith.muli %538, %c1024_i32 : i32
          %544 = tpu.assume_multiple %543, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %545 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %546 = tpu.memref_squeeze %545 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %547 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %548 = tpu.memref_squeeze %547 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %549 = tpu.memref_slice %arg7[%539, %541, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %550 = tpu.memref_squeeze %549 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%550 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%548 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%546 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %551 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %552 = tpu.memref_squeeze %551 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %553 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %554 = tpu.memref_squeeze %553 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %555 = tpu.memref_slice %arg8[%542, %544, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %556 = tpu.memref_squeeze %555 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%556 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%554 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%552 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %528, %530 : i32, i32
      } else {
        %c3_i32 = arith.constant 3 : i32
        %63 = arith.cmpi eq, %58, %c3_i32 : i32
        %64 = arith.extui %63 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %65 = arith.cmpi ne, %64, %c0_i32 : i32
        %66:2 = scf.if %65 -> (i32, i32) {
          %c0_i32 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %67 = arith.divsi %c0_i32, %c4_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %68 = arith.muli %c0_i32, %c1024_i32 : i32
          %69 = tpu.assume_multiple %68, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %70 = arith.divsi %c0_i32, %c4_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %71 = arith.muli %c0_i32, %c1024_i32 : i32
          %72 = tpu.assume_multiple %71, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %73 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %75 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %76 = tpu.memref_squeeze %75 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %77 = tpu.memref_slice %arg7[%67, %69, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %78 = tpu.memref_squeeze %77 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%76 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
          %c1_i32 = arith.constant 1 : i32
          %79 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %81 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %82 = tpu.memref_squeeze %81 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %83 = tpu.memref_slice %arg8[%70, %72, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %84 = tpu.memref_squeeze %83 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%82 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %85 = arith.addi %3, %c0_i32 : i32
          %86 = arith.index_cast %arg16 : i32 to index
          %87 = memref.load %arg3[%86] : memref<126xi8, #tpu.memory_space<smem>>
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
          %94 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %95 = tpu.memref_squeeze %94 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %96 = vector.load %95[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %97 = tpu.matmul %93, %96, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %98 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x128xf32>
          %99 = arith.mulf %97, %98 : vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %100 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %101 = arith.muli %89, %c1024_i32 : i32
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
          %114 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %115 = tpu.memref_squeeze %114 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %116 = vector.load %115[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
          %117 = tpu.matmul %113, %116, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<256x128xbf16>, vector<128x256xf32> -> vector<128x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %118 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x256xf32>
          %119 = arith.mulf %117, %118 : vector<128x256xf32>
          %120 = vector.extract_strided_slice %119 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %121 = vector.extract_strided_slice %119 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %122 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %123 = arith.muli %89, %c1024_i32 : i32
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
          %139 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %140 = tpu.memref_squeeze %139 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %141 = vector.load %140[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %cst_xf8d2ea = arith.constant dense<0.000000e+00> : vector<128x384xf32>
          %142 = tpu.matmul %138, %141, %cst_xf8d2ea {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<384x128xbf16>, vector<128x384xf32> -> vector<128x384xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %143 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x384xf32>
          %144 = arith.mulf %142, %143 : vector<128x384xf32>
          %145 = vector.extract_strided_slice %144 {offsets = [0, 0], sizes = [128, 256], strides = [1, 1]} : vector<128x384xf32> to vector<128x256xf32>
          %146 = vector.extract_strided_slice %144 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %147 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %148 = arith.muli %89, %c1024_i32 : i32
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
          %164 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %165 = tpu.memref_squeeze %164 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %166 = vector.load %165[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %167 = tpu.matmul %163, %166, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %168 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %169 = arith.mulf %167, %168 : vector<128x512xf32>
          %170 = vector.extract_strided_slice %169 {offsets = [0, 0], sizes = [128, 384], strides = [1, 1]} : vector<128x512xf32> to vector<128x384xf32>
          %171 = vector.extract_strided_slice %169 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %172 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %173 = arith.muli %89, %c1024_i32 : i32
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
          %205 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %206 = tpu.memref_squeeze %205 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %207 = vector.load %206[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
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
          %220 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %221 = tpu.memref_squeeze %220 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %222 = vector.load %221[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %223 = tpu.matmul %219, %222, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<128x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %224 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x128xf32>
          %225 = arith.mulf %223, %224 : vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %226 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %227 = arith.muli %89, %c1024_i32 : i32
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
          %260 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %261 = tpu.memref_squeeze %260 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %262 = vector.load %261[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
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
          %275 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %276 = tpu.memref_squeeze %275 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %277 = vector.load %276[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
          %cst_xd80fc6 = arith.constant dense<0.000000e+00> : vector<128x256xf32>
          %278 = tpu.matmul %274, %277, %cst_xd80fc6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<256x128xbf16>, vector<128x256xf32> -> vector<128x256xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %279 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x256xf32>
          %280 = arith.mulf %278, %279 : vector<128x256xf32>
          %281 = vector.extract_strided_slice %280 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %282 = vector.extract_strided_slice %280 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x256xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %283 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %284 = arith.muli %89, %c1024_i32 : i32
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
          %322 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %323 = tpu.memref_squeeze %322 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %324 = vector.load %323[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
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
          %337 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %338 = tpu.memref_squeeze %337 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %339 = vector.load %338[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
          %cst_xf8d2ea = arith.constant dense<0.000000e+00> : vector<128x384xf32>
          %340 = tpu.matmul %336, %339, %cst_xf8d2ea {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<384x128xbf16>, vector<128x384xf32> -> vector<128x384xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %341 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x384xf32>
          %342 = arith.mulf %340, %341 : vector<128x384xf32>
          %343 = vector.extract_strided_slice %342 {offsets = [0, 0], sizes = [128, 256], strides = [1, 1]} : vector<128x384xf32> to vector<128x256xf32>
          %344 = vector.extract_strided_slice %342 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x384xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %345 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %346 = arith.muli %89, %c1024_i32 : i32
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
          %386 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %387 = tpu.memref_squeeze %386 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %388 = vector.load %387[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
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
          %401 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %402 = tpu.memref_squeeze %401 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %403 = vector.load %402[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
          %cst_x82e42d = arith.constant dense<0.000000e+00> : vector<128x512xf32>
          %404 = tpu.matmul %400, %403, %cst_x82e42d {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<512x128xbf16>, vector<128x512xf32> -> vector<128x512xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %405 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x512xf32>
          %406 = arith.mulf %404, %405 : vector<128x512xf32>
          %407 = vector.extract_strided_slice %406 {offsets = [0, 0], sizes = [128, 384], strides = [1, 1]} : vector<128x512xf32> to vector<128x384xf32>
          %408 = vector.extract_strided_slice %406 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x512xf32> to vector<128x128xf32>
          %c512_i32 = arith.constant 512 : i32
          %409 = arith.muli %4, %c512_i32 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %410 = arith.muli %89, %c1024_i32 : i32
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
          %442 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %443 = tpu.memref_squeeze %442 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %444 = vector.load %443[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<128x128xbf16>
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
          %477 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %478 = tpu.memref_squeeze %477 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %479 = vector.load %478[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<256x128xbf16>
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
          %514 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %515 = tpu.memref_squeeze %514 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %516 = vector.load %515[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<384x128xbf16>
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
          %553 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %554 = tpu.memref_squeeze %553 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %555 = vector.load %554[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<512x128xbf16>
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
          %c125_i32 = arith.constant 125 : i32
          %568 = arith.minsi %arg18, %c125_i32 : i32
          %569 = arith.index_cast %568 : i32 to index
          %570 = memref.load %arg4[%569] : memref<126xi8, #tpu.memory_space<smem>>
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
            %582 = memref.load %arg3[%581] : memref<126xi8, #tpu.memory_space<smem>>
            %583 = arith.extsi %582 : i8 to i32
            %584 = arith.addi %583, %576 : i32
            %c4_i32 = arith.constant 4 : i32
            %585 = arith.divsi %580, %c4_i32 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %586 = arith.muli %584, %c1024_i32 : i32
            %587 = tpu.assume_multiple %586, 1024 : i32
            %c4_i32 = arith.constant 4 : i32
            %588 = arith.divsi %580, %c4_i32 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %589 = arith.muli %584, %c1024_i32 : i32
            %590 = tpu.assume_multiple %589, 1024 : i32
            %c0_i32 = arith.constant 0 : i32
            %591 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %592 = tpu.memref_squeeze %591 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %593 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
            %594 = tpu.memref_squeeze %593 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %595 = tpu.memref_slice %arg7[%585, %587, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
            %596 = tpu.memref_squeeze %595 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%596 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%594 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%592 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %597 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %598 = tpu.memref_squeeze %597 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %599 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
            %600 = tpu.memref_squeeze %599 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %601 = tpu.memref_slice %arg8[%588, %590, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
            %602 = tpu.memref_squeeze %601 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%602 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%600 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%598 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %574, %576 : i32, i32
        } else {
          %c0_i32 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %67 = arith.divsi %c0_i32, %c4_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %68 = arith.muli %c0_i32, %c1024_i32 : i32
          %69 = tpu.assume_multiple %68, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %c4_i32 = arith.constant 4 : i32
          %70 = arith.divsi %c0_i32, %c4_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %c1024_i32 = arith.constant 1024 : i32
          %71 = arith.muli %c0_i32, %c1024_i32 : i32
          %72 = tpu.assume_multiple %71, 1024 : i32
          %c0_i32 = arith.constant 0 : i32
          %73 = tpu.memref_slice %arg15[%arg20, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %74 = tpu.memref_squeeze %73 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %75 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %76 = tpu.memref_squeeze %75 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %77 = tpu.memref_slice %arg7[%67, %69, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %78 = tpu.memref_squeeze %77 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%74 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%78 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%76 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
          %c1_i32 = arith.constant 1 : i32
          %79 = tpu.memref_slice %arg15[%arg20, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %80 = tpu.memref_squeeze %79 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %81 = tpu.memref_slice %arg14[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %82 = tpu.memref_squeeze %81 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %83 = tpu.memref_slice %arg8[%70, %72, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
          %84 = tpu.memref_squeeze %83 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
          tpu.wait_dma2 semaphore(%80 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%84 : memref<1024x128xbf16, #tpu.memory_space<any>>) dst(%82 : memref<1024x128xbf16, #tpu.memory_space<vmem>>)
          %c0_i32 = arith.constant 0 : i32
          %85 = arith.addi %3, %c0_i32 : i32
          %86 = arith.index_cast %arg16 : i32 to index
          %87 = memref.load %arg3[%86] : memref<126xi8, #tpu.memory_space<smem>>
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
          %c1024_i32 = arith.constant 1024 : i32
          %94 = arith.muli %89, %c1024_i32 : i32
          %95 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
          %96 = tpu.iota {dimensions = array<i32: 1>} : vector<1x1024xi32>
          %97 = arith.subi %94, %93 : i32
          %98 = vector.broadcast %96 : vector<1x1024xi32> to vector<512x1024xi32>
          %99 = vector.broadcast %95 : vector<512x1xi32> to vector<512x1024xi32>
          %100 = arith.subi %98, %99 : vector<512x1024xi32>
          %c0_i32 = arith.constant 0 : i32
          %101 = arith.subi %c0_i32, %97 : i32
          %102 = vector.broadcast %101 : i32 to vector<512x1024xi32>
          %103 = arith.cmpi sle, %100, %102 : vector<512x1024xi32>
          %104 = vector.extract_strided_slice %92 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %105 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %106 = tpu.memref_squeeze %105 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %107 = vector.load %106[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %108 = tpu.matmul %104, %107, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %109 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %110 = arith.mulf %108, %109 : vector<128x1024xf32>
          %111 = vector.extract_strided_slice %103 {offsets = [0, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %112 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %113 = arith.select %111, %110, %112 : vector<128x1024xi1>, vector<128x1024xf32>
          %114 = vector.extract_strided_slice %92 {offsets = [128, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %115 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %116 = tpu.memref_squeeze %115 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %117 = vector.load %116[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %118 = tpu.matmul %114, %117, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %119 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %120 = arith.mulf %118, %119 : vector<128x1024xf32>
          %121 = vector.extract_strided_slice %103 {offsets = [128, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %122 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %123 = arith.select %121, %120, %122 : vector<128x1024xi1>, vector<128x1024xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %124 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %125 = vector.multi_reduction <maximumf>, %113, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %126 = vector.shape_cast %125 : vector<128xf32> to vector<128x1xf32>
          %127 = vector.broadcast %126 : vector<128x1xf32> to vector<128x128xf32>
          %128 = arith.maximumf %124, %127 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %129 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %130 = arith.maximumf %128, %129 : vector<128x128xf32>
          %131 = tpu.concatenate %130, %130, %130, %130, %130, %130, %130, %130 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %132 = arith.subf %113, %131 : vector<128x1024xf32>
          %133 = math.exp2 %132 : vector<128x1024xf32>
          %134 = arith.subf %124, %130 : vector<128x128xf32>
          %135 = math.exp2 %134 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %136 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %137 = arith.mulf %135, %136 : vector<128x128xf32>
          %138 = vector.extract_strided_slice %133 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %139 = vector.extract_strided_slice %133 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %140 = vector.extract_strided_slice %133 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %141 = vector.extract_strided_slice %133 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %142 = vector.extract_strided_slice %133 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %143 = vector.extract_strided_slice %133 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %144 = vector.extract_strided_slice %133 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %145 = vector.extract_strided_slice %133 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %146 = arith.addf %138, %139 : vector<128x128xf32>
          %147 = arith.addf %146, %140 : vector<128x128xf32>
          %148 = arith.addf %147, %141 : vector<128x128xf32>
          %149 = arith.addf %148, %142 : vector<128x128xf32>
          %150 = arith.addf %149, %143 : vector<128x128xf32>
          %151 = arith.addf %150, %144 : vector<128x128xf32>
          %152 = arith.addf %151, %145 : vector<128x128xf32>
          %153 = arith.addf %137, %152 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %154 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %155 = vector.shape_cast %154 : vector<128x128xf32> to vector<128x128xf32>
          %156 = vector.shape_cast %153 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c0, %c0], %156 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %157 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %158 = vector.load %arg14[%157, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %159 = vector.shape_cast %158 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %160 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %161 = arith.mulf %135, %160 : vector<128x128xf32>
          %162 = arith.truncf %133 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %163 = tpu.matmul %162, %159, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %164 = arith.addf %161, %163 : vector<128x128xf32>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %165 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %166 = vector.shape_cast %165 : vector<128x128xf32> to vector<128x128xf32>
          %167 = vector.shape_cast %164 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c0, %c0], %167 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %168 = vector.load %arg10[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %169 = vector.shape_cast %168 : vector<128x128xf32> to vector<128x128xf32>
          %170 = vector.shape_cast %128 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c0, %c0], %170 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %171 = vector.extract_strided_slice %92 {offsets = [256, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %173 = tpu.memref_squeeze %172 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %174 = vector.load %173[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %175 = tpu.matmul %171, %174, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %176 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %177 = arith.mulf %175, %176 : vector<128x1024xf32>
          %178 = vector.extract_strided_slice %103 {offsets = [256, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %179 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %180 = arith.select %178, %177, %179 : vector<128x1024xi1>, vector<128x1024xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %181 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %182 = vector.multi_reduction <maximumf>, %123, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %183 = vector.shape_cast %182 : vector<128xf32> to vector<128x1xf32>
          %184 = vector.broadcast %183 : vector<128x1xf32> to vector<128x128xf32>
          %185 = arith.maximumf %181, %184 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %186 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %187 = arith.maximumf %185, %186 : vector<128x128xf32>
          %188 = tpu.concatenate %187, %187, %187, %187, %187, %187, %187, %187 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %189 = arith.subf %123, %188 : vector<128x1024xf32>
          %190 = math.exp2 %189 : vector<128x1024xf32>
          %191 = arith.subf %181, %187 : vector<128x128xf32>
          %192 = math.exp2 %191 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %193 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %194 = arith.mulf %192, %193 : vector<128x128xf32>
          %195 = vector.extract_strided_slice %190 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %196 = vector.extract_strided_slice %190 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %197 = vector.extract_strided_slice %190 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %198 = vector.extract_strided_slice %190 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %199 = vector.extract_strided_slice %190 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %200 = vector.extract_strided_slice %190 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %201 = vector.extract_strided_slice %190 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %202 = vector.extract_strided_slice %190 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %203 = arith.addf %195, %196 : vector<128x128xf32>
          %204 = arith.addf %203, %197 : vector<128x128xf32>
          %205 = arith.addf %204, %198 : vector<128x128xf32>
          %206 = arith.addf %205, %199 : vector<128x128xf32>
          %207 = arith.addf %206, %200 : vector<128x128xf32>
          %208 = arith.addf %207, %201 : vector<128x128xf32>
          %209 = arith.addf %208, %202 : vector<128x128xf32>
          %210 = arith.addf %194, %209 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %211 = vector.load %arg11[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %212 = vector.shape_cast %211 : vector<128x128xf32> to vector<128x128xf32>
          %213 = vector.shape_cast %210 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c128, %c0], %213 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %214 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %215 = vector.load %arg14[%214, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %216 = vector.shape_cast %215 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %217 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %218 = arith.mulf %192, %217 : vector<128x128xf32>
          %219 = arith.truncf %190 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %220 = tpu.matmul %219, %216, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %221 = arith.addf %218, %220 : vector<128x128xf32>
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %222 = vector.load %arg12[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %223 = vector.shape_cast %222 : vector<128x128xf32> to vector<128x128xf32>
          %224 = vector.shape_cast %221 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c128, %c0], %224 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c128 = arith.constant 128 : index
          %c0 = arith.constant 0 : index
          %225 = vector.load %arg10[%c128, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %226 = vector.shape_cast %225 : vector<128x128xf32> to vector<128x128xf32>
          %227 = vector.shape_cast %185 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c128, %c0], %227 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %228 = vector.extract_strided_slice %92 {offsets = [384, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %229 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %230 = tpu.memref_squeeze %229 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %231 = vector.load %230[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %232 = tpu.matmul %228, %231, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %233 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %234 = arith.mulf %232, %233 : vector<128x1024xf32>
          %235 = vector.extract_strided_slice %103 {offsets = [384, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %236 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %237 = arith.select %235, %234, %236 : vector<128x1024xi1>, vector<128x1024xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %238 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %239 = vector.multi_reduction <maximumf>, %180, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %240 = vector.shape_cast %239 : vector<128xf32> to vector<128x1xf32>
          %241 = vector.broadcast %240 : vector<128x1xf32> to vector<128x128xf32>
          %242 = arith.maximumf %238, %241 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %243 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %244 = arith.maximumf %242, %243 : vector<128x128xf32>
          %245 = tpu.concatenate %244, %244, %244, %244, %244, %244, %244, %244 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %246 = arith.subf %180, %245 : vector<128x1024xf32>
          %247 = math.exp2 %246 : vector<128x1024xf32>
          %248 = arith.subf %238, %244 : vector<128x128xf32>
          %249 = math.exp2 %248 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %250 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %251 = arith.mulf %249, %250 : vector<128x128xf32>
          %252 = vector.extract_strided_slice %247 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %253 = vector.extract_strided_slice %247 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %254 = vector.extract_strided_slice %247 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %255 = vector.extract_strided_slice %247 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %256 = vector.extract_strided_slice %247 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %257 = vector.extract_strided_slice %247 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %258 = vector.extract_strided_slice %247 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %259 = vector.extract_strided_slice %247 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %260 = arith.addf %252, %253 : vector<128x128xf32>
          %261 = arith.addf %260, %254 : vector<128x128xf32>
          %262 = arith.addf %261, %255 : vector<128x128xf32>
          %263 = arith.addf %262, %256 : vector<128x128xf32>
          %264 = arith.addf %263, %257 : vector<128x128xf32>
          %265 = arith.addf %264, %258 : vector<128x128xf32>
          %266 = arith.addf %265, %259 : vector<128x128xf32>
          %267 = arith.addf %251, %266 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %268 = vector.load %arg11[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %269 = vector.shape_cast %268 : vector<128x128xf32> to vector<128x128xf32>
          %270 = vector.shape_cast %267 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c256, %c0], %270 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %271 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %272 = vector.load %arg14[%271, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %273 = vector.shape_cast %272 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %274 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %275 = arith.mulf %249, %274 : vector<128x128xf32>
          %276 = arith.truncf %247 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %277 = tpu.matmul %276, %273, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %278 = arith.addf %275, %277 : vector<128x128xf32>
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %279 = vector.load %arg12[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %280 = vector.shape_cast %279 : vector<128x128xf32> to vector<128x128xf32>
          %281 = vector.shape_cast %278 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c256, %c0], %281 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c256 = arith.constant 256 : index
          %c0 = arith.constant 0 : index
          %282 = vector.load %arg10[%c256, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %283 = vector.shape_cast %282 : vector<128x128xf32> to vector<128x128xf32>
          %284 = vector.shape_cast %242 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c256, %c0], %284 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %285 = vector.extract_strided_slice %92 {offsets = [512, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %286 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %287 = tpu.memref_squeeze %286 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %288 = vector.load %287[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %289 = tpu.matmul %285, %288, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %290 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %291 = arith.mulf %289, %290 : vector<128x1024xf32>
          %292 = vector.extract_strided_slice %103 {offsets = [0, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %293 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %294 = arith.select %292, %291, %293 : vector<128x1024xi1>, vector<128x1024xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %295 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %296 = vector.multi_reduction <maximumf>, %237, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %297 = vector.shape_cast %296 : vector<128xf32> to vector<128x1xf32>
          %298 = vector.broadcast %297 : vector<128x1xf32> to vector<128x128xf32>
          %299 = arith.maximumf %295, %298 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %300 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %301 = arith.maximumf %299, %300 : vector<128x128xf32>
          %302 = tpu.concatenate %301, %301, %301, %301, %301, %301, %301, %301 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %303 = arith.subf %237, %302 : vector<128x1024xf32>
          %304 = math.exp2 %303 : vector<128x1024xf32>
          %305 = arith.subf %295, %301 : vector<128x128xf32>
          %306 = math.exp2 %305 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %307 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %308 = arith.mulf %306, %307 : vector<128x128xf32>
          %309 = vector.extract_strided_slice %304 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %310 = vector.extract_strided_slice %304 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %311 = vector.extract_strided_slice %304 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %312 = vector.extract_strided_slice %304 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %313 = vector.extract_strided_slice %304 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %314 = vector.extract_strided_slice %304 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %315 = vector.extract_strided_slice %304 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %316 = vector.extract_strided_slice %304 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %317 = arith.addf %309, %310 : vector<128x128xf32>
          %318 = arith.addf %317, %311 : vector<128x128xf32>
          %319 = arith.addf %318, %312 : vector<128x128xf32>
          %320 = arith.addf %319, %313 : vector<128x128xf32>
          %321 = arith.addf %320, %314 : vector<128x128xf32>
          %322 = arith.addf %321, %315 : vector<128x128xf32>
          %323 = arith.addf %322, %316 : vector<128x128xf32>
          %324 = arith.addf %308, %323 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %325 = vector.load %arg11[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %326 = vector.shape_cast %325 : vector<128x128xf32> to vector<128x128xf32>
          %327 = vector.shape_cast %324 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c384, %c0], %327 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %328 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %329 = vector.load %arg14[%328, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %330 = vector.shape_cast %329 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %331 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %332 = arith.mulf %306, %331 : vector<128x128xf32>
          %333 = arith.truncf %304 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %334 = tpu.matmul %333, %330, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %335 = arith.addf %332, %334 : vector<128x128xf32>
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %336 = vector.load %arg12[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %337 = vector.shape_cast %336 : vector<128x128xf32> to vector<128x128xf32>
          %338 = vector.shape_cast %335 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c384, %c0], %338 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c384 = arith.constant 384 : index
          %c0 = arith.constant 0 : index
          %339 = vector.load %arg10[%c384, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %340 = vector.shape_cast %339 : vector<128x128xf32> to vector<128x128xf32>
          %341 = vector.shape_cast %299 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c384, %c0], %341 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %342 = vector.extract_strided_slice %92 {offsets = [640, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %343 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %344 = tpu.memref_squeeze %343 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %345 = vector.load %344[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %346 = tpu.matmul %342, %345, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %347 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %348 = arith.mulf %346, %347 : vector<128x1024xf32>
          %349 = vector.extract_strided_slice %103 {offsets = [128, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %350 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %351 = arith.select %349, %348, %350 : vector<128x1024xi1>, vector<128x1024xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %352 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %353 = vector.multi_reduction <maximumf>, %294, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %354 = vector.shape_cast %353 : vector<128xf32> to vector<128x1xf32>
          %355 = vector.broadcast %354 : vector<128x1xf32> to vector<128x128xf32>
          %356 = arith.maximumf %352, %355 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %357 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %358 = arith.maximumf %356, %357 : vector<128x128xf32>
          %359 = tpu.concatenate %358, %358, %358, %358, %358, %358, %358, %358 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %360 = arith.subf %294, %359 : vector<128x1024xf32>
          %361 = math.exp2 %360 : vector<128x1024xf32>
          %362 = arith.subf %352, %358 : vector<128x128xf32>
          %363 = math.exp2 %362 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %364 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %365 = arith.mulf %363, %364 : vector<128x128xf32>
          %366 = vector.extract_strided_slice %361 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %367 = vector.extract_strided_slice %361 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %368 = vector.extract_strided_slice %361 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %369 = vector.extract_strided_slice %361 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %370 = vector.extract_strided_slice %361 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %371 = vector.extract_strided_slice %361 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %372 = vector.extract_strided_slice %361 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %373 = vector.extract_strided_slice %361 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %374 = arith.addf %366, %367 : vector<128x128xf32>
          %375 = arith.addf %374, %368 : vector<128x128xf32>
          %376 = arith.addf %375, %369 : vector<128x128xf32>
          %377 = arith.addf %376, %370 : vector<128x128xf32>
          %378 = arith.addf %377, %371 : vector<128x128xf32>
          %379 = arith.addf %378, %372 : vector<128x128xf32>
          %380 = arith.addf %379, %373 : vector<128x128xf32>
          %381 = arith.addf %365, %380 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %382 = vector.load %arg11[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %383 = vector.shape_cast %382 : vector<128x128xf32> to vector<128x128xf32>
          %384 = vector.shape_cast %381 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c512, %c0], %384 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %385 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %386 = vector.load %arg14[%385, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %387 = vector.shape_cast %386 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %388 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %389 = arith.mulf %363, %388 : vector<128x128xf32>
          %390 = arith.truncf %361 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %391 = tpu.matmul %390, %387, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %392 = arith.addf %389, %391 : vector<128x128xf32>
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %393 = vector.load %arg12[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %394 = vector.shape_cast %393 : vector<128x128xf32> to vector<128x128xf32>
          %395 = vector.shape_cast %392 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c512, %c0], %395 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c512 = arith.constant 512 : index
          %c0 = arith.constant 0 : index
          %396 = vector.load %arg10[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %397 = vector.shape_cast %396 : vector<128x128xf32> to vector<128x128xf32>
          %398 = vector.shape_cast %356 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c512, %c0], %398 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %399 = vector.extract_strided_slice %92 {offsets = [768, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %400 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %401 = tpu.memref_squeeze %400 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %402 = vector.load %401[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %403 = tpu.matmul %399, %402, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %404 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %405 = arith.mulf %403, %404 : vector<128x1024xf32>
          %406 = vector.extract_strided_slice %103 {offsets = [256, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %407 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %408 = arith.select %406, %405, %407 : vector<128x1024xi1>, vector<128x1024xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %409 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %410 = vector.multi_reduction <maximumf>, %351, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %411 = vector.shape_cast %410 : vector<128xf32> to vector<128x1xf32>
          %412 = vector.broadcast %411 : vector<128x1xf32> to vector<128x128xf32>
          %413 = arith.maximumf %409, %412 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %414 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %415 = arith.maximumf %413, %414 : vector<128x128xf32>
          %416 = tpu.concatenate %415, %415, %415, %415, %415, %415, %415, %415 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %417 = arith.subf %351, %416 : vector<128x1024xf32>
          %418 = math.exp2 %417 : vector<128x1024xf32>
          %419 = arith.subf %409, %415 : vector<128x128xf32>
          %420 = math.exp2 %419 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %421 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %422 = arith.mulf %420, %421 : vector<128x128xf32>
          %423 = vector.extract_strided_slice %418 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %424 = vector.extract_strided_slice %418 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %425 = vector.extract_strided_slice %418 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %426 = vector.extract_strided_slice %418 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %427 = vector.extract_strided_slice %418 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %428 = vector.extract_strided_slice %418 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %429 = vector.extract_strided_slice %418 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %430 = vector.extract_strided_slice %418 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %431 = arith.addf %423, %424 : vector<128x128xf32>
          %432 = arith.addf %431, %425 : vector<128x128xf32>
          %433 = arith.addf %432, %426 : vector<128x128xf32>
          %434 = arith.addf %433, %427 : vector<128x128xf32>
          %435 = arith.addf %434, %428 : vector<128x128xf32>
          %436 = arith.addf %435, %429 : vector<128x128xf32>
          %437 = arith.addf %436, %430 : vector<128x128xf32>
          %438 = arith.addf %422, %437 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %439 = vector.load %arg11[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %440 = vector.shape_cast %439 : vector<128x128xf32> to vector<128x128xf32>
          %441 = vector.shape_cast %438 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c640, %c0], %441 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %442 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %443 = vector.load %arg14[%442, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %444 = vector.shape_cast %443 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %445 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %446 = arith.mulf %420, %445 : vector<128x128xf32>
          %447 = arith.truncf %418 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %448 = tpu.matmul %447, %444, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %449 = arith.addf %446, %448 : vector<128x128xf32>
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %450 = vector.load %arg12[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %451 = vector.shape_cast %450 : vector<128x128xf32> to vector<128x128xf32>
          %452 = vector.shape_cast %449 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c640, %c0], %452 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c640 = arith.constant 640 : index
          %c0 = arith.constant 0 : index
          %453 = vector.load %arg10[%c640, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %454 = vector.shape_cast %453 : vector<128x128xf32> to vector<128x128xf32>
          %455 = vector.shape_cast %413 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c640, %c0], %455 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %456 = vector.extract_strided_slice %92 {offsets = [896, 0], sizes = [128, 128], strides = [1, 1]} : vector<1024x128xbf16> to vector<128x128xbf16>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %457 = tpu.memref_slice %arg13[%arg20, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
          %458 = tpu.memref_squeeze %457 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %459 = vector.load %458[%c0, %c0] : memref<1024x128xbf16, #tpu.memory_space<vmem>>, vector<1024x128xbf16>
          %cst_x7445de = arith.constant dense<0.000000e+00> : vector<128x1024xf32>
          %460 = tpu.matmul %456, %459, %cst_x7445de {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<128x128xbf16>, vector<1024x128xbf16>, vector<128x1024xf32> -> vector<128x1024xf32>
          %cst_xa6fad0 = arith.constant 0.127517432 : f32
          %461 = vector.broadcast %cst_xa6fad0 : f32 to vector<128x1024xf32>
          %462 = arith.mulf %460, %461 : vector<128x1024xf32>
          %463 = vector.extract_strided_slice %103 {offsets = [384, 0], sizes = [128, 1024], strides = [1, 1]} : vector<512x1024xi1> to vector<128x1024xi1>
          %cst_xbef082 = arith.constant 0xFF800000 : f32
          %464 = vector.broadcast %cst_xbef082 : f32 to vector<128x1024xf32>
          %465 = arith.select %463, %462, %464 : vector<128x1024xi1>, vector<128x1024xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %466 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %467 = vector.multi_reduction <maximumf>, %408, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %468 = vector.shape_cast %467 : vector<128xf32> to vector<128x1xf32>
          %469 = vector.broadcast %468 : vector<128x1xf32> to vector<128x128xf32>
          %470 = arith.maximumf %466, %469 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %471 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %472 = arith.maximumf %470, %471 : vector<128x128xf32>
          %473 = tpu.concatenate %472, %472, %472, %472, %472, %472, %472, %472 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %474 = arith.subf %408, %473 : vector<128x1024xf32>
          %475 = math.exp2 %474 : vector<128x1024xf32>
          %476 = arith.subf %466, %472 : vector<128x128xf32>
          %477 = math.exp2 %476 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %478 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %479 = arith.mulf %477, %478 : vector<128x128xf32>
          %480 = vector.extract_strided_slice %475 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %481 = vector.extract_strided_slice %475 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %482 = vector.extract_strided_slice %475 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %483 = vector.extract_strided_slice %475 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %484 = vector.extract_strided_slice %475 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %485 = vector.extract_strided_slice %475 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %486 = vector.extract_strided_slice %475 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %487 = vector.extract_strided_slice %475 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %488 = arith.addf %480, %481 : vector<128x128xf32>
          %489 = arith.addf %488, %482 : vector<128x128xf32>
          %490 = arith.addf %489, %483 : vector<128x128xf32>
          %491 = arith.addf %490, %484 : vector<128x128xf32>
          %492 = arith.addf %491, %485 : vector<128x128xf32>
          %493 = arith.addf %492, %486 : vector<128x128xf32>
          %494 = arith.addf %493, %487 : vector<128x128xf32>
          %495 = arith.addf %479, %494 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %496 = vector.load %arg11[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %497 = vector.shape_cast %496 : vector<128x128xf32> to vector<128x128xf32>
          %498 = vector.shape_cast %495 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c768, %c0], %498 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %499 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %500 = vector.load %arg14[%499, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %501 = vector.shape_cast %500 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %502 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %503 = arith.mulf %477, %502 : vector<128x128xf32>
          %504 = arith.truncf %475 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %505 = tpu.matmul %504, %501, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %506 = arith.addf %503, %505 : vector<128x128xf32>
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %507 = vector.load %arg12[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %508 = vector.shape_cast %507 : vector<128x128xf32> to vector<128x128xf32>
          %509 = vector.shape_cast %506 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c768, %c0], %509 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c768 = arith.constant 768 : index
          %c0 = arith.constant 0 : index
          %510 = vector.load %arg10[%c768, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %511 = vector.shape_cast %510 : vector<128x128xf32> to vector<128x128xf32>
          %512 = vector.shape_cast %470 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c768, %c0], %512 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %513 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %cst_x5413f7 = arith.constant dense<0xFF800000> : vector<128xf32>
          %514 = vector.multi_reduction <maximumf>, %465, %cst_x5413f7 [1] : vector<128x1024xf32> to vector<128xf32>
          %515 = vector.shape_cast %514 : vector<128xf32> to vector<128x1xf32>
          %516 = vector.broadcast %515 : vector<128x1xf32> to vector<128x128xf32>
          %517 = arith.maximumf %513, %516 : vector<128x128xf32>
          %cst_x72b973 = arith.constant -3.40282347E+38 : f32
          %518 = vector.broadcast %cst_x72b973 : f32 to vector<128x128xf32>
          %519 = arith.maximumf %517, %518 : vector<128x128xf32>
          %520 = tpu.concatenate %519, %519, %519, %519, %519, %519, %519, %519 in 1 : vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32>, vector<128x128xf32> -> vector<128x1024xf32>
          %521 = arith.subf %465, %520 : vector<128x1024xf32>
          %522 = math.exp2 %521 : vector<128x1024xf32>
          %523 = arith.subf %513, %519 : vector<128x128xf32>
          %524 = math.exp2 %523 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %525 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %526 = arith.mulf %524, %525 : vector<128x128xf32>
          %527 = vector.extract_strided_slice %522 {offsets = [0, 0], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %528 = vector.extract_strided_slice %522 {offsets = [0, 128], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %529 = vector.extract_strided_slice %522 {offsets = [0, 256], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %530 = vector.extract_strided_slice %522 {offsets = [0, 384], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %531 = vector.extract_strided_slice %522 {offsets = [0, 512], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %532 = vector.extract_strided_slice %522 {offsets = [0, 640], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %533 = vector.extract_strided_slice %522 {offsets = [0, 768], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %534 = vector.extract_strided_slice %522 {offsets = [0, 896], sizes = [128, 128], strides = [1, 1]} : vector<128x1024xf32> to vector<128x128xf32>
          %535 = arith.addf %527, %528 : vector<128x128xf32>
          %536 = arith.addf %535, %529 : vector<128x128xf32>
          %537 = arith.addf %536, %530 : vector<128x128xf32>
          %538 = arith.addf %537, %531 : vector<128x128xf32>
          %539 = arith.addf %538, %532 : vector<128x128xf32>
          %540 = arith.addf %539, %533 : vector<128x128xf32>
          %541 = arith.addf %540, %534 : vector<128x128xf32>
          %542 = arith.addf %526, %541 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %543 = vector.load %arg11[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %544 = vector.shape_cast %543 : vector<128x128xf32> to vector<128x128xf32>
          %545 = vector.shape_cast %542 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg11[%c896, %c0], %545 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %546 = arith.index_cast %arg20 : i32 to index
          %c0 = arith.constant 0 : index
          %c0 = arith.constant 0 : index
          %547 = vector.load %arg14[%546, %c0, %c0] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>>, vector<1x1024x128xbf16>
          %548 = vector.shape_cast %547 : vector<1x1024x128xbf16> to vector<1024x128xbf16>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %549 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %550 = arith.mulf %524, %549 : vector<128x128xf32>
          %551 = arith.truncf %522 : vector<128x1024xf32> to vector<128x1024xbf16>
          %cst_x3de9e8 = arith.constant dense<0.000000e+00> : vector<128x128xf32>
          %552 = tpu.matmul %551, %548, %cst_x3de9e8 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<128x1024xbf16>, vector<1024x128xbf16>, vector<128x128xf32> -> vector<128x128xf32>
          %553 = arith.addf %550, %552 : vector<128x128xf32>
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %554 = vector.load %arg12[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %555 = vector.shape_cast %554 : vector<128x128xf32> to vector<128x128xf32>
          %556 = vector.shape_cast %553 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg12[%c896, %c0], %556 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c896 = arith.constant 896 : index
          %c0 = arith.constant 0 : index
          %557 = vector.load %arg10[%c896, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>
          %558 = vector.shape_cast %557 : vector<128x128xf32> to vector<128x128xf32>
          %559 = vector.shape_cast %517 : vector<128x128xf32> to vector<128x128xf32>
          tpu.vector_store %arg10[%c896, %c0], %559 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<128x128xf32>, 
          %c1_i32 = arith.constant 1 : i32
          %560 = arith.addi %arg19, %c1_i32 : i32
          %c125_i32 = arith.constant 125 : i32
          %561 = arith.minsi %arg18, %c125_i32 : i32
          %562 = arith.index_cast %561 : i32 to index
          %563 = memref.load %arg4[%562] : memref<126xi8, #tpu.memory_space<smem>>
          %564 = arith.extsi %563 : i8 to i32
          %565 = arith.cmpi sge, %560, %564 : i32
          %c1_i32 = arith.constant 1 : i32
          %566 = arith.addi %arg18, %c1_i32 : i32
          %567 = arith.select %565, %566, %arg18 : i32
          %c1_i32 = arith.constant 1 : i32
          %568 = arith.addi %arg19, %c1_i32 : i32
          %c0_i32 = arith.constant 0 : i32
          %569 = arith.select %565, %c0_i32, %568 : i32
          %570 = arith.cmpi slt, %567, %23 : i32
          %571 = arith.extui %570 : i1 to i32
          %c0_i32 = arith.constant 0 : i32
          %572 = arith.cmpi ne, %571, %c0_i32 : i32
          scf.if %572 {
            %c0_i32 = arith.constant 0 : i32
            %573 = arith.addi %3, %c0_i32 : i32
            %574 = arith.index_cast %567 : i32 to index
            %575 = memref.load %arg3[%574] : memref<126xi8, #tpu.memory_space<smem>>
            %576 = arith.extsi %575 : i8 to i32
            %577 = arith.addi %576, %569 : i32
            %c4_i32 = arith.constant 4 : i32
            %578 = arith.divsi %573, %c4_i32 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %579 = arith.muli %577, %c1024_i32 : i32
            %580 = tpu.assume_multiple %579, 1024 : i32
            %c4_i32 = arith.constant 4 : i32
            %581 = arith.divsi %573, %c4_i32 : i32
            %c1024_i32 = arith.constant 1024 : i32
            %582 = arith.muli %577, %c1024_i32 : i32
            %583 = tpu.assume_multiple %582, 1024 : i32
            %c0_i32 = arith.constant 0 : i32
            %584 = tpu.memref_slice %arg15[%arg22, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %585 = tpu.memref_squeeze %584 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %586 = tpu.memref_slice %arg13[%arg22, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
            %587 = tpu.memref_squeeze %586 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %588 = tpu.memref_slice %arg7[%578, %580, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
            %589 = tpu.memref_squeeze %588 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%589 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%587 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%585 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
            %c1_i32 = arith.constant 1 : i32
            %590 = tpu.memref_slice %arg15[%arg22, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %591 = tpu.memref_squeeze %590 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
            %c0_i32 = arith.constant 0 : i32
            %c0_i32 = arith.constant 0 : i32
            %592 = tpu.memref_slice %arg14[%arg22, %c0_i32, %c0_i32] : memref<3x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1x1024x128xbf16, #tpu.memory_space<vmem>>
            %593 = tpu.memref_squeeze %592 : memref<1x1024x128xbf16, #tpu.memory_space<vmem>> -> memref<1024x128xbf16, #tpu.memory_space<vmem>>
            %c0_i32 = arith.constant 0 : i32
            %594 = tpu.memref_slice %arg8[%581, %583, %c0_i32] : memref<8x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x1024x128xbf16, #tpu.memory_space<any>>
            %595 = tpu.memref_squeeze %594 : memref<1x1024x128xbf16, #tpu.memory_space<any>> -> memref<1024x128xbf16, #tpu.memory_space<any>>
            tpu.enqueue_dma source(%595 : memref<1024x128xbf16, #tpu.memory_space<any>>) target(%593 : memref<1024x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%591 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          } else {
          }
          scf.yield %567, %569 : i32, i32
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
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi8, #tpu.memory_space<smem>>, %arg3: memref<126xi8, #tpu.memory_space<smem>>, %arg4: memref<126xi8, #tpu.memory_space<smem>>, %arg5: memref<126xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
