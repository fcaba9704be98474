module @sparse_cli_program attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<65xi16>, %arg1: tensor<189xi8>, %arg2: tensor<189xi8>, %arg3: tensor<189xi8>, %arg4: tensor<65xi16>, %arg5: tensor<189xi8>, %arg6: tensor<189xi8>, %arg7: tensor<189xi8>, %arg8: tensor<32x32768x128xbf16>, %arg9: tensor<16x32768x128xbf16>, %arg10: tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16> {jax.result_info = "result[0]"}, tensor<32x32768x128xbf16> {jax.result_info = "result[1][0]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][1]"}, tensor<16x32768x128xbf16> {jax.result_info = "result[1][2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg8, %c) : (tensor<32x32768x128xbf16>, tensor<i32>) -> tensor<32x32768x128xbf16>
    %1 = call @_pad_0(%arg9, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %2 = call @_pad_0(%arg10, %c) : (tensor<16x32768x128xbf16>, tensor<i32>) -> tensor<16x32768x128xbf16>
    %3:2 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:bb420abb1d3eae723e2f0be038da81982705cb6f24d661d287674a071ad2131f\22, \22cost_estimate\22: {\22bytes_accessed\22: 1329594368, \22flops\22: 811748818944, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 1585446912}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 5}, {\22color\22: 0, \22operand_index\22: 6}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_fwd", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi16>, tensor<189xi8>, tensor<189xi8>, tensor<189xi8>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> (tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>)
    %4 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %5 = stablehlo.convert %3#0 : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x32768x128xf32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x32768x128xf32>, tensor<f32>) -> tensor<32x32768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<32x32768xf32>) -> tensor<32x1x32768xf32>
    %9 = stablehlo.custom_call @tpu_custom_call(%arg0, %arg1, %arg2, %arg3, %0, %3#0, %3#1, %8, %1, %2) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:d30ada11b0ca2bc7094a3a720ffd10581255c7e29575022892a8f0e0ac4048bb\22, \22cost_estimate\22: {\22bytes_accessed\22: 1598029824, \22flops\22: 1217623228416, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 1585446912}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 8}, {\22color\22: 0, \22operand_index\22: 9}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dq", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi16>, tensor<189xi8>, tensor<189xi8>, tensor<189xi8>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    %10:2 = stablehlo.custom_call @tpu_custom_call(%arg4, %arg5, %arg6, %arg7, %1, %2, %0, %3#0, %3#1, %8) {backend_config = "{\22custom_call_config\22: {\22body\22: \22sha256:bbdbc46335d2a373d6f4abb95c8fce8d255f98fdc2294984f737235ddf5e066a\22, \22cost_estimate\22: {\22bytes_accessed\22: 2122317824, \22flops\22: 1623497637888, \22remote_bytes_transferred\22: 0, \22transcendentals\22: 1585446912}, \22input_memory_space_colors\22: [{\22color\22: 0, \22operand_index\22: 6}, {\22color\22: 0, \22operand_index\22: 7}], \22needs_layout_passes\22: true, \22serialization_format\22: 1}}", kernel_name = "sparse_cli_dkv", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>, dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<65xi16>, tensor<189xi8>, tensor<189xi8>, tensor<189xi8>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<32x1x32768xf32>, tensor<32x1x32768xf32>) -> (tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>)
    %11 = call @_pad_1(%10#1) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    %12 = call @_pad_1(%10#0) : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    %13 = call @_pad_2(%9) : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %3#0, %13, %12, %11 : tensor<32x32768x128xbf16>, tensor<32x32768x128xbf16>, tensor<16x32768x128xbf16>, tensor<16x32768x128xbf16>
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
  func.func private @_pad_1(%arg0: tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x32768x128xbf16>, tensor<bf16>) -> tensor<16x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:16, 0:32768, 0:128] : (tensor<16x32768x128xbf16>) -> tensor<16x32768x128xbf16>
    return %1 : tensor<16x32768x128xbf16>
  }
  func.func private @_pad_2(%arg0: tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x32768x128xbf16>, tensor<bf16>) -> tensor<32x32768x128xbf16>
    %1 = stablehlo.slice %0 [0:32, 0:32768, 0:128] : (tensor<32x32768x128xbf16>) -> tensor<32x32768x128xbf16>
    return %1 : tensor<32x32768x128xbf16>
  }
}

// ---- kernel sparse_cli_fwd sha256:bb420abb1d3eae723e2f0be038da81982705cb6f24d661d287674a071ad2131f
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_fwd(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg8: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg9: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg10: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg11: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg12: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg13: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg16: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 128>}, {}, {}, {transform_indices = @transform_3, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_4, window_bounds = array<i64: 2, 1, 512>}]} {
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
    %6 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %7 = vector.shape_cast %6 : vector<1024x128xf32> to vector<1024x128xf32>
    %8 = vector.shape_cast %5 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg11[%c0, %c0], %8 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %9 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %10 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %11 = vector.shape_cast %10 : vector<1024x128xf32> to vector<1024x128xf32>
    %12 = vector.shape_cast %9 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg12[%c0, %c0], %12 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %13 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %15 = vector.shape_cast %14 : vector<1024x128xf32> to vector<1024x128xf32>
    %16 = vector.shape_cast %13 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %16 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %17 = arith.index_cast %arg1 : i32 to index
    %18 = memref.load %arg2[%17] : memref<65xi16, #tpu.memory_space<smem>>
    %19 = arith.extsi %18 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %arg1, %c1_i32 : i32
    %21 = arith.index_cast %20 : i32 to index
    %22 = memref.load %arg2[%21] : memref<65xi16, #tpu.memory_space<smem>>
    %23 = arith.extsi %22 : i16 to i32
    %24 = arith.cmpi slt, %19, %23 : i32
    %25 = arith.extui %24 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %26 = arith.cmpi ne, %25, %c0_i32 : i32
    scf.if %26 {
      %c0_i32 = arith.constant 0 : i32
      %75 = arith.addi %3, %c0_i32 : i32
      %76 = arith.index_cast %19 : i32 to index
      %77 = memref.load %arg3[%76] : memref<189xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %79 = arith.addi %78, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %80 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %81 = arith.muli %79, %c512_i32 : i32
      %82 = tpu.assume_multiple %81, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %83 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %84 = arith.muli %79, %c512_i32 : i32
      %85 = tpu.assume_multiple %84, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg16[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg14[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg7[%80, %82, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %92 = tpu.memref_slice %arg16[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg15[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %95 = tpu.memref_squeeze %94 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg8[%83, %85, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%97 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%95 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %27 = arith.addi %c0_i32, %c1_i32 : i32
    %c188_i32 = arith.constant 188 : i32
    %28 = arith.minsi %19, %c188_i32 : i32
    %29 = arith.index_cast %28 : i32 to index
    %30 = memref.load %arg4[%29] : memref<189xi8, #tpu.memory_space<smem>>
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
      %75 = arith.addi %3, %c0_i32 : i32
      %76 = arith.index_cast %34 : i32 to index
      %77 = memref.load %arg3[%76] : memref<189xi8, #tpu.memory_space<smem>>
      %78 = arith.extsi %77 : i8 to i32
      %79 = arith.addi %78, %36 : i32
      %c2_i32 = arith.constant 2 : i32
      %80 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %81 = arith.muli %79, %c512_i32 : i32
      %82 = tpu.assume_multiple %81, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %83 = arith.divsi %75, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %84 = arith.muli %79, %c512_i32 : i32
      %85 = tpu.assume_multiple %84, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %86 = tpu.memref_slice %arg16[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg14[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg7[%80, %82, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %92 = tpu.memref_slice %arg16[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %93 = tpu.memref_squeeze %92 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %94 = tpu.memref_slice %arg15[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %95 = tpu.memref_squeeze %94 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %96 = tpu.memref_slice %arg8[%83, %85, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%97 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%95 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%93 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %40:7 = scf.while (%arg17 = %19, %arg18 = %c0_i32, %arg19 = %34, %arg20 = %36, %arg21 = %c0_i32, %arg22 = %c1_i32, %arg23 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %75 = arith.cmpi slt, %arg17, %23 : i32
      scf.condition(%75) %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg17: i32, %arg18: i32, %arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32):
      %75 = arith.index_cast %arg17 : i32 to index
      %76 = memref.load %arg5[%75] : memref<189xi8, #tpu.memory_space<smem>>
      %77 = arith.extsi %76 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %78 = arith.cmpi eq, %77, %c2_i32 : i32
      %79 = arith.extui %78 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %80 = arith.cmpi ne, %79, %c0_i32 : i32
      %81:2 = scf.if %80 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %82 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %c0_i32, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %85 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %86 = arith.muli %c0_i32, %c512_i32 : i32
        %87 = tpu.assume_multiple %86, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg7[%82, %84, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %94 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %95 = tpu.memref_squeeze %94 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg8[%85, %87, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %99 = tpu.memref_squeeze %98 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%95 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%99 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%97 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %100 = arith.addi %3, %c0_i32 : i32
        %101 = arith.index_cast %arg17 : i32 to index
        %102 = memref.load %arg3[%101] : memref<189xi8, #tpu.memory_space<smem>>
        %103 = arith.extsi %102 : i8 to i32
        %104 = arith.addi %103, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %107 = vector.shape_cast %106 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %108 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg14[%108, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %111 = tpu.matmul %107, %110, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %112 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %113 = arith.mulf %111, %112 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %115 = vector.multi_reduction <maximumf>, %113, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %116 = vector.shape_cast %115 : vector<1024xf32> to vector<1024x1xf32>
        %117 = vector.broadcast %116 : vector<1024x1xf32> to vector<1024x128xf32>
        %118 = arith.maximumf %114, %117 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %119 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %120 = arith.maximumf %118, %119 : vector<1024x128xf32>
        %121 = tpu.concatenate %120, %120, %120, %120 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %122 = arith.subf %113, %121 : vector<1024x512xf32>
        %123 = math.exp2 %122 : vector<1024x512xf32>
        %124 = arith.subf %114, %120 : vector<1024x128xf32>
        %125 = math.exp2 %124 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %126 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %127 = arith.mulf %125, %126 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %128 = vector.multi_reduction <add>, %123, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %129 = vector.shape_cast %128 : vector<1024xf32> to vector<1024x1xf32>
        %130 = vector.broadcast %129 : vector<1024x1xf32> to vector<1024x128xf32>
        %131 = arith.addf %127, %130 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %132 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %133 = vector.shape_cast %132 : vector<1024x128xf32> to vector<1024x128xf32>
        %134 = vector.shape_cast %131 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %134 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %135 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg15[%135, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %137 = vector.shape_cast %136 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %138 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %139 = arith.mulf %125, %138 : vector<1024x128xf32>
        %140 = arith.truncf %123 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %141 = tpu.matmul %140, %137, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %142 = arith.addf %139, %141 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %144 = vector.shape_cast %143 : vector<1024x128xf32> to vector<1024x128xf32>
        %145 = vector.shape_cast %142 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %145 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %146 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %147 = vector.shape_cast %146 : vector<1024x128xf32> to vector<1024x128xf32>
        %148 = vector.shape_cast %118 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %148 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %149 = arith.addi %arg20, %c1_i32 : i32
        %c188_i32 = arith.constant 188 : i32
        %150 = arith.minsi %arg19, %c188_i32 : i32
        %151 = arith.index_cast %150 : i32 to index
        %152 = memref.load %arg4[%151] : memref<189xi8, #tpu.memory_space<smem>>
        %153 = arith.extsi %152 : i8 to i32
        %154 = arith.cmpi sge, %149, %153 : i32
        %c1_i32 = arith.constant 1 : i32
        %155 = arith.addi %arg19, %c1_i32 : i32
        %156 = arith.select %154, %155, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %157 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %158 = arith.select %154, %c0_i32, %157 : i32
        %159 = arith.cmpi slt, %156, %23 : i32
        %160 = arith.extui %159 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %161 = arith.cmpi ne, %160, %c0_i32 : i32
        scf.if %161 {
          %c0_i32 = arith.constant 0 : i32
          %162 = arith.addi %3, %c0_i32 : i32
          %163 = arith.index_cast %156 : i32 to index
          %164 = memref.load %arg3[%163] : memref<189xi8, #tpu.memory_space<smem>>
          %165 = arith.extsi %164 : i8 to i32
          %166 = arith.addi %165, %158 : i32
          %c2_i32 = arith.constant 2 : i32
          %167 = arith.divsi %162, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %168 = arith.muli %166, %c512_i32 : i32
          %169 = tpu.assume_multiple %168, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %170 = arith.divsi %162, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %171 = arith.muli %166, %c512_i32 : i32
          %172 = tpu.assume_multiple %171, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %173 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %174 = tpu.memref_squeeze %173 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %175 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %176 = tpu.memref_squeeze %175 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %177 = tpu.memref_slice %arg7[%167, %169, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %178 = tpu.memref_squeeze %177 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%178 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%176 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%174 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %179 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %180 = tpu.memref_squeeze %179 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %181 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %182 = tpu.memref_squeeze %181 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %183 = tpu.memref_slice %arg8[%170, %172, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %184 = tpu.memref_squeeze %183 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%184 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%182 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%180 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %156, %158 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %82 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %83 = arith.muli %c0_i32, %c512_i32 : i32
        %84 = tpu.assume_multiple %83, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %85 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %86 = arith.muli %c0_i32, %c512_i32 : i32
        %87 = tpu.assume_multiple %86, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %88 = tpu.memref_slice %arg16[%arg21, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg14[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg7[%82, %84, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %94 = tpu.memref_slice %arg16[%arg21, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %95 = tpu.memref_squeeze %94 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %96 = tpu.memref_slice %arg15[%arg21, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %97 = tpu.memref_squeeze %96 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %98 = tpu.memref_slice %arg8[%85, %87, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %99 = tpu.memref_squeeze %98 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%95 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%99 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%97 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %100 = arith.addi %3, %c0_i32 : i32
        %101 = arith.index_cast %arg17 : i32 to index
        %102 = memref.load %arg3[%101] : memref<189xi8, #tpu.memory_space<smem>>
        %103 = arith.extsi %102 : i8 to i32
        %104 = arith.addi %103, %arg18 : i32
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %105 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %106 = vector.shape_cast %105 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %107 = vector.shape_cast %106 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %108 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %109 = vector.load %arg14[%108, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %110 = vector.shape_cast %109 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %111 = tpu.matmul %107, %110, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %112 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %113 = arith.mulf %111, %112 : vector<1024x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %114 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %115 = arith.muli %104, %c512_i32 : i32
        %116 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %117 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %118 = arith.subi %115, %114 : i32
        %119 = vector.broadcast %117 : vector<1x512xi32> to vector<512x512xi32>
        %120 = vector.broadcast %116 : vector<512x1xi32> to vector<512x512xi32>
        %121 = arith.subi %119, %120 : vector<512x512xi32>
        %c1023_i32 = arith.constant 1023 : i32
        %122 = arith.addi %c1023_i32, %118 : i32
        %c0_i32 = arith.constant 0 : i32
        %123 = arith.subi %c0_i32, %118 : i32
        %c0_i32 = arith.constant 0 : i32
        %124 = arith.subi %c0_i32, %122 : i32
        %125 = vector.broadcast %124 : i32 to vector<512x512xi32>
        %126 = arith.cmpi sge, %121, %125 : vector<512x512xi32>
        %127 = vector.broadcast %123 : i32 to vector<512x512xi32>
        %128 = arith.cmpi sle, %121, %127 : vector<512x512xi32>
        %129 = arith.andi %126, %128 : vector<512x512xi1>
        %130 = vector.shape_cast %113 : vector<1024x512xf32> to vector<2x512x512xf32>
        %cst_xbef082 = arith.constant 0xFF800000 : f32
        %131 = vector.shape_cast %129 : vector<512x512xi1> to vector<1x512x512xi1>
        %132 = vector.broadcast %131 : vector<1x512x512xi1> to vector<2x512x512xi1>
        %133 = vector.broadcast %cst_xbef082 : f32 to vector<2x512x512xf32>
        %134 = arith.select %132, %130, %133 : vector<2x512x512xi1>, vector<2x512x512xf32>
        %135 = vector.shape_cast %134 : vector<2x512x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %cst_xf8e7b8 = arith.constant dense<0xFF800000> : vector<1024xf32>
        %137 = vector.multi_reduction <maximumf>, %135, %cst_xf8e7b8 [1] : vector<1024x512xf32> to vector<1024xf32>
        %138 = vector.shape_cast %137 : vector<1024xf32> to vector<1024x1xf32>
        %139 = vector.broadcast %138 : vector<1024x1xf32> to vector<1024x128xf32>
        %140 = arith.maximumf %136, %139 : vector<1024x128xf32>
        %cst_x72b973 = arith.constant -3.40282347E+38 : f32
        %141 = vector.broadcast %cst_x72b973 : f32 to vector<1024x128xf32>
        %142 = arith.maximumf %140, %141 : vector<1024x128xf32>
        %143 = tpu.concatenate %142, %142, %142, %142 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %144 = arith.subf %135, %143 : vector<1024x512xf32>
        %145 = math.exp2 %144 : vector<1024x512xf32>
        %146 = arith.subf %136, %142 : vector<1024x128xf32>
        %147 = math.exp2 %146 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %148 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %149 = arith.mulf %147, %148 : vector<1024x128xf32>
        %cst_x56bed9 = arith.constant dense<0.000000e+00> : vector<1024xf32>
        %150 = vector.multi_reduction <add>, %145, %cst_x56bed9 [1] : vector<1024x512xf32> to vector<1024xf32>
        %151 = vector.shape_cast %150 : vector<1024xf32> to vector<1024x1xf32>
        %152 = vector.broadcast %151 : vector<1024x1xf32> to vector<1024x128xf32>
        %153 = arith.addf %149, %152 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %154 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %155 = vector.shape_cast %154 : vector<1024x128xf32> to vector<1024x128xf32>
        %156 = vector.shape_cast %153 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg12[%c0, %c0], %156 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %157 = arith.index_cast %arg21 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %158 = vector.load %arg15[%157, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %159 = vector.shape_cast %158 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %160 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %161 = arith.mulf %147, %160 : vector<1024x128xf32>
        %162 = arith.truncf %145 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %163 = tpu.matmul %162, %159, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %164 = arith.addf %161, %163 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %165 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %166 = vector.shape_cast %165 : vector<1024x128xf32> to vector<1024x128xf32>
        %167 = vector.shape_cast %164 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %167 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %168 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %169 = vector.shape_cast %168 : vector<1024x128xf32> to vector<1024x128xf32>
        %170 = vector.shape_cast %140 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg11[%c0, %c0], %170 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %171 = arith.addi %arg20, %c1_i32 : i32
        %c188_i32 = arith.constant 188 : i32
        %172 = arith.minsi %arg19, %c188_i32 : i32
        %173 = arith.index_cast %172 : i32 to index
        %174 = memref.load %arg4[%173] : memref<189xi8, #tpu.memory_space<smem>>
        %175 = arith.extsi %174 : i8 to i32
        %176 = arith.cmpi sge, %171, %175 : i32
        %c1_i32 = arith.constant 1 : i32
        %177 = arith.addi %arg19, %c1_i32 : i32
        %178 = arith.select %176, %177, %arg19 : i32
        %c1_i32 = arith.constant 1 : i32
        %179 = arith.addi %arg20, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %180 = arith.select %176, %c0_i32, %179 : i32
        %181 = arith.cmpi slt, %178, %23 : i32
        %182 = arith.extui %181 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %183 = arith.cmpi ne, %182, %c0_i32 : i32
        scf.if %183 {
          %c0_i32 = arith.constant 0 : i32
          %184 = arith.addi %3, %c0_i32 : i32
          %185 = arith.index_cast %178 : i32 to index
          %186 = memref.load %arg3[%185] : memref<189xi8, #tpu.memory_space<smem>>
          %187 = arith.extsi %186 : i8 to i32
          %188 = arith.addi %187, %180 : i32
          %c2_i32 = arith.constant 2 : i32
          %189 = arith.divsi %184, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %190 = arith.muli %188, %c512_i32 : i32
          %191 = tpu.assume_multiple %190, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %192 = arith.divsi %184, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %193 = arith.muli %188, %c512_i32 : i32
          %194 = tpu.assume_multiple %193, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %195 = tpu.memref_slice %arg16[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %196 = tpu.memref_squeeze %195 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %197 = tpu.memref_slice %arg14[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %198 = tpu.memref_squeeze %197 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %199 = tpu.memref_slice %arg7[%189, %191, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %200 = tpu.memref_squeeze %199 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%200 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%198 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%196 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %201 = tpu.memref_slice %arg16[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %202 = tpu.memref_squeeze %201 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %203 = tpu.memref_slice %arg15[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %204 = tpu.memref_squeeze %203 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %205 = tpu.memref_slice %arg8[%192, %194, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %206 = tpu.memref_squeeze %205 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%206 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%204 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%202 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %178, %180 : i32, i32
      }
      scf.yield %arg19, %arg20, %81#0, %81#1, %arg22, %arg23, %arg21 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %41 = vector.load %arg12[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %42 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %43 = arith.cmpf ogt, %41, %42 : vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %44 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %45 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %46 = arith.select %43, %41, %45 : vector<1024x128xi1>, vector<1024x128xf32>
    %47 = arith.divf %44, %46 : vector<1024x128xf32>
    %48 = arith.truncf %47 : vector<1024x128xf32> to vector<1024x128xbf16>
    %49 = vector.shape_cast %48 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %50 = vector.load %arg9[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg9[%c0, %c0, %c0], %49 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %51 = vector.load %arg11[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %cst_x65a06e = arith.constant 1.000000e+00 : f32
    %52 = vector.broadcast %cst_x65a06e : f32 to vector<1024x128xf32>
    %53 = arith.select %43, %41, %52 : vector<1024x128xi1>, vector<1024x128xf32>
    %54 = math.log %53 : vector<1024x128xf32>
    %cst_x481f63 = arith.constant 2.000000e+00 : f32
    %55 = math.log %cst_x481f63 : f32
    %56 = vector.broadcast %55 : f32 to vector<1024x128xf32>
    %57 = arith.divf %54, %56 : vector<1024x128xf32>
    %58 = arith.addf %51, %57 : vector<1024x128xf32>
    %cst_x3f8ad7 = arith.constant 1.44269502 : f32
    %59 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x128xf32>
    %60 = arith.divf %58, %59 : vector<1024x128xf32>
    %cst_xbef082 = arith.constant 0xFF800000 : f32
    %61 = vector.broadcast %cst_xbef082 : f32 to vector<1024x128xf32>
    %62 = arith.select %43, %60, %61 : vector<1024x128xi1>, vector<1024x128xf32>
    %63 = vector.extract_strided_slice %62 {offsets = [0, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %64 = tpu.transpose %63, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %65 = vector.extract_strided_slice %64 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %66 = vector.load %arg10[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %67 = vector.shape_cast %66 : vector<1x1x512xf32> to vector<1x512xf32>
    %68 = vector.shape_cast %65 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c0, %c0, %c0], %68 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    %69 = vector.extract_strided_slice %62 {offsets = [512, 0], sizes = [512, 128], strides = [1, 1]} : vector<1024x128xf32> to vector<512x128xf32>
    %70 = tpu.transpose %69, [1, 0] : vector<512x128xf32> -> vector<128x512xf32>
    %71 = vector.extract_strided_slice %70 {offsets = [0, 0], sizes = [1, 512], strides = [1, 1]} : vector<128x512xf32> to vector<1x512xf32>
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %72 = vector.load %arg10[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %73 = vector.shape_cast %72 : vector<1x1x512xf32> to vector<1x512xf32>
    %74 = vector.shape_cast %71 : vector<1x512xf32> to vector<1x1x512xf32>
    tpu.vector_store %arg10[%c1, %c0, %c0], %74 {strides = array<i32>} : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_4(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %4, %c0_i32, %6 : i32, i32, i32
  }
}

// ---- kernel sparse_cli_dq sha256:d30ada11b0ca2bc7094a3a720ffd10581255c7e29575022892a8f0e0ac4048bb
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dq(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>, %arg6: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg7: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg9: memref<2x1x512xf32, #tpu.memory_space<vmem>>, %arg10: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<16x32768x128xbf16, #tpu.memory_space<any>>, %arg12: memref<2x512x128xbf16, #tpu.memory_space<vmem>>, %arg13: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg14: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg15: memref<1024x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64>, scalar_prefetch = 4 : i64, scratch_operands = 6 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 2, 512, 128>}, {transform_indices = @transform_2, window_bounds = array<i64: 2, 1, 512>}, {transform_indices = @transform_3, window_bounds = array<i64: 2, 1, 512>}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 2, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %c64_i32 = arith.constant 64 : i32
    %4 = arith.remsi %0, %c64_i32 : i32
    %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
    %5 = vector.broadcast %cst_x8ee5ec : f32 to vector<1024x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %6 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %7 = vector.shape_cast %6 : vector<1024x128xf32> to vector<1024x128xf32>
    %8 = vector.shape_cast %5 : vector<1024x128xf32> to vector<1024x128xf32>
    tpu.vector_store %arg13[%c0, %c0], %8 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %9 = vector.load %arg8[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %10 = vector.shape_cast %9 : vector<1x1x512xf32> to vector<1x512xf32>
    %11 = vector.shape_cast %10 : vector<1x512xf32> to vector<1x512xf32>
    %12 = vector.broadcast %11 : vector<1x512xf32> to vector<128x512xf32>
    %13 = tpu.transpose %12, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %14 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %15 = vector.shape_cast %14 : vector<512x128xf32> to vector<512x128xf32>
    %16 = vector.shape_cast %13 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c0, %c0], %16 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %17 = vector.load %arg8[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %18 = vector.shape_cast %17 : vector<1x1x512xf32> to vector<1x512xf32>
    %19 = vector.shape_cast %18 : vector<1x512xf32> to vector<1x512xf32>
    %20 = vector.broadcast %19 : vector<1x512xf32> to vector<128x512xf32>
    %21 = tpu.transpose %20, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %22 = vector.load %arg14[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %23 = vector.shape_cast %22 : vector<512x128xf32> to vector<512x128xf32>
    %24 = vector.shape_cast %21 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg14[%c512, %c0], %24 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %25 = vector.load %arg9[%c0, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %26 = vector.shape_cast %25 : vector<1x1x512xf32> to vector<1x512xf32>
    %27 = vector.shape_cast %26 : vector<1x512xf32> to vector<1x512xf32>
    %28 = vector.broadcast %27 : vector<1x512xf32> to vector<128x512xf32>
    %29 = tpu.transpose %28, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %30 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %31 = vector.shape_cast %30 : vector<512x128xf32> to vector<512x128xf32>
    %32 = vector.shape_cast %29 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c0, %c0], %32 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %33 = vector.load %arg9[%c1, %c0, %c0] : memref<2x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
    %34 = vector.shape_cast %33 : vector<1x1x512xf32> to vector<1x512xf32>
    %35 = vector.shape_cast %34 : vector<1x512xf32> to vector<1x512xf32>
    %36 = vector.broadcast %35 : vector<1x512xf32> to vector<128x512xf32>
    %37 = tpu.transpose %36, [1, 0] : vector<128x512xf32> -> vector<512x128xf32>
    %c512 = arith.constant 512 : index
    %c0 = arith.constant 0 : index
    %38 = vector.load %arg15[%c512, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
    %39 = vector.shape_cast %38 : vector<512x128xf32> to vector<512x128xf32>
    %40 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
    tpu.vector_store %arg15[%c512, %c0], %40 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    %41 = arith.index_cast %arg1 : i32 to index
    %42 = memref.load %arg2[%41] : memref<65xi16, #tpu.memory_space<smem>>
    %43 = arith.extsi %42 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %44 = arith.addi %arg1, %c1_i32 : i32
    %45 = arith.index_cast %44 : i32 to index
    %46 = memref.load %arg2[%45] : memref<65xi16, #tpu.memory_space<smem>>
    %47 = arith.extsi %46 : i16 to i32
    %48 = arith.cmpi slt, %43, %47 : i32
    %49 = arith.extui %48 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %50 = arith.cmpi ne, %49, %c0_i32 : i32
    scf.if %50 {
      %c0_i32 = arith.constant 0 : i32
      %69 = arith.addi %3, %c0_i32 : i32
      %70 = arith.index_cast %43 : i32 to index
      %71 = memref.load %arg3[%70] : memref<189xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %73 = arith.addi %72, %c0_i32 : i32
      %c2_i32 = arith.constant 2 : i32
      %74 = arith.divsi %69, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %75 = arith.muli %73, %c512_i32 : i32
      %76 = tpu.assume_multiple %75, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = arith.divsi %69, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %78 = arith.muli %73, %c512_i32 : i32
      %79 = tpu.assume_multiple %78, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg18[%c0_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg16[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg10[%74, %76, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%83 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %86 = tpu.memref_slice %arg18[%c0_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg11[%77, %79, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %51 = arith.addi %c0_i32, %c1_i32 : i32
    %c188_i32 = arith.constant 188 : i32
    %52 = arith.minsi %43, %c188_i32 : i32
    %53 = arith.index_cast %52 : i32 to index
    %54 = memref.load %arg4[%53] : memref<189xi8, #tpu.memory_space<smem>>
    %55 = arith.extsi %54 : i8 to i32
    %56 = arith.cmpi sge, %51, %55 : i32
    %c1_i32 = arith.constant 1 : i32
    %57 = arith.addi %43, %c1_i32 : i32
    %58 = arith.select %56, %57, %43 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %59 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %60 = arith.select %56, %c0_i32, %59 : i32
    %61 = arith.cmpi slt, %58, %47 : i32
    %62 = arith.extui %61 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %63 = arith.cmpi ne, %62, %c0_i32 : i32
    scf.if %63 {
      %c0_i32 = arith.constant 0 : i32
      %69 = arith.addi %3, %c0_i32 : i32
      %70 = arith.index_cast %58 : i32 to index
      %71 = memref.load %arg3[%70] : memref<189xi8, #tpu.memory_space<smem>>
      %72 = arith.extsi %71 : i8 to i32
      %73 = arith.addi %72, %60 : i32
      %c2_i32 = arith.constant 2 : i32
      %74 = arith.divsi %69, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %75 = arith.muli %73, %c512_i32 : i32
      %76 = tpu.assume_multiple %75, 512 : i32
      %c2_i32 = arith.constant 2 : i32
      %77 = arith.divsi %69, %c2_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %78 = arith.muli %73, %c512_i32 : i32
      %79 = tpu.assume_multiple %78, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %80 = tpu.memref_slice %arg18[%c1_i32, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %81 = tpu.memref_squeeze %80 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %82 = tpu.memref_slice %arg16[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %83 = tpu.memref_squeeze %82 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %84 = tpu.memref_slice %arg10[%74, %76, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%85 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%83 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%81 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %86 = tpu.memref_slice %arg18[%c1_i32, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %87 = tpu.memref_squeeze %86 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %88 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %89 = tpu.memref_squeeze %88 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %90 = tpu.memref_slice %arg11[%77, %79, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%91 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%89 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%87 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %64:7 = scf.while (%arg19 = %43, %arg20 = %c0_i32, %arg21 = %58, %arg22 = %60, %arg23 = %c0_i32, %arg24 = %c1_i32, %arg25 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %69 = arith.cmpi slt, %arg19, %47 : i32
      scf.condition(%69) %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg19: i32, %arg20: i32, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
      %69 = arith.index_cast %arg19 : i32 to index
      %70 = memref.load %arg5[%69] : memref<189xi8, #tpu.memory_space<smem>>
      %71 = arith.extsi %70 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %72 = arith.cmpi eq, %71, %c2_i32 : i32
      %73 = arith.extui %72 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %74 = arith.cmpi ne, %73, %c0_i32 : i32
      %75:2 = scf.if %74 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %76 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %77 = arith.muli %c0_i32, %c512_i32 : i32
        %78 = tpu.assume_multiple %77, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %79 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %80 = arith.muli %c0_i32, %c512_i32 : i32
        %81 = tpu.assume_multiple %80, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg10[%76, %78, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %88 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg11[%79, %81, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.addi %3, %c0_i32 : i32
        %95 = arith.index_cast %arg19 : i32 to index
        %96 = memref.load %arg3[%95] : memref<189xi8, #tpu.memory_space<smem>>
        %97 = arith.extsi %96 : i8 to i32
        %98 = arith.addi %97, %arg20 : i32
        %99 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg16[%99, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %103 = vector.shape_cast %102 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %104 = vector.shape_cast %103 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %105 = tpu.matmul %104, %101, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %106 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %107 = arith.mulf %105, %106 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %109 = tpu.concatenate %108, %108, %108, %108 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %110 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x512xf32>
        %111 = arith.mulf %109, %110 : vector<1024x512xf32>
        %112 = arith.subf %107, %111 : vector<1024x512xf32>
        %113 = math.exp2 %112 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %114 = vector.load %arg7[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %115 = vector.shape_cast %114 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %116 = vector.shape_cast %115 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %117 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %118 = vector.load %arg17[%117, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %119 = vector.shape_cast %118 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %120 = tpu.matmul %116, %119, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %122 = tpu.concatenate %121, %121, %121, %121 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %123 = arith.subf %120, %122 : vector<1024x512xf32>
        %124 = arith.mulf %113, %123 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %125 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %126 = arith.truncf %124 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %127 = tpu.matmul %126, %101, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %128 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %129 = arith.mulf %127, %128 : vector<1024x128xf32>
        %130 = arith.addf %125, %129 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %131 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %132 = vector.shape_cast %131 : vector<1024x128xf32> to vector<1024x128xf32>
        %133 = vector.shape_cast %130 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %133 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %134 = arith.addi %arg22, %c1_i32 : i32
        %c188_i32 = arith.constant 188 : i32
        %135 = arith.minsi %arg21, %c188_i32 : i32
        %136 = arith.index_cast %135 : i32 to index
        %137 = memref.load %arg4[%136] : memref<189xi8, #tpu.memory_space<smem>>
        %138 = arith.extsi %137 : i8 to i32
        %139 = arith.cmpi sge, %134, %138 : i32
        %c1_i32 = arith.constant 1 : i32
        %140 = arith.addi %arg21, %c1_i32 : i32
        %141 = arith.select %139, %140, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %142 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %143 = arith.select %139, %c0_i32, %142 : i32
        %144 = arith.cmpi slt, %141, %47 : i32
        %145 = arith.extui %144 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %146 = arith.cmpi ne, %145, %c0_i32 : i32
        scf.if %146 {
          %c0_i32 = arith.constant 0 : i32
          %147 = arith.addi %3, %c0_i32 : i32
          %148 = arith.index_cast %141 : i32 to index
          %149 = memref.load %arg3[%148] : memref<189xi8, #tpu.memory_space<smem>>
          %150 = arith.extsi %149 : i8 to i32
          %151 = arith.addi %150, %143 : i32
          %c2_i32 = arith.constant 2 : i32
          %152 = arith.divsi %147, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %153 = arith.muli %151, %c512_i32 : i32
          %154 = tpu.assume_multiple %153, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %155 = arith.divsi %147, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %156 = arith.muli %151, %c512_i32 : i32
          %157 = tpu.assume_multiple %156, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %159 = tpu.memref_squeeze %158 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %161 = tpu.memref_squeeze %160 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %162 = tpu.memref_slice %arg10[%152, %154, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %163 = tpu.memref_squeeze %162 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%163 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%161 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%159 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %164 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %165 = tpu.memref_squeeze %164 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %167 = tpu.memref_squeeze %166 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %168 = tpu.memref_slice %arg11[%155, %157, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %169 = tpu.memref_squeeze %168 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%169 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%167 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%165 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %141, %143 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %76 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %77 = arith.muli %c0_i32, %c512_i32 : i32
        %78 = tpu.assume_multiple %77, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %79 = arith.divsi %c0_i32, %c2_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %80 = arith.muli %c0_i32, %c512_i32 : i32
        %81 = tpu.assume_multiple %80, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %82 = tpu.memref_slice %arg18[%arg23, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %83 = tpu.memref_squeeze %82 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %84 = tpu.memref_slice %arg16[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %85 = tpu.memref_squeeze %84 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %86 = tpu.memref_slice %arg10[%76, %78, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %87 = tpu.memref_squeeze %86 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%83 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%87 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%85 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c1_i32 = arith.constant 1 : i32
        %88 = tpu.memref_slice %arg18[%arg23, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %89 = tpu.memref_squeeze %88 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %90 = tpu.memref_slice %arg17[%arg23, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %91 = tpu.memref_squeeze %90 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %92 = tpu.memref_slice %arg11[%79, %81, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %93 = tpu.memref_squeeze %92 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%89 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%93 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%91 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %94 = arith.addi %3, %c0_i32 : i32
        %95 = arith.index_cast %arg19 : i32 to index
        %96 = memref.load %arg3[%95] : memref<189xi8, #tpu.memory_space<smem>>
        %97 = arith.extsi %96 : i8 to i32
        %98 = arith.addi %97, %arg20 : i32
        %99 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %100 = vector.load %arg16[%99, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %101 = vector.shape_cast %100 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %102 = vector.load %arg6[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %103 = vector.shape_cast %102 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %104 = vector.shape_cast %103 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %105 = tpu.matmul %104, %101, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %106 = vector.broadcast %cst_xa6fad0 : f32 to vector<1024x512xf32>
        %107 = arith.mulf %105, %106 : vector<1024x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %108 = arith.muli %4, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %109 = arith.muli %98, %c512_i32 : i32
        %110 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %111 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %112 = arith.subi %109, %108 : i32
        %113 = vector.broadcast %111 : vector<1x512xi32> to vector<512x512xi32>
        %114 = vector.broadcast %110 : vector<512x1xi32> to vector<512x512xi32>
        %115 = arith.subi %113, %114 : vector<512x512xi32>
        %c1023_i32 = arith.constant 1023 : i32
        %116 = arith.addi %c1023_i32, %112 : i32
        %c0_i32 = arith.constant 0 : i32
        %117 = arith.subi %c0_i32, %112 : i32
        %c0_i32 = arith.constant 0 : i32
        %118 = arith.subi %c0_i32, %116 : i32
        %119 = vector.broadcast %118 : i32 to vector<512x512xi32>
        %120 = arith.cmpi sge, %115, %119 : vector<512x512xi32>
        %121 = vector.broadcast %117 : i32 to vector<512x512xi32>
        %122 = arith.cmpi sle, %115, %121 : vector<512x512xi32>
        %123 = arith.andi %120, %122 : vector<512x512xi1>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg14[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %125 = tpu.concatenate %124, %124, %124, %124 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %126 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1024x512xf32>
        %127 = arith.mulf %125, %126 : vector<1024x512xf32>
        %128 = arith.subf %107, %127 : vector<1024x512xf32>
        %129 = math.exp2 %128 : vector<1024x512xf32>
        %130 = vector.shape_cast %129 : vector<1024x512xf32> to vector<2x512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %131 = vector.shape_cast %123 : vector<512x512xi1> to vector<1x512x512xi1>
        %132 = vector.broadcast %131 : vector<1x512x512xi1> to vector<2x512x512xi1>
        %133 = vector.broadcast %cst_x8ee5ec : f32 to vector<2x512x512xf32>
        %134 = arith.select %132, %130, %133 : vector<2x512x512xi1>, vector<2x512x512xf32>
        %135 = vector.shape_cast %134 : vector<2x512x512xf32> to vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %136 = vector.load %arg7[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
        %137 = vector.shape_cast %136 : vector<2x512x128xbf16> to vector<2x512x128xbf16>
        %138 = vector.shape_cast %137 : vector<2x512x128xbf16> to vector<1024x128xbf16>
        %139 = arith.index_cast %arg23 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %140 = vector.load %arg17[%139, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %141 = vector.shape_cast %140 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xc3aa5f = arith.constant dense<0.000000e+00> : vector<1024x512xf32>
        %142 = tpu.matmul %138, %141, %cst_xc3aa5f {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<1024x128xbf16>, vector<512x128xbf16>, vector<1024x512xf32> -> vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %143 = vector.load %arg15[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %144 = tpu.concatenate %143, %143, %143, %143 in 1 : vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32>, vector<1024x128xf32> -> vector<1024x512xf32>
        %145 = arith.subf %142, %144 : vector<1024x512xf32>
        %146 = arith.mulf %135, %145 : vector<1024x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %147 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %148 = arith.truncf %146 : vector<1024x512xf32> to vector<1024x512xbf16>
        %cst_x4c4c82 = arith.constant dense<0.000000e+00> : vector<1024x128xf32>
        %149 = tpu.matmul %148, %101, %cst_x4c4c82 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<1024x512xbf16>, vector<512x128xbf16>, vector<1024x128xf32> -> vector<1024x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %150 = vector.broadcast %cst_xf22304 : f32 to vector<1024x128xf32>
        %151 = arith.mulf %149, %150 : vector<1024x128xf32>
        %152 = arith.addf %147, %151 : vector<1024x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %153 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
        %154 = vector.shape_cast %153 : vector<1024x128xf32> to vector<1024x128xf32>
        %155 = vector.shape_cast %152 : vector<1024x128xf32> to vector<1024x128xf32>
        tpu.vector_store %arg13[%c0, %c0], %155 {strides = array<i32>} : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %156 = arith.addi %arg22, %c1_i32 : i32
        %c188_i32 = arith.constant 188 : i32
        %157 = arith.minsi %arg21, %c188_i32 : i32
        %158 = arith.index_cast %157 : i32 to index
        %159 = memref.load %arg4[%158] : memref<189xi8, #tpu.memory_space<smem>>
        %160 = arith.extsi %159 : i8 to i32
        %161 = arith.cmpi sge, %156, %160 : i32
        %c1_i32 = arith.constant 1 : i32
        %162 = arith.addi %arg21, %c1_i32 : i32
        %163 = arith.select %161, %162, %arg21 : i32
        %c1_i32 = arith.constant 1 : i32
        %164 = arith.addi %arg22, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %165 = arith.select %161, %c0_i32, %164 : i32
        %166 = arith.cmpi slt, %163, %47 : i32
        %167 = arith.extui %166 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %168 = arith.cmpi ne, %167, %c0_i32 : i32
        scf.if %168 {
          %c0_i32 = arith.constant 0 : i32
          %169 = arith.addi %3, %c0_i32 : i32
          %170 = arith.index_cast %163 : i32 to index
          %171 = memref.load %arg3[%170] : memref<189xi8, #tpu.memory_space<smem>>
          %172 = arith.extsi %171 : i8 to i32
          %173 = arith.addi %172, %165 : i32
          %c2_i32 = arith.constant 2 : i32
          %174 = arith.divsi %169, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %175 = arith.muli %173, %c512_i32 : i32
          %176 = tpu.assume_multiple %175, 512 : i32
          %c2_i32 = arith.constant 2 : i32
          %177 = arith.divsi %169, %c2_i32 : i32
          %c512_i32 = arith.constant 512 : i32
          %178 = arith.muli %173, %c512_i32 : i32
          %179 = tpu.assume_multiple %178, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %180 = tpu.memref_slice %arg18[%arg25, %c0_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %181 = tpu.memref_squeeze %180 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg16[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %183 = tpu.memref_squeeze %182 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %184 = tpu.memref_slice %arg10[%174, %176, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %185 = tpu.memref_squeeze %184 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%185 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%183 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%181 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %186 = tpu.memref_slice %arg18[%arg25, %c1_i32] : memref<3x2x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %187 = tpu.memref_squeeze %186 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %188 = tpu.memref_slice %arg17[%arg25, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %189 = tpu.memref_squeeze %188 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %190 = tpu.memref_slice %arg11[%177, %179, %c0_i32] : memref<16x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %191 = tpu.memref_squeeze %190 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%191 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%189 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%187 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %163, %165 : i32, i32
      }
      scf.yield %arg21, %arg22, %75#0, %75#1, %arg24, %arg25, %arg23 : i32, i32, i32, i32, i32, i32, i32
    }
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %65 = vector.load %arg13[%c0, %c0] : memref<1024x128xf32, #tpu.memory_space<vmem>>, vector<1024x128xf32>
    %66 = arith.truncf %65 : vector<1024x128xf32> to vector<1024x128xbf16>
    %67 = vector.shape_cast %66 : vector<1024x128xbf16> to vector<2x512x128xbf16>
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %c0 = arith.constant 0 : index
    %68 = vector.load %arg12[%c0, %c0, %c0] : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>
    tpu.vector_store %arg12[%c0, %c0, %c0], %67 {strides = array<i32>} : memref<2x512x128xbf16, #tpu.memory_space<vmem>>, vector<2x512x128xbf16>, 
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
  func.func @transform_2(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_3(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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
    return %4, %c0_i32, %6 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: memref<65xi16, #tpu.memory_space<smem>>, %arg3: memref<189xi8, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
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

// ---- kernel sparse_cli_dkv sha256:bbdbc46335d2a373d6f4abb95c8fce8d255f98fdc2294984f737235ddf5e066a
module attributes {stable_mosaic.version = 11 : i64} {
  func.func @sparse_cli_dkv(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi16, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>, %arg6: memref<189xi8, #tpu.memory_space<smem>>, %arg7: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg8: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg9: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg10: memref<32x32768x128xbf16, #tpu.memory_space<any>>, %arg11: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg12: memref<32x1x32768xf32, #tpu.memory_space<any>>, %arg13: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg14: memref<1x512x128xbf16, #tpu.memory_space<vmem>>, %arg15: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg16: memref<512x128xf32, #tpu.memory_space<vmem>>, %arg17: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg18: memref<3x512x128xbf16, #tpu.memory_space<vmem>>, %arg19: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg20: memref<3x1x512xf32, #tpu.memory_space<vmem>>, %arg21: memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) attributes {dimension_semantics = [#tpu.dimension_semantics<parallel>, #tpu.dimension_semantics<arbitrary>, #tpu.dimension_semantics<arbitrary>], iteration_bounds = array<i64: 16, 64, 2>, scalar_prefetch = 4 : i64, scratch_operands = 7 : i64, tpu.core_type = #tpu.core_type<tc>, window_params = [{transform_indices = @transform_0, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_1, window_bounds = array<i64: 1, 512, 128>}, {}, {}, {}, {}, {transform_indices = @transform_6, window_bounds = array<i64: 1, 512, 128>}, {transform_indices = @transform_7, window_bounds = array<i64: 1, 512, 128>}]} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.cmpi eq, %arg2, %c0_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %6 = arith.cmpi eq, %arg2, %c1_i32 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %0, %c64_i32 : i32
    %8 = arith.extui %5 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %9 = arith.cmpi ne, %8, %c0_i32 : i32
    scf.if %9 {
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %36 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %37 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %38 = vector.shape_cast %37 : vector<512x128xf32> to vector<512x128xf32>
      %39 = vector.shape_cast %36 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg15[%c0, %c0], %39 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
      %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
      %40 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x128xf32>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %42 = vector.shape_cast %41 : vector<512x128xf32> to vector<512x128xf32>
      %43 = vector.shape_cast %40 : vector<512x128xf32> to vector<512x128xf32>
      tpu.vector_store %arg16[%c0, %c0], %43 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
    } else {
    }
    %10 = arith.index_cast %arg1 : i32 to index
    %11 = memref.load %arg3[%10] : memref<65xi16, #tpu.memory_space<smem>>
    %12 = arith.extsi %11 : i16 to i32
    %c1_i32 = arith.constant 1 : i32
    %13 = arith.addi %arg1, %c1_i32 : i32
    %14 = arith.index_cast %13 : i32 to index
    %15 = memref.load %arg3[%14] : memref<65xi16, #tpu.memory_space<smem>>
    %16 = arith.extsi %15 : i16 to i32
    %17 = arith.cmpi slt, %12, %16 : i32
    %18 = arith.extui %17 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %19 = arith.cmpi ne, %18, %c0_i32 : i32
    scf.if %19 {
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %4, %c0_i32 : i32
      %37 = arith.index_cast %12 : i32 to index
      %38 = memref.load %arg4[%37] : memref<189xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %c0_i32 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %40, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %40, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %40, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %47 = arith.muli %40, %c512_i32 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c0_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c0_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c0_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c0_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x512xf32, #tpu.memory_space<any>>) target(%64 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c0_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c0_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x512xf32, #tpu.memory_space<any>>) target(%70 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %20 = arith.addi %c0_i32, %c1_i32 : i32
    %c188_i32 = arith.constant 188 : i32
    %21 = arith.minsi %12, %c188_i32 : i32
    %22 = arith.index_cast %21 : i32 to index
    %23 = memref.load %arg5[%22] : memref<189xi8, #tpu.memory_space<smem>>
    %24 = arith.extsi %23 : i8 to i32
    %25 = arith.cmpi sge, %20, %24 : i32
    %c1_i32 = arith.constant 1 : i32
    %26 = arith.addi %12, %c1_i32 : i32
    %27 = arith.select %25, %26, %12 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %28 = arith.addi %c0_i32, %c1_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %29 = arith.select %25, %c0_i32, %28 : i32
    %30 = arith.cmpi slt, %27, %16 : i32
    %31 = arith.extui %30 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %32 = arith.cmpi ne, %31, %c0_i32 : i32
    scf.if %32 {
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.addi %4, %c0_i32 : i32
      %37 = arith.index_cast %27 : i32 to index
      %38 = memref.load %arg4[%37] : memref<189xi8, #tpu.memory_space<smem>>
      %39 = arith.extsi %38 : i8 to i32
      %40 = arith.addi %39, %29 : i32
      %c512_i32 = arith.constant 512 : i32
      %41 = arith.muli %40, %c512_i32 : i32
      %42 = tpu.assume_multiple %41, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %43 = arith.muli %40, %c512_i32 : i32
      %44 = tpu.assume_multiple %43, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %45 = arith.muli %40, %c512_i32 : i32
      %46 = tpu.assume_multiple %45, 512 : i32
      %c512_i32 = arith.constant 512 : i32
      %47 = arith.muli %40, %c512_i32 : i32
      %48 = tpu.assume_multiple %47, 512 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %49 = tpu.memref_slice %arg21[%c1_i32, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %50 = tpu.memref_squeeze %49 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %51 = tpu.memref_slice %arg17[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %52 = tpu.memref_squeeze %51 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %53 = tpu.memref_slice %arg9[%36, %42, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%54 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%52 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%50 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %55 = tpu.memref_slice %arg21[%c1_i32, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %56 = tpu.memref_squeeze %55 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %57 = tpu.memref_slice %arg18[%c1_i32, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
      %58 = tpu.memref_squeeze %57 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %59 = tpu.memref_slice %arg10[%36, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
      %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%60 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%58 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%56 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %61 = tpu.memref_slice %arg21[%c1_i32, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %62 = tpu.memref_squeeze %61 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %63 = tpu.memref_slice %arg19[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %64 = tpu.memref_squeeze %63 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %65 = tpu.memref_slice %arg11[%36, %c0_i32, %46] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%66 : memref<1x512xf32, #tpu.memory_space<any>>) target(%64 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%62 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
      %c1_i32 = arith.constant 1 : i32
      %c1_i32 = arith.constant 1 : i32
      %c3_i32 = arith.constant 3 : i32
      %67 = tpu.memref_slice %arg21[%c1_i32, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %68 = tpu.memref_squeeze %67 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
      %c0_i32 = arith.constant 0 : i32
      %c0_i32 = arith.constant 0 : i32
      %69 = tpu.memref_slice %arg20[%c1_i32, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
      %70 = tpu.memref_squeeze %69 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
      %c0_i32 = arith.constant 0 : i32
      %71 = tpu.memref_slice %arg12[%36, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
      %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
      tpu.enqueue_dma source(%72 : memref<1x512xf32, #tpu.memory_space<any>>) target(%70 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%68 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
    } else {
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %33:7 = scf.while (%arg22 = %12, %arg23 = %c0_i32, %arg24 = %27, %arg25 = %29, %arg26 = %c0_i32, %arg27 = %c1_i32, %arg28 = %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> (i32, i32, i32, i32, i32, i32, i32) {
      %36 = arith.cmpi slt, %arg22, %16 : i32
      scf.condition(%36) %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28 : i32, i32, i32, i32, i32, i32, i32
    } do {
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: i32, %arg28: i32):
      %36 = arith.index_cast %arg22 : i32 to index
      %37 = memref.load %arg6[%36] : memref<189xi8, #tpu.memory_space<smem>>
      %38 = arith.extsi %37 : i8 to i32
      %c2_i32 = arith.constant 2 : i32
      %39 = arith.cmpi eq, %38, %c2_i32 : i32
      %40 = arith.extui %39 : i1 to i32
      %c0_i32 = arith.constant 0 : i32
      %41 = arith.cmpi ne, %40, %c0_i32 : i32
      %42:2 = scf.if %41 -> (i32, i32) {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %43 = arith.muli %c0_i32, %c512_i32 : i32
        %44 = tpu.assume_multiple %43, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %45 = arith.muli %c0_i32, %c512_i32 : i32
        %46 = tpu.assume_multiple %45, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %47 = arith.muli %c0_i32, %c512_i32 : i32
        %48 = tpu.assume_multiple %47, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %49 = arith.muli %c0_i32, %c512_i32 : i32
        %50 = tpu.assume_multiple %49, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%66 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %69 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<189xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %88 = tpu.matmul %87, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %90 = arith.mulf %88, %89 : vector<512x512xf32>
        %91 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %92 = vector.load %arg19[%91, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %93 = vector.shape_cast %92 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %94 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %95 = arith.mulf %93, %94 : vector<1x512xf32>
        %96 = vector.broadcast %95 : vector<1x512xf32> to vector<512x512xf32>
        %97 = arith.subf %90, %96 : vector<512x512xf32>
        %98 = math.exp2 %97 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %99 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %100 = arith.truncf %98 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %101 = tpu.matmul %100, %85, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %102 = arith.addf %99, %101 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %103 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %104 = vector.shape_cast %103 : vector<512x128xf32> to vector<512x128xf32>
        %105 = vector.shape_cast %102 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %105 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %106 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %107 = vector.shape_cast %106 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %108 = tpu.matmul %107, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %109 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %110 = vector.load %arg20[%109, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %111 = vector.shape_cast %110 : vector<1x1x512xf32> to vector<1x512xf32>
        %112 = vector.broadcast %111 : vector<1x512xf32> to vector<512x512xf32>
        %113 = arith.subf %108, %112 : vector<512x512xf32>
        %114 = arith.mulf %98, %113 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %115 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %116 = arith.truncf %114 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %117 = tpu.matmul %116, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %118 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %119 = arith.mulf %117, %118 : vector<512x128xf32>
        %120 = arith.addf %115, %119 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %124 = arith.addi %arg25, %c1_i32 : i32
        %c188_i32 = arith.constant 188 : i32
        %125 = arith.minsi %arg24, %c188_i32 : i32
        %126 = arith.index_cast %125 : i32 to index
        %127 = memref.load %arg5[%126] : memref<189xi8, #tpu.memory_space<smem>>
        %128 = arith.extsi %127 : i8 to i32
        %129 = arith.cmpi sge, %124, %128 : i32
        %c1_i32 = arith.constant 1 : i32
        %130 = arith.addi %arg24, %c1_i32 : i32
        %131 = arith.select %129, %130, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %132 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %133 = arith.select %129, %c0_i32, %132 : i32
        %134 = arith.cmpi slt, %131, %16 : i32
        %135 = arith.extui %134 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %136 = arith.cmpi ne, %135, %c0_i32 : i32
        scf.if %136 {
          %c0_i32 = arith.constant 0 : i32
          %137 = arith.addi %4, %c0_i32 : i32
          %138 = arith.index_cast %131 : i32 to index
          %139 = memref.load %arg4[%138] : memref<189xi8, #tpu.memory_space<smem>>
          %140 = arith.extsi %139 : i8 to i32
          %141 = arith.addi %140, %133 : i32
          %c512_i32 = arith.constant 512 : i32
          %142 = arith.muli %141, %c512_i32 : i32
          %143 = tpu.assume_multiple %142, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %144 = arith.muli %141, %c512_i32 : i32
          %145 = tpu.assume_multiple %144, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %146 = arith.muli %141, %c512_i32 : i32
          %147 = tpu.assume_multiple %146, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %148 = arith.muli %141, %c512_i32 : i32
          %149 = tpu.assume_multiple %148, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %150 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %151 = tpu.memref_squeeze %150 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %152 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %153 = tpu.memref_squeeze %152 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %154 = tpu.memref_slice %arg9[%137, %143, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %155 = tpu.memref_squeeze %154 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%155 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%153 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%151 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %156 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %157 = tpu.memref_squeeze %156 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %158 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %159 = tpu.memref_squeeze %158 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %160 = tpu.memref_slice %arg10[%137, %145, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %161 = tpu.memref_squeeze %160 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%161 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%159 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%157 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %162 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %163 = tpu.memref_squeeze %162 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %164 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %165 = tpu.memref_squeeze %164 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %166 = tpu.memref_slice %arg11[%137, %c0_i32, %147] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %167 = tpu.memref_squeeze %166 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%167 : memref<1x512xf32, #tpu.memory_space<any>>) target(%165 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%163 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %168 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %169 = tpu.memref_squeeze %168 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %171 = tpu.memref_squeeze %170 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg12[%137, %c0_i32, %149] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %173 = tpu.memref_squeeze %172 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%173 : memref<1x512xf32, #tpu.memory_space<any>>) target(%171 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%169 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %131, %133 : i32, i32
      } else {
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %43 = arith.muli %c0_i32, %c512_i32 : i32
        %44 = tpu.assume_multiple %43, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %45 = arith.muli %c0_i32, %c512_i32 : i32
        %46 = tpu.assume_multiple %45, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %47 = arith.muli %c0_i32, %c512_i32 : i32
        %48 = tpu.assume_multiple %47, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c512_i32 = arith.constant 512 : i32
        %49 = arith.muli %c0_i32, %c512_i32 : i32
        %50 = tpu.assume_multiple %49, 512 : i32
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %51 = tpu.memref_slice %arg21[%arg26, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %52 = tpu.memref_squeeze %51 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %53 = tpu.memref_slice %arg17[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %54 = tpu.memref_squeeze %53 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %55 = tpu.memref_slice %arg9[%c0_i32, %44, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %56 = tpu.memref_squeeze %55 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%52 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%56 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%54 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c1_i32 = arith.constant 1 : i32
        %57 = tpu.memref_slice %arg21[%arg26, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %58 = tpu.memref_squeeze %57 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %59 = tpu.memref_slice %arg18[%arg26, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
        %60 = tpu.memref_squeeze %59 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %61 = tpu.memref_slice %arg10[%c0_i32, %46, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
        %62 = tpu.memref_squeeze %61 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%58 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%62 : memref<512x128xbf16, #tpu.memory_space<any>>) dst(%60 : memref<512x128xbf16, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c2_i32 = arith.constant 2 : i32
        %63 = tpu.memref_slice %arg21[%arg26, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %64 = tpu.memref_squeeze %63 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %65 = tpu.memref_slice %arg19[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %66 = tpu.memref_squeeze %65 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %67 = tpu.memref_slice %arg11[%c0_i32, %c0_i32, %48] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %68 = tpu.memref_squeeze %67 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%64 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%68 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%66 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %69 = tpu.memref_slice %arg21[%arg26, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %70 = tpu.memref_squeeze %69 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32 = arith.constant 0 : i32
        %71 = tpu.memref_slice %arg20[%arg26, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
        %72 = tpu.memref_squeeze %71 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
        %c0_i32 = arith.constant 0 : i32
        %73 = tpu.memref_slice %arg12[%c0_i32, %c0_i32, %50] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
        %74 = tpu.memref_squeeze %73 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
        tpu.wait_dma2 semaphore(%70 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>) src(%74 : memref<1x512xf32, #tpu.memory_space<any>>) dst(%72 : memref<1x512xf32, #tpu.memory_space<vmem>>)
        %c0_i32 = arith.constant 0 : i32
        %75 = arith.addi %4, %c0_i32 : i32
        %76 = arith.index_cast %arg22 : i32 to index
        %77 = memref.load %arg4[%76] : memref<189xi8, #tpu.memory_space<smem>>
        %78 = arith.extsi %77 : i8 to i32
        %79 = arith.addi %78, %arg23 : i32
        %80 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %81 = vector.load %arg17[%80, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %82 = vector.shape_cast %81 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %83 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %84 = vector.load %arg18[%83, %c0, %c0] : memref<3x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %85 = vector.shape_cast %84 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %86 = vector.load %arg7[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %87 = vector.shape_cast %86 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %88 = tpu.matmul %87, %82, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %cst_xa6fad0 = arith.constant 0.127517432 : f32
        %89 = vector.broadcast %cst_xa6fad0 : f32 to vector<512x512xf32>
        %90 = arith.mulf %88, %89 : vector<512x512xf32>
        %c512_i32 = arith.constant 512 : i32
        %91 = arith.muli %79, %c512_i32 : i32
        %c512_i32 = arith.constant 512 : i32
        %92 = arith.muli %7, %c512_i32 : i32
        %93 = tpu.iota {dimensions = array<i32: 1>} : vector<1x512xi32>
        %94 = tpu.iota {dimensions = array<i32: 0>} : vector<512x1xi32>
        %95 = arith.subi %92, %91 : i32
        %96 = vector.broadcast %94 : vector<512x1xi32> to vector<512x512xi32>
        %97 = vector.broadcast %93 : vector<1x512xi32> to vector<512x512xi32>
        %98 = arith.subi %96, %97 : vector<512x512xi32>
        %c1023_i32 = arith.constant 1023 : i32
        %99 = arith.addi %c1023_i32, %95 : i32
        %c0_i32 = arith.constant 0 : i32
        %100 = arith.subi %c0_i32, %95 : i32
        %c0_i32 = arith.constant 0 : i32
        %101 = arith.subi %c0_i32, %99 : i32
        %102 = vector.broadcast %101 : i32 to vector<512x512xi32>
        %103 = arith.cmpi sge, %98, %102 : vector<512x512xi32>
        %104 = vector.broadcast %100 : i32 to vector<512x512xi32>
        %105 = arith.cmpi sle, %98, %104 : vector<512x512xi32>
        %106 = arith.andi %103, %105 : vector<512x512xi1>
        %107 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %108 = vector.load %arg19[%107, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %109 = vector.shape_cast %108 : vector<1x1x512xf32> to vector<1x512xf32>
        %cst_x3f8ad7 = arith.constant 1.44269502 : f32
        %110 = vector.broadcast %cst_x3f8ad7 : f32 to vector<1x512xf32>
        %111 = arith.mulf %109, %110 : vector<1x512xf32>
        %112 = vector.broadcast %111 : vector<1x512xf32> to vector<512x512xf32>
        %113 = arith.subf %90, %112 : vector<512x512xf32>
        %114 = math.exp2 %113 : vector<512x512xf32>
        %cst_x8ee5ec = arith.constant 0.000000e+00 : f32
        %115 = vector.broadcast %cst_x8ee5ec : f32 to vector<512x512xf32>
        %116 = arith.select %106, %114, %115 : vector<512x512xi1>, vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %117 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %118 = arith.truncf %116 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %119 = tpu.matmul %118, %85, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %120 = arith.addf %117, %119 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %121 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %122 = vector.shape_cast %121 : vector<512x128xf32> to vector<512x128xf32>
        %123 = vector.shape_cast %120 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg16[%c0, %c0], %123 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %124 = vector.load %arg8[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
        %125 = vector.shape_cast %124 : vector<1x512x128xbf16> to vector<512x128xbf16>
        %cst_xb45df6 = arith.constant dense<0.000000e+00> : vector<512x512xf32>
        %126 = tpu.matmul %125, %85, %cst_xb45df6 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [1], [0], [0], [0, 0, 1, 0], [], []>, transpose_lhs_hint = false} : vector<512x128xbf16>, vector<512x128xbf16>, vector<512x512xf32> -> vector<512x512xf32>
        %127 = arith.index_cast %arg26 : i32 to index
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %128 = vector.load %arg20[%127, %c0, %c0] : memref<3x1x512xf32, #tpu.memory_space<vmem>>, vector<1x1x512xf32>
        %129 = vector.shape_cast %128 : vector<1x1x512xf32> to vector<1x512xf32>
        %130 = vector.broadcast %129 : vector<1x512xf32> to vector<512x512xf32>
        %131 = arith.subf %126, %130 : vector<512x512xf32>
        %132 = arith.mulf %116, %131 : vector<512x512xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %133 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %134 = arith.truncf %132 : vector<512x512xf32> to vector<512x512xbf16>
        %cst_xd598f2 = arith.constant dense<0.000000e+00> : vector<512x128xf32>
        %135 = tpu.matmul %134, %82, %cst_xd598f2 {dimension_numbers = #tpu.dot_dimension_numbers<[1], [0], [0], [1], [0, 0, 1, 1], [], []>, transpose_lhs_hint = false} : vector<512x512xbf16>, vector<512x128xbf16>, vector<512x128xf32> -> vector<512x128xf32>
        %cst_xf22304 = arith.constant 0.0883883461 : f32
        %136 = vector.broadcast %cst_xf22304 : f32 to vector<512x128xf32>
        %137 = arith.mulf %135, %136 : vector<512x128xf32>
        %138 = arith.addf %133, %137 : vector<512x128xf32>
        %c0 = arith.constant 0 : index
        %c0 = arith.constant 0 : index
        %139 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
        %140 = vector.shape_cast %139 : vector<512x128xf32> to vector<512x128xf32>
        %141 = vector.shape_cast %138 : vector<512x128xf32> to vector<512x128xf32>
        tpu.vector_store %arg15[%c0, %c0], %141 {strides = array<i32>} : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>, 
        %c1_i32 = arith.constant 1 : i32
        %142 = arith.addi %arg25, %c1_i32 : i32
        %c188_i32 = arith.constant 188 : i32
        %143 = arith.minsi %arg24, %c188_i32 : i32
        %144 = arith.index_cast %143 : i32 to index
        %145 = memref.load %arg5[%144] : memref<189xi8, #tpu.memory_space<smem>>
        %146 = arith.extsi %145 : i8 to i32
        %147 = arith.cmpi sge, %142, %146 : i32
        %c1_i32 = arith.constant 1 : i32
        %148 = arith.addi %arg24, %c1_i32 : i32
        %149 = arith.select %147, %148, %arg24 : i32
        %c1_i32 = arith.constant 1 : i32
        %150 = arith.addi %arg25, %c1_i32 : i32
        %c0_i32 = arith.constant 0 : i32
        %151 = arith.select %147, %c0_i32, %150 : i32
        %152 = arith.cmpi slt, %149, %16 : i32
        %153 = arith.extui %152 : i1 to i32
        %c0_i32 = arith.constant 0 : i32
        %154 = arith.cmpi ne, %153, %c0_i32 : i32
        scf.if %154 {
          %c0_i32 = arith.constant 0 : i32
          %155 = arith.addi %4, %c0_i32 : i32
          %156 = arith.index_cast %149 : i32 to index
          %157 = memref.load %arg4[%156] : memref<189xi8, #tpu.memory_space<smem>>
          %158 = arith.extsi %157 : i8 to i32
          %159 = arith.addi %158, %151 : i32
          %c512_i32 = arith.constant 512 : i32
          %160 = arith.muli %159, %c512_i32 : i32
          %161 = tpu.assume_multiple %160, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %162 = arith.muli %159, %c512_i32 : i32
          %163 = tpu.assume_multiple %162, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %164 = arith.muli %159, %c512_i32 : i32
          %165 = tpu.assume_multiple %164, 512 : i32
          %c512_i32 = arith.constant 512 : i32
          %166 = arith.muli %159, %c512_i32 : i32
          %167 = tpu.assume_multiple %166, 512 : i32
          %c0_i32 = arith.constant 0 : i32
          %168 = tpu.memref_slice %arg21[%arg28, %c0_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %169 = tpu.memref_squeeze %168 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %170 = tpu.memref_slice %arg17[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %171 = tpu.memref_squeeze %170 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %172 = tpu.memref_slice %arg9[%155, %161, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %173 = tpu.memref_squeeze %172 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%173 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%171 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%169 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c1_i32 = arith.constant 1 : i32
          %174 = tpu.memref_slice %arg21[%arg28, %c1_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %175 = tpu.memref_squeeze %174 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %176 = tpu.memref_slice %arg18[%arg28, %c0_i32, %c0_i32] : memref<3x512x128xbf16, #tpu.memory_space<vmem>> -> memref<1x512x128xbf16, #tpu.memory_space<vmem>>
          %177 = tpu.memref_squeeze %176 : memref<1x512x128xbf16, #tpu.memory_space<vmem>> -> memref<512x128xbf16, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %178 = tpu.memref_slice %arg10[%155, %163, %c0_i32] : memref<32x32768x128xbf16, #tpu.memory_space<any>> -> memref<1x512x128xbf16, #tpu.memory_space<any>>
          %179 = tpu.memref_squeeze %178 : memref<1x512x128xbf16, #tpu.memory_space<any>> -> memref<512x128xbf16, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%179 : memref<512x128xbf16, #tpu.memory_space<any>>) target(%177 : memref<512x128xbf16, #tpu.memory_space<vmem>>) target_semaphore(%175 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c2_i32 = arith.constant 2 : i32
          %180 = tpu.memref_slice %arg21[%arg28, %c2_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %181 = tpu.memref_squeeze %180 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %182 = tpu.memref_slice %arg19[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %183 = tpu.memref_squeeze %182 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %184 = tpu.memref_slice %arg11[%155, %c0_i32, %165] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %185 = tpu.memref_squeeze %184 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%185 : memref<1x512xf32, #tpu.memory_space<any>>) target(%183 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%181 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
          %c3_i32 = arith.constant 3 : i32
          %186 = tpu.memref_slice %arg21[%arg28, %c3_i32] : memref<3x4x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %187 = tpu.memref_squeeze %186 : memref<1x1x!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>> -> memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>
          %c0_i32 = arith.constant 0 : i32
          %c0_i32 = arith.constant 0 : i32
          %188 = tpu.memref_slice %arg20[%arg28, %c0_i32, %c0_i32] : memref<3x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x1x512xf32, #tpu.memory_space<vmem>>
          %189 = tpu.memref_squeeze %188 : memref<1x1x512xf32, #tpu.memory_space<vmem>> -> memref<1x512xf32, #tpu.memory_space<vmem>>
          %c0_i32 = arith.constant 0 : i32
          %190 = tpu.memref_slice %arg12[%155, %c0_i32, %167] : memref<32x1x32768xf32, #tpu.memory_space<any>> -> memref<1x1x512xf32, #tpu.memory_space<any>>
          %191 = tpu.memref_squeeze %190 : memref<1x1x512xf32, #tpu.memory_space<any>> -> memref<1x512xf32, #tpu.memory_space<any>>
          tpu.enqueue_dma source(%191 : memref<1x512xf32, #tpu.memory_space<any>>) target(%189 : memref<1x512xf32, #tpu.memory_space<vmem>>) target_semaphore(%187 : memref<!tpu.dma_semaphore, #tpu.memory_space<semaphore_mem>>)
        } else {
        }
        scf.yield %149, %151 : i32, i32
      }
      scf.yield %arg24, %arg25, %42#0, %42#1, %arg27, %arg28, %arg26 : i32, i32, i32, i32, i32, i32, i32
    }
    %34 = arith.extui %6 : i1 to i32
    %c0_i32 = arith.constant 0 : i32
    %35 = arith.cmpi ne, %34, %c0_i32 : i32
    scf.if %35 {
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %36 = vector.load %arg15[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %37 = arith.truncf %36 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %38 = vector.load %arg13[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %39 = vector.shape_cast %38 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %40 = vector.shape_cast %37 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg13[%c0, %c0, %c0], %40 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %41 = vector.load %arg16[%c0, %c0] : memref<512x128xf32, #tpu.memory_space<vmem>>, vector<512x128xf32>
      %42 = arith.truncf %41 : vector<512x128xf32> to vector<512x128xbf16>
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %c0 = arith.constant 0 : index
      %43 = vector.load %arg14[%c0, %c0, %c0] : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>
      %44 = vector.shape_cast %43 : vector<1x512x128xbf16> to vector<512x128xbf16>
      %45 = vector.shape_cast %42 : vector<512x128xbf16> to vector<1x512x128xbf16>
      tpu.vector_store %arg14[%c0, %c0, %c0], %45 {strides = array<i32>} : memref<1x512x128xbf16, #tpu.memory_space<vmem>>, vector<1x512x128xbf16>, 
    } else {
    }
    return
  }
  func.func @transform_0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi16, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>, %arg6: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_1(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi16, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>, %arg6: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_6(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi16, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>, %arg6: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
  func.func @transform_7(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<65xi16, #tpu.memory_space<smem>>, %arg4: memref<189xi8, #tpu.memory_space<smem>>, %arg5: memref<189xi8, #tpu.memory_space<smem>>, %arg6: memref<189xi8, #tpu.memory_space<smem>>) -> (i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %c2_i32 = arith.constant 2 : i32
    %2 = arith.muli %arg0, %c2_i32 : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %3, %arg2 : i32
    %c2_i32 = arith.constant 2 : i32
    %5 = arith.divsi %4, %c2_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.addi %c0_i32, %arg1 : i32
    %c64_i32 = arith.constant 64 : i32
    %7 = arith.remsi %6, %c64_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32 = arith.constant 0 : i32
    return %5, %7, %c0_i32 : i32, i32, i32
  }
}
